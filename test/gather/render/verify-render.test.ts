// verify: server-dry-run of rendered sources (`preview --render auto --live
// cluster --verify`): each object's dry run goes to the cluster stand-in as its
// controller writes it — a Flux Kustomization's objects as kustomize-controller's
// forced server-side apply with the Kustomization's owner labels, an Argo CD
// Application's as argocd-controller's client-side patch (or create) with its
// tracking annotation, or its server-side apply with ServerSideApply=true, a
// Flux HelmRelease's as helm-controller's create with the release's metadata —
// and the cluster's answers agree with the preview.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport, ObjectReport } from '../../../core/preview/types.ts';
import type { JsonObject } from '../../../core/value.ts';
import { FakeKube, makePki, type Pki } from '../../action/helpers/kube.ts';
import { cli } from '../../cli-helpers.ts';
import { commitAll, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const TOKEN = 'kube-token-verify-render-1a2b';
const CM = '/api/v1/namespaces/shop/configmaps';

const configMap = (name: string, data: Record<string, string>, labels?: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'shop', ...(labels ? { labels } : {}) },
  data,
});
const yaml = (o: JsonObject) => `${JSON.stringify(o, null, 2)}\n`;

const FILES: Record<string, string> = {
  'clusters/prod/apps.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: apps
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps
  prune: true
  targetNamespace: shop
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
  'apps/settings.yaml': yaml(configMap('settings', { mode: 'safe' })),
  'apps/flags.yaml': yaml(configMap('flags', { beta: 'on' })),
  'apps/legacy.yaml': yaml(configMap('legacy', { owner: 'flux' })),
  'argocd/api.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: api
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/fleet.git
    path: api
  destination:
    server: https://kubernetes.default.svc
    namespace: shop
`,
  'api/config.yaml': yaml({
    ...configMap('api-config', { level: 'debug' }),
    metadata: { name: 'api-config' },
  }),
  'api/routes.yaml': yaml({ ...configMap('api-routes', { root: 'web' }), metadata: { name: 'api-routes' } }),
  'argocd/jobs.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: jobs
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/fleet.git
    path: jobs
  destination:
    server: https://kubernetes.default.svc
    namespace: shop
  syncPolicy:
    syncOptions:
      - ServerSideApply=true
`,
  'clusters/prod/cache.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: cache
  namespace: flux-system
spec:
  interval: 10m
  targetNamespace: shop
  chart:
    spec:
      chart: ./charts/cache
      sourceRef:
        kind: GitRepository
        name: flux-system
`,
  'charts/cache/Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 0.1.0\n',
  'charts/cache/templates/config.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: cache-config
data:
  size: 64Mi
`,
  'jobs/config.yaml': yaml({
    ...configMap('jobs-config', { every: '5m' }),
    metadata: { name: 'jobs-config' },
  }),
};

let pki: Pki;
let kube: FakeKube;
let dir: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  pki = makePki();
  dir = writeRepo(FILES);
  commitAll(dir, 'fleet');
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  kube = new FakeKube(pki, TOKEN);
  // settings: last applied by kustomize-controller for the Kustomization apps.
  kube.write(
    'apply',
    configMap(
      'settings',
      { mode: 'fast' },
      { 'kustomize.toolkit.fluxcd.io/name': 'apps', 'kustomize.toolkit.fluxcd.io/namespace': 'flux-system' },
    ),
    'kustomize-controller',
  );
  // legacy: applied by hand: kustomize-controller first folds kubectl's entry into its own (a second request).
  kube.write('apply', configMap('legacy', { owner: 'hand' }), 'kubectl');
  // api-config: applied by hand before Argo CD took it over.
  kube.write('apply', configMap('api-config', { level: 'info' }), 'kubectl');
  await kube.start();
});

afterEach(async () => {
  await kube.stop();
});

function kubeconfig(): string {
  const path = join(dir, '..', `${dir.split('/').pop()}-kubeconfig`);
  writeFileSync(
    path,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'ci',
      contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
      clusters: [
        {
          name: 'test',
          cluster: {
            server: kube.url,
            'certificate-authority-data': Buffer.from(pki.ca).toString('base64'),
          },
        },
      ],
      users: [{ name: 'ci-bot', user: { token: TOKEN } }],
    }),
  );
  return path;
}

