// The structured-merge layer (what sigs.k8s.io/structured-merge-diff's merge.Updater
// does): apply and update on typed objects with per-manager field sets.
// Manager names here are opaque strings; the Kubernetes layer (core/managed) encodes
// manager identity, times and managedFields on top.

import { EMPTY, type FieldSet } from '../fieldpath/set.ts';
import type { TypeNode } from '../schema/model.ts';
import { type Comparison, compare } from '../typed/compare.ts';
import { merge } from '../typed/merge.ts';
import { inOperation } from '../typed/operation.ts';
import { ensureNamedFieldsAreMembers, reconcileWithSchema } from '../typed/reconcile.ts';
import { removeItems } from '../typed/remove.ts';
import { toFieldSet } from '../typed/tofieldset.ts';
import { deepEqual, type JsonValue } from '../value.ts';
import { type Conflict, ConflictError } from './conflict.ts';
import { pruneAcrossVersions } from './prune-versions.ts';
import {
  type AtVersion,
  anyOtherVersion,
  ConversionError,
  MissingVersionError,
  ObjectVersions,
  type VersionConverter,
} from './versions.ts';

export interface VersionedSet {
  set: FieldSet;
  apiVersion: string;
  applied: boolean;
}

export type ManagerSets = Map<string, VersionedSet>;

/** Manager sets for reading only (reports). */
export type ManagerSetsView = ReadonlyMap<string, Readonly<VersionedSet>>;

/** What differs between structured-merge-diff releases (core/versions.ts). */
export interface MergeOptions {
  /** v6.3.2 (Kubernetes 1.36.0-1.36.2): a map or list emptied by pruning stays `{}`/`[]`. */
  keepEmptiedContainers?: boolean;
  /**
   * Converts the object to the API versions other managers are recorded at, so each
   * manager's set is compared and pruned in its own version; absent: every set is
   * compared in the request's version.
   */
  converter?: VersionConverter;
}

export interface UpdaterResult {
  /** The new object; null when an apply changed nothing (the live object stands). */
  object: JsonValue | null;
  managers: ManagerSets;
}

/** A copy of the manager sets with ownership under now-atomic nodes folded (topology changes). */
export function reconcileManagers(
  live: JsonValue | null,
  type: TypeNode,
  managers: ManagerSets,
  at?: ObjectVersions,
): ManagerSets {
  const out: ManagerSets = new Map();
  for (const [name, vs] of managers) {
    let t = type;
    if (at !== undefined && live !== null) {
      // Each set is reconciled with the schema of its own version; a version the
      // server cannot convert to drops the entry, any other failure fails the write.
      try {
        t = at.get(vs.apiVersion).type;
      } catch (e) {
        if (e instanceof MissingVersionError) continue;
        throw e;
      }
    }
    const set = live === null ? null : reconcileWithSchema(vs.set, t);
    out.set(name, set === null ? vs : { set, apiVersion: vs.apiVersion, applied: vs.applied });
  }
  return out;
}

/** The old object's versions and the new object's, when the old one's are kept (some manager is at another version). */
function withNext(
  old: ObjectVersions | undefined,
  next: JsonValue | null,
  type: TypeNode,
  apiVersion: string,
  converter: VersionConverter | undefined,
): { old: ObjectVersions; next: ObjectVersions } | undefined {
  if (old === undefined || converter === undefined) return undefined;
  return { old, next: new ObjectVersions(next, apiVersion, type, converter) };
}

/** A version's object, or null when that version is missing; other failures named as the Go updater names them. */
function atOrMissing(objs: ObjectVersions, version: string, which: string): AtVersion | null {
  try {
    return objs.get(version);
  } catch (e) {
    if (e instanceof MissingVersionError) return null;
    if (e instanceof ConversionError)
      throw new ConversionError(`failed to convert ${which} object: ${e.message}`);
    throw e;
  }
}

/**
 * Compare old and new, take changed fields away from other managers (or fail with
 * the conflicts when not forced), drop removed fields from everyone, drop empty managers.
 * A manager recorded at another version is compared on both objects converted to
 * its version (`versions`), so its conflicts name paths of that version.
 */
function settle(
  oldObj: JsonValue | null,
  newObj: JsonValue | null,
  type: TypeNode,
  managers: ManagerSets,
  self: string,
  force: boolean,
  apiVersion: string,
  versions?: { old: ObjectVersions; next: ObjectVersions },
): Comparison {
  const cmp = compare(oldObj ?? undefined, newObj ?? undefined, type);
  const changed = cmp.modified.union(cmp.added);
  const byVersion = new Map<string, { changed: FieldSet; removed: FieldSet } | null>();
  byVersion.set(apiVersion, { changed, removed: cmp.removed });
  const comparisonAt = (version: string): { changed: FieldSet; removed: FieldSet } | null => {
    let hit = byVersion.get(version);
    if (hit !== undefined) return hit;
    if (versions === undefined) hit = { changed, removed: cmp.removed };
    else {
      const o = atOrMissing(versions.old, version, 'old');
      const n = o === null ? null : atOrMissing(versions.next, version, 'new');
      if (o === null || n === null) hit = null;
      else {
        const c = compare(o.value ?? undefined, n.value ?? undefined, n.type);
        hit = { changed: c.modified.union(c.added), removed: c.removed };
      }
    }
    byVersion.set(version, hit);
    return hit;
  };
  const conflicts: Conflict[] = [];
  const taken = new Map<string, FieldSet>();
  for (const [name, vs] of managers) {
    if (name === self) continue;
    const c = comparisonAt(vs.apiVersion);
    if (c === null) continue;
    const hit = vs.set.intersection(c.changed);
    if (!hit.isEmpty()) {
      taken.set(name, hit);
      hit.iterate((path) => conflicts.push({ manager: name, path }));
    }
  }
  if (!force && conflicts.length > 0) throw new ConflictError(conflicts);
  for (const [name, vs] of managers) {
    if (name === self) continue;
    const c = comparisonAt(vs.apiVersion);
    // A version the server cannot convert to: the entry is dropped.
    if (c === null) {
      managers.delete(name);
      continue;
    }
    const hit = taken.get(name);
    let set = hit ? vs.set.difference(hit) : vs.set;
    set = set.difference(c.removed);
    if (set.isEmpty()) managers.delete(name);
    else if (set !== vs.set) managers.set(name, { set, apiVersion: vs.apiVersion, applied: vs.applied });
  }
  const mine = managers.get(self);
  if (mine?.set.isEmpty()) managers.delete(self);
  return cmp;
}

