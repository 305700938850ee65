// Reading and writing a value at a path of field names, copying the objects on the
// way instead of changing them (the caller's objects are never mutated).

import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';

export function getAt(obj: JsonObject, path: readonly string[]): JsonValue | undefined {
  let cur: JsonValue | undefined = obj;
  for (const k of path) {
    if (!isObject(cur)) return undefined;
    cur = getOwn(cur, k);
  }
  return cur;
}

/** A copy of `obj` with `path` set to `value` (undefined: removed); `obj` when nothing changes. */
export function withAt(obj: JsonObject, path: readonly string[], value: JsonValue | undefined): JsonObject {
  if (path.length === 0) return obj;
  const [k, ...rest] = path;
  const cur = getOwn(obj, k);
  let next: JsonValue | undefined;
  if (rest.length === 0) next = value;
  else {
    if (!isObject(cur)) {
      if (value === undefined) return obj;
      next = withAt({}, rest, value);
    } else next = withAt(cur, rest, value);
  }
  if (next === cur) return obj;
  const out: JsonObject = {};
  for (const key of Object.keys(obj)) if (key !== k) setOwn(out, key, obj[key]);
  if (next !== undefined) {
    // keep the key's place when it was there
    const ordered: JsonObject = {};
    let placed = false;
    for (const key of Object.keys(obj)) {
      if (key === k) {
        setOwn(ordered, k, next);
        placed = true;
      } else setOwn(ordered, key, obj[key]);
    }
    if (!placed) setOwn(ordered, k, next);
    return ordered;
  }
  return out;
}

export function pathString(path: readonly string[]): string {
  return `.${path.join('.')}`;
}
