// One write as kube-apiserver runs it with dryRun=All: the request's checks and
// preconditions (staging/src/k8s.io/apiserver/pkg/endpoints/handlers/{create,update,patch}.go
// and the registry store, staging/src/k8s.io/apiserver/pkg/registry/generic/registry/store.go),
// reset fields kept out of the write, defaulting where the server defaults, the
// field manager (core/managed/fieldmanager.ts), then the strategy's preparation
// (prepare.ts). /scale writes are in scale.ts.

import { groupOf as apiGroupOf, isBuiltinGroup } from '../defaults/builtin.ts';
import { applyDefaults } from '../defaults/index.ts';
import { fieldElement } from '../fieldpath/element.ts';
import { FieldSet } from '../fieldpath/set.ts';
import { apply, update, withoutManagedFields } from '../managed/fieldmanager.ts';
import { decodeManagedFields } from '../managed/managedfields.ts';
import { badRequest, status } from '../managed/status.ts';
import { formatTime, nowSeconds, parseTime } from '../managed/time.ts';
import type { OperationOptions } from '../managed/types.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { TypeNode } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import { withKeyRule } from '../typed/key-rule.ts';
import { sameValue } from '../typed/operation.ts';
import { invalidStatus, type ValidationContext, validateObject } from '../validation/index.ts';
import { getOwn, isObject, type JsonObject } from '../value.ts';
import { type KubernetesVersion, parseKubernetesVersion, UNNAMED_KUBERNETES_VERSION } from '../versions.ts';
import type { DecodeNote } from './decode.ts';
import { alreadyExists, conflict, invalid, noRoute, notFound } from './errors.ts';
import { failWith, type Target, userAgentManager, WriteFailure } from './failure.ts';
import {
  applyDuplicatesMessage,
  DEFAULT_FIELD_VALIDATION,
  fieldProblems,
  patchStrictInvalid,
  refuseFieldValidation,
  strictDecodingMessage,
  yamlDuplicateLine,
} from './fieldvalidation.ts';
import { dropDisabledFields } from './gates.ts';
import { goTypesOf } from './go-types.ts';
import { generateName, newUid } from './names.ts';
import { checkNumbers, decodeFailure, type NumberContext } from './numbers.ts';
import { atRequestVersion } from './other-versions.ts';
import { withAt } from './paths.ts';
import { checkResourceVersion, checkUidOnUpdate } from './preconditions.ts';
import {
  metaString,
  prepareForCreate,
  prepareForUpdate,
  restorePaths,
  type SystemValues,
} from './prepare.ts';
import { crdVersionSchema } from './pruning.ts';
import { resetNotes, stripPaths } from './reset-notes.ts';
import { builtinResource, crdResource, groupOf, type ResourceInfo } from './resources.ts';
import { scaleWrite } from './scale.ts';
import { emptyObject, FieldDecodeError, serialized } from './serialized.ts';
import { allocationNotes } from './service.ts';
import { strategyFor } from './strategies.ts';
import type { ServerNote, WriteRequest, WriteResult } from './types.ts';

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function describe(v: unknown): string {
  return Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v;
}

function resourceOf(apiVersion: string, kind: string, crd: JsonObject | undefined): ResourceInfo {
  if (crd !== undefined) {
    const r = crdResource(crd, apiVersion, kind);
    if (r !== undefined) return r;
  }
  const group = groupOf(apiVersion);
  return (
    builtinResource(group, kind) ?? {
      group,
      kind,
      // An unknown kind: the conventional plural (Status messages only).
      resource: `${kind.toLowerCase()}s`,
      namespaced: true,
      status: false,
      scale: false,
    }
  );
}

// A batch passes the same `now` to every write: its normal form is kept.
let lastNow: { given: string; formatted: string } | null = null;

