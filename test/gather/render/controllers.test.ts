// What each controller adds to a render, with the real tools: Flux's postBuild
// substitution (ConfigMap variables used, Secret values never written),
// commonMetadata, components and a HelmRelease with valuesFrom; Argo CD's
// kustomize options and a directory source with recurse/include/exclude;
// helm's capabilities from the previewed version and the repository's CRDs.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { FileReader } from '../../../gather/files.ts';
import { SECRET_MASK } from '../../../gather/render/envsubst.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const FILES: Record<string, string> = {
  'flux/app.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: app
  namespace: flux-system
spec:
  path: ./app
  prune: false
  force: true
  components:
    - ../components/extra
  commonMetadata:
    labels:
      team: shop
  postBuild:
    substitute:
      size: large
    substituteFrom:
      - kind: ConfigMap
        name: vars
      - kind: Secret
        name: creds
  sourceRef:
    kind: GitRepository
    name: flux-system
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: vars
  namespace: flux-system
data:
  region: eu-west-1
---
apiVersion: v1
kind: Secret
metadata:
  name: creds
  namespace: flux-system
data:
  password: aHVudGVyMg==
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: cache
  namespace: flux-system
spec:
  targetNamespace: cache
  chart:
    spec:
      chart: ./charts/cache
      sourceRef:
        kind: GitRepository
        name: flux-system
  valuesFrom:
    - kind: ConfigMap
      name: cache-values
  values:
    replicas: 4
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: cache-values
  namespace: flux-system
data:
  values.yaml: |
    replicas: 2
    memory: 1Gi
`,
  // postBuild without variables: Flux does not substitute at all ($$ stays).
  'flux/novars.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: novars
  namespace: flux-system
spec:
  path: ./novars
  prune: true
  postBuild:
    substituteFrom:
      - kind: ConfigMap
        name: absent
        optional: true
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
  'novars/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: novars\n  namespace: app\ndata:\n  price: $$5 $\x7Bunset}\n',
  'app/kustomization.yaml': 'resources:\n  - config.yaml\n',
  'app/config.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: app
data:
  region: \${region}
  size: \${size}
  password: \${password}
  fallback: \${missing:=plain}
  price: $$5
`,
  'components/extra/kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
resources:
  - extra.yaml
`,
  'components/extra/extra.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n  namespace: app\n',
  'charts/cache/Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 0.1.0\n',
  'charts/cache/templates/cm.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ .Release.Name }}
data:
  replicas: {{ .Values.replicas | quote }}
  memory: {{ .Values.memory | quote }}
  minor: {{ .Capabilities.KubeVersion.Minor | quote }}
  monitors: {{ .Capabilities.APIVersions.Has "monitoring.example.com/v1/Monitor" | quote }}
`,
  // A test hook: helm-controller runs tests apart (spec.test), never with the release.
  'charts/cache/templates/test.yaml': `apiVersion: v1
kind: Pod
metadata:
  name: {{ .Release.Name }}-test
  annotations:
    helm.sh/hook: test
spec:
  containers: [{name: t, image: busybox}]
`,
  'crds/monitor.yaml': `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: monitors.monitoring.example.com
spec:
  group: monitoring.example.com
  scope: Namespaced
  names: {kind: Monitor, plural: monitors}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: {type: object}
`,
  'argocd/apps.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: kust
  namespace: argocd
spec:
  source:
    repoURL: https://example.com/any.git
    path: argo/kust
    kustomize:
      namePrefix: a-
      commonLabels:
        env: prod
      images:
        - nginx=registry.example.com/nginx:1.27
  destination:
    namespace: target
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: dir
  namespace: argocd
spec:
  source:
    repoURL: https://example.com/any.git
    path: argo/dir
    directory:
      recurse: true
      exclude: '{skip.yaml,*.json}'
  destination:
    namespace: target
