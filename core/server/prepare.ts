// What the registry does to an object between the field manager and storage
// (staging/src/k8s.io/apiserver/pkg/registry/rest/create.go BeforeCreate,
// update.go BeforeUpdate, and each kind's PrepareForCreate / PrepareForUpdate),
// as far as a dry run shows it: reset fields kept or cleared, generation, and the
// metadata the server fills (uid, creationTimestamp, a generated name); what some
// kinds add on create is in create-rules.ts.

import type { TypeNode } from '../schema/model.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { applyCreateRule, type CreateContext } from './create-rules.ts';
import { getAt, withAt } from './paths.ts';
import { semanticEqual, typeAtFields } from './semantic.ts';
import { serverSetPaths } from './server-set.ts';
import { serviceUpdate } from './service.ts';
import { applyStatusRule } from './status-rules.ts';
import { storedForm } from './stored.ts';
import type { Strategy } from './strategies.ts';

// ObjectMeta's fields in the order Go serializes them.
const META_ORDER = [
  'name',
  'generateName',
  'namespace',
  'selfLink',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'ownerReferences',
  'finalizers',
  'managedFields',
];

function metaOf(obj: JsonObject): JsonObject {
  const m = getOwn(obj, 'metadata');
  return isObject(m) ? m : {};
}

/** `obj` with these metadata fields set (undefined: removed), keys in Go's order. */
export function withMeta(obj: JsonObject, changes: Record<string, JsonValue | undefined>): JsonObject {
  const old = metaOf(obj);
  const merged: JsonObject = {};
  for (const k of Object.keys(old)) setOwn(merged, k, old[k]);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete merged[k];
    else setOwn(merged, k, v);
  }
  const meta: JsonObject = {};
  for (const k of META_ORDER) if (Object.hasOwn(merged, k)) setOwn(meta, k, merged[k]);
  for (const k of Object.keys(merged)) if (!META_ORDER.includes(k)) setOwn(meta, k, merged[k]);
  return withAt(obj, ['metadata'], meta);
}

export function metaString(obj: JsonObject, key: string): string {
  const v = getOwn(metaOf(obj), key);
  return typeof v === 'string' ? v : '';
}

function metaNumber(obj: JsonObject, key: string): number {
  const v = getOwn(metaOf(obj), key);
  return typeof v === 'number' ? v : 0;
}

/** `obj` with each path taken from `from` (removed where `from` has none). */
export function restorePaths(
  obj: JsonObject,
  from: JsonObject | null,
  paths: readonly (readonly string[])[],
) {
  let out = obj;
  for (const p of paths) {
    const want = from === null ? undefined : getAt(from, p);
    if (!deepEqual(getAt(out, p), want)) out = withAt(out, p, want);
  }
  return out;
}

/** The paths among `paths` where `body` carries a value other than `kept`'s. */
export function overridden(
  body: JsonObject,
  kept: JsonObject | null,
  paths: readonly (readonly string[])[],
): (readonly string[])[] {
  return paths.filter((p) => {
    const v = getAt(body, p);
    return v !== undefined && !deepEqual(v, kept === null ? undefined : getAt(kept, p));
  });
}

export interface SystemValues {
  uid: string;
  creationTimestamp: string;
  /** The generated name, when the request used generateName. */
  name?: string;
  /** The object as written, before defaulting (absent: not defaulted); create-rules.ts reads it. */
  written?: JsonObject;
  /**
   * A PUT or apply that creates, before Kubernetes 1.37: the registry's Update only fills
   * uid and creationTimestamp, so deletionTimestamp, deletionGracePeriodSeconds and
   * selfLink stay as written (a POST, and from 1.37 any create, wipes them first:
   * apiserver pkg/registry/rest/meta.go WipeObjectMetaSystemFields, called by
   * pkg/registry/generic/registry/store.go Update since v0.37.0-beta.0).
   */
  keepsSystemFields?: boolean;
}

function identity(o: JsonObject): JsonObject {
  return o;
}

/**
 * BeforeCreate and PrepareForCreate, with the system values FillObjectMetaSystemFields and
 * GenerateName give; `encode` gives the stored object the fields its Go struct always has.
 */
