// `apply-preview preview --live base` over a repository whose Flux HelmRelease
// takes its chart from a Helm repository (the stand-in of remote-repo.ts): the
// chart is pulled once for the head and the base, its Deployment previewed as
// helm-controller writes it; `--remote-charts skip` and an unreachable
// repository list the source as not rendered while the rest is previewed.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../../core/preview/types.ts';
import { cli } from '../../cli-helpers.ts';
import { type ChartRepoServer, closedPort, startChartRepo, webChart } from './remote-repo.ts';
import { commitAll, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

let server: ChartRepoServer;
let dir: string;
let base: string;
const savedPath = process.env.PATH;

function release(url: string, replicas: number, deadUrl: string): string {
  return `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: charts
  namespace: flux-system
spec:
  url: ${url}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: web
  namespace: flux-system
spec:
  targetNamespace: web
  chart:
    spec:
      chart: web
      sourceRef:
        kind: HelmRepository
        name: charts
  values:
    replicas: ${replicas}
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: down
  namespace: argocd
spec:
  source:
    repoURL: ${deadUrl}
    chart: web
    targetRevision: 1.0.0
  destination:
    namespace: down
`;
}

beforeAll(async () => {
  server = await startChartRepo({ web: webChart('1.2.0') });
  const dead = `http://127.0.0.1:${await closedPort()}`;
  dir = writeRepo({
    'flux/web.yaml': release(server.url, 2, dead),
    'apps/cm.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n  namespace: apps\ndata:\n  a: "1"\n',
  });
  base = commitAll(dir, 'base');
  writeFileSync(join(dir, 'flux/web.yaml'), release(server.url, 3, dead));
  writeFileSync(
    join(dir, 'apps/cm.yaml'),
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n  namespace: apps\ndata:\n  a: "2"\n',
  );
  commitAll(dir, 'head');
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(async () => {
  process.env.PATH = savedPath;
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function byName(report: BatchReport) {
  return new Map(report.objects.map((o) => [`${o.ref.kind} ${o.ref.namespace ?? ''}/${o.ref.name}`, o]));
}

describe('preview with a remote chart', () => {
  it('previews the chart of a HelmRepository at head and base, pulled once', async () => {
    const r = await cli(['preview', '-C', dir, '--live', 'base', '--base', base, '--format', 'json', '.']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as BatchReport;
    const objects = byName(report);
    const web = objects.get('Deployment web/web-web')!;
    expect(web.action).toBe('update');
    expect(web.applier).toBe('helm3');
    expect(web.fieldManager).toBe('helm-controller');
    expect(web.changes.map((c) => c.path)).toEqual(['.metadata.generation', '.spec.replicas']);
    expect(web.source?.file).toBe('flux/web.yaml');
    // Head and base share one pull: the index and the archive are asked for once.
    expect(server.requests.get('/index.yaml')).toBe(1);
    expect(server.requests.get('/web-1.2.0.tgz')).toBe(1);
    // The unreachable repository: its Application is an error with helm's reason; the rest is previewed.
    const errors = report.objects.filter((o) => o.action === 'error');
    expect(errors.map((o) => `${o.ref.kind} ${o.ref.name}`)).toEqual(['Application down']);
    const [down] = errors;
    expect(down.error?.message).toMatch(
      /^not rendered: web 1\.0\.0 from http:\/\/127\.0\.0\.1:\d+: .*connection refused/,
    );
    expect(objects.get('ConfigMap apps/plain')?.action).toBe('update');
  });

  it('--remote-charts skip lists the HelmRelease as not rendered and fetches nothing', async () => {
    const before = server.requests.get('/index.yaml');
    const r = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      'base',
      '--base',
      base,
      '--remote-charts',
      'skip',
      '--format',
      'json',
      '.',
    ]);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as BatchReport;
    const errors = report.objects.filter((o) => o.action === 'error');
    expect(errors.map((o) => `${o.ref.kind} ${o.ref.name}`)).toEqual(['HelmRelease web', 'Application down']);
    const [web] = errors;
    expect(web.error?.message).toBe(
      `not rendered: web * from ${server.url}: remote charts are not fetched (remote-charts: skip)`,
    );
    expect(report.objects.some((o) => o.ref.kind === 'Deployment')).toBe(false);
    expect(byName(report).get('ConfigMap apps/plain')?.action).toBe('update');
    expect(server.requests.get('/index.yaml')).toBe(before);
  });

  it('--remote-charts takes fetch or skip', async () => {
    const r = await cli(['preview', '-C', dir, '--live', 'base', '--remote-charts', 'never', '.']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'apply-preview preview: --remote-charts must be fetch or skip, got "never"',
    );
  });
});
