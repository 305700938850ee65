// kubectl's client-side-apply annotation, as the API server honours it for the
// manager "kubectl": conflicts on fields whose live value still equals the
// last-applied value are forgiven (the CSA -> SSA upgrade path), and an existing
// annotation is kept up to date with each server-side apply.

import { goJson } from '../fieldpath/gofmt.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import { parseJsonExact } from '../json.ts';
import type { TypeNode } from '../schema/model.ts';
import { compare } from '../typed/compare.ts';
import { toFieldSet } from '../typed/tofieldset.ts';
import { validate } from '../typed/validate.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';

export const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

function annotations(obj: JsonObject): JsonObject | null {
  const meta = getOwn(obj, 'metadata');
  if (!isObject(meta)) return null;
  const a = getOwn(meta, 'annotations');
  return isObject(a) ? a : null;
}

export function lastAppliedOf(obj: JsonObject): string | null {
  const v = annotations(obj) ? getOwn(annotations(obj)!, LAST_APPLIED) : undefined;
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** Fields set in the last-applied configuration whose live value still matches it; null when unusable. */
export function forgivableConflicts(live: JsonObject, type: TypeNode): FieldSet | null {
  const text = lastAppliedOf(live);
  if (text === null) return null;
  let last: JsonValue;
  try {
    last = parseJsonExact(text);
  } catch {
    return null;
  }
  if (!isObject(last) || last.apiVersion !== live.apiVersion) return null;
  if (validate(last, type).length > 0 || validate(live, type).length > 0) return null;
  const set = toFieldSet(last, type);
  const cmp = compare(last, live, type);
  return set.difference(cmp.modified).difference(cmp.added).difference(cmp.removed);
}

/** The annotation value kubectl would write for this applied configuration. */
export function buildLastApplied(intent: JsonObject): string {
  const copy: JsonObject = { ...intent };
  const meta = getOwn(copy, 'metadata');
  if (isObject(meta)) {
    const m: JsonObject = { ...meta };
    const a = getOwn(m, 'annotations');
    if (isObject(a)) {
      // As the API server (an Unstructured's annotations read and set back): null values
      // read as "", and an emptied map stays `{}`.
      const rest: JsonObject = {};
      for (const k of Object.keys(a)) if (k !== LAST_APPLIED) setOwn(rest, k, a[k] === null ? '' : a[k]);
      m.annotations = rest;
    } else delete m.annotations;
    setOwn(copy, 'metadata', m);
  }
  // encoding/json, as the API server's lastAppliedUpdater encodes it.
  return `${goJson(copy, undefined, true)}\n`;
}

/** The API server's limit on the annotations of an object: keys and values, in bytes. */
export const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * A copy of `obj` whose last-applied annotation is `value`; as the API server's
 * SetLastApplied, without it when the annotations would exceed 256 KiB.
 */
export function withLastApplied(obj: JsonObject, value: string): JsonObject {
  const meta = isObject(getOwn(obj, 'metadata')) ? { ...(obj.metadata as JsonObject) } : {};
  const a = isObject(getOwn(meta, 'annotations')) ? { ...(meta.annotations as JsonObject) } : {};
  a[LAST_APPLIED] = value;
  let size = 0;
  for (const k of Object.keys(a)) {
    const v = a[k];
    size += utf8Length(k) + (typeof v === 'string' ? utf8Length(v) : 0);
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT) delete a[LAST_APPLIED];
  meta.annotations = a;
  const out = { ...obj };
  out.metadata = meta;
  return out;
}
