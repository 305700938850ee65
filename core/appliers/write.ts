// The write that picks an applier: the one apply request a field manager sends
// (the default), kubectl's client-side apply, or an applier preset's whole write
// (this folder: what kubectl, Flux, Argo CD and Helm do around it). Each answers
// as the API server would with dryRun=All, in the server layer's shape.

import { status } from '../managed/status.ts';
import type { ClientPatch } from '../preview/types.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { DuplicateField, FieldValidation } from '../server/fieldvalidation.ts';
import { isClusterScoped } from '../server/resources.ts';
import type { WriteResult } from '../server/types.ts';
import { managerSetsOf, serverWrite } from '../server/write.ts';
import { deepEqual, getOwn, isObject, type JsonObject } from '../value.ts';
import { argocdServerSide } from './argocd.ts';
import { type ClientSideResult, kubectlClientSideApply } from './clientside.ts';
import { fluxSkipsApply } from './flux.ts';
import type { KubectlRequest } from './kubectl.ts';
import { argocdTrackingFromLive, helmOwnershipError, ownerFor, ownerKind, parseOwner } from './owner.ts';
import { PRESETS, presetOf } from './presets.ts';
import { runServerSidePreset } from './run.ts';
import type { ApplierPreset, PresetName, ToolOwner } from './types.ts';

export type ApplyMode = 'server-side' | 'client-side';

/** The write a preview runs: a preset (or none: the plain apply request), its manager and force. */
export interface ApplierChoice {
  preset: ApplierPreset | null;
  mode: ApplyMode;
  fieldManager: string;
  force: boolean;
  /** Flux, Helm, Argo CD: the Kustomization, release or Application named (default: the live object's). */
  owner?: ToolOwner;
}

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/**
 * The write of `applier` (a preset name) or `mode`, with `fieldManager` and
 * `force` overriding the preset's. Without either: the plain server-side apply
 * by `fieldManager`. Client-side without a preset is kubectl's. A string is the
 * reason the choice is refused.
 */
export function chooseApplier(o: {
  applier?: string;
  mode?: string;
  fieldManager?: string;
  force?: boolean;
  /** `namespace/name` (Argo CD also a bare Application name); see core/appliers/owner.ts. */
  owner?: string;
}): ApplierChoice | string {
  if (o.mode !== undefined && o.mode !== 'server-side' && o.mode !== 'client-side')
    return `mode: must be "server-side" or "client-side", got ${JSON.stringify(o.mode)}`;
  let preset: ApplierPreset | null = null;
  if (o.applier !== undefined && o.applier !== '') {
    const p = presetOf(o.applier);
    if (p === undefined)
      return `applier: unknown preset ${JSON.stringify(o.applier)} (one of ${PRESET_NAMES.join(', ')})`;
    if (o.mode !== undefined && o.mode !== p.mode)
      return `mode: the applier ${p.name} applies ${p.mode}, not ${o.mode}`;
    preset = p;
  } else if (o.mode === 'client-side') preset = PRESETS.kubectl;
  const fieldManager = o.fieldManager || preset?.fieldManager || '';
  if (preset?.mode === 'client-side' && o.force === true)
    return 'force: a client-side apply sends a patch, which never conflicts: force does not apply';
  let owner: ToolOwner | undefined;
  if (o.owner !== undefined && o.owner !== '') {
    if (preset === null || ownerKind(preset.name) === null)
      return `owner: ${preset === null ? 'a plain apply' : `the applier ${preset.name}`} writes no owner metadata (flux, helm3, helm4, argocd and argocd-server-side do)`;
    const parsed = parseOwner(preset.name, o.owner);
    if (typeof parsed === 'string') return parsed;
    owner = parsed;
  }
  return {
    preset,
    mode: preset?.mode ?? 'server-side',
    fieldManager,
    force: o.force ?? preset?.force ?? false,
    ...(owner !== undefined ? { owner } : {}),
  };
}

/**
 * The write `intent` gets: `choice`, except that an Argo CD object whose own sync
 * options ask for the other apply method (`ServerSideApply=true` or `=false`)
 * gets Argo CD's other preset, forcing as that one does.
 */
export function choiceFor(choice: ApplierChoice, intent: JsonObject): ApplierChoice {
  const p = choice.preset;
  if (p === null || (p.name !== 'argocd' && p.name !== 'argocd-server-side')) return choice;
  const serverSide = argocdServerSide(p.name === 'argocd-server-side', intent);
  if (serverSide === (p.mode === 'server-side')) return choice;
  const other = serverSide ? PRESETS['argocd-server-side'] : PRESETS.argocd;
  return { ...choice, preset: other, mode: other.mode, force: other.force };
}

export interface WriteContext {
  schema: ResolvedSchema;
  crd?: JsonObject;
  defaults: boolean;
  now?: string;
  random?: () => number;
  subresource?: 'status';
  /** The fieldValidation request option (default Strict). */
  fieldValidation?: FieldValidation;
  /** The cluster's Kubernetes version (core/versions.ts; default the newest modelled). */
  kubernetesVersion?: string;
  /** Keys the apply request's body gives twice (a plain apply only: a tool decodes the manifest first). */
  duplicates?: readonly DuplicateField[];
  /** Helm 3: the previous release's manifest (the three-way patch's previous configuration). */
  previous?: JsonObject | null;
}

