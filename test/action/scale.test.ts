// Big runs: progress lines in the Action's log (run through the bundle as a
// runner runs it), the job summary within GitHub's 1 MiB however many objects,
// and the bundle's report of a snapshot being what the sources give.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { summaryText } from '../../action/main.ts';
import { errorReport, summarize } from '../../core/preview/report.ts';
import type { BatchReport, ObjectReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { withoutRunValues } from './helpers/report.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const N = 300;

let repo: TestRepo;
let gh: FakeGitHub;

beforeEach(async () => {
  repo = makeRepo(null, null);
  mkdirSync(join(repo.workspace, 'k8s'));
  const live: unknown[] = [];
  for (let i = 0; i < N; i++) {
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: `cm-${i}`, namespace: 'big' },
      data: { key: `value-${i}` },
    };
    writeFileSync(join(repo.workspace, 'k8s', `cm-${String(i).padStart(3, '0')}.yaml`), stringify(cm));
    if (i % 2 === 0) live.push({ ...cm, data: { key: 'old' } });
  }
  mkdirSync(join(repo.workspace, 'snapshot'));
  writeFileSync(
    join(repo.workspace, 'snapshot', 'live.yaml'),
    stringify({ apiVersion: 'v1', kind: 'List', items: live }),
  );
  gh = await new FakeGitHub('acme', 'shop', 'ghs_scale').start();
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(env: Record<string, string> = {}) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    inputs: { manifests: 'k8s/', live: 'snapshot/', 'changed-only': 'false', 'fail-on': 'never' },
    env,
  });
}

const counts = (stdout: string, step: string) =>
  stdout
    .split('\n')
    .map((l) => new RegExp(`^${step}: ([\\d,]+) of ([\\d,]+) `).exec(l))
    .filter((m) => m !== null)
    .map((m) => [Number(m[1].replace(/,/g, '')), Number(m[2].replace(/,/g, ''))]);

describe('progress', () => {
  it('logs each step as it starts and ends, and how far it got in between', async () => {
    // Every check of the clock logs (interval 0): each file and each object is a line.
    const r = await run({ APPLY_PREVIEW_PROGRESS_SECONDS: '0' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`Reading ${N} manifest files...\n`);
    expect(r.stdout).toMatch(
      new RegExp(`^Reading: ${N} manifest files in \\d+\\.\\d s; ${N} documents\\.$`, 'm'),
    );
    expect(r.stdout).toContain(`Previewing ${N} objects...\n`);
    expect(r.stdout).toMatch(new RegExp(`^Previewing: ${N} objects in \\d+\\.\\d s\\.$`, 'm'));
    for (const step of ['Reading', 'Previewing']) {
      const seen = counts(r.stdout, step);
      expect(seen.map(([done]) => done)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
      expect(seen.every(([, total]) => total === N)).toBe(true);
    }
    // The lines come before the result.
    expect(r.stdout.indexOf('Previewing: 1 of')).toBeLessThan(r.stdout.indexOf('Previewed 300 object(s)'));
    expect(r.outputs).toMatchObject({ created: '150', errors: '0' });
  });

  it('by default writes a line every few seconds at most, not one per object', async () => {
    const started = performance.now();
    const r = await run();
    const seconds = (performance.now() - started) / 1000;
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Previewing ${N} objects...\n`);
    const lines = counts(r.stdout, 'Reading').length + counts(r.stdout, 'Previewing').length;
    expect(lines).toBeLessThanOrEqual(Math.ceil(seconds / 3) + 1);
  });
});

describe('a snapshot read by the bundle', () => {
  it('gives the report that the sources give', async () => {
    const aside = await run();
    // The bundle as a runner runs it, against the sources run here by tsx.
    const { runPreview } = await import('../../gather/gather.ts');
    const { silentLogger } = await import('../../gather/log.ts');
    const inPlace = await runPreview(
      {
        workspace: repo.workspace,
        manifests: ['k8s/'],
        changed: null,
        live: { mode: 'snapshot', paths: ['snapshot/'] },
        fieldManager: 'kubectl',
        force: false,
        crds: [],
      },
      silentLogger,
    );
    const viaWorker = withoutRunValues(JSON.parse(readFileSync(aside.outputs.report, 'utf8')) as BatchReport);
    withoutRunValues(inPlace.report);
    expect(viaWorker.summary).toEqual(inPlace.report.summary);
    expect(viaWorker.objects.map((o) => [o.ref.name, o.action, o.changes])).toEqual(
      inPlace.report.objects.map((o) => [o.ref.name, o.action, o.changes]),
    );
  });
});

describe('job summary', () => {
  const big = (n: number): BatchReport => {
    const objects: ObjectReport[] = [];
    for (let i = 0; i < n; i++) {
      const ref = { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'big', name: `${'n'.repeat(200)}-${i}` };
      objects.push(
        errorReport(ref, { fieldManager: 'kubectl' }, { code: 400, reason: 'BadRequest', message: 'bad ✂️' }),
      );
    }
    return { summary: summarize(objects), objects };
  };

  it('stays within 1 MiB when the object table alone is longer, cut at a line and saying so', () => {
    const text = summaryText(big(6000), 'Preview');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1_000_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(900_000);
    expect(text).toMatch(/> ✂️ \*\*Cut[^\n]*\n$/);
  });

  it('is the whole report when it fits', () => {
    const report = big(10);
    const text = summaryText(report, 'Preview');
    expect(text).not.toContain('Cut');
    expect(text).toContain(`${'n'.repeat(200)}-9`);
  });
});
