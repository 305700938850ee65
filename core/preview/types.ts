// The preview report: what an apply will do to one object (or a batch), as data.
// The API returns it, the Action posts it, the command line prints it; the
// renderers under render/ only read it. Every path is in the human form Kubernetes
// prints (`.spec.template.spec.containers[name="app"].image`).

import type { KubeStatus, Operation } from '../managed/types.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonObject, JsonValue } from '../value.ts';

export interface ObjectRef {
  apiVersion: string;
  kind: string;
  namespace?: string;
  name: string;
}

/**
 * `create`: no live object; `update`: the object changes (values or ownership);
 * `unchanged`: nothing changes; `conflict`: the apply fails with 409;
 * `invalid`: the API server refuses the write as invalid (422 Invalid, or 400
 * BadRequest such as an unknown field under fieldValidation Strict) — see `status`
 * and `causes`; `error`: the object could not be previewed (bad manifest, bad
 * schema, a failure that is not the server refusing the write) — see `error`;
 * `delete`: the change removes the object's manifest and the applier prunes it;
 * `orphan`: the change removes its manifest and the object stays in the cluster.
 */
export type PreviewAction =
  | 'create'
  | 'update'
  | 'unchanged'
  | 'conflict'
  | 'invalid'
  | 'error'
  | 'delete'
  | 'orphan';

/** Replaces every Secret `data`/`stringData` value anywhere in a report. */
export const SECRET_MASK = '(secret value hidden)';

export interface FieldChange {
  path: string;
  kind: 'added' | 'modified' | 'removed';
  /** Absent for `added`. */
  before?: JsonValue;
  /** Absent for `removed`. */
  after?: JsonValue;
  /** Set when the values are Secret data replaced by SECRET_MASK. */
  masked?: true;
  /**
   * Who sets the new value when the applier does not: `defaults` (the API server's
   * defaulting, owned by nobody) or `server` (a value the server generates:
   * uid, creationTimestamp, generation).
   */
  setBy?: 'defaults' | 'server';
}

/** A manager as managedFields names it. `apiVersion` is given for Update entries only. */
export interface ManagerRef {
  manager: string;
  operation: Operation;
  apiVersion?: string;
  subresource?: string;
}

export interface OwnershipChange {
  path: string;
  before: ManagerRef[];
  after: ManagerRef[];
}

/** One managedFields entry before and after, with its count of owned fields (leaves). */
export interface ManagerSummary extends ManagerRef {
  fieldsBefore: number;
  fieldsAfter: number;
  /** Fields it gains (including shared ownership) and loses (to a forced apply, an update, or pruning). */
  gained: number;
  lost: number;
}

export interface ConflictResolutions {
  /** Take the field with force (kubectl apply --server-side --force-conflicts). */
  force: string;
  /** Drop the field from the manifest and leave it to its owners. */
  drop: string;
  /** Set the field to the live value to share ownership. */
  coOwn: string;
}

export interface ConflictReport {
  path: string;
  owners: ManagerRef[];
  /** Absent when the field is not set on the live object. */
  liveValue?: JsonValue;
  appliedValue?: JsonValue;
  masked?: true;
  resolutions: ConflictResolutions;
}

export interface RetainedField {
  path: string;
  owners: ManagerRef[];
}

export interface PrunedField {
  path: string;
  /** The value that will be removed. */
  before?: JsonValue;
  masked?: true;
  /** The field is not removed: the API server's defaulting sets it to this value (owned by nobody). */
  resetTo?: JsonValue;
}

