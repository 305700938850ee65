// List helpers shared by patch creation and application: the element kind of
// lists, merge-key checks, and the ordering rules (the order a `$setElementOrder`
// list or a patch list asks for, interleaved with the items only the server has).
// Positions are looked up through maps built once per list, never by scanning.

import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { PatchError } from './errors.ts';
import { type GoKind, goKey, goKind, goStableSort, goString, goTypeName } from './go.ts';

export const DIRECTIVE = '$patch';

export function noMergeKey(path: string, m: JsonObject, key: string): PatchError {
  return new PatchError(path, `map: ${goString(m)} does not contain declared merge key: ${key}`);
}

export function badArgType(path: string, expected: string, actual: JsonValue | undefined): PatchError {
  return new PatchError(path, `expected a ${expected}, but received a ${goTypeName(actual)}`);
}

export const MAP_TYPE = 'map[string]interface {}';
export const SLICE_TYPE = '[]interface {}';

/** The one element kind of the items of `lists`; lists of lists and mixed lists fail. */
export function elementKind(lists: readonly (readonly JsonValue[])[], path: string): GoKind {
  let kind: GoKind | null = null;
  for (const list of lists) {
    for (const v of list) {
      const k = goKind(v);
      if (kind === null) {
        if (k === 'slice') throw new PatchError(path, 'lists of lists are not supported');
        kind = k;
      } else if (k !== kind) {
        throw new PatchError(
          path,
          `list element types are not identical: [${lists.map((l) => goString(l as JsonValue[])).join(' ')}]`,
        );
      }
    }
  }
  if (kind === null) throw new PatchError(path, 'no elements in any of the given slices');
  return kind;
}

/** The merge key's value of a list item (the item itself in a list of scalars). */
function identity(item: JsonValue, mergeKey: string, kind: GoKind): JsonValue | undefined {
  if (kind !== 'map') return item;
  return isObject(item) ? (getOwn(item, mergeKey) ?? null) : null;
}

/** Position of each identity in `order` (its first occurrence). */
export function positions(order: readonly JsonValue[], mergeKey: string, kind: GoKind): Map<string, number> {
  const at = new Map<string, number>();
  for (let i = 0; i < order.length; i++) {
    const k = goKey(identity(order[i], mergeKey, kind));
    if (!at.has(k)) at.set(k, i);
  }
  return at;
}

function positionOf(at: Map<string, number>, item: JsonValue, mergeKey: string, kind: GoKind): number {
  return at.get(goKey(identity(item, mergeKey, kind))) ?? -1;
}

/** Every item of every list is a map holding the merge key. */
export function checkMergeKeys(
  mergeKey: string,
  lists: readonly (readonly JsonValue[])[],
  path: string,
): void {
  for (const list of lists) {
    for (const item of list) {
      if (!isObject(item)) throw badArgType(path, MAP_TYPE, item);
      if (getOwn(item, mergeKey) === undefined) throw noMergeKey(path, item, mergeKey);
    }
  }
}

/** Splits `$patch: delete` items from the others. */
export function splitDeletions(list: readonly JsonValue[], path: string): [JsonValue[], JsonValue[]] {
  const keep: JsonValue[] = [];
  const del: JsonValue[] = [];
  for (const v of list) {
    if (!isObject(v)) throw badArgType(path, MAP_TYPE, v);
    if (getOwn(v, DIRECTIVE) === 'delete') del.push(v);
    else keep.push(v);
  }
  return [keep, del];
}

/** `toSort` in the order of `order` (deletion directives last), as the Go code sorts it. */
export function sortByOrder(
  toSort: JsonValue[],
  order: readonly JsonValue[],
  mergeKey: string,
  kind: GoKind,
  path: string,
): JsonValue[] {
  let deletions: JsonValue[] = [];
  if (kind === 'map') {
    checkMergeKeys(mergeKey, [toSort, order], path);
    [toSort, deletions] = splitDeletions(toSort, path);
  } else {
    toSort = toSort.slice();
  }
  // Nothing to order: no table of positions.
  if (toSort.length < 2) {
    for (const d of deletions) toSort.push(d);
    return toSort;
  }
  const at = positions(order, mergeKey, kind);
  // Not a strict order (an item missing from `order` is "less" than anything), so
  // the result is whatever Go's stable sort makes of it.
  const pos = new Map<JsonValue, number>();
  for (const v of toSort) pos.set(v, positionOf(at, v, mergeKey, kind));
  goStableSort(toSort, (a, b) => {
    const ia = pos.get(a)!;
    if (ia < 0) return true;
    const ib = pos.get(b)!;
    return ib < 0 ? true : ia < ib;
  });
  for (const d of deletions) toSort.push(d);
  return toSort;
}

/**
 * The items of the patch (in the patch's order) and the items only the server
 * has (in the server's order), interleaved: a server-only item goes before the
 * next patch item when the server's list has it first.
 */
export function normalizeOrder(
  patchItems: JsonValue[],
  serverOnly: JsonValue[],
  patchOrder: readonly JsonValue[],
  serverOrder: readonly JsonValue[],
  mergeKey: string,
  kind: GoKind,
  path: string,
): JsonValue[] {
  const right = sortByOrder(patchItems, patchOrder, mergeKey, kind, path);
  const left = sortByOrder(serverOnly, serverOrder, mergeKey, kind, path);
  // Positions are only compared when both sides have items.
  if (left.length === 0) return right;
  if (right.length === 0) return left;
  const at = positions(serverOrder, mergeKey, kind);
  const out: JsonValue[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i >= left.length) out.push(right[j++]);
    else if (j >= right.length) out.push(left[i++]);
    else {
      const li = positionOf(at, left[i], mergeKey, kind);
      const ri = positionOf(at, right[j], mergeKey, kind);
      if (li >= 0 && ri >= 0 && li < ri) out.push(left[i++]);
      else out.push(right[j++]);
    }
  }
  return out;
}

/** Splits `list` into the items `by` has (by merge key, or by value for scalars) and the others. */
export function partition(
  list: readonly JsonValue[],
  by: readonly JsonValue[],
  mergeKey: string,
  path: string,
): [JsonValue[], JsonValue[]] {
  const inBy = new Set<string>();
  if (mergeKey === '') {
    for (const v of by) inBy.add(goKey(v));
  } else {
    for (let i = 0; i < by.length; i++) {
      const v = by[i];
      if (!isObject(v)) throw new PatchError(path, `value for key ${i} is not a map`);
      const k = getOwn(v, mergeKey);
      if (k !== undefined) inBy.add(goKey(k));
    }
  }
  const yes: JsonValue[] = [];
  const no: JsonValue[] = [];
  for (const v of list) {
    let k: string;
    if (mergeKey === '') k = goKey(v);
    else {
      if (!isObject(v)) throw badArgType(path, MAP_TYPE, v);
      const mk = getOwn(v, mergeKey);
      if (mk === undefined) throw noMergeKey(path, v, mergeKey);
      k = goKey(mk);
    }
    if (inBy.has(k)) yes.push(v);
    else no.push(v);
  }
  return [yes, no];
}
