// What serializing a built-in object as a Go struct adds: kube-apiserver decodes
// every object into its Go type and answers (and stores) that struct encoded
// again, so a field the encoder never omits is there even when nobody wrote it.
// encoding/json and runtime.DefaultUnstructuredConverter.ToUnstructured
// (k8s.io/apimachinery pkg/runtime/converter.go, structToUnstructured: `omitempty`
// skips only empty strings, numbers, bools, maps, slices and nil pointers, and
// `omitzero` zero values) agree on the rule, per field of the Go type
// (k8s.io/api at v0.35):
//
// - a non-pointer struct is always written, `{}` when empty (`resources: {}` in
//   every container, `status: {}`, a template's `metadata: {}`): the OpenAPI
//   documents mark exactly these fields `default: {}` (openapi-gen gives every
//   non-pointer struct field the zero default), so the schema's `Field.default`
//   drives this;
// - a string, number or bool without `omitempty` is written as "", 0 or false:
//   openapi-gen gives those a zero `default` too, but also fields that carry a
//   declarative `+default` zero marker and `omitempty` (NOT_EMITTED below);
// - a slice without `omitempty`, a non-pointer metav1.Time or RawExtension is
//   written as null, a non-pointer resource.Quantity as "0", an IntOrString as 0:
//   the schema has no mark for these, so they are listed (ALSO_EMITTED).
//
// `metadata.creationTimestamp` is `omitempty,omitzero` since Kubernetes 1.34
// (apimachinery pkg/apis/meta/v1/types.go, "Omit null metadata.creationTimestamp"),
// so a pod template no longer shows `creationTimestamp: null`; nothing else of
// ObjectMeta is always written. Custom resources are unstructured: none of this.
//
// Each type's plan is compiled once, on first use.

import type { MapType, TypeNode } from '../schema/model.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';

const API = 'io.k8s.api.';

// Zero `default`s that are `+default` markers on `omitempty` fields (k8s.io/api
// core/v1/types.go, autoscaling/v1/types.go): never written when zero.
const NOT_EMITTED = new Set([
  'autoscaling.v1.ScaleSpec.replicas',
  'core.v1.AzureDiskVolumeSource.readOnly',
  'core.v1.ConfigMapEnvSource.name',
  'core.v1.ConfigMapKeySelector.name',
  'core.v1.ConfigMapProjection.name',
  'core.v1.ConfigMapVolumeSource.name',
  'core.v1.FileKeySelector.optional',
  'core.v1.GRPCAction.service',
  'core.v1.LocalObjectReference.name',
  'core.v1.ReplicationControllerSpec.minReadySeconds',
  'core.v1.SecretEnvSource.name',
  'core.v1.SecretKeySelector.name',
  'core.v1.SecretProjection.name',
]);