`,
  'argo/kust/kustomization.yaml': 'resources:\n  - deploy.yaml\n',
  'argo/kust/deploy.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx:1.25}]
`,
  'argo/dir/a.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: reader\n',
  'argo/dir/sub/b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n  namespace: own\n',
  'argo/dir/skip.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: skipped\n',
  'argo/dir/c.json': '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}}',
};

let dir: string;
let tree: RepoTree;
let result: RenderResult;

beforeAll(async () => {
  dir = writeRepo(FILES);
  tree = copyWorkspace(new FileReader(dir));
  result = await renderTree(tree, { tools: renderTools(), kubeVersion: '1.34' });
});

afterAll(() => {
  tree.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function rendered(name: string): JsonObject[] {
  const i = result.sources.findIndex((s) => s.name === name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return result.objects.filter((o) => o.source === i).map((o) => o.object);
}

describe('Flux', () => {
  it('substitutes ConfigMap and inline variables, masks Secret ones, keeps $$ as $', () => {
    const settings = rendered('flux-system/app').find((o) => (o.metadata as JsonObject).name === 'settings')!;
    expect(settings.data).toEqual({
      region: 'eu-west-1',
      size: 'large',
      password: SECRET_MASK,
      fallback: 'plain',
      price: '$5',
    });
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(JSON.stringify(result)).not.toContain('aHVudGVyMg==');
    const src = result.sources.find((s) => s.name === 'flux-system/app')!;
    expect(src.notes).toContain(`postBuild variables from Secrets are substituted as ${SECRET_MASK}`);
    expect([src.prune, src.force, src.owner]).toEqual([false, true, 'flux-system/app']);
  });

  it('does not substitute when postBuild gives no variables', () => {
    const [cm] = rendered('flux-system/novars');
    expect(cm.data).toEqual({ price: '$$5 $\x7Bunset}' });
  });

  it('adds components and commonMetadata labels', () => {
    const objects = rendered('flux-system/app');
    expect(objects.map((o) => [(o.metadata as JsonObject).name, (o.metadata as JsonObject).labels])).toEqual([
      ['extra', { team: 'shop' }],
      ['settings', { team: 'shop' }],
    ]);
  });

  it('templates a HelmRelease: release name, target namespace, valuesFrom under values, no tests', () => {
    const objects = rendered('flux-system/cache');
    expect(objects.map((o) => o.kind)).toEqual(['ConfigMap']);
    const [cm] = objects;
    expect(cm.metadata).toEqual({ name: 'cache-cache', namespace: 'cache' });
    expect(cm.data).toMatchObject({ replicas: '4', memory: '1Gi' });
  });

  it('gives helm the previewed version and the API versions of the repository CRDs', () => {
    const [cm] = rendered('flux-system/cache');
    expect(cm.data).toMatchObject({ minor: '34', monitors: 'true' });
  });
});

describe('Argo CD', () => {
  it('applies the kustomize options: prefix, labels, image, destination namespace', () => {
    const [deploy] = rendered('argocd/kust');
    expect(deploy.metadata).toEqual({ name: 'a-web', namespace: 'target', labels: { env: 'prod' } });
    expect(JSON.stringify(deploy)).toContain('"image":"registry.example.com/nginx:1.27"');
  });

  it('reads a directory: recurse, exclude, the namespace only on namespaced objects without one', () => {
    const objects = rendered('argocd/dir');
    expect(objects.map((o) => o.metadata)).toEqual([
      { name: 'a', namespace: 'target' },
      { name: 'reader' },
      { name: 'b', namespace: 'own' },
    ]);
  });
});

describe('discovery', () => {
  it('finds the controller sources; a component is rendered with its user, not alone', () => {
    expect(result.sources.map((s) => `${s.kind} ${s.name}`)).toEqual([
      'argocd-application argocd/kust',
      'argocd-application argocd/dir',
      'flux-kustomization flux-system/app',
      'flux-helmrelease flux-system/cache',
      'flux-kustomization flux-system/novars',
    ]);
    expect(result.problems).toEqual([]);
  });
});
