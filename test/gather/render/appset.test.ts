// Argo CD ApplicationSets expanded as the ApplicationSet controller does
// (argo-cd applicationset/generators/git.go, list.go, matrix.go, merge.go),
// then rendered with the real kustomize like hand-written Applications; the
// clusters generator, goTemplate expressions beyond field references and
// templatePatch are named as not rendered, and what the controller fails on
// (duplicate names) renders nothing.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { FileReader } from '../../../gather/files.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { touchesSource } from '../../../gather/render/touched.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const app = (name: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
data:
  app: ${name}
`;
const kustomization = 'resources:\n  - cm.yaml\n';

const FILES: Record<string, string> = {
  'apps/billing/kustomization.yaml': kustomization,
  'apps/billing/cm.yaml': app('billing'),
  'apps/shop/kustomization.yaml': kustomization,
  'apps/shop/cm.yaml': app('shop'),
  'apps/legacy/kustomization.yaml': kustomization,
  'apps/legacy/cm.yaml': app('legacy'),
  'envs/billing.yaml': 'app: billing\nns: billing-prod\n',
  'envs/shop.json': '[{"app": "shop", "ns": "shop-prod"}, {"app": "shop", "ns": "shop-eu"}]',
  'argo/more.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: envs
  namespace: argocd
spec:
  syncPolicy:
    preserveResourcesOnDeletion: true
  generators:
    - git:
        repoURL: https://github.com/o/r.git
        files:
          - path: envs/*
  template:
    metadata:
      name: '{{ns}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: 'apps/{{app}}'
        kustomize:
          nameSuffix: '-{{path.filenameNormalized}}'
      destination:
        namespace: '{{ns}}'
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: regions
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - matrix:
        generators:
          - git:
              repoURL: https://github.com/o/r.git
              directories:
                - path: apps/*
                - path: apps/legacy
                  exclude: true
          - list:
              elements:
                - region: east
                  dir: '{{.path.path}}'
  template:
    metadata:
      name: '{{.path.basename}}-{{.region}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: '{{.dir}}'
      destination:
        namespace: '{{.region}}'
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: twins
  namespace: argocd
spec:
  generators:
    - list:
        elements:
          - id: one
          - id: one
          - id: two
  template:
    metadata:
      name: 'twin-{{id}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: apps/shop
      destination:
        namespace: twins
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: patched
  namespace: argocd
spec:
  generators:
    - list:
        elements:
          - id: one
  templatePatch: |
    spec:
      source:
        path: apps/billing
  template:
    metadata:
      name: 'patched-{{id}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: apps/shop
      destination:
        namespace: x
`,
  'argo/dirs.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: apps
  namespace: argocd
