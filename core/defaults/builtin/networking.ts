// The networking.k8s.io group (v1): kubernetes pkg/apis/networking/v1/defaults.go.
// Ingress has no defaults in v1 (pathType is required).

import type { JsonObject } from '../../value.ts';
import { Edit, isEmptyCollection } from '../edit.ts';

function policyPort(o: JsonObject): JsonObject {
  // SetDefaults_NetworkPolicyPort
  const e = new Edit(o);
  e.ptr('protocol', 'TCP');
  return e.done();
}

function rule(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.items('ports', policyPort);
  return e.done();
}

export function networkPolicy(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.items('ingress', rule);
    se.items('egress', rule);
    // SetDefaults_NetworkPolicy: Ingress always, Egress when egress rules exist
    if (isEmptyCollection(se.get('policyTypes'))) {
      se.set('policyTypes', isEmptyCollection(se.get('egress')) ? ['Ingress'] : ['Ingress', 'Egress']);
    }
    return se.done();
  });
  return e.done();
}

export function ingressClass(o: JsonObject): JsonObject {
  // SetDefaults_IngressClass: parameters.scope Cluster
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.child('parameters', (p) => {
      const pe = new Edit(p);
      pe.ptr('scope', 'Cluster');
      return pe.done();
    });
    return se.done();
  });
  return e.done();
}
