// What serializing a built-in object as a Go struct does to it: kube-apiserver
// decodes every object into its Go type and answers (and stores) that struct
// encoded again, so a field the encoder always writes is there even when nobody
// wrote it, and one it leaves out when empty is gone even when somebody wrote it.
// encoding/json and runtime.DefaultUnstructuredConverter.ToUnstructured
// (k8s.io/apimachinery pkg/runtime/converter.go, structToUnstructured: `omitempty`
// skips only empty strings, numbers, bools, maps, slices and nil pointers, and
// `omitzero` zero values) agree on the rule, per field of the Go type
// (k8s.io/api at v0.35):
//
// - a non-pointer struct is always written, `{}` when empty (`resources: {}` in
//   every container, `status: {}`, a template's `metadata: {}`); null decodes to
//   the empty struct. The OpenAPI documents mark exactly these fields
//   `default: {}` (openapi-gen gives every non-pointer struct field the zero
//   default), so the schema's `Field.default` drives this;
// - a string, number or bool without `omitempty` is written as "", 0 or false:
//   openapi-gen gives those a zero `default` too, but also fields that carry a
//   declarative `+default` zero marker and `omitempty` (NOT_EMITTED below);
// - a slice without `omitempty`, a non-pointer metav1.Time or RawExtension is
//   written as null, a non-pointer resource.Quantity as "0", an IntOrString as 0:
//   the schema has no mark for these, so they are listed (ALSO_EMITTED);
// - everything else is a pointer or `omitempty`: null is never written, and
//   "", 0, false, [] and a map's {} are not written unless the field is a
//   pointer (POINTERS lists the pointer scalars; slices and maps never are).
//
// `metadata.creationTimestamp` is `omitempty,omitzero` since Kubernetes 1.34
// (apimachinery pkg/apis/meta/v1/types.go, "Omit null metadata.creationTimestamp"),
// so a pod template no longer shows `creationTimestamp: null`; nothing of
// ObjectMeta is always written. Groups outside k8s.io/api (apiextensions,
// apiregistration, meta) were not read field by field: their scalars lose only
// null. Custom resources are unstructured: none of this.
//
// ALSO_EMITTED and POINTERS (but the apiextensions entries) are what
// scripts/serialized-tables.ts prints from k8s.io/api v0.35.7. Each type's plan is
// compiled once, on first use.

import type { Field, MapType, TypeNode } from '../schema/model.ts';
import { ownKeysOf } from '../typed/operation.ts';
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

