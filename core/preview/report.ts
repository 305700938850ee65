// Builds the preview report of one object or a batch: runs the apply as the API
// server would (and, when it conflicts, the forced apply, to show what force would
// do), then compares the two sides once for values and once for ownership.

import type { KubectlRequest } from '../appliers/kubectl.ts';
import { ownerFor, ownerKind } from '../appliers/owner.ts';
import { type ApplierChoice, type ApplyMode, choiceFor, type PreviewWrite } from '../appliers/write.ts';
import { pathString } from '../fieldpath/element.ts';
import { EMPTY } from '../fieldpath/set.ts';
import { withoutManagedFields } from '../managed/fieldmanager.ts';
import { identity } from '../managed/identity.ts';
import { badRequest } from '../managed/status.ts';
import type { KubeStatus } from '../managed/types.ts';
import { chooseWriter, writeWith } from '../request/pipeline.ts';
import type { ClientRequest } from '../request/types.ts';
import { builtinResolver } from '../request/version.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import { SchemaError } from '../schema/openapi.ts';
import type { SchemaResolver } from '../schema/resolve.ts';
import type { DuplicateField, FieldValidation } from '../server/fieldvalidation.ts';
import { goTypesOf } from '../server/go-types.ts';
import { missingTypeMessage } from '../server/refuse.ts';
import { compare } from '../typed/compare.ts';
import { inOperation } from '../typed/operation.ts';
import { isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { parseKubernetesVersion, UNNAMED_KUBERNETES_VERSION, versionNote } from '../versions.ts';
import { conflictReports } from './conflicts.ts';
import { previewInTurn } from './duplicates.ts';
import { defaultedPaths, droppedFields, fieldChanges, unownedNewPaths } from './fields.ts';
import { batchReport } from './groups.ts';
import { causesOf, fieldWarningNote, isRefusal } from './invalid.ts';
import {
  applierNote,
  argocdSyncOptionNote,
  clientSideNote,
  conflictPreviewNote,
  createNote,
  csaMigrationNote,
  deducedNote,
  defaultedNote,
  defaultFor,
  defaultResetNote,
  forcedNote,
  ownerNote,
  quantitySpellingNote,
  replacedItemNote,
  replicasNote,
} from './notes.ts';
import { managerSummaries, ownershipChanges } from './ownership.ts';
import { rolloutOf } from './rollouts.ts';
import { guardReport, isSecret, maskObject, maskSecretFields } from './secrets.ts';
import type {
  BatchReport,
  ClientPatch,
  Note,
  ObjectRef,
  ObjectReport,
  ObjectSides,
  ReportGroup,
} from './types.ts';
import { otherVersionConflictNotes, otherVersionValues, serverNotes } from './version-notes.ts';

export interface PreviewItem {
  /** The live object with metadata.managedFields, or null when it does not exist yet. */
  live: JsonObject | null;
  /** The applied configuration (a parsed manifest document). */
  intent: JsonObject;
  /** Helm 3: the previous release's manifest of this object (overrides PreviewOptions.previous). */
  previous?: JsonObject | null;
  source?: ObjectReport['source'];
  /** The source the object was rendered from (its group in the report); absent: plain manifests. */
  group?: ReportGroup;
  /** Keys the intent's text gives twice (an apply request's body as sent; a tool that decodes the manifest first sends none). */
  duplicates?: readonly DuplicateField[];
}

export interface PreviewOptions {
  fieldManager: string;
  force?: boolean;
  /** Picks each object's schema; default: the built-ins of kubernetesVersion, else deduced. */
  resolver?: SchemaResolver;
  /**
   * The cluster's Kubernetes version (`1.36`, `1.36.2`): its defaulting and merge
   * behaviour (core/versions.ts; absent: the newest modelled), and whose built-in
   * schemas type the object when no resolver is given (load it first:
   * core/request/version.ts; absent: the 1.35 base table). Every surface names one.
   */
  kubernetesVersion?: string;
  /** RFC 3339 time stamped on the new managedFields entries; default: now. */
  now?: string;
  /** Put the object after the apply (Secret values masked) in each report. Default false. */
  includeObject?: boolean;
  /** The schema to use, already resolved (the resolver is then not asked). */
  schema?: ResolvedSchema;
  /** The CRD serving the object (reset fields of its subresources); default: the resolver's. */
  crd?: JsonObject;
  /**
   * Default the object after the merge, as kube-apiserver does before it stores it
   * (core/defaults). Default true; false previews the raw merge.
   */
  defaults?: boolean;
  /** Randomness for the uid of a created object (default Math.random). */
  random?: () => number;
  /** The fieldValidation request option of every write (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /** Apply to the status subresource (reset fields are then everything but status). */
  subresource?: 'status';
  /**
   * The tool whose write is previewed (core/appliers presets: kubectl, kubectl-server-side,
   * flux, argocd, argocd-server-side, helm3, helm4); fieldManager and force override its own.
   * Absent: the one apply request fieldManager sends.
   */
  applier?: string;
  /** client-side: kubectl's client-side apply (the `kubectl` preset) unless `applier` says otherwise. */
  mode?: ApplyMode;
  /** Helm 3: the previous release's manifest of the object (its three-way patch deletes from it). */
  previous?: JsonObject | null;
  /**
   * Flux, Helm, Argo CD: the Kustomization, release or Application (`namespace/name`; Argo CD
   * also a bare Application name) whose metadata the tool writes. Default: the one the live
   * object names, else default/default.
   */
  owner?: string;
}

/** A report together with what the API server would answer: the object written, or the failure Status. */
export interface PreviewOutcome {
  report: ObjectReport;
  /** The object after the apply, unmasked, with managedFields; null when the apply fails. */
  object: JsonObject | null;
  /** The Status the API server would send when the apply fails (409 Conflict, 400, 422). */
  status: KubeStatus | null;
  /** The object before and after, masked, for the Markdown diff (renderMarkdown's `sides`); null on `error`. */
  sides?: ObjectSides | null;
  /** The API server's warnings (fieldValidation Warn), as its Warning headers carry them. */
  warnings?: string[];
  /**
   * What the write sends, unmasked (verify: server-dry-run sends it again): a
   * client-side apply's create or patch, or a server-side preset's requests in
   * order. Absent for the plain apply request (the manifest by its manager).
   */
  sent?: { patch: ClientPatch } | { requests: readonly KubectlRequest[] };
}

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}

