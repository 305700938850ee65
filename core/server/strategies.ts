// What each kind's REST strategy does around a write (kubernetes/kubernetes,
// pkg/registry/<group>/<resource>/strategy.go, Kubernetes 1.35):
// - reset: the main strategy's GetResetFields(): paths a write to the resource
//   itself neither changes nor owns (PrepareForUpdate keeps the old values,
//   PrepareForCreate clears them);
// - statusReset: the status strategy's GetResetFields(): paths a write to
//   /status neither changes nor owns;
// - generation: PrepareForCreate sets metadata.generation to 1 and PrepareForUpdate
//   adds one when a value under one of these paths changes;
// - createOnUpdate: AllowCreateOnUpdate() (a PUT of a missing object creates it);
// - create: what PrepareForCreate adds (create-rules.ts): a Pod's or Namespace's
//   status, a CRD's storedVersions, a Job's generated selector and labels.
// `verified` marks entries whose strategy file was read for this table; the others
// follow the pattern every read strategy with a status subresource has (status /
// spec) and are worth checking against their file.
// Custom resources: staging/src/k8s.io/apiextensions-apiserver/pkg/registry/customresource/strategy.go
// and status_strategy.go (see customStrategy below).

import { isBuiltinGroup } from '../defaults/builtin.ts';
import type { CreateRule } from './create-rules.ts';
import type { ResourceInfo } from './resources.ts';
import type { StatusRule } from './status-rules.ts';

export type Path = readonly string[];

export interface Strategy {
  /** Upstream file the entry comes from. */
  file: string;
  reset: Path[];
  statusReset: Path[];
  generation: Path[];
  createOnUpdate: boolean;
  /** AllowUnconditionalUpdate(): a PUT without metadata.resourceVersion is allowed. */
  unconditionalUpdate: boolean;
  /** What PrepareForCreate adds besides clearing status (create-rules.ts). */
  create?: CreateRule;
  /** What the update adds besides the reset fields and generation: a Service's storage (service.ts). */
  update?: 'service';
  /** What the status strategy adds to a write to /status (status-rules.ts). */
  statusUpdate?: StatusRule;
  /**
   * A write to /status keeps everything but status from the stored object
   * (custom resources: status_strategy.go PrepareForUpdate copies the old object
   * and puts the new status in), not only statusReset.
   */
  statusKeepsAllButStatus?: boolean;
  /** Generation goes up on any change outside metadata (custom resources, EndpointSlice), besides `generation`. */
  generationOutsideMetadata?: boolean;
  verified: boolean;
}

const STATUS: Path[] = [['status']];
const SPEC: Path[] = [['spec']];

interface Entry {
  file: string;
  reset?: Path[];
  statusReset?: Path[];
  generation?: Path[];
  createOnUpdate?: boolean;
  create?: CreateRule;
  update?: 'service';
  statusUpdate?: StatusRule;
  /** Generation also goes up on any change outside metadata. */
  outsideMetadata?: boolean;
  verified?: boolean;
}

const REG = 'pkg/registry/';