// Scalars held by pointers (k8s.io/api v0.35 json tags, `*string`, `*int32`, `*bool`, ...):
// a zero value is written, only null is not. Every other scalar of these definitions
// without a zero `default` is a non-pointer `omitempty` one: "", 0 and false are not written.
const POINTERS: readonly (readonly [string, string])[] = [
  ['admissionregistration.v1.MatchResources', 'matchPolicy'],
  [
    'admissionregistration.v1.MutatingWebhook',
    'failurePolicy matchPolicy sideEffects timeoutSeconds reinvocationPolicy',
  ],
  ['admissionregistration.v1.NamedRuleWithOperations', 'scope'],
  ['admissionregistration.v1.ParamRef', 'parameterNotFoundAction'],
  ['admissionregistration.v1.RuleWithOperations', 'scope'],
  ['admissionregistration.v1.ServiceReference', 'path port'],
  ['admissionregistration.v1.ValidatingAdmissionPolicySpec', 'failurePolicy'],
  ['admissionregistration.v1.ValidatingWebhook', 'failurePolicy matchPolicy sideEffects timeoutSeconds'],
  ['admissionregistration.v1.WebhookClientConfig', 'url'],
  ['admissionregistration.v1alpha1.MatchResources', 'matchPolicy'],
  ['admissionregistration.v1alpha1.MutatingAdmissionPolicySpec', 'failurePolicy'],
  ['admissionregistration.v1alpha1.ParamRef', 'parameterNotFoundAction'],
  ['admissionregistration.v1beta1.MatchResources', 'matchPolicy'],
  ['admissionregistration.v1beta1.MutatingAdmissionPolicySpec', 'failurePolicy'],
  ['admissionregistration.v1beta1.ParamRef', 'parameterNotFoundAction'],
  ['apiserverinternal.v1alpha1.StorageVersionStatus', 'commonEncodingVersion'],
  ['apps.v1.DaemonSetSpec', 'revisionHistoryLimit'],
  ['apps.v1.DaemonSetStatus', 'collisionCount'],
  ['apps.v1.DeploymentSpec', 'replicas revisionHistoryLimit progressDeadlineSeconds'],
  ['apps.v1.DeploymentStatus', 'terminatingReplicas collisionCount'],
  ['apps.v1.ReplicaSetSpec', 'replicas'],
  ['apps.v1.ReplicaSetStatus', 'terminatingReplicas'],
  ['apps.v1.RollingUpdateStatefulSetStrategy', 'partition'],
  ['apps.v1.StatefulSetSpec', 'replicas revisionHistoryLimit'],
  ['apps.v1.StatefulSetStatus', 'collisionCount'],
  ['authentication.v1.TokenRequestSpec', 'expirationSeconds'],
  ['autoscaling.v1.HorizontalPodAutoscalerSpec', 'minReplicas targetCPUUtilizationPercentage'],
  ['autoscaling.v1.HorizontalPodAutoscalerStatus', 'observedGeneration currentCPUUtilizationPercentage'],
  ['autoscaling.v2.HPAScalingRules', 'stabilizationWindowSeconds selectPolicy'],
  ['autoscaling.v2.HorizontalPodAutoscalerSpec', 'minReplicas'],
  ['autoscaling.v2.HorizontalPodAutoscalerStatus', 'observedGeneration'],
  ['autoscaling.v2.MetricTarget', 'averageUtilization'],
  ['autoscaling.v2.MetricValueStatus', 'averageUtilization'],
  [
    'batch.v1.CronJobSpec',
    'timeZone startingDeadlineSeconds suspend successfulJobsHistoryLimit failedJobsHistoryLimit',
  ],
  [
    'batch.v1.JobSpec',
    'parallelism completions activeDeadlineSeconds backoffLimit backoffLimitPerIndex maxFailedIndexes manualSelector ttlSecondsAfterFinished completionMode suspend podReplacementPolicy managedBy',
  ],
  ['batch.v1.JobStatus', 'terminating failedIndexes ready'],
  ['batch.v1.PodFailurePolicyOnExitCodesRequirement', 'containerName'],
  ['batch.v1.SuccessPolicyRule', 'succeededIndexes succeededCount'],
  ['certificates.v1.CertificateSigningRequestSpec', 'expirationSeconds'],
  ['certificates.v1beta1.PodCertificateRequestSpec', 'maxExpirationSeconds'],
  [
    'coordination.v1.LeaseSpec',
    'holderIdentity leaseDurationSeconds leaseTransitions strategy preferredHolder',
  ],
  ['core.v1.AppArmorProfile', 'localhostProfile'],
  ['core.v1.AzureDiskVolumeSource', 'cachingMode fsType readOnly kind'],
  ['core.v1.AzureFilePersistentVolumeSource', 'secretNamespace'],
  ['core.v1.CSIVolumeSource', 'readOnly fsType'],
  ['core.v1.ClientIPConfig', 'timeoutSeconds'],
  ['core.v1.ClusterTrustBundleProjection', 'name signerName optional'],
  ['core.v1.ConfigMap', 'immutable'],
  ['core.v1.ConfigMapEnvSource', 'optional'],
  ['core.v1.ConfigMapKeySelector', 'optional'],
  ['core.v1.ConfigMapProjection', 'optional'],
  ['core.v1.ConfigMapVolumeSource', 'defaultMode optional'],
  ['core.v1.Container', 'restartPolicy'],
  ['core.v1.ContainerStatus', 'started stopSignal'],
  ['core.v1.DownwardAPIVolumeFile', 'mode'],
  ['core.v1.DownwardAPIVolumeSource', 'defaultMode'],
  ['core.v1.EndpointAddress', 'nodeName'],
  ['core.v1.EndpointPort', 'appProtocol'],
  ['core.v1.EphemeralContainer', 'restartPolicy'],
  ['core.v1.FCVolumeSource', 'lun'],
  ['core.v1.FileKeySelector', 'optional'],
  ['core.v1.GRPCAction', 'service'],
  ['core.v1.GlusterfsPersistentVolumeSource', 'endpointsNamespace'],
  ['core.v1.HostPathVolumeSource', 'type'],
  ['core.v1.ISCSIPersistentVolumeSource', 'initiatorName'],
  ['core.v1.ISCSIVolumeSource', 'initiatorName'],
  ['core.v1.KeyToPath', 'mode'],
  ['core.v1.Lifecycle', 'stopSignal'],
  ['core.v1.LoadBalancerIngress', 'ipMode'],
  ['core.v1.LocalVolumeSource', 'fsType'],
  ['core.v1.NodeFeatures', 'supplementalGroupsPolicy'],
  ['core.v1.NodeRuntimeHandlerFeatures', 'recursiveReadOnlyMounts userNamespaces'],
  ['core.v1.NodeSwapStatus', 'capacity'],
  ['core.v1.PersistentVolumeClaimSpec', 'storageClassName volumeMode volumeAttributesClassName'],
  ['core.v1.PersistentVolumeClaimStatus', 'currentVolumeAttributesClassName'],
  ['core.v1.PersistentVolumeSpec', 'volumeMode volumeAttributesClassName'],
  ['core.v1.PodCertificateProjection', 'maxExpirationSeconds'],
  ['core.v1.PodDNSConfigOption', 'value'],
  ['core.v1.PodResourceClaim', 'resourceClaimName resourceClaimTemplateName'],
  ['core.v1.PodResourceClaimStatus', 'resourceClaimName'],
  [
    'core.v1.PodSecurityContext',
    'runAsUser runAsGroup runAsNonRoot supplementalGroupsPolicy fsGroup fsGroupChangePolicy seLinuxChangePolicy',
  ],
  [
    'core.v1.PodSpec',
    'terminationGracePeriodSeconds activeDeadlineSeconds automountServiceAccountToken shareProcessNamespace priority runtimeClassName enableServiceLinks preemptionPolicy setHostnameAsFQDN hostUsers hostnameOverride',
  ],
  ['core.v1.PortStatus', 'error'],
  ['core.v1.Probe', 'terminationGracePeriodSeconds'],
  ['core.v1.ProjectedVolumeSource', 'defaultMode'],
  ['core.v1.ReplicationControllerSpec', 'replicas'],
  ['core.v1.SeccompProfile', 'localhostProfile'],
  ['core.v1.Secret', 'immutable'],
  ['core.v1.SecretEnvSource', 'optional'],
  ['core.v1.SecretKeySelector', 'optional'],
  ['core.v1.SecretProjection', 'optional'],
  ['core.v1.SecretVolumeSource', 'defaultMode optional'],
  [
    'core.v1.SecurityContext',
    'privileged runAsUser runAsGroup runAsNonRoot readOnlyRootFilesystem allowPrivilegeEscalation procMount',
  ],
  ['core.v1.ServiceAccount', 'automountServiceAccountToken'],
  ['core.v1.ServiceAccountTokenProjection', 'expirationSeconds'],
  ['core.v1.ServicePort', 'appProtocol'],
  [
    'core.v1.ServiceSpec',
    'ipFamilyPolicy allocateLoadBalancerNodePorts loadBalancerClass internalTrafficPolicy trafficDistribution',
  ],
  ['core.v1.Toleration', 'tolerationSeconds'],
  ['core.v1.TopologySpreadConstraint', 'minDomains nodeAffinityPolicy nodeTaintsPolicy'],
  ['core.v1.TypedLocalObjectReference', 'apiGroup'],
  ['core.v1.TypedObjectReference', 'apiGroup namespace'],
  ['core.v1.VolumeMount', 'recursiveReadOnly mountPropagation'],
  ['core.v1.VolumeMountStatus', 'recursiveReadOnly'],
  [
    'core.v1.WindowsSecurityContextOptions',
    'gmsaCredentialSpecName gmsaCredentialSpec runAsUserName hostProcess',
  ],
  ['discovery.v1.Endpoint', 'hostname nodeName zone'],
  ['discovery.v1.EndpointConditions', 'ready serving terminating'],
  ['discovery.v1.EndpointPort', 'name protocol port appProtocol'],
  ['flowcontrol.v1.ExemptPriorityLevelConfiguration', 'nominalConcurrencyShares lendablePercent'],
  [
    'flowcontrol.v1.LimitedPriorityLevelConfiguration',
    'nominalConcurrencyShares lendablePercent borrowingLimitPercent',
  ],
  ['networking.v1.HTTPIngressPath', 'pathType'],
  ['networking.v1.IngressClassParametersReference', 'apiGroup scope namespace'],
  ['networking.v1.IngressPortStatus', 'error'],
  ['networking.v1.IngressSpec', 'ingressClassName'],
  ['networking.v1.NetworkPolicyPort', 'protocol endPort'],
  ['policy.v1.PodDisruptionBudgetSpec', 'unhealthyPodEvictionPolicy'],
  ['resource.v1.AllocatedDeviceStatus', 'shareID'],
  ['resource.v1.Device', 'nodeName allNodes bindsToNode allowMultipleAllocations'],
  ['resource.v1.DeviceAttribute', 'int bool string version'],
  ['resource.v1.DeviceClassSpec', 'extendedResourceName'],
  ['resource.v1.DeviceConstraint', 'matchAttribute distinctAttribute'],
  ['resource.v1.DeviceRequestAllocationResult', 'adminAccess shareID'],
  ['resource.v1.DeviceToleration', 'tolerationSeconds'],
  ['resource.v1.ExactDeviceRequest', 'adminAccess'],
  ['resource.v1.ResourceSliceSpec', 'nodeName allNodes perDeviceNodeSelection'],
  ['resource.v1alpha3.DeviceTaintSelector', 'driver pool device'],
  ['resource.v1beta1.AllocatedDeviceStatus', 'shareID'],
  ['resource.v1beta1.BasicDevice', 'nodeName allNodes bindsToNode allowMultipleAllocations'],
  ['resource.v1beta1.DeviceAttribute', 'int bool string version'],
  ['resource.v1beta1.DeviceClassSpec', 'extendedResourceName'],
  ['resource.v1beta1.DeviceConstraint', 'matchAttribute distinctAttribute'],
  ['resource.v1beta1.DeviceRequest', 'adminAccess'],
  ['resource.v1beta1.DeviceRequestAllocationResult', 'adminAccess shareID'],
  ['resource.v1beta1.DeviceToleration', 'tolerationSeconds'],
  ['resource.v1beta1.ResourceSliceSpec', 'perDeviceNodeSelection'],
  ['resource.v1beta2.AllocatedDeviceStatus', 'shareID'],
  ['resource.v1beta2.Device', 'nodeName allNodes bindsToNode allowMultipleAllocations'],
  ['resource.v1beta2.DeviceAttribute', 'int bool string version'],
  ['resource.v1beta2.DeviceClassSpec', 'extendedResourceName'],
  ['resource.v1beta2.DeviceConstraint', 'matchAttribute distinctAttribute'],
  ['resource.v1beta2.DeviceRequestAllocationResult', 'adminAccess shareID'],
  ['resource.v1beta2.DeviceToleration', 'tolerationSeconds'],
  ['resource.v1beta2.ExactDeviceRequest', 'adminAccess'],
  ['resource.v1beta2.ResourceSliceSpec', 'nodeName allNodes perDeviceNodeSelection'],
  ['scheduling.v1.PriorityClass', 'preemptionPolicy'],
  [
    'storage.v1.CSIDriverSpec',
    'attachRequired podInfoOnMount storageCapacity fsGroupPolicy requiresRepublish seLinuxMount nodeAllocatableUpdatePeriodSeconds serviceAccountTokenInSecrets',
  ],
  ['storage.v1.StorageClass', 'reclaimPolicy allowVolumeExpansion volumeBindingMode'],
  ['storage.v1.TokenRequest', 'expirationSeconds'],
  ['storage.v1.VolumeAttachmentSource', 'persistentVolumeName'],
  ['storage.v1.VolumeError', 'errorCode'],
  ['storage.v1.VolumeNodeResources', 'count'],
];

