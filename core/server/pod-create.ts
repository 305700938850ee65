// What a Pod's PrepareForCreate adds (kubernetes pkg/registry/core/pod/strategy.go,
// Kubernetes 1.35, feature gates at their defaults): the status {phase: Pending,
// qosClass} (qos.ts), the PodScheduled condition False with reason SchedulingGated
// for a Pod with scheduling gates (applySchedulingGatedCondition), one
// matchExpression per matchLabelKeys / mismatchLabelKeys key the Pod's labels
// have in pod (anti-)affinity terms and topology spread constraints
// (mutatePodAffinity, mutateTopologySpreadConstraints), and a container's
// deprecated AppArmor annotation as its securityContext.appArmorProfile
// (applyAppArmorVersionSkew).

import { utf8Length } from '../base64.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { getAt, withAt } from './paths.ts';
import { podQOS } from './qos.ts';

function stringMap(v: JsonValue | undefined): JsonObject {
  return isObject(v) ? v : {};
}

const SCHEDULING_GATED = {
  type: 'PodScheduled',
  status: 'False',
  reason: 'SchedulingGated',
  message: 'Scheduling is blocked due to non-empty scheduling gates',
};

/** A selector with `key In/NotIn [value]` added for each key the labels have. */
function withLabelKeys(
  selector: JsonObject,
  keys: JsonValue | undefined,
  operator: string,
  labels: JsonObject,
): JsonObject {
  if (!Array.isArray(keys)) return selector;
  let out = selector;
  for (const key of keys) {
    if (typeof key !== 'string' || !Object.hasOwn(labels, key)) continue;
    const value = labels[key];
    const exprs = getOwn(out, 'matchExpressions');
    const list = Array.isArray(exprs) ? exprs : [];
    out = withAt(out, ['matchExpressions'], [...list, { key, operator, values: [value] }]);
  }
  return out;
}

function affinityTerm(term: JsonValue, labels: JsonObject): JsonValue {
  if (!isObject(term)) return term;
  const sel = getOwn(term, 'labelSelector');
  if (!isObject(sel)) return term;
  let s = withLabelKeys(sel, getOwn(term, 'matchLabelKeys'), 'In', labels);
  s = withLabelKeys(s, getOwn(term, 'mismatchLabelKeys'), 'NotIn', labels);
  return s === sel ? term : withAt(term, ['labelSelector'], s);
}

function mapList(v: JsonValue | undefined, f: (x: JsonValue) => JsonValue): JsonValue[] | null {
  if (!Array.isArray(v)) return null;
  let changed = false;
  const out = v.map((x) => {
    const y = f(x);
    if (y !== x) changed = true;
    return y;
  });
  return changed ? out : null;
}

function podMutations(pod: JsonObject): JsonObject {
  const labels = stringMap(getAt(pod, ['metadata', 'labels']));
  let out = pod;
  for (const which of ['podAffinity', 'podAntiAffinity']) {
    const required = ['spec', 'affinity', which, 'requiredDuringSchedulingIgnoredDuringExecution'];
    const r = mapList(getAt(out, required), (t) => affinityTerm(t, labels));
    if (r !== null) out = withAt(out, required, r);
    const preferred = ['spec', 'affinity', which, 'preferredDuringSchedulingIgnoredDuringExecution'];
    const p = mapList(getAt(out, preferred), (w) => {
      if (!isObject(w)) return w;
      const t = getOwn(w, 'podAffinityTerm');
      const nt = affinityTerm(t ?? null, labels);
      return nt === t || t === undefined ? w : withAt(w, ['podAffinityTerm'], nt);
    });
    if (p !== null) out = withAt(out, preferred, p);
  }
  const spread = mapList(getAt(out, ['spec', 'topologySpreadConstraints']), (c) => {
    if (!isObject(c)) return c;
    const sel = getOwn(c, 'labelSelector');
    if (!isObject(sel)) return c;
    const s = withLabelKeys(sel, getOwn(c, 'matchLabelKeys'), 'In', labels);
    return s === sel ? c : withAt(c, ['labelSelector'], s);
  });
  if (spread !== null) out = withAt(out, ['spec', 'topologySpreadConstraints'], spread);
  return out;
}

const APPARMOR_ANNOTATION = 'container.apparmor.security.beta.kubernetes.io/';
// ValidateAppArmorProfileField: PATH_MAX - 1 bytes.
const MAX_LOCALHOST_PROFILE = 4095;

/** podutil.ApparmorFieldForAnnotation, kept only when ValidateAppArmorProfileField accepts it. */
function appArmorField(annotation: string): JsonObject | null {
  if (annotation === 'unconfined') return { type: 'Unconfined' };
  if (annotation === 'runtime/default') return { type: 'RuntimeDefault' };
  if (!annotation.startsWith('localhost/')) return null;
  const profile = annotation.slice('localhost/'.length);
  if (profile === '' || profile.trim() !== profile) return null;
  if (utf8Length(profile) > MAX_LOCALHOST_PROFILE) return null;
  return { type: 'Localhost', localhostProfile: profile };
}

// applyAppArmorVersionSkew: a container's deprecated AppArmor annotation becomes its
// securityContext.appArmorProfile when it has none and the value differs from the pod's.
function appArmorFromAnnotations(pod: JsonObject): JsonObject {
  if (getAt(pod, ['spec', 'os', 'name']) === 'windows') return pod;
  const annotations = getAt(pod, ['metadata', 'annotations']);
  if (!isObject(annotations)) return pod;
  const podProfile = getAt(pod, ['spec', 'securityContext', 'appArmorProfile']);
  let out = pod;
  for (const kind of ['containers', 'initContainers', 'ephemeralContainers']) {
    const list = mapList(getAt(out, ['spec', kind]), (ctr) => {
      if (!isObject(ctr) || typeof ctr.name !== 'string') return ctr;
      const value = getOwn(annotations, APPARMOR_ANNOTATION + ctr.name);
      if (typeof value !== 'string' || getAt(ctr, ['securityContext', 'appArmorProfile']) !== undefined)
        return ctr;
      const field = appArmorField(value);
      if (field === null || deepEqual(field, podProfile)) return ctr;
      return withAt(ctr, ['securityContext', 'appArmorProfile'], field);
    });
    if (list !== null) out = withAt(out, ['spec', kind], list);
  }
  return out;
}

/** The Pod as its PrepareForCreate leaves it; `now` stamps the SchedulingGated condition. */
export function podCreate(pod: JsonObject, now: string): JsonObject {
  const status: JsonObject = { phase: 'Pending' };
  const gates = getAt(pod, ['spec', 'schedulingGates']);
  if (Array.isArray(gates) && gates.length > 0)
    status.conditions = [{ ...SCHEDULING_GATED, lastTransitionTime: now }];
  status.qosClass = podQOS(pod);
  return withAt(appArmorFromAnnotations(podMutations(pod)), ['status'], status);
}
