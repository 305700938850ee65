// What each deployment tool does around its write, read from the tools' own
// source: its field manager, client- or server-side, whether it forces
// conflicts, whether and how it prunes objects whose manifest disappeared, and
// the housekeeping it does on the live object (managedFields entries,
// annotations, labels) or on the manifest before or after the write. Every
// behaviour carries the file that shows it (`source`).
//
// The housekeeping functions are pure: a live object (or a manifest) in, the
// changed object out, as the tool would send it (entries in the tool's order;
// the API server re-sorts them when it stores the write).

import { utf8Base64 } from '../base64.ts';
import { fieldElement } from '../fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1, FieldsV1Error } from '../fieldpath/fieldsv1.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import {
  KUBECTL_CLIENT_SIDE_MANAGER,
  KUBECTL_LAST_APPLIED_MANAGER,
  KUBECTL_SERVER_SIDE_MANAGER,
  upgradeManagedFields,
} from './csaupgrade.ts';
import { metaOf, metaValue, stringMap, withMeta } from './meta.ts';
import {
  ARGO_INSTANCE_NAME,
  ARGO_TRACKING,
  ARGO_TRACKING_DEFAULT,
  ARGO_TRACKING_SET,
  ARGOCD_INSTANCE_LABEL,
  ARGOCD_TRACKING_ID,
  type ArgoTracking,
  ASSUMED_APPLICATION,
  argocdResourceTracking,
  argocdTrackingFromLive,
  HELM_INSTALL_CHECK,
  HELM_OWNERSHIP,
  HELM_UPGRADE_CHECK,
  type ToolOwner,
} from './owner.ts';

/** A file that shows a behaviour: repository, path, and the function or constant. */
export interface Citation {
  repo: string;
  path: string;
  symbol: string;
  /** The branch or tag read when it is not the default branch. */
  ref?: string;
}

/** The commits the citations were read at (repository → commit; Helm 3 at its release branch). */
export const SOURCES_READ: Readonly<Record<string, string>> = {
  'kubernetes/kubectl': 'dee3483a3d6a64c07fdf746caf80af446dee99ac',
  'kubernetes/client-go': '32ce75a7d6bc6960fd048d3d1e3b34185418d8c8',
  'kubernetes/apimachinery': 'eed236ceee2c19c2753a3d93ac0631dc20750454',
  'fluxcd/pkg': 'e2cfd1a2d1815a81b3e77ef750e6528282ccccd6',
  'fluxcd/kustomize-controller': '186fb3b29138ce82ff61ba1a9370b96a3dd598fe',
  'argoproj/argo-cd': '37ee0097cf851bc2dd7665fc081bbce61a7e836e',
  'helm/helm': 'e9b85e4de16ad45805843fb121748018cf89094b',
  'helm/helm@release-3.21': '94fe81cc2c1c89a6e26e9845934f7e2a77efef0f',
};

export type PresetName =
  | 'kubectl'
  | 'kubectl-server-side'
  | 'flux'
  | 'argocd'
  | 'argocd-server-side'
  | 'helm3'
  | 'helm4';

/** A label or annotation (or an option inside one) that keeps an object from being pruned. */
export interface KeepMarker {
  /** Where the tool looks: the live object's annotations, labels, or either. */
  in: 'annotation' | 'label' | 'annotation-or-label';
  key: string;
  value: string;
  /** exact: value equal; case-insensitive: equal ignoring case; csv-option: one item of a comma-separated list. */
  match: 'exact' | 'case-insensitive' | 'csv-option';
}

export interface PruneBehaviour {
  /** Whether objects whose manifest disappeared are deleted when the tool runs as configured by default. */
  byDefault: boolean;
  /** The switch that turns pruning on (or off). */
  option: string;
  /** What keeps a live object from being deleted. */
  keep: KeepMarker[];
  /** What a live object must carry to be pruned at all, when anything. */
  onlyWith?: string;
  source: Citation[];
}

export interface HousekeepingContext {
  /** The manifest being applied (some tools look at it too). */
  manifest?: JsonObject;
  /** The Flux Kustomization, Helm release or Argo CD Application the object belongs to. */
  owner?: ToolOwner;
  /** Argo CD: how the Application tracks its objects (default: the annotation, Argo CD 3's default). */
  tracking?: ArgoTracking;
  /** Flux: the controller's --override-manager names. */
  overrideManagers?: readonly string[];
  /** Argo CD: the Application's argocd.argoproj.io/client-side-apply-migration-manager. */
  migrationManager?: string;
  /** The tool's field manager when overridden (default: the preset's). */
  fieldManager?: string;
}

/** One step a tool runs around its write. */
export interface Housekeeping {
  id: string;
  /** before: on the live object before the write; after: on the stored object after it; manifest: on the manifest. */
  when: 'before' | 'after' | 'manifest';
  description: string;
  run: (obj: JsonObject, ctx?: HousekeepingContext) => JsonObject;
  source: Citation[];
}