const pointers = new Set<string>();
for (const [def, fields] of POINTERS) for (const f of fields.split(' ')) pointers.add(`${API}${def}.${f}`);

const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

/** What a field's value is left out for: never, when null, when null or empty ("", 0, false, [], {} of a map). */
const KEEP = 0;
const NULL = 1;
const EMPTY = 2;
type Drop = typeof KEEP | typeof NULL | typeof EMPTY;

interface Step {
  /** The plan of the struct the field holds, or of its list items or map values. */
  plan: Plan | null;
  shape: 'struct' | 'list' | 'map';
  drop: Drop;
}

interface Fill {
  name: string;
  /** The zero value written when the field is absent or null; `{}` is filled in turn by `plan`. */
  zero: JsonValue;
  plan: Plan | null;
}

interface Plan {
  /** The fields a value may need changed in, by name. */
  fields: Map<string, Step>;
  /** The fields always written. */
  fills: Fill[];
}

const plans = new WeakMap<TypeNode, Plan | null>();

function isZeroScalar(v: JsonValue | undefined): boolean {
  return v === '' || v === 0 || v === false;
}

function isEmptyStructDefault(v: JsonValue | undefined): boolean {
  return isObject(v) && Object.keys(v).length === 0;
}

function isEmpty(v: JsonValue): boolean {
  if (v === null || v === '' || v === 0 || v === false) return true;
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.length === 0;
  // Not for-in: on a big map (a ConfigMap's data) V8 lists and orders every key
  // before the first; the operation's listing is made once and shared.
  return ownKeysOf(v).length === 0;
}

