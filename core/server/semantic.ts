// apimachinery's equality.Semantic as the strategies' generation rule uses it
// (k8s.io/apimachinery pkg/api/equality/semantic.go): a deep comparison of the Go
// values where two resource.Quantity values are equal when their amounts are
// (Quantity.Cmp), whatever their format: `1Gi` and `1073741824` are the same
// spec. Times are compared by instant, which their stored text already is.

import { equalQuantities } from '../quantity.ts';
import type { TypeNode } from '../schema/model.ts';
import { deepEqual, isObject, type JsonValue, ownValue } from '../value.ts';

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

/** `a` and `b` (of type `t`, null: unknown) are semantically equal. */
export function semanticEqual(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  t: TypeNode | null,
): boolean {
  if (deepEqual(a, b)) return true;
  if (t === null || a === undefined || b === undefined) return false;
  if (t.name === QUANTITY) return equalQuantities(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    const elem = t.list?.elem ?? null;
    return elem !== null && a.length === b.length && a.every((x, i) => semanticEqual(x, b[i], elem));
  }
  if (!isObject(a) || !isObject(b) || t.map === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const m = t.map;
  for (const k of keys) {
    if (!Object.hasOwn(b, k)) return false;
    const ft = m.fields.get(k)?.type ?? m.elem;
    if (!semanticEqual(ownValue(a, k), ownValue(b, k), ft)) return false;
  }
  return true;
}

/** The type at a path of field names (null when the schema has none). */
export function typeAtFields(root: TypeNode | null, path: readonly string[]): TypeNode | null {
  let t = root;
  for (const name of path) {
    if (t === null || t.map === null) return null;
    t = t.map.fields.get(name)?.type ?? t.map.elem;
  }
  return t;
}
