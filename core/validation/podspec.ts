// A pod template as the workload validators check it (kubernetes/kubernetes v1.35
// pkg/apis/core/validation/validation.go ValidatePodTemplateSpec, ValidatePodSpec):
// the template's labels and annotations, volumes, containers, restartPolicy,
// dnsPolicy, nodeSelector, the security context (securitycontext.ts), affinity,
// tolerations and topology spread (scheduling.ts), readiness and scheduling gates,
// host namespaces with hostUsers, hostNetwork's hostPort rule, the names
// (serviceAccountName, nodeName, hostname, subdomain, priorityClassName),
// activeDeadlineSeconds, preemptionPolicy, os, and no ephemeral containers. Not
// modelled: imagePullSecrets, dnsConfig, resource claims, pod-level resources,
// overhead, runtimeClassName, hostAliases, windows-specific rules and the
// pod-specific annotations.

import type { JsonObject } from '../value.ts';
import { validateContainers } from './containers.ts';
import { duplicate, type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { validateAnnotations, validateLabels } from './objectmeta.ts';
import { child, index } from './path.ts';
import { intAt, listAt, objectAt, objects, stringAt, valueAt } from './read.ts';
import { validateAffinity, validateTolerations, validateTopologySpread } from './scheduling.ts';
import { validatePodSecurityContext } from './securitycontext.ts';
import { inclusiveRangeError, isDNS1123Label, isDNS1123Subdomain, isQualifiedName } from './strings.ts';
import { validateVolumes } from './volumes.ts';

const RESTART_POLICIES = ['Always', 'OnFailure', 'Never'];
const DNS_POLICIES = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'];
const MAX_INT32 = 2147483647;
const PREEMPTION_POLICIES = ['PreemptLowerPriority', 'Never'];

function dnsSubdomainField(spec: JsonObject, k: string, path: string, errs: FieldError[]): void {
  const v = stringAt(spec, k);
  if (v !== '') for (const m of isDNS1123Subdomain(v)) errs.push(invalid(child(path, k), v, m));
}

function dnsLabelField(spec: JsonObject, k: string, path: string, errs: FieldError[]): void {
  const v = stringAt(spec, k);
  if (v !== '') for (const m of isDNS1123Label(v)) errs.push(invalid(child(path, k), v, m));
}

/** validatePodHostNetworkDeps for a template: a set hostPort must equal containerPort. */
function hostNetworkPorts(spec: JsonObject, path: string, errs: FieldError[]): void {
  if (valueAt(spec, 'hostNetwork') !== true) return;
  for (const [i, c] of objects(listAt(spec, 'containers')))
    for (const [j, port] of objects(listAt(c, 'ports'))) {
      const hp = intAt(port, 'hostPort') ?? 0;
      if (hp !== 0 && hp !== (intAt(port, 'containerPort') ?? 0))
        errs.push(
          invalid(
            child(index(child(index(child(path, 'containers'), i), 'ports'), j), 'hostPort'),
            hp,
            'must match `containerPort` when `hostNetwork` is true',
          ),
        );
    }
}

/** validateHostUsers: a pod in its own user namespace shares no other host namespace. */
function hostUsers(spec: JsonObject, path: string, errs: FieldError[]): void {
  if (valueAt(spec, 'hostUsers') !== false) return;
  const why = 'when `pod.Spec.HostUsers` is false';
  // Go's own spelling of the last two paths.
  if (valueAt(spec, 'hostNetwork') === true) errs.push(forbidden(child(path, 'hostNetwork'), why));
  if (valueAt(spec, 'hostPID') === true) errs.push(forbidden(child(path, 'HostPID'), why));
  if (valueAt(spec, 'hostIPC') === true) errs.push(forbidden(child(path, 'HostIPC'), why));
}

function gates(spec: JsonObject, path: string, errs: FieldError[]): void {
  for (const [i, g] of objects(listAt(spec, 'readinessGates'))) {
    const t = stringAt(g, 'conditionType');
    for (const m of isQualifiedName(t))
      errs.push(invalid(child(index(child(path, 'readinessGates'), i), 'conditionType'), t, m));
  }
  const seen = new Set<string>();
  for (const [i, g] of objects(listAt(spec, 'schedulingGates'))) {
    const p = index(child(path, 'schedulingGates'), i);
    const name = stringAt(g, 'name');
    for (const m of isQualifiedName(name)) errs.push(invalid(p, name, m));
    if (seen.has(name)) errs.push(duplicate(p, name));
    seen.add(name);
  }
}

/** ValidatePodSpec's modelled part, in Go's order. */
export function validatePodSpec(spec: JsonObject, path: string, errs: FieldError[]): void {
  const volumes = validateVolumes(spec, child(path, 'volumes'), errs);
  validateContainers(spec, volumes, path, errs);
  hostNetworkPorts(spec, path, errs);
  const restart = stringAt(spec, 'restartPolicy');
  // Empty enums are defaulted before validation (Always, ClusterFirst): only set values are checked.
  if (restart !== '' && !RESTART_POLICIES.includes(restart))
    errs.push(notSupported(child(path, 'restartPolicy'), restart, RESTART_POLICIES));
  const dns = stringAt(spec, 'dnsPolicy');
  if (dns !== '' && !DNS_POLICIES.includes(dns))
    errs.push(notSupported(child(path, 'dnsPolicy'), dns, DNS_POLICIES));
  errs.push(...validateLabels(valueAt(spec, 'nodeSelector'), child(path, 'nodeSelector')));
  validatePodSecurityContext(spec, path, errs);
  validateAffinity(spec, child(path, 'affinity'), errs);
  gates(spec, path, errs);
  validateTopologySpread(
    listAt(spec, 'topologySpreadConstraints'),
    child(path, 'topologySpreadConstraints'),
    errs,
  );
  hostUsers(spec, path, errs);
  dnsSubdomainField(spec, 'serviceAccountName', path, errs);
  dnsSubdomainField(spec, 'nodeName', path, errs);
  const deadline = intAt(spec, 'activeDeadlineSeconds');
  if (deadline !== null && (deadline < 1 || deadline > MAX_INT32))
    errs.push(invalid(child(path, 'activeDeadlineSeconds'), deadline, inclusiveRangeError(1, MAX_INT32)));
  dnsLabelField(spec, 'hostname', path, errs);
  dnsLabelField(spec, 'subdomain', path, errs);
  validateTolerations(listAt(spec, 'tolerations'), child(path, 'tolerations'), errs);
  dnsSubdomainField(spec, 'priorityClassName', path, errs);
  const preemption = valueAt(spec, 'preemptionPolicy');
  if (typeof preemption === 'string' && !PREEMPTION_POLICIES.includes(preemption))
    errs.push(
      preemption === ''
        ? required(child(path, 'preemptionPolicy'))
        : notSupported(child(path, 'preemptionPolicy'), preemption, PREEMPTION_POLICIES),
    );
  const os = objectAt(spec, 'os');
  if (os !== undefined) {
    const name = stringAt(os, 'name');
    if (name === '') errs.push(required(child(path, 'os', 'name'), 'cannot be empty'));
    else if (name !== 'linux' && name !== 'windows')
      errs.push(notSupported(child(path, 'os'), name, ['linux', 'windows']));
  }
}

/** ValidatePodTemplateSpec: labels and annotations (on the template's path, as Go names them), then the pod spec. */
export function validatePodTemplate(
  template: JsonObject | undefined,
  path: string,
  errs: FieldError[],
): void {
  const meta = objectAt(template, 'metadata');
  errs.push(...validateLabels(valueAt(meta, 'labels'), child(path, 'labels')));
  errs.push(...validateAnnotations(valueAt(meta, 'annotations'), child(path, 'annotations')));
  const spec = objectAt(template, 'spec') ?? {};
  validatePodSpec(spec, child(path, 'spec'), errs);
  if (listAt(spec, 'ephemeralContainers').length > 0)
    errs.push(
      forbidden(
        child(path, 'spec', 'ephemeralContainers'),
        'ephemeral containers not allowed in pod template',
      ),
    );
}

/** The template's labels (an empty map when none). */
export function templateLabels(template: JsonObject | undefined): JsonObject {
  return objectAt(objectAt(template, 'metadata'), 'labels') ?? {};
}
