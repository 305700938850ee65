// The apps group (apps/v1): kubernetes pkg/apis/apps/v1/defaults.go, with the pod
// template and volume claim templates defaulted as pkg/apis/apps/v1/
// zz_generated.defaults.go calls the core/v1 defaulters.
//
// Feature gates: MaxUnavailableStatefulSet as the version previewed sets it
// (core/versions.ts: rollingUpdate.maxUnavailable 1 only while it is on);
// StatefulSetAutoDeletePVC GA since 1.32, on in every version modelled.

import type { JsonObject } from '../../value.ts';
import type { FeatureGates } from '../../versions.ts';
import { Edit } from '../edit.ts';
import { persistentVolumeClaim, podTemplateSpec } from './core.ts';

export function deployment(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('replicas', 1);
    se.make('strategy', (st) => {
      const t = new Edit(st);
      t.str('type', 'RollingUpdate');
      if (t.get('type') === 'RollingUpdate') {
        t.make('rollingUpdate', (ru) => {
          const r = new Edit(ru);
          r.ptr('maxUnavailable', '25%');
          r.ptr('maxSurge', '25%');
          return r.done();
        });
      }
      return t.done();
    });
    se.ptr('revisionHistoryLimit', 10);
    se.ptr('progressDeadlineSeconds', 600);
    se.make('template', podTemplateSpec);
    return se.done();
  });
  return e.done();
}

export function daemonSet(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.make('updateStrategy', (st) => {
      const t = new Edit(st);
      t.str('type', 'RollingUpdate');
      if (t.get('type') === 'RollingUpdate') {
        t.make('rollingUpdate', (ru) => {
          const r = new Edit(ru);
          r.ptr('maxUnavailable', 1);
          r.ptr('maxSurge', 0);
          return r.done();
        });
      }
      return t.done();
    });
    se.ptr('revisionHistoryLimit', 10);
    se.make('template', podTemplateSpec);
    return se.done();
  });
  return e.done();
}

export function statefulSet(o: JsonObject, gates: Readonly<FeatureGates>): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.str('podManagementPolicy', 'OrderedReady');
    se.make('updateStrategy', (st) => {
      const t = new Edit(st);
      if (t.get('type') === undefined || t.get('type') === null || t.get('type') === '') {
        t.set('type', 'RollingUpdate');
        t.make('rollingUpdate');
      }
      const ru = t.get('rollingUpdate');
      if (t.get('type') === 'RollingUpdate' && ru !== undefined && ru !== null) {
        t.child('rollingUpdate', (x) => {
          const r = new Edit(x);
          r.ptr('partition', 0);
          if (gates.MaxUnavailableStatefulSet) r.ptr('maxUnavailable', 1);
          return r.done();
        });
      }
      return t.done();
    });
    se.make('persistentVolumeClaimRetentionPolicy', (p) => {
      const pe = new Edit(p);
      pe.str('whenDeleted', 'Retain');
      pe.str('whenScaled', 'Retain');
      return pe.done();
    });
    se.ptr('replicas', 1);
    se.ptr('revisionHistoryLimit', 10);
    se.make('template', podTemplateSpec);
    se.items('volumeClaimTemplates', persistentVolumeClaim);
    return se.done();
  });
  return e.done();
}

export function replicaSet(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('replicas', 1);
    se.make('template', podTemplateSpec);
    return se.done();
  });
  return e.done();
}
