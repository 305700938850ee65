// Computing a strategic merge patch, as kubectl does (k8s.io/apimachinery
// pkg/util/strategicpatch): two-way (original → modified) and three-way (the
// last-applied configuration, the new manifest and the live object), with the
// directives kubectl emits. Inputs are never mutated; patches may share
// subtrees with `modified`.

import type { TypeNode } from '../schema/model.ts';
import { ownKeysOf } from '../typed/operation.ts';
import {
  compareUtf8,
  deepEqual,
  getOwn,
  isObject,
  type JsonObject,
  type JsonValue,
  ownValue,
  setOwn,
} from '../value.ts';
import { fieldPath, PatchError } from './errors.ts';
import { dedupeScalars, goKey, goKind, goString, sortScalars, sortTexts } from './go.ts';
import { badArgType, DIRECTIVE, elementKind, MAP_TYPE, noMergeKey, sortByOrder } from './lists.ts';
import { lookupMeta } from './meta.ts';
import { DELETE_PRIMITIVE_PREFIX, RETAIN_KEYS, SET_ORDER_PREFIX } from './smp-apply.ts';

export interface DiffOptions {
  /** Emit `$setElementOrder/<list>` for merged lists. */
  setElementOrder: boolean;
  /** Leave additions and changes out (the deletions half of a three-way patch). */
  ignoreChangesAndAdditions: boolean;
  /** Leave deletions out (the changes half of a three-way patch). */
  ignoreDeletions: boolean;
  /** Emit `$retainKeys` for this map (its field has the retainKeys strategy). */
  buildRetainKeys: boolean;
}

/** The patch that turns `original` into `modified` (under the options). */
export function diffMaps(
  original: JsonObject,
  modified: JsonObject,
  type: TypeNode | null,
  opts: DiffOptions,
  path: string,
): JsonObject {
  if (opts.ignoreChangesAndAdditions && !opts.ignoreDeletions && !opts.buildRetainKeys)
    return diffDeletions(original, modified, type, opts, path);
  const patch: JsonObject = {};
  const retain: string[] = [];
  // Keys of `original` that `modified` has too: all of them, and nothing was dropped.
  let shared = 0;
  for (const key of ownKeysOf(modified)) {
    const modV = modified[key];
    if (opts.buildRetainKeys && modV !== null) retain.push(key);
    const origV = ownValue(original, key);
    if (origV === undefined) {
      if (!opts.ignoreChangesAndAdditions) setOwn(patch, key, modV);
      continue;
    }
    shared++;
    if (key === DIRECTIVE) {
      if (typeof origV !== 'string' || typeof modV !== 'string')
        throw new PatchError(path, `invalid value for special key: ${DIRECTIVE}`);
      if (origV !== modV) setOwn(patch, key, modV);
      continue;
    }
    // The same value (or object) on both sides: nothing to patch, whatever the options.
    if (origV === modV) continue;
    // Deletions only: just maps and lists on both sides hold any.
    if (
      opts.ignoreChangesAndAdditions &&
      (typeof origV !== 'object' || origV === null || typeof modV !== 'object' || modV === null)
    )
      continue;
    if (goKind(origV) !== goKind(modV)) {
      if (!opts.ignoreChangesAndAdditions) setOwn(patch, key, modV);
      continue;
    }
    if (isObject(origV)) diffMapField(key, origV, modV as JsonObject, patch, type, opts, path);
    else if (Array.isArray(origV)) diffListField(key, origV, modV as JsonValue[], patch, type, opts, path);
    else if (!opts.ignoreChangesAndAdditions && !deepEqual(origV, modV)) setOwn(patch, key, modV);
  }
  if (!opts.ignoreDeletions) {
    const keys = ownKeysOf(original);
    if (shared < keys.length)
      for (const key of keys) if (ownValue(modified, key) === undefined) setOwn(patch, key, null);
  }
  if (retain.length > 0 && (!isEmpty(patch) || hasDroppedValue(original, modified))) {
    setOwn(patch, RETAIN_KEYS, sortScalars(retain));
  }
  return patch;
}

