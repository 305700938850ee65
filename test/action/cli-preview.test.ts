// `apply-preview preview`: the Action's gathering run on a workstation, through the
// command line's run() with captured streams, and once through the real bin.

import { execFile } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIO } from '../../cli/io.ts';
import { run } from '../../cli/main.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { FIXTURES, makeRepo, REPO_ROOT, type TestRepo } from './helpers/runner.ts';

let repo: TestRepo;

beforeEach(() => {
  repo = makeRepo('base', 'head');
  cpSync(join(FIXTURES, 'live'), join(repo.workspace, 'snapshot'), { recursive: true });
});

afterEach(() => repo.cleanup());

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

describe('apply-preview preview', () => {
  it('prints the text report against a snapshot and exits 1 on a conflict', async () => {
    const r = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'snapshot',
      '--crds',
      'crds/*.yaml',
      'k8s/',
    ]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(
      '4 objects change (2 new), 1 conflicts with kube-controller-manager, 1 unchanged',
    );
    expect(r.stdout).toContain(
      'Deployment shop/web  conflict  (builtin:1.37, manager kubectl, k8s/web.yaml:2)',
    );
    expect(r.stdout).toContain('crd:gadgets.example.com');
    expect(r.stdout).not.toContain('\u001b['); // no colour when not a terminal
    expect(r.stderr).toBe('');
  });

  it('--force and --format json: the forced apply, as the report data', async () => {
    const r = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'snapshot',
      '--force',
      '--format',
      'json',
      'k8s/web.yaml',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as BatchReport;
    expect(report.summary).toMatchObject({ objects: 2, update: 2, conflict: 0 });
    expect(report.objects[0].changes).toContainEqual({
      path: '.spec.replicas',
      kind: 'modified',
      before: 5,
      after: 3,
    });
  });

  it('--live base compares with a git ref (main by default)', async () => {
    const r = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'base',
      '--format',
      'json',
      'k8s/**/*.yaml',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as BatchReport;
    expect(report.summary).toMatchObject({ conflict: 0, update: 3, create: 2, unchanged: 1 });
    const settings = report.objects.find((o) => o.ref.name === 'settings')!;
    expect(settings.pruned).toEqual([{ path: '.data.legacy', before: 'on' }]);
    const same = await cli(['preview', '-C', repo.workspace, '--live', 'base', '--base', 'feature', 'k8s/']);
    expect(same.code).toBe(0);
    expect(same.stdout.split('\n')[0]).toBe('No changes');
    expect(same.stdout).toMatch(/^unchanged +Deployment +shop +web /m);
  });

  it('a bad manifest is reported as that object, the others are previewed', async () => {
    writeFileSync(
      join(repo.workspace, 'k8s/bad.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [\n',
    );
    const r = await cli(['preview', '-C', repo.workspace, '--live', 'snapshot', '--format', 'json', 'k8s/']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as BatchReport;
    const bad = report.objects.find((o) => o.source?.file === 'k8s/bad.yaml')!;
    expect(bad.action).toBe('error');
    expect(bad.error?.message).toBe(
      'line 4, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
    expect(report.summary.objects).toBe(7);
  });

  it('usage and input errors exit 2 with one line', async () => {
    const noLive = await cli(['preview', 'k8s/']);
    expect(noLive).toMatchObject({ code: 2 });
    expect(noLive.stderr.split('\n')[0]).toBe(
      'apply-preview preview: --live is required: a snapshot path, base or cluster',
    );
    const noMatch = await cli(['preview', '-C', repo.workspace, '--live', 'snapshot', 'nothing/*.yaml']);
    expect(noMatch).toEqual({
      code: 2,
      stdout: '',
      stderr: 'apply-preview: no file matches "nothing/*.yaml"\n',
    });
    const noSnapshot = await cli(['preview', '-C', repo.workspace, '--live', 'gone', 'k8s/']);
    expect(noSnapshot.stderr).toBe('apply-preview: live: no snapshot file matches "gone"\n');
    const wrongMode = await cli(['preview', '--live', 'snapshot', '--base', 'main', 'k8s/']);
    expect(wrongMode.stderr.split('\n')[0]).toBe('apply-preview preview: --base goes with --live base');
    const badConfig = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'cluster',
      '--kubeconfig',
      'nope',
      'k8s/',
    ]);
    expect(badConfig.stderr).toBe('apply-preview: kubeconfig nope: cannot read: no such file\n');
  });

  it('runs through the real bin', async () => {
    const r = await promisify(execFile)(
      process.execPath,
      [
        join(REPO_ROOT, 'bin/apply-preview.mjs'),
        'preview',
        '--live',
        'snapshot',
        '--format',
        'markdown',
        'k8s/settings.yaml',
      ],
      { cwd: repo.workspace },
    );
    expect(r.stdout).toContain('<code>.data.legacy</code>');
    expect(r.stdout).toContain('| 🟡 update | ConfigMap | <code>settings</code> |');
  });
});
