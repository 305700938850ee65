// Rendered Markdown read as GitHub shows it, through a real GFM renderer (marked):
// its HTML, tokens, tables, visible text, and the only tags the renderer may write.

import { marked, type Token, type Tokens } from 'marked';
import { expect } from 'vitest';

export function html(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false });
}

function tokens(markdown: string): Token[] {
  return marked.lexer(markdown, { gfm: true });
}

/** Every token, depth first (tables' cells included). */
function walk(ts: Token[], out: Token[] = []): Token[] {
  for (const t of ts) {
    out.push(t);
    if (t.type === 'table') {
      const tt = t as Tokens.Table;
      for (const c of tt.header) walk(c.tokens, out);
      for (const r of tt.rows) for (const c of r) walk(c.tokens, out);
    } else if ('tokens' in t && Array.isArray(t.tokens)) walk(t.tokens, out);
    if (t.type === 'list') for (const item of (t as Tokens.List).items) walk([item], out);
  }
  return out;
}

export function tables(markdown: string): Tokens.Table[] {
  return walk(tokens(markdown)).filter((t): t is Tokens.Table => t.type === 'table');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text a reader sees: tags removed, character references decoded. */
export function visible(h: string): string {
  return h
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, n: string) => ENTITIES[n]);
}

/** Visible text of a table cell. */
export function cellText(c: Tokens.TableCell): string {
  return visible(html(c.text)).trim();
}

const ALLOWED_TAGS = new Set([
  'h3',
  'h4',
  'p',
  'strong',
  'em',
  'i',
  'b',
  'sub',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'details',
  'summary',
  'blockquote',
]);

/** Only the tags the renderer writes (no <script>, <img>, <a> from user text). */
export function expectOnlyOurTags(h: string): void {
  const tags = new Set([...h.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
  for (const t of tags) expect(ALLOWED_TAGS, `unexpected <${t}>`).toContain(t);
}

export function countOf(s: string, needle: string): number {
  return s.split(needle).length - 1;
}