/**
 * The deletions half alone (what diffMaps writes with ignoreChangesAndAdditions
 * and no retainKeys): only keys of `original` can give an entry, so it walks
 * `original` and looks its keys up in `modified`, never listing `modified` (a
 * 2,000-key map is listed once, not twice). The entries come in the order the
 * walk of `modified` gives them: the directive and the nested maps and lists in
 * `modified`'s order, then the dropped keys in `original`'s.
 */
function diffDeletions(
  original: JsonObject,
  modified: JsonObject,
  type: TypeNode | null,
  opts: DiffOptions,
  path: string,
): JsonObject {
  const patch: JsonObject = {};
  let nested: string[] = [];
  const dropped: string[] = [];
  const keys = ownKeysOf(original);
  // A big map whose listing is the modified one's, key for key (in a client-side
  // apply the manifest's is listed already): no key is dropped, and a key whose
  // original value is a scalar gives nothing, so `modified` is only read under
  // keys holding a map or list.
  const sameKeys = keys.length >= 64 && sameList(keys, ownKeysOf(modified));
  for (const key of keys) {
    if (sameKeys && key !== DIRECTIVE) {
      const origV = original[key];
      if (typeof origV !== 'object' || origV === null) continue;
    }
    const modV = ownValue(modified, key);
    if (modV === undefined) dropped.push(key);
    else if (key === DIRECTIVE) nested.push(key);
    else {
      const origV = original[key];
      if (
        origV !== modV &&
        typeof origV === 'object' &&
        origV !== null &&
        typeof modV === 'object' &&
        modV !== null
      )
        nested.push(key);
    }
  }
  if (nested.length > 0) {
    if (nested.length > 1) {
      const wanted = nested;
      const set = wanted.length > 16 ? new Set(wanted) : null;
      nested = ownKeysOf(modified).filter((k) => (set === null ? wanted.includes(k) : set.has(k)));
    }
    for (const key of nested) {
      const origV = original[key];
      const modV = modified[key];
      if (key === DIRECTIVE) {
        if (typeof origV !== 'string' || typeof modV !== 'string')
          throw new PatchError(path, `invalid value for special key: ${DIRECTIVE}`);
        if (origV !== modV) setOwn(patch, key, modV);
      } else if (goKind(origV) === goKind(modV)) {
        if (isObject(origV)) diffMapField(key, origV, modV as JsonObject, patch, type, opts, path);
        else if (Array.isArray(origV))
          diffListField(key, origV, modV as JsonValue[], patch, type, opts, path);
      }
    }
  }
  for (const key of dropped) setOwn(patch, key, null);
  return patch;
}