function nowString(now: string | undefined): string {
  if (now === undefined) return formatTime(nowSeconds());
  if (lastNow !== null && lastNow.given === now) return lastNow.formatted;
  const t = parseTime(now);
  if (t === null) failWith(badRequest(`now: ${JSON.stringify(now)} is not an RFC 3339 time`));
  lastNow = { given: now, formatted: formatTime(t) };
  return lastNow.formatted;
}

/**
 * The manager sets of an object's managedFields (none when absent or unreadable);
 * `ignoreTrailingKeyData` as the version's structured-merge-diff reads them.
 */
export function managerSetsOf(obj: JsonObject | null, ignoreTrailingKeyData = false): ManagerSetsView {
  if (obj === null) return new Map();
  const meta = getOwn(obj, 'metadata');
  try {
    return decodeManagedFields(isObject(meta) ? getOwn(meta, 'managedFields') : undefined, {
      ignoreTrailingKeyData,
    }).sets;
  } catch {
    return new Map();
  }
}

function defaulted(obj: JsonObject, t: Target): JsonObject {
  return t.defaults ? applyDefaults(obj, t.root, t.version.gates) : obj;
}

// A created object is encoded and decoded through the storage codec before it is
// answered (apiserver pkg/registry/generic/registry/dryrun.go copyInto; etcd3's
// store does the same for a real create), and decoding defaults it again: what
// PrepareForCreate cleared or added meets the defaulting functions a second time
// (a PVC's or PV's status.phase Pending, a Job's labels copied from the template
// labels the strategy generated). An update's prepared object only takes reset
// fields back from the stored object, itself defaulted when it was read: its
// second pass changes nothing, so it is not run.
function storageRoundTrip(o: JsonObject, t: Target): JsonObject {
  if (!t.defaults) return o;
  const again = applyDefaults(o, t.root, t.version.gates);
  return again === o ? o : t.encode(again);
}

/** FillObjectMetaSystemFields' values; `byUpdate`: the create is a PUT's or an apply's. */
function system(t: Target, byUpdate: boolean, name?: string): SystemValues {
  const sys: SystemValues = { uid: newUid(t.random), creationTimestamp: t.now };
  if (name !== undefined) sys.name = name;
  if (byUpdate && !t.version.wipesMetadataOnCreateByUpdate) sys.keepsSystemFields = true;
  return sys;
}

const resetSets = new WeakMap<readonly (readonly string[])[], FieldSet>();

/** The reset paths as a field set (made once per strategy table). */
function resetSet(paths: readonly (readonly string[])[]): FieldSet {
  let set = resetSets.get(paths);
  if (set === undefined) {
    set = FieldSet.of(...paths.map((p) => p.map((name) => fieldElement(name))));
    resetSets.set(paths, set);
  }
  return set;
}

function fmOptions(req: WriteRequest, t: Target, subresource?: string): OperationOptions {
  const manager = req.verb === 'apply' ? req.manager : req.manager || userAgentManager(req.userAgent);
  const o: OperationOptions = { manager, now: t.now };
  const reset = subresource === 'status' ? t.strategy.statusReset : t.strategy.reset;
  if (reset.length > 0) o.ignored = resetSet(reset);
  if (req.force !== undefined) o.force = req.force;
  if (t.type !== undefined) o.schema = t.type;
  if (subresource !== undefined) o.subresource = subresource;
  if (t.empty !== undefined) o.empty = t.empty;
  if (t.converter !== undefined) o.converter = t.converter;
  if (t.version.keepsEmptiedContainers) o.keepEmptiedContainers = true;
  if (!t.version.refusesTrailingKeyData) o.ignoreTrailingKeyData = true;
  return o;
}

type Done = {
  object: JsonObject;
  undefaulted: JsonObject;
  /** What the strategy or the storage set (server-set.ts). */
  serverSet?: string[];
  before?: ManagerSetsView;
  after?: ManagerSetsView;
};

