// The preview report's public surface (see types.ts for the shape).

export { batchReport, clusterDirectory, MANIFESTS_GROUP, reportGroups, sourceGroup } from './groups.ts';
export { matchLive } from './match.ts';
export { type BlameOptions, renderBlame } from './render/blame.ts';
export {
  GITHUB_COMMENT_LIMIT,
  type MarkdownOptions,
  MIN_MARKDOWN_LENGTH,
  renderMarkdown,
  renderMarkdownWithin,
} from './render/markdown.ts';
export { renderText, type TextOptions } from './render/text.ts';
export {
  errorReport,
  objectRef,
  type PreviewItem,
  type PreviewOptions,
  type PreviewOutcome,
  previewBatch,
  previewObject,
  previewOutcome,
  summarize,
} from './report.ts';
export * from './types.ts';
