// The storage.k8s.io group (v1): kubernetes pkg/apis/storage/v1/defaults.go.
// Feature gate at its 1.35 default: SELinuxMountReadWriteOncePod beta, on
// (CSIDriver seLinuxMount false).

import type { JsonObject } from '../../value.ts';
import { Edit, isEmptyCollection } from '../edit.ts';

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