// Fields written with no schema mark: `name` is null, `name=<json>` another value.
// From the json tags of k8s.io/api v0.35 (slices without omitempty, non-pointer
// metav1.Time, RawExtension, resource.Quantity, intstr.IntOrString), the served
// definitions only, list kinds left out; definitions of io.k8s.api unless named in full.
const ALSO_EMITTED: readonly (readonly [string, string])[] = [
  ['admissionregistration.v1.MutatingWebhook', 'admissionReviewVersions'],
  ['admissionregistration.v1.ValidatingWebhook', 'admissionReviewVersions'],
  ['apiserverinternal.v1alpha1.StorageVersionCondition', 'lastTransitionTime'],
  ['apps.v1.ControllerRevision', 'data'],
  ['apps.v1.DaemonSetCondition', 'lastTransitionTime'],
  ['apps.v1.DeploymentCondition', 'lastUpdateTime lastTransitionTime'],
  ['apps.v1.ReplicaSetCondition', 'lastTransitionTime'],
  ['apps.v1.StatefulSetCondition', 'lastTransitionTime'],
  ['authentication.v1.TokenRequestSpec', 'audiences'],
  ['authentication.v1.TokenRequestStatus', 'expirationTimestamp'],
  ['authorization.v1.NonResourceRule', 'verbs'],
  ['authorization.v1.ResourceRule', 'verbs'],
  ['authorization.v1.SubjectRulesReviewStatus', 'resourceRules nonResourceRules'],
  ['autoscaling.v2.HorizontalPodAutoscalerCondition', 'lastTransitionTime'],
  ['autoscaling.v2.HorizontalPodAutoscalerStatus', 'currentMetrics'],
  ['batch.v1.JobCondition', 'lastProbeTime lastTransitionTime'],
  ['batch.v1.PodFailurePolicy', 'rules'],
  ['batch.v1.PodFailurePolicyOnExitCodesRequirement', 'values'],
  ['batch.v1.SuccessPolicy', 'rules'],
  ['certificates.v1.CertificateSigningRequestCondition', 'lastUpdateTime lastTransitionTime'],
  ['certificates.v1.CertificateSigningRequestSpec', 'request'],
  ['certificates.v1beta1.PodCertificateRequestSpec', 'pkixPublicKey proofOfPossession'],
  ['core.v1.CephFSPersistentVolumeSource', 'monitors'],
  ['core.v1.CephFSVolumeSource', 'monitors'],
  ['core.v1.ContainerImage', 'names'],
  ['core.v1.ContainerStateRunning', 'startedAt'],
  ['core.v1.ContainerStateTerminated', 'startedAt finishedAt'],
  ['core.v1.Event', 'firstTimestamp lastTimestamp eventTime'],
  ['core.v1.EventSeries', 'lastObservedTime'],
  ['core.v1.HTTPGetAction', 'port=0'],
  ['core.v1.LimitRangeSpec', 'limits'],
  ['core.v1.NamespaceCondition', 'lastTransitionTime'],
  ['core.v1.NodeCondition', 'lastHeartbeatTime lastTransitionTime'],
  ['core.v1.NodeSelector', 'nodeSelectorTerms'],
  ['core.v1.PersistentVolumeClaimCondition', 'lastProbeTime lastTransitionTime'],
  ['core.v1.PodCondition', 'lastProbeTime lastTransitionTime'],
  ['core.v1.PodExtendedResourceClaimStatus', 'requestMappings'],
  ['core.v1.PodSpec', 'containers'],
  ['core.v1.ProjectedVolumeSource', 'sources'],
  ['core.v1.RBDPersistentVolumeSource', 'monitors'],
  ['core.v1.RBDVolumeSource', 'monitors'],
  ['core.v1.ReplicationControllerCondition', 'lastTransitionTime'],
  ['core.v1.ResourceFieldSelector', 'divisor="0"'],
  ['core.v1.ServicePort', 'targetPort=0'],
  ['core.v1.TCPSocketAction', 'port=0'],
  ['core.v1.TopologySelectorLabelRequirement', 'values'],
  ['discovery.v1.Endpoint', 'addresses'],
  ['discovery.v1.EndpointSlice', 'endpoints ports'],
  ['events.v1.Event', 'eventTime deprecatedFirstTimestamp deprecatedLastTimestamp'],
  ['events.v1.EventSeries', 'lastObservedTime'],
  ['flowcontrol.v1.FlowSchemaCondition', 'lastTransitionTime'],
  ['flowcontrol.v1.NonResourcePolicyRule', 'verbs nonResourceURLs'],
  ['flowcontrol.v1.PolicyRulesWithSubjects', 'subjects'],
  ['flowcontrol.v1.PriorityLevelConfigurationCondition', 'lastTransitionTime'],
  ['flowcontrol.v1.ResourcePolicyRule', 'verbs apiGroups resources namespaces'],
  ['networking.v1.HTTPIngressRuleValue', 'paths'],
  ['rbac.v1.ClusterRole', 'rules'],
  ['rbac.v1.PolicyRule', 'verbs'],
  ['rbac.v1.Role', 'rules'],
  ['resource.v1.AllocatedDeviceStatus', 'conditions'],
  ['resource.v1.Counter', 'value="0"'],
  ['resource.v1.DeviceCapacity', 'value="0"'],
  ['resource.v1.DeviceClaim', 'requests'],
  ['resource.v1.OpaqueDeviceConfiguration', 'parameters'],
  ['resource.v1beta1.AllocatedDeviceStatus', 'conditions'],
  ['resource.v1beta1.Counter', 'value="0"'],
  ['resource.v1beta1.DeviceCapacity', 'value="0"'],
  ['resource.v1beta1.DeviceClaim', 'requests'],
  ['resource.v1beta1.OpaqueDeviceConfiguration', 'parameters'],
  ['resource.v1beta2.AllocatedDeviceStatus', 'conditions'],
  ['resource.v1beta2.Counter', 'value="0"'],
  ['resource.v1beta2.DeviceCapacity', 'value="0"'],
  ['resource.v1beta2.DeviceClaim', 'requests'],
  ['resource.v1beta2.OpaqueDeviceConfiguration', 'parameters'],
  ['scheduling.v1alpha1.WorkloadSpec', 'podGroups'],
  ['storage.v1.CSINodeDriver', 'topologyKeys'],
  ['storage.v1.CSINodeSpec', 'drivers'],
  ['storage.v1.VolumeError', 'time'],
  // k8s.io/apiextensions-apiserver pkg/apis/apiextensions/v1/types.go
  [
    'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus',
    'conditions storedVersions',
  ],
  [
    'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionCondition',
    'lastTransitionTime',
  ],
];

const alsoEmitted = new Map<string, readonly (readonly [string, JsonValue])[]>(
  ALSO_EMITTED.map(([def, fields]) => [
    def.startsWith('io.') ? def : API + def,
    fields.split(' ').map((f) => {
      const eq = f.indexOf('=');
      return eq < 0
        ? ([f, null] as const)
        : ([f.slice(0, eq), JSON.parse(f.slice(eq + 1)) as JsonValue] as const);
    }),
  ]),
);

const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