function createLike(
  req: WriteRequest,
  body: JsonObject,
  t: Target,
  notes: ServerNote[],
  sysName: string | undefined,
): Done {
  const reset = t.strategy.reset;
  resetNotes(notes, body, null, reset, 'a new object');
  const bare = stripPaths(body, reset);
  // A create's body is decoded into its Go struct and defaulted before the field manager: its
  // writer owns the defaults and the empty structs the struct always has, except those the
  // empty object the field manager compares it with (the kind's New()) has too.
  const full = defaulted(bare, t);
  const r = updateNoErrors(null, stripPaths(t.decode(full, 'json'), reset), fmOptions(req, t), t, notes);
  const sys = system(t, req.verb !== 'create', sysName);
  const serverSet: string[] = [];
  const object = storageRoundTrip(
    prepareForCreate(
      r.object,
      t.strategy,
      t.defaults ? { ...sys, written: bare } : sys,
      t.encode,
      serverSet,
      !t.info.namespaced,
    ),
    t,
  );
  const undefaulted =
    full === bare ? object : prepareForCreate(bare, t.strategy, sys, t.encode, undefined, !t.info.namespaced);
  return { object, undefaulted, serverSet };
}

function mainOrStatus(req: WriteRequest, body: JsonObject, t: Target, notes: ServerNote[]): Done {
  const live = req.live;
  const sub = req.subresource === 'status' ? 'status' : undefined;
  const where = sub ? '/status' : 'the resource (not /status)';
  const resetPaths = sub ? t.strategy.statusReset : t.strategy.reset;
  const meta = getOwn(body, 'metadata');
  if (meta !== undefined && meta !== null && !isObject(meta))
    failWith(badRequest('metadata must be a JSON object'));
  let name = metaString(body, 'name');

  if (req.verb === 'create') {
    if (sub)
      failWith(
        status(
          405,
          'MethodNotAllowed',
          'the server does not allow this method on the requested resource',
          {},
        ),
      );
    let generated: string | undefined;
    if (name === '') {
      const prefix = metaString(body, 'generateName');
      if (prefix === '') {
        failWith(
          invalid(
            t.info.group,
            t.info.kind,
            '',
            'metadata.name',
            'FieldValueRequired',
            'Required value: name or generateName is required',
          ),
        );
      }
      generated = generateName(prefix, t.random);
      name = generated;
      notes.push({
        code: 'generated-name',
        path: '.metadata.name',
        message: `the server generates the name from generateName "${prefix}" and 5 random characters; a real create picks another one`,
      });
    } else if (live !== null) failWith(alreadyExists(t.info, name));
    return createLike(req, body, t, notes, generated);
  }

  if (name === '') failWith(badRequest('name must be provided'));

  if (live === null) {
    if (req.verb === 'apply') {
      if (sub) failWith(notFound(t.info, name));
      const uid = metaString(body, 'uid');
      if (uid !== '') {
        failWith(
          conflict(
            t.info,
            name,
            `uid mismatch: the provided object specified uid ${uid}, and no existing object was found`,
          ),
        );
      }
      resetNotes(notes, body, null, t.strategy.reset, 'a new object');
      const bare = stripPaths(body, t.strategy.reset);
      const r = apply(null, bare, fmOptions(req, t));
      if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
      const full = defaulted(r.object, t);
      const sys = system(t, true);
      // The merged object is converted to its Go type: values are read as the unstructured converter reads them.
      const applied = (o: JsonObject) => t.decode(o, 'unstructured');
      const serverSet: string[] = [];
      const object = storageRoundTrip(
        prepareForCreate(
          full,
          t.strategy,
          t.defaults ? { ...sys, written: r.object } : sys,
          applied,
          serverSet,
          !t.info.namespaced,
        ),
        t,
      );
      const undefaulted =
        full === r.object
          ? object
          : prepareForCreate(r.object, t.strategy, sys, applied, undefined, !t.info.namespaced);
      return { object, undefaulted, serverSet, before: r.managers.before, after: r.managers.after };
    }
    // update (PUT) of a missing object
    if (sub || !t.strategy.createOnUpdate) failWith(notFound(t.info, name));
    notes.push({
      code: 'create-on-update',
      message: `${t.info.resource} allow a PUT to create a missing object: this update creates it`,
    });
    return createLike(req, body, t, notes, undefined);
  }

  checkResourceVersion(body, live, t, name, req.verb);
  checkUidOnUpdate(body, live, t, name, req.verb);
  // An applied configuration that sets a reset path is told even when the value is the stored one
  // (it would not own it); a PUT's body usually carries what it read, so only a different value is.
  resetNotes(notes, body, req.verb === 'apply' ? null : live, resetPaths, where);

  if (req.verb === 'apply') {
    const bare = stripPaths(body, resetPaths);
    const r = apply(live, bare, fmOptions(req, t, sub));
    if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
    // The field manager's object defaulter runs on the merged object: nobody owns what it fills.
    const full = defaulted(r.object, t);
    // The applied configuration is merged as written: the empty structs the stored form adds are owned by
    // nobody, and its values are compared as written (a quantity's other spelling is a change, and a conflict).
    const applied = (o: JsonObject) => t.decode(o, 'unstructured');
    const serverSet: string[] = [];
    const object = prepareForUpdate(
      full,
      live,
      t.strategy,
      sub,
      applied,
      t.now,
      serverSet,
      !t.info.namespaced,
      t.root,
    );
    const undefaulted =
      full === r.object
        ? object
        : prepareForUpdate(
            r.object,
            live,
            t.strategy,
            sub,
            applied,
            t.now,
            undefined,
            !t.info.namespaced,
            t.root,
          );
    return { object, undefaulted, serverSet, before: r.managers.before, after: r.managers.after };
  }

  // update (PUT): the reset paths keep the stored values before the field manager compares.
  const kept = restorePaths(withoutManagedFields(body), withoutManagedFields(live), resetPaths);
  const bodyMeta = getOwn(body, 'metadata');
  const keptWithMF =
    isObject(bodyMeta) && Object.hasOwn(bodyMeta, 'managedFields')
      ? withAt(kept, ['metadata', 'managedFields'], bodyMeta.managedFields)
      : kept;
  const full = defaulted(keptWithMF, t);
  const r = updateNoErrors(live, t.decode(full, 'json'), fmOptions(req, t, sub), t, notes);
  const serverSet: string[] = [];
  const object = prepareForUpdate(
    r.object,
    live,
    t.strategy,
    sub,
    t.encode,
    t.now,
    serverSet,
    !t.info.namespaced,
    t.root,
  );
  const undefaulted =
    full === keptWithMF
      ? object
      : prepareForUpdate(
          withAt(keptWithMF, ['metadata', 'managedFields'], undefined),
          live,
          t.strategy,
          sub,
          t.encode,
          t.now,
          undefined,
          !t.info.namespaced,
          t.root,
        );
  return { object, undefaulted, serverSet };
}

