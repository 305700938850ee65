// The documentation's YAML blocks: workflows whose apply-preview steps use only
// inputs action.yml declares (and give the required ones), or the output of the
// command just before them, shown verbatim.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FakeGitHub } from '../action/helpers/github.ts';
import { makeRepo, runAction } from '../action/helpers/runner.ts';
import { BLOCKS, COMMANDS, REPO, where } from './blocks.ts';
import { CLI } from './cli-examples.ts';

const ACTION = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean }>;
};
const PLACEHOLDER = 'uses: OWNER/apply-preview@v1  # placeholder: the published action';

describe('YAML blocks', () => {
  const yamlBlocks = BLOCKS.map((b, i) => ({ b, i })).filter(({ b }) => b.lang === 'yaml');

  it('are workflows or the output of the command before them', () => {
    expect(yamlBlocks.length).toBeGreaterThan(0);
    for (const { b, i } of yamlBlocks) {
      const doc = parse(b.text) as { jobs?: unknown } | null;
      if (doc && typeof doc === 'object' && 'jobs' in doc) continue;
      const prev = BLOCKS[i - 1];
      const shown = COMMANDS.filter((c) => c.block === prev).some((c) => CLI[c.text]?.shows);
      expect(shown, `${where(b)}: neither a workflow nor a command's output`).toBe(true);
    }
  });

  const workflows = yamlBlocks.filter(({ b }) => /^jobs:/m.test(b.text));
  for (const { b } of workflows) {
    it(`${where(b)}: a workflow whose apply-preview steps use action.yml's inputs`, () => {
      const wf = parse(b.text) as {
        on: unknown;
        permissions?: Record<string, string>;
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      expect(wf.permissions?.['pull-requests']).toBe('write');
      const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
      const ours = steps.filter((s) => s.uses && !s.uses.startsWith('actions/'));
      expect(ours.length).toBeGreaterThan(0);
      for (const step of ours) {
        expect(['OWNER/apply-preview@v1', './']).toContain(step.uses);
        const given = Object.keys(step.with ?? {});
        for (const key of given) expect(Object.keys(ACTION.inputs), key).toContain(key);
        for (const [name, input] of Object.entries(ACTION.inputs))
          if (input.required) expect(given, `required input ${name}`).toContain(name);
      }
      // the placeholder is marked as one, on every use
      const uses = b.text.split('\n').filter((l) => /uses: (?!actions\/|\.\/)/.test(l));
      for (const l of uses) expect(l.trim()).toBe(`- ${PLACEHOLDER}`);
    });
  }

  // The workflow of the repository's own action runs: the bundle, as a runner runs it, with the step's inputs
  for (const { b } of workflows.filter(({ b }) => /uses: \.\/\s/.test(b.text))) {
    it(`${where(b)}: uses: ./ runs this repository's action with those inputs`, async () => {
      const wf = parse(b.text) as { jobs: Record<string, { steps: { uses?: string; with?: object }[] }> };
      const step = Object.values(wf.jobs)
        .flatMap((j) => j.steps)
        .find((st) => st.uses === './');
      const examples = Object.fromEntries(
        readdirSync(join(REPO, 'examples'), { withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => [`examples/${f.name}`, readFileSync(join(REPO, 'examples', f.name), 'utf8')]),
      );
      const repo = makeRepo(null, null, { base: examples, head: { 'README.md': 'a change elsewhere\n' } });
      const token = 'ghs_docs-example';
      const gh = await new FakeGitHub('acme', 'shop', token).start();
      try {
        gh.files.set(7, repo.prFiles);
        const inputs = Object.fromEntries(Object.entries(step?.with ?? {}).map(([k, v]) => [k, String(v)]));
        const r = await runAction({
          workspace: repo.workspace,
          githubUrl: gh.url,
          pullRequest: { number: 7, baseSha: repo.baseSha, headSha: repo.headSha },
          inputs: { ...inputs, 'github-token': token },
        });
        expect(r.code, r.stdout + r.stderr).toBe(0);
        expect(r.outputs.changed).toBe('1'); // kubectl's manifest changes the live ConfigMap
        expect(r.outputs.conflicts).toBe('0');
        expect(gh.commentsOn(7)).toHaveLength(1);
        expect(gh.commentsOn(7)[0].body).toContain('test-cm');
      } finally {
        await gh.stop();
        repo.cleanup();
      }
    });
  }

  it('the Action page names the placeholder and explains uses: ./', () => {
    const text = readFileSync(join(REPO, 'docs/action.md'), 'utf8');
    expect(text).toContain('`OWNER/apply-preview@v1` is a placeholder');
    expect(text).toContain('`uses: ./`');
    expect(existsSync(join(REPO, 'action.yml'))).toBe(true); // what uses: ./ runs
  });
});