describe('verify: server-dry-run of rendered sources', () => {
  it("sends each object's dry run as its controller writes it, and the cluster agrees", async () => {
    const path = kubeconfig();
    try {
      const r = await cli([
        'preview',
        '-C',
        dir,
        '--live',
        'cluster',
        '--kubeconfig',
        path,
        '--render',
        'auto',
        '--verify',
        '--format',
        'json',
        'apps',
        'api',
        'jobs',
        'clusters',
        'argocd',
        'charts',
      ]);
      const report = JSON.parse(r.stdout) as BatchReport;
      const byName = new Map<string, ObjectReport>(
        report.objects.filter((o) => o.ref.kind === 'ConfigMap').map((o) => [o.ref.name, o]),
      );
      const sent = new Map(
        kube.requests
          .filter((q) => q.method !== 'GET')
          .map((q) => {
            const query = new URLSearchParams(q.query);
            expect(query.get('dryRun')).toBe('All');
            const name = q.path.split('/').pop()!;
            return [
              q.method === 'POST' ? JSON.parse(q.body).metadata.name : name,
              { method: q.method, contentType: q.contentType, query, body: JSON.parse(q.body) as JsonObject },
            ];
          }),
      );
      // Flux: kustomize-controller's forced apply, the manifest with the Kustomization's labels.
      for (const name of ['settings', 'flags']) {
        const q = sent.get(name);
        expect(q, name).toBeDefined();
        expect(q!.method).toBe('PATCH');
        expect(q!.contentType).toBe('application/apply-patch+yaml');
        expect(q!.query.get('fieldManager')).toBe('kustomize-controller');
        expect(q!.query.get('force')).toBe('true');
        expect((q!.body.metadata as JsonObject).labels).toEqual({
          'kustomize.toolkit.fluxcd.io/name': 'apps',
          'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
        });
      }
      // Argo CD (default sync): argocd-controller's patch of the object it has, a POST of the new one.
      const patched = sent.get('api-config')!;
      expect(patched.method).toBe('PATCH');
      expect(patched.contentType).toBe('application/strategic-merge-patch+json');
      expect(patched.query.get('fieldManager')).toBe('argocd-controller');
      expect((patched.body.metadata as JsonObject).annotations).toMatchObject({
        'argocd.argoproj.io/tracking-id': 'api:/ConfigMap:shop/api-config',
      });
      const created = sent.get('api-routes')!;
      expect(created.method).toBe('POST');
      expect(created.query.get('fieldManager')).toBe('argocd-controller');
      // Argo CD with ServerSideApply=true: argocd-controller's forced apply with the tracking annotation.
      const applied = sent.get('jobs-config')!;
      expect(applied.method).toBe('PATCH');
      expect(applied.contentType).toBe('application/apply-patch+yaml');
      expect(applied.query.get('fieldManager')).toBe('argocd-controller');
      expect(applied.query.get('force')).toBe('true');
      expect((applied.body.metadata as JsonObject).annotations).toEqual({
        'argocd.argoproj.io/tracking-id': 'jobs:/ConfigMap:shop/jobs-config',
      });
      // Flux HelmRelease: helm-controller's (Helm 3) create, with the release's label and annotations.
      const release = sent.get('cache-config')!;
      expect(release.method).toBe('POST');
      expect(release.query.get('fieldManager')).toBe('helm-controller');
      expect(release.body.metadata).toMatchObject({
        labels: { 'app.kubernetes.io/managed-by': 'Helm' },
        annotations: { 'meta.helm.sh/release-name': 'shop-cache', 'meta.helm.sh/release-namespace': 'shop' },
      });
      // Each preview is its controller's write, and the cluster answers the same.
      const expected: Record<string, [string, string]> = {
        settings: ['update', 'flux'],
        flags: ['create', 'flux'],
        'api-config': ['update', 'argocd'],
        'api-routes': ['create', 'argocd'],
        'jobs-config': ['create', 'argocd-server-side'],
        'cache-config': ['create', 'helm3'],
      };
      for (const [name, [action, applier]] of Object.entries(expected)) {
        const o = byName.get(name);
        expect(o, name).toBeDefined();
        expect([o!.action, o!.applier], name).toEqual([action, applier]);
        expect(o!.verification, `${name}: ${JSON.stringify(o!.verification)}`).toEqual({
          method: 'server-dry-run',
          result: 'agrees',
          differences: [],
        });
      }
      expect(sent.size).toBe(6);
      // A write of two requests is previewed but not checked (nothing sent for it, above), and says so.
      expect(byName.get('legacy')?.action).toBe('update');
      expect(byName.get('legacy')?.verification).toMatchObject({
        result: 'unchecked',
        cause: 'several-requests',
      });
      expect(kube.requests.some((q) => q.path.startsWith(`${CM}/`) && q.method === 'GET')).toBe(true);
    } finally {
      rmSync(path, { force: true });
    }
  });
});