/**
 * The field manager on a create or update, as the handlers call it (UpdateNoErrors,
 * k8s.io/apimachinery pkg/util/managedfields/internal/fieldmanager.go): when it
 * cannot type the live object (or a custom resource's new one, which validation
 * then judges), the write goes on, its managedFields cleared (1.35, 1.36)
 * or those of the live object kept (1.37, v0.37.0-beta.0: "Do not remove
 * managedFields if conversion webhook fails"), and a note says so.
 */
function updateNoErrors(
  live: JsonObject | null,
  object: JsonObject,
  opts: OperationOptions,
  t: Target,
  notes: ServerNote[],
): { object: JsonObject } {
  const r = update(live, object, opts);
  if (r.ok && r.fieldManagerError === undefined) return r;
  let failure: string;
  if (r.ok)
    failure = r.fieldManagerError ?? ''; // a manager's version the converter could not reach
  else {
    // A built-in kind's body was decoded into its Go struct before: a value of the wrong
    // shape in it is that decoding's 400, which the typing failure stands for here.
    const m = r.status.message;
    const untyped =
      m.startsWith('failed to create typed live object') ||
      (!isBuiltinGroup(t.info.group) && m.startsWith('failed to create typed new object'));
    if (!untyped) throw new WriteFailure(r.status, r.conflicts);
    failure = m;
  }
  const kept =
    t.version.keepsLiveManagedFieldsOnFailure && live !== null ? metaOf(live).managedFields : undefined;
  notes.push({
    code: 'field-manager-failed',
    path: '.metadata.managedFields',
    message: `the field manager cannot track this write (${failure}): Kubernetes ${t.version.version} stores it with ${kept !== undefined ? "the live object's managedFields unchanged" : 'no managedFields'}`,
  });
  return { object: withAt(withoutManagedFields(object), ['metadata', 'managedFields'], kept) };
}