export type NoteCode =
  /** No live object: the apply creates it. */
  | 'create'
  /** The same object more than once in the manifests: each write goes onto the one before (kubectl applies them in turn). */
  | 'duplicate'
  /** No schema for this kind: every list is atomic and every map granular, so the preview is approximate. */
  | 'deduced-schema'
  /** A pruned field has a default: the API server sets it back to that default. */
  | 'default-reset'
  /** A keyed list item whose key changed (a renumbered Service port): the old item is replaced, not pruned. */
  | 'replaced-item'
  /** The API server fills fields the manifest leaves out with their defaults (owned by nobody). */
  | 'defaulted'
  /** The manifest sets `.status`, which a write to the resource itself ignores. */
  | 'status-ignored'
  /** The manifest sets a field the server resets on this write (neither written nor owned). */
  | 'reset-field'
  /** A value only the cluster can allocate (a Service's cluster IP, IP families, a node port): not in the preview. */
  | 'cluster-allocates'
  /** kubectl applying server-side over client-side apply state (last-applied annotation, kubectl-client-side-apply). */
  | 'client-side-apply-migration'
  /** `.spec.replicas` is owned (or contested) by an autoscaler-like Update manager. */
  | 'replicas-autoscaler'
  /** The apply is forced and takes fields from other managers. */
  | 'forced'
  /** The conflicts list shows what a forced apply would do; without force nothing changes. */
  | 'conflict-preview'
  /** A conflict between two spellings of the same quantity (`0.5` and the live `500m`). */
  | 'quantity-spelling'
  /** An integer too big for its int32 field, wrapped around by the API server's conversion of an apply. */
  | 'value-wrapped'
  /** Managers recorded at an API version the preview cannot convert to (a CRD's Webhook): compared in the request's version. */
  | 'version-not-converted'
  /** The field manager could not type or convert the objects of a create or update: the write is stored untracked (1.37: with the live managedFields). */
  | 'field-manager-failed'
  /** A conflict on a field of the API version its owner wrote at, not the manifest's. */
  | 'other-version-conflict'
  /** A client-side apply: the patch kubectl computes from the last-applied configuration. */
  | 'client-side-apply'
  /** An applier preset's housekeeping around its write (managedFields entries merged, annotations removed). */
  | 'applier'
  /** The Flux Kustomization, Helm release or Argo CD Application whose metadata the tool writes, and where it was read. */
  | 'applier-owner'
  /** The tool does not write the object at all (Flux's reconcile: disabled, ssa: Ignore, ssa: IfNotPresent). */
  | 'skipped'
  /** The manifest is gone and the applier prunes: the object is deleted. */
  | 'deleted'
  /** The manifest is gone and the object stays: the applier does not prune it, or something keeps it. */
  | 'left-in-cluster'
  /** An object of an Application an ApplicationSet generated at the base: whether the head's set still generates it is not known. */
  | 'applicationset-unknown'
  /** What the preview validated of the kind's upstream rules, when not all of them (or that it validated none). */
  | 'validation'
  /** fieldValidation Warn: the API server's warning about an unknown or duplicate field it dropped. */
  | 'field-warning'
  /** The Kubernetes version asked for is a patch newer than the newest modelled: the preview runs that one. */
  | 'version-newer'
  /** A field the server drops because its feature gate is off in the version previewed. */
  | 'gate-disabled'
  /** A rendered object of a kind no CRD (repository, crds input, cluster) gives a scope: previewed as namespaced. */
  | 'scope-assumed';

export interface Note {
  code: NoteCode;
  message: string;
  path?: string;
}

/** A field the API server refuses, as the report prints paths (`.spec.replica`). */
export interface InvalidCause {
  /** The field (`.metadata.uid`, `.spec.template.spec.containers[0].image`); absent when the refusal names none. */
  path?: string;
  /** The server's reason for the cause (`FieldValueInvalid`), when the Status gives one. */
  reason?: string;
  message: string;
  /** The field's line in the manifest, when the caller knows it (the Action sets it). */
  line?: number;
}

/** What a client-side apply sends: nothing (an empty patch), a create, or a patch of a type. */
export interface ClientPatch {
  /** `none`: kubectl sends nothing; `create`: a POST; else the patch's Content-Type. */
  type: 'none' | 'create' | 'application/strategic-merge-patch+json' | 'application/merge-patch+json';
  /** The patch (or the created object), Secret values masked; absent for `none`. */
  body?: JsonValue;
}