/** The plan of a struct type, null when serializing it never changes anything. */
function planOf(t: TypeNode): Plan | null {
  const m = t.map;
  if (m === null || m.fields.size === 0) return null;
  const hit = plans.get(t);
  if (hit !== undefined) return hit;
  // Registered before it is compiled: a recursive schema reaches this same plan.
  const plan: Plan = { fields: new Map(), fills: [] };
  plans.set(t, plan);
  compile(t, m, plan);
  if (plan.fields.size > 0 || plan.fills.length > 0) return plan;
  plans.set(t, null);
  return null;
}

/** How a field of a definition is written: its zero value when always written, else when it is left out. */
function rule(t: TypeNode, f: Field, listed: JsonValue | undefined): { zero?: JsonValue; drop: Drop } {
  const d = f.default;
  const ft = f.type;
  if (t.name === OBJECT_META) {
    // Every field omitempty (creationTimestamp omitzero), deletionGracePeriodSeconds a
    // pointer; managedFields are the field manager's.
    if (f.name === 'managedFields') return { drop: KEEP };
    return { drop: f.name === 'deletionGracePeriodSeconds' || f.name === 'creationTimestamp' ? NULL : EMPTY };
  }
  const known = t.name.startsWith(API);
  const def = known ? t.name.slice(API.length) : '';
  if (isEmptyStructDefault(d)) return { zero: {}, drop: KEEP };
  if (isZeroScalar(d) && !NOT_EMITTED.has(`${def}.${f.name}`)) return { zero: d as JsonValue, drop: KEEP };
  if (listed !== undefined) return { zero: listed, drop: KEEP };
  // IntOrString, Quantity, free-form values: held by pointers where optional.
  if (ft.scalar === 'untyped') return { drop: NULL };
  // Slices and maps are omitempty but for the listed ones (and those of other
  // groups we did not read, whose tags we assume the same way).
  if (ft.list !== null && ft.map === null) return { drop: EMPTY };
  if (ft.map !== null) return { drop: ft.map.fields.size === 0 && ft.map.elem !== null ? EMPTY : NULL };
  // A scalar: a pointer, or a non-pointer omitempty one (for the groups read).
  if (!known || pointers.has(`${t.name}.${f.name}`)) return { drop: NULL };
  return { drop: EMPTY };
}

