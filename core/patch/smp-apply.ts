// Applying a strategic merge patch, as kube-apiserver does for
// `application/strategic-merge-patch+json` (k8s.io/apimachinery
// pkg/util/strategicpatch StrategicMergeMapPatch), and merging two patches into
// one, as kubectl does when it builds a three-way patch.
//
// Directives: `$patch: replace | delete` on a map, `$patch: delete | replace` as a
// list item, `$retainKeys`, `$setElementOrder/<list>`, `$deleteFromPrimitiveList/<list>`;
// null deletes a key. The working copies are mutated in place: callers pass clones.

import type { TypeNode } from '../schema/model.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { fieldPath, PatchError } from './errors.ts';
import { dedupeScalars, goKey, goKind, goString } from './go.ts';
import {
  badArgType,
  DIRECTIVE,
  elementKind,
  MAP_TYPE,
  noMergeKey,
  normalizeOrder,
  partition,
  SLICE_TYPE,
} from './lists.ts';
import { lookupMeta, type Side } from './meta.ts';

export const RETAIN_KEYS = '$retainKeys';
export const SET_ORDER_PREFIX = '$setElementOrder';
export const DELETE_PRIMITIVE_PREFIX = '$deleteFromPrimitiveList';

export interface MergeOptions {
  /** Apply `$setElementOrder`, `$deleteFromPrimitiveList` and `$retainKeys` (the server); false keeps them (merging two patches). */
  mergeParallelList: boolean;
  /** Drop nulls of the patch where the object has nothing to delete (the server). */
  ignoreUnmatchedNulls: boolean;
  side: Side;
}

/** Merges `patch` into `original` (both mutated); returns the merged map. */
export function mergeMap(
  original: JsonObject | null,
  patch: JsonObject,
  type: TypeNode | null,
  opts: MergeOptions,
  path: string,
): JsonObject {
  const directive = getOwn(patch, DIRECTIVE);
  if (directive !== undefined) {
    if (directive === 'replace') {
      delete patch[DIRECTIVE];
      return patch;
    }
    if (directive === 'delete') return {};
    throw new PatchError(path, `unknown patch type: ${goString(directive)} in map: ${goString(patch)}`);
  }
  if (original === null) original = {};
  applyRetainKeys(original, patch, opts, path);
  mergeOrderedLists(original, patch, type, opts, path);

  for (let k of Object.keys(patch)) {
    const patchV = patch[k];
    let deleteList = false;
    if (k.startsWith(DELETE_PRIMITIVE_PREFIX)) {
      if (!opts.mergeParallelList) {
        setOwn(original, k, patchV);
        continue;
      }
      k = directiveTarget(k, DELETE_PRIMITIVE_PREFIX, path);
      deleteList = true;
    }
    if (patchV === null) {
      delete original[k];
      if (opts.ignoreUnmatchedNulls) continue;
    }
    const origV = getOwn(original, k);
    if (origV === undefined || goKind(origV) !== goKind(patchV)) {
      if (!deleteList) takePatchValue(original, k, patchV, opts);
      continue;
    }
    const at = fieldPath(path, k);
    if (isObject(origV)) {
      const meta = lookupMeta(type, k, false, opts.side, at);
      const p = patchV as JsonObject;
      setOwn(original, k, meta.strategy === 'replace' ? p : mergeMap(origV, p, meta.type, opts, at));
    } else if (Array.isArray(origV)) {
      const meta = lookupMeta(type, k, true, opts.side, at);
      const p = patchV as JsonValue[];
      const merged =
        meta.strategy === 'merge' || deleteList
          ? mergeSlice(origV, p, meta.type, meta.mergeKey, opts, deleteList, at)
          : p;
      setOwn(original, k, merged);
    } else {
      setOwn(original, k, patchV);
    }
  }
  return original;
}

