// Which REST resource serves a kind: its plural (the name Status errors use, as in
// `deployments.apps "web" not found`), its scope and its status/scale subresources.
// Built-ins: a table generated from the Kubernetes 1.35 OpenAPI v3 documents
// (/work/shared/kubernetes/openapi-v3-1.35: each `.../{name}` path with its put
// operation's x-kubernetes-group-version-kind, and the sibling `/status`, `/scale`
// paths); test/server/resources.test.ts derives it again from those documents.
// Custom resources: the CRD's spec.names.plural, spec.scope and the served
// version's subresources.

import { isObject, type JsonObject } from '../value.ts';

export interface ResourceInfo {
  group: string;
  kind: string;
  /** The plural resource name (`deployments`). */
  resource: string;
  namespaced: boolean;
  status: boolean;
  scale: boolean;
  /** For a custom resource with a scale subresource: where the parent keeps replicas. */
  specReplicasPath?: string[];
  statusReplicasPath?: string[];
  labelSelectorPath?: string[];
}

// "<group>/<Kind>" (no group: "<Kind>"), plural, scope, subresources.
const BUILTIN = `
ConfigMap configmaps ns
Endpoints endpoints ns
Event events ns
LimitRange limitranges ns
Namespace namespaces cluster status
Node nodes cluster status
PersistentVolume persistentvolumes cluster status
PersistentVolumeClaim persistentvolumeclaims ns status
Pod pods ns status
PodTemplate podtemplates ns
ReplicationController replicationcontrollers ns scale,status
ResourceQuota resourcequotas ns status
Secret secrets ns
Service services ns status
ServiceAccount serviceaccounts ns
admissionregistration.k8s.io/MutatingAdmissionPolicy mutatingadmissionpolicies cluster
admissionregistration.k8s.io/MutatingAdmissionPolicyBinding mutatingadmissionpolicybindings cluster
admissionregistration.k8s.io/MutatingWebhookConfiguration mutatingwebhookconfigurations cluster
admissionregistration.k8s.io/ValidatingAdmissionPolicy validatingadmissionpolicies cluster status
admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding validatingadmissionpolicybindings cluster
admissionregistration.k8s.io/ValidatingWebhookConfiguration validatingwebhookconfigurations cluster
apiextensions.k8s.io/CustomResourceDefinition customresourcedefinitions cluster status
apiregistration.k8s.io/APIService apiservices cluster status
apps/ControllerRevision controllerrevisions ns
apps/DaemonSet daemonsets ns status
apps/Deployment deployments ns scale,status
apps/ReplicaSet replicasets ns scale,status
apps/StatefulSet statefulsets ns scale,status
autoscaling/HorizontalPodAutoscaler horizontalpodautoscalers ns status
batch/CronJob cronjobs ns status
batch/Job jobs ns status
certificates.k8s.io/CertificateSigningRequest certificatesigningrequests cluster status
certificates.k8s.io/ClusterTrustBundle clustertrustbundles cluster
certificates.k8s.io/PodCertificateRequest podcertificaterequests ns status
coordination.k8s.io/Lease leases ns
coordination.k8s.io/LeaseCandidate leasecandidates ns
discovery.k8s.io/EndpointSlice endpointslices ns
events.k8s.io/Event events ns
flowcontrol.apiserver.k8s.io/FlowSchema flowschemas cluster status
flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration prioritylevelconfigurations cluster status
internal.apiserver.k8s.io/StorageVersion storageversions cluster status
networking.k8s.io/IPAddress ipaddresses cluster
networking.k8s.io/Ingress ingresses ns status
networking.k8s.io/IngressClass ingressclasses cluster
networking.k8s.io/NetworkPolicy networkpolicies ns
networking.k8s.io/ServiceCIDR servicecidrs cluster status
node.k8s.io/RuntimeClass runtimeclasses cluster
policy/PodDisruptionBudget poddisruptionbudgets ns status
rbac.authorization.k8s.io/ClusterRole clusterroles cluster
rbac.authorization.k8s.io/ClusterRoleBinding clusterrolebindings cluster
rbac.authorization.k8s.io/Role roles ns
rbac.authorization.k8s.io/RoleBinding rolebindings ns
resource.k8s.io/DeviceClass deviceclasses cluster
resource.k8s.io/DeviceTaintRule devicetaintrules cluster status
resource.k8s.io/ResourceClaim resourceclaims ns status
resource.k8s.io/ResourceClaimTemplate resourceclaimtemplates ns
resource.k8s.io/ResourceSlice resourceslices cluster
scheduling.k8s.io/PriorityClass priorityclasses cluster
scheduling.k8s.io/Workload workloads ns
storage.k8s.io/CSIDriver csidrivers cluster
storage.k8s.io/CSINode csinodes cluster
storage.k8s.io/CSIStorageCapacity csistoragecapacities ns
storage.k8s.io/StorageClass storageclasses cluster
storage.k8s.io/VolumeAttachment volumeattachments cluster status
storage.k8s.io/VolumeAttributesClass volumeattributesclasses cluster
storagemigration.k8s.io/StorageVersionMigration storageversionmigrations cluster status
`;