export interface ApplierPreset {
  name: PresetName;
  tool: string;
  fieldManager: string;
  mode: 'client-side' | 'server-side';
  /** Server-side: whether conflicts are forced. Client-side patches never conflict. */
  force: boolean;
  /** Client-side: what the three-way patch takes as the previous configuration. */
  previousConfiguration?: 'last-applied-annotation' | 'previous-release-manifest';
  /** Client-side: whether the tool writes kubectl's last-applied annotation. */
  writesLastApplied?: boolean;
  prune: PruneBehaviour;
  housekeeping: Housekeeping[];
  source: Citation[];
  /** Documented behaviour the preset does not model. */
  notModelled?: string[];
}

// ---------------------------------------------------------------------------
// Small helpers over live objects.

function entriesOf(obj: JsonObject): JsonObject[] {
  const meta = metaOf(obj);
  const mf = meta === null ? undefined : getOwn(meta, 'managedFields');
  return Array.isArray(mf) ? mf.filter(isObject) : [];
}

function str(e: JsonObject, k: string): string {
  const v = getOwn(e, k);
  return typeof v === 'string' ? v : '';
}

/** Whether a keep marker is on the object. */
export function hasKeepMarker(obj: JsonObject, k: KeepMarker): boolean {
  const values: string[] = [];
  if (k.in !== 'label') values.push(metaValue(obj, 'annotations', k.key));
  if (k.in !== 'annotation') values.push(metaValue(obj, 'labels', k.key));
  return values.some((v) => {
    if (v === '') return false;
    if (k.match === 'exact') return v === k.value;
    if (k.match === 'case-insensitive') return v.toLowerCase() === k.value.toLowerCase();
    return v.split(',').some((item) => item.trim() === k.value);
  });
}

/** Whether the applier would delete this live object once its manifest is gone. */
export function wouldPrune(
  preset: ApplierPreset,
  live: JsonObject,
  pruneEnabled = preset.prune.byDefault,
): boolean {
  if (!pruneEnabled) return false;
  // kubectl apply --prune (without an ApplySet) only deletes objects that carry the annotation.
  const kubectl = preset.name === 'kubectl' || preset.name === 'kubectl-server-side';
  if (kubectl && !Object.hasOwn(stringMap(live, 'annotations') ?? {}, LAST_APPLIED)) return false;
  // Flux and Argo CD prune what they track: an object without their owner labels or
  // tracking was not applied by them (it is in no inventory, of no Application).
  if (
    preset.name === 'flux' &&
    (metaValue(live, 'labels', `${FLUX_GROUP}/name`) === '' ||
      metaValue(live, 'labels', `${FLUX_GROUP}/namespace`) === '')
  )
    return false;
  if (
    (preset.name === 'argocd' || preset.name === 'argocd-server-side') &&
    metaValue(live, 'annotations', ARGOCD_TRACKING_ID) === '' &&
    metaValue(live, 'labels', ARGOCD_INSTANCE_LABEL) === ''
  )
    return false;
  return !preset.prune.keep.some((k) => hasKeepMarker(live, k));
}

// ---------------------------------------------------------------------------
// Citations.

const KUBECTL_APPLY: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'FieldManagerClientSideApply, fieldManagerServerSideApply, GetApplyFieldManagerFlag',
};
const KUBECTL_APPLY_ONE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.applyOneObject',
};
const KUBECTL_SAVE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.saveLastApplyAnnotationIfNecessary',
};
const KUBECTL_MIGRATE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.migrateToSSAIfNecessary',
};
const KUBECTL_PATCHER: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/patcher.go',
  symbol: 'Patcher.patchSimple',
};
const KUBECTL_PRUNE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/prune.go',
  symbol: 'pruner.prune',
};
const KUBECTL_APPLYSET: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/applyset.go',
  symbol: 'ApplysetPartOfLabel',
};
const CSAUPGRADE: Citation = {
  repo: 'kubernetes/client-go',
  path: 'util/csaupgrade/upgrade.go',
  symbol: 'UpgradeManagedFields, UpgradeManagedFieldsPatch',
};

const FLUX_APPLY: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'internal/controller/kustomization_controller.go',
  symbol: 'KustomizationReconciler.apply',
};
const FLUX_OWNER: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'main.go',
  symbol: 'controllerName',
};
const FLUX_DELETE: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'internal/controller/kustomization_controller.go',
  symbol: 'KustomizationReconciler.prune, deleteObjects',
};
const FLUX_PRUNE_FIELD: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'api/v1/kustomization_types.go',
  symbol: 'KustomizationSpec.Prune',
};
const FLUX_SSA_APPLY: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_apply.go',
  symbol: 'ResourceManager.apply (client.ForceOwnership), ResourceManager.cleanupMetadata',
};
const FLUX_SSA_PATCH: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/patch.go',
  symbol: 'PatchReplaceFieldsManagers, matchFieldManager, PatchRemoveAnnotations, PatchRemoveLabels',
};
const FLUX_SSA_DELETE: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_delete.go',
  symbol: 'ResourceManager.Delete',
};
const FLUX_META: Citation = { repo: 'fluxcd/pkg', path: 'ssa/utils/meta.go', symbol: 'AnyInMetadata' };
const FLUX_NORMALIZE: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/normalize/normalize.go',
  symbol: 'UnstructuredWithScheme',
};
const FLUX_OWNER_LABELS: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager.go',
  symbol: 'ResourceManager.SetOwnerLabels, GetOwnerLabels',
};