export interface PreviewWrite {
  result: WriteResult;
  /** Why the tool does not write the object at all (Flux's skip selectors); the result is then the live object. */
  skipped?: string;
  /** Client-side: what kubectl sends. */
  patch?: ClientPatch;
  /** A server-side preset: the requests the tool sends, in order (none when it skips the object). */
  requests?: KubectlRequest[];
}

function clientPatch(r: ClientSideResult): ClientPatch {
  const q = r.request;
  if (q.verb === 'none') return { type: 'none' };
  if (q.verb === 'create') return { type: 'create', body: q.body };
  return { type: q.patchType, body: q.body };
}

/** Runs the chosen write of `intent` onto `live` (null: absent) with `force`. */
export function previewWrite(
  live: JsonObject | null,
  manifest: JsonObject,
  chosen: ApplierChoice,
  forced: boolean,
  ctx: WriteContext,
): PreviewWrite {
  // Idempotent: callers that report the write (core/preview/report.ts) choose first.
  const choice = choiceFor(chosen, manifest);
  // kubectl drops the namespace of a cluster-scoped object before anything else
  // (cli-runtime pkg/resource FilterNamespace): its requests and its
  // last-applied-configuration have none.
  const intent =
    choice.preset?.name.startsWith('kubectl') === true && hasClusterScopedNamespace(manifest, ctx.crd)
      ? withoutNamespace(manifest)
      : manifest;
  // An object Argo CD applies server-side by its own sync option is forced, as Argo CD forces.
  const force = choice === chosen ? forced : forced || choice.force;
  const server = {
    schema: ctx.schema,
    crd: ctx.crd,
    defaults: ctx.defaults,
    now: ctx.now,
    random: ctx.random,
    fieldValidation: ctx.fieldValidation,
    kubernetesVersion: ctx.kubernetesVersion,
  };
  const preset = choice.preset;
  if (preset === null) {
    return {
      result: serverWrite({
        ...server,
        verb: 'apply',
        subresource: ctx.subresource,
        live,
        body: intent,
        manager: choice.fieldManager,
        force,
        ...(ctx.duplicates !== undefined ? { duplicates: ctx.duplicates } : {}),
      }),
    };
  }
  // The Kustomization, release or Application whose metadata the tool writes.
  const owner = ownerFor(preset.name, live, choice.owner).owner;
  // kustomize-controller leaves an object alone that it is told to skip.
  if (live !== null && preset.name === 'flux') {
    const why = fluxSkipsApply(intent, live);
    if (why !== null) {
      const sets = managerSetsOf(live);
      return {
        result: {
          ok: true,
          object: live,
          changed: false,
          managers: { before: sets, after: sets },
          notes: [],
        },
        skipped: `${preset.tool} does not apply this object: ${why}.`,
        requests: [],
      };
    }
  }
  // Helm takes over an object it is about to create only if it carries the release's metadata.
  if (live !== null && (preset.name === 'helm3' || preset.name === 'helm4') && ctx.previous == null) {
    const refused = helmOwnershipError(live, owner);
    if (refused !== null)
      return {
        result: { ok: false, status: status(409, 'Conflict', refused, {}), conflicts: [], notes: [] },
      };
  }
  if (preset.mode === 'client-side') {
    // What the tool does to the manifest first (Helm 3: its release label and
    // annotations), with the release named as runServerSidePreset names Helm 4's.
    let manifest = intent;
    const hk = {
      owner,
      tracking: argocdTrackingFromLive(live),
      fieldManager: choice.fieldManager,
    };
    for (const h of preset.housekeeping) if (h.when === 'manifest') manifest = h.run(manifest, hk);
    const r = kubectlClientSideApply(live, manifest, {
      ...server,
      fieldManager: choice.fieldManager,
      annotate: preset.writesLastApplied !== false,
      ...(preset.name === 'helm3' ? { patchRule: 'helm3' as const } : {}),
      ...(preset.previousConfiguration === 'previous-release-manifest'
        ? { previous: ctx.previous ?? null }
        : {}),
    });
    const { request: _, ...result } = r;
    return { result, patch: clientPatch(r) };
  }
  const r = runServerSidePreset(preset, live, intent, {
    ...server,
    fieldManager: choice.fieldManager,
    force,
    owner,
  });
  const notes = r.requests.flatMap((q) => q.notes);
  if (!r.ok)
    return { result: { ok: false, status: r.status, conflicts: r.conflicts, notes }, requests: r.requests };
  return {
    requests: r.requests,
    result: {
      ok: true,
      object: r.object,
      changed: live === null || !deepEqual(live, r.object),
      managers: { before: managerSetsOf(live), after: managerSetsOf(r.object) },
      notes,
    },
  };
}

function hasClusterScopedNamespace(obj: JsonObject, crd: JsonObject | undefined): boolean {
  const meta = getOwn(obj, 'metadata');
  if (!isObject(meta) || !Object.hasOwn(meta, 'namespace')) return false;
  const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  return isClusterScoped(apiVersion, kind, crd);
}

function withoutNamespace(obj: JsonObject): JsonObject {
  const meta = { ...(getOwn(obj, 'metadata') as JsonObject) };
  delete meta.namespace;
  return { ...obj, metadata: meta };
}
