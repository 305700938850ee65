// The preview report's public surface (see types.ts for the shape).

export { noteUnchainedDuplicates, previewInTurn, type TurnOutcome } from './duplicates.ts';
export { batchReport, clusterDirectory, MANIFESTS_GROUP, reportGroups, sourceGroup } from './groups.ts';
export {
  normalizeState,
  type PlaygroundLinkResult,
  type PlaygroundMode,
  type PlaygroundState,
  playgroundLink,
  playgroundLinkOf,
  stateFromFragment,
  stateHasSecret,
} from './link.ts';
export { matchLive } from './match.ts';
export { ownerNote } from './notes.ts';
export { removedObject } from './removed.ts';
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
export { guardReport, isSecret, maskSecretFields } from './secrets.ts';
export * from './types.ts';
export { type ClusterAnswer, type DryRunApply, dryRunRequest, verifyAnswer } from './verify.ts';
export { verificationTally, verificationText } from './verify-tally.ts';