const ARGO_MANAGER: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'common/common.go',
  symbol: 'ArgoCDSSAManager',
};
const ARGO_SYNC: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'controller/sync.go',
  symbol:
    'appStateManager.SyncAppState (WithServerSideApply, WithServerSideApplyManager, WithClientSideApplyMigration)',
};
const ARGO_APPLY: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.applyObject, shouldUseServerSideApply',
};
const ARGO_MIGRATE: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.needsClientSideApplyMigration, performCSAUpgradeMigration',
};
const ARGO_PRUNE: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.pruneObject, isPruningDisabled',
};
const ARGO_OPTIONS: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/common/types.go',
  symbol: 'AnnotationSyncOptions, SyncOptionPrune, SyncValueFalse, DefaultClientSideApplyMigrationManager',
};
const ARGO_CSV: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/resource/annotations.go',
  symbol: 'GetAnnotationCSVs, GetAnnotationOptionValue',
};
const ARGO_OPS: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/utils/kube/resource_ops.go',
  symbol:
    'kubectlResourceOperations.newApplyOptions (FieldManager = manager, ForceConflicts = serverSideApply)',
};

const HELM3_REF = 'release-3.21';
const HELM3_MANAGER: Citation = {
  repo: 'helm/helm',
  path: 'cmd/helm/helm.go',
  symbol: 'kube.ManagedFieldsManager = "helm"',
  ref: HELM3_REF,
};
const HELM3_PATCH: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol: 'createPatch, updateResource',
  ref: HELM3_REF,
};
const HELM3_UPDATE: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol: 'Client.update (original.Difference(target) deleted unless helm.sh/resource-policy: keep)',
  ref: HELM3_REF,
};
const HELM3_META: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/validate.go',
  symbol: 'setMetadataVisitor',
  ref: HELM3_REF,
};
const HELM_POLICY: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/resource_policy.go',
  symbol: 'ResourcePolicyAnno, KeepPolicy',
};
const HELM4_MANAGER: Citation = {
  repo: 'helm/helm',
  path: 'cmd/helm/helm.go',
  symbol: 'kube.ManagedFieldsManager = "helm"',
};
const HELM4_CLIENT: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol:
    'Client.Update (serverSideApply default true), patchResourceServerSide, upgradeClientSideFieldManager',
};
const HELM4_UPGRADE: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/upgrade.go',
  symbol: 'getUpgradeServerSideValue, Upgrade.releasingUpgrade (upgradeClientSideFieldManager)',
};
const HELM4_FLAGS: Citation = {
  repo: 'helm/helm',
  path: 'pkg/cmd/upgrade.go',
  symbol: 'flags --server-side (auto), --force-conflicts',
};
const HELM4_INSTALL: Citation = {
  repo: 'helm/helm',
  path: 'pkg/cmd/install.go',
  symbol: 'flags --server-side (true), --force-conflicts',
};
const HELM4_META: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/validate.go',
  symbol: 'setMetadataVisitor',
};

// ---------------------------------------------------------------------------
// Flux (kustomize-controller with fluxcd/pkg/ssa).

export const FLUX_MANAGER = 'kustomize-controller';
const FLUX_GROUP = 'kustomize.toolkit.fluxcd.io';

/** A managedFields entry Flux takes over: by name (prefix unless exact) and operation, main resource only. */
export interface FluxFieldManager {
  name: string;
  exactMatch?: boolean;
  operation: 'Apply' | 'Update';
}

/** The managers kustomize-controller folds into its own entry; `overrideManagers`: its --override-manager flags. */
export function fluxCleanupManagers(
  overrideManagers: readonly string[] = [],
  controller: string = FLUX_MANAGER,
): FluxFieldManager[] {
  const out: FluxFieldManager[] = [
    { name: 'kubectl', operation: 'Apply' },
    { name: 'kubectl', operation: 'Update' },
    { name: 'before-first-apply', operation: 'Update' },
    { name: controller, operation: 'Update' },
  ];
  for (const m of overrideManagers)
    out.push({ name: m, operation: 'Apply' }, { name: m, operation: 'Update' });
  return out;
}

function fluxMatches(e: JsonObject, m: FluxFieldManager): boolean {
  if (str(e, 'operation') !== m.operation || str(e, 'subresource') !== '') return false;
  return m.exactMatch ? str(e, 'manager') === m.name : str(e, 'manager').startsWith(m.name);
}

function fieldSetOfEntry(e: JsonObject): FieldSet {
  try {
    return decodeFieldsV1(getOwn(e, 'fieldsV1'));
  } catch (err) {
    if (err instanceof FieldsV1Error) throw new Error(`unable to merge managed fields: '${err.message}'`);
    throw err;
  }
}

/**
 * fluxcd/pkg ssa.PatchReplaceFieldsManagers: the entries of `managers` are
 * merged into `owner`'s Apply entry (the first match is renamed to it when it
 * has none), which goes to the end of the list. Returns null when no entry matches.
 */
