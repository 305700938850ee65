// The applier's write as core/preview/report.ts, action/base.ts and action/inputs.ts
// still import it: it lives in core/appliers/write.ts. Those files are being
// changed on other branches; once merged, their imports point there and this goes.

export {
  type ApplierChoice,
  type ApplyMode,
  choiceFor,
  chooseApplier,
  PRESET_NAMES,
  type PreviewWrite,
  previewWrite,
  type WriteContext,
} from '../appliers/write.ts';
