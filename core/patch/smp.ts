// The strategic merge patch entry points: two-way and three-way creation (kubectl)
// and application (kube-apiserver).

import type { TypeNode } from '../schema/model.ts';
import { ownKeysOf, sameKeysAs } from '../typed/operation.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import { PatchError } from './errors.ts';
import { cloneValue, goKey, objectFor } from './go.ts';
import { lookupMeta, type PatchMeta } from './meta.ts';
import { mergeMap, SET_ORDER_PREFIX } from './smp-apply.ts';
import { haveConflicts } from './smp-conflicts.ts';
import { diffMaps, sortingListsOnce } from './smp-create.ts';

/** The document as an object ({} for none); `copy` when the caller's value must not be touched. */
function objectOf(o: JsonObject | null | undefined, what: string, copy: boolean): JsonObject {
  if (o === null || o === undefined) return {};
  if (!isObject(o)) throw new PatchError('', `${what} must be a JSON object`);
  return copy ? (cloneValue(o) as JsonObject) : o;
}

/** The patch kubectl's CreateTwoWayMergePatch makes from `original` to `modified`. */
export function createTwoWayStrategicPatch(
  original: JsonObject | null,
  modified: JsonObject | null,
  type: TypeNode,
): JsonObject {
  // Creating a patch only reads its inputs.
  return diffMaps(
    objectOf(original, 'original', false),
    objectOf(modified, 'modified', false),
    type,
    {
      setElementOrder: true,
      ignoreChangesAndAdditions: false,
      ignoreDeletions: false,
      buildRetainKeys: false,
    },
    '',
  );
}

export interface ThreeWayOptions {
  /**
   * Overwrite changes made to the live object since the last apply (kubectl
   * always does); false fails with a `conflict` PatchError instead.
   */
  overwrite?: boolean;
}

/**
 * The patch `kubectl apply` sends: the changes from the live object (`current`)
 * to the new manifest (`modified`), plus the deletions from the last-applied
 * configuration (`original`) to the manifest.
 */
export function createThreeWayStrategicPatch(
  original: JsonObject | null,
  modified: JsonObject | null,
  current: JsonObject | null,
  type: TypeNode,
  opts: ThreeWayOptions = {},
): JsonObject {
  const o = objectOf(original, 'original', false);
  const m = objectOf(modified, 'modified', false);
  const c = objectOf(current, 'current', false);
  const [delta, deletions] = sortingListsOnce(() => [
    diffMaps(
      c,
      m,
      type,
      {
        setElementOrder: true,
        ignoreChangesAndAdditions: false,
        ignoreDeletions: true,
        buildRetainKeys: false,
      },
      '',
    ),
    diffMaps(
      o,
      m,
      type,
      {
        setElementOrder: true,
        ignoreChangesAndAdditions: true,
        ignoreDeletions: false,
        buildRetainKeys: false,
      },
      '',
    ),
  ]);
  // The two halves share subtrees with `m`; merge copies so neither is changed underneath.
  const patch = mergeMap(
    cloneValue(deletions) as JsonObject,
    cloneValue(delta) as JsonObject,
    type,
    {
      mergeParallelList: false,
      ignoreUnmatchedNulls: false,
      side: 'create',
    },
    '',
  );
  if (opts.overwrite === false) {
    const changed = diffMaps(
      o,
      c,
      type,
      {
        setElementOrder: false,
        ignoreChangesAndAdditions: false,
        ignoreDeletions: false,
        buildRetainKeys: false,
      },
      '',
    );
    if (haveConflicts(patch, changed, type, '', '', '')) {
      throw new PatchError(
        '',
        `patch:\n${JSON.stringify(patch)}\nconflicts with changes made from original to current:\n${JSON.stringify(changed)}\n`,
        'conflict',
      );
    }
  }
  return patch;
}

/**
 * A copy of `obj` that mergeMap may change where `patch` goes: the maps on the
 * patch's paths copied one level each; a list the patch merges by key copied
 * with just the items the patch names (by merge key) copied along their patch
 * items, the others shared; every other value a patch key (or a directive's
 * `<prefix>/<field>`) reaches below them copied whole when it is not a map the
 * patch descends into. The rest is shared with `obj`, which mergeMap never
 * reaches: a 2,000-key ConfigMap patched in 20 keys copies one map, not 2,000
 * values, and a Deployment patched in one container copies that container's
 * path, not the other containers (so the update that follows skips them).
 */