function compile(t: TypeNode, m: MapType, plan: Plan): void {
  const listed = alsoEmitted.get(t.name);
  for (const f of m.fields.values()) {
    const { zero, drop } = rule(t, f, listed?.find(([n]) => n === f.name)?.[1]);
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
    if (zero !== undefined) plan.fills.push({ name: f.name, zero, plan: shape === 'struct' ? inner : null });
    if (drop !== KEEP || inner !== null) plan.fields.set(f.name, { plan: inner, shape, drop });
  }
}

function fillStruct(o: JsonObject, plan: Plan): JsonObject {
  let out: JsonObject | null = null;
  // A JSON object's keys are its own (for-in avoids Object.keys' array).
  for (const k in o) {
    const s = plan.fields.get(k);
    if (s === undefined) continue;
    const v = o[k];
    if (v === null ? s.drop !== KEEP : s.drop === EMPTY && isEmpty(v)) {
      if (out === null) out = { ...o };
      delete out[k];
      continue;
    }
    if (s.plan === null || v === null) continue;
    let r: JsonValue = v;
    if (s.shape === 'struct') {
      if (isObject(v)) r = fillStruct(v, s.plan);
    } else if (s.shape === 'list') {
      if (Array.isArray(v)) r = fillList(v, s.plan);
    } else if (isObject(v)) r = fillValues(v, s.plan);
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, k, r);
  }
  for (const f of plan.fills) {
    const v = ownValue(o, f.name);
    if (v !== undefined && (v !== null || f.zero === null)) continue;
    let r: JsonValue = isObject(f.zero) ? {} : f.zero;
    if (f.plan !== null && isObject(r)) r = fillStruct(r, f.plan);
    if (out === null) out = { ...o };
    setOwn(out, f.name, r);
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
  for (const k of ownKeysOf(o)) {
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
