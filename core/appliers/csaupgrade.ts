// kubectl's upgrade of managed fields from client-side to server-side apply
// (client-go util/csaupgrade, as kubectl apply --server-side runs it since 1.26).
//
// Client-side apply leaves its ownership in an Update entry (manager
// `kubectl-client-side-apply`) whose fields are everything the three-way patch
// ever set. Server-side apply by `kubectl` owns through an Apply entry. The
// upgrade folds the Update entries into the Apply entry, so that the next apply
// prunes what the old client-side configuration set and the new one drops.
//
// Everything here works on the raw `metadata.managedFields` list, in its order,
// as kubectl does on the object it read: entries are not re-sorted, and entries
// that are not touched are kept as they are.

import { fieldElement, type Path } from '../fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1, FieldsV1Error } from '../fieldpath/fieldsv1.ts';
import { FieldSet } from '../fieldpath/set.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import type { Operation } from '../managed/types.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';

/** The field manager of `kubectl apply` (client-side) when none is given. */
export const KUBECTL_CLIENT_SIDE_MANAGER = 'kubectl-client-side-apply';
/** The field manager of `kubectl apply --server-side` when none is given. */
export const KUBECTL_SERVER_SIDE_MANAGER = 'kubectl';
/** The manager kubectl applies the last-applied annotation with, to keep it owned after the upgrade. */
export const KUBECTL_LAST_APPLIED_MANAGER = 'kubectl-last-applied';

/** The set holding only `metadata.annotations[kubectl.kubernetes.io/last-applied-configuration]`. */
export function lastAppliedAnnotationSet(): FieldSet {
  return FieldSet.of([fieldElement('metadata'), fieldElement('annotations'), fieldElement(LAST_APPLIED)]);
}

/** A set from paths written as lists of field names (`[['data', 'key']]`). */
export function fieldSetOf(paths: readonly (readonly string[])[]): FieldSet {
  return FieldSet.of(...paths.map((p): Path => p.map((name) => fieldElement(name))));
}

export interface UpgradeOptions {
  /** Only entries of this subresource take part (csaupgrade.Subresource); default: the main resource. */
  subresource?: string;
}

export type UpgradeResult =
  | {
      ok: true;
      /** The object with its upgraded managedFields (the input object when nothing changed). */
      object: JsonObject;
      /** The upgraded entries (null when the object has no managedFields). */
      managedFields: JsonObject[] | null;
      changed: boolean;
    }
  | { ok: false; error: string };

/** A JSON patch operation (RFC 6902), as kubectl sends the upgrade. */
export interface JsonPatchReplace {
  op: 'replace';
  path: string;
  value: JsonValue;
}

export type UpgradePatchResult =
  | { ok: true; patch: JsonPatchReplace[] | null }
  | { ok: false; error: string };

function str(e: JsonObject, k: string): string {
  const v = getOwn(e, k);
  return typeof v === 'string' ? v : '';
}

function entriesOf(obj: JsonObject): JsonValue[] | null {
  const meta = getOwn(obj, 'metadata');
  if (!isObject(meta)) return null;
  const mf = getOwn(meta, 'managedFields');
  return Array.isArray(mf) ? mf : null;
}

/** The field set of one entry, or null when its fieldsV1 does not decode. */
function entrySet(e: JsonObject): FieldSet | null {
  try {
    return decodeFieldsV1(getOwn(e, 'fieldsV1'));
  } catch (err) {
    if (err instanceof FieldsV1Error) return null;
    throw err;
  }
}

/**
 * The entries of `operation` that own every path of `fields`
 * (csaupgrade.FindFieldsOwners). Entries whose fields do not decode never match.
 */
export function findFieldsOwners(
  entries: readonly JsonValue[],
  operation: Operation,
  fields: FieldSet,
): JsonObject[] {
  const out: JsonObject[] = [];
  for (const e of entries) {
    if (!isObject(e) || str(e, 'operation') !== operation) continue;
    const set = entrySet(e);
    if (set !== null && fields.difference(set).isEmpty()) out.push(e);
  }
  return out;
}

class UpgradeError extends Error {}

function isUpdateOf(e: JsonValue, manager: string, subresource: string): e is JsonObject {
  return (
    isObject(e) &&
    str(e, 'manager') === manager &&
    str(e, 'operation') === 'Update' &&
    str(e, 'subresource') === subresource
  );
}

