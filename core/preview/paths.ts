// Reading an object along a field path with its schema, and walking sets in the
// order a reader expects (depth first, each path before the paths below it).

import { FIELD, INDEX, KEY, type Path, type PathElement, VALUE, valueElement } from '../fieldpath/element.ts';
import type { FieldSet, SetNode } from '../fieldpath/set.ts';
import { equalQuantities } from '../quantity.ts';
import type { Field, TypeNode } from '../schema/model.ts';
import { itemIndex } from '../typed/operation.ts';
import { isObject, type JsonValue, ownValue } from '../value.ts';

/** The type of the child `pe` of a node of type `t` (null when the schema has no such child). */
export function childType(t: TypeNode, pe: PathElement): TypeNode | null {
  if (pe.kind === FIELD) {
    if (t.map === null) return null;
    return t.map.fields.get(pe.name)?.type ?? t.map.elem;
  }
  return t.list?.elem ?? null;
}

/** The schema field a path ends in (for its default), or null. */
export function fieldAt(root: TypeNode, path: Path): Field | null {
  let t: TypeNode | null = root;
  for (let i = 0; i < path.length && t !== null; i++) {
    const pe = path[i];
    if (i === path.length - 1) return pe.kind === FIELD ? (t.map?.fields.get(pe.name) ?? null) : null;
    t = childType(t, pe);
  }
  return null;
}

/** The type at `path` (null when the schema has none). */
export function typeAt(root: TypeNode, path: Path): TypeNode | null {
  let t: TypeNode | null = root;
  for (let i = 0; i < path.length && t !== null; i++) t = childType(t, path[i]);
  return t;
}

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

/** Two values at a resource.Quantity's path that hold the same quantity (`0.5` and `500m`). */
export function sameQuantityAt(
  root: TypeNode,
  path: Path,
  a: JsonValue | undefined,
  b: JsonValue | undefined,
): boolean {
  return typeAt(root, path)?.name === QUANTITY && equalQuantities(a, b);
}

/** The value at `path` in `obj`, or undefined when the path does not exist there. */
export function valueAt(obj: JsonValue | undefined, root: TypeNode, path: Path): JsonValue | undefined {
  let v: JsonValue | undefined = obj;
  let t: TypeNode | null = root;
  for (const pe of path) {
    if (v === undefined || v === null) return undefined;
    if (pe.kind === FIELD) {
      if (!isObject(v)) return undefined;
      v = ownValue(v, pe.name);
    } else {
      if (!Array.isArray(v)) return undefined;
      v = findItem(v, t, pe);
    }
    t = t === null ? null : childType(t, pe);
  }
  return v;
}

function findItem(items: JsonValue[], t: TypeNode | null, pe: PathElement): JsonValue | undefined {
  if (pe.kind === INDEX) return pe.index < items.length ? items[pe.index] : undefined;
  // A typed list is looked up in its id index, built once per list and operation
  // (shared with the operation that built it): one lookup a path, not a scan.
  if (t?.list && (pe.kind === KEY || pe.kind === VALUE)) {
    const i = itemIndex(t.list, items).first.get(pe.id);
    return i === undefined ? undefined : items[i];
  }
  if (pe.kind !== VALUE) return undefined;
  for (const item of items) {
    if ((item === null || typeof item !== 'object') && valueElement(item).id === pe.id) return item;
  }
  return undefined;
}

/** Every path of a set, depth first: a path, then the paths below it, siblings in element order. */
export function walkPaths(set: FieldSet, fn: (p: Path) => void, prefix: PathElement[] = []): void {
  for (const n of set.sorted()) {
    prefix.push(n.pe);
    if (n.member) fn(prefix.slice());
    if (n.child) walkPaths(n.child, fn, prefix);
    prefix.pop();
  }
}

/** True when `set` has `path` or any path below it. */
export function hasAtOrBelow(set: FieldSet, path: Path): boolean {
  let s: FieldSet | null = set;
  for (let i = 0; i < path.length; i++) {
    const n: SetNode | undefined = s.find(path[i]);
    if (n === undefined) return false;
    if (i === path.length - 1) return n.member || (n.child !== null && !n.child.isEmpty());
    s = n.child;
    if (s === null) return false;
  }
  return false;
}

/** The number of leaves (paths with nothing below them) of a set. */
export function leafCount(set: FieldSet): number {
  let n = 0;
  for (const node of set.each()) {
    if (node.child !== null && !node.child.isEmpty()) n += leafCount(node.child);
    else if (node.member) n++;
  }
  return n;
}