// Keyed "<group>/<Kind>" ("<Kind>" for the core group).
const TABLE: Record<string, Entry> = {
  'apps/Deployment': {
    file: `${REG}apps/deployment/strategy.go`,
    reset: STATUS,
    statusReset: [['spec'], ['metadata', 'labels']],
    // Spec changes and annotation changes (annotations are copied to ReplicaSets).
    generation: [['spec'], ['metadata', 'annotations']],
    verified: true,
  },
  'apps/ReplicaSet': {
    file: `${REG}apps/replicaset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  'apps/StatefulSet': {
    file: `${REG}apps/statefulset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  'apps/DaemonSet': {
    file: `${REG}apps/daemonset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    // A template change or any other spec change (templateGeneration is internal only).
    generation: SPEC,
    verified: true,
  },
  ReplicationController: {
    file: `${REG}core/replicationcontroller/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  'batch/Job': {
    file: `${REG}batch/job/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    create: 'job',
    verified: true,
  },
  'batch/CronJob': {
    file: `${REG}batch/cronjob/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  Pod: {
    file: `${REG}core/pod/strategy.go`,
    reset: STATUS,
    statusReset: [['spec'], ['metadata', 'deletionTimestamp'], ['metadata', 'ownerReferences']],
    // 1.35: PrepareForCreate sets generation 1, updatePodGeneration bumps it on spec changes.
    generation: SPEC,
    create: 'pod',
    statusUpdate: 'pod',
    verified: true,
  },
  Service: {
    file: `${REG}core/service/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    createOnUpdate: true,
    // The REST storage's beginCreate and beginUpdate (core/service/storage/storage.go).
    create: 'service',
    update: 'service',
    verified: true,
  },
  Node: { file: `${REG}core/node/strategy.go`, reset: STATUS, statusReset: SPEC, verified: true },
  Namespace: {
    file: `${REG}core/namespace/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    create: 'namespace',
    verified: true,
  },
  PersistentVolume: {
    file: `${REG}core/persistentvolume/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    create: 'persistentvolume',
    statusUpdate: 'persistentvolume',
    verified: true,
  },
  PersistentVolumeClaim: {
    file: `${REG}core/persistentvolumeclaim/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
  },
  ResourceQuota: { file: `${REG}core/resourcequota/strategy.go`, reset: STATUS, statusReset: SPEC },
  'autoscaling/HorizontalPodAutoscaler': {
    file: `${REG}autoscaling/horizontalpodautoscaler/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    verified: true,
  },
  'policy/PodDisruptionBudget': {
    file: `${REG}policy/poddisruptionbudget/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  'networking.k8s.io/Ingress': {
    file: `${REG}networking/ingress/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true,
  },
  'networking.k8s.io/NetworkPolicy': {
    file: `${REG}networking/networkpolicy/strategy.go`,
    generation: SPEC,
    verified: true,
  },
  'networking.k8s.io/IngressClass': {
    file: `${REG}networking/ingressclass/strategy.go`,
    generation: SPEC,
    verified: true,
  },
  'networking.k8s.io/ServiceCIDR': {
    file: `${REG}networking/servicecidr/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
  },
  'apiextensions.k8s.io/CustomResourceDefinition': {
    file: 'staging/src/k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition/strategy.go',
    reset: STATUS,
    statusReset: [['metadata'], ['spec']],
    generation: SPEC,
    // PrepareForCreate: status cleared, then storedVersions = [the storage version].
    create: 'crd',
  },
  'apiregistration.k8s.io/APIService': {
    file: 'staging/src/k8s.io/kube-aggregator/pkg/registry/apiservice/strategy.go',
    reset: STATUS,
    statusReset: SPEC,
  },
  'certificates.k8s.io/CertificateSigningRequest': {
    file: `${REG}certificates/certificates/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
  },
  'flowcontrol.apiserver.k8s.io/FlowSchema': {
    file: `${REG}flowcontrol/flowschema/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
  },
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration': {
    file: `${REG}flowcontrol/prioritylevelconfiguration/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
  },
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy': {
    file: `${REG}admissionregistration/validatingadmissionpolicy/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
  },
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration': {
    file: `${REG}admissionregistration/validatingwebhookconfiguration/strategy.go`,
    generation: [['webhooks']],
  },
  'admissionregistration.k8s.io/MutatingWebhookConfiguration': {
    file: `${REG}admissionregistration/mutatingwebhookconfiguration/strategy.go`,
    generation: [['webhooks']],
  },
  'resource.k8s.io/ResourceClaim': {
    file: `${REG}resource/resourceclaim/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
  },
  'storage.k8s.io/VolumeAttachment': {
    file: `${REG}storage/volumeattachment/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
  },
  'discovery.k8s.io/EndpointSlice': {
    file: `${REG}discovery/endpointslice/strategy.go`,
    // Any change but metadata's, and a change of labels.
    generation: [['metadata', 'labels']],
    outsideMetadata: true,
    verified: true,
  },
  // AllowCreateOnUpdate() is true (a PUT creates): read in each file.
  Endpoints: { file: `${REG}core/endpoint/strategy.go`, createOnUpdate: true, verified: true },
  Event: { file: `${REG}core/event/strategy.go`, createOnUpdate: true, verified: true },
  'events.k8s.io/Event': { file: `${REG}core/event/strategy.go`, createOnUpdate: true, verified: true },
  LimitRange: { file: `${REG}core/limitrange/strategy.go`, createOnUpdate: true, verified: true },
  'coordination.k8s.io/Lease': {
    file: `${REG}coordination/lease/strategy.go`,
    createOnUpdate: true,
    verified: true,
  },
  'node.k8s.io/RuntimeClass': {
    file: `${REG}node/runtimeclass/strategy.go`,
    createOnUpdate: true,
    verified: true,
  },
  'rbac.authorization.k8s.io/Role': { file: `${REG}rbac/role/strategy.go`, createOnUpdate: true },
  'rbac.authorization.k8s.io/RoleBinding': {
    file: `${REG}rbac/rolebinding/strategy.go`,
    createOnUpdate: true,
  },
  'rbac.authorization.k8s.io/ClusterRole': {
    file: `${REG}rbac/clusterrole/strategy.go`,
    createOnUpdate: true,
    verified: true,
  },
  'rbac.authorization.k8s.io/ClusterRoleBinding': {
    file: `${REG}rbac/clusterrolebinding/strategy.go`,
    createOnUpdate: true,
  },
};

const NONE: Strategy = {
  file: '',
  reset: [],
  statusReset: [],
  generation: [],
  createOnUpdate: false,
  unconditionalUpdate: true,
  verified: false,
};

/** The strategy of a built-in kind; kinds not in the table reset nothing and keep generation as written. */
export function builtinStrategy(group: string, kind: string): Strategy {
  const e = TABLE[group ? `${group}/${kind}` : kind];
  if (e === undefined) return NONE;
  const s: Strategy = {
    file: e.file,
    reset: e.reset ?? [],
    statusReset: e.statusReset ?? [],
    generation: e.generation ?? [],
    createOnUpdate: e.createOnUpdate === true,
    unconditionalUpdate: true,
    verified: e.verified === true,
  };
  if (e.create) s.create = e.create;
  if (e.update) s.update = e.update;
  if (e.statusUpdate) s.statusUpdate = e.statusUpdate;
  if (e.outsideMetadata) s.generationOutsideMetadata = true;
  return s;
}

/** Keys of the built-in table, for tests. */
export function builtinStrategyKeys(): string[] {
  return Object.keys(TABLE);
}

/**
 * A custom resource's strategy: status reset (and status cleared on create) when
 * the CRD has a status subresource; a write to /status keeps everything but status;
 * generation 1 on create and +1 on any change outside metadata (status included
 * only without a status subresource, since with one status is restored first);
 * neither create on update nor an update without resourceVersion.
 */
export function customStrategy(r: ResourceInfo): Strategy {
  return {
    file: 'staging/src/k8s.io/apiextensions-apiserver/pkg/registry/customresource/strategy.go',
    reset: r.status ? STATUS : [],
    statusReset: SPEC,
    generation: [],
    createOnUpdate: false,
    unconditionalUpdate: false,
    statusKeepsAllButStatus: true,
    generationOutsideMetadata: true,
    verified: true,
  };
}

/**
 * The strategy a write runs with: a custom resource's when a CRD serves the kind,
 * and also for a kind of a group Kubernetes does not build in when no CRD was
 * given (such objects are almost always custom resources; without the CRD the
 * status subresource is unknown and taken as absent, as `info` says); else the
 * built-in table's.
 */
export function strategyFor(info: ResourceInfo, servedByCRD: boolean): Strategy {
  if (servedByCRD || !isBuiltinGroup(info.group)) return customStrategy(info);
  return builtinStrategy(info.group, info.kind);
}
