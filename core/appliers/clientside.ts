// What `kubectl apply` (client-side, the default) sends for one object
// (kubectl pkg/cmd/apply/apply.go applyOneObject and patcher.go patchSimple),
// replayed against the engine's API server (core/server):
//
//   - absent object: the manifest with the last-applied annotation set to its
//     own JSON (util.CreateApplyAnnotation) is created (POST);
//   - existing object: the three-way patch from the annotation (the previous
//     configuration), the manifest with its new annotation, and the live
//     object: a strategic merge patch for the kinds the cluster serves natively
//     (patch-type.ts says which, as kubectl 1.35 decides), a JSON merge patch
//     (with kubectl's apiVersion/kind/name preconditions) for custom resources
//     and other kinds. An empty patch sends nothing. The server
//     applies it to the stored object and records the write as an Update.
//
// Both writes are by `kubectl-client-side-apply` (FieldManagerClientSideApply)
// unless the tool names another manager (Argo CD, Helm 3).

import { goJson } from '../fieldpath/gofmt.ts';
import { parseJsonExact } from '../json.ts';
import { withoutManagedFields } from '../managed/fieldmanager.ts';
import { LAST_APPLIED, lastAppliedOf } from '../managed/lastapplied.ts';
import { decodeManagedFields } from '../managed/managedfields.ts';
import { status } from '../managed/status.ts';
import type { KubeStatus } from '../managed/types.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import {
  applyJsonMergePatch,
  applyStrategicPatch,
  createThreeWayJsonMergePatch,
  createThreeWayStrategicPatch,
  PatchError,
  serverStatusOf,
} from '../patch/index.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { FieldValidation } from '../server/fieldvalidation.ts';
import type { WriteRequest, WriteResult } from '../server/types.ts';
import { serverWrite } from '../server/write.ts';
import { inOperation, ownKeysOf, sortedKeysOf } from '../typed/operation.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { rewriteAnnotation } from './annotation.ts';
import { KUBECTL_CLIENT_SIDE_MANAGER } from './csaupgrade.ts';
import { strategicPatchType } from './patch-type.ts';

export const STRATEGIC_MERGE_PATCH = 'application/strategic-merge-patch+json';
export const MERGE_PATCH = 'application/merge-patch+json';

export interface ClientSideOptions {
  /** The field manager the writes are recorded under (default kubectl-client-side-apply). */
  fieldManager?: string;
  /** The object's schema (a built-in kind's patch is computed with it: patch-type.ts). */
  schema?: ResolvedSchema;
  crd?: JsonObject;
  defaults?: boolean;
  now?: string;
  random?: () => number;
  /** The fieldValidation of kubectl's create and patch (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /**
   * The cluster's Kubernetes version (core/versions.ts; default the newest 1.35
   * patch, as core/server's): its built-in kinds get a strategic merge patch.
   */
  kubernetesVersion?: string;
  /**
   * The previous configuration the three-way patch deletes from. Default: the
   * live object's last-applied annotation (kubectl); Helm 3 passes the previous
   * release's manifest.
   */
  previous?: JsonObject | null;
  /** Write kubectl's last-applied annotation (default true; Helm 3 does not). */
  annotate?: boolean;
  /** Whose rule picks the patch type (patch-type.ts): kubectl's (default) or Helm 3's. */
  patchRule?: 'kubectl' | 'helm3';
}

/** What the client sends: nothing (an empty patch), a create, or a patch of a type. */
export type ClientRequest =
  | { verb: 'none' }
  | { verb: 'create'; body: JsonObject }
  | { verb: 'patch'; patchType: typeof STRATEGIC_MERGE_PATCH | typeof MERGE_PATCH; body: JsonObject };

export type ClientSideResult = WriteResult & { request: ClientRequest };

/** The object without one annotation (the map kept, `{}` when emptied, as kubectl's accessor leaves it). */
export function withoutLastApplied(obj: JsonObject): JsonObject {
  const meta = getOwn(obj, 'metadata');
  const m: JsonObject = isObject(meta) ? { ...meta } : {};
  const a = getOwn(m, 'annotations');
  const rest: JsonObject = {};
  if (isObject(a)) for (const k of Object.keys(a)) if (k !== LAST_APPLIED) setOwn(rest, k, a[k]);
  setOwn(m, 'annotations', rest);
  const out: JsonObject = { ...obj };
  setOwn(out, 'metadata', m);
  return out;
}

/**
 * The manifest as kubectl sends it: its annotations (an empty map when it has
 * none) plus the last-applied annotation holding the manifest's own JSON
 * (util.GetModifiedConfiguration; the value ends with the encoder's newline).
 */