const table = new Map<string, ResourceInfo>();
for (const line of BUILTIN.split('\n')) {
  const [gk, resource, scope, subs = ''] = line.trim().split(' ');
  if (!gk) continue;
  const slash = gk.lastIndexOf('/');
  const group = slash < 0 ? '' : gk.slice(0, slash);
  const kind = gk.slice(slash + 1);
  const sub = subs.split(',');
  table.set(gk, {
    group,
    kind,
    resource,
    namespaced: scope === 'ns',
    status: sub.includes('status'),
    scale: sub.includes('scale'),
  });
}

/** The group of an apiVersion ("apps/v1" -> "apps", "v1" -> ""). */
export function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

export function builtinResource(group: string, kind: string): ResourceInfo | undefined {
  return table.get(group ? `${group}/${kind}` : kind);
}

/** The built-in table's keys ("<group>/<Kind>"), for tests. */
export function builtinResourceKeys(): string[] {
  return [...table.keys()];
}

/** A JSONPath of the simple form the CRD scale subresource accepts (`.spec.replicas`). */
export function simplePath(p: unknown): string[] | undefined {
  if (typeof p !== 'string' || !p.startsWith('.') || p.length < 2) return undefined;
  const parts = p.slice(1).split('.');
  return parts.every((x) => x.length > 0) ? parts : undefined;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The CRD serving group/kind at `version`, read into a ResourceInfo; undefined when it does not match. */
export function crdResource(crd: JsonObject, apiVersion: string, kind: string): ResourceInfo | undefined {
  const spec = crd.spec;
  if (!isObject(spec) || !isObject(spec.names)) return undefined;
  const group = str(spec.group);
  if (group !== groupOf(apiVersion) || str(spec.names.kind) !== kind) return undefined;
  const version = apiVersion.slice(apiVersion.indexOf('/') + 1);
  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  const served = versions.find((v) => isObject(v) && v.name === version);
  // apiextensions.k8s.io/v1 keeps subresources per version; v1beta1 also allowed a top-level one.
  const subs = isObject(served) && isObject(served.subresources) ? served.subresources : spec.subresources;
  const info: ResourceInfo = {
    group,
    kind,
    resource: str(spec.names.plural) || `${kind.toLowerCase()}s`,
    namespaced: spec.scope !== 'Cluster',
    status: isObject(subs) && isObject(subs.status),
    scale: isObject(subs) && isObject(subs.scale),
  };
  if (isObject(subs) && isObject(subs.scale)) {
    info.specReplicasPath = simplePath(subs.scale.specReplicasPath);
    info.statusReplicasPath = simplePath(subs.scale.statusReplicasPath);
    info.labelSelectorPath = simplePath(subs.scale.labelSelectorPath);
  }
  return info;
}

/** `deployments.apps`, `configmaps`: how Status messages name a resource. */
export function qualifiedResource(r: { group: string; resource: string }): string {
  return r.group ? `${r.resource}.${r.group}` : r.resource;
}

/**
 * True for an object of a cluster-scoped kind (a built-in one, or the CRD's with
 * scope Cluster): the API server clears its metadata.namespace
 * (k8s.io/apiserver pkg/registry/rest EnsureObjectNamespaceMatchesRequestNamespace,
 * from BeforeCreate / BeforeUpdate), and kubectl drops it first (cli-runtime
 * pkg/resource FilterNamespace).
 */
export function isClusterScoped(apiVersion: string, kind: string, crd?: JsonObject): boolean {
  const r =
    (crd !== undefined ? crdResource(crd, apiVersion, kind) : undefined) ??
    builtinResource(groupOf(apiVersion), kind);
  return r !== undefined && !r.namespaced;
}