export function objectRef(intent: unknown, live: JsonObject | null = null): ObjectRef {
  const src = isObject(intent) ? intent : (live ?? {});
  const meta = isObject(src.metadata) ? src.metadata : {};
  const ref: ObjectRef = { apiVersion: str(src.apiVersion), kind: str(src.kind), name: str(meta.name) };
  const ns = str(meta.namespace);
  if (ns) ref.namespace = ns;
  return ref;
}

/** What makes a manifest unusable before any merge: the message names the path. */
function manifestProblem(intent: unknown): string | null {
  if (!isObject(intent)) return 'the manifest must be an object';
  // No kind or apiVersion: refused as the API server's decoder refuses it (core/server/refuse.ts).
  const untyped = missingTypeMessage(intent);
  if (untyped !== null) return untyped;
  // A missing name is the server's to refuse (core/server: "name must be provided").
  return null;
}

/** The report of an object that could not be previewed (`action: "error"`); callers outside the engine use it too. */
export function errorReport(
  ref: ObjectRef,
  opts: { fieldManager: string; force?: boolean },
  error: { code: number; reason: string; message: string },
  source?: ObjectReport['source'],
): ObjectReport {
  const r = emptyReport(ref, opts, source);
  r.error = error;
  return r;
}

function emptyReport(
  ref: ObjectRef,
  opts: { fieldManager: string; force?: boolean },
  source?: ObjectReport['source'],
): ObjectReport {
  const r: ObjectReport = {
    ref,
    schemaSource: '', // set once a schema is resolved; stays empty on errors before that
    action: 'error',
    fieldManager: opts.fieldManager,
    force: opts.force === true,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: [],
  };
  if (source) r.source = source;
  return r;
}

function failed(r: ObjectReport, code: number, reason: string, message: string): ObjectReport {
  r.action = 'error';
  r.error = { code, reason, message };
  return r;
}

export function previewObject(item: PreviewItem, opts: PreviewOptions): ObjectReport {
  return previewOutcome(item, opts).report;
}