/** Sets a value the object did not have (or had with another type): the patch's, without directives. */
function takePatchValue(original: JsonObject, k: string, v: JsonValue, opts: MergeOptions): void {
  if (opts.ignoreUnmatchedNulls) discardNulls(v);
  const kept = stripDirectives(v);
  if (kept === undefined) delete original[k];
  else setOwn(original, k, kept);
}

/** The field a `<prefix>/<field>` directive key names. */
function directiveTarget(key: string, prefix: string, path: string): string {
  const slash = key.indexOf('/');
  if (slash < 0 || key.slice(0, slash) !== prefix) {
    if (prefix === DELETE_PRIMITIVE_PREFIX)
      throw new PatchError(path, 'invalid patch format of primitive list');
    throw new PatchError(path, 'invalid patch format of setElementOrder list');
  }
  return key.slice(slash + 1);
}

/** Drops maps holding `$patch` (and list items that are such maps); undefined when `v` itself is one. */
export function stripDirectives(v: JsonValue): JsonValue | undefined {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out: JsonValue[] = [];
    for (const item of v) {
      const kept = stripDirectives(item);
      if (kept !== undefined) out.push(kept);
    }
    return out;
  }
  if (getOwn(v, DIRECTIVE) !== undefined) return undefined;
  for (const k of Object.keys(v)) {
    const kept = stripDirectives(v[k]);
    if (kept === undefined) delete v[k];
    else v[k] = kept;
  }
  return v;
}

/** Removes null-valued keys of maps, at any depth (list items stay, null or not). */
function discardNulls(v: JsonValue): void {
  if (Array.isArray(v)) {
    for (const item of v) discardNulls(item);
  } else if (isObject(v)) {
    for (const k of Object.keys(v)) {
      if (v[k] === null) delete v[k];
      else discardNulls(v[k]);
    }
  }
}

/** `$retainKeys`: the server clears the keys it does not list; merging patches keeps it once. */
function applyRetainKeys(original: JsonObject, patch: JsonObject, opts: MergeOptions, path: string): void {
  const retain = getOwn(patch, RETAIN_KEYS);
  if (retain === undefined) return;
  delete patch[RETAIN_KEYS];
  if (!opts.mergeParallelList) {
    const mine = getOwn(original, RETAIN_KEYS);
    if (mine === undefined) setOwn(original, RETAIN_KEYS, retain);
    else if (!deepEqual(mine, retain)) {
      throw new PatchError(
        path,
        `${goString(mine)} and ${goString(retain)} are not deep equal: this may happen when calculating the 3-way diff patch`,
      );
    }
    return;
  }
  if (!Array.isArray(retain)) throw new PatchError(path, 'invalid patch format of retainKeys');
  const keep = new Set<string>();
  for (const v of retain) keep.add(goKey(v));
  for (const k of Object.keys(patch)) {
    if (patch[k] === null || k.startsWith(DELETE_PRIMITIVE_PREFIX) || k.startsWith(SET_ORDER_PREFIX))
      continue;
    if (!keep.has(goKey(k))) throw new PatchError(path, 'invalid patch format of retainKeys');
  }
  for (const k of Object.keys(original)) if (!keep.has(goKey(k))) delete original[k];
}

/**
 * `$setElementOrder/<list>`: merges the list with the patch's list (if any) and
 * puts the items in the order given, the server's other items interleaved.
 */
