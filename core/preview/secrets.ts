// The one Secret guard. A Secret's `data` and `stringData` values, and the
// last-applied-configuration annotation that copies them, never leave the engine:
// wherever a value of a Secret is shown (a change, a pruned or reset field, a
// conflict, a verify difference, a client-side patch, the object itself), it goes
// through `guardAt` (by path) or `guardReport` (a whole report, on every output
// channel: JSON, Markdown, text), which mask the hidden values inside whatever
// part of the object they are given: a value at `.data.x`, the whole `.data`, the
// annotations map, `metadata`, or the object. Map keys are kept (they are names,
// not values).
//
// A Secret is any object of kind `Secret`, whatever its apiVersion: a custom
// resource named Secret is masked too, which errs on the safe side.

import { FIELD, type Path } from '../fieldpath/element.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import type {
  ClientPatch,
  ConflictReport,
  FieldChange,
  ObjectReport,
  PrunedField,
  VerificationDifference,
} from './types.ts';
import { SECRET_MASK } from './types.ts';

/** Whether an object (or a report's ref) is a Secret: its kind says so. */
export function isSecret(obj: { kind?: unknown } | null | undefined): boolean {
  return obj != null && obj.kind === 'Secret';
}

/** True when a path of a Secret leads to (or into) a hidden value. */
export function isSecretPath(path: Path): boolean {
  const first = path[0];
  if (first === undefined || first.kind !== FIELD) return false;
  if (first.name === 'data' || first.name === 'stringData') return true;
  return (
    first.name === 'metadata' &&
    path.length >= 3 &&
    path[1].kind === FIELD &&
    path[1].name === 'annotations' &&
    path[2].kind === FIELD &&
    path[2].name === LAST_APPLIED
  );
}

/** Where a path of a Secret stands: inside a hidden value, above one (its value may hold one), or apart. */
type Place = 'hidden' | 'root' | 'metadata' | 'annotations' | 'apart';

function placeOf(path: Path): Place {
  if (isSecretPath(path)) return 'hidden';
  if (path.length === 0) return 'root';
  if (path[0].kind !== FIELD || path[0].name !== 'metadata') return 'apart';
  if (path.length === 1) return 'metadata';
  return path.length === 2 && path[1].kind === FIELD && path[1].name === 'annotations'
    ? 'annotations'
    : 'apart';
}

const HIDDEN_PATH = /^\.(?:data|stringData)(?:$|[.[])/;

/** The same places for a path as the report writes it (`.data.x`, `.metadata.annotations`). */
function placeOfString(path: string): Place {
  if (HIDDEN_PATH.test(path)) return 'hidden';
  if (path.startsWith('.metadata.annotations') && path.includes(LAST_APPLIED)) return 'hidden';
  if (path === '' || path === '.') return 'root';
  if (path === '.metadata') return 'metadata';
  if (path === '.metadata.annotations') return 'annotations';
  return 'apart';
}

/** Every value inside replaced by the mask; map keys are kept (they are not secret). */
export function maskValue(v: JsonValue): JsonValue {
  if (!isObject(v)) return SECRET_MASK;
  const out: JsonObject = {};
  for (const k of Object.keys(v)) setOwn(out, k, maskValue(v[k]));
  return out;
}

function masked(v: JsonValue, place: Place): JsonValue {
  switch (place) {
    case 'hidden':
      return maskValue(v);
    case 'root':
      return isObject(v) ? maskSecretFields(v) : v;
    case 'metadata':
      return isObject(v) ? maskMetadata(v) : v;
    case 'annotations':
      return isObject(v) ? maskAnnotations(v) : v;
    default:
      return v;
  }
}

/** A Secret's value at `path` as it may be shown, and whether anything in it was hidden. */
export function guardAt(path: Path, v: JsonValue): { value: JsonValue; masked: boolean } {
  const place = placeOf(path);
  const value = masked(v, place);
  return { value, masked: place === 'hidden' || value !== v };
}

/** The same for a path as the report writes it; values of objects that are not Secrets pass as they are. */
export function guardValue(ref: { kind?: unknown }, path: string, v: JsonValue): JsonValue {
  if (!isSecret(ref) || v === SECRET_MASK) return v;
  return masked(v, placeOfString(path));
}

/** A copy of a Secret with its values masked (other objects are returned as they are). */
export function maskObject(obj: JsonObject): JsonObject {
  return isSecret(obj) ? maskSecretFields(obj) : obj;
}

/** An object known to be a Secret (or a patch of one) with its data, stringData and last-applied copy masked. */
export function maskSecretFields(obj: JsonObject): JsonObject {
  let out: JsonObject | null = null;
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    let w = v;
    if ((k === 'data' || k === 'stringData') && v !== null) w = maskValue(v);
    else if (k === 'metadata' && isObject(v)) w = maskMetadata(v);
    if (w !== v && out === null) {
      out = {};
      for (const j of Object.keys(obj)) setOwn(out, j, obj[j]);
    }
    if (out !== null) setOwn(out, k, w);
  }
  return out ?? obj;
}

