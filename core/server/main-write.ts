// The write of the main resource or its /status: create (a name or generateName),
// apply and update of a missing or stored object, each through the reset fields,
// defaulting, the field manager (field-manager-step.ts) and the strategy's
// preparation (prepare.ts), with the undefaulted twin the report compares.

import { applyDefaults } from '../defaults/index.ts';
import { apply, withoutManagedFields } from '../managed/fieldmanager.ts';
import { badRequest, status } from '../managed/status.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import { getOwn, isObject, type JsonObject } from '../value.ts';
import { alreadyExists, conflict, invalid, notFound } from './errors.ts';
import { failWith, type Target, WriteFailure } from './failure.ts';
import { fmOptions, updateNoErrors } from './field-manager-step.ts';
import { generateName, newUid } from './names.ts';
import { withAt } from './paths.ts';
import { checkResourceVersion, checkUidOnUpdate } from './preconditions.ts';
import {
  metaString,
  prepareForCreate,
  prepareForUpdate,
  restorePaths,
  type SystemValues,
} from './prepare.ts';
import { resetNotes, stripPaths } from './reset-notes.ts';
import type { ServerNote, WriteRequest } from './types.ts';

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

export type Done = {
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

export function mainOrStatus(req: WriteRequest, body: JsonObject, t: Target, notes: ServerNote[]): Done {
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
