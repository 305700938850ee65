// The storage.k8s.io group (v1): kubernetes pkg/apis/storage/v1/defaults.go.
// Feature gate at its 1.35 default: SELinuxMountReadWriteOncePod beta, on
// (CSIDriver seLinuxMount false).

import type { JsonObject } from '../../value.ts';
import { Edit, isEmptyCollection } from '../edit.ts';
import { azureDisk, hostPath, iscsi, rbd, scaleIO } from './core.ts';

export function storageClass(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.ptr('reclaimPolicy', 'Delete');
  e.ptr('volumeBindingMode', 'Immediate');
  return e.done();
}

export function csiDriver(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('attachRequired', true);
    se.ptr('podInfoOnMount', false);
    se.ptr('storageCapacity', false);
    se.ptr('fsGroupPolicy', 'ReadWriteOnceWithFSType');
    if (isEmptyCollection(se.get('volumeLifecycleModes'))) se.set('volumeLifecycleModes', ['Persistent']);
    se.ptr('requiresRepublish', false);
    se.ptr('seLinuxMount', false);
    return se.done();
  });
  return e.done();
}

export function volumeAttachment(o: JsonObject): JsonObject {
  // the core/v1 defaulters of an inline PersistentVolumeSpec (zz_generated.defaults.go)
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.child('source', (src) => {
      const sr = new Edit(src);
      sr.child('inlineVolumeSpec', (pv) => {
        const p = new Edit(pv);
        p.child('hostPath', hostPath);
        p.child('rbd', rbd);
        p.child('iscsi', iscsi);
        p.child('azureDisk', azureDisk);
        p.child('scaleIO', scaleIO);
        return p.done();
      });
      return sr.done();
    });
    return se.done();
  });
  return e.done();
}