export function prepareForCreate(
  obj: JsonObject,
  s: Strategy,
  sys: SystemValues,
  encode: (o: JsonObject) => JsonObject = identity,
  set?: string[],
  clusterScoped = false,
): JsonObject {
  let out = storedForm(obj);
  for (const p of s.reset) out = withAt(out, p, undefined);
  if (s.create !== undefined) {
    const name = sys.name ?? metaString(out, 'name');
    const c: CreateContext = { uid: sys.uid, name, now: sys.creationTimestamp };
    if (sys.written !== undefined) c.written = sys.written;
    const before = out;
    out = applyCreateRule(s.create, out, c);
    if (set !== undefined) set.push(...serverSetPaths(before, out));
  }
  const meta: Record<string, JsonValue | undefined> = {
    uid: sys.uid,
    creationTimestamp: sys.creationTimestamp,
    resourceVersion: undefined,
  };
  if (sys.keepsSystemFields !== true) {
    meta.deletionTimestamp = undefined;
    meta.deletionGracePeriodSeconds = undefined;
    meta.selfLink = undefined;
  }
  if (sys.name !== undefined) meta.name = sys.name;
  // BeforeCreate: a cluster-scoped object has no namespace.
  if (clusterScoped) meta.namespace = undefined;
  if (s.generation.length > 0 || s.generationOutsideMetadata) meta.generation = 1;
  return withMeta(encode(out), meta);
}

function changedOutsideMetadata(a: JsonObject, b: JsonObject): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('metadata');
  for (const k of keys) if (!deepEqual(getOwn(a, k), getOwn(b, k))) return true;
  return false;
}

/**
 * BeforeUpdate and PrepareForUpdate: the reset paths keep the stored values (a
 * write to a custom resource's /status keeps everything but status), generation,
 * uid, creationTimestamp and resourceVersion come from the stored object, and the
 * strategy's generation rule may add one.
 */
export function prepareForUpdate(
  obj: JsonObject,
  live: JsonObject,
  s: Strategy,
  subresource: 'status' | 'scale' | undefined,
  encode: (o: JsonObject) => JsonObject = identity,
  now = '',
  set?: string[],
  clusterScoped = false,
  /** The schema's root, for comparing the generation paths as equality.Semantic does. */
  root: TypeNode | null = null,
): JsonObject {
  let out = storedForm(obj);
  if (subresource === 'status' && s.statusKeepsAllButStatus) {
    const kept: JsonObject = {};
    for (const k of Object.keys(live)) if (k !== 'status') setOwn(kept, k, live[k]);
    const status = getOwn(obj, 'status');
    if (status !== undefined) setOwn(kept, 'status', status);
    out = withMeta(kept, { managedFields: getOwn(metaOf(obj), 'managedFields') });
  } else {
    out = restorePaths(out, live, subresource === 'status' ? s.statusReset : s.reset);
    const before = out;
    if (subresource === undefined && s.update === 'service') out = serviceUpdate(out, live);
    if (subresource === 'status' && s.statusUpdate !== undefined)
      out = applyStatusRule(s.statusUpdate, out, live, now);
    if (set !== undefined && out !== before) set.push(...serverSetPaths(before, out));
  }
  out = encode(out);
  const uid = metaString(out, 'uid') || metaString(live, 'uid') || undefined;
  const liveMeta = metaOf(live);
  let generation: JsonValue | undefined = getOwn(liveMeta, 'generation');
  if (subresource !== 'status') {
    const bump =
      (s.generationOutsideMetadata === true && changedOutsideMetadata(out, live)) ||
      s.generation.some((p) => !semanticEqual(getAt(out, p), getAt(live, p), typeAtFields(root, p)));
    if (bump) generation = metaNumber(live, 'generation') + 1;
  }
  const meta: Record<string, JsonValue | undefined> = {
    uid,
    creationTimestamp: getOwn(liveMeta, 'creationTimestamp'),
    resourceVersion: getOwn(liveMeta, 'resourceVersion'),
    generation,
  };
  // BeforeUpdate: a cluster-scoped object has no namespace.
  if (clusterScoped) meta.namespace = undefined;
  return withMeta(out, meta);
}
