// Render errors land at the file and line the tool names, and the other sources
// still render: a broken kustomization.yaml, a resource that is not there, a
// missing values file (at the Application's valueFiles entry), a template
// error, a dependency helm would have to download.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const CHART = `apiVersion: v2
name: web
version: 0.1.0
`;

const DEPLOYMENT = `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ .Release.Name }}-config
data:
  size: {{ .Values.size | quote }}
`;

const FILES: Record<string, string> = {
  // Line 3 is not valid YAML (an indented key after a list).
  'broken/kustomization.yaml': 'resources:\n  - cm.yaml\n namePrefix: x-\n',
  'broken/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
  'missing/kustomization.yaml': 'namePrefix: m-\nresources:\n  - there.yaml\n  - not-there.yaml\n',
  'missing/there.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: there\n',
  // A base outside the repository's copy (kustomize would load a directory anywhere).
  'escape/kustomization.yaml': 'resources:\n  - ../inner\n',
  'inner/kustomization.yaml': 'resources:\n  - cm.yaml\n  - ../../../../../../../../../../tmp\n',
  'inner/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: inner\n',
  'argocd/web.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web
  namespace: argocd
spec:
  source:
    repoURL: https://github.com/acme/fleet
    path: charts/web
    helm:
      valueFiles:
        - values.yaml
        - values-prod.yaml
  destination:
    namespace: web
`,
  'charts/web/Chart.yaml': CHART,
  'charts/web/values.yaml': 'size: small\n',
  'charts/web/templates/cm.yaml': DEPLOYMENT,
  'charts/bad/Chart.yaml': CHART.replace('web', 'bad'),
  'charts/bad/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: {{ .Values.nested.key }}\n',
  'charts/remote/Chart.yaml': `${CHART.replace('web', 'remote')}dependencies:\n  - name: redis\n    version: 1.0.0\n    repository: https://charts.example.com\n`,
  'charts/remote/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: r\n',
  // The release takes the chart's name, not the directory's.
  'charts/plain/Chart.yaml': CHART.replace('web', 'tidy'),
  'charts/plain/values.yaml': 'size: large\n',
  'charts/plain/templates/cm.yaml': DEPLOYMENT,
};

let dir: string;
let tree: RepoTree;
let result: RenderResult;

beforeAll(async () => {
  dir = writeRepo(FILES);
  tree = copyWorkspace(new FileReader(dir));
  result = await renderTree(tree, { tools: renderTools() });
});

afterAll(() => {
  tree.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function problemOf(name: string) {
  const i = result.sources.findIndex((s) => s.name === name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return result.problems
    .filter((p) => p.source === i)
    .map(({ kind, file, line, message }) => ({ kind, file, line, message }));
}

describe('render errors', () => {
  it('a broken kustomization.yaml: at the line kustomize names', () => {
    expect(problemOf('broken')).toEqual([
      {
        kind: 'error',
        file: 'broken/kustomization.yaml',
        line: 2,
        message: 'invalid Kustomization: yaml: line 2: did not find expected key',
      },
    ]);
  });

  it('a resource that is not there: at the kustomization line that names it, the path tree-relative', () => {
    const [p] = problemOf('missing');
    expect([p.kind, p.file, p.line]).toEqual(['error', 'missing/kustomization.yaml', 4]);
    expect(p.message).toContain("accumulating resources from 'not-there.yaml'");
    expect(p.message).toContain('missing/not-there.yaml');
    expect(p.message).not.toContain(tree.root);
  });

  it('a missing values file: at the Application line that names it', () => {
    expect(problemOf('argocd/web')).toEqual([
      {
        kind: 'error',
        file: 'argocd/web.yaml',
        line: 13,
        message: 'open charts/web/values-prod.yaml: no such file or directory',
      },
    ]);
  });

  it('a template error: at the template file and line helm names', () => {
    const [p] = problemOf('charts/bad');
    expect([p.kind, p.file, p.line]).toEqual(['error', 'charts/bad/templates/cm.yaml', 6]);
    expect(p.message).toContain('nil pointer evaluating interface {}.key');
  });

  it('a dependency helm would download: not rendered, named', () => {
    expect(problemOf('charts/remote')).toEqual([
      {
        kind: 'not-rendered',
        file: 'charts/remote/Chart.yaml',
        line: 1,
        message:
          'not rendered: the chart needs redis from https://charts.example.com, not in charts/ (no network for helm)',
      },
    ]);
  });

  it('a base directory outside the repository: not rendered, at the kustomization that names it', () => {
    expect(problemOf('escape')).toEqual([
      {
        kind: 'not-rendered',
        file: 'inner/kustomization.yaml',
        line: 3,
        message:
          'not rendered: inner/kustomization.yaml names ../../../../../../../../../../tmp, outside the repository',
      },
    ]);
  });

  it('the other sources still render: a plain chart with its values.yaml', () => {
    const i = result.sources.findIndex((s) => s.name === 'charts/plain');
    expect(result.sources[i]).toMatchObject({ kind: 'helm', applier: null, file: 'charts/plain/Chart.yaml' });
    const objects = result.objects.filter((o) => o.source === i);
    expect(objects.map((o) => [o.object.metadata, o.object.data, o.file])).toEqual([
      [{ name: 'tidy-config' }, { size: 'large' }, 'charts/plain/templates/cm.yaml'],
    ]);
    expect(problemOf('charts/plain')).toEqual([]);
  });
});
