// A page that looks like a pull-request comment on GitHub: the comment's HTML in a
// timeline box with GitHub's Markdown styles (light theme), and diff blocks coloured
// the way GitHub's highlighter colours them (`+` lines green, `-` lines red, `@@`
// purple), so a screenshot shows what a reviewer sees.

/** GitHub's highlighter wraps each line of a ```diff block in a span of one of these classes. */
function highlightDiff(html: string): string {
  return html.replace(/<pre><code class="language-diff">([\s\S]*?)<\/code><\/pre>/g, (_, body: string) => {
    const lines = body.replace(/\n$/, '').split('\n');
    const spans = lines.map((l) => {
      const cls = l.startsWith('@@')
        ? 'pl-mdr'
        : l.startsWith('+')
          ? 'pl-mi1'
          : l.startsWith('-')
            ? 'pl-md'
            : '';
      return cls === '' ? l : `<span class="${cls}">${l}</span>`;
    });
    return `<div class="highlight highlight-source-diff"><pre>${spans.join('\n')}</pre></div>`;
  });
}

const CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 16px; background: #fff; color: #1f2328;
  font-family: -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji";
  font-size: 14px; line-height: 1.5; }
.comment { width: 920px; border: 1px solid #d0d7de; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; color: #59636e;
  border-radius: 6px 6px 0 0; }
.comment-header b { color: #1f2328; }
.markdown-body { padding: 16px; font-size: 14px; word-wrap: break-word; }
.markdown-body > *:first-child { margin-top: 0 !important; }
.markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol, .markdown-body table,
.markdown-body pre, .markdown-body details, .markdown-body .highlight { margin-top: 0; margin-bottom: 16px; }
.markdown-body h3 { font-size: 1.25em; font-weight: 600; line-height: 1.25; margin: 24px 0 16px; }
.markdown-body h4 { font-size: 1em; font-weight: 600; line-height: 1.25; margin: 24px 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body li + li { margin-top: 0.25em; }
.markdown-body ul ul { margin-top: 0; margin-bottom: 0; }
.markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: 0.25em solid #d0d7de; margin-left: 0; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content;
  max-width: 100%; overflow: auto; }
.markdown-body table th { font-weight: 600; }
.markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body table tr { background-color: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body table tr:nth-child(2n) { background-color: #f6f8fa; }
.markdown-body code { padding: 0.2em 0.4em; margin: 0; font-size: 85%; white-space: break-spaces;
  background-color: #818b981f; border-radius: 6px; }
.markdown-body code, .markdown-body pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo,
  Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace, "Noto Color Emoji"; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; color: #1f2328;
  background-color: #f6f8fa; border-radius: 6px; margin: 0; }
.markdown-body details summary { cursor: pointer; display: list-item; }
.markdown-body details[open] > summary { margin-bottom: 16px; }
.markdown-body sub { font-size: 75%; }
.pl-mi1 { color: #116329; background-color: #dafbe1; }
.pl-md { color: #82071e; background-color: #ffebe9; }
.pl-mdr { color: #8250df; font-weight: bold; }
`;

/** The whole page for the comment's HTML (GFM output). */
export function githubPage(commentHtml: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>${CSS}</style></head>
<body><div class="comment">
<div class="comment-header"><b>github-actions</b> <span>bot</span> commented</div>
<div class="markdown-body">${highlightDiff(commentHtml)}</div>
</div></body></html>`;
}
