// What some kinds' PrepareForCreate adds to a new object besides clearing its
// status and setting generation (kubernetes pkg/registry/<group>/<kind>/strategy.go,
// Kubernetes 1.35, feature gates at their defaults):
// - Job (batch/job/strategy.go generateSelectorIfNeeded): unless
//   spec.manualSelector is true, the pod template gets the labels
//   `batch.kubernetes.io/job-name` and `job-name` (the Job's name) and
//   `batch.kubernetes.io/controller-uid` and `controller-uid` (its uid), each only
//   when absent, and spec.selector.matchLabels gets
//   `batch.kubernetes.io/controller-uid` when absent;
// - Pod (core/pod/strategy.go): its status and what pod-create.ts says;
// - PersistentVolume (core/persistentvolume/strategy.go): status.phase Pending and
//   lastPhaseTransitionTime the create time (PersistentVolumeLastPhaseTransitionTime, GA);
// - Namespace (core/namespace/strategy.go): status.phase Active and the
//   `kubernetes` finalizer in spec.finalizers;
// - CustomResourceDefinition (apiextensions-apiserver customresourcedefinition/strategy.go):
//   status.storedVersions = [the version with storage: true];
// - Service: what its REST storage's beginCreate computes (service.ts).

import { isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { getAt, withAt } from './paths.ts';
import { podCreate } from './pod-create.ts';
import { serviceCreate } from './service.ts';

export type CreateRule = 'pod' | 'namespace' | 'crd' | 'job' | 'service' | 'persistentvolume';

/** The created object's uid and name and the request's time: what a create rule reads. */
export interface CreateContext {
  uid: string;
  name: string;
  now: string;
  /** The object as written, before defaulting; absent when it was not defaulted. */
  written?: JsonObject;
}

function stringMap(v: JsonValue | undefined): JsonObject {
  return isObject(v) ? v : {};
}

function withDefaultKeys(map: JsonValue | undefined, entries: [string, string][]): JsonObject | null {
  const m = stringMap(map);
  const missing = entries.filter(([k]) => !Object.hasOwn(m, k));
  if (missing.length === 0 && isObject(map)) return null;
  const out: JsonObject = { ...m };
  for (const [k, v] of missing) setOwn(out, k, v);
  return out;
}

export const JOB_NAME_LABELS = ['job-name', 'batch.kubernetes.io/job-name'];
export const CONTROLLER_UID_LABELS = ['controller-uid', 'batch.kubernetes.io/controller-uid'];
export const CONTROLLER_UID_SELECTOR = 'batch.kubernetes.io/controller-uid';

// SetDefaults_Job gives a Job without labels its template's labels map itself (a Go
// map is shared, not copied, and nothing copies the object between defaulting and
// PrepareForCreate), so the labels generateSelector adds to the template are the
// Job's too. It shares the map only when the template had one (labels written,
// even empty) and the Job had none.
function sharesTemplateLabels(written: JsonObject | undefined): boolean {
  if (written === undefined) return false;
  const own = getAt(written, ['metadata', 'labels']);
  if (isObject(own) && Object.keys(own).length > 0) return false;
  return isObject(getAt(written, ['spec', 'template', 'metadata', 'labels']));
}

function jobSelector(job: JsonObject, c: CreateContext): JsonObject {
  if (getAt(job, ['spec', 'manualSelector']) === true) return job;
  let out = job;
  const labels = withDefaultKeys(getAt(job, ['spec', 'template', 'metadata', 'labels']), [
    ...JOB_NAME_LABELS.map((k): [string, string] => [k, c.name]),
    ...CONTROLLER_UID_LABELS.map((k): [string, string] => [k, c.uid]),
  ]);
  if (labels !== null) {
    out = withAt(out, ['spec', 'template', 'metadata', 'labels'], labels);
    if (sharesTemplateLabels(c.written)) out = withAt(out, ['metadata', 'labels'], labels);
  }
  const match = withDefaultKeys(getAt(out, ['spec', 'selector', 'matchLabels']), [
    [CONTROLLER_UID_SELECTOR, c.uid],
  ]);
  if (match !== null) out = withAt(out, ['spec', 'selector', 'matchLabels'], match);
  return out;
}

// customresourcedefinition/strategy.go PrepareForCreate: the first version with storage: true.
function storageVersions(crd: JsonObject): JsonValue[] {
  const versions = getAt(crd, ['spec', 'versions']);
  for (const v of Array.isArray(versions) ? versions : []) {
    if (isObject(v) && v.storage === true) return typeof v.name === 'string' ? [v.name] : [];
  }
  return [];
}

function namespaceCreate(ns: JsonObject): JsonObject {
  let out = withAt(ns, ['status'], { phase: 'Active' });
  const fin = getAt(out, ['spec', 'finalizers']);
  const list = Array.isArray(fin) ? fin : [];
  if (!list.includes('kubernetes')) out = withAt(out, ['spec', 'finalizers'], [...list, 'kubernetes']);
  return out;
}

/** `obj` (its status already cleared) with what the kind's PrepareForCreate adds. */
export function applyCreateRule(rule: CreateRule, obj: JsonObject, c: CreateContext): JsonObject {
  switch (rule) {
    case 'pod':
      return podCreate(obj, c.now);
    case 'job':
      return jobSelector(obj, c);
    case 'namespace':
      return namespaceCreate(obj);
    case 'crd':
      return withAt(obj, ['status'], { storedVersions: storageVersions(obj) });
    case 'service':
      return serviceCreate(obj);
    case 'persistentvolume':
      return withAt(obj, ['status'], { phase: 'Pending', lastPhaseTransitionTime: c.now });
  }
}