export interface ObjectReport {
  ref: ObjectRef;
  /** Where the schema came from: explicit, crd:<name>, openapi, builtin:1.35 or deduced; empty when an error came first. */
  schemaSource: string;
  /** The Kubernetes version previewed ("1.36.3", core/versions.ts); absent when an error came first. */
  kubernetesVersion?: string;
  action: PreviewAction;
  fieldManager: string;
  force: boolean;
  /** How the object is written: a server-side apply (the default) or kubectl's client-side apply. */
  mode?: 'server-side' | 'client-side';
  /** The applier preset whose write this is (`kubectl`, `flux`, ...), when one was asked for. */
  applier?: string;
  /** Client-side: what kubectl sends. */
  patch?: ClientPatch;
  /** Changed leaves and atomic values (managedFields excluded). On `conflict`: what a forced apply would change. */
  changes: FieldChange[];
  ownership: OwnershipChange[];
  managers: ManagerSummary[];
  conflicts: ConflictReport[];
  retained: RetainedField[];
  pruned: PrunedField[];
  notes: Note[];
  /** The object after the apply (Secret values masked), with `includeObject`; absent on `conflict` and `error`. */
  object?: JsonObject;
  /** On `error` and `invalid`: what was wrong, naming the path; never a Secret value. */
  error?: { message: string; code: number; reason: string };
  /** On `invalid`: the Status the API server answers, word for word. */
  status?: KubeStatus;
  /** On `invalid`: one entry per field the refusal names (the Status's causes, or the unknown and duplicate fields). */
  causes?: InvalidCause[];
  /** Where the intent came from (file and document), when the caller said so. */
  source?: { file?: string; document?: number; line?: number };
  /** The same apply sent to the cluster with dryRun=All and its answer compared with this preview (verify: server-dry-run). */
  verification?: Verification;
  /** The source the object was rendered from (a Flux Kustomization, an Argo CD Application, ...); absent: plain manifests. */
  group?: ReportGroup;
  /** On `update` of a workload whose pod template changes: whether its pods roll, and its image changes. */
  rollout?: Rollout;
}

/** What a group of the report stands for: a source the objects were rendered from, or plain manifests. */
export type GroupKind =
  | 'flux-kustomization'
  | 'flux-helmrelease'
  | 'argocd-application'
  | 'kustomize'
  | 'helm'
  | 'manifests';

/** One source of objects in the report, as the repository holds it. */
export interface ReportGroup {
  /** Unique within the report; objects with the same id form one group. */
  id: string;
  kind: GroupKind;
  /** `namespace/name` of a controller object, the directory of a plain Kustomize or Helm source. */
  name: string;
  /** The file that defines the source, and its line. */
  file?: string;
  line?: number;
  /** The cluster directory the source file sits under (`clusters/prod`), when it sits under `clusters/<name>/`. */
  cluster?: string;
}

/** A group of the report with its own counts and verdict (BatchReport.groups). */
export interface GroupReport {
  group: ReportGroup;
  summary: BatchSummary;
  /** The group's verdict in words, by the rules of the report's ("1 object changes, 2 unchanged"). */
  verdict: string;
  /** Its objects, as indices of BatchReport.objects. */
  objects: number[];
  /** Nothing in the group changes (every object unchanged): renderers fold such groups into one line. */
  unchanged: boolean;
}

/**
 * How the workload's controller treats a change of its pod template:
 * `rolling-update` / `recreate` (Deployment strategy), `partitioned` (StatefulSet
 * rollingUpdate.partition above 0: only pods at or above the ordinal), `paused`
 * (a paused Deployment rolls when resumed), `on-delete` (StatefulSet or DaemonSet
 * updateStrategy OnDelete: pods change only when deleted), `scaled-to-zero` (no
 * pods to roll), `new-pods-only` (ReplicaSet, Job: running pods keep their
 * template), `next-jobs` (CronJob: Jobs it starts from now on).
 */
export type RolloutHow =
  | 'rolling-update'
  | 'recreate'
  | 'partitioned'
  | 'paused'
  | 'on-delete'
  | 'scaled-to-zero'
  | 'new-pods-only'
  | 'next-jobs';

/** A container whose image changes (added: no before; removed: no after). */
export interface ImageChange {
  container: string;
  /** An init container. */
  init?: true;
  before?: string;
  after?: string;
}

export interface Rollout {
  /** The controller replaces running pods because of this change. */
  rolls: boolean;
  how: RolloutHow;
  /** What happens to the pods, for people. */
  message: string;
  images: ImageChange[];
}

/**
 * Why the cluster's answer differs from the preview, where it can be told:
 * `mutation`: the cluster has a field no manifest sets and no default we know (a
 * mutating webhook, or a default we do not have); `admission-changed`: the
 * cluster's value differs from the one the manifest sets (a mutating webhook or
 * policy); `default-differs`: we default the field and the cluster does not;
 * `changed-since-read`: the object changed on the cluster after it was read;
 * `conflict`: the cluster's 409 and our conflicts differ; `denied`: admission
 * (a webhook or ValidatingAdmissionPolicy) refused the request; `refused`: the
 * cluster refused it otherwise (invalid, not found); `forbidden`: no permission
 * to send the dry run (RBAC `patch`); `timeout`: no answer within the time
 * allowed; `unreachable`: no usable answer (connection, 5xx); `allocated`: a
 * value the API server allocates on create (a Service's clusterIP, a nodePort),
 * which the preview does not model and which alone does not make a difference.
 */