interface Step {
  name: string;
  /** The zero value written when the field is absent or null (undefined: none). */
  zero: JsonValue | undefined;
  /** The plan of the struct the field holds, or of its list items or map values. */
  plan: Plan | null;
  shape: 'struct' | 'list' | 'map';
}

interface Plan {
  steps: Step[];
}

const plans = new WeakMap<TypeNode, Plan | null>();

function isZeroScalar(v: JsonValue | undefined): boolean {
  return v === '' || v === 0 || v === false;
}

function isEmptyStructDefault(v: JsonValue | undefined): boolean {
  return isObject(v) && Object.keys(v).length === 0;
}

/** The plan of a struct type, null when serializing it never adds anything. */
function planOf(t: TypeNode): Plan | null {
  const m = t.map;
  if (m === null || t.name === OBJECT_META) return null;
  const hit = plans.get(t);
  if (hit !== undefined) return hit;
  // Registered before it is compiled: a recursive schema reaches this same plan.
  const plan: Plan = { steps: [] };
  plans.set(t, plan);
  compile(t, m, plan);
  if (plan.steps.length > 0) return plan;
  plans.set(t, null);
  return null;
}

function compile(t: TypeNode, m: MapType, plan: Plan): void {
  const def = t.name.startsWith(API) ? t.name.slice(API.length) : '';
  const listed = alsoEmitted.get(t.name);
  for (const f of m.fields.values()) {
    const d = f.default;
    let zero: JsonValue | undefined;
    if (isEmptyStructDefault(d)) zero = {};
    else if (isZeroScalar(d) && !NOT_EMITTED.has(`${def}.${f.name}`)) zero = d;
    else zero = listed?.find(([n]) => n === f.name)?.[1];
    const ft = f.type;
    let inner: Plan | null = null;
    let shape: Step['shape'] = 'struct';
    if (ft.map !== null) {
      inner = planOf(ft);
      if (inner === null && ft.map.elem !== null && ft.map.fields.size === 0) {
        inner = planOf(ft.map.elem);
        shape = 'map';
      }
    } else if (ft.list !== null) {
      inner = planOf(ft.list.elem);
      shape = 'list';
    }
    if (zero !== undefined || inner !== null) plan.steps.push({ name: f.name, zero, plan: inner, shape });
  }
}

function fillStruct(o: JsonObject, plan: Plan): JsonObject {
  let out: JsonObject | null = null;
  for (const s of plan.steps) {
    const v = ownValue(o, s.name);
    let r: JsonValue;
    if (v === undefined || v === null) {
      if (s.zero === undefined || (v === null && s.zero === null)) continue;
      r = isObject(s.zero) ? {} : s.zero;
      if (s.plan !== null && s.shape === 'struct' && isObject(r)) r = fillStruct(r, s.plan);
    } else if (s.plan === null) continue;
    else if (s.shape === 'struct') r = isObject(v) ? fillStruct(v, s.plan) : v;
    else if (s.shape === 'list') r = Array.isArray(v) ? fillList(v, s.plan) : v;
    else r = isObject(v) ? fillValues(v, s.plan) : v;
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, s.name, r);
  }
  return out ?? o;
}

function fillList(l: JsonValue[], plan: Plan): JsonValue[] {
  let out: JsonValue[] | null = null;
  for (let i = 0; i < l.length; i++) {
    const it = l[i];
    if (!isObject(it)) continue;
    const r = fillStruct(it, plan);
    if (r === it) continue;
    if (out === null) out = l.slice();
    out[i] = r;
  }
  return out ?? l;
}

function fillValues(o: JsonObject, plan: Plan): JsonObject {
  let out: JsonObject | null = null;
  for (const k of Object.keys(o)) {
    const v = ownValue(o, k);
    if (!isObject(v)) continue;
    const r = fillStruct(v, plan);
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, k, r);
  }
  return out ?? o;
}

/**
 * `obj` as the API server serializes its Go struct: every field the encoder
 * always writes and `obj` lacks (or has as null) added with its zero value, by
 * `root`, the schema of a built-in kind. Returns `obj` itself when nothing is
 * added, else a copy sharing every subtree it did not change.
 */
export function serialized(obj: JsonObject, root: TypeNode): JsonObject {
  const plan = planOf(root);
  return plan === null ? obj : fillStruct(obj, plan);
}

const empties = new WeakMap<TypeNode, Map<string, JsonObject>>();

/**
 * The empty object of a built-in kind as the API server serializes it (its Go
 * type's New(): `metadata: {}`, the empty structs of spec and status), made once
 * per type and shared: callers must not change it.
 */
export function emptyObject(apiVersion: string, kind: string, root: TypeNode): JsonObject {
  let byKind = empties.get(root);
  if (byKind === undefined) {
    byKind = new Map();
    empties.set(root, byKind);
  }
  const key = `${apiVersion} ${kind}`;
  let out = byKind.get(key);
  if (out === undefined) {
    out = serialized({ apiVersion, kind, metadata: {} }, root);
    byKind.set(key, out);
  }
  return out;
}