/**
 * Drop from the merged object what the applier owned last time, no longer applies,
 * and no other manager owns. The three passes follow the Go library so that the
 * corner cases (emptied maps become null, items kept by co-owners) come out the same.
 */
function prune(
  merged: JsonValue,
  type: TypeNode,
  managers: ManagerSets,
  lastSet: FieldSet | undefined,
  newSet: FieldSet,
  keepEmptied: boolean,
): JsonValue {
  if (lastSet === undefined || lastSet.isEmpty()) return merged;
  // Nothing applied last time was left out: every such path and its ancestors are
  // still applied, so none of the passes below can remove anything.
  if (lastSet.difference(newSet).isEmpty()) return merged;
  const last = ensureNamedFieldsAreMembers(lastSet, type);
  const firstPass = removeItems(merged, last, type, keepEmptied);
  let owned: FieldSet = EMPTY;
  for (const vs of managers.values()) owned = owned.union(vs.set);
  const mergedSet = ensureNamedFieldsAreMembers(toFieldSet(merged, type), type);
  const keep = ensureNamedFieldsAreMembers(toFieldSet(firstPass, type), type).union(
    ensureNamedFieldsAreMembers(owned, type),
  );
  const secondPass = removeItems(merged, mergedSet.difference(keep), type, keepEmptied);
  const survived = ensureNamedFieldsAreMembers(toFieldSet(secondPass, type), type);
  return removeItems(merged, mergedSet.difference(survived).intersection(last), type, keepEmptied);
}

// The bodies of applyObject and updateObject, run as one operation (inOperation).
function applyNow(
  live: JsonValue | null,
  config: JsonValue,
  type: TypeNode,
  managers: ManagerSets,
  manager: string,
  apiVersion: string,
  force: boolean,
  options: MergeOptions = {},
): UpdaterResult {
  const converter = options.converter;
  const other = converter !== undefined && anyOtherVersion(managers, apiVersion) ? converter : undefined;
  const liveAt = other === undefined ? undefined : new ObjectVersions(live, apiVersion, type, other);
  const ms = reconcileManagers(live, type, managers, liveAt);
  let merged = merge(live ?? undefined, config, type) ?? null;
  const last = ms.get(manager);
  const lastSet = last?.set;
  // Shared with last time's set where equal (when at the same version): an apply that
  // owns what it owned before then costs no walks in the set algebra that follows.
  const sameVersion = last === undefined || last.apiVersion === apiVersion;
  const newSet = toFieldSet(config, type, sameVersion ? (lastSet ?? null) : null);
  ms.set(manager, { set: newSet, apiVersion, applied: true });
  if (merged !== null) {
    merged =
      other !== undefined &&
      last !== undefined &&
      (last.apiVersion !== apiVersion || anyOtherVersion(ms, apiVersion))
        ? pruneAcrossVersions(merged, apiVersion, type, ms, last, other)
        : prune(merged, type, ms, lastSet, newSet, options.keepEmptiedContainers === true);
  }
  const cmp = settle(
    live,
    merged,
    type,
    ms,
    manager,
    force,
    apiVersion,
    withNext(liveAt, merged, type, apiVersion, other),
  );
  // A field added, removed or modified is a change; with none, the object may still
  // differ by the order of a list (which compares equal), so look at the values.
  const unchanged =
    live !== null &&
    cmp.added.isEmpty() &&
    cmp.removed.isEmpty() &&
    cmp.modified.isEmpty() &&
    deepEqual(live, merged);
  return { object: unchanged ? null : merged, managers: ms };
}

function updateNow(
  live: JsonValue | null,
  next: JsonValue,
  type: TypeNode,
  managers: ManagerSets,
  manager: string,
  apiVersion: string,
  converter?: VersionConverter,
): UpdaterResult {
  const other = converter !== undefined && anyOtherVersion(managers, apiVersion) ? converter : undefined;
  const liveAt = other === undefined ? undefined : new ObjectVersions(live, apiVersion, type, other);
  const ms = reconcileManagers(live, type, managers, liveAt);
  const cmp = settle(
    live,
    next,
    type,
    ms,
    manager,
    true,
    apiVersion,
    withNext(liveAt, next, type, apiVersion, other),
  );
  const prev = ms.get(manager)?.set ?? EMPTY;
  const set = prev.difference(cmp.removed).union(cmp.modified).union(cmp.added);
  if (set.isEmpty()) ms.delete(manager);
  else ms.set(manager, { set, apiVersion, applied: false });
  return { object: next, managers: ms };
}

/** Server-side apply of `config` by `manager` onto `live` (null: the object does not exist yet). */
export const applyObject: typeof applyNow = (...args) => inOperation(() => applyNow(...args));

/** A non-apply write (PUT): `manager` takes every field it changed; never conflicts. */
export const updateObject: typeof updateNow = (...args) => inOperation(() => updateNow(...args));
