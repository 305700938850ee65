// What `kubectl apply --server-side` sends for one object (kubectl
// pkg/cmd/apply/apply.go, applyOneObject), replayed against the engine:
//
//   1. the apply patch, by the field manager (default `kubectl`), forced with
//      --force-conflicts;
//   2. only for the manager `kubectl`, when the object has the last-applied
//      annotation and no Apply entry owns it: an apply patch holding just the
//      annotation, by `kubectl-last-applied` (saveLastApplyAnnotationIfNecessary);
//   3. for any field manager: the Update entries that own the annotation
//      (client-side apply's) folded into the manager's Apply entry, sent as a
//      JSON patch with a resourceVersion precondition (migrateToSSAIfNecessary,
//      csaupgrade.UpgradeManagedFieldsPatch);
//   4. when 3 changed something, the apply patch of 1 again, so that fields the
//      client-side configuration had and the new one drops are pruned.
//
// A failure of 2, 3 or 4 is a warning in kubectl, not an error: the object stays
// as the last successful request left it.

import { fieldElement } from '../fieldpath/element.ts';
import { decodeFieldsV1 } from '../fieldpath/fieldsv1.ts';
import { LAST_APPLIED, lastAppliedOf } from '../managed/lastapplied.ts';
import type { ConflictInfo, KubeStatus } from '../managed/types.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import { type ServerNote, serverWrite, type WriteRequest } from '../server/index.ts';
import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import {
  applyReplacePatch,
  clientSideManagersOf,
  findFieldsOwners,
  type JsonPatchReplace,
  KUBECTL_LAST_APPLIED_MANAGER,
  KUBECTL_SERVER_SIDE_MANAGER,
  lastAppliedAnnotationSet,
  upgradeManagedFields,
  upgradeManagedFieldsPatch,
} from './csaupgrade.ts';
import { entriesOf, entryString, stringMap, withMeta } from './meta.ts';

export interface KubectlServerSideOptions {
  /** --field-manager; default `kubectl`. */
  fieldManager?: string;
  /** --force-conflicts. */
  force?: boolean;
  /** The object's schema (as the API server has it); absent: deduced. */
  schema?: ResolvedSchema;
  /** The CRD serving the object when it is a custom resource. */
  crd?: JsonObject;
  /** Run the API server's defaulting (default true). */
  defaults?: boolean;
  now?: string;
  /** Randomness for uid and generateName. */
  random?: () => number;
  /** The cluster's Kubernetes version (core/versions.ts; default the newest modelled). */
  kubernetesVersion?: string;
}

/** One request kubectl sends. */
export interface KubectlRequest {
  step: 'apply' | 'save-last-applied' | 'upgrade-managed-fields' | 'reapply';
  manager: string;
  patchType: 'application/apply-patch+yaml' | 'application/json-patch+json';
  force: boolean;
  body: JsonValue;
  ok: boolean;
  /** The server's notes on the request. */
  notes: ServerNote[];
}

export type KubectlServerSideResult =
  | {
      ok: true;
      object: JsonObject;
      requests: KubectlRequest[];
      /** The client-side managers whose entries were folded into the Apply entry. */
      upgraded: string[];
      /** kubectl's warnings (a later step failed; the object is as the last good request left it). */
      warnings: string[];
    }
  | { ok: false; status: KubeStatus; conflicts: ConflictInfo[]; requests: KubectlRequest[] };

const APPLY = 'application/apply-patch+yaml';
const JSON_PATCH = 'application/json-patch+json';

// kubectl's warnings, word for word (apply.go).
const WARN_LAST_APPLIED =
  'Warning: failed to migrate kubectl.kubernetes.io/last-applied-configuration for Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: ';
const WARN_PATCH =
  'Warning: server rejected managed fields migration to Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: ';
const WARN_REAPPLY =
  'Warning: failed to re-apply configuration after performing Server-Side Apply migration. This is non-fatal and will be retried next time you apply. Error: ';

