// Whether two strategic merge patches touch the same field differently: kubectl's
// check (without --overwrite) between its patch and the changes made to the live
// object since the last apply.

import type { TypeNode } from '../schema/model.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { fieldPath, PatchError } from './errors.ts';
import { dedupeScalars, goString, sortScalars } from './go.ts';
import { DIRECTIVE, elementKind } from './lists.ts';
import { lookupMeta } from './meta.ts';
import { RETAIN_KEYS } from './smp-apply.ts';

export function haveConflicts(
  left: JsonValue,
  right: JsonValue,
  type: TypeNode | null,
  strategy: string,
  mergeKey: string,
  path: string,
): boolean {
  if (isObject(left)) {
    if (!isObject(right)) return true;
    const l = getOwn(left, DIRECTIVE);
    const r = getOwn(right, DIRECTIVE);
    if ((l !== undefined || r !== undefined) && (l === undefined || r === undefined || l !== r)) return true;
    if (strategy === 'replace') return false;
    return mapsHaveConflicts(left, right, type, path);
  }
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return true;
    return listsHaveConflicts(left, right, type, strategy, mergeKey, path);
  }
  return !deepEqual(left, right);
}

function mapsHaveConflicts(
  left: JsonObject,
  right: JsonObject,
  type: TypeNode | null,
  path: string,
): boolean {
  for (const key of Object.keys(left)) {
    if (key === DIRECTIVE || key === RETAIN_KEYS) continue;
    const r = getOwn(right, key);
    if (r === undefined) continue;
    const l = left[key];
    const at = fieldPath(path, key);
    let meta = { type: null as TypeNode | null, strategy: '', mergeKey: '' };
    if (Array.isArray(l) || isObject(l)) meta = lookupMeta(type, key, Array.isArray(l), 'create', at);
    if (haveConflicts(l, r, meta.type, meta.strategy, meta.mergeKey, at)) return true;
  }
  return false;
}

function listsHaveConflicts(
  left: JsonValue[],
  right: JsonValue[],
  type: TypeNode | null,
  strategy: string,
  mergeKey: string,
  path: string,
): boolean {
  const kind = elementKind([left, right], path);
  if (strategy === 'merge') {
    if (kind !== 'map') return false;
    const l = byKey(left, mergeKey, path);
    const r = byKey(right, mergeKey, path);
    for (const [k, v] of l) {
      const w = r.get(k);
      if (w !== undefined && haveConflicts(v, w, type, '', '', path)) return true;
    }
    return false;
  }
  if (left.length !== right.length) return true;
  if (kind !== 'map') {
    left = sortScalars(dedupeScalars(left));
    right = sortScalars(dedupeScalars(right));
  }
  for (let i = 0; i < left.length; i++) if (haveConflicts(left[i], right[i], type, '', '', path)) return true;
  return false;
}

function byKey(list: JsonValue[], mergeKey: string, path: string): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const v of list) {
    if (!isObject(v)) throw new PatchError(path, `invalid element type in merging list:${goString(list)}`);
    const k = getOwn(v, mergeKey);
    if (k === undefined) {
      throw new PatchError(
        path,
        `cannot find merge key \`${mergeKey}\` in merging list element:${goString(v)}`,
      );
    }
    out.set(goString(k), v);
  }
  return out;
}