/** The report and the API server's answer from one run of the apply (a second, forced one on conflict). */
export function previewOutcome(item: PreviewItem, opts: PreviewOptions): PreviewOutcome {
  // One operation: the applies and the comparisons read the same objects.
  const outcome = inOperation(() => outcomeOf(item, opts));
  // The Secret guard, once more on the whole report: what was masked field by field stays as it is.
  const report = guardReport(outcome.report);
  return report === outcome.report ? outcome : { ...outcome, report };
}

function outcomeOf(item: PreviewItem, opts: PreviewOptions): PreviewOutcome {
  const report = emptyReport(objectRef(item.intent, item.live), opts, item.source);
  if (item.group !== undefined) report.group = item.group;
  const problem = manifestProblem(item.intent);
  if (problem !== null) return refused(failed(report, 400, 'BadRequest', problem));
  const intent = item.intent;
  const live = item.live;
  const version = parseKubernetesVersion(opts.kubernetesVersion ?? UNNAMED_KUBERNETES_VERSION.version);
  if (!version.ok) return refused(failed(report, 400, 'BadRequest', version.message));
  report.kubernetesVersion = version.version.version;
  let schema: ResolvedSchema;
  let crd: JsonObject | undefined;
  try {
    const resolver = opts.resolver ?? builtinResolver(opts.kubernetesVersion);
    schema = opts.schema ?? resolver.resolve(intent.apiVersion, intent.kind);
    crd =
      opts.crd ??
      (schema.source.startsWith('crd:') ? resolver.crdFor(intent.apiVersion, intent.kind) : undefined);
  } catch (e) {
    if (e instanceof SchemaError) return refused(failed(report, 400, 'BadRequest', `schema: ${e.message}`));
    throw e;
  }
  report.schemaSource = schema.source;
  const secret = isSecret(intent);
  const defaults = opts.defaults !== false;
  // Who writes and the write itself: the request pipeline's (core/request/pipeline.ts).
  const writer = { fieldManager: opts.fieldManager, force: opts.force, ...writerOf(opts) };
  const tool = chooseWriter('apply', writer);
  if (typeof tool === 'string') return refused(failed(report, 400, 'BadRequest', tool));
  // None: the plain apply request by the field manager.
  const chosen: ApplierChoice = tool ?? {
    preset: null,
    mode: 'server-side',
    fieldManager: opts.fieldManager,
    force: opts.force ?? false,
  };
  // An Argo CD object may ask for the other apply method in its own sync options.
  const choice = choiceFor(chosen, intent);
  if (choice.preset !== null) {
    report.applier = choice.preset.name;
    report.mode = choice.mode;
  }
  report.fieldManager = choice.fieldManager;
  report.force = choice.force;
  // The write as kube-apiserver runs it with dryRun=All: reset fields, the field
  // manager, then defaulting of the merged object and the strategy's preparation;
  // for a client-side apply or a preset, the requests that tool sends.
  const previous = item.previous !== undefined ? item.previous : opts.previous;
  const request = (force: boolean): ClientRequest => ({
    verb: 'apply',
    ...(opts.subresource !== undefined ? { subresource: opts.subresource } : {}),
    live,
    body: intent,
    writer: { ...writer, force },
    settings: {
      now: opts.now,
      defaults,
      random: opts.random,
      fieldValidation: opts.fieldValidation,
      kubernetesVersion: opts.kubernetesVersion,
    },
    ...(item.duplicates !== undefined ? { duplicates: item.duplicates } : {}),
    ...(previous !== undefined ? { previous } : {}),
  });
  const write = (force: boolean) =>
    writeWith(request(force), tool === null ? null : { ...choice, force }, { schema, crd });
  const firstWrite = write(choice.force);
  if (firstWrite.patch !== undefined) report.patch = secret ? maskPatch(firstWrite.patch) : firstWrite.patch;
  const first = firstWrite.result;
  const sent = sentOf(firstWrite);
  let result = first;
  // Field conflicts: the forced apply shows what force would do. Any other failure
  // (a 409 for a stale resourceVersion, 400, 422) is the answer itself.
  // A forced apply the server would refuse (a 422 the conflicts came before) leaves the answer the conflict.
  if (!first.ok && first.status.code === 409 && first.conflicts.length > 0) {
    const forced = write(true).result;
    result = forced.ok ? forced : first;
  }
  if (!result.ok) {
    const r = failed(report, result.status.code, result.status.reason, result.status.message);
    if (isRefusal(result.status)) {
      r.action = 'invalid';
      r.status = result.status;
      r.causes = causesOf(result.status);
    }
    return { report: r, object: null, status: result.status, ...sent };
  }
  const afterFull = result.object;
  const beforeSets = result.managers.before;
  const afterSets = result.managers.after;
  // The live object as the server read it (converted when given at another API version).
  const seen = result.read ?? live;
  const liveBare = seen === null ? null : withoutManagedFields(seen);
  const after = withoutManagedFields(afterFull);
  // The live object against the stored one, once: the changes, a preset's defaults and drops read it.
  const cmp = compare(liveBare ?? undefined, after, schema.root);
  // What defaulting set: the object as stored against the same write undefaulted
  // (a preset's several requests: the new values nobody owns).
  const defaulted =
    result.undefaulted !== undefined
      ? defaultedPaths(result.undefaulted, after, schema)
      : choice.preset !== null && choice.mode === 'server-side' && defaults
        ? unownedNewPaths(cmp, afterSets)
        : EMPTY;

  report.changes = fieldChanges(cmp, liveBare, after, schema, secret, defaulted, intent, result.serverSet);
  report.ownership = ownershipChanges(beforeSets, afterSets);
  report.managers = managerSummaries(beforeSets, afterSets);
  // Conflicts between two spellings of the same quantity (the apply is compared as written).
  const spelled: string[] = [];
  if (!first.ok) {
    report.conflicts = conflictReports(
      first.conflicts,
      beforeSets,
      liveBare,
      intent,
      schema.root,
      choice.fieldManager,
      secret,
      spelled,
    );
    otherVersionValues(report.conflicts, beforeSets, liveBare, intent, schema.root, crd, () =>
      goTypesOf(version.version),
    );
  }
  // A client-side apply is recorded as an Update at the manifest's apiVersion.
  const self =
    choice.mode === 'client-side'
      ? identity({ manager: choice.fieldManager, operation: 'Update', apiVersion: str(intent.apiVersion) })
      : identity({ manager: choice.fieldManager, operation: 'Apply', subresource: opts.subresource });
  // Given up by the applier: what its entry no longer owns. A tool's several requests
  // (kubectl's upgrade, a preset's housekeeping) or a patch can remove fields another
  // entry held: there, whatever the write removed or reset to a default.
  let dropped = (beforeSets.get(self)?.set ?? EMPTY).difference(afterSets.get(self)?.set ?? EMPTY);
  if (choice.preset !== null && liveBare !== null) {
    dropped = dropped.union(cmp.removed).union(cmp.modified.intersection(defaulted));
  }
  const d = droppedFields(dropped, liveBare, after, afterSets, schema, secret, defaulted, cmp.added);
  report.pruned = d.pruned;
  report.retained = d.retained;

  const notes: Note[] = [];
  if (live === null) notes.push(createNote());
  if (report.patch !== undefined) notes.push(clientSideNote(report.patch, choice.fieldManager));
  if (firstWrite.skipped !== undefined) notes.push({ code: 'skipped', message: firstWrite.skipped });
  if (choice !== chosen && choice.preset !== null)
    notes.push(argocdSyncOptionNote(choice.mode === 'server-side'));
  // A tool that leaves the object alone does none of its housekeeping either.
  if (choice.preset !== null && choice.mode === 'server-side' && firstWrite.skipped === undefined) {
    const n = applierNote(choice.preset);
    if (n) notes.push(n);
  }
  const kind = choice.preset === null ? null : ownerKind(choice.preset.name);
  if (kind !== null && choice.preset !== null) {
    // Only an assumed owner is worth a line: a named or live one is what the tool writes.
    const o = ownerFor(choice.preset.name, live, choice.owner);
    if (o.from === 'assumed') notes.push(ownerNote(kind, o.owner, choice.preset.name.startsWith('argocd')));
  }
  if (!first.ok) notes.push(conflictPreviewNote());
  for (const c of report.conflicts ?? []) {
    if (spelled.includes(c.path)) notes.push(quantitySpellingNote(c.path, c.liveValue, c.appliedValue));
  }
  notes.push(...otherVersionConflictNotes(report.conflicts ?? [], beforeSets, str(intent.apiVersion)));
  if (schema.source === 'deduced') notes.push(deducedNote());
  const newer = versionNote(version.version);
  if (newer !== null) notes.push({ code: 'version-newer', message: newer });
  notes.push(...serverNotes(result.notes));
  for (const w of result.warnings ?? []) notes.push(fieldWarningNote(w));
  for (const r of d.resets) notes.push(defaultResetNote(r.path, r.value));
  for (const r of d.replaced) notes.push(replacedItemNote(r.path, r.by));
  if (!defaults) {
    // Raw merge: say what the server's defaulting would set back.
    for (const p of d.prunedPaths) {
      const def = defaultFor(intent, schema, p);
      if (def !== undefined) notes.push(defaultResetNote(pathString(p), def));
    }
  }
  const filled = report.changes.filter((c) => c.setBy === 'defaults').length;
  if (filled > 0) notes.push(defaultedNote(filled));
  if (live !== null && choice.mode === 'server-side') {
    const sequence =
      choice.preset?.name === 'kubectl-server-side' || choice.preset?.name === 'argocd-server-side';
    const csa = csaMigrationNote(live, beforeSets, choice.fieldManager, sequence);
    if (csa) notes.push(csa);
  }
  const spec = ownValue(intent, 'spec');
  const setsReplicas = isObject(spec) && ownValue(spec, 'replicas') !== undefined;
  const replicas = replicasNote(beforeSets, choice.fieldManager, setsReplicas, !first.ok);
  if (replicas) notes.push(replicas);
  if (choice.force) {
    const forced = forcedNote(report.managers, choice.fieldManager);
    if (forced) notes.push(forced);
  }
  if (result.validation !== undefined) notes.push({ code: 'validation', message: result.validation });
  report.notes = notes;

  if (!first.ok) report.action = 'conflict';
  else if (live === null) report.action = 'create';
  else report.action = report.changes.length === 0 && report.ownership.length === 0 ? 'unchanged' : 'update';
  if (report.action === 'update') {
    const rollout = rolloutOf(live, afterFull);
    if (rollout !== null) report.rollout = rollout;
  }
  if (opts.includeObject === true && first.ok) report.object = maskObject(afterFull);
  const sides: ObjectSides = {
    before: seen === null ? null : maskObject(seen),
    after: maskObject(afterFull),
    schema: schema.root,
  };
  const filledPaths = report.changes.filter((c) => c.setBy === 'defaults').map((c) => c.path);
  if (filledPaths.length > 0) sides.defaulted = new Set(filledPaths);
  const out: PreviewOutcome = first.ok
    ? { report, object: afterFull, status: null, sides }
    : { report, object: null, status: first.status, sides };
  if (result.warnings !== undefined) out.warnings = result.warnings;
  return { ...out, ...sent };
}