export type VerificationCause =
  | 'mutation'
  | 'admission-changed'
  | 'default-differs'
  | 'changed-since-read'
  | 'conflict'
  | 'denied'
  | 'refused'
  | 'forbidden'
  | 'timeout'
  | 'unreachable'
  | 'several-requests'
  | 'allocated';

/** One place where the cluster's dry-run answer and the preview differ. */
export interface VerificationDifference {
  /** The field (`.spec.template.spec.containers[name="istio-proxy"]`); "" for the answer as a whole. */
  path: string;
  /** For an ownership difference: the managedFields entry (`kubectl (Apply)`); ours/cluster are then `owned` or `not owned`. */
  manager?: string;
  /** Our value; absent: the preview does not have the field. */
  ours?: JsonValue;
  /** The cluster's value; absent: the cluster's answer does not have the field. */
  cluster?: JsonValue;
  cause?: VerificationCause;
  /** Secret values replaced by SECRET_MASK. */
  masked?: true;
}

/**
 * `agrees`: the cluster answered what the preview says (values it allocates
 * on create may be listed, with cause `allocated`); `differs`: see
 * `differences`; `refused`: the cluster refused the request (see `status`);
 * `unchecked`: no answer to compare (forbidden, timeout, unreachable: see `cause`).
 */
export interface Verification {
  method: 'server-dry-run';
  result: 'agrees' | 'differs' | 'refused' | 'unchecked';
  differences: VerificationDifference[];
  /** Differences left out beyond the ones listed. */
  more?: number;
  /** For `refused` and `unchecked`: the likely cause. */
  cause?: VerificationCause;
  /** The cluster's Status (refused, forbidden) or what went wrong (timeout, unreachable); Secret values masked. */
  status?: { code: number; reason: string; message: string };
}

export interface BatchSummary {
  objects: number;
  create: number;
  update: number;
  unchanged: number;
  conflict: number;
  /** Objects whose write the API server refuses as invalid (422, or 400 such as an unknown field). */
  invalid: number;
  error: number;
  /** Objects the change deletes (their manifests are gone and the applier prunes). */
  delete: number;
  /** Objects whose manifests are gone but which stay in the cluster. */
  orphan: number;
  /** Conflicting fields over all objects. */
  conflicts: number;
  /** Every manager whose ownership changes (conflicting objects excluded: they change nothing), sorted. */
  managersAffected: string[];
  /** Managers that an apply conflicts with, sorted. */
  conflictsWith: string[];
}

export interface BatchReport {
  summary: BatchSummary;
  objects: ObjectReport[];
  /** Objects by source, when any object names one (ObjectReport.group): by cluster directory, then source. */
  groups?: GroupReport[];
  /** With rendering (`render: auto`): what became of each of the head's sources. */
  rendering?: RenderingReport;
}

/**
 * How the repository's sources were rendered (docs/rendering.md), those the
 * manifests patterns select, each named as its objects' `group` is.
 */
export interface RenderingReport {
  /** Rendered and previewed, with the number of objects each gave. */
  rendered: { group: ReportGroup; objects: number }[];
  /** Not touched by the change (a pull request's changed files): neither rendered nor previewed. */
  skipped: { group: ReportGroup }[];
  /** Touched but not rendered: each problem at the file and line it points to (also an `error` object of the report). */
  notRendered: { group: ReportGroup; problems: RenderingProblem[] }[];
}

/** Why a source did not render: the tool's `error`, or `not-rendered` (a remote chart, no tool, ...), with its reason. */
export interface RenderingProblem {
  kind: 'error' | 'not-rendered';
  message: string;
  file: string;
  line: number;
}

/**
 * What the Markdown renderer needs beside an ObjectReport to draw the object's YAML
 * diff with owners per line. Not part of the JSON report: previewOutcome returns it
 * (PreviewOutcome.sides) and callers pass it to renderMarkdown (`sides`, by index).
 */
export interface ObjectSides {
  /** The live object with its managedFields, Secret values masked (SECRET_MASK); null on create. */
  before: JsonObject | null;
  /** The object after the apply (the forced apply on `conflict`) with its managedFields, Secret values masked. */
  after: JsonObject;
  /** The object's root type, as the preview used it. */
  schema: TypeNode;
  /** Paths (as the report writes them) whose value the API server's defaulting set: shown as "defaulted". */
  defaulted?: ReadonlySet<string>;
}
