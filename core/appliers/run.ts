// A server-side preset's whole write against the engine's API server: the
// manifest as the tool sends it, its housekeeping patch on the live object, and
// the apply (for kubectl and Argo CD, kubectl's own request sequence). The
// client-side presets need the three-way patch of core/patch and are composed
// where that is used.

import type { ConflictInfo, KubeStatus } from '../managed/types.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { FieldValidation } from '../server/fieldvalidation.ts';
import { serverWrite } from '../server/index.ts';
import { deepEqual, getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { argocdClientSideApplyMigration } from './argocd.ts';
import { fluxCleanupMetadata, fluxPrepareManifest } from './flux.ts';
import { helmReleaseMetadata, helmUpgradeClientSideFieldManager } from './helm.ts';
import { type KubectlRequest, kubectlServerSideApply } from './kubectl.ts';
import { argocdResourceTracking, argocdTrackingFromLive, ownerFor } from './owner.ts';
import type { ApplierPreset, ToolOwner } from './types.ts';

export interface PresetRunOptions {
  /** Overrides the preset's field manager. */
  fieldManager?: string;
  /** Overrides the preset's force. */
  force?: boolean;
  schema?: ResolvedSchema;
  crd?: JsonObject;
  defaults?: boolean;
  now?: string;
  random?: () => number;
  /** The fieldValidation of the tool's requests (default Strict). */
  fieldValidation?: FieldValidation;
  /** The cluster's Kubernetes version (core/versions.ts; default the newest modelled). */
  kubernetesVersion?: string;
  /** Flux: the Kustomization; Helm: the release; Argo CD: the Application (default: the live object's, see ownerFor). */
  owner?: ToolOwner;
  /** Flux: --override-manager names. */
  overrideManagers?: readonly string[];
  /** Argo CD: ClientSideApplyMigration (default true) and its manager. */
  clientSideApplyMigration?: boolean;
  migrationManager?: string;
  /** Helm 4: the previous release's apply method; "csa" upgrades the client-side entries first. */
  previousApplyMethod?: 'csa' | 'ssa';
}

export type PresetRunResult =
  | { ok: true; object: JsonObject; manifest: JsonObject; requests: KubectlRequest[]; warnings: string[] }
  | { ok: false; status: KubeStatus; conflicts: ConflictInfo[]; requests: KubectlRequest[] };

const APPLY = 'application/apply-patch+yaml';
const JSON_PATCH = 'application/json-patch+json';

function metaMap(obj: JsonObject, key: string): JsonObject {
  const meta = getOwn(obj, 'metadata');
  const m = isObject(meta) ? getOwn(meta, key) : undefined;
  return isObject(m) ? m : {};
}

/** The JSON patch (RFC 6902) that turns `live` into `cleaned`, as the tools send it: removals, then managedFields. */
function housekeepingPatch(live: JsonObject, cleaned: JsonObject): JsonValue[] {
  const ops: JsonValue[] = [];
  for (const key of ['annotations', 'labels']) {
    const before = metaMap(live, key);
    const after = metaMap(cleaned, key);
    for (const k of Object.keys(before)) {
      if (!Object.hasOwn(after, k))
        ops.push({ op: 'remove', path: `/metadata/${key}/${k.replaceAll('/', '~1')}` });
    }
  }
  const mf = getOwn(cleaned.metadata as JsonObject, 'managedFields');
  if (!deepEqual(getOwn(live.metadata as JsonObject, 'managedFields'), mf))
    ops.push({ op: 'replace', path: '/metadata/managedFields', value: mf ?? null });
  return ops;
}

/** The preset's write of `manifest` onto `live` (null: absent); throws for a client-side preset. */
export function runServerSidePreset(
  preset: ApplierPreset,
  live: JsonObject | null,
  manifest: JsonObject,
  opts: PresetRunOptions = {},
): PresetRunResult {
  if (preset.mode !== 'server-side') throw new Error(`${preset.name} applies client-side`);
  const manager = opts.fieldManager ?? preset.fieldManager;
  const force = opts.force ?? preset.force;
  const server = {
    schema: opts.schema,
    crd: opts.crd,
    defaults: opts.defaults,
    now: opts.now,
    random: opts.random,
    fieldValidation: opts.fieldValidation,
    kubernetesVersion: opts.kubernetesVersion,
  };
  const owner = ownerFor(preset.name, live, opts.owner).owner;
  const requests: KubectlRequest[] = [];

  if (preset.name === 'kubectl-server-side' || preset.name === 'argocd-server-side') {
    let base = live;
    if (preset.name === 'argocd-server-side' && live !== null && opts.clientSideApplyMigration !== false) {
      const migrated = argocdClientSideApplyMigration(live, opts.migrationManager, manager);
      if (migrated !== live) {
        const r = serverWrite({ ...server, verb: 'update', live, body: migrated, manager });
        requests.push({
          step: 'upgrade-managed-fields',
          manager,
          patchType: JSON_PATCH,
          force: false,
          body: housekeepingPatch(live, migrated),
          ok: r.ok,
          notes: r.notes,
        });
        if (!r.ok) return { ok: false, status: r.status, conflicts: r.conflicts, requests };
        base = r.object;
      }
    }
    // Argo CD's repo server writes the Application's tracking onto the manifest first.
    if (preset.name === 'argocd-server-side')
      manifest = argocdResourceTracking(manifest, owner, argocdTrackingFromLive(live));
    const k = kubectlServerSideApply(base, manifest, { ...server, fieldManager: manager, force });
    if (!k.ok) return { ...k, requests: [...requests, ...k.requests] };
    return {
      ok: true,
      object: k.object,
      manifest,
      requests: [...requests, ...k.requests],
      warnings: k.warnings,
    };
  }

  let body = manifest;
  let base = live;
  let cleaned: JsonObject | null = null;
  if (preset.name === 'flux') {
    body = fluxPrepareManifest(manifest, owner);
    if (live !== null) {
      const c = fluxCleanupMetadata(live, {
        manifest: body,
        overrideManagers: opts.overrideManagers,
        fieldManager: manager,
      });
      if (c !== live) cleaned = c;
    }
  } else if (preset.name === 'helm4') {
    body = helmReleaseMetadata(manifest, owner);
    if (live !== null && opts.previousApplyMethod === 'csa') {
      const c = helmUpgradeClientSideFieldManager(live, manager);
      if (c !== live) cleaned = c;
    }
  }
  if (cleaned !== null && live !== null) {
    const r = serverWrite({ ...server, verb: 'update', live, body: cleaned, manager });
    requests.push({
      step: 'upgrade-managed-fields',
      manager,
      patchType: JSON_PATCH,
      force: false,
      body: housekeepingPatch(live, cleaned),
      ok: r.ok,
      notes: r.notes,
    });
    if (!r.ok) return { ok: false, status: r.status, conflicts: r.conflicts, requests };
    base = r.object;
  }
  const r = serverWrite({ ...server, verb: 'apply', live: base, body, manager, force });
  requests.push({ step: 'apply', manager, patchType: APPLY, force, body, ok: r.ok, notes: r.notes });
  if (!r.ok) return { ok: false, status: r.status, conflicts: r.conflicts, requests };
  return { ok: true, object: r.object, manifest: body, requests, warnings: [] };
}
