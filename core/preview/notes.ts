// Facts a reviewer must not miss, each with a stable code (see NoteCode).

import { argocdInstanceName } from '../appliers/owner.ts';
import type { ApplierPreset, ToolOwner } from '../appliers/types.ts';
import { fieldElement, type Path, pathString } from '../fieldpath/element.ts';
import { LAST_APPLIED, lastAppliedOf } from '../managed/lastapplied.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { JsonObject, JsonValue } from '../value.ts';
import { brief } from './conflicts.ts';
import { describeManager, managerRef } from './ownership.ts';
import { fieldAt } from './paths.ts';
import type { ClientPatch, ManagerSummary, Note } from './types.ts';

const REPLICAS: Path = [fieldElement('spec'), fieldElement('replicas')];
const CSA_MANAGER = 'kubectl-client-side-apply';
const LAST_APPLIED_PATH: Path = [
  fieldElement('metadata'),
  fieldElement('annotations'),
  fieldElement(LAST_APPLIED),
];

/**
 * Defaults the API server applies in Go code rather than through the OpenAPI
 * `default` (the apps/v1 and core/v1 defaulting functions): `.spec.replicas` is 1.
 */
const CODE_DEFAULTS = new Map<string, JsonValue>([
  ['apps/v1/Deployment .spec.replicas', 1],
  ['apps/v1/StatefulSet .spec.replicas', 1],
  ['apps/v1/ReplicaSet .spec.replicas', 1],
  ['v1/ReplicationController .spec.replicas', 1],
]);

/** The published OpenAPI marks required fields with zero defaults ("", 0, {}); those are not defaulting. */
function isZero(v: JsonValue): boolean {
  if (v === '' || v === 0 || v === false || v === null) return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.keys(v).length === 0;
}

/** The value the API server sets a field back to when it disappears, or undefined. */
export function defaultFor(obj: JsonObject, schema: ResolvedSchema, path: Path): JsonValue | undefined {
  const coded = CODE_DEFAULTS.get(`${obj.apiVersion}/${obj.kind} ${pathString(path)}`);
  if (coded !== undefined) return coded;
  const def = fieldAt(schema.root, path)?.default;
  return def === undefined || isZero(def) ? undefined : def;
}

export function clientSideNote(patch: ClientPatch, manager: string): Note {
  const what =
    patch.type === 'none'
      ? 'the three-way patch from the last-applied configuration is empty, so kubectl sends nothing'
      : patch.type === 'create'
        ? 'kubectl creates the object with the last-applied annotation set to the manifest'
        : `kubectl sends a ${patch.type === 'application/merge-patch+json' ? 'JSON merge patch (the kind has no strategic merge patch)' : 'strategic merge patch'} computed from the last-applied configuration, the manifest and the live object (shown as \`patch\` in the report)`;
  return {
    code: 'client-side-apply',
    message: `Client-side apply: ${what}; the server records the write as an Update by "${manager}", which never conflicts and takes every field it changes.`,
  };
}

export function applierNote(preset: ApplierPreset): Note | null {
  const steps = preset.housekeeping.filter((h) => h.when !== 'manifest');
  const force = preset.force ? ' It forces conflicts.' : '';
  if (steps.length === 0 && force === '') return null;
  const list = steps.map((h) => h.description).join('; ');
  return {
    code: 'applier',
    message: `${preset.tool}: ${list === '' ? 'a server-side apply' : list}.${force}`,
  };
}

/** The tool's owner (Kustomization, release, Application) written on the manifest was assumed. */
export function ownerNote(kind: string, owner: ToolOwner, argo: boolean): Note {
  const shown = argo ? argocdInstanceName(owner) : `${owner.namespace}/${owner.name}`;
  return {
    code: 'applier-owner',
    message: `The live object names no ${kind}, so the preview writes ${kind} ${shown} into the ${argo ? 'tracking annotation' : 'owner metadata'} the tool sets; name the real one with the owner option.`,
  };
}

/** An Argo CD object whose own sync option picks the other apply method than its Application's. */
export function argocdSyncOptionNote(serverSide: boolean): Note {
  return {
    code: 'applier',
    message: serverSide
      ? "Argo CD applies this object server-side (forced), by its own argocd.argoproj.io/sync-options ServerSideApply=true; the Application's other objects are applied client-side."
      : "Argo CD applies this object client-side, by its own argocd.argoproj.io/sync-options ServerSideApply=false; the Application's other objects are applied server-side.",
  };
}

export function createNote(): Note {
  return { code: 'create', message: 'The object does not exist yet: the apply creates it.' };
}

export function deducedNote(): Note {
  return {
    code: 'deduced-schema',
    message:
      'No schema is known for this kind, so it was deduced: every list is treated as atomic (replaced and owned as a whole) and every map as granular. Give the CRD or the cluster OpenAPI for an exact preview.',
  };
}

export function defaultedNote(count: number): Note {
  return {
    code: 'defaulted',
    message: `The API server fills ${count} field${count === 1 ? '' : 's'} the manifest leaves out with ${count === 1 ? 'its default' : 'their defaults'} (marked "defaulted"): nobody owns them, and a later apply that sets them takes them without a conflict.`,
  };
}

export function defaultResetNote(path: string, def: JsonValue): Note {
  return {
    code: 'default-reset',
    path,
    message: `${path} loses its last owner and is removed; the API server then sets it back to its default ${brief(def)}.`,
  };
}

