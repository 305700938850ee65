// What Flux's kustomize-controller (with fluxcd/pkg/ssa) does around its apply: the
// managers it takes over, the metadata it cleans, the objects it skips, the manifest
// it prepares.

import { utf8Base64 } from '../base64.ts';
import { decodeFieldsV1, encodeFieldsV1, FieldsV1Error } from '../fieldpath/fieldsv1.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { entriesOf, entryString, stringMap, withMeta } from './meta.ts';
import { FLUX_GROUP } from './owner.ts';
import { hasKeepMarker } from './prune.ts';
import type { Citation, HousekeepingContext, KeepMarker } from './types.ts';

// ---------------------------------------------------------------------------
// Flux (kustomize-controller with fluxcd/pkg/ssa).

export const FLUX_MANAGER = 'kustomize-controller';

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
  if (entryString(e, 'operation') !== m.operation || entryString(e, 'subresource') !== '') return false;
  return m.exactMatch ? entryString(e, 'manager') === m.name : entryString(e, 'manager').startsWith(m.name);
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
  for (const e of entries)
    if (entryString(e, 'manager') === owner && entryString(e, 'operation') === 'Apply') prev = e;
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

export const FLUX_SKIP_APPLY: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_apply.go',
  symbol: 'ResourceManager.shouldSkipApply (ExclusionSelector, IfNotPresentSelector)',
};
export const FLUX_SELECTORS: Citation = {
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
