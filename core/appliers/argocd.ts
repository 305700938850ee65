// Argo CD's choices around its sync: server-side or client-side per object, and its
// client-side apply migration.

import type { JsonObject } from '../value.ts';
import { KUBECTL_CLIENT_SIDE_MANAGER, upgradeManagedFields } from './csaupgrade.ts';
import { entriesOf, entryString } from './meta.ts';
import { hasKeepMarker } from './prune.ts';

// ---------------------------------------------------------------------------
// Argo CD.

export const ARGOCD_MANAGER = 'argocd-controller';
export const ARGOCD_SYNC_OPTIONS = 'argocd.argoproj.io/sync-options';

/**
 * Whether Argo CD applies this object server-side: the Application's
 * ServerSideApply sync option (`appServerSide`), unless the object's own
 * `argocd.argoproj.io/sync-options` says `ServerSideApply=false`, or just for it
 * `ServerSideApply=true` (gitops-engine syncContext.shouldUseServerSideApply).
 */
export function argocdServerSide(appServerSide: boolean, manifest: JsonObject): boolean {
  const option = (value: string) =>
    hasKeepMarker(manifest, { in: 'annotation', key: ARGOCD_SYNC_OPTIONS, value, match: 'csv-option' });
  if (option('ServerSideApply=false')) return false;
  return appServerSide || option('ServerSideApply=true');
}

/**
 * Argo CD's client-side apply migration before a server-side sync: when the live
 * object has an Update entry of the migration manager (default
 * `kubectl-client-side-apply`, or the Application's
 * `argocd.argoproj.io/client-side-apply-migration-manager`), its fields are
 * folded into `argocd-controller`'s Apply entry with csaupgrade.
 */
export function argocdClientSideApplyMigration(
  live: JsonObject,
  migrationManager: string = KUBECTL_CLIENT_SIDE_MANAGER,
  fieldManager: string = ARGOCD_MANAGER,
): JsonObject {
  const needed = entriesOf(live).some(
    (e) => entryString(e, 'manager') === migrationManager && entryString(e, 'operation') === 'Update',
  );
  if (!needed) return live;
  const r = upgradeManagedFields(live, [migrationManager], fieldManager);
  if (!r.ok) throw new Error(`failed to generate csaupgrade migration patch: ${r.error}`);
  return r.object;
}
