// The notes `apply --applier` prints about the owner a tool writes (a Flux
// Kustomization, a Helm release, an Argo CD Application): the owner the preview
// had to assume, and the Argo CD tracking the object gets.

import type { ApplierChoice } from '../core/appliers/index.ts';
import {
  ARGOCD_INSTANCE_LABEL,
  ARGOCD_TRACKING_ID,
  metaValue,
  ownerFor,
  ownerKind,
} from '../core/appliers/index.ts';
import type { JsonObject } from '../core/index.ts';
import { ownerNote } from '../core/preview/index.ts';

/** Lines for stderr: the applier-owner note when the owner was assumed, and the tracking id Argo CD writes. */
export function ownerLines(
  choice: ApplierChoice,
  live: JsonObject | null,
  written: JsonObject | null,
): string[] {
  const preset = choice.preset;
  const kind = preset === null ? null : ownerKind(preset.name);
  if (preset === null || kind === null) return [];
  const argo = preset.name === 'argocd' || preset.name === 'argocd-server-side';
  const lines: string[] = [];
  const o = ownerFor(preset.name, live, choice.owner);
  if (o.from === 'assumed')
    lines.push(ownerNote(kind, o.owner, argo).message.replace('the owner option', '--owner'));
  if (argo && written !== null) {
    const id = metaValue(written, 'annotations', ARGOCD_TRACKING_ID);
    const label = metaValue(written, 'labels', ARGOCD_INSTANCE_LABEL);
    if (id !== '') lines.push(`Argo CD tracks the object by ${ARGOCD_TRACKING_ID}: ${id}`);
    else if (label !== '')
      lines.push(`Argo CD tracks the object by the label ${ARGOCD_INSTANCE_LABEL}: ${label}`);
  }
  return lines;
}