export function fluxReplaceFieldManagers(
  entries: readonly JsonObject[],
  managers: readonly FluxFieldManager[],
  owner: string = FLUX_MANAGER,
): JsonObject[] | null {
  let prev: JsonObject | null = null;
  for (const e of entries) if (str(e, 'manager') === owner && str(e, 'operation') === 'Apply') prev = e;
  const kept: JsonObject[] = [];
  let merged: JsonObject | null = prev;
  let edited = false;
  for (const e of entries) {
    if (e === prev) continue;
    if (!managers.some((m) => fluxMatches(e, m))) {
      kept.push(e);
      continue;
    }
    edited = true;
    if (merged === null) merged = { ...e, manager: owner, operation: 'Apply' };
    else {
      const union = fieldSetOfEntry(merged).union(fieldSetOfEntry(e));
      merged = { ...merged, fieldsV1: encodeFieldsV1(union) };
    }
  }
  if (!edited || merged === null) return null;
  return [...kept, merged];
}

const FLUX_REMOVED_ANNOTATIONS = [
  LAST_APPLIED,
  'kustomize.toolkit.fluxcd.io/checksum',
  'fluxcd.io/sync-checksum',
];
const FLUX_REMOVED_LABELS = ['fluxcd.io/sync-gc-mark'];
/** `kustomize.toolkit.fluxcd.io/ssa: Merge` on the manifest or the live object turns the cleanup off. */
const FLUX_MERGE_MARKER: KeepMarker = {
  in: 'annotation-or-label',
  key: `${FLUX_GROUP}/ssa`,
  value: 'Merge',
  match: 'case-insensitive',
};

const FLUX_SKIP_APPLY: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_apply.go',
  symbol: 'ResourceManager.shouldSkipApply (ExclusionSelector, IfNotPresentSelector)',
};
const FLUX_SELECTORS: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'internal/controller/kustomization_controller.go',
  symbol: 'KustomizationReconciler.apply (reconcile: disabled, ssa: Ignore, ssa: IfNotPresent)',
};

const fluxMarker = (name: string, value: string): KeepMarker => ({
  in: 'annotation-or-label',
  key: `${FLUX_GROUP}/${name}`,
  value,
  match: 'case-insensitive',
});

/**
 * Why kustomize-controller leaves an existing object alone, or null: the
 * manifest or the object says `reconcile: disabled` or `ssa: Ignore`, or the
 * manifest says `ssa: IfNotPresent` (labels or annotations, any case).
 */
export function fluxSkipsApply(manifest: JsonObject, live: JsonObject): string | null {
  for (const [name, value] of [
    ['reconcile', 'disabled'],
    ['ssa', 'Ignore'],
  ] as const) {
    const m = fluxMarker(name, value);
    if (hasKeepMarker(manifest, m)) return `its manifest says ${FLUX_GROUP}/${name}: ${value}`;
    if (hasKeepMarker(live, m)) return `the object in the cluster says ${FLUX_GROUP}/${name}: ${value}`;
  }
  if (hasKeepMarker(manifest, fluxMarker('ssa', 'IfNotPresent')))
    return `its manifest says ${FLUX_GROUP}/ssa: IfNotPresent and the object exists`;
  return null;
}

function withoutKeys(obj: JsonObject, key: 'annotations' | 'labels', names: readonly string[]): JsonObject {
  const m = stringMap(obj, key);
  if (m === null || !names.some((n) => Object.hasOwn(m, n))) return obj;
  const next: JsonObject = {};
  for (const k of Object.keys(m)) if (!names.includes(k)) setOwn(next, k, m[k]);
  return withMeta(obj, key, next);
}

/**
 * kustomize-controller's metadata cleanup before its apply (ResourceManager.cleanupMetadata
 * with the options KustomizationReconciler.apply sets): kubectl's last-applied
 * annotation and Flux v1 leftovers removed, and the entries of kubectl,
 * before-first-apply and kustomize-controller's own Update writes folded into its
 * Apply entry. Skipped when the manifest or the object says `kustomize.toolkit.fluxcd.io/ssa: Merge`.
 */
export function fluxCleanupMetadata(live: JsonObject, ctx: HousekeepingContext = {}): JsonObject {
  if (hasKeepMarker(live, FLUX_MERGE_MARKER)) return live;
  if (ctx.manifest !== undefined && hasKeepMarker(ctx.manifest, FLUX_MERGE_MARKER)) return live;
  let out = withoutKeys(live, 'annotations', FLUX_REMOVED_ANNOTATIONS);
  out = withoutKeys(out, 'labels', FLUX_REMOVED_LABELS);
  const owner = ctx.fieldManager ?? FLUX_MANAGER;
  const entries = fluxReplaceFieldManagers(
    entriesOf(live),
    fluxCleanupManagers(ctx.overrideManagers ?? [], owner),
    owner,
  );
  if (entries !== null) out = withMeta(out, 'managedFields', entries);
  return out;
}

