// Reading and rewriting an object's metadata, as the tools' housekeeping does:
// labels and annotations read as Go's map lookups read them, maps copied on write.

import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';

export function metaOf(obj: JsonObject): JsonObject | null {
  const m = getOwn(obj, 'metadata');
  return isObject(m) ? m : null;
}

/** The object's labels or annotations map, null when it has none. */
export function stringMap(obj: JsonObject, key: 'annotations' | 'labels'): JsonObject | null {
  const meta = metaOf(obj);
  const m = meta === null ? undefined : getOwn(meta, key);
  return isObject(m) ? m : null;
}

/** A label or annotation value, as Go's map lookup reads it ("" when absent, or no object). */
export function metaValue(obj: JsonObject | null, key: 'annotations' | 'labels', name: string): string {
  const m = obj === null ? null : stringMap(obj, key);
  const v = m === null ? undefined : getOwn(m, name);
  return typeof v === 'string' ? v : '';
}

/** A string field of metadata (name, namespace), "" when absent. */
export function metaField(obj: JsonObject, name: 'name' | 'namespace'): string {
  const v = getOwn(metaOf(obj) ?? {}, name);
  return typeof v === 'string' ? v : '';
}

/** A copy of `obj` whose metadata field `key` is `value` (undefined: removed). */
export function withMeta(obj: JsonObject, key: string, value: JsonValue | undefined): JsonObject {
  const meta: JsonObject = { ...(metaOf(obj) ?? {}) };
  if (value === undefined) delete meta[key];
  else setOwn(meta, key, value);
  return { ...obj, metadata: meta };
}

/** A copy of `obj` with these labels or annotations set (null: removed); the map is kept, `{}` when emptied. */
export function withMetaEntries(
  obj: JsonObject,
  key: 'annotations' | 'labels',
  set: Record<string, string | null>,
): JsonObject {
  const m: JsonObject = { ...(stringMap(obj, key) ?? {}) };
  for (const k of Object.keys(set)) {
    const v = set[k];
    if (v === null) delete m[k];
    else setOwn(m, k, v);
  }
  return withMeta(obj, key, m);
}

/** The managedFields entries of an object (objects only). */
export function entriesOf(obj: JsonObject): JsonObject[] {
  const meta = metaOf(obj);
  const mf = meta === null ? undefined : getOwn(meta, 'managedFields');
  return Array.isArray(mf) ? mf.filter(isObject) : [];
}

/** A string field of an entry, "" when absent or not a string. */
export function entryString(e: JsonObject, k: string): string {
  const v = getOwn(e, k);
  return typeof v === 'string' ? v : '';
}
