// resource.k8s.io/v1: kubernetes pkg/apis/resource/v1/defaults.go (exact and
// sub-requests: allocationMode ExactCount, count 1) and the declarative
// DeviceToleration.operator "Equal". DeviceTaint.timeAdded (the time of the
// write) is not modelled.

import type { JsonObject } from '../../value.ts';
import { Edit } from '../edit.ts';

function toleration(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.str('operator', 'Equal');
  return e.done();
}

function countedRequest(o: JsonObject): JsonObject {
  // SetDefaults_ExactDeviceRequest / SetDefaults_DeviceSubRequest
  const e = new Edit(o);
  e.str('allocationMode', 'ExactCount');
  if (e.get('allocationMode') === 'ExactCount') e.num('count', 1);
  e.items('tolerations', toleration);
  return e.done();
}

function deviceRequest(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('exactly', countedRequest);
  e.items('firstAvailable', countedRequest);
  return e.done();
}

function claimSpec(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('devices', (d) => {
    const de = new Edit(d);
    de.items('requests', deviceRequest);
    return de.done();
  });
  return e.done();
}

export function resourceClaim(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('spec', claimSpec);
  return e.done();
}

export function resourceClaimTemplate(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('spec', (t) => {
    const te = new Edit(t);
    te.child('spec', claimSpec);
    return te.done();
  });
  return e.done();
}