function mergeOrderedLists(
  original: JsonObject,
  patch: JsonObject,
  type: TypeNode | null,
  opts: MergeOptions,
  path: string,
): void {
  for (const key of Object.keys(patch)) {
    if (!key.startsWith(SET_ORDER_PREFIX)) continue;
    const order = patch[key];
    if (!opts.mergeParallelList) {
      const mine = getOwn(original, key);
      if (mine === undefined) setOwn(original, key, order);
      else if (!deepEqual(mine, order))
        throw new PatchError(path, 'invalid patch format of setElementOrder list');
    }
    delete patch[key];
    if (!Array.isArray(order)) throw badArgType(path, SLICE_TYPE, order);
    const listKey = directiveTarget(key, SET_ORDER_PREFIX, path);
    const at = fieldPath(path, listKey);
    const origV = getOwn(original, listKey);
    const patchV = getOwn(patch, listKey);
    if (origV !== undefined && !Array.isArray(origV)) throw badArgType(at, SLICE_TYPE, origV);
    if (patchV !== undefined && !Array.isArray(patchV)) throw badArgType(at, SLICE_TYPE, patchV);
    const meta = lookupMeta(type, listKey, true, opts.side, at);
    checkOrderMatchesPatch(patchV ?? [], order, meta.mergeKey, at);
    let merged: JsonValue[];
    if (origV === undefined && patchV === undefined) continue;
    if (patchV === undefined) merged = origV!;
    else if (origV === undefined) merged = stripDirectives(patchV) as JsonValue[];
    else if (meta.strategy === 'merge')
      merged = mergeSlice(origV, patchV, meta.type, meta.mergeKey, opts, false, at);
    else merged = patchV;
    const [inOrder, serverOnly] = partition(merged, order, meta.mergeKey, at);
    const kind = elementKind([origV ?? [], patchV ?? []], at);
    setOwn(
      original,
      listKey,
      normalizeOrder(inOrder, serverOnly, order, origV ?? [], meta.mergeKey, kind, at),
    );
    delete patch[listKey];
  }
}

/** The patch list's items (deletions aside) must come in the `$setElementOrder` list's order. */
function checkOrderMatchesPatch(
  patchList: readonly JsonValue[],
  order: readonly JsonValue[],
  mergeKey: string,
  path: string,
): void {
  if (order.length === 0 || patchList.length === 0) return;
  let items: readonly JsonValue[] = patchList;
  if (mergeKey !== '') {
    items = patchList.filter((v) => {
      if (!isObject(v)) throw badArgType(path, MAP_TYPE, v);
      return getOwn(v, DIRECTIVE) !== 'delete';
    });
  }
  let p = 0;
  let o = 0;
  while (p < items.length && o < order.length) {
    const item = items[p];
    if (isObject(item) && getOwn(item, DIRECTIVE) !== undefined) {
      p++;
      continue;
    }
    if (sameIdentity(item, order[o], mergeKey, path)) p++;
    o++;
  }
  if (p < items.length && o >= order.length) {
    throw new PatchError(
      path,
      `The order in patch list:\n${goString(patchList as JsonValue[])}\n doesn't match ${SET_ORDER_PREFIX} list:\n${goString(order as JsonValue[])}\n`,
    );
  }
}

function sameIdentity(a: JsonValue, b: JsonValue, mergeKey: string, path: string): boolean {
  if (mergeKey === '') return goKey(a) === goKey(b);
  if (!isObject(a)) throw badArgType(path, MAP_TYPE, a);
  if (!isObject(b)) throw badArgType(path, MAP_TYPE, b);
  const ka = getOwn(a, mergeKey);
  if (ka === undefined) throw noMergeKey(path, a, mergeKey);
  const kb = getOwn(b, mergeKey);
  if (kb === undefined) throw noMergeKey(path, b, mergeKey);
  return goKey(ka) === goKey(kb);
}

/** Merges two lists with the merge strategy (or applies a `$deleteFromPrimitiveList` list). */
function mergeSlice(
  original: JsonValue[],
  patch: JsonValue[],
  type: TypeNode | null,
  mergeKey: string,
  opts: MergeOptions,
  deleteList: boolean,
  path: string,
): JsonValue[] {
  if (original.length === 0 && patch.length === 0) return original;
  const kind = elementKind([original, patch], path);
  let merged: JsonValue[];
  if (kind !== 'map') {
    if (opts.mergeParallelList && deleteList) {
      const drop = new Set<string>();
      for (const v of patch) drop.add(goKey(v));
      return original.filter((v) => !drop.has(goKey(v)));
    }
    merged = dedupeScalars(original.concat(patch));
  } else {
    if (mergeKey === '') {
      throw new PatchError(path, `cannot merge lists without merge key for ${type ? type.name : 'Struct'}`);
    }
    // The Go code's slices share the server list's array: deletions shift its items
    // left in place and new items land in the slots freed at its end. Callers that
    // read `original` afterwards (a `$setElementOrder` list) see that array, so it
    // is changed here the same way.
    const [live, rest, shared] = applyListDirectives(original, patch, mergeKey, path);
    merged = mergeKeyedItems(live, rest, mergeKey, type, opts, path, shared ? original : null);
    original = live;
    patch = rest;
  }
  const [inPatch, serverOnly] = partition(merged, patch, mergeKey, path);
  return normalizeOrder(inPatch, serverOnly, patch, original, mergeKey, kind, path);
}