const POD_TEMPLATE_PATHS: Record<string, string[]> = {
  'v1/Pod': ['spec'],
  'apps/v1/Deployment': ['spec', 'template', 'spec'],
  'apps/v1/StatefulSet': ['spec', 'template', 'spec'],
  'apps/v1/DaemonSet': ['spec', 'template', 'spec'],
  'apps/v1/ReplicaSet': ['spec', 'template', 'spec'],
  'batch/v1/Job': ['spec', 'template', 'spec'],
  'batch/v1/CronJob': ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

function mapAt(obj: JsonObject, path: readonly string[], fn: (v: JsonObject) => JsonObject): JsonObject {
  if (path.length === 0) return fn(obj);
  const [head, ...rest] = path;
  const child = getOwn(obj, head);
  if (!isObject(child)) return obj;
  const next = mapAt(child, rest, fn);
  if (next === child) return obj;
  const out: JsonObject = { ...obj };
  setOwn(out, head, next);
  return out;
}

function tcpPorts(ports: JsonValue | undefined): JsonValue | undefined {
  if (!Array.isArray(ports)) return ports;
  return ports.map((p) =>
    isObject(p) && (p.protocol === undefined || p.protocol === '') ? { ...p, protocol: 'TCP' } : p,
  );
}

/**
 * The manifest as kustomize-controller sends it: Flux's normalization
 * (normalize.UnstructuredWithScheme: TCP filled in for container and Service
 * ports, a Secret's stringData moved to data, creationTimestamp null, status
 * dropped except on CRDs) and its owner labels (`kustomize.toolkit.fluxcd.io/name`, `/namespace`).
 */
export function fluxPrepareManifest(
  manifest: JsonObject,
  kustomization: { name: string; namespace: string },
): JsonObject {
  let out = manifest;
  const apiVersion = typeof manifest.apiVersion === 'string' ? manifest.apiVersion : '';
  const kind = typeof manifest.kind === 'string' ? manifest.kind : '';
  const podSpec = POD_TEMPLATE_PATHS[`${apiVersion}/${kind}`];
  if (podSpec !== undefined) {
    out = mapAt(out, podSpec, (spec) => {
      const cs = getOwn(spec, 'containers');
      if (!Array.isArray(cs)) return spec;
      const containers = cs.map((c) =>
        isObject(c) && Array.isArray(c.ports) ? { ...c, ports: tcpPorts(c.ports) ?? null } : c,
      );
      return { ...spec, containers };
    });
  }
  if (apiVersion === 'v1' && kind === 'Service') {
    out = mapAt(out, ['spec'], (spec) =>
      Array.isArray(spec.ports) ? { ...spec, ports: tcpPorts(spec.ports) ?? null } : spec,
    );
  }
  if (
    apiVersion === 'v1' &&
    kind === 'Secret' &&
    isObject(out.stringData) &&
    Object.keys(out.stringData).length > 0
  ) {
    const data: JsonObject = isObject(out.data) ? { ...out.data } : {};
    for (const k of Object.keys(out.stringData)) {
      const v = out.stringData[k];
      setOwn(data, k, utf8Base64(typeof v === 'string' ? v : ''));
    }
    const { stringData: _, ...rest } = out;
    out = { ...rest, data };
  }
  out = withMeta(out, 'creationTimestamp', null);
  if (!(apiVersion.startsWith('apiextensions.k8s.io/') && kind === 'CustomResourceDefinition')) {
    const { status: _, ...rest } = out;
    out = rest;
  }
  const labels: JsonObject = { ...(stringMap(out, 'labels') ?? {}) };
  labels[`${FLUX_GROUP}/name`] = kustomization.name;
  labels[`${FLUX_GROUP}/namespace`] = kustomization.namespace;
  return withMeta(out, 'labels', labels);
}

// ---------------------------------------------------------------------------
// Argo CD.

export const ARGOCD_MANAGER = 'argocd-controller';
export const ARGOCD_SYNC_OPTIONS = 'argocd.argoproj.io/sync-options';

/**
 * Whether Argo CD applies this object server-side: the Application's
 * ServerSideApply sync option (`appServerSide`), unless the object's own
 * `argocd.argoproj.io/sync-options` says `ServerSideApply=false`, or just for it
 * `ServerSideApply=true` (gitops-engine syncContext.shouldUseServerSideApply).
 */
export function argocdServerSide(appServerSide: boolean, manifest: JsonObject): boolean {
  const option = (value: string) =>
    hasKeepMarker(manifest, { in: 'annotation', key: ARGOCD_SYNC_OPTIONS, value, match: 'csv-option' });
  if (option('ServerSideApply=false')) return false;
  return appServerSide || option('ServerSideApply=true');
}

/**
 * Argo CD's client-side apply migration before a server-side sync: when the live
 * object has an Update entry of the migration manager (default
 * `kubectl-client-side-apply`, or the Application's
 * `argocd.argoproj.io/client-side-apply-migration-manager`), its fields are
 * folded into `argocd-controller`'s Apply entry with csaupgrade.
 */
export function argocdClientSideApplyMigration(
  live: JsonObject,
  migrationManager: string = KUBECTL_CLIENT_SIDE_MANAGER,
  fieldManager: string = ARGOCD_MANAGER,
): JsonObject {
  const needed = entriesOf(live).some(
    (e) => str(e, 'manager') === migrationManager && str(e, 'operation') === 'Update',
  );
  if (!needed) return live;
  const r = upgradeManagedFields(live, [migrationManager], fieldManager);
  if (!r.ok) throw new Error(`failed to generate csaupgrade migration patch: ${r.error}`);
  return r.object;
}

// ---------------------------------------------------------------------------
// kubectl's own housekeeping after a server-side apply (see kubectl.ts for the
// whole request sequence).

function lastAppliedPath() {
  return [fieldElement('metadata'), fieldElement('annotations'), fieldElement(LAST_APPLIED)];
}

/**
 * kubectl's apply of just the annotation by `kubectl-last-applied`, as its result
 * shows in managedFields: an Apply entry owning the annotation (no time: the
 * value does not change). Unchanged without the annotation or when an Apply
 * entry owns it already.
 */
export function kubectlSaveLastApplied(stored: JsonObject): JsonObject {
  if (!Object.hasOwn(stringMap(stored, 'annotations') ?? {}, LAST_APPLIED)) return stored;
  const entries = entriesOf(stored);
  const owned = entries.some((e) => {
    if (str(e, 'operation') !== 'Apply') return false;
    try {
      return decodeFieldsV1(getOwn(e, 'fieldsV1')).has(lastAppliedPath());
    } catch {
      return false;
    }
  });
  if (owned) return stored;
  const apiVersion = typeof stored.apiVersion === 'string' ? stored.apiVersion : '';
  const entry: JsonObject = {
    manager: KUBECTL_LAST_APPLIED_MANAGER,
    operation: 'Apply',
    apiVersion,
    fieldsType: 'FieldsV1',
    fieldsV1: { 'f:metadata': { 'f:annotations': { [`f:${LAST_APPLIED}`]: {} } } },
  };
  return withMeta(stored, 'managedFields', [...entries, entry]);
}

/** The Update entries owning the last-applied annotation folded into `fieldManager`'s Apply entry. */
export function kubectlUpgradeAfterApply(stored: JsonObject, fieldManager: string): JsonObject {
  const owners = entriesOf(stored)
    .filter((e) => str(e, 'operation') === 'Update')
    .filter((e) => {
      try {
        return decodeFieldsV1(getOwn(e, 'fieldsV1')).has(lastAppliedPath());
      } catch {
        return false;
      }
    })
    .map((e) => str(e, 'manager'));
  const r = upgradeManagedFields(stored, owners, fieldManager);
  return r.ok ? r.object : stored;
}

// ---------------------------------------------------------------------------
// Helm.

export const HELM_MANAGER = 'helm';

/** Helm's release metadata on every rendered object (setMetadataVisitor). */
export function helmReleaseMetadata(
  manifest: JsonObject,
  release: { name: string; namespace: string },
): JsonObject {
  const labels: JsonObject = { ...(stringMap(manifest, 'labels') ?? {}) };
  labels['app.kubernetes.io/managed-by'] = 'Helm';
  const annotations: JsonObject = { ...(stringMap(manifest, 'annotations') ?? {}) };
  annotations['meta.helm.sh/release-name'] = release.name;
  annotations['meta.helm.sh/release-namespace'] = release.namespace;
  return withMeta(withMeta(manifest, 'labels', labels), 'annotations', annotations);
}

/**
 * Helm 4's upgrade of its own client-side entries when a release moves from
 * client-side to server-side apply: `helm` Update entries folded into the
 * `helm` Apply entry (csaupgrade with the same name on both sides).
 */
export function helmUpgradeClientSideFieldManager(
  live: JsonObject,
  fieldManager: string = HELM_MANAGER,
): JsonObject {
  const r = upgradeManagedFields(live, [fieldManager], fieldManager);
  if (!r.ok) throw new Error(`failed to upgrade managed fields: ${r.error}`);
  return r.object;
}

// ---------------------------------------------------------------------------
// The table.

/** Argo CD's tracking on every manifest (both of its presets). */
const ARGOCD_TRACKING_STEP: Housekeeping = {
  id: 'argocd-resource-tracking',
  when: 'manifest',
  description:
    "the Application's tracking annotation argocd.argoproj.io/tracking-id (Argo CD 3's default) and/or instance label app.kubernetes.io/instance, as the live object is tracked",
  run: (m, ctx) =>
    argocdResourceTracking(
      m,
      ctx?.owner ?? ASSUMED_APPLICATION,
      ctx?.tracking ?? argocdTrackingFromLive(null),
    ),
  source: [ARGO_TRACKING_SET, ARGO_TRACKING, ARGO_TRACKING_DEFAULT, ARGO_INSTANCE_NAME],
};

/** Argo CD's pruning (both of its presets). */
const ARGOCD_PRUNE: PruneBehaviour = {
  byDefault: false,
  option: 'sync with prune (syncPolicy.automated.prune or a manual sync with prune)',
  keep: [{ in: 'annotation', key: ARGOCD_SYNC_OPTIONS, value: 'Prune=false', match: 'csv-option' }],
  onlyWith: `the Application's tracking (the ${ARGOCD_TRACKING_ID} annotation or the ${ARGOCD_INSTANCE_LABEL} label)`,
  source: [ARGO_PRUNE, ARGO_OPTIONS, ARGO_CSV, ARGO_TRACKING],
};

const releaseFromCtx = (ctx?: HousekeepingContext): { name: string; namespace: string } =>
  ctx?.owner ?? { name: 'release', namespace: 'default' };

const HELM_KEEP: KeepMarker = {
  in: 'annotation',
  key: 'helm.sh/resource-policy',
  value: 'keep',
  match: 'exact',
};

export const PRESETS: Readonly<Record<PresetName, ApplierPreset>> = {
  kubectl: {
    name: 'kubectl',
    tool: 'kubectl apply',
    fieldManager: KUBECTL_CLIENT_SIDE_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'last-applied-annotation',
    writesLastApplied: true,
    prune: {
      byDefault: false,
      option: '--prune with -l or --all (or --applyset)',
      keep: [],
      onlyWith: `the ${LAST_APPLIED} annotation (legacy --prune); with --applyset, the applyset.kubernetes.io/part-of label`,
      source: [KUBECTL_PRUNE, KUBECTL_APPLYSET],
    },
    housekeeping: [],
    source: [KUBECTL_APPLY, KUBECTL_APPLY_ONE, KUBECTL_PATCHER],
  },
  'kubectl-server-side': {
    name: 'kubectl-server-side',
    tool: 'kubectl apply --server-side',
    fieldManager: KUBECTL_SERVER_SIDE_MANAGER,
    mode: 'server-side',
    force: false,
    prune: {
      byDefault: false,
      option: '--prune with -l or --all (or --applyset)',
      keep: [],
      onlyWith: `the ${LAST_APPLIED} annotation (legacy --prune); with --applyset, the applyset.kubernetes.io/part-of label`,
      source: [KUBECTL_PRUNE, KUBECTL_APPLYSET],
    },
    housekeeping: [
      {
        id: 'kubectl-save-last-applied',
        when: 'after',
        description: `manager kubectl only: when the object has the last-applied annotation and no Apply entry owns it, an apply of just the annotation by ${KUBECTL_LAST_APPLIED_MANAGER}`,
        run: (obj, ctx) =>
          (ctx?.fieldManager ?? KUBECTL_SERVER_SIDE_MANAGER) === KUBECTL_SERVER_SIDE_MANAGER
            ? kubectlSaveLastApplied(obj)
            : obj,
        source: [KUBECTL_SAVE],
      },
      {
        id: 'kubectl-upgrade-managed-fields',
        when: 'after',
        description:
          'any field manager: the Update entries owning the last-applied annotation folded into its Apply entry (JSON patch with a resourceVersion precondition), then the same apply again',
        run: (obj, ctx) => kubectlUpgradeAfterApply(obj, ctx?.fieldManager ?? KUBECTL_SERVER_SIDE_MANAGER),
        source: [KUBECTL_MIGRATE, CSAUPGRADE],
      },
    ],
    source: [KUBECTL_APPLY, KUBECTL_APPLY_ONE],
  },
  flux: {
    name: 'flux',
    tool: 'Flux kustomize-controller',
    fieldManager: FLUX_MANAGER,
    mode: 'server-side',
    force: true,
    prune: {
      byDefault: false,
      option: 'Kustomization spec.prune: true (a required field)',
      keep: [
        {
          in: 'annotation-or-label',
          key: `${FLUX_GROUP}/prune`,
          value: 'disabled',
          match: 'case-insensitive',
        },
        {
          in: 'annotation-or-label',
          key: `${FLUX_GROUP}/reconcile`,
          value: 'disabled',
          match: 'case-insensitive',
        },
        { in: 'annotation-or-label', key: `${FLUX_GROUP}/ssa`, value: 'Ignore', match: 'case-insensitive' },
      ],
      onlyWith: `the owner labels ${FLUX_GROUP}/name and ${FLUX_GROUP}/namespace of the Kustomization`,
      source: [FLUX_DELETE, FLUX_PRUNE_FIELD, FLUX_SSA_DELETE, FLUX_META],
    },
    housekeeping: [
      {
        id: 'flux-prepare-manifest',
        when: 'manifest',
        description:
          'normalization (TCP ports, Secret stringData to data, creationTimestamp null, no status) and the owner labels',
        run: (m, ctx) =>
          fluxPrepareManifest(m, ctx?.owner ?? { name: 'flux-system', namespace: 'flux-system' }),
        source: [FLUX_NORMALIZE, FLUX_OWNER_LABELS, FLUX_APPLY],
      },
      {
        id: 'flux-cleanup-metadata',
        when: 'before',
        description:
          'last-applied and Flux v1 annotations/labels removed; kubectl*, before-first-apply* and kustomize-controller Update entries folded into its Apply entry',
        run: (live, ctx) => fluxCleanupMetadata(live, ctx),
        source: [FLUX_APPLY, FLUX_SSA_APPLY, FLUX_SSA_PATCH],
      },
    ],
    source: [FLUX_OWNER, FLUX_APPLY, FLUX_SSA_APPLY, FLUX_SKIP_APPLY, FLUX_SELECTORS],
    notModelled: [
      'spec.force recreates objects on immutable-field errors (not a conflict force)',
      'an object with no drift after the dry-run and no cleanup is not applied at all',
      `${FLUX_GROUP}/ssa: Ignore or reconcile: disabled on the manifest of an object that does not exist yet (Flux does not create it; previewed as created)`,
    ],
  },
  argocd: {
    name: 'argocd',
    tool: 'Argo CD (default sync)',
    fieldManager: ARGOCD_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'last-applied-annotation',
    writesLastApplied: true,
    prune: ARGOCD_PRUNE,
    housekeeping: [ARGOCD_TRACKING_STEP],
    source: [ARGO_MANAGER, ARGO_SYNC, ARGO_APPLY, ARGO_OPS],
    notModelled: [
      'Replace=true and Force=true sync options (replace / delete and recreate)',
      'a custom application.instanceLabelKey (the default app.kubernetes.io/instance is written)',
    ],
  },
  'argocd-server-side': {
    name: 'argocd-server-side',
    tool: 'Argo CD (ServerSideApply=true)',
    fieldManager: ARGOCD_MANAGER,
    mode: 'server-side',
    force: true,
    prune: ARGOCD_PRUNE,
    housekeeping: [
      ARGOCD_TRACKING_STEP,
      {
        id: 'argocd-client-side-apply-migration',
        when: 'before',
        description:
          'unless ClientSideApplyMigration=false: Update entries of kubectl-client-side-apply folded into argocd-controller (csaupgrade)',
        run: (live, ctx) => argocdClientSideApplyMigration(live, ctx?.migrationManager, ctx?.fieldManager),
        source: [ARGO_MIGRATE, ARGO_OPTIONS, CSAUPGRADE],
      },
      {
        id: 'kubectl-upgrade-managed-fields',
        when: 'after',
        description:
          "kubectl's apply code then folds the Update entries owning the last-applied annotation (Argo CD's own client-side writes) into argocd-controller and applies again",
        run: (obj, ctx) => kubectlUpgradeAfterApply(obj, ctx?.fieldManager ?? ARGOCD_MANAGER),
        source: [ARGO_OPS, KUBECTL_MIGRATE],
      },
    ],
    source: [ARGO_MANAGER, ARGO_SYNC, ARGO_APPLY, ARGO_OPS],
    notModelled: [
      'a custom application.instanceLabelKey (the default app.kubernetes.io/instance is written)',
    ],
  },
  helm3: {
    name: 'helm3',
    tool: 'Helm 3',
    fieldManager: HELM_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'previous-release-manifest',
    writesLastApplied: false,
    prune: {
      byDefault: true,
      option: 'helm upgrade deletes what the previous release had and the new one does not',
      keep: [HELM_KEEP],
      source: [HELM3_UPDATE, HELM_POLICY],
    },
    housekeeping: [
      {
        id: 'helm-release-metadata',
        when: 'manifest',
        description:
          'label app.kubernetes.io/managed-by: Helm, annotations meta.helm.sh/release-name and -namespace',
        run: (m, ctx) => helmReleaseMetadata(m, releaseFromCtx(ctx)),
        source: [HELM3_META],
      },
    ],
    source: [HELM3_MANAGER, HELM3_PATCH, HELM_OWNERSHIP],
    notModelled: [
      '--force replaces the object (PUT) instead of patching it',
      '--take-ownership adopts an existing object without checking its release metadata',
    ],
  },
  helm4: {
    name: 'helm4',
    tool: 'Helm 4',
    fieldManager: HELM_MANAGER,
    mode: 'server-side',
    force: false,
    prune: {
      byDefault: true,
      option: 'helm upgrade deletes what the previous release had and the new one does not',
      keep: [HELM_KEEP],
      source: [HELM4_CLIENT, HELM_POLICY],
    },
    housekeeping: [
      {
        id: 'helm-release-metadata',
        when: 'manifest',
        description:
          'label app.kubernetes.io/managed-by: Helm, annotations meta.helm.sh/release-name and -namespace',
        run: (m, ctx) => helmReleaseMetadata(m, releaseFromCtx(ctx)),
        source: [HELM4_META],
      },
      {
        id: 'helm-upgrade-client-side-field-manager',
        when: 'before',
        description:
          'on the first server-side upgrade of a client-side release: helm Update entries folded into helm Apply',
        run: (live, ctx) => helmUpgradeClientSideFieldManager(live, ctx?.fieldManager),
        source: [HELM4_CLIENT, HELM4_UPGRADE],
      },
    ],
    source: [
      HELM4_MANAGER,
      HELM4_CLIENT,
      HELM4_UPGRADE,
      HELM4_FLAGS,
      HELM4_INSTALL,
      HELM_INSTALL_CHECK,
      HELM_UPGRADE_CHECK,
    ],
    notModelled: [
      '--server-side=auto keeps the previous release method: an upgraded Helm 3 release stays client-side',
      '--take-ownership adopts an existing object without checking its release metadata',
    ],
  },
};

export function presetOf(name: string): ApplierPreset | undefined {
  return Object.hasOwn(PRESETS, name) ? PRESETS[name as PresetName] : undefined;
}