function str(v: JsonValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** The apply configuration kubectl builds to keep the annotation owned: name, namespace and the annotation. */
function annotationOnly(obj: JsonObject, value: string): JsonObject {
  const meta = isObject(getOwn(obj, 'metadata')) ? (obj.metadata as JsonObject) : {};
  const m: JsonObject = {};
  const name = str(getOwn(meta, 'name'));
  const namespace = str(getOwn(meta, 'namespace'));
  if (name !== undefined) m.name = name;
  if (namespace !== undefined) m.namespace = namespace;
  m.annotations = { 'kubectl.kubernetes.io/last-applied-configuration': value };
  const out: JsonObject = {};
  if (obj.apiVersion !== undefined) out.apiVersion = obj.apiVersion;
  if (obj.kind !== undefined) out.kind = obj.kind;
  out.metadata = m;
  return out;
}

function managedFieldsOf(obj: JsonObject): JsonValue[] {
  const meta = getOwn(obj, 'metadata');
  const mf = isObject(meta) ? getOwn(meta, 'managedFields') : undefined;
  return Array.isArray(mf) ? mf : [];
}

/** `kubectl apply --server-side` of `manifest` onto `live` (null: the object does not exist). */
export function kubectlServerSideApply(
  live: JsonObject | null,
  manifest: JsonObject,
  opts: KubectlServerSideOptions = {},
): KubectlServerSideResult {
  const manager = opts.fieldManager ?? KUBECTL_SERVER_SIDE_MANAGER;
  const force = opts.force === true;
  const requests: KubectlRequest[] = [];
  const warnings: string[] = [];
  const send = (
    step: KubectlRequest['step'],
    verb: WriteRequest['verb'],
    on: JsonObject | null,
    body: JsonObject,
    as: string,
    forced: boolean,
    shown: JsonValue = body,
  ) => {
    const r = serverWrite({
      verb,
      live: on,
      body,
      manager: as,
      force: forced,
      schema: opts.schema,
      crd: opts.crd,
      defaults: opts.defaults,
      now: opts.now,
      random: opts.random,
      kubernetesVersion: opts.kubernetesVersion,
    });
    const patchType = verb === 'apply' ? APPLY : JSON_PATCH;
    requests.push({ step, manager: as, patchType, force: forced, body: shown, ok: r.ok, notes: r.notes });
    return r;
  };

  const first = send('apply', 'apply', live, manifest, manager, force);
  if (!first.ok) return { ok: false, status: first.status, conflicts: first.conflicts, requests };
  let obj = first.object;
  const done = (upgraded: string[]): KubectlServerSideResult => ({
    ok: true,
    object: obj,
    requests,
    upgraded,
    warnings,
  });

  if (manager === KUBECTL_SERVER_SIDE_MANAGER) {
    const annotation = lastAppliedOf(obj);
    const owned = findFieldsOwners(managedFieldsOf(obj), 'Apply', lastAppliedAnnotationSet()).length > 0;
    if (annotation !== null && !owned) {
      const r = send(
        'save-last-applied',
        'apply',
        obj,
        annotationOnly(obj, annotation),
        KUBECTL_LAST_APPLIED_MANAGER,
        false,
      );
      if (!r.ok) {
        warnings.push(WARN_LAST_APPLIED + r.status.message);
        return done([]);
      }
      obj = r.object;
    }
  }

  const names = clientSideManagersOf(obj);
  const p = upgradeManagedFieldsPatch(obj, names, manager);
  if (!p.ok) {
    warnings.push(WARN_PATCH + p.error);
    return done([]);
  }
  if (p.patch === null) return done([]);
  const patch: JsonPatchReplace[] = p.patch;
  // The JSON patch, as the server runs it: the patched object written back (an update).
  const patched = send(
    'upgrade-managed-fields',
    'update',
    obj,
    applyReplacePatch(obj, patch),
    manager,
    false,
    patch as unknown as JsonValue,
  );
  if (!patched.ok) {
    warnings.push(WARN_PATCH + patched.status.message);
    return done([]);
  }
  obj = patched.object;

  const again = send('reapply', 'apply', obj, manifest, manager, force);
  if (!again.ok) warnings.push(WARN_REAPPLY + again.status.message);
  else obj = again.object;
  return done(names);
}

// ---------------------------------------------------------------------------
// kubectl's own housekeeping after a server-side apply (see kubectl.ts for the
// whole request sequence).

function lastAppliedPath() {
  return [fieldElement('metadata'), fieldElement('annotations'), fieldElement(LAST_APPLIED)];
}

/**
 * kubectl's apply of just the annotation by `kubectl-last-applied`, as its result
 * shows in managedFields: an Apply entry owning the annotation (no time: the
 * value does not change). Unchanged without the annotation or when an Apply
 * entry owns it already.
 */
export function kubectlSaveLastApplied(stored: JsonObject): JsonObject {
  if (!Object.hasOwn(stringMap(stored, 'annotations') ?? {}, LAST_APPLIED)) return stored;
  const entries = entriesOf(stored);
  const owned = entries.some((e) => {
    if (entryString(e, 'operation') !== 'Apply') return false;
    try {
      return decodeFieldsV1(getOwn(e, 'fieldsV1')).has(lastAppliedPath());
    } catch {
      return false;
    }
  });
  if (owned) return stored;
  const apiVersion = typeof stored.apiVersion === 'string' ? stored.apiVersion : '';
  const entry: JsonObject = {
    manager: KUBECTL_LAST_APPLIED_MANAGER,
    operation: 'Apply',
    apiVersion,
    fieldsType: 'FieldsV1',
    fieldsV1: { 'f:metadata': { 'f:annotations': { [`f:${LAST_APPLIED}`]: {} } } },
  };
  return withMeta(stored, 'managedFields', [...entries, entry]);
}

/** The Update entries owning the last-applied annotation folded into `fieldManager`'s Apply entry. */
export function kubectlUpgradeAfterApply(stored: JsonObject, fieldManager: string): JsonObject {
  const owners = entriesOf(stored)
    .filter((e) => entryString(e, 'operation') === 'Update')
    .filter((e) => {
      try {
        return decodeFieldsV1(getOwn(e, 'fieldsV1')).has(lastAppliedPath());
      } catch {
        return false;
      }
    })
    .map((e) => entryString(e, 'manager'));
  const r = upgradeManagedFields(stored, owners, fieldManager);
  return r.ok ? r.object : stored;
}
