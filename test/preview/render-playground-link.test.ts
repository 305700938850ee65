// The playground link in the Markdown report (MarkdownOptions.playground): in an
// object's details, as a link GitHub cannot be made to misread, or a line saying
// why there is none; and it goes with the details when the comment is shortened.

import { marked, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  PLAYGROUND_LINK_LIMIT,
  type PlaygroundLinkResult,
  playgroundLinkOf,
} from '../../core/preview/link.ts';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { previewObject, summarize } from '../../core/preview/report.ts';
import type { BatchReport } from '../../core/preview/types.ts';

const NOW = '2026-03-01T10:00:00Z';

function configMap(name: string, data: Record<string, string>) {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'ns' }, data };
}

function batch(n: number): BatchReport {
  const objects = Array.from({ length: n }, (_, i) =>
    previewObject(
      { live: null, intent: configMap(`cm-${i}`, { k: `v${i}` }) },
      { fieldManager: 'kubectl', now: NOW },
    ),
  );
  return { summary: summarize(objects), objects };
}

/** Every link of the Markdown as marked (GitHub's flavour) reads it. */
function links(markdown: string): { href: string; text: string }[] {
  const out: { href: string; text: string }[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'link') out.push({ href: (t as Tokens.Link).href, text: (t as Tokens.Link).text });
  });
  return out;
}

describe('playgroundLinkOf', () => {
  const state = { live: '', manifest: 'kind: ConfigMap\n', crd: '', fieldManager: 'kubectl', force: false };
  it('says why there is no link: a Secret, or the length it would have had', () => {
    expect(playgroundLinkOf('https://pg.example.com/', { ...state, manifest: 'kind: Secret\n' })).toEqual({
      omitted: 'secret',
    });
    const made = playgroundLinkOf('https://pg.example.com/', state);
    expect('url' in made && made.url.startsWith('https://pg.example.com/#s=')).toBe(true);
    const length = 'url' in made ? made.url.length : 0;
    expect(playgroundLinkOf('https://pg.example.com/', state, length - 1)).toEqual({
      omitted: 'too-long',
      length,
      limit: length - 1,
    });
  });
});

describe('renderMarkdown with playground links', () => {
  it("puts each object's link, or why it has none, in its details", () => {
    const report = batch(3);
    const made = playgroundLinkOf('https://pg.example.com/', {
      live: '',
      manifest: 'kind: ConfigMap',
      crd: '',
      fieldManager: 'kubectl',
      force: false,
    });
    const playground: PlaygroundLinkResult[] = [
      made,
      { omitted: 'secret' },
      { omitted: 'too-long', length: 12345, limit: PLAYGROUND_LINK_LIMIT },
    ];
    const md = renderMarkdown(report, { playground });
    const details = md.split('<details>').slice(1);
    expect(details).toHaveLength(3);
    expect(details[0]).toContain(
      `🔗 [Open in the playground](${(made as { url: string }).url}): this live object`,
    );
    expect(details[1]).toContain(
      '🔗 No playground link: it would carry a Secret’s values (a link is not encrypted).',
    );
    expect(details[2]).toContain(
      '🔗 No playground link: it would be 12,345 characters long, more than the 8,000 a link may have.',
    );
    expect(links(md)).toEqual([{ href: (made as { url: string }).url, text: 'Open in the playground' }]);
    // Without the option: no line at all.
    expect(renderMarkdown(report)).not.toContain('playground');
  });

  it('percent-encodes what could end the link or open markup, and links only http(s)', () => {
    const report = batch(2);
    const md = renderMarkdown(report, {
      playground: [
        { url: 'https://pg.example.com/a b)<script>"x"\n[y]#s=AB-_' },
        { url: 'javascript:alert(1)' },
      ],
    });
    expect(links(md)).toEqual([
      {
        href: 'https://pg.example.com/a%20b%29%3Cscript%3E%22x%22%0A[y]#s=AB-_',
        text: 'Open in the playground',
      },
    ]);
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('javascript:');
    expect(md).toContain('🔗 Open in the playground: this live object');
  });

  it('drops links with the details of the objects left out when the comment is shortened', () => {
    const report = batch(40);
    const url = `https://pg.example.com/#s=${'A'.repeat(7900)}`;
    const playground = report.objects.map(() => ({ url }));
    const full = renderMarkdown(report, { playground });
    expect(links(full)).toHaveLength(40);
    const cut = renderMarkdown(report, { playground, maxLength: 65536 });
    expect(cut.length).toBeLessThanOrEqual(65536);
    const kept = links(cut).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    expect(cut.split('<details>').length - 1).toBe(kept); // every details block kept has its link
    expect(cut).toContain('are left out');
  });
});
