// What kustomize-controller does not apply (fluxcd/kustomize-controller
// internal/controller/kustomization_controller.go: ExclusionSelector
// reconcile: disabled and ssa: Ignore, IfNotPresentSelector ssa: IfNotPresent;
// fluxcd/pkg ssa/manager_apply.go shouldSkipApply; ssa/utils/meta.go
// AnyInMetadata: labels or annotations, values in any case).

import { describe, expect, it } from 'vitest';
import { fluxSkipsApply } from '../../core/appliers/flux.ts';
import { previewOutcome } from '../../core/preview/index.ts';
import type { JsonObject } from '../../core/value.ts';

const G = 'kustomize.toolkit.fluxcd.io';

function configMap(value: string, meta: { labels?: JsonObject; annotations?: JsonObject } = {}): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'seed', namespace: 'shop', ...meta },
    data: { token: value },
  };
}

describe('fluxSkipsApply', () => {
  it('reconcile: disabled or ssa: Ignore on either side, ssa: IfNotPresent on the manifest', () => {
    expect(
      fluxSkipsApply(configMap('a', { annotations: { [`${G}/ssa`]: 'IfNotPresent' } }), configMap('a')),
    ).toBe(`its manifest says ${G}/ssa: IfNotPresent and the object exists`);
    expect(
      fluxSkipsApply(configMap('a'), configMap('a', { labels: { [`${G}/reconcile`]: 'Disabled' } })),
    ).toBe(`the object in the cluster says ${G}/reconcile: disabled`);
    expect(fluxSkipsApply(configMap('a', { labels: { [`${G}/ssa`]: 'ignore' } }), configMap('a'))).toBe(
      `its manifest says ${G}/ssa: Ignore`,
    );
    // IfNotPresent on the object in the cluster, or Merge: applied.
    expect(
      fluxSkipsApply(configMap('a'), configMap('a', { annotations: { [`${G}/ssa`]: 'IfNotPresent' } })),
    ).toBeNull();
    expect(
      fluxSkipsApply(configMap('a', { annotations: { [`${G}/ssa`]: 'Merge' } }), configMap('a')),
    ).toBeNull();
  });
});

describe('a Flux preview of an object it skips', () => {
  const opts = { fieldManager: '', now: '2026-01-01T00:00:00Z', applier: 'flux' };

  it('ssa: IfNotPresent: created when missing, then left as it is', () => {
    const manifest = (v: string) => configMap(v, { annotations: { [`${G}/ssa`]: 'IfNotPresent' } });
    const created = previewOutcome({ intent: manifest('first'), live: null }, opts);
    expect(created.report.action).toBe('create');
    const live = created.object as JsonObject;
    const again = previewOutcome(
      { intent: manifest('second'), live },
      { ...opts, now: '2026-01-02T00:00:00Z' },
    );
    expect(again.report.action).toBe('unchanged');
    expect(again.report.changes).toEqual([]);
    expect(again.object).toBe(live);
    expect(again.report.notes.map((n) => n.code)).toEqual(['skipped']);
    expect(again.report.notes.find((n) => n.code === 'skipped')?.message).toBe(
      `Flux kustomize-controller does not apply this object: its manifest says ${G}/ssa: IfNotPresent and the object exists.`,
    );
  });

  it('reconcile: disabled on the object in the cluster: the new manifest changes nothing', () => {
    const created = previewOutcome({ intent: configMap('first'), live: null }, opts).object as JsonObject;
    const live = structuredClone(created);
    ((live.metadata as JsonObject).labels as JsonObject)[`${G}/reconcile`] = 'disabled';
    const r = previewOutcome({ intent: configMap('second'), live }, opts);
    expect(r.report.action).toBe('unchanged');
    expect(r.report.notes.map((n) => n.code)).toContain('skipped');
  });
});
