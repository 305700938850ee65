// The second defaulting of a created object on its way through the storage codec
// (apiserver registry/dryrun.go; core/server/main-write.ts).

import { describe, expect, it } from 'vitest';
import { ownersOf } from '../scenario-helper.ts';
import { at, NOW, write } from './strategy-helpers.ts';

describe('the storage round trip defaults a created object again (apiserver registry/dryrun.go)', () => {
  it('a PersistentVolumeClaim comes back Pending (a PersistentVolume is made Pending by its strategy), a Namespace Active', () => {
    const pvc = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data', namespace: 'default' },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
      status: { phase: 'Bound' },
    };
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body: pvc });
      expect(r.object.status).toEqual({ phase: 'Pending' });
      expect(ownersOf(r.object).has('.status.phase')).toBe(false);
      // Without defaulting nothing fills it.
      expect(at(r.undefaulted, 'status', 'phase')).toBeUndefined();
    }
    const pv = {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      spec: { capacity: { storage: '1Gi' }, accessModes: ['ReadWriteOnce'], hostPath: { path: '/d' } },
    };
    expect(write({ verb: 'create', body: pv }).object.status).toEqual({
      phase: 'Pending',
      lastPhaseTransitionTime: NOW,
    });
    const ns = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team' } };
    const created = write({ verb: 'create', body: ns }).object;
    expect(created.status).toEqual({ phase: 'Active' });
    expect(created.spec).toEqual({ finalizers: ['kubernetes'] });
  });
  it("a PersistentVolume's /status: lastPhaseTransitionTime follows the phase", () => {
    const pv = {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      spec: { capacity: { storage: '1Gi' }, accessModes: ['ReadWriteOnce'], hostPath: { path: '/d' } },
    };
    const live = write({ verb: 'create', body: pv }).object;
    const later = '2026-01-02T00:00:00Z';
    const status = (phase: string) => ({
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      status: { phase },
    });
    const same = write({
      verb: 'apply',
      subresource: 'status',
      live,
      manager: 'c',
      now: later,
      body: status('Pending'),
    });
    expect(at(same.object, 'status', 'lastPhaseTransitionTime')).toBe(NOW);
    const bound = write({
      verb: 'apply',
      subresource: 'status',
      live,
      manager: 'c',
      now: later,
      body: status('Bound'),
    });
    expect(bound.object.status).toEqual({ phase: 'Bound', lastPhaseTransitionTime: later });
  });
  it('defaults: false: no second pass either', () => {
    const pvc = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data', namespace: 'default' },
      spec: { resources: { requests: { storage: '1Gi' } } },
    };
    expect(
      at(write({ verb: 'create', body: pvc, defaults: false }).object, 'status', 'phase'),
    ).toBeUndefined();
  });
});