export function withApplyAnnotation(manifest: JsonObject): JsonObject {
  return annotated(withoutLastApplied(manifest));
}

/** `bare` (a manifest without the annotation) with the annotation holding its JSON. */
function annotated(bare: JsonObject, json = goJson(bare, sortedKeysOf, true)): JsonObject {
  const meta = { ...(bare.metadata as JsonObject) };
  const annotations = { ...(meta.annotations as JsonObject) };
  setOwn(annotations, LAST_APPLIED, `${json}\n`);
  setOwn(meta, 'annotations', annotations);
  return { ...bare, metadata: meta };
}

/** The previous configuration kubectl reads from the annotation (null: none, or unreadable as kubectl fails). */
function previousOf(live: JsonObject): JsonObject | null | KubeStatus {
  const text = lastAppliedOf(live);
  if (text === null) return null;
  let v: JsonValue;
  try {
    // JSON.parse reads every number as a double; only an integer beyond 2^53
    // (or a number beyond float64) needs the exact reader (int64 as the API server).
    v = JSON.parse(text) as JsonValue;
    if (hasInexactNumber(v)) v = parseJsonExact(text);
  } catch {
    return status(
      400,
      'BadRequest',
      `the last-applied-configuration annotation of the live object is not JSON (kubectl fails to build the patch)`,
      {},
    );
  }
  return isObject(v) ? v : null;
}

/** A number JSON.parse may have rounded: an integer beyond 2^53, or an infinity. */
function hasInexactNumber(v: JsonValue): boolean {
  if (typeof v === 'number') return !Number.isFinite(v) || (Number.isInteger(v) && !Number.isSafeInteger(v));
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) {
    for (const x of v) if (hasInexactNumber(x)) return true;
    return false;
  }
  for (const k of ownKeysOf(v)) {
    const x = v[k];
    // Strings (all a ConfigMap's values) need no call.
    if (typeof x !== 'string' && hasInexactNumber(x)) return true;
  }
  return false;
}

function isStatus(v: unknown): v is KubeStatus {
  return isObject(v) && v.kind === 'Status';
}

function patchFailure(e: PatchError, request: ClientRequest, onServer: boolean): ClientSideResult {
  // Built by kubectl: kubectl stops with its error and sends nothing (a 400 here).
  // A precondition failure is worded by kubectl's buildMergePatch (patcher.go), without the patch.
  const message =
    e.kind === 'precondition' ? 'At least one of apiVersion, kind and name was changed' : e.message;
  const s = onServer
    ? serverStatusOf(e)
    : { code: 400 as const, reason: 'BadRequest' as const, message: `creating the patch: ${message}` };
  return {
    ok: false,
    status: status(s.code, s.reason === '' ? 'InternalError' : s.reason, s.message, {}),
    conflicts: [],
    notes: [],
    request,
  };
}

/** `kubectl apply` of `manifest` onto `live` (null: absent), as the API server answers it with dryRun=All. */
export function kubectlClientSideApply(
  live: JsonObject | null,
  manifest: JsonObject,
  opts: ClientSideOptions = {},
): ClientSideResult {
  // One operation: the patch, its application and the update read the same big
  // maps (the manifest's, the live object's), each listed once.
  return inOperation(() => clientSideApply(live, manifest, opts));
}

