// The preview report's public surface (see types.ts for the shape).

export { matchLive } from './match.ts';
export {
  objectRef,
  type PreviewItem,
  type PreviewOptions,
  previewBatch,
  previewObject,
  summarize,
} from './report.ts';
export * from './types.ts';
