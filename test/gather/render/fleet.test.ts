// Rendering the issue 28 test repository with the real kustomize and helm: a Flux
// Kustomization over an overlay (targetNamespace, namePrefix, an images tag) and
// an Argo CD Application over a local chart with a prod values file.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { FLEET, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

let dir: string;
let tree: RepoTree;
let result: RenderResult;

beforeAll(async () => {
  dir = writeRepo(FLEET);
  tree = copyWorkspace(new FileReader(dir));
  result = await renderTree(tree, { tools: renderTools(), repoUrls: ['git@github.com:acme/fleet.git'] });
});

afterAll(() => {
  tree.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function objectsOf(sourceName: string) {
  const i = result.sources.findIndex((s) => s.name === sourceName);
  expect(i, `source ${sourceName}`).toBeGreaterThanOrEqual(0);
  return result.objects.filter((o) => o.source === i);
}

describe('render: the issue 28 fleet', () => {
  it('finds the Flux Kustomizations and the Argo CD Application, and no plain directory', () => {
    // In file order: argocd/, then clusters/.
    expect(result.sources.map((s) => [s.kind, s.name, s.path, s.applier, s.prune, s.destination])).toEqual([
      [
        'argocd-application',
        'argocd/api',
        'charts/api',
        'argocd-server-side',
        true,
        { server: 'https://kubernetes.default.svc', namespace: 'api' },
      ],
      ['flux-kustomization', 'flux-system/apps', 'apps/prod', 'flux', true, { namespace: 'shop' }],
      ['flux-kustomization', 'flux-system/flux-system', 'clusters/prod', 'flux', true, undefined],
    ]);
    expect(result.problems).toEqual([]);
  });

  it('builds the overlay as kustomize-controller does: namespace, prefix, image tag', () => {
    const objects = objectsOf('flux-system/apps');
    const deploy = objects.find((o) => o.object.kind === 'Deployment')!;
    expect(deploy.object.metadata).toEqual({ name: 'prod-web', namespace: 'shop' });
    expect(JSON.stringify(deploy.object)).toContain('"image":"nginx:1.27"');
    // The file each object comes from, not the overlay's kustomization.
    expect([deploy.file, deploy.line]).toEqual(['apps/base/deployment.yaml', 1]);
    const cm = objects.find((o) => o.object.kind === 'ConfigMap')!;
    expect(cm.object.metadata).toEqual({ name: 'prod-web-config', namespace: 'shop' });
    expect(cm.file).toBe('apps/base/config.yaml');
  });

  it('renders the cluster directory with a generated kustomization: the controller objects themselves', () => {
    const objects = objectsOf('flux-system/flux-system');
    expect(
      objects.map((o) => `${o.object.kind}/${(o.object.metadata as { name: string }).name} ${o.file}`).sort(),
    ).toEqual([
      'GitRepository/flux-system clusters/prod/flux-system/gotk-sync.yaml',
      'Kustomization/apps clusters/prod/apps.yaml',
      'Kustomization/flux-system clusters/prod/flux-system/gotk-sync.yaml',
    ]);
  });

  it('templates the chart as Argo CD does: release name, values file, destination namespace, capabilities', () => {
    const objects = objectsOf('argocd/api');
    const deploy = objects.find((o) => o.object.kind === 'Deployment')!;
    expect(deploy.object.metadata).toEqual({ name: 'api', namespace: 'api', labels: { app: 'api' } });
    expect((deploy.object.spec as { replicas: number }).replicas).toBe(3);
    expect(deploy.file).toBe('charts/api/templates/deployment.yaml');
    // .Capabilities.APIVersions knows the 1.35 built-in kinds.
    expect(objects.map((o) => o.object.kind)).toContain('HorizontalPodAutoscaler');
  });

  it('covers the files of every source, so they are not read again as plain manifests', () => {
    expect([...result.covered].sort()).toEqual(
      Object.keys(FLEET)
        .filter((f) => !f.startsWith('argocd/'))
        .sort(),
    );
  });
});
