// Helm's release metadata and its client-side field manager on upgrade.

import type { JsonObject } from '../value.ts';
import { upgradeManagedFields } from './csaupgrade.ts';
import { stringMap, withMeta } from './meta.ts';

// ---------------------------------------------------------------------------
// Helm.

export const HELM_MANAGER = 'helm';

/** Helm's release metadata on every rendered object (setMetadataVisitor). */
export function helmReleaseMetadata(
  manifest: JsonObject,
  release: { name: string; namespace: string },
): JsonObject {
  const labels: JsonObject = { ...(stringMap(manifest, 'labels') ?? {}) };
  labels['app.kubernetes.io/managed-by'] = 'Helm';
  const annotations: JsonObject = { ...(stringMap(manifest, 'annotations') ?? {}) };
  annotations['meta.helm.sh/release-name'] = release.name;
  annotations['meta.helm.sh/release-namespace'] = release.namespace;
  return withMeta(withMeta(manifest, 'labels', labels), 'annotations', annotations);
}

/**
 * Helm 4's upgrade of its own client-side entries when a release moves from
 * client-side to server-side apply: `helm` Update entries folded into the
 * `helm` Apply entry (csaupgrade with the same name on both sides).
 */
export function helmUpgradeClientSideFieldManager(
  live: JsonObject,
  fieldManager: string = HELM_MANAGER,
): JsonObject {
  const r = upgradeManagedFields(live, [fieldManager], fieldManager);
  if (!r.ok) throw new Error(`failed to upgrade managed fields: ${r.error}`);
  return r.object;
}