/**
 * List items with `$patch`: `delete` removes the server's items with that key,
 * `replace` makes the patch's other items the whole list. Returns the server's
 * list after deletions and the patch without these items.
 */
function applyListDirectives(
  original: JsonValue[],
  patch: JsonValue[],
  mergeKey: string,
  path: string,
): [JsonValue[], JsonValue[], boolean] {
  const rest: JsonValue[] = [];
  let replace = false;
  let live = original.length;
  for (const v of patch) {
    const item = v as JsonObject;
    const directive = getOwn(item, DIRECTIVE);
    if (directive === undefined) {
      rest.push(v);
      continue;
    }
    if (directive === 'delete') {
      const key = getOwn(item, mergeKey);
      if (key === undefined) throw noMergeKey(path, item, mergeKey);
      live = deleteInPlace(original, live, mergeKey, goKey(key), path);
    } else if (directive === 'replace') {
      replace = true;
    } else if (directive === 'merge') {
      throw new PatchError(path, 'merging lists cannot yet be specified in the patch');
    } else {
      throw new PatchError(path, `unknown patch type: ${goString(directive)} in map: ${goString(item)}`);
    }
  }
  if (replace) return [rest, [], false];
  return [live === original.length ? original.slice() : original.slice(0, live), rest, true];
}

/**
 * Removes the items with merge key `key` from the first `live` items of `arr`
 * the way Go's `append(s[:i], s[i+1:]...)` does: later items shift left, the
 * last slot keeps its old item. Returns the new live length.
 */
function deleteInPlace(arr: JsonValue[], live: number, mergeKey: string, key: string, path: string): number {
  for (let i = 0; i < live; ) {
    const v = arr[i];
    if (!isObject(v)) throw new PatchError(path, `value for key ${i} is not a map`);
    const k = getOwn(v, mergeKey);
    if (k === undefined || goKey(k) !== key) {
      i++;
      continue;
    }
    for (let j = i; j < live - 1; j++) arr[j] = arr[j + 1];
    live--;
    // Go searches again from the start after each removal; nothing before i matched.
  }
  return live;
}

/** Merges each patch item into the server's item with its key, or appends it. */
function mergeKeyedItems(
  original: JsonValue[],
  patch: JsonValue[],
  mergeKey: string,
  type: TypeNode | null,
  opts: MergeOptions,
  path: string,
  shared: JsonValue[] | null,
): JsonValue[] {
  const out = original.slice();
  const at = new Map<string, number>();
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (!isObject(v)) throw new PatchError(path, `value for key ${i} is not a map`);
    const k = getOwn(v, mergeKey);
    if (k !== undefined && !at.has(goKey(k))) at.set(goKey(k), i);
  }
  for (const v of patch) {
    const item = v as JsonObject;
    const key = getOwn(item, mergeKey);
    if (key === undefined) throw noMergeKey(path, item, mergeKey);
    const gk = goKey(key);
    const i = at.get(gk);
    if (i === undefined) {
      at.set(gk, out.length);
      if (shared !== null && out.length < shared.length) shared[out.length] = item;
      out.push(item);
    } else {
      out[i] = mergeMap(out[i] as JsonObject, item, type, opts, `${path}[${i}]`);
      if (shared !== null) shared[i] = out[i];
    }
  }
  return out;
}
