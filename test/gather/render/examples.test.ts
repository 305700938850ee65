// The example repositories of examples/ (docs/rendering.md), each previewed
// with the real kubectl and helm as a pull request that adds it: every object
// it renders is created, written as its controller (or the plain apply) writes it.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../../cli/io.ts';
import { run } from '../../../cli/main.ts';
import type { BatchReport } from '../../../core/preview/types.ts';
import { commitAll, git } from './repo.ts';
import { renderTools } from './tools.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const savedPath = process.env.PATH;
const dirs: string[] = [];

beforeAll(() => {
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The example as a repository: an empty base commit, then the example added. */
async function preview(example: string): Promise<{ stderr: string; objects: string[]; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), `example-${example}-`));
  dirs.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'empty');
  const base = git(dir, 'rev-parse', 'HEAD').trim();
  cpSync(join(EXAMPLES, example), dir, { recursive: true });
  commitAll(dir, example);
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  await run(['preview', '-C', dir, '--live', 'base', '--base', base, '--format', 'json', '.'], io);
  const report = JSON.parse(stdout) as BatchReport;
  return {
    stderr,
    text: stdout,
    objects: report.objects
      .map(
        (o) =>
          `${o.action} ${o.ref.kind} ${o.ref.namespace ?? ''}/${o.ref.name} ${o.applier ?? 'plain'} ${o.fieldManager} ${o.source?.file ?? ''}`,
      )
      .sort(),
  };
}

describe('examples/', () => {
  it('flux: the Kustomization and the HelmRelease, written by their controllers', async () => {
    const r = await preview('flux');
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual([
      'create Deployment podinfo/podinfo-podinfo helm3 helm-controller charts/podinfo/templates/deployment.yaml',
      'create Deployment shop/prod-web flux kustomize-controller apps/base/deployment.yaml',
      'create HelmRelease flux-system/podinfo plain kubectl clusters/prod/podinfo.yaml',
      'create Kustomization flux-system/apps plain kubectl clusters/prod/apps.yaml',
      'create Service shop/prod-web flux kustomize-controller apps/base/service.yaml',
    ]);
  });

  it('argocd: the Application over a chart, in its destination namespace', async () => {
    const r = await preview('argocd');
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual([
      'create Application argocd/api plain kubectl apps/api.yaml',
      'create Deployment api/api argocd-server-side argocd-controller charts/api/templates/deployment.yaml',
    ]);
  });

  it('argocd-appset: the Applications two ApplicationSets generate, each in its namespace', async () => {
    const r = await preview('argocd-appset');
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual([
      'create ApplicationSet argocd/apps plain kubectl argocd/apps.yaml',
      'create ApplicationSet argocd/envs plain kubectl argocd/envs.yaml',
      'create Deployment shop-prod/prod-web argocd-server-side argocd-controller apps/web/deployment.yaml',
      'create Deployment shop-prod/prod-worker argocd-server-side argocd-controller apps/worker/deployment.yaml',
      'create Deployment shop-staging/staging-web argocd-server-side argocd-controller apps/web/deployment.yaml',
      'create Deployment shop-staging/staging-worker argocd-server-side argocd-controller apps/worker/deployment.yaml',
      'create Deployment web/web argocd argocd-controller apps/web/deployment.yaml',
      'create Deployment worker/worker argocd argocd-controller apps/worker/deployment.yaml',
    ]);
  });

  it('kustomize: the overlay, built with kubectl kustomize', async () => {
    const r = await preview('kustomize');
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual(['create Deployment shop/web plain kubectl base/deployment.yaml']);
    // The overlay's image tag and replicas.
    expect(r.text).toContain('nginx:1.27');
    expect(r.text).toMatch(/"\.spec\.replicas"[^}]*"after": 3/);
  });

  it('helm: the chart, templated with its values', async () => {
    const r = await preview('helm');
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual(['create Deployment /web plain kubectl web/templates/deployment.yaml']);
    expect(r.text).toContain('nginx:1.27');
  });
});
