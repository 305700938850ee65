// User text made inert in GitHub Markdown: entity references for every character
// Markdown or HTML would read, one line, no autolinks.

import { oneLine } from './common.ts';

const REFS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '~': '&#126;',
  $: '&#36;',
  '#': '&#35;',
  ':': '&#58;',
  '@': '&#64;',
};

/**
 * User text as inert Markdown/HTML on one line: safe in a paragraph, a table cell,
 * a list item or an HTML block. `:`, `@` and the dot of `www.` are escaped too, so
 * no autolink is made of a value.
 */
export function md(s: string): string {
  return oneLine(s)
    .replace(/[&<>"|`*_[\]\\~$#:@]/g, (ch) => REFS[ch])
    .replace(/(www)\./gi, '$1&#46;');
}

/** User text in a code span (`<code>`, which also works inside HTML blocks and table cells). */
export function code(s: string): string {
  return `<code>${md(s)}</code>`;
}