/** What a write sends (PreviewOutcome.sent), as a spread; nothing for the plain apply request. */
function sentOf(w: PreviewWrite): Pick<PreviewOutcome, 'sent'> {
  if (w.patch !== undefined) return { sent: { patch: w.patch } };
  if (w.requests !== undefined) return { sent: { requests: w.requests } };
  return {};
}

/** The tool named by the options, as a request's writer names it (absent: the plain apply). */
function writerOf(opts: PreviewOptions): { applier?: string; mode?: ApplyMode; owner?: string } {
  return {
    ...(opts.applier !== undefined ? { applier: opts.applier } : {}),
    ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
    ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
  };
}

/** A client patch with a Secret's values masked (its data and the last-applied copy). */
function maskPatch(p: ClientPatch): ClientPatch {
  const body = p.body;
  if (!isObject(body)) return p;
  return { ...p, body: maskSecretFields(body) };
}

function refused(report: ObjectReport): PreviewOutcome {
  const e = report.error ?? { code: 400, reason: 'BadRequest', message: 'bad request' };
  return { report, object: null, status: badRequest(e.message) };
}

export function previewBatch(items: PreviewItem[], opts: PreviewOptions): BatchReport {
  // In turn, as kubectl applies them: the same object twice is written onto its earlier result.
  const objects = previewInTurn(items, (it) => previewOutcome(it, opts));
  return batchReport(objects);
}

export { summarize } from './summary.ts';
