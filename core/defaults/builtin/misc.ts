// Smaller groups: scheduling.k8s.io/v1 (pkg/apis/scheduling/v1/defaults.go),
// discovery.k8s.io/v1 (pkg/apis/discovery/v1/defaults.go) and
// admissionregistration.k8s.io/v1 (pkg/apis/admissionregistration/v1/defaults.go).

import type { JsonObject } from '../../value.ts';
import { Edit } from '../edit.ts';

export function priorityClass(o: JsonObject): JsonObject {
  // SetDefaults_PriorityClass
  const e = new Edit(o);
  e.ptr('preemptionPolicy', 'PreemptLowerPriority');
  return e.done();
}

export function endpointSlice(o: JsonObject): JsonObject {
  // SetDefaults_EndpointPort: name "" and protocol TCP
  const e = new Edit(o);
  e.items('ports', (p) => {
    const pe = new Edit(p);
    pe.ptr('name', '');
    pe.ptr('protocol', 'TCP');
    return pe.done();
  });
  return e.done();
}

function rule(o: JsonObject): JsonObject {
  // SetDefaults_Rule: scope "*"
  const e = new Edit(o);
  e.ptr('scope', '*');
  return e.done();
}

function clientConfig(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('service', (s) => {
    // SetDefaults_ServiceReference
    const se = new Edit(s);
    se.ptr('port', 443);
    return se.done();
  });
  return e.done();
}

function webhook(mutating: boolean): (o: JsonObject) => JsonObject {
  // SetDefaults_{Validating,Mutating}Webhook
  return (o) => {
    const e = new Edit(o);
    e.ptr('failurePolicy', 'Fail');
    e.ptr('matchPolicy', 'Equivalent');
    e.make('namespaceSelector');
    e.make('objectSelector');
    e.ptr('timeoutSeconds', 10);
    if (mutating) e.ptr('reinvocationPolicy', 'Never');
    e.items('rules', rule);
    e.child('clientConfig', clientConfig);
    return e.done();
  };
}

const validatingWebhook = webhook(false);
const mutatingWebhook = webhook(true);

export function validatingWebhookConfiguration(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.items('webhooks', validatingWebhook);
  return e.done();
}

export function mutatingWebhookConfiguration(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.items('webhooks', mutatingWebhook);
  return e.done();
}

function matchResources(o: JsonObject): JsonObject {
  // SetDefaults_MatchResources and the named rules' scope
  const e = new Edit(o);
  e.ptr('matchPolicy', 'Equivalent');
  e.make('namespaceSelector');
  e.make('objectSelector');
  e.items('resourceRules', rule);
  e.items('excludeResourceRules', rule);
  return e.done();
}

export function validatingAdmissionPolicy(o: JsonObject): JsonObject {
  // SetDefaults_ValidatingAdmissionPolicySpec: failurePolicy Fail
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('failurePolicy', 'Fail');
    se.child('matchConstraints', matchResources);
    return se.done();
  });
  return e.done();
}

export function validatingAdmissionPolicyBinding(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.child('matchResources', matchResources);
    return se.done();
  });
  return e.done();
}

// flowcontrol.apiserver.k8s.io/v1: pkg/apis/flowcontrol/v1/defaults.go

export function flowSchema(o: JsonObject): JsonObject {
  // SetDefaults_FlowSchemaSpec
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.num('matchingPrecedence', 1000);
    return se.done();
  });
  return e.done();
}

function queuing(o: JsonObject): JsonObject {
  // SetDefaults_QueuingConfiguration
  const e = new Edit(o);
  e.num('handSize', 8);
  e.num('queues', 64);
  e.num('queueLengthLimit', 50);
  return e.done();
}

function limitedLevel(o: JsonObject): JsonObject {
  // SetDefaults_LimitedPriorityLevelConfiguration, then its queuing
  const e = new Edit(o);
  e.ptr('nominalConcurrencyShares', 30);
  e.ptr('lendablePercent', 0);
  e.child('limitResponse', (r) => {
    const re = new Edit(r);
    re.child('queuing', queuing);
    return re.done();
  });
  return e.done();
}

function exemptLevel(o: JsonObject): JsonObject {
  // SetDefaults_ExemptPriorityLevelConfiguration
  const e = new Edit(o);
  e.ptr('nominalConcurrencyShares', 0);
  e.ptr('lendablePercent', 0);
  return e.done();
}

export function priorityLevelConfiguration(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.child('limited', limitedLevel);
    se.child('exempt', exemptLevel);
    return se.done();
  });
  return e.done();
}

// apiregistration.k8s.io/v1: staging/src/k8s.io/kube-aggregator/pkg/apis/apiregistration/v1/defaults.go

export function apiService(o: JsonObject): JsonObject {
  // SetDefaults_ServiceReference: port 443
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.child('service', (svc) => {
      const v = new Edit(svc);
      v.ptr('port', 443);
      return v.done();
    });
    return se.done();
  });
  return e.done();
}
