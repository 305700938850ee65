// `apply-preview preview --render auto`: the issue 28 fleet rendered at the head
// and at the base commit (from git, no second checkout), then previewed: the
// overlay's Deployment updated with the new image tag, the ConfigMap the change
// removes deleted, the chart's Deployment in the Application's destination
// namespace updated on .spec.replicas.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../../core/preview/types.ts';
import { cli } from '../../cli-helpers.ts';
import { commitAll, FLEET, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

let dir: string;
let base: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  dir = writeRepo(FLEET);
  base = commitAll(dir, 'base');
  writeFileSync(
    join(dir, 'clusters/prod/apps.yaml'),
    FLEET['clusters/prod/apps.yaml'].replace('newTag: "1.27"', 'newTag: "1.28"'),
  );
  writeFileSync(join(dir, 'apps/base/kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
  rmSync(join(dir, 'apps/base/config.yaml'));
  writeFileSync(join(dir, 'charts/api/values-prod.yaml'), 'replicas: 5\n');
  commitAll(dir, 'head');
  // The extracted binaries first: the CLI finds its tools on PATH.
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

describe('preview --render auto', () => {
  it('previews the rendered head against the rendered base', async () => {
    const r = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      'base',
      '--base',
      base,
      '--render',
      'auto',
      '--prune',
      '--format',
      'json',
      '.',
    ]);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as BatchReport;
    const byRef = new Map(
      report.objects.map((o) => [`${o.ref.kind} ${o.ref.namespace ?? ''}/${o.ref.name}`, o]),
    );
    const web = byRef.get('Deployment shop/prod-web')!;
    expect(web.action).toBe('update');
    expect(JSON.stringify(web.changes)).toContain('nginx:1.28');
    expect(web.source?.file).toBe('apps/base/deployment.yaml');
    const removed = byRef.get('ConfigMap shop/prod-web-config')!;
    expect(removed.action).toBe('delete');
    const api = byRef.get('Deployment api/api')!;
    expect(api.action).toBe('update');
    expect(api.changes.map((c) => c.path)).toEqual(['.metadata.generation', '.spec.replicas']);
    expect(api.source?.file).toBe('charts/api/templates/deployment.yaml');
    // Nothing is read twice: no plain-file copy of a rendered object.
    expect(report.objects.filter((o) => o.ref.name === 'web' || o.ref.name === 'web-config')).toEqual([]);
    expect(report.objects.filter((o) => o.action === 'error')).toEqual([]);
  });

  it('writes each object as its controller does, with no applier, prune or render option', async () => {
    // render: auto is the default.
    const r = await cli(['preview', '-C', dir, '--live', 'base', '--base', base, '--format', 'json', '.']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as BatchReport;
    const byRef = new Map(
      report.objects.map((o) => [`${o.ref.kind} ${o.ref.namespace ?? ''}/${o.ref.name}`, o]),
    );
    // The overlay's Deployment: kustomize-controller's apply, the new image its write.
    const web = byRef.get('Deployment shop/prod-web')!;
    expect(web.action).toBe('update');
    expect(web.applier).toBe('flux');
    expect(web.fieldManager).toBe('kustomize-controller');
    expect(web.changes.map((c) => c.path)).toEqual([
      '.metadata.generation',
      '.spec.template.spec.containers[name="web"].image',
    ]);
    expect(JSON.stringify(web.changes)).toContain('nginx:1.28');
    // spec.prune: true of the Kustomization deletes what the base rendered and the head does not.
    const removed = byRef.get('ConfigMap shop/prod-web-config')!;
    expect(removed.action).toBe('delete');
    expect(removed.applier).toBe('flux');
    // The Application's chart: Argo CD's server-side apply (ServerSideApply=true), in its destination namespace.
    const api = byRef.get('Deployment api/api')!;
    expect(api.action).toBe('update');
    expect(api.applier).toBe('argocd-server-side');
    expect(api.fieldManager).toBe('argocd-controller');
    expect(api.changes.map((c) => c.path)).toEqual(['.metadata.generation', '.spec.replicas']);
    expect(report.objects.filter((o) => o.action === 'error')).toEqual([]);
    // Grouped as the repository is: each object, the deleted one too, under its source.
    expect(web.group?.kind).toBe('flux-kustomization');
    expect(removed.group?.id).toBe(web.group?.id);
    expect(api.group?.kind).toBe('argocd-application');
    const groups = new Map(
      (report.groups ?? []).map((g) => [
        g.group.name,
        g.objects.map((i) => report.objects[i].ref.name).sort(),
      ]),
    );
    expect(groups.get('flux-system/apps')).toEqual(['prod-web', 'prod-web-config']);
    expect(groups.get('argocd/api')).toContain('api');
    expect(report.groups?.find((g) => g.group.name === 'flux-system/apps')?.group.cluster).toBe(
      'clusters/prod',
    );
  });

  it('prints a section per source in the Markdown comment', async () => {
    const r = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      'base',
      '--base',
      base,
      '--format',
      'markdown',
      '.',
    ]);
    expect(r.stderr).toBe('');
    const web = r.stdout.indexOf('prod-web');
    const api = r.stdout.indexOf('Deployment</code> <code>api/api');
    expect(web).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/Kustomization/);
    expect(r.stdout).toMatch(/Application/);
    expect(api === -1 || api !== web).toBe(true);
  });

  it('--applier overrides the controllers: the plain tool writes every object', async () => {
    const r = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      'base',
      '--base',
      base,
      '--render',
      'auto',
      '--applier',
      'kubectl-server-side',
      '--format',
      'json',
      '.',
    ]);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as BatchReport;
    const web = report.objects.find((o) => o.ref.name === 'prod-web')!;
    expect(web.applier).toBe('kubectl-server-side');
    // kubectl prunes only with --prune: the removed ConfigMap is left in the cluster.
    expect(report.objects.find((o) => o.ref.name === 'prod-web-config')!.action).toBe('orphan');
  });

  it('--render takes auto or none', async () => {
    const r = await cli(['preview', '-C', dir, '--live', 'base', '--render', 'always', '.']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'apply-preview preview: --render must be auto or none, got "always"',
    );
  });
});
