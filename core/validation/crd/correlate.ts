// Which old value a new value is compared with on update (k8s.io/apiserver
// pkg/cel/common/equality.go, CorrelatedObject): object fields by name, items of
// an x-kubernetes-list-type map list by their keys, items of a set by value; items
// of an atomic (or untyped) list have no old counterpart.

import { deepEqual, isObject, type JsonValue, ownValue } from '../../value.ts';
import type { SchemaNode } from './schema.ts';

/** The old value correlated with a new one; undefined: none (no ratcheting, no oldSelf). */
export type Correlated = JsonValue | undefined;

export function correlateKey(_n: SchemaNode, k: string, old: Correlated): Correlated {
  return isObject(old) ? ownValue(old, k) : undefined;
}

/** The old item of a list-type map with the same key values. */
export function oldMapItem(n: SchemaNode, item: JsonValue, old: Correlated): Correlated {
  if (!Array.isArray(old) || !isObject(item)) return undefined;
  for (const o of old) {
    if (!isObject(o)) continue;
    let same = true;
    for (const k of n.listMapKeys) {
      const a = ownValue(item, k);
      const b = ownValue(o, k);
      if (a === undefined ? b !== undefined : b === undefined || !deepEqual(a, b)) {
        same = false;
        break;
      }
    }
    if (same) return o;
  }
  return undefined;
}

/** Schema ratcheting's correlation of a list item: list-type map by keys, set by value. */
export function correlateIndex(n: SchemaNode, item: JsonValue, old: Correlated): Correlated {
  if (!Array.isArray(old)) return undefined;
  if (n.listType === 'map') return oldMapItem(n, item, old);
  if (n.listType === 'set') return old.some((o) => deepEqual(o, item)) ? item : undefined;
  return undefined;
}
