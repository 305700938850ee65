// The built-in kinds' defaulters, one entry per kind and version served by
// Kubernetes 1.35 (feature-gate defaults per version: core/versions.ts), each naming the upstream file its defaults come from (the
// Go defaulting functions of kubernetes pkg/apis/<group>/<version>/defaults.go,
// run where zz_generated.defaults.go runs them, and the declarative `+default`
// markers the OpenAPI document shows as non-zero `default`s).

import { customResourceDefinition } from './builtin/apiextensions.ts';
import { daemonSet, deployment, replicaSet, statefulSet } from './builtin/apps.ts';
import { hpaV1, hpaV2 } from './builtin/autoscaling.ts';
import { cronJob, job } from './builtin/batch.ts';
import {
  endpoints,
  limitRange,
  listOf,
  namespace,
  node,
  persistentVolume,
  persistentVolumeClaim,
  pod,
  podTemplate,
  replicationController,
  secret,
  service,
} from './builtin/core.ts';
import {
  apiService,
  endpointSlice,
  flowSchema,
  mutatingWebhookConfiguration,
  priorityClass,
  priorityLevelConfiguration,
  validatingAdmissionPolicy,
  validatingAdmissionPolicyBinding,
  validatingWebhookConfiguration,
} from './builtin/misc.ts';
import { ingressClass, networkPolicy } from './builtin/networking.ts';
import { binding } from './builtin/rbac.ts';
import { resourceClaim, resourceClaimTemplate } from './builtin/resource.ts';
import { csiDriver, storageClass, volumeAttachment } from './builtin/storage.ts';
import type { KindDefaulter } from './edit.ts';

export interface BuiltinEntry {
  /** `<apiVersion>/<kind>`, e.g. `apps/v1/Deployment`, `v1/Pod`. */
  gvk: string;
  /** Called with the feature gates of the version previewed. */
  defaulter: KindDefaulter;
  /** The upstream file(s) of kubernetes/kubernetes the defaults come from. */
  source: string;
}

const CORE = 'pkg/apis/core/v1/defaults.go + zz_generated.defaults.go';

