// The report renderers surfaces use: text, Markdown (the PR comment) and blame.

export { renderBlame } from './blame.ts';
export { formatCount, shownChanges } from './common.ts';
export {
  GITHUB_COMMENT_LIMIT,
  hasDetails,
  type MarkdownOptions,
  MIN_MARKDOWN_LENGTH,
  renderMarkdown,
  renderMarkdownWithin,
  wholeMarkdownWithin,
} from './markdown.ts';
export { renderText } from './text.ts';
