// Whether a tool would delete a live object whose manifest is gone: its pruning rule
// and the labels or annotations that keep an object.

import { LAST_APPLIED } from '../managed/lastapplied.ts';
import type { JsonObject } from '../value.ts';
import { metaValue, stringMap } from './meta.ts';
import { ARGOCD_INSTANCE_LABEL, ARGOCD_TRACKING_ID, FLUX_GROUP } from './owner.ts';
import type { ApplierPreset, KeepMarker } from './types.ts';

/** Whether a keep marker is on the object. */
export function hasKeepMarker(obj: JsonObject, k: KeepMarker): boolean {
  const values: string[] = [];
  if (k.in !== 'label') values.push(metaValue(obj, 'annotations', k.key));
  if (k.in !== 'annotation') values.push(metaValue(obj, 'labels', k.key));
  return values.some((v) => {
    if (v === '') return false;
    if (k.match === 'exact') return v === k.value;
    if (k.match === 'case-insensitive') return v.toLowerCase() === k.value.toLowerCase();
    return v.split(',').some((item) => item.trim() === k.value);
  });
}

/** Whether the applier would delete this live object once its manifest is gone. */
export function wouldPrune(
  preset: ApplierPreset,
  live: JsonObject,
  pruneEnabled = preset.prune.byDefault,
): boolean {
  if (!pruneEnabled) return false;
  // kubectl apply --prune (without an ApplySet) only deletes objects that carry the annotation.
  const kubectl = preset.name === 'kubectl' || preset.name === 'kubectl-server-side';
  if (kubectl && !Object.hasOwn(stringMap(live, 'annotations') ?? {}, LAST_APPLIED)) return false;
  // Flux and Argo CD prune what they track: an object without their owner labels or
  // tracking was not applied by them (it is in no inventory, of no Application).
  if (
    preset.name === 'flux' &&
    (metaValue(live, 'labels', `${FLUX_GROUP}/name`) === '' ||
      metaValue(live, 'labels', `${FLUX_GROUP}/namespace`) === '')
  )
    return false;
  if (
    (preset.name === 'argocd' || preset.name === 'argocd-server-side') &&
    metaValue(live, 'annotations', ARGOCD_TRACKING_ID) === '' &&
    metaValue(live, 'labels', ARGOCD_INSTANCE_LABEL) === ''
  )
    return false;
  return !preset.prune.keep.some((k) => hasKeepMarker(live, k));
}
