// The uniqueness of x-kubernetes-list-type set and map lists (apiextensions-apiserver
// pkg/apiserver/schema/listtype/validation.go): a repeated set item, or a map item
// whose key values repeat, is a Duplicate at its index (once per repeated value,
// at its second occurrence).

import { goJson } from '../../fieldpath/gofmt.ts';
import { isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import { duplicate, type FieldError, invalid } from '../errors.ts';
import { child, index, key } from '../path.ts';
import type { SchemaNode } from './schema.ts';

/** A Go map key for a value: scalars by type and value, compounds by their JSON. */
function identity(v: JsonValue | undefined): string {
  if (v === undefined) return 'u';
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'number' || typeof v === 'bigint')
    return `n${Number.isInteger(v) || typeof v === 'bigint' ? 'i' : 'f'}${v}`;
  if (typeof v === 'boolean' || v === null) return `b${v}`;
  return `j${goJson(v, (o) => Object.keys(o).sort())}`;
}

/** Indexes of the second occurrence of each repeated identity. */
function repeats(ids: readonly string[]): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  ids.forEach((id, i) => {
    const times = seen.get(id) ?? 0;
    if (times === 1) out.push(i);
    seen.set(id, times + 1);
  });
  return out;
}

function listErrors(path: string, n: SchemaNode, list: JsonValue[], out: FieldError[]): void {
  if (n.listType === 'set' && list.length > 1) {
    for (const i of repeats(list.map(identity))) out.push(duplicate(index(path, i), list[i] as JsonValue));
  } else if (n.listType === 'map') {
    const bad = list.findIndex((x) => x !== null && !isObject(x));
    if (bad >= 0) {
      out.push(
        invalid(index(path, bad), list[bad] as JsonValue, 'must be an object for an array of list-type map'),
      );
    } else if (list.length > 1) {
      const keyOf = (x: JsonValue): JsonObject => {
        const k: JsonObject = {};
        if (isObject(x))
          for (const f of n.listMapKeys) {
            const v = ownValue(x, f);
            if (v !== undefined) k[f] = v;
          }
        return k;
      };
      const keys = list.map(keyOf);
      const single = n.listMapKeys.length === 1 ? (n.listMapKeys[0] as string) : null;
      const ids = keys.map((k) =>
        single !== null
          ? identity(ownValue(k, single))
          : n.listMapKeys.map((f) => identity(ownValue(k, f))).join('\u0000'),
      );
      for (const i of repeats(ids)) out.push(duplicate(index(path, i), keys[i] as JsonObject));
    }
  }
  const items = n.items;
  if (items !== null)
    for (let i = 0; i < list.length; i++) walk(index(path, i), items, list[i] as JsonValue, out);
}

function walk(path: string, n: SchemaNode, v: JsonValue, out: FieldError[]): void {
  if (Array.isArray(v)) listErrors(path, n, v, out);
  else if (isObject(v)) objectErrors(path, n, v, out);
}

function objectErrors(path: string, n: SchemaNode, o: JsonObject, out: FieldError[]): void {
  for (const k of Object.keys(o)) {
    const v = ownValue(o, k);
    if (v === undefined) continue;
    const p = n.properties.get(k);
    if (p !== undefined) walk(child(path, k), p, v, out);
    else if (n.additional) walk(key(path, k), n.additional, v, out);
  }
}

/** The Duplicate errors of every set and map list in the object. */
export function listSetAndMapErrors(n: SchemaNode, obj: JsonObject): FieldError[] {
  const out: FieldError[] = [];
  objectErrors('', n, obj, out);
  return out;
}
