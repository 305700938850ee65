// GitHub-flavoured Markdown to DOM nodes, as a pull-request comment shows it:
// marked (GFM tables, lists) for the HTML, then only allowed elements and
// attributes are copied into fresh nodes: no script, style, event handler,
// form or foreign URL scheme survives, whatever the Markdown says.

import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'details',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
]);

function copy(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copy(el, to, doc); // unknown element: keep its text
      continue;
    }
    const out = doc.createElement(tag);
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      if (/^(https?:|#)/i.test(href)) {
        out.setAttribute('href', href);
        out.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (tag === 'th' || tag === 'td') {
      const align = el.getAttribute('align');
      if (align === 'left' || align === 'right' || align === 'center') out.setAttribute('align', align);
    }
    if (tag === 'details' && el.hasAttribute('open')) out.setAttribute('open', '');
    copy(el, out, doc);
    to.appendChild(out);
  }
}

/** The rendered Markdown, sanitized, as a fragment of `doc`. */
export function renderGfm(markdown: string, doc: Document = document): DocumentFragment {
  const html = marked.parse(markdown) as string;
  // An inert document: nothing in it loads or runs while it is read.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out = doc.createDocumentFragment();
  copy(parsed.body, out, doc);
  return out;
}