function metaOf(obj: JsonObject): JsonObject {
  const m = getOwn(obj, 'metadata');
  return isObject(m) ? m : {};
}

/** rest.BeforeCreate / BeforeUpdate's validation: a 422 for field errors, else what was checked (null: all). */
function validated(
  object: JsonObject,
  live: JsonObject | null,
  apiVersion: string,
  t: Target,
  crd: JsonObject | undefined,
): string | null {
  const ctx: ValidationContext = {
    op: live === null ? 'create' : 'update',
    obj: object,
    old: live,
    apiVersion,
    group: t.info.group,
    kind: t.info.kind,
    namespaced: t.info.namespaced,
    gates: t.version.gates,
  };
  if (crd !== undefined) ctx.crd = crd;
  // Built-in kinds are validated as the server sees them: defaulted. With defaulting
  // off, required-by-default fields (a Service's type, a port's protocol) would be
  // refused where a cluster accepts them, so nothing is claimed either way.
  if (crd === undefined && !t.defaults)
    return `not validated: defaulting is off, and ${t.info.kind}'s validation runs on the defaulted object, so a refusal (422) would not show here`;
  const v = validateObject(ctx);
  if (v.errors.length > 0)
    failWith(invalidStatus(t.info.group, t.info.kind, metaString(object, 'name'), v.errors));
  return v.scope;
}

/** One write as kube-apiserver answers it with dryRun=All. */
export function serverWrite(req: WriteRequest): WriteResult {
  const notes: ServerNote[] = [];
  const warnings: string[] = [];
  try {
    // Kubernetes 1.33's structured-merge-diff (v4.6.0) keys list items by its own rule.
    const v = parseKubernetesVersion(req.kubernetesVersion ?? UNNAMED_KUBERNETES_VERSION.version);
    const r = withKeyRule(v.ok && v.version.smd === 'v4.6.0', () => run(req, notes, warnings));
    if (warnings.length > 0) r.warnings = warnings;
    return r;
  } catch (e) {
    if (e instanceof WriteFailure) return { ok: false, status: e.status, conflicts: e.conflicts, notes };
    throw e;
  }
}

function identity(o: JsonObject): JsonObject {
  return o;
}

/** A note for each int32 the unstructured converter wrapped around (once a path). */
function wrappedNotes(notes: ServerNote[], wrapped: readonly DecodeNote[]): void {
  const seen = new Set<string>();
  for (const w of wrapped) {
    const path = `.${w.fields.join('.')}`;
    if (seen.has(path)) continue;
    seen.add(path);
    notes.push({
      code: 'value-wrapped',
      path,
      message: `${w.from} does not fit the int32 at ${path}: the API server's conversion of the applied object wraps it around to ${w.to} (validation may then refuse it)`,
    });
  }
}

