// Remote charts rendered with the real helm against a stand-in chart
// repository (remote-repo.ts): a Flux HelmRelease through its HelmRepository,
// an Argo CD Application with `chart` + `repoURL` (valueFiles inside the
// chart, `$ref` values files of this repository, its destination namespace); `remote-charts: skip`, an unreachable
// repository, a refused URL and a HelmRepository with credentials listed as not
// rendered with the reason while the other sources render; one pull per chart
// for two trees.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { FileReader } from '../../../gather/files.ts';
import { discoverSources } from '../../../gather/render/discover.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { type RemoteCharts, remoteCharts } from '../../../gather/render/remote-fetch.ts';
import { touchesSource } from '../../../gather/render/touched.ts';
import { copyWorkspace } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { type ChartRepoServer, closedPort, startChartRepo, webChart } from './remote-repo.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

let server: ChartRepoServer;
let deadUrl: string;

function files(url: string): Record<string, string> {
  return {
    'flux/web.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: charts
  namespace: flux-system
spec:
  url: ${url}
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: private
  namespace: flux-system
spec:
  url: ${url}
  secretRef:
    name: charts-auth
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
      version: "^1.0.0"
      sourceRef:
        kind: HelmRepository
        name: charts
  values:
    replicas: 3
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: prod
  namespace: flux-system
spec:
  chart:
    spec:
      chart: web
      version: "2.0.0"
      valuesFiles: [values-prod.yaml]
      sourceRef:
        kind: HelmRepository
        name: charts
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: both
  namespace: flux-system
spec:
  chart:
    spec:
      chart: web
      version: "2.0.0"
      valuesFiles: [values.yaml, values-prod.yaml]
      sourceRef:
        kind: HelmRepository
        name: charts
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: local
  namespace: flux-system
spec:
  chart:
    spec:
      chart: ./charts/local
      valuesFiles: [./charts/local/values-prod.yaml]
      sourceRef:
        kind: GitRepository
        name: flux-system
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: secret
  namespace: flux-system
spec:
  chart:
    spec:
      chart: web
      sourceRef:
        kind: HelmRepository
        name: private
`,
    'argocd/apps.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: api
  namespace: argocd
spec:
  source:
    repoURL: ${url}
    chart: web
    targetRevision: 2.0.0
    helm:
      releaseName: api
      valueFiles: [values-prod.yaml]
      parameters:
        - name: image
          value: nginx:1.27
  destination:
    namespace: api
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: missing
  namespace: argocd
spec:
  source:
    repoURL: ${url}
    chart: web
    targetRevision: 2.0.0
    helm:
      valueFiles:
        - values-prod.yaml
        - values-staging.yaml
  destination:
    namespace: missing
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: optional
  namespace: argocd
spec:
  source:
    repoURL: ${url}
    chart: web
    targetRevision: 2.0.0
    helm:
      ignoreMissingValueFiles: true
      valueFiles: [values-staging.yaml, values-prod.yaml]
  destination:
    namespace: optional
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
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: local
  namespace: argocd
spec:
  source:
    repoURL: file:///etc
    chart: web
  destination:
    namespace: local
`,
    'argocd/multi.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: multi
  namespace: argocd
spec:
  sources:
    - repoURL: ${url}
      chart: web
      targetRevision: 2.0.0
      helm:
        valueFiles:
          - values-prod.yaml
          - $values/env/prod.yaml
    - repoURL: https://github.com/acme/fleet.git
      ref: values
  destination:
    namespace: multi
`,
    'argocd/local-multi.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: local-multi
  namespace: argocd
spec:
  sources:
    - repoURL: https://github.com/acme/fleet.git
      path: charts/local
      helm:
        valueFiles: [$values/env/prod.yaml]
    - repoURL: https://github.com/acme/fleet.git
      ref: values
  destination:
    namespace: local
`,
    ...Object.fromEntries(Object.entries(webChart('0.1.0')).map(([f, t]) => [`charts/local/${f}`, t])),
    'env/prod.yaml': 'replicas: 7\n',
    'plain/kustomization.yaml': 'resources: [cm.yaml]\n',
    'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n',
  };
}

async function render(repo: string, remote: RemoteCharts): Promise<RenderResult> {
  const tree = copyWorkspace(new FileReader(repo));
  try {
    return await renderTree(tree, { tools: renderTools(), remoteCharts: remote });
  } finally {
    tree.dispose();
  }
}

