// The scope of a rendered custom resource when only touched sources render
// (`preview --render auto --live base --base`): the CRD saying its kind is
// cluster-scoped lives in a source the change does not touch, and still decides.
// A Flux Kustomization's targetNamespace (kustomize's namespace) and an Argo CD
// Application's destination namespace leave a cluster-scoped object without a
// namespace, as the API server stores it; a kind no CRD describes keeps the
// namespace and says its scope was assumed.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../../cli/io.ts';
import { run } from '../../../cli/main.ts';
import type { BatchReport } from '../../../core/preview/types.ts';
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
    expect(gizmo?.action).toBe('update');
    expect(gizmo?.notes.find((n) => n.code === 'scope-assumed')?.message).toBe(
      'no CustomResourceDefinition in the repository or the crds input says whether example.com/v1 Gizmo is namespaced: previewed as namespaced, in namespace shop; if it is cluster-scoped, the cluster stores it without a namespace.',
    );
  });
});
