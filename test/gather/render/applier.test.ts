// The write a rendered source's objects get (gather/render/applier.ts,
// gather/source-applier.ts): the controller's preset, owner and prune, unless
// the user names an applier or a prune.

import { describe, expect, it } from 'vitest';
import { chooseApplier } from '../../../core/appliers/write.ts';
import type { ManifestEntry } from '../../../gather/manifests.ts';
import { sourceApply } from '../../../gather/render/applier.ts';
import type { RenderSource } from '../../../gather/render/types.ts';
import { WriteChooser } from '../../../gather/source-applier.ts';

const helmRelease: RenderSource = {
  kind: 'flux-helmrelease',
  name: 'flux-system/podinfo',
  file: 'apps/podinfo.yaml',
  line: 1,
  path: 'charts/podinfo',
  applier: 'helm',
  owner: 'flux-system/podinfo',
  destination: { namespace: 'web' },
  plan: {
    tool: 'helm',
    chart: 'charts/podinfo',
    release: 'web-podinfo',
    namespace: 'web',
    values: { files: [], inline: [], set: [], skipCrds: false, skipTests: true },
  },
  notes: [],
};

const kustomization: RenderSource = {
  kind: 'flux-kustomization',
  name: 'flux-system/apps',
  file: 'clusters/prod/apps.yaml',
  line: 1,
  path: 'apps/prod',
  applier: 'flux',
  owner: 'flux-system/apps',
  prune: false,
  force: true,
  plan: { tool: 'kustomize', dir: 'apps/prod', edits: {}, generate: false },
  notes: [],
};

const plain = chooseApplier({ fieldManager: 'kubectl' });
if (typeof plain === 'string') throw new Error(plain);

function entry(src: RenderSource): ManifestEntry {
  const apply = sourceApply(src);
  return { file: src.file, document: 1, line: 1, intent: {}, ...(apply ? { apply } : {}) };
}

describe('the write of a rendered object', () => {
  it("a HelmRelease's objects: helm-controller's Helm 3 write, owned by the release", () => {
    expect(sourceApply(helmRelease)).toMatchObject({
      preset: 'helm3',
      owner: 'web/web-podinfo',
      fieldManager: 'helm-controller',
      prune: true,
    });
    const w = new WriteChooser(plain, false, false, undefined);
    const c = w.choiceOf(entry(helmRelease));
    expect(c.preset?.name).toBe('helm3');
    expect(c.fieldManager).toBe('helm-controller');
    expect(c.owner).toEqual({ namespace: 'web', name: 'web-podinfo' });
    expect(w.writeOf(entry(helmRelease))).toEqual({
      applier: 'helm3',
      owner: 'web/web-podinfo',
      fieldManager: 'helm-controller',
      force: false,
    });
  });

  it("a Kustomization's: flux, its spec.prune, a note for spec.force", () => {
    const w = new WriteChooser(plain, false, false, undefined);
    const e = entry(kustomization);
    expect(w.choiceOf(e).preset?.name).toBe('flux');
    expect(w.choiceOf(e).force).toBe(true);
    expect(w.pruneOf(e)).toBe(false);
    expect(w.notesOf(e).map((n) => n.message)).toEqual([
      'Flux Kustomization flux-system/apps sets spec.force: kustomize-controller deletes and recreates this object when a change it applies is to an immutable field (not previewed).',
    ]);
  });

  it('a plain directory keeps the inputs’ write', () => {
    const w = new WriteChooser(plain, false, false, undefined);
    const e = entry({ ...kustomization, kind: 'kustomize', applier: null, owner: undefined });
    expect(e.apply).toBeUndefined();
    expect(w.choiceOf(e)).toBe(plain);
    expect(w.writeOf(e)).toBeUndefined();
    expect(w.pruneOf(e)).toBeUndefined();
  });

  it('an applier or prune of the user overrides the source', () => {
    const user = chooseApplier({ applier: 'kubectl-server-side' });
    if (typeof user === 'string') throw new Error(user);
    const w = new WriteChooser(user, true, false, true);
    const e = entry(kustomization);
    expect(w.choiceOf(e)).toBe(user);
    expect(w.writeOf(e)).toBeUndefined();
    expect(w.pruneOf(e)).toBe(true);
    expect(w.notesOf(e)).toEqual([]);
    expect(new WriteChooser(plain, false, false, true).pruneOf(e)).toBe(true);
  });

  it('an owner that is no Kubernetes name: the inputs’ write, and why', () => {
    const w = new WriteChooser(plain, false, false, undefined);
    const e = entry({ ...kustomization, owner: 'flux-system/Apps' });
    expect(w.choiceOf(e)).toBe(plain);
    expect(w.problems()).toEqual([
      'Flux Kustomization flux-system/Apps: owner: expected "namespace/name" (Kubernetes names), got "flux-system/Apps"',
    ]);
  });
});
