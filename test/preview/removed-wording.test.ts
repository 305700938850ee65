// The note on an object whose manifest is gone and that stays in the cluster: plain
// words saying what the tool will do and why (issue 26, rough edge 8d).

import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../core/appliers/presets.ts';
import { removedObject } from '../../core/preview/removed.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';

const live = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'legacy', namespace: 'shop' },
  data: { mode: 'old' },
};
const schema = new SchemaResolver().resolve('v1', 'ConfigMap');

function note(preset: keyof typeof PRESETS | null, prune?: boolean): string {
  const r = removedObject(live, {
    fieldManager: 'm',
    preset: preset === null ? null : PRESETS[preset],
    schema,
    ...(prune !== undefined ? { prune } : {}),
  });
  expect(r.report.action).toBe('orphan');
  expect(r.report.notes.map((n) => n.code)).toEqual(['left-in-cluster']);
  return r.report.notes[0].message;
}

describe('the note on an object left in the cluster', () => {
  it('Flux: says Flux leaves it and that it prunes only with spec.prune: true', () => {
    const m = note('flux');
    expect(m).toBe(
      "The change removes this object's manifest. Flux kustomize-controller will leave the object in the cluster, no longer managed by these manifests: it deletes such objects only when its Kustomization sets spec.prune: true. This preview assumes pruning is off: set prune: true (preview --prune) when it is on.",
    );
    expect(m).not.toContain('as configured');
    expect(m).not.toContain('(pruning:');
  });

  it('told prune: false, it does not claim to assume it', () => {
    const m = note('argocd', false);
    expect(m).toContain('Argo CD');
    expect(m).toContain('only on a sync with pruning');
    expect(m).not.toContain('assumes');
  });

  it('a plain server-side apply names kubectl --prune and --applyset', () => {
    expect(note(null)).toContain(
      'kubectl apply --server-side will leave the object in the cluster, no longer managed by these manifests: it deletes such objects only when run with --prune (with -l or --all) or with --applyset.',
    );
  });

  it('Helm, which always prunes, told prune: false: says so', () => {
    expect(note('helm4', false)).toContain('because this preview was told pruning is off (prune: false).');
  });
});