/**
 * Server-side apply over client-side apply state. `sequence`: the preview ran
 * kubectl's whole sequence (the kubectl-server-side or argocd-server-side
 * preset), including its upgrade of the managed fields; otherwise the apply
 * request alone.
 */
export function csaMigrationNote(
  live: JsonObject,
  before: ManagerSetsView,
  manager: string,
  sequence: boolean,
): Note | null {
  if (!sequence && manager !== 'kubectl') return null;
  const csa = [...before.keys()].some((id) => managerRef(id).manager === CSA_MANAGER);
  const annotation = lastAppliedOf(live) !== null;
  if (!csa && !annotation) return null;
  const parts: string[] = [];
  if (csa) parts.push(`"${CSA_MANAGER}" owns fields of the live object`);
  if (annotation) parts.push('the live object carries kubectl.kubernetes.io/last-applied-configuration');
  const server =
    manager === 'kubectl'
      ? 'The API server forgives conflicts on fields whose live value still matches the last-applied annotation, and keeps the annotation up to date. '
      : '';
  const upgrade = sequence
    ? `After the apply, kubectl folds the client-side entries that own the annotation into "${manager}"'s Apply entry (a JSON patch) and applies again: "${manager}" then owns every field the manifest sets, and fields the old configuration set that this manifest drops are pruned (listed as pruned).`
    : `This preview is of the apply request alone. kubectl also upgrades the managed fields after it (preview with the applier kubectl-server-side to see it); without that, fields left only to "${CSA_MANAGER}" are not pruned when the manifest drops them.`;
  return {
    code: 'client-side-apply-migration',
    message: `Migration from client-side to server-side apply: the object was managed by client-side kubectl apply (${parts.join('; ')}). ${server}${upgrade}`,
  };
}

/** A keyed list item whose key changed: removed and added, not pruned (a Service port 80 renumbered 8080). */
export function replacedItemNote(path: string, by: string): Note {
  return {
    code: 'replaced-item',
    path,
    message: `${path} is replaced by ${by}: the item's key changed, so the old item is removed and the new one added in its place.`,
  };
}

/** `.spec.replicas` held by an Update manager (an autoscaler, `kubectl scale`, a controller). */
export function replicasNote(
  before: ManagerSetsView,
  manager: string,
  intentSetsReplicas: boolean,
  conflicted: boolean,
): Note | null {
  // A client-side applier (its entry owns the last-applied annotation) is not an autoscaler.
  const holders = [...before]
    .filter(([, vs]) => vs.set.has(REPLICAS) && !vs.set.has(LAST_APPLIED_PATH))
    .map(([id]) => managerRef(id))
    .filter((r) => r.operation === 'Update' && r.manager !== manager);
  if (holders.length === 0) return null;
  const who = holders.map(describeManager).join(', ');
  const handover =
    'Safe handover: (1) apply a manifest holding only spec.replicas with a private field manager (kubectl apply --server-side --field-manager=handover-to-hpa); a conflict there means the autoscaler already owns the field, so do nothing; ' +
    '(2) remove replicas from this manifest and apply it. The private manager loses the field the next time the autoscaler writes it, and its entry disappears.';
  let message: string;
  if (intentSetsReplicas && conflicted) {
    message = `.spec.replicas is owned by ${who}, an autoscaler-like writer, and the manifest still sets it: the apply conflicts. Forcing it would fight the autoscaler. ${handover}`;
  } else if (intentSetsReplicas) {
    message = `.spec.replicas was owned by ${who}, an autoscaler-like writer; this apply sets it and takes it over, and the autoscaler will change it back on its next update. ${handover}`;
  } else {
    message = `.spec.replicas is owned by ${who}, an autoscaler-like writer; the manifest leaves it alone, which is the safe state.`;
  }
  return { code: 'replicas-autoscaler', path: '.spec.replicas', message };
}

export function forcedNote(managers: ManagerSummary[], manager: string): Note | null {
  const losers = managers.filter((m) => m.lost > 0 && !(m.manager === manager && m.operation === 'Apply'));
  if (losers.length === 0) return null;
  const list = losers.map((m) => `${describeManager(m)} loses ${m.lost} field${m.lost === 1 ? '' : 's'}`);
  return {
    code: 'forced',
    message: `The apply is forced and takes fields from other managers: ${list.join('; ')}.`,
  };
}

/**
 * A conflict on a quantity whose live and applied values are equal: the field manager
 * compares the applied configuration as sent, before it is decoded (k8s.io/apimachinery
 * pkg/util/managedfields/internal/structuredmerge.go Apply types the patch object as
 * written), so only the spelling differs.
 */
export function quantitySpellingNote(
  path: string,
  live: JsonValue | undefined,
  applied: JsonValue | undefined,
): Note {
  return {
    code: 'quantity-spelling',
    path,
    message: `${path} conflicts on its spelling only: ${brief(applied)} and the live ${brief(live)} are the same quantity, but the API server compares the applied configuration as written (it stores quantities canonically afterwards). Write ${brief(live)} in the manifest to share the field instead.`,
  };
}

export function conflictPreviewNote(): Note {
  return {
    code: 'conflict-preview',
    message:
      'Without force the apply fails with 409 Conflict and changes nothing. The changes and ownership listed are what a forced apply would do.',
  };
}
