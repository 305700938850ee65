// One write as kube-apiserver runs it with dryRun=All: the request's checks and
// preconditions (staging/src/k8s.io/apiserver/pkg/endpoints/handlers/{create,update,patch}.go
// and the registry store, staging/src/k8s.io/apiserver/pkg/registry/generic/registry/store.go),
// the target and its codec (which schema encodes and decodes the object), field
// validation of the body, then the write itself (main-write.ts; /scale in scale.ts),
// validation (write-validation.ts) and the result.

import { groupOf as apiGroupOf, isBuiltinGroup } from '../defaults/builtin.ts';
import { badRequest } from '../managed/status.ts';
import type { TypeNode } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import { withKeyRule } from '../typed/key-rule.ts';
import { sameValue } from '../typed/operation.ts';
import { isObject, type JsonObject } from '../value.ts';
import { type KubernetesVersion, parseKubernetesVersion, UNNAMED_KUBERNETES_VERSION } from '../versions.ts';
import type { DecodeNote } from './decode.ts';
import { noRoute } from './errors.ts';
import { failWith, type Target, WriteFailure } from './failure.ts';
import { managerSetsOf } from './field-manager-step.ts';
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
import { type Done, mainOrStatus } from './main-write.ts';
import { checkNumbers, decodeFailure, type NumberContext } from './numbers.ts';
import { atRequestVersion } from './other-versions.ts';
import { metaString } from './prepare.ts';
import { crdVersionSchema } from './pruning.ts';
import { crdResource } from './resources.ts';
import { scaleWrite } from './scale.ts';
import { emptyObject, FieldDecodeError, serialized } from './serialized.ts';
import { allocationNotes } from './service.ts';
import { strategyFor } from './strategies.ts';
import type { ServerNote, WriteRequest, WriteResult } from './types.ts';
import { nowString, resourceOf } from './write-target.ts';
import { validated } from './write-validation.ts';

export { managerSetsOf } from './field-manager-step.ts';

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function describe(v: unknown): string {
  return Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v;
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
