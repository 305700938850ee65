// The API server's field manager around the structured-merge layer: manager
// identity, managedFields in and out, before-first-apply, the Update-manager cap,
// stripped fields, timestamps, kubectl's last-applied annotation, and Status errors.

import { pathString } from '../fieldpath/element.ts';
import { type Conflict, ConflictError } from '../merge/conflict.ts';
import { applyObject, type ManagerSets, updateObject } from '../merge/updater.ts';
import { ConversionError } from '../merge/versions.ts';
import { deduced, type TypeNode } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import { refuseWrite, withLiveType } from '../server/refuse.ts';
import { formatIssues, ValidationError } from '../typed/errors.ts';
import { inOperation, sameValue } from '../typed/operation.ts';
import { validate } from '../typed/validate.ts';
import { compareUtf8, getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { identity, parseIdentity } from './identity.ts';
import { buildLastApplied, forgivableConflicts, lastAppliedOf, withLastApplied } from './lastapplied.ts';
import {
  BEFORE_FIRST_APPLY,
  capUpdateManagers,
  decodeManagedFields,
  encodeManagedFields,
  type Managed,
  ManagedFieldsError,
  stripManager,
} from './managedfields.ts';
import { badRequest, conflictStatus, invalidOption, status } from './status.ts';
import { nowSeconds, parseTime } from './time.ts';
import type {
  ApplyResult,
  ConflictInfo,
  KubeStatus,
  OperationFailure,
  OperationOptions,
  OperationResult,
} from './types.ts';

class Failure extends Error {
  constructor(readonly status: KubeStatus) {
    super(status.message);
  }
}

function fail(message: string): never {
  throw new Failure(badRequest(message));
}

function gvkString(obj: JsonObject): string {
  const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  const slash = apiVersion.indexOf('/');
  const group = slash >= 0 ? apiVersion.slice(0, slash) : '';
  const version = slash >= 0 ? apiVersion.slice(slash + 1) : apiVersion;
  return `${group}/${version}, Kind=${kind}`;
}

function gvknn(obj: JsonObject): string {
  const meta = isObject(getOwn(obj, 'metadata')) ? (obj.metadata as JsonObject) : {};
  const ns = typeof meta.namespace === 'string' ? meta.namespace : '';
  const name = typeof meta.name === 'string' ? meta.name : '';
  return `${ns}/${name}; ${gvkString(obj)}`;
}

function metaOf(obj: JsonObject): JsonObject | null {
  const m = getOwn(obj, 'metadata');
  return isObject(m) ? m : null;
}

/** The object without metadata.managedFields (a shallow copy when it had them). */
export function withoutManagedFields(obj: JsonObject): JsonObject {
  const meta = metaOf(obj);
  if (meta === null || !Object.hasOwn(meta, 'managedFields')) return obj;
  const m = { ...meta };
  delete m.managedFields;
  return { ...obj, metadata: m };
}

function withManagedFields(obj: JsonObject, managed: Managed, order?: string[]): JsonObject {
  const entries = encodeManagedFields(managed, order);
  const meta = metaOf(obj);
  if (entries === undefined) {
    if (meta === null || !Object.hasOwn(meta, 'managedFields')) return obj;
    return withoutManagedFields(obj);
  }
  return { ...obj, metadata: { ...(meta ?? {}), managedFields: entries as unknown as JsonValue } };
}

function requireObject(v: unknown, what: string): JsonObject {
  if (!isObject(v))
    fail(
      `${what} must be a JSON object, got ${Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v}`,
    );
  return v as JsonObject;
}

function rootType(opts: OperationOptions): TypeNode {
  return withObjectMeta(opts.schema ?? deduced);
}

function nowOf(opts: OperationOptions): number {
  if (opts.now === undefined) return nowSeconds();
  const t = parseTime(opts.now);
  if (t === null) fail(`now: ${JSON.stringify(opts.now)} is not an RFC 3339 time`);
  return t;
}

function checkTyped(
  obj: JsonObject,
  type: TypeNode,
  allowDuplicates: boolean,
  what: string,
  valid?: JsonObject,
): void {
  const issues = validate(obj, type, { allowDuplicates, valid });
  if (issues.length > 0)
    fail(`failed to create typed ${what} object (${gvknn(obj)}): ${formatIssues(issues)}`);
}

function decodeOrFail(raw: JsonValue | undefined, opts: OperationOptions): Managed {
  try {
    return decodeManagedFields(raw, { ignoreTrailingKeyData: opts.ignoreTrailingKeyData === true });
  } catch (e) {
    if (e instanceof ManagedFieldsError) fail(`failed to decode managed fields: ${e.message}`);
    throw e;
  }
}

/** Run a step and turn its known failures into a Status. */
function guarded<R extends OperationResult | ApplyResult>(fn: () => R): R | OperationFailure {
  try {
    return inOperation(fn);
  } catch (e) {
    if (e instanceof Failure) return { ok: false, status: e.status, conflicts: [] };
    if (e instanceof ValidationError) return { ok: false, status: badRequest(e.message), conflicts: [] };
    // The updater's conversion failure reaches the client as a plain error: a 500 with no reason.
    if (e instanceof ConversionError) return { ok: false, status: status(500, '', e.message), conflicts: [] };
    throw e;
  }
}

export function conflictInfos(conflicts: Conflict[]): ConflictInfo[] {
  return conflicts.map((c) => {
    const id = parseIdentity(c.manager);
    const info = { manager: id.manager, operation: id.operation } as ConflictInfo;
    if (id.operation === 'Update' && id.apiVersion) info.apiVersion = id.apiVersion;
    if (id.subresource) info.subresource = id.subresource;
    info.path = pathString(c.path);
    return info;
  });
}

/** Conflicts in a stable order: by manager identity, then the set's path order. */
function sortConflicts(conflicts: Conflict[]): Conflict[] {
  return conflicts
    .map((c, i) => ({ c, i }))
    .sort((a, b) => compareUtf8(a.c.manager, b.c.manager) || a.i - b.i)
    .map((x) => x.c);
}

/** Server-side apply of `intent` by `opts.manager` onto `live` (null: create). */
export function apply(live: JsonObject | null, intent: unknown, opts: OperationOptions): ApplyResult {
  return guarded((): ApplyResult => {
    if (!opts.manager) {
      return {
        ok: false,
        status: invalidOption(
          'PatchOptions',
          'fieldManager',
          'FieldValueRequired',
          'Required value: is required for apply patch',
        ),
        conflicts: [],
      };
    }
    const refused = refuseWrite('apply', opts.manager, intent as JsonValue, live);
    if (refused !== null) return { ok: false, status: refused, conflicts: [] };
    const patch = requireObject(intent, 'the applied object');
    const patchMeta = getOwn(patch, 'metadata');
    if (patchMeta !== undefined && patchMeta !== null && !isObject(patchMeta))
      fail('metadata must be a JSON object');
    if (isObject(patchMeta) && patchMeta.managedFields !== undefined && patchMeta.managedFields !== null) {
      fail('metadata.managedFields must be nil');
    }
    if (live !== null && (patch.apiVersion !== live.apiVersion || patch.kind !== live.kind)) {
      fail(`invalid object type: ${gvkString(patch)}`);
    }
    const type = rootType(opts);
    const now = nowOf(opts);
    const apiVersion = typeof patch.apiVersion === 'string' ? patch.apiVersion : '';
    const managed =
      live === null ? { sets: new Map(), times: new Map() } : decodeOrFail(metaOf(live)?.managedFields, opts);
    const decoded = managed.sets; // never mutated below: each step works on a copy
    // As the API server, the live object is typed without its managedFields.
    const base = live === null ? null : withoutManagedFields(live);
    if (base !== null) checkTyped(base, type, true, 'live');
    checkTyped(patch, type, false, 'patch');

    // An existing object nobody manages yet: its fields go to before-first-apply.
    if (base !== null && managed.sets.size === 0) {
      const first = identity({
        manager: BEFORE_FIRST_APPLY,
        operation: 'Update',
        apiVersion,
        subresource: opts.subresource,
      });
      const empty: JsonObject = opts.empty ?? {
        apiVersion: base.apiVersion ?? null,
        kind: base.kind ?? null,
      };
      const r = updateObject(empty, base, type, managed.sets, first, apiVersion);
      managed.sets = r.managers;
      // The reset fields (a Namespace's status) are nobody's, before-first-apply's neither.
      const took = managed.sets.get(first);
      if (took !== undefined && opts.ignored !== undefined) {
        const set = took.set.recursiveDifference(opts.ignored);
        if (set.isEmpty()) managed.sets.delete(first);
        else managed.sets.set(first, { ...took, set });
      }
      if (managed.sets.has(first)) managed.times.set(first, now);
      stripManager(managed, first);
      capUpdateManagers(managed);
    }

    const self = identity({ manager: opts.manager, operation: 'Apply', subresource: opts.subresource });
    const merging = { keepEmptiedContainers: opts.keepEmptiedContainers === true, converter: opts.converter };
    const run = (force: boolean) =>
      applyObject(base, patch, type, managed.sets, self, apiVersion, force, merging);
    let result: ReturnType<typeof applyObject>;
    try {
      result = run(opts.force === true);
    } catch (e) {
      if (!(e instanceof ConflictError)) throw e;
      let remaining = e.conflicts;
      if (opts.manager === 'kubectl' && live !== null) {
        const allowed = forgivableConflicts(withoutManagedFields(live), type);
        if (allowed !== null) remaining = e.conflicts.filter((c) => !allowed.has(c.path));
      }
      if (remaining.length > 0) {
        const sorted = sortConflicts(remaining);
        return { ok: false, status: conflictStatus(sorted), conflicts: conflictInfos(sorted) };
      }
      result = run(true);
    }
    managed.sets = result.managers;
    if (result.object !== null) managed.times.set(self, now);
    stripManager(managed, self);
    let out = (result.object ?? base) as JsonObject;
    // Rewriting a stale annotation is a change even when the merge changed nothing.
    let annotationChanged = false;
    const staleAnnotation = opts.manager === 'kubectl' ? lastAppliedOf(out) : null;
    if (staleAnnotation !== null) {
      out = withLastApplied(out, buildLastApplied(patch));
      annotationChanged = lastAppliedOf(out) !== staleAnnotation;
    }
    const order: string[] = [];
    const object = withManagedFields(out, managed, order);
    const after: ManagerSets = new Map();
    for (const id of order) after.set(id, managed.sets.get(id)!);
    return {
      ok: true,
      object,
      changed: result.object !== null || annotationChanged,
      managers: { before: decoded, after },
    };
  });
}

function isResetRequest(mf: JsonValue | undefined): boolean {
  return Array.isArray(mf) && mf.length === 1 && isObject(mf[0]) && Object.keys(mf[0]).length === 0;
}

/** A non-apply write (PUT) of `object` by `opts.manager`: ownership of what it changed moves to it. */
export function update(live: JsonObject | null, object: unknown, opts: OperationOptions): OperationResult {
  return guarded(() => {
    const refused = refuseWrite('update', opts.manager ?? '', object as JsonValue, live);
    if (refused !== null) return { ok: false, status: refused, conflicts: [] };
    const next = withLiveType(requireObject(object, 'the written object'), live);
    const nextMeta = getOwn(next, 'metadata');
    if (nextMeta !== undefined && nextMeta !== null && !isObject(nextMeta))
      fail('metadata must be a JSON object');
    const type = rootType(opts);
    const now = nowOf(opts);
    const apiVersion = typeof next.apiVersion === 'string' ? next.apiVersion : '';
    const given = isObject(nextMeta) ? nextMeta.managedFields : undefined;
    const fieldsOptions = { ignoreTrailingKeyData: opts.ignoreTrailingKeyData === true };
    // The base ownership: reset by `[{}]`, replaced by valid entries in the request, else the live object's.
    let managed: Managed = { sets: new Map(), times: new Map() };
    if (!isResetRequest(given)) {
      let fromRequest: Managed | null = null;
      try {
        fromRequest = decodeManagedFields(given, fieldsOptions);
      } catch {
        fromRequest = null;
      }
      if (fromRequest !== null && fromRequest.sets.size > 0) managed = fromRequest;
      else if (live !== null) {
        try {
          managed = decodeManagedFields(metaOf(live)?.managedFields, fieldsOptions);
        } catch {
          managed = { sets: new Map(), times: new Map() }; // as the API server: unreadable entries are dropped
        }
      }
    }
    // As the API server, both objects are typed without their managedFields.
    const bare = withoutManagedFields(next);
    checkTyped(bare, type, true, 'new');
    const liveBare = live === null ? null : withoutManagedFields(live);
    // What the live object shares with the new one (checked just above, the same way) is not walked again.
    if (liveBare !== null) checkTyped(liveBare, type, true, 'live', bare);
    // Writes to an existing object that nobody manages stay untracked.
    const changed = liveBare === null || !sameValue(liveBare, bare);
    if (live !== null && managed.sets.size === 0) return { ok: true, object: bare, changed };
    const self = identity({
      manager: opts.manager || 'unknown',
      operation: 'Update',
      apiVersion,
      subresource: opts.subresource,
    });
    let r: ReturnType<typeof updateObject>;
    try {
      r = updateObject(
        liveBare ?? opts.empty ?? null,
        bare,
        type,
        managed.sets,
        self,
        apiVersion,
        opts.converter,
      );
    } catch (e) {
      if (!(e instanceof ConversionError)) throw e;
      // FieldManager.UpdateNoErrors: the write goes on, its managedFields removed.
      const message = `failed to update ManagedFields (${gvknn(bare)}): ${e.message}`;
      return { ok: true, object: bare, changed, fieldManagerError: message };
    }
    managed.sets = r.managers;
    if (managed.sets.has(self)) managed.times.set(self, now);
    stripManager(managed, self);
    capUpdateManagers(managed);
    return { ok: true, object: withManagedFields(bare, managed), changed };
  });
}
