// The bundle run outside a runner (docs/action.md, "Running the Action's bundle
// itself"): no RUNNER_TEMP, GITHUB_OUTPUT or GITHUB_STEP_SUMMARY. And the docs'
// Outputs table lists exactly the outputs action.yml declares.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLE, REPO_ROOT } from './helpers/runner.ts';

/** The command docs/action.md shows, word for word (test/docs/commands.test.ts checks it is here). */
const LOCAL_COMMAND = "INPUT_MANIFESTS='k8s/' INPUT_LIVE='snapshot/' node action/dist/index.js";

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-local-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bundle run locally', () => {
  it('previews, writes the report to the temp directory and prints the outputs', () => {
    const root = join(dir, 'repo');
    const temp = join(dir, 'temp');
    mkdirSync(join(root, 'k8s'), { recursive: true });
    mkdirSync(join(root, 'snapshot'), { recursive: true });
    mkdirSync(temp);
    const cm = (data: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop\n  namespace: default\ndata:\n  mode: "${data}"\n`;
    // The same value (no conflict with the snapshot's owner) and one key more: changed.
    writeFileSync(join(root, 'k8s', 'cm.yaml'), `${cm('same')}  added: "1"\n`);
    writeFileSync(join(root, 'snapshot', 'cm.yaml'), cm('same'));
    writeFileSync(join(root, 'k8s', 'new.yaml'), cm('x').replace('name: shop', 'name: other'));
    // The documented command, with the bundle of this checkout.
    const command = LOCAL_COMMAND.replace('action/dist/index.js', JSON.stringify(BUNDLE));
    const ran = spawnSync('sh', ['-c', command], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, TMPDIR: temp },
      encoding: 'utf8',
    });
    const stdout = ran.stdout;
    expect(ran.status, `${stdout}${ran.stderr}`).toBe(0);
    expect(stdout).not.toContain('internal error');
    expect(stdout).not.toContain('::set-output');
    const line = /GITHUB_OUTPUT is not set: outputs not written \((.*)\)\./.exec(stdout);
    expect(line, stdout).not.toBeNull();
    const outputs = Object.fromEntries((line?.[1] ?? '').split(', ').map((kv) => kv.split('=')));
    expect(outputs).toMatchObject({ changed: '1', created: '1', conflicts: '0', deleted: '0' });
    expect(outputs.report.startsWith(temp)).toBe(true);
    expect(existsSync(outputs.report)).toBe(true);
    const report = JSON.parse(readFileSync(outputs.report, 'utf8')) as { summary: { create: number } };
    expect(report.summary.create).toBe(1);
  });
});

describe("docs/action.md's Outputs table", () => {
  it("lists exactly action.yml's outputs", () => {
    const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'action.md'), 'utf8');
    const section = /^## Outputs\n([\s\S]*?)^## /m.exec(doc)?.[1] ?? '';
    const listed = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(Object.keys(action.outputs));
  });
});
