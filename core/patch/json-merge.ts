// JSON merge patch (RFC 7386): application as the API server runs it for
// `application/merge-patch+json` (github.com/evanphx/json-patch MergePatch),
// two-way creation (CreateMergePatch) and kubectl's three-way patch for kinds
// without strategic metadata (k8s.io/apimachinery pkg/util/jsonmergepatch
// CreateThreeWayJSONMergePatch).

import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { PatchError } from './errors.ts';
import { cloneValue, goString } from './go.ts';

/**
 * `doc` with `patch` merged in. A patch that is not an object replaces the
 * document; nulls in maps the document does not have are dropped, as the Go
 * library does (nulls that are list items stay).
 */
export function applyJsonMergePatch(doc: JsonValue, patch: JsonValue): JsonValue {
  if (doc === null) throw new PatchError('', 'Invalid JSON Document');
  // Only an object or a list is a merge patch.
  if (patch === null || typeof patch !== 'object') throw new PatchError('', 'Invalid JSON Patch');
  const p = cloneValue(patch);
  if (!isObject(doc) || !isObject(p)) {
    pruneNulls(p);
    return p;
  }
  const d = cloneValue(doc) as JsonObject;
  mergeInto(d, p);
  return d;
}

function mergeInto(doc: JsonObject, patch: JsonObject): void {
  for (const k of Object.keys(patch)) {
    const v = patch[k];
    if (v === null) {
      delete doc[k];
      continue;
    }
    const cur = getOwn(doc, k);
    if (cur === undefined || cur === null) {
      pruneNulls(v);
      setOwn(doc, k, v);
    } else if (!isObject(cur)) {
      pruneNulls(v);
      setOwn(doc, k, v);
    } else if (!isObject(v)) {
      // An object replaced by a list or scalar: the Go library keeps the value as sent.
      setOwn(doc, k, v);
    } else {
      mergeInto(cur, v);
    }
  }
}

function pruneNulls(v: JsonValue): void {
  if (Array.isArray(v)) {
    for (const item of v) if (item !== null) pruneNulls(item);
  } else if (isObject(v)) {
    for (const k of Object.keys(v)) {
      if (v[k] === null) delete v[k];
      else pruneNulls(v[k]);
    }
  }
}

/** The merge patch from `original` to `modified` (removed keys as null, lists whole). */
export function createJsonMergePatch(original: JsonObject, modified: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(modified)) {
    const b = modified[k];
    const a = getOwn(original, k);
    if (a === undefined) setOwn(out, k, b);
    else if (isObject(a) && isObject(b)) {
      const sub = createJsonMergePatch(a, b);
      if (Object.keys(sub).length > 0) setOwn(out, k, sub);
    } else if (!sameJson(a, b)) setOwn(out, k, b);
  }
  for (const k of Object.keys(original)) if (getOwn(modified, k) === undefined) setOwn(out, k, null);
  return out;
}

/** Equal as the Go library compares decoded JSON (numbers as float64). */
function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint'))
      return Number(a) === Number(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  return deepEqual(a, b);
}

/** Only the nulls (keepNull) or only the non-null values of a merge patch. */
export function filterNulls(m: JsonObject, keepNull: boolean): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(m)) {
    const v = m[k];
    if (v === null) {
      if (keepNull) setOwn(out, k, null);
    } else if (isObject(v)) {
      if (Object.keys(v).length === 0) {
        // An explicit empty map is a value, not an empty patch.
        if (!keepNull) setOwn(out, k, v);
        continue;
      }
      const sub = filterNulls(v, keepNull);
      if (Object.keys(sub).length > 0) setOwn(out, k, sub);
    } else if (!keepNull) {
      setOwn(out, k, v);
    }
  }
  return out;
}

/** mergepatch.HasConflicts: the two patches set a shared key to different values. */
function hasConflicts(left: JsonValue, right: JsonValue): boolean {
  if (isObject(left)) {
    if (!isObject(right)) return true;
    for (const k of Object.keys(left)) {
      const r = getOwn(right, k);
      if (r !== undefined && hasConflicts(left[k], r)) return true;
    }
    return false;
  }
  if (Array.isArray(left)) {
    if (!Array.isArray(right) || left.length !== right.length) return true;
    for (let i = 0; i < left.length; i++) if (hasConflicts(left[i], right[i])) return true;
    return false;
  }
  return !deepEqual(left, right);
}

/**
 * kubectl's three-way JSON merge patch: additions and changes from the live
 * object (`current`) to the manifest (`modified`), plus the deletions from the
 * last-applied configuration (`original`) to the manifest. `preconditions`
 * adds the checks `kubectl apply` passes (apiVersion, kind, metadata.name
 * unchanged).
 */
export function createThreeWayJsonMergePatch(
  original: JsonObject | null,
  modified: JsonObject | null,
  current: JsonObject | null,
  opts: { preconditions?: boolean } = {},
): JsonObject {
  const o = original ?? {};
  const m = modified ?? {};
  const c = current ?? {};
  const changes = filterNulls(createJsonMergePatch(c, m), false);
  const deletions = filterNulls(createJsonMergePatch(o, m), true);
  if (hasConflicts(changes, deletions)) {
    throw new PatchError(
      '',
      `patch:\n${JSON.stringify(changes)}\nconflicts with changes made from original to current:\n${JSON.stringify(deletions)}\n`,
      'conflict',
    );
  }
  const patch = applyJsonMergePatchKeepingNulls(deletions, changes);
  if (opts.preconditions && changesIdentity(patch)) {
    throw new PatchError('', `precondition failed for: ${goString(patch)}`, 'precondition');
  }
  return patch;
}

/**
 * kubectl apply's preconditions on this patch: apiVersion, kind and
 * metadata.name must not change.
 */
function changesIdentity(patch: JsonObject): boolean {
  if (getOwn(patch, 'apiVersion') !== undefined || getOwn(patch, 'kind') !== undefined) return true;
  const meta = getOwn(patch, 'metadata');
  return isObject(meta) && getOwn(meta, 'name') !== undefined;
}

/** Merges `changes` into `deletions` (the Go code runs MergePatch on the two patches). */
function applyJsonMergePatchKeepingNulls(deletions: JsonObject, changes: JsonObject): JsonObject {
  const out = cloneValue(deletions) as JsonObject;
  mergeInto(out, cloneValue(changes) as JsonObject);
  return out;
}