const ENTRIES: BuiltinEntry[] = [
  { gvk: 'v1/Pod', defaulter: pod, source: CORE },
  { gvk: 'v1/PodTemplate', defaulter: podTemplate, source: CORE },
  { gvk: 'v1/ReplicationController', defaulter: replicationController, source: CORE },
  { gvk: 'v1/Service', defaulter: service, source: CORE },
  { gvk: 'v1/Endpoints', defaulter: endpoints, source: CORE },
  { gvk: 'v1/PersistentVolume', defaulter: persistentVolume, source: CORE },
  { gvk: 'v1/PersistentVolumeClaim', defaulter: persistentVolumeClaim, source: CORE },
  { gvk: 'v1/Secret', defaulter: secret, source: CORE },
  { gvk: 'v1/Namespace', defaulter: namespace, source: CORE },
  { gvk: 'v1/Node', defaulter: node, source: CORE },
  { gvk: 'v1/LimitRange', defaulter: limitRange, source: CORE },
  { gvk: 'apps/v1/Deployment', defaulter: deployment, source: 'pkg/apis/apps/v1/defaults.go' },
  { gvk: 'apps/v1/ReplicaSet', defaulter: replicaSet, source: 'pkg/apis/apps/v1/defaults.go' },
  { gvk: 'apps/v1/StatefulSet', defaulter: statefulSet, source: 'pkg/apis/apps/v1/defaults.go' },
  { gvk: 'apps/v1/DaemonSet', defaulter: daemonSet, source: 'pkg/apis/apps/v1/defaults.go' },
  { gvk: 'batch/v1/Job', defaulter: job, source: 'pkg/apis/batch/v1/defaults.go' },
  { gvk: 'batch/v1/CronJob', defaulter: cronJob, source: 'pkg/apis/batch/v1/defaults.go' },
  {
    gvk: 'autoscaling/v2/HorizontalPodAutoscaler',
    defaulter: hpaV2,
    source: 'pkg/apis/autoscaling/v2/defaults.go',
  },
  {
    gvk: 'autoscaling/v1/HorizontalPodAutoscaler',
    defaulter: hpaV1,
    source: 'pkg/apis/autoscaling/v1/defaults.go + conversion.go (CPU target)',
  },
  {
    gvk: 'networking.k8s.io/v1/NetworkPolicy',
    defaulter: networkPolicy,
    source: 'pkg/apis/networking/v1/defaults.go',
  },
  {
    gvk: 'networking.k8s.io/v1/IngressClass',
    defaulter: ingressClass,
    source: 'pkg/apis/networking/v1/defaults.go',
  },
  {
    gvk: 'rbac.authorization.k8s.io/v1/RoleBinding',
    defaulter: binding,
    source: 'pkg/apis/rbac/v1/defaults.go',
  },
  {
    gvk: 'rbac.authorization.k8s.io/v1/ClusterRoleBinding',
    defaulter: binding,
    source: 'pkg/apis/rbac/v1/defaults.go',
  },
  {
    gvk: 'storage.k8s.io/v1/StorageClass',
    defaulter: storageClass,
    source: 'pkg/apis/storage/v1/defaults.go',
  },
  { gvk: 'storage.k8s.io/v1/CSIDriver', defaulter: csiDriver, source: 'pkg/apis/storage/v1/defaults.go' },
  {
    gvk: 'storage.k8s.io/v1/VolumeAttachment',
    defaulter: volumeAttachment,
    source: 'pkg/apis/storage/v1/zz_generated.defaults.go (core/v1 volume source defaulters)',
  },
  {
    gvk: 'resource.k8s.io/v1/ResourceClaim',
    defaulter: resourceClaim,
    source: 'pkg/apis/resource/v1/defaults.go + DeviceToleration +default',
  },
  {
    gvk: 'resource.k8s.io/v1/ResourceClaimTemplate',
    defaulter: resourceClaimTemplate,
    source: 'pkg/apis/resource/v1/defaults.go + DeviceToleration +default',
  },
  {
    gvk: 'apiextensions.k8s.io/v1/CustomResourceDefinition',
    defaulter: customResourceDefinition,
    source: 'staging/src/k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1/defaults.go',
  },
  {
    gvk: 'apiregistration.k8s.io/v1/APIService',
    defaulter: apiService,
    source: 'staging/src/k8s.io/kube-aggregator/pkg/apis/apiregistration/v1/defaults.go',
  },
  {
    gvk: 'flowcontrol.apiserver.k8s.io/v1/FlowSchema',
    defaulter: flowSchema,
    source: 'pkg/apis/flowcontrol/v1/defaults.go',
  },
  {
    gvk: 'flowcontrol.apiserver.k8s.io/v1/PriorityLevelConfiguration',
    defaulter: priorityLevelConfiguration,
    source: 'pkg/apis/flowcontrol/v1/defaults.go',
  },
  {
    gvk: 'scheduling.k8s.io/v1/PriorityClass',
    defaulter: priorityClass,
    source: 'pkg/apis/scheduling/v1/defaults.go',
  },
  {
    gvk: 'discovery.k8s.io/v1/EndpointSlice',
    defaulter: endpointSlice,
    source: 'pkg/apis/discovery/v1/defaults.go',
  },
  {
    gvk: 'admissionregistration.k8s.io/v1/ValidatingWebhookConfiguration',
    defaulter: validatingWebhookConfiguration,
    source: 'pkg/apis/admissionregistration/v1/defaults.go',
  },
  {
    gvk: 'admissionregistration.k8s.io/v1/MutatingWebhookConfiguration',
    defaulter: mutatingWebhookConfiguration,
    source: 'pkg/apis/admissionregistration/v1/defaults.go',
  },
  {
    gvk: 'admissionregistration.k8s.io/v1/ValidatingAdmissionPolicy',
    defaulter: validatingAdmissionPolicy,
    source: 'pkg/apis/admissionregistration/v1/defaults.go',
  },
  {
    gvk: 'admissionregistration.k8s.io/v1/ValidatingAdmissionPolicyBinding',
    defaulter: validatingAdmissionPolicyBinding,
    source: 'pkg/apis/admissionregistration/v1/defaults.go',
  },
];

/** Lists of a defaulted kind (`PodList`, ...) default each item, as the generated List defaulters do. */
function withLists(entries: BuiltinEntry[]): BuiltinEntry[] {
  const out = [...entries];
  for (const e of entries)
    out.push({ gvk: `${e.gvk}List`, defaulter: listOf(e.defaulter), source: e.source });
  return out;
}

export const BUILTIN_DEFAULTERS: ReadonlyMap<string, BuiltinEntry> = new Map(
  withLists(ENTRIES).map((e) => [e.gvk, e]),
);

/** API groups served by kube-apiserver itself: their kinds never take a CRD's structural defaults. */
const BUILTIN_GROUPS = new Set([
  '',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
  'apps',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'autoscaling',
  'batch',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'flowcontrol.apiserver.k8s.io',
  'internal.apiserver.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'policy',
  'rbac.authorization.k8s.io',
  'resource.k8s.io',
  'scheduling.k8s.io',
  'storage.k8s.io',
  'storagemigration.k8s.io',
]);

/** The group of an apiVersion (`apps/v1` -> `apps`, `v1` -> ''). */
export function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

export function isBuiltinGroup(group: string): boolean {
  return BUILTIN_GROUPS.has(group);
}

export function builtinDefaulter(apiVersion: string, kind: string): KindDefaulter | null {
  return BUILTIN_DEFAULTERS.get(`${apiVersion}/${kind}`)?.defaulter ?? null;
}