spec:
  generators:
    - git:
        repoURL: https://github.com/o/r.git
        revision: HEAD
        directories:
          - path: apps/*
          - path: apps/legacy
            exclude: true
  template:
    metadata:
      name: '{{path.basename}}-{{ path[0] }}'
    spec:
      project: default
      source:
        repoURL: https://github.com/o/r.git
        path: '{{path}}'
        kustomize:
          namePrefix: '{{path.basename}}-'
      destination:
        server: https://kubernetes.default.svc
        namespace: '{{path.basename}}'
      syncPolicy:
        automated:
          prune: true
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: envs
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - env: staging
            dir: apps/shop
  template:
    metadata:
      name: 'shop-{{.env}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: '{{.dir}}'
      destination:
        namespace: 'shop-{{.env}}'
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: go-dirs
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: https://github.com/o/r.git
        directories:
          - path: apps/legacy
  template:
    metadata:
      name: '{{.path.basename}}-{{index .path.segments 0}}-go'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: '{{.path.path}}'
      destination:
        namespace: old
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: fancy
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - env: prod
  template:
    metadata:
      name: '{{.env | title}}'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: apps/shop
      destination:
        namespace: x
---
apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: clusters
  namespace: argocd
spec:
  generators:
    - clusters: {}
  template:
    metadata:
      name: '{{name}}-shop'
    spec:
      source:
        repoURL: https://github.com/o/r.git
        path: apps/shop
      destination:
        namespace: x
`,
};

let dir: string;
let tree: RepoTree;
let result: RenderResult;

beforeAll(async () => {
  dir = writeRepo(FILES);
  tree = copyWorkspace(new FileReader(dir));
  result = await renderTree(tree, { tools: renderTools(), repoUrls: ['git@github.com:o/r.git'] });
});

afterAll(() => {
  tree.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function rendered(name: string): JsonObject[] {
  const i = result.sources.findIndex((s) => s.name === name);
  expect(i, `${name} among ${result.sources.map((s) => s.name).join(', ')}`).toBeGreaterThanOrEqual(0);
  return result.objects.filter((o) => o.source === i).map((o) => o.object);
}

describe('ApplicationSet', () => {
  it('expands a git directory generator with exclude, {{path}}, {{path.basename}} and {{path[n]}}', () => {
    const billing = rendered('argocd/billing-apps');
    expect(billing.map((o) => o.metadata)).toEqual([{ name: 'billing-billing', namespace: 'billing' }]);
    expect(rendered('argocd/shop-apps').map((o) => (o.metadata as JsonObject).name)).toEqual(['shop-shop']);
    expect(result.sources.some((s) => s.name === 'argocd/legacy-apps')).toBe(false);
    const s = result.sources.find((x) => x.name === 'argocd/billing-apps')!;
    expect(s).toMatchObject({
      kind: 'argocd-application',
      path: 'apps/billing',
      prune: true,
      owner: 'argocd/billing-apps',
    });
    expect(s.notes).toContain('generated by ApplicationSet argocd/apps');
  });

  it('expands a list generator with goTemplate field references', () => {
    expect(rendered('argocd/shop-staging').map((o) => o.metadata)).toEqual([
      { name: 'shop', namespace: 'shop-staging' },
    ]);
    expect(rendered('argocd/legacy-apps-go').map((o) => (o.metadata as JsonObject).namespace)).toEqual([
      'old',
    ]);
  });

  it('names what it does not expand, and renders nothing for it', () => {
    const reasons = result.problems.map((p) => [result.sources[p.source].name, p.message]);
    expect(reasons).toContainEqual([
      'argocd/fancy (ApplicationSet)',
      'not rendered: goTemplate: {{.env | title}} is not evaluated',
    ]);
    expect(reasons).toContainEqual([
      'argocd/clusters (ApplicationSet)',
      'not rendered: a clusters generator: its clusters are the Argo CD cluster Secrets in the cluster (and in-cluster, unless a Secret replaces it or a selector is set), not in the repository',
    ]);
    expect(reasons).toContainEqual([
      'argocd/patched (ApplicationSet)',
      'not rendered: templatePatch is not applied',
    ]);
    expect(result.sources.some((s) => s.name.startsWith('argocd/patched-'))).toBe(false);
    expect(result.problems.every((p) => p.file === 'argo/dirs.yaml' || p.file === 'argo/more.yaml')).toBe(
      true,
    );
  });

  it('expands a git files generator: one Application per object, a list file giving several', () => {
    expect(rendered('argocd/billing-prod').map((o) => o.metadata)).toEqual([
      { name: 'billing-billing.yaml', namespace: 'billing-prod' },
    ]);
    expect(rendered('argocd/shop-eu').map((o) => o.metadata)).toEqual([
      { name: 'shop-shop.json', namespace: 'shop-eu' },
    ]);
    const s = result.sources.find((x) => x.name === 'argocd/billing-prod')!;
    expect(s.inputs).toEqual(['envs/billing.yaml']);
    // The generator's files are its configuration, not manifests to read as they are.
    expect(result.covered.has('envs/billing.yaml')).toBe(true);
    // What decides the fate of the Application once the set no longer generates it (gather/appset-fate.ts).
    expect(s.applicationSet).toEqual({
      set: 'argocd/envs',
      role: 'generated',
      applicationsSync: '',
      preserveResourcesOnDeletion: true,
      setFinalizer: false,
      finalizers: [],
    });
    // A change to the file the parameters came from touches the Application, one to another file does not.
    expect(touchesSource(s, new Set(['envs/billing.yaml']), new Map())).toBe(true);
    expect(touchesSource(s, new Set(['envs/shop.json']), new Map())).toBe(false);
  });

  it("expands a matrix whose second generator reads the first one's parameters", () => {
    expect(rendered('argocd/billing-east').map((o) => o.metadata)).toEqual([
      { name: 'billing', namespace: 'east' },
    ]);
    expect(rendered('argocd/shop-east').map((o) => o.metadata)).toEqual([
      { name: 'shop', namespace: 'east' },
    ]);
    expect(result.sources.some((s) => s.name === 'argocd/legacy-east')).toBe(false);
  });

  it('makes no Application two share a name with (validateGeneratedApplications)', () => {
    const reasons = result.problems.map((p) => [result.sources[p.source].name, p.message]);
    expect(reasons).toContainEqual([
      'argocd/twins (ApplicationSet)',
      'not rendered: ApplicationSet twins contains applications with duplicate name: twin-one',
    ]);
    expect(result.sources.some((s) => s.name === 'argocd/twin-one')).toBe(false);
    expect(rendered('argocd/twin-two')).toHaveLength(1);
  });
});
