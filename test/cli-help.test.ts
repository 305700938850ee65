// The help of the command line and docs/cli.md against what the code accepts:
// the commands `run` dispatches, the ops and step fields a scenario takes, and
// where a write's schema comes from without --schema.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLY_HELP, CREATE_HELP, MAIN_HELP, SIMULATE_HELP, UPDATE_HELP } from '../cli/help.ts';
import { COMMANDS } from '../cli/main.ts';
import { PREVIEW_HELP, PREVIEW_SPEC } from '../cli/preview.ts';
import { SCENARIO_OPS, SCENARIO_STEP_KEYS } from '../core/simulate.ts';

const repo = resolve(import.meta.dirname, '..');
const cliDoc = readFileSync(join(repo, 'docs/cli.md'), 'utf8');

/** The names listed under "Commands:" in the program's help. */
function helpCommands(): string[] {
  const section = MAIN_HELP.split('Commands:\n')[1].split('\n\n')[0];
  return section.split('\n').map((line) => line.trim().split(/\s+/)[0]);
}

/** The commands of the table at the top of docs/cli.md. */
function docCommands(): string[] {
  return [...cliDoc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
}

describe('help and docs list what the code accepts', () => {
  it('every command run() dispatches is in the help and in docs/cli.md, and no other', () => {
    const accepted = Object.keys(COMMANDS).sort();
    expect(helpCommands().sort()).toEqual(accepted);
    expect(docCommands().sort()).toEqual(accepted);
  });

  it("simulate --help names every op and step field a scenario takes, and docs/cli.md's scenario every op", () => {
    const opsLine = /"op": ((?:"[a-z-]+"\|?)+)/.exec(SIMULATE_HELP);
    expect(opsLine).not.toBeNull();
    const listed = (opsLine?.[1] ?? '').split('|').map((s) => JSON.parse(s) as string);
    expect(listed.sort()).toEqual([...SCENARIO_OPS].sort());
    const steps = SIMULATE_HELP.slice(SIMULATE_HELP.indexOf('"steps"'));
    for (const key of SCENARIO_STEP_KEYS) {
      if (key !== 'comment') expect(steps, key).toContain(`"${key}"`);
    }
    const scenario = cliDoc.slice(cliDoc.indexOf('A scenario (JSON or YAML)'));
    for (const op of SCENARIO_OPS) expect(scenario, op).toContain(`"op": "${op}"`);
  });

  it('preview --help lists every option preview takes (with its short form), and docs/cli.md names each', () => {
    const section = cliDoc.slice(cliDoc.indexOf('## preview:'));
    for (const [name, o] of Object.entries(PREVIEW_SPEC)) {
      const shown = o.short ? `-${o.short}, --${name}` : `--${name}`;
      expect(PREVIEW_HELP, name).toMatch(new RegExp(`^(  |Usage: apply-preview preview )${shown}\\b`, 'm'));
      if (name !== 'help') expect(section, name).toMatch(new RegExp(`--${name}\\b|\`-${o.short ?? '#'} `));
    }
  });

  it('apply, create and update --help say a built-in kind without --schema gets its built-in type', () => {
    for (const help of [APPLY_HELP, CREATE_HELP, UPDATE_HELP]) {
      expect(help).toMatch(/absent: the built-in type of a built-in kind[\s\S]*else deduced/);
    }
  });
});

describe('preview --render', () => {
  it('is auto by default, in the help and docs/cli.md', () => {
    expect(PREVIEW_HELP).toContain('the head and at --base (default; plain manifests are read');
    expect(cliDoc).toContain('`--render auto` (the default)');
  });
});
