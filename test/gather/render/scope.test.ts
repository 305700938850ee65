// The scope of a rendered custom resource when only touched sources render
// (`preview --render auto --live base --base`): the CRD saying its kind is
// cluster-scoped lives in a source the change does not touch, and still decides.
// A Flux Kustomization's targetNamespace (kustomize's namespace) and an Argo CD
// Application's destination namespace leave a cluster-scoped object without a
// namespace, as the API server stores it; a kind no CRD describes keeps the
// namespace and says its scope was assumed. With a snapshot, its CRDs decide
// what the repository's did not; with live: cluster, the cluster's discovery.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../../cli/io.ts';
import { run } from '../../../cli/main.ts';
import type { BatchReport } from '../../../core/preview/types.ts';
import { FakeKube, makePki } from '../../action/helpers/kube.ts';
import { commitAll, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const kustomization = (name: string, extra = '') => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: ${name}
  namespace: flux-system
spec:
  interval: 10m
  path: ./${name}
  prune: true
${extra}  sourceRef:
    kind: GitRepository
    name: flux-system
`;

const widget = (name: string, size: number) => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ${name}
spec:
  size: ${size}
`;

const FILES: Record<string, string> = {
  'clusters/prod/crds.yaml': kustomization('crds'),
  'crds/widget.yaml': `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Cluster
  names: {plural: widgets, singular: widget, kind: Widget, listKind: WidgetList}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: {type: integer}
`,
  'clusters/prod/apps.yaml': kustomization('apps', '  targetNamespace: shop\n'),
  'apps/widget.yaml': widget('flux-widget', 1),
  'apps/gizmo.yaml': `apiVersion: example.com/v1
kind: Gizmo
metadata:
  name: gear
spec:
  teeth: 12
`,
  'argocd/tools.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: tools
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/fleet.git
    path: tools
  destination:
    server: https://kubernetes.default.svc
    namespace: tools
`,
  'tools/widget.yaml': widget('argo-widget', 1),
};

let dir: string;
let base: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  dir = writeRepo(FILES);
  base = commitAll(dir, 'base');
  writeFileSync(join(dir, 'apps/widget.yaml'), widget('flux-widget', 2));
  writeFileSync(join(dir, 'apps/gizmo.yaml'), FILES['apps/gizmo.yaml'].replace('12', '14'));
  writeFileSync(join(dir, 'tools/widget.yaml'), widget('argo-widget', 3));
  commitAll(dir, 'branch');
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

async function preview(): Promise<BatchReport> {
  let stdout = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: () => {} },
    stdin: (async function* () {})(),
  };
  const live = ['--live', 'base', '--base', base];
  await run(['preview', '-C', dir, ...live, '--render', 'auto', '--format', 'json', '.'], io);
  return JSON.parse(stdout) as BatchReport;
}

describe('the scope of a custom resource whose CRD is in a skipped source', () => {
  it('adds no namespace to a cluster-scoped object, and says when a scope was assumed', async () => {
    const report = await preview();
    // The CRD's source is not touched: skipped, yet its CRD decides the scope (and the schema).
    expect(report.rendering?.skipped.map((s) => s.group.name)).toEqual(['flux-system/crds']);
    const of = (name: string) => report.objects.find((o) => o.ref.name === name);
    for (const name of ['flux-widget', 'argo-widget']) {
      const o = of(name);
      expect(o?.ref, name).toEqual({ apiVersion: 'example.com/v1', kind: 'Widget', name });
      // The base's object, replayed the same way, is the one updated: no create, no object left behind.
      expect(o?.action, name).toBe('update');
      expect(o?.schemaSource, name).toBe('crd:widgets.example.com');
      expect(o?.notes.map((n) => n.code)).not.toContain('scope-assumed');
    }
    expect(report.objects.filter((o) => o.ref.kind === 'Widget')).toHaveLength(2);
    // No CRD says what a Gizmo is: namespaced, as assumed, and the report says so.
    const gizmo = of('gear');
    expect(gizmo?.ref.namespace).toBe('shop');
    expect(gizmo?.action, JSON.stringify(gizmo?.error)).toBe('update');
    expect(gizmo?.notes.find((n) => n.code === 'scope-assumed')?.message).toBe(
      'no CustomResourceDefinition in the repository or the crds input says whether example.com/v1 Gizmo is namespaced: previewed as namespaced, in namespace shop; if it is cluster-scoped, the cluster stores it without a namespace.',
    );
  });
});

describe('the scope of a rendered custom resource with a snapshot', () => {
  let repo: string;
  // JSON, as `kubectl get -o json` writes it (discovery's scan of the tree reads YAML CRDs only).
  const snapshot = {
    apiVersion: 'v1',
    kind: 'List',
    items: [
      {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'gizmos.example.com' },
        spec: {
          group: 'example.com',
          scope: 'Cluster',
          names: { plural: 'gizmos', singular: 'gizmo', kind: 'Gizmo' },
          versions: [
            {
              name: 'v1',
              served: true,
              storage: true,
              schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
            },
          ],
        },
      },
      {
        apiVersion: 'example.com/v1',
        kind: 'Gizmo',
        metadata: { name: 'gear', uid: 'e5d1c1a2-0000-4000-8000-000000000001', resourceVersion: '41' },
        spec: { teeth: 10 },
      },
    ],
  };
  beforeAll(() => {
    repo = writeRepo({
      'argocd/tools.yaml': FILES['argocd/tools.yaml'],
      'tools/gizmo.yaml': FILES['apps/gizmo.yaml'],
      'tools/doohickey.yaml': FILES['apps/gizmo.yaml'].replace('Gizmo', 'Doohickey'),
      // The cluster as a snapshot: the Gizmo CRD (cluster-scoped) and the Gizmo, in no namespace.
      'live/cluster.json': JSON.stringify(snapshot),
    });
    commitAll(repo, 'fleet');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("takes a scope from the snapshot's CRDs, and says when none gives one", async () => {
    let stdout = '';
    const io: CliIO = {
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: () => {} },
      stdin: (async function* () {})(),
    };
    await run(
      ['preview', '-C', repo, '--live', 'live/cluster.json', '--format', 'json', 'argocd', 'tools'],
      io,
    );
    const report = JSON.parse(stdout) as BatchReport;
    const gizmo = report.objects.find((o) => o.ref.kind === 'Gizmo');
    expect(gizmo?.ref).toEqual({ apiVersion: 'example.com/v1', kind: 'Gizmo', name: 'gear' });
    expect(gizmo?.action, JSON.stringify(gizmo?.error)).toBe('update');
    expect(gizmo?.notes.map((n) => n.code)).not.toContain('scope-assumed');
    const other = report.objects.find((o) => o.ref.kind === 'Doohickey');
    expect(other?.ref.namespace).toBe('tools');
    expect(other?.notes.find((n) => n.code === 'scope-assumed')?.message).toContain(
      'no CustomResourceDefinition in the repository, the crds input or the snapshot says whether example.com/v1 Doohickey is namespaced',
    );
  });
});

describe('the scope of a rendered custom resource with live: cluster', () => {
  it("takes a scope from the cluster's discovery, and says when the cluster does not serve the kind", async () => {
    const token = 'kube-token-scope-9c8d';
    const pki = makePki();
    const kube = new FakeKube(pki, token);
    await kube.start();
    const repo = writeRepo({
      'argocd/tools.yaml': FILES['argocd/tools.yaml'],
      'tools/widget.yaml': widget('tw', 1),
      'tools/doohickey.yaml': FILES['apps/gizmo.yaml'].replace('Gizmo', 'Doohickey'),
      kubeconfig: JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        'current-context': 'ci',
        contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot' } }],
        clusters: [
          {
            name: 'test',
            cluster: {
              server: kube.url,
              'certificate-authority-data': Buffer.from(pki.ca).toString('base64'),
            },
          },
        ],
        users: [{ name: 'ci-bot', user: { token } }],
      }),
    });
    try {
      commitAll(repo, 'fleet');
      let stdout = '';
      const io: CliIO = {
        stdout: { write: (s: string) => (stdout += s) },
        stderr: { write: () => {} },
        stdin: (async function* () {})(),
      };
      const live = ['--live', 'cluster', '--kubeconfig', join(repo, 'kubeconfig')];
      await run(['preview', '-C', repo, ...live, '--format', 'json', 'argocd', 'tools'], io);
      const report = JSON.parse(stdout) as BatchReport;
      // The cluster serves widgets cluster-scoped: read and previewed without the destination namespace.
      const w = report.objects.find((o) => o.ref.kind === 'Widget');
      expect(w?.ref).toEqual({ apiVersion: 'example.com/v1', kind: 'Widget', name: 'tw' });
      expect(w?.action).toBe('create');
      expect(w?.notes.map((n) => n.code)).not.toContain('scope-assumed');
      expect(kube.requests.map((q) => q.path)).toContain('/apis/example.com/v1/widgets/tw');
      const other = report.objects.find((o) => o.ref.kind === 'Doohickey');
      expect(other?.ref.namespace).toBe('tools');
      expect(other?.notes.find((n) => n.code === 'scope-assumed')?.message).toContain(
        'no CustomResourceDefinition in the repository, the crds input or the cluster says whether example.com/v1 Doohickey is namespaced',
      );
    } finally {
      await kube.stop();
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