function copyAlong(
  obj: JsonObject,
  patch: JsonObject,
  type: TypeNode | null,
  copies: Set<JsonObject>,
): JsonObject {
  const keys = ownKeysOf(obj);
  const out = objectFor(keys.length);
  for (const k of keys) {
    if (k === '__proto__') setOwn(out, k, obj[k]);
    else out[k] = obj[k];
  }
  for (const k of Object.keys(patch)) {
    let target = k;
    if (k.startsWith('$')) {
      // $patch and $retainKeys act on this map, a copy already; a
      // $setElementOrder list only reorders (the list's own key, if the patch
      // has it, copies what the merge changes).
      if (k.startsWith(SET_ORDER_PREFIX)) continue;
      const slash = k.indexOf('/');
      if (slash < 0) continue;
      target = k.slice(slash + 1);
    }
    const v = getOwn(obj, target);
    if (v === undefined || v === null || typeof v !== 'object') continue;
    const p = target === k ? patch[k] : undefined;
    let copy: JsonValue;
    if (isObject(v) && isObject(p))
      copy = copyAlong(v, p, fieldMeta(type, target, false)?.type ?? null, copies);
    else if (Array.isArray(v) && Array.isArray(p))
      copy = listAlong(v, p, fieldMeta(type, target, true), copies);
    else copy = cloneValue(v);
    setOwn(out, target, copy);
  }
  copies.add(out);
  return out;
}

/** The patch metadata of a field, null when unknown (its value is then copied whole). */
function fieldMeta(type: TypeNode | null, key: string, slice: boolean): PatchMeta | null {
  if (type === null) return null;
  try {
    return lookupMeta(type, key, slice, 'apply', '');
  } catch {
    return null;
  }
}

/**
 * A list mergeMap may change: for a list merged by key, the array copied and the
 * items the patch names copied along their patch item (an item named by more
 * than one patch item copied whole); any other list copied whole.
 */
function listAlong(
  list: JsonValue[],
  patch: JsonValue[],
  meta: PatchMeta | null,
  copies: Set<JsonObject>,
): JsonValue[] {
  if (meta === null || meta.strategy !== 'merge' || meta.mergeKey === '')
    return cloneValue(list) as JsonValue[];
  const mergeKey = meta.mergeKey;
  // Patch items by the key they name; null: named more than once.
  const named = new Map<string, JsonObject | null>();
  for (const item of patch) {
    if (!isObject(item)) return cloneValue(list) as JsonValue[];
    const key = getOwn(item, mergeKey);
    if (key === undefined) continue;
    const gk = goKey(key);
    named.set(gk, named.has(gk) ? null : item);
  }
  const out = list.slice();
  for (let i = 0; i < out.length; i++) {
    const item = out[i];
    if (!isObject(item)) {
      out[i] = cloneValue(item);
      continue;
    }
    const key = getOwn(item, mergeKey);
    if (key === undefined) continue;
    const p = named.get(goKey(key));
    if (p === undefined) continue;
    out[i] = p === null ? cloneValue(item) : copyAlong(item, p, meta.type, copies);
  }
  return out;
}

/**
 * After mergeMap: each map copyAlong copied that the patch changed values in but
 * added no key to and took none from (no directive at its level, every patch key
 * there before and after) keeps `obj`'s keys in their order; the operation is
 * told so (sameKeysAs), and the update that reads the patched object does not
 * list a 2,000-key map patched in 20 keys again.
 */
function noteSameKeys(obj: JsonObject, out: JsonObject, patch: JsonObject, copies: Set<JsonObject>): void {
  // A map the merge replaced (a replace strategy, a directive) is not the copy.
  if (!copies.has(out)) return;
  let same = true;
  for (const k of Object.keys(patch)) {
    if (k.startsWith('$')) return;
    const was = ownValue(obj, k);
    const now = ownValue(out, k);
    if (was === undefined || now === undefined) same = false;
    else {
      const p = patch[k];
      if (isObject(was) && isObject(now) && isObject(p) && now !== was) noteSameKeys(was, now, p, copies);
    }
  }
  if (same) sameKeysAs(out, obj);
}

/** `obj` with the strategic merge patch applied, as the API server's StrategicMergeMapPatch. */
export function applyStrategicPatch(obj: JsonObject | null, patch: JsonObject, type: TypeNode): JsonObject {
  const base = objectOf(obj, 'the object', false);
  const copies = new Set<JsonObject>();
  const out = copyAlong(base, patch, type, copies);
  const merged = mergeMap(
    out,
    objectOf(patch, 'the patch', true),
    type,
    {
      mergeParallelList: true,
      ignoreUnmatchedNulls: true,
      side: 'apply',
    },
    '',
  );
  noteSameKeys(base, merged, patch, copies);
  return merged;
}
