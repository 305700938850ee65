// The comment as GitHub shows it: GitHub-flavoured Markdown to HTML (marked, GFM on),
// checked against what GitHub's sanitizer keeps (its allowlist of tags and
// attributes), and a small HTML reader for the checks and the browser page.

import { marked } from 'marked';

/** Tags GitHub keeps in rendered Markdown (its HTML sanitization allowlist). */
export const GITHUB_TAGS = new Set(
  (
    'h1 h2 h3 h4 h5 h6 h7 h8 br b i strong em a pre code img tt div ins del sup sub p picture ol ul table ' +
    'thead tbody tfoot blockquote dl dt dd kbd q samp var hr ruby rt rp li tr td th s strike summary ' +
    'details caption figure figcaption abbr bdo cite dfn mark small source span time wbr input'
  ).split(' '),
);

/** Attributes GitHub keeps on any element, and the few it keeps on some. */
const ALL_ATTRIBUTES = new Set(
  (
    'abbr accept accept-charset accesskey action align alt aria-describedby aria-hidden aria-label ' +
    'aria-labelledby axis border cellpadding cellspacing char charoff charset checked clear cols colspan ' +
    'color compact coords datetime dir disabled enctype for frame headers height hreflang hspace ismap ' +
    'label lang maxlength media method multiple name nohref noshade nowrap open progress prompt readonly ' +
    'rel rev role rows rowspan rules scope selected shape size span start summary tabindex target title ' +
    'type usemap valign value vspace width itemprop'
  ).split(' '),
);
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'longdesc'],
  div: ['itemscope', 'itemtype'],
  blockquote: ['cite'],
  del: ['cite'],
  ins: ['cite'],
  q: ['cite'],
};

export interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  raw: string;
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/g;

/** Every tag of the HTML, in order (comments left out). */
export function tags(html: string): Tag[] {
  const out: Tag[] = [];
  for (const m of html.matchAll(TAG)) {
    if (m[0].startsWith('<!--')) continue;
    const attributes = new Map<string, string>();
    for (const a of (m[3] ?? '').matchAll(/([^\s=>/]+)(?:\s*=\s*"([^"]*)")?/g))
      attributes.set(a[1], a[2] ?? '');
    out.push({ name: m[2].toLowerCase(), closing: m[1] === '/', attributes, raw: m[0] });
  }
  return out;
}

/**
 * What GitHub's sanitizer would remove from this HTML: tags and attributes outside
 * its allowlist. marked writes a fenced block's language as `class="language-x"`
 * on <code> where GitHub writes `lang="x"` on <pre>: that one class is accepted.
 */
export function sanitizerFindings(html: string): string[] {
  const found: string[] = [];
  for (const t of tags(html)) {
    if (t.closing) continue;
    if (!GITHUB_TAGS.has(t.name)) {
      found.push(`tag <${t.name}>`);
      continue;
    }
    for (const [name, value] of t.attributes) {
      if (ALL_ATTRIBUTES.has(name) || TAG_ATTRIBUTES[t.name]?.includes(name)) continue;
      if (t.name === 'code' && name === 'class' && /^language-[a-z]+$/.test(value)) continue;
      found.push(`attribute ${name} on <${t.name}>`);
    }
  }
  return found;
}

/** The comment's HTML as GitHub renders Markdown (GFM: tables, strikethrough, autolinks). */
export function githubHtml(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false });
}

/** The HTML's text outside <pre> blocks and inside no tag, entities decoded (what a reader sees as prose). */
export function proseText(html: string): string {
  return decode(
    html
      .replace(/<pre[\s\S]*?<\/pre>/g, '\n')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ''),
  );
}

export function decode(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The cells of each row of each table: [table][row][cell], header row first. */
export function tableCells(html: string): string[][][] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) =>
    [...t[1].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...r[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => decode(c[1].replace(/<[^>]+>/g, ''))),
    ),
  );
}

/** The text of each fenced block of a language (`<pre><code class="language-x">`), entities decoded. */
export function codeBlocks(html: string, language: string): string[] {
  const re = new RegExp(`<pre><code class="language-${language}">([\\s\\S]*?)</code></pre>`, 'g');
  return [...html.matchAll(re)].map((m) => decode(m[1]).replace(/\n$/, ''));
}