function objectsOf(r: RenderResult, name: string): JsonObject[] {
  const i = r.sources.findIndex((s) => s.name === name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return r.objects.filter((o) => o.source === i).map((o) => o.object);
}

function problemOf(r: RenderResult, name: string): string | undefined {
  const i = r.sources.findIndex((s) => s.name === name);
  return r.problems.find((p) => p.source === i)?.message;
}

let repo: string;
let fetched: RenderResult;
let again: RenderResult;
let remote: RemoteCharts;

beforeAll(async () => {
  server = await startChartRepo({ v1: webChart('1.2.0'), v1old: webChart('1.1.0'), v2: webChart('2.0.0') });
  deadUrl = `http://127.0.0.1:${await closedPort()}`;
  repo = writeRepo(files(server.url));
  remote = remoteCharts('fetch');
  fetched = await render(repo, remote);
  // A second tree (the base) with the same fetcher: nothing is fetched again.
  again = await render(repo, remote);
});

afterAll(async () => {
  await server.close();
  rmSync(repo, { recursive: true, force: true });
});

describe('remote charts', () => {
  it('renders a HelmRelease through its HelmRepository: the version range, values, target namespace', () => {
    const [deploy] = objectsOf(fetched, 'flux-system/web');
    expect(deploy.metadata).toEqual({
      name: 'web-web',
      namespace: 'web',
      labels: { 'chart-version': '1.2.0' },
    });
    expect((deploy.spec as JsonObject).replicas).toBe(3);
    const src = fetched.sources.find((s) => s.name === 'flux-system/web')!;
    expect(src.remoteChart).toBe(`web ^1.0.0 from ${server.url}`);
    expect(fetched.objects.find((o) => o.object === deploy)?.file).toBe('flux/web.yaml');
  });

  it('Flux valuesFiles replace the chart’s values.yaml, which counts only when listed', () => {
    // values-prod.yaml sets replicas only: the image of values.yaml is gone, as source-controller packages it.
    const [prod] = objectsOf(fetched, 'flux-system/prod');
    expect((prod.spec as JsonObject).replicas).toBe(4);
    expect(JSON.stringify(prod)).toContain('"image":null');
    // The same for a chart of the repository (source-controller builder_local.go).
    const [local] = objectsOf(fetched, 'flux-system/local');
    expect((local.spec as JsonObject).replicas).toBe(4);
    expect(JSON.stringify(local)).toContain('"image":null');
    const [both] = objectsOf(fetched, 'flux-system/both');
    expect((both.spec as JsonObject).replicas).toBe(4);
    expect(JSON.stringify(both)).toContain('"image":"nginx:1.25"');
  });

  it('renders an Application chart: targetRevision, a values file inside the chart, parameters, destination namespace', () => {
    const [deploy] = objectsOf(fetched, 'argocd/api');
    expect(deploy.metadata).toEqual({ name: 'api', namespace: 'api', labels: { 'chart-version': '2.0.0' } });
    expect((deploy.spec as JsonObject).replicas).toBe(4);
    expect(JSON.stringify(deploy)).toContain('"image":"nginx:1.27"');
  });

  it('reads valueFiles inside the chart: a missing one is an error at its line, unless ignoreMissingValueFiles', () => {
    const i = fetched.sources.findIndex((s) => s.name === 'argocd/missing');
    expect(fetched.problems.filter((p) => p.source === i)).toEqual([
      {
        source: i,
        kind: 'error',
        file: 'argocd/apps.yaml',
        line: 33,
        message: `values file values-staging.yaml is not in the chart web 2.0.0 from ${server.url}`,
      },
    ]);
    const [deploy] = objectsOf(fetched, 'argocd/optional');
    expect((deploy.spec as JsonObject).replicas).toBe(4);
  });

  it('reads a `$ref` values file of this repository after the chart’s own; a change to it touches the source', () => {
    const [deploy] = objectsOf(fetched, 'argocd/multi (source 1)');
    expect(deploy.metadata).toMatchObject({ name: 'multi', namespace: 'multi' });
    expect((deploy.spec as JsonObject).replicas).toBe(7);
    const src = fetched.sources.find((s) => s.name === 'argocd/multi (source 1)')!;
    expect(fetched.covered.has('env/prod.yaml')).toBe(true);
    expect(touchesSource(src, new Set(['env/prod.yaml']), new Map())).toBe(true);
    expect(touchesSource(src, new Set(['plain/cm.yaml']), new Map())).toBe(false);
  });

  it('reads a `$ref` values file beside a chart of the repository too', () => {
    const [deploy] = objectsOf(fetched, 'argocd/local-multi (source 1)');
    expect((deploy.spec as JsonObject).replicas).toBe(7);
  });

  it('lists an unreachable repository as not rendered with helm’s reason; the others render', () => {
    expect(problemOf(fetched, 'argocd/down')).toMatch(
      new RegExp(`^not rendered: web 1\\.0\\.0 from ${deadUrl.replace(/\./g, '\\.')}: .*connection refused`),
    );
    expect(objectsOf(fetched, 'plain').map((o) => (o.metadata as JsonObject).name)).toEqual(['plain']);
  });

  it('refuses a file: URL and a repository with credentials', () => {
    expect(problemOf(fetched, 'argocd/local')).toBe(
      'not rendered: a remote chart (web from file:///etc): the URL scheme file: is not fetched (only http://, https://)',
    );
    expect(problemOf(fetched, 'flux-system/secret')).toBe(
      'not rendered: HelmRepository flux-system/private has spec.secretRef: credentials are not used by the preview',
    );
  });

  it('fetches each chart once for two trees', () => {
    expect(remote.pulls).toBe(3);
    // argocd/api, missing and optional share one pull of web 2.0.0.
    expect(server.requests.get('/index.yaml')).toBe(2);
    expect(server.requests.get('/web-1.2.0.tgz')).toBe(1);
    expect(server.requests.get('/web-2.0.0.tgz')).toBe(1);
    expect(again.objects.map((o) => o.object)).toEqual(fetched.objects.map((o) => o.object));
    expect(again.problems).toEqual(fetched.problems);
  });

  it('skip: every remote chart is listed as not rendered, nothing is fetched', async () => {
    const before = server.requests.get('/index.yaml');
    const skipped = await render(repo, remoteCharts('skip'));
    expect(problemOf(skipped, 'flux-system/web')).toBe(
      `not rendered: web ^1.0.0 from ${server.url}: remote charts are not fetched (remote-charts: skip)`,
    );
    expect(problemOf(skipped, 'argocd/api')).toMatch(
      /remote charts are not fetched \(remote-charts: skip\)$/,
    );
    expect(objectsOf(skipped, 'plain')).toHaveLength(1);
    expect(server.requests.get('/index.yaml')).toBe(before);
  });
});

describe('what a change to a remote chart source touches', () => {
  it('its manifest and its HelmRepository’s file, not the files of the tree', () => {
    const dir = writeRepo({
      'flux/sources.yaml':
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata:\n  name: charts\n  namespace: flux-system\nspec:\n  url: https://charts.example.com\n',
      'flux/web.yaml':
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: web\n  namespace: flux-system\nspec:\n  chart:\n    spec:\n      chart: web\n      sourceRef: {kind: HelmRepository, name: charts}\n',
      'plain/kustomization.yaml': 'resources: [cm.yaml]\n',
      'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n',
    });
    const tree = copyWorkspace(new FileReader(dir));
    try {
      const d = discoverSources(tree);
      expect(d.sources.map((s) => s.name)).toEqual(['flux-system/web', 'plain']);
      const [web] = d.sources;
      const touched = (f: string) => touchesSource(web, new Set([f]), d.graph);
      expect([touched('flux/web.yaml'), touched('flux/sources.yaml'), touched('plain/cm.yaml')]).toEqual([
        true,
        true,
        false,
      ]);
    } finally {
      tree.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sources whose files are elsewhere', () => {
  it('point at no directory of the tree: its plain kustomizations still render', () => {
    const dir = writeRepo({
      'argocd/other.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: other\n  namespace: argocd\nspec:\n  source:\n    repoURL: https://github.com/acme/other.git\n    path: plain\n  destination:\n    namespace: x\n',
      'flux/other.yaml':
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  name: other\n  namespace: flux-system\nspec:\n  url: https://github.com/acme/other\n---\napiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: other\n  namespace: flux-system\nspec:\n  path: ./\n  sourceRef: {kind: GitRepository, name: other}\n---\napiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: other\n  namespace: flux-system\nspec:\n  chart:\n    spec:\n      chart: ./charts/x\n      sourceRef: {kind: GitRepository, name: other}\n',
      'plain/kustomization.yaml': 'resources: [cm.yaml]\n',
      'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n',
    });
    const tree = copyWorkspace(new FileReader(dir));
    try {
      const d = discoverSources(tree, { repoUrls: ['https://github.com/acme/fleet'] });
      expect(d.sources.map((s) => [s.name, s.notRendered ?? 'rendered'])).toEqual([
        ['argocd/other', 'its source is https://github.com/acme/other.git, not this repository'],
        [
          'flux-system/other',
          'its GitRepository flux-system/other is https://github.com/acme/other, not this repository',
        ],
        [
          'flux-system/other',
          'a remote chart: its GitRepository flux-system/other is https://github.com/acme/other, not this repository',
        ],
        ['plain', 'rendered'],
      ]);
    } finally {
      tree.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
