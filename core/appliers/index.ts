// What surfaces use of the appliers: the presets (Flux, Argo CD, Helm, kubectl),
// their owner marks and the write that picks an applier.

export { metaValue } from './meta.ts';
export { ARGOCD_INSTANCE_LABEL, ARGOCD_TRACKING_ID, ownerFor, ownerKind } from './owner.ts';
export { PRESETS, presetOf } from './presets.ts';
export type { ApplierPreset, PresetName } from './types.ts';
export { type ApplierChoice, chooseApplier, previewWrite } from './write.ts';