/**
 * The Go type a built-in kind is decoded into and serialized from, as a schema: the
 * write's own, else (no schema, or the deduced one) the kind's built-in type in the
 * write's Kubernetes version, the release whose Go types the server has; null for a
 * custom resource or a kind that release does not have. The version's table must be
 * loaded (core/request loadKubernetesVersion): a caller's mistake otherwise.
 */
function schemaToEncode(
  apiVersion: string,
  kind: string,
  root: TypeNode | null,
  custom: boolean,
  version: KubernetesVersion,
): TypeNode | null {
  if (custom || !isBuiltinGroup(apiGroupOf(apiVersion))) return null;
  return root ?? goTypesOf(version).type(apiVersion, kind);
}

function run(request: WriteRequest, notes: ServerNote[], warnings: string[]): WriteResult {
  let req = request;
  if (req.verb !== 'apply' && req.verb !== 'create' && req.verb !== 'update')
    failWith(badRequest(`verb: must be apply, create or update, got ${JSON.stringify(req.verb)}`));
  const badOption = refuseFieldValidation(req.fieldValidation, req.verb);
  if (badOption !== null) failWith(badOption);
  const validation = req.fieldValidation ?? DEFAULT_FIELD_VALIDATION;
  if (req.subresource !== undefined && req.subresource !== 'status' && req.subresource !== 'scale')
    failWith(badRequest(`subresource: must be status or scale, got ${JSON.stringify(req.subresource)}`));
  if (req.live !== null && !isObject(req.live))
    failWith(badRequest('the live object must be a JSON object or null'));
  const what = req.verb === 'apply' ? 'the applied object' : 'the written object';
  if (!isObject(req.body)) failWith(badRequest(`${what} must be a JSON object, got ${describe(req.body)}`));
  let body = req.body;
  const parent = req.subresource === 'scale' && req.live !== null ? req.live : body;
  const apiVersion = str(parent.apiVersion);
  const kind = str(parent.kind);
  const info = resourceOf(apiVersion, kind, req.crd);
  const custom = req.crd !== undefined && crdResource(req.crd, apiVersion, kind) !== undefined;
  const version = parseKubernetesVersion(req.kubernetesVersion ?? UNNAMED_KUBERNETES_VERSION.version);
  if (!version.ok) failWith(badRequest(version.message));
  const t: Target = {
    info,
    strategy: strategyFor(info, custom),
    type: req.schema !== undefined && req.schema.source !== 'deduced' ? req.schema.root : undefined,
    root: req.schema !== undefined && req.schema.source !== 'deduced' ? req.schema.root : null,
    now: nowString(req.now),
    random: req.random ?? Math.random,
    defaults: req.defaults !== false,
    version: version.version,
    encode: identity,
    decode: identity,
  };
  let read: JsonObject | undefined;
  if (req.subresource !== 'scale' && req.verb !== 'create' && req.live !== null) {
    const at = atRequestVersion(req.live, apiVersion, kind, t, custom ? req.crd : undefined, notes);
    t.converter = at.converter;
    if (at.live !== req.live) {
      req = { ...req, live: at.live };
      read = at.live;
    }
  }
  // The Go type of a built-in kind: what the body is decoded into whatever schema merges it.
  const goType = schemaToEncode(apiVersion, kind, t.root, custom, t.version);
  const encoding = t.defaults ? goType : null;
  const wrapped: DecodeNote[] = [];
  if (encoding !== null) {
    t.encode = (o: JsonObject) => serialized(o, encoding);
    t.decode = (o: JsonObject, mode: 'json' | 'unstructured') =>
      serialized(o, encoding, { mode, notes: wrapped });
    // The kind's empty object (New()) as the field manager sees it, for creates and before-first-apply.
    t.empty = emptyObject(apiVersion, kind, encoding);
  }
  // The live object is what the server stored: in its serialized form.
  if (req.live !== null && t.encode !== identity) {
    const encoded = t.encode(req.live);
    req = { ...req, live: encoded };
    if (read !== undefined) read = encoded;
  }
  if (req.subresource === 'status' && !info.status) failWith(noRoute());
  const context: NumberContext = {
    verb: req.verb,
    apiVersion,
    kind,
    group: info.group,
    name: metaString(body, 'name'),
    namespace: metaString(body, 'namespace'),
    custom,
  };
  const numbersType = t.root ?? goType;
  if (numbersType !== null && req.subresource !== 'scale') {
    const numbers = checkNumbers(body, numbersType, context);
    if (numbers.status !== null) failWith(numbers.status);
    if (numbers.wrapsInt32 && encoding !== null) {
      // The apply's conversion wraps an int32 around: the walk converts int32s too.
      t.decode = (o: JsonObject, mode: 'json' | 'unstructured') =>
        serialized(o, encoding, { mode, notes: wrapped, int32: true });
    }
  }
  if (req.verb !== 'apply' && req.subresource !== 'scale') {
    // The body is decoded into the kind (strictly unless Ignore): unknown fields are dropped.
    const found = fieldProblems(
      body,
      t.root === null ? null : withObjectMeta(t.root),
      req.duplicates,
      custom && req.crd !== undefined ? (crdVersionSchema(req.crd, apiVersion) ?? null) : undefined,
    );
    if (found.messages.length > 0) {
      if (validation === 'Strict') {
        failWith(
          req.patch !== undefined
            ? patchStrictInvalid(req.patch, body, found.messages)
            : badRequest(strictDecodingMessage(apiVersion, kind, found.messages)),
        );
      }
      if (validation === 'Warn') warnings.push(...found.warnings);
    }
    body = found.pruned;
  }
  let done: Done;
  try {
    if (req.subresource === 'scale') {
      if (!info.scale) failWith(noRoute());
      const s = scaleWrite(req, body, t, notes);
      done = s;
    } else {
      done = mainOrStatus(req, body, t, notes);
      if (req.subresource === undefined) {
        // The strategy's dropDisabledFields, in PrepareForCreate / PrepareForUpdate.
        const kept = done.object;
        const object = dropDisabledFields(kept, req.live, info, t.version, notes);
        if (object !== kept) {
          const undefaulted =
            done.undefaulted === kept
              ? object
              : dropDisabledFields(done.undefaulted, req.live, info, t.version, []);
          done = { ...done, object, undefaulted };
        }
      }
    }
  } catch (e) {
    if (e instanceof FieldDecodeError) failWith(decodeFailure(e, context));
    throw e;
  }
  wrappedNotes(notes, wrapped);
  if (req.verb === 'apply' && req.duplicates !== undefined && req.duplicates.length > 0) {
    // The patch is decoded again, strictly, once the field manager has merged it.
    if (validation === 'Strict') failWith(badRequest(applyDuplicatesMessage(req.duplicates)));
    if (validation === 'Warn') for (const d of req.duplicates) warnings.push(yamlDuplicateLine(d));
  }
  // Validation runs on the main resource's writes; /status and /scale have rules of their own.
  const scope =
    req.subresource === undefined
      ? validated(done.object, req.live, apiVersion, t, custom ? req.crd : undefined)
      : null;
  const object = done.object;
  if (info.group === '' && info.kind === 'Service' && req.subresource === undefined)
    notes.push(...allocationNotes(object));
  const before = done.before ?? managerSetsOf(req.live, !t.version.refusesTrailingKeyData);
  const after = done.after ?? managerSetsOf(object);
  const changed = req.live === null || !sameValue(req.live, object);
  const result: WriteResult = { ok: true, object, changed, managers: { before, after }, notes };
  if (done.undefaulted !== object) result.undefaulted = done.undefaulted;
  if (read !== undefined) result.read = read;
  if (scope !== null) result.validation = scope;
  if (done.serverSet !== undefined && done.serverSet.length > 0) result.serverSet = done.serverSet;
  if ('scale' in done && done.scale !== undefined) result.scale = done.scale as JsonObject;
  return result;
}