/** `opts` for a field's value: as they are unless the field's retainKeys differs (no copy per field). */
function withRetainKeys(opts: DiffOptions, retainKeys: boolean): DiffOptions {
  return opts.buildRetainKeys === retainKeys ? opts : { ...opts, buildRetainKeys: retainKeys };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isEmpty(o: JsonObject): boolean {
  for (const _ in o) return false;
  return true;
}

/** `original` has a non-null value under a key `modified` lacks. */
function hasDroppedValue(original: JsonObject, modified: JsonObject): boolean {
  for (const k of Object.keys(original)) {
    if (original[k] !== null && getOwn(modified, k) === undefined) return true;
  }
  return false;
}

/**
 * A field's patch metadata; null when it cannot be had but the two values are
 * equal (metadata only matters where they differ), else the lookup's error.
 */
function metaWhereDifferent(
  type: TypeNode | null,
  key: string,
  isList: boolean,
  at: string,
  origV: JsonValue,
  modV: JsonValue,
): ReturnType<typeof lookupMeta> | null {
  try {
    return lookupMeta(type, key, isList, 'create', at);
  } catch (e) {
    if (deepEqual(origV, modV)) return null;
    throw e;
  }
}

function diffMapField(
  key: string,
  origV: JsonObject,
  modV: JsonObject,
  patch: JsonObject,
  type: TypeNode | null,
  opts: DiffOptions,
  path: string,
): void {
  const at = fieldPath(path, key);
  const meta = metaWhereDifferent(type, key, false, at, origV, modV);
  if (meta === null) return;
  if (meta.strategy === 'replace') {
    if (!opts.ignoreChangesAndAdditions) setOwn(patch, key, modV);
    return;
  }
  const sub = diffMaps(origV, modV, meta.type, withRetainKeys(opts, meta.retainKeys), at);
  if (!isEmpty(sub)) setOwn(patch, key, sub);
}

function diffListField(
  key: string,
  origV: JsonValue[],
  modV: JsonValue[],
  patch: JsonObject,
  type: TypeNode | null,
  opts: DiffOptions,
  path: string,
): void {
  const at = fieldPath(path, key);
  const meta = metaWhereDifferent(type, key, true, at, origV, modV);
  if (meta === null) return;
  if (meta.strategy !== 'merge') {
    if (!opts.ignoreChangesAndAdditions && !deepEqual(origV, modV)) setOwn(patch, key, modV);
    return;
  }
  const [add, del, order] = diffLists(
    origV,
    modV,
    meta.type,
    meta.mergeKey,
    withRetainKeys(opts, meta.retainKeys),
    at,
  );
  if (add.length > 0) setOwn(patch, key, add);
  if (del.length > 0) setOwn(patch, `${DELETE_PRIMITIVE_PREFIX}/${key}`, del);
  if (order.length > 0) setOwn(patch, `${SET_ORDER_PREFIX}/${key}`, order);
}

const NO_LISTS: [JsonValue[], JsonValue[], JsonValue[]] = [[], [], []];

/** A merged list's patch items, its primitive deletions and its `$setElementOrder` list. */
function diffLists(
  original: JsonValue[],
  modified: JsonValue[],
  type: TypeNode | null,
  mergeKey: string,
  opts: DiffOptions,
  path: string,
): [JsonValue[], JsonValue[], JsonValue[]] {
  if (original.length === 0) {
    if (modified.length === 0 || opts.ignoreChangesAndAdditions) return NO_LISTS;
    return [modified, [], []];
  }
  const kind = elementKind([original, modified], path);
  if (kind === 'map') {
    const [changes, deletions] = diffKeyedLists(original, modified, type, mergeKey, opts, path);
    const items = sortByOrder(changes, modified, mergeKey, kind, path);
    const sameOrder = isSameOrder(original, modified, mergeKey, path);
    for (const d of deletions) items.push(d);
    let order: JsonValue[] = [];
    if (
      opts.setElementOrder &&
      ((!opts.ignoreChangesAndAdditions && (items.length > 0 || !sameOrder)) ||
        (!opts.ignoreDeletions && items.length > 0))
    ) {
      order = modified.map((v) => {
        const o: JsonObject = {};
        setOwn(o, mergeKey, getOwn(v as JsonObject, mergeKey) ?? null);
        return o;
      });
    }
    return [items, [], order];
  }
  const [sortedOriginal, add, del] = diffScalarLists(original, modified, opts);
  const items = sortByOrder(add, modified, mergeKey, kind, path);
  let order: JsonValue[] = [];
  // The Go code compares the original list sorted in place with the manifest's:
  // an unchanged but unsorted list still gets its order stated.
  if (
    opts.setElementOrder &&
    ((!opts.ignoreDeletions && del.length > 0) ||
      (!opts.ignoreChangesAndAdditions && !deepEqual(sortedOriginal, modified)))
  ) {
    order = modified;
  }
  return [items, del, order];
}

function isSameOrder(original: JsonValue[], modified: JsonValue[], mergeKey: string, path: string): boolean {
  if (original.length !== modified.length) return false;
  for (let i = 0; i < modified.length; i++) {
    const a = original[i];
    const b = modified[i];
    if (mergeKey === '') {
      if ((a !== b || typeof a === 'object') && goKey(a) !== goKey(b)) return false;
      continue;
    }
    if (!isObject(a)) throw badArgType(path, MAP_TYPE, a);
    if (!isObject(b)) throw badArgType(path, MAP_TYPE, b);
    const ka = getOwn(a, mergeKey);
    if (ka === undefined) throw noMergeKey(path, a, mergeKey);
    const kb = getOwn(b, mergeKey);
    if (kb === undefined) throw noMergeKey(path, b, mergeKey);
    // The same scalar (a port number, a name) needs no Go form (a map or list never equals one).
    if ((ka !== kb || typeof ka === 'object') && goKey(ka) !== goKey(kb)) return false;
  }
  return true;
}

/** The sorted original, the additions and the deletions of two lists of scalars (compared by `%v`). */
function diffScalarLists(
  original: JsonValue[],
  modified: JsonValue[],
  opts: DiffOptions,
): [JsonValue[], JsonValue[], JsonValue[]] {
  const o = sortScalars(original);
  const m = sortScalars(modified);
  const os = o.map(goString);
  const ms = m.map(goString);
  const add: JsonValue[] = [];
  const del: JsonValue[] = [];
  let i = 0;
  let j = 0;
  while (i < o.length || j < m.length) {
    if (i < o.length && j < m.length && os[i] === ms[j]) {
      i++;
      j++;
    } else if (i >= o.length || (j < m.length && compareUtf8(os[i], ms[j]) > 0)) {
      if (!opts.ignoreChangesAndAdditions) add.push(m[j]);
      j++;
    } else {
      if (!opts.ignoreDeletions) del.push(o[i]);
      i++;
    }
  }
  return [o, add, dedupeScalars(del)];
}

/** Items keyed by their merge key's `%v`, sorted by it (stable). */
type Keyed = { item: JsonObject; key: JsonValue; s: string }[];

/** The manifest's lists sorted by key while a three-way patch is made (both halves sort them). */
let sortedLists: Map<JsonValue[], { mergeKey: string; sorted: Keyed }> | null = null;

/** Runs `fn` (the two halves of a three-way patch) sorting each list by key once. */
export function sortingListsOnce<R>(fn: () => R): R {
  if (sortedLists !== null) return fn();
  sortedLists = new Map();
  try {
    return fn();
  } finally {
    sortedLists = null;
  }
}

/** A list of the manifest (`modified`), sorted by key once a three-way patch. */
function sortedByKey(list: JsonValue[], mergeKey: string, path: string): Keyed {
  if (sortedLists === null) return sortListByKey(list, mergeKey, path);
  const known = sortedLists.get(list);
  if (known !== undefined && known.mergeKey === mergeKey) return known.sorted;
  const sorted = sortListByKey(list, mergeKey, path);
  sortedLists.set(list, { mergeKey, sorted });
  return sorted;
}

function sortListByKey(list: JsonValue[], mergeKey: string, path: string): Keyed {
  const out = list.map((v) => {
    if (!isObject(v)) throw badArgType(path, MAP_TYPE, v);
    const key = getOwn(v, mergeKey);
    if (key === undefined) throw noMergeKey(path, v, mergeKey);
    return { item: v, key, s: goString(key) };
  });
  return sortTexts(out);
}

/** Patches of the items both lists have, new items, and deletion directives, walking both sorted by key. */
function diffKeyedLists(
  original: JsonValue[],
  modified: JsonValue[],
  type: TypeNode | null,
  mergeKey: string,
  opts: DiffOptions,
  path: string,
): [JsonValue[], JsonValue[]] {
  const o = sortListByKey(original, mergeKey, path);
  const m = sortedByKey(modified, mergeKey, path);
  const changes: JsonValue[] = [];
  const deletions: JsonValue[] = [];
  let i = 0;
  let j = 0;
  while (i < o.length || j < m.length) {
    if (i < o.length && j < m.length && o[i].s === m[j].s) {
      const sub = diffMaps(o[i].item, m[j].item, type, opts, `${path}[${mergeKey}=${m[j].s}]`);
      if (!isEmpty(sub)) {
        setOwn(sub, mergeKey, m[j].key);
        changes.push(sub);
      }
      i++;
      j++;
    } else if (i >= o.length || (j < m.length && compareUtf8(o[i].s, m[j].s) > 0)) {
      if (!opts.ignoreChangesAndAdditions) changes.push(m[j].item);
      j++;
    } else {
      if (!opts.ignoreDeletions) {
        const d: JsonObject = {};
        setOwn(d, mergeKey, o[i].key);
        d[DIRECTIVE] = 'delete';
        deletions.push(d);
      }
      i++;
    }
  }
  return [changes, deletions];
}