function clientSideApply(
  live: JsonObject | null,
  manifest: JsonObject,
  opts: ClientSideOptions,
): ClientSideResult {
  const manager = opts.fieldManager ?? KUBECTL_CLIENT_SIDE_MANAGER;
  const annotate = opts.annotate !== false;
  const server = {
    manager,
    schema: opts.schema,
    crd: opts.crd,
    defaults: opts.defaults,
    now: opts.now,
    random: opts.random,
    fieldValidation: opts.fieldValidation,
    kubernetesVersion: opts.kubernetesVersion,
  };
  const bare = annotate ? withoutLastApplied(manifest) : manifest;

  if (live === null) {
    const body = annotate ? annotated(bare) : manifest;
    const request: ClientRequest = { verb: 'create', body };
    return { ...serverWrite({ ...server, verb: 'create', live: null, body }), request };
  }

  // The new annotation is written over the old one, which is read as the
  // previous configuration in the same walk (annotation.ts); an old text that
  // walk does not take is parsed whole. Helm 3 passes its previous release.
  const text = opts.previous === undefined ? lastAppliedOf(live) : null;
  const rewritten = annotate && text !== null ? rewriteAnnotation(text, bare) : null;
  const modified =
    rewritten !== null ? annotated(bare, rewritten.json) : annotate ? annotated(bare) : manifest;
  let previous: JsonObject | null | KubeStatus;
  if (opts.previous !== undefined) previous = opts.previous;
  else if (rewritten !== null) previous = rewritten.previous;
  // A manifest unchanged since the last apply is its own previous configuration.
  else if (annotate && text !== null && text === lastAppliedOf(modified)) previous = bare;
  else previous = previousOf(live);
  if (isStatus(previous))
    return { ok: false, status: previous, conflicts: [], notes: [], request: { verb: 'none' } };
  const current = withoutManagedFields(live);
  const strategic = strategicPatchType(manifest, { ...opts, rule: opts.patchRule });
  const builtin = strategic !== null;
  let patch: JsonObject;
  const patchType = builtin ? STRATEGIC_MERGE_PATCH : MERGE_PATCH;
  try {
    patch =
      strategic !== null
        ? createThreeWayStrategicPatch(previous, modified, current, strategic)
        : (createThreeWayJsonMergePatch(previous, modified, current, { preconditions: true }) as JsonObject);
  } catch (e) {
    if (e instanceof PatchError) return patchFailure(e, { verb: 'none' }, false);
    throw e;
  }
  if (Object.keys(patch).length === 0) {
    // kubectl sends nothing (patchSimple: "{}"): no write, the object stays as it
    // is, managed fields and their times included.
    let sets: ManagerSetsView = new Map();
    try {
      sets = decodeManagedFields(getOwn(getOwn(live, 'metadata') as JsonObject, 'managedFields')).sets;
    } catch {
      // unreadable managedFields: the server never sees them here
    }
    return {
      ok: true,
      object: live,
      changed: false,
      managers: { before: sets, after: sets },
      notes: [],
      request: { verb: 'none' },
    };
  }
  const request: ClientRequest = { verb: 'patch', patchType, body: patch };
  let patched: JsonValue;
  try {
    // The server applies the patch to the object it has stored. kubectl's patch
    // never touches metadata.managedFields (modified has none, and the changes
    // half ignores deletions), so the patched object keeps the stored entries:
    // patch the object without them, and the update takes them from the live
    // object, as it takes the same entries from a request (decoded once).
    patched =
      strategic !== null
        ? applyStrategicPatch(current, patch, strategic)
        : applyJsonMergePatch(current, patch);
  } catch (e) {
    if (e instanceof PatchError) return patchFailure(e, request, true);
    throw e;
  }
  if (!isObject(patched)) {
    return {
      ok: false,
      status: status(400, 'BadRequest', 'the patched object is not a JSON object', {}),
      conflicts: [],
      notes: [],
      request,
    };
  }
  const sent = { type: builtin ? ('strategic' as const) : ('merge' as const), body: patch };
  return { ...patchWrite(live, patched, { ...server, patch: sent }), request };
}

const RESOURCE_VERSION_STAND_IN = 'stand-in-for-the-stored-resourceVersion';

function withResourceVersion(obj: JsonObject, rv: JsonValue | undefined): JsonObject {
  const meta: JsonObject = { ...((getOwn(obj, 'metadata') as JsonObject | undefined) ?? {}) };
  if (rv === undefined) delete meta.resourceVersion;
  else meta.resourceVersion = rv;
  return { ...obj, metadata: meta };
}

/**
 * The server's write of a patched object. The API server patches the stored
 * object, its resourceVersion included, so the update is conditional on that
 * version and never refused as an unconditional update (custom resources refuse
 * those). A stored custom resource without one (a dry run's) writes with a
 * stand-in, taken off the answer.
 */
function patchWrite(
  live: JsonObject,
  patched: JsonObject,
  server: Omit<WriteRequest, 'verb' | 'live' | 'body'>,
): WriteResult {
  const stored = getOwn(getOwn(live, 'metadata') as JsonObject, 'resourceVersion');
  const sent = getOwn(getOwn(patched, 'metadata') as JsonObject, 'resourceVersion');
  // Built-in kinds allow unconditional updates; a custom resource does not.
  if (
    server.crd === undefined ||
    (stored !== undefined && stored !== '') ||
    (sent !== undefined && sent !== stored)
  )
    return serverWrite({ ...server, verb: 'update', live, body: patched });
  const r = serverWrite({
    ...server,
    verb: 'update',
    live: withResourceVersion(live, RESOURCE_VERSION_STAND_IN),
    body: withResourceVersion(patched, RESOURCE_VERSION_STAND_IN),
  });
  if (!r.ok) return r;
  const object = withResourceVersion(r.object, stored);
  const undefaulted = r.undefaulted === undefined ? undefined : withResourceVersion(r.undefaulted, stored);
  return { ...r, object, ...(undefaulted !== undefined ? { undefaulted } : {}) };
}