function maskMetadata(meta: JsonObject): JsonObject {
  const ann = ownValue(meta, 'annotations');
  if (!isObject(ann)) return meta;
  const annotations = maskAnnotations(ann);
  if (annotations === ann) return meta;
  const out: JsonObject = {};
  for (const k of Object.keys(meta)) setOwn(out, k, k === 'annotations' ? annotations : meta[k]);
  return out;
}

function maskAnnotations(ann: JsonObject): JsonObject {
  const last = ownValue(ann, LAST_APPLIED);
  if (last === undefined || last === SECRET_MASK) return ann;
  const out: JsonObject = {};
  for (const k of Object.keys(ann)) setOwn(out, k, k === LAST_APPLIED ? SECRET_MASK : ann[k]);
  return out;
}

/** A client-side patch of a Secret with its values masked. */
function guardPatch(p: ClientPatch): ClientPatch {
  if (!isObject(p.body)) return p;
  const body = maskSecretFields(p.body);
  return body === p.body ? p : { ...p, body };
}

function guardPair<T extends object>(item: T, path: string, keys: readonly (keyof T)[]): T {
  const place = placeOfString(path);
  if (place === 'apart') return item;
  let out: T | null = null;
  for (const k of keys) {
    const v = item[k] as JsonValue | undefined;
    if (v === undefined) continue;
    const w = masked(v, place);
    if (w === v && place !== 'hidden') continue;
    out ??= { ...item };
    (out as Record<keyof T, unknown>)[k] = w;
    (out as { masked?: true }).masked = true;
  }
  return out ?? item;
}

/**
 * A report with every value of a Secret that it carries masked: the last check
 * before any output (JSON, Markdown, text). Reports of other objects come back as
 * they are; so does a Secret's report that is masked already.
 */
export function guardReport(r: ObjectReport): ObjectReport {
  if (!isSecret(r.ref)) return r;
  const out: ObjectReport = { ...r };
  out.changes = r.changes.map((c) => guardPair<FieldChange>(c, c.path, ['before', 'after']));
  out.pruned = r.pruned.map((p) => guardPair<PrunedField>(p, p.path, ['before', 'resetTo']));
  out.conflicts = r.conflicts.map((c) => guardPair<ConflictReport>(c, c.path, ['liveValue', 'appliedValue']));
  if (r.patch !== undefined) out.patch = guardPatch(r.patch);
  if (r.object !== undefined) out.object = maskSecretFields(r.object);
  // Only workloads roll: a Secret's report carries no images.
  if (r.rollout !== undefined) delete out.rollout;
  if (r.verification !== undefined) {
    out.verification = {
      ...r.verification,
      differences: r.verification.differences.map((d) =>
        guardPair<VerificationDifference>(d, d.path, ['ours', 'cluster']),
      ),
    };
  }
  return out;
}

/** guardReport on every object of a batch (the summary holds no values). */
export function guardBatch<B extends { objects: ObjectReport[] }>(batch: B): B {
  return { ...batch, objects: batch.objects.map(guardReport) };
}
