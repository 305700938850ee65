// The preview report's public surface (see types.ts for the shape).

export { previewBatch, previewObject, type PreviewItem, type PreviewOptions, summarize } from './report.ts';
export * from './types.ts';