/** One manager's upgrade over a copy of the list; the list itself is never changed. */
function upgradeOne(
  entries: readonly JsonValue[],
  csaManager: string,
  ssaManager: string,
  subresource: string,
): JsonValue[] {
  const list = [...entries];
  let target = list.findIndex(
    (e) =>
      isObject(e) &&
      str(e, 'manager') === ssaManager &&
      str(e, 'operation') === 'Apply' &&
      str(e, 'subresource') === subresource,
  );
  if (target < 0) {
    // No Apply entry yet: the first client-side entry becomes it, keeping its version and time.
    target = list.findIndex((e) => isUpdateOf(e, csaManager, subresource));
    if (target < 0) return list;
    list[target] = { ...(list[target] as JsonObject), manager: ssaManager, operation: 'Apply' };
  }
  const into = list[target] as JsonObject;
  let set = entrySet(into);
  if (set === null) throw new UpgradeError('failed to convert fields to set');
  // Only the client-side entry recorded at the Apply entry's version is merged; others are dropped.
  const sameVersion = list.find(
    (e) => isUpdateOf(e, csaManager, subresource) && str(e, 'apiVersion') === str(into, 'apiVersion'),
  );
  if (sameVersion !== undefined) {
    const other = entrySet(sameVersion as JsonObject);
    if (other === null) throw new UpgradeError('failed to convert fields to set');
    set = set.union(other);
  }
  list[target] = { ...into, fieldsV1: encodeFieldsV1(set) };
  return list.filter((e) => !isUpdateOf(e, csaManager, subresource));
}

function dedupe(names: Iterable<string>): string[] {
  return [...new Set(names)];
}

function upgradedEntries(
  entries: readonly JsonValue[] | null,
  csaManagers: Iterable<string>,
  ssaManager: string,
  opts: UpgradeOptions,
): JsonValue[] | null {
  if (entries === null) return null;
  let list: JsonValue[] = [...entries];
  for (const name of dedupe(csaManagers)) list = upgradeOne(list, name, ssaManager, opts.subresource ?? '');
  return list;
}

function withEntries(obj: JsonObject, entries: JsonValue[]): JsonObject {
  const meta = getOwn(obj, 'metadata') as JsonObject;
  return { ...obj, metadata: { ...meta, managedFields: entries } };
}

/**
 * Fold the Update entries of `csaManagers` into the Apply entry of `ssaManager`
 * (csaupgrade.UpgradeManagedFields). Without an Apply entry, the first Update
 * entry of each client-side manager becomes it. Client-side entries at another
 * API version than the Apply entry are dropped without being merged. The
 * managers are taken in the order given (Go iterates a set: any order; the
 * result is the same set of entries).
 */
export function upgradeManagedFields(
  obj: JsonObject,
  csaManagers: Iterable<string>,
  ssaManager: string,
  opts: UpgradeOptions = {},
): UpgradeResult {
  const before = entriesOf(obj);
  let after: JsonValue[] | null;
  try {
    after = upgradedEntries(before, csaManagers, ssaManager, opts);
  } catch (e) {
    if (e instanceof UpgradeError) return { ok: false, error: e.message };
    throw e;
  }
  if (before === null || after === null)
    return { ok: true, object: obj, managedFields: null, changed: false };
  const changed = !deepEqual(before, after);
  return {
    ok: true,
    object: changed ? withEntries(obj, after) : obj,
    managedFields: after as JsonObject[],
    changed,
  };
}

/**
 * The JSON patch kubectl sends for the upgrade (csaupgrade.UpgradeManagedFieldsPatch):
 * all of `metadata.managedFields` replaced, and `metadata.resourceVersion`
 * "replaced" by its current value so that a concurrent write makes the patch
 * fail with 409 Conflict. `patch: null` when there is nothing to upgrade.
 */
export function upgradeManagedFieldsPatch(
  obj: JsonObject,
  csaManagers: Iterable<string>,
  ssaManager: string,
  opts: UpgradeOptions = {},
): UpgradePatchResult {
  const r = upgradeManagedFields(obj, csaManagers, ssaManager, opts);
  if (!r.ok) return r;
  if (!r.changed) return { ok: true, patch: null };
  const meta = getOwn(obj, 'metadata') as JsonObject;
  const rv = getOwn(meta, 'resourceVersion');
  return {
    ok: true,
    patch: [
      { op: 'replace', path: '/metadata/managedFields', value: r.managedFields },
      { op: 'replace', path: '/metadata/resourceVersion', value: typeof rv === 'string' ? rv : '' },
    ],
  };
}

/**
 * The client-side managers kubectl upgrades: the names of the Update entries
 * that own the last-applied annotation (kubectl's migrateToSSAIfNecessary).
 */
export function clientSideManagersOf(obj: JsonObject): string[] {
  const entries = entriesOf(obj) ?? [];
  return dedupe(
    findFieldsOwners(entries, 'Update', lastAppliedAnnotationSet()).map((e) => str(e, 'manager')),
  );
}

/** Apply a `replace` JSON patch to a copy of `obj` (only paths that exist under objects). */
export function applyReplacePatch(obj: JsonObject, patch: readonly JsonPatchReplace[]): JsonObject {
  let out: JsonObject = obj;
  for (const op of patch) {
    const parts = op.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    out = replaceAt(out, parts, op.value);
  }
  return out;
}

function replaceAt(obj: JsonObject, parts: readonly string[], value: JsonValue): JsonObject {
  const [head, ...rest] = parts;
  const copy: JsonObject = { ...obj };
  if (rest.length === 0) setOwn(copy, head, value);
  else {
    const child = getOwn(obj, head);
    setOwn(copy, head, replaceAt(isObject(child) ? child : {}, rest, value));
  }
  return copy;
}
