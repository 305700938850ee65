// renderMarkdown on hostile input: user text that would break the table, inject HTML
// or format itself, and Secret values a report carries, masked or not.

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { SECRET_MASK } from '../../core/preview/types.ts';
import { cellText, countOf, expectOnlyOurTags, html, tables, visible } from './markdown-reading.ts';
import { base, batch, kubectl, leakySecret, SECRET_VALUES, secretUpdate } from './render-fixtures.ts';

describe('renderMarkdown', () => {
  it('user text cannot break the table, inject HTML or format itself', () => {
    const evil = '.data["<script>alert(1)</script>|`x`|\n**bold** [link](http://e.x) $x$ ~~s~~"]';
    const o = base(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'de|fault', name: 'a`b<img src=x onerror=alert(1)>' },
      {
        fieldManager: 'ci|<b>',
        changes: [
          {
            path: evil,
            kind: 'modified',
            before: '</code><script>x</script>',
            after: 'line1\nline2 | `tick`',
          },
          { path: '.data.long', kind: 'added', after: 'z'.repeat(500) },
          { path: '.data.amp', kind: 'added', after: 'a&b &amp; <c> &#60;' },
        ],
        ownership: [{ path: evil, before: [{ manager: 'team|a\nb', operation: 'Apply' }], after: [kubectl] }],
        notes: [{ code: 'forced', message: '<script>note</script>\n# not a heading' }],
        managers: [
          { manager: 'team|a\nb', operation: 'Apply', fieldsBefore: 1, fieldsAfter: 0, gained: 0, lost: 1 },
        ],
      },
    );
    const md = renderMarkdown(batch([o]), { marker: 'x --> <script>', title: '<b>t</b> | x' });
    const h = html(md);
    expect(h).not.toMatch(/<script|<img|<a /i);
    expectOnlyOurTags(h);
    // The marker comment is not closed early.
    expect(md.split('\n')[0]).toMatch(/^<!-- .*-->$/);
    expect(countOf(md.split('\n')[0], '-->')).toBe(1);
    // Every table row keeps its number of cells, and the texts read back as given.
    for (const t of tables(md)) for (const r of t.rows) expect(r).toHaveLength(t.header.length);
    const rows = tables(md).flatMap((t) => t.rows.map((r) => r.map(cellText)));
    const printedEvil = evil.replace('\n', '\\n');
    expect(rows).toContainEqual([
      '✏️ modified',
      printedEvil,
      '</code><script>x</script>',
      '"line1\\nline2 | `tick`"',
    ]);
    expect(rows[0]).toEqual([
      '🟡 update',
      'ConfigMap',
      'a`b<img src=x onerror=alert(1)>',
      'de|fault',
      '3',
      '1',
      '0',
    ]);
    expect(rows).toContainEqual([printedEvil, '"team|a\\nb" (Apply)', 'kubectl (Apply)']);
    // Character references in values are shown as typed, not decoded or escaped twice.
    expect(rows).toContainEqual(['➕ added', '.data.amp', '—', 'a&b &amp; <c> &#60;']);
    // Long values are cut with an ellipsis.
    const long = rows.find((r) => r[1] === '.data.long')!;
    expect(long[3]).toMatch(/^z{99}…$/);
    const text = visible(h);
    expect(text).toContain('<b>t</b> | x');
    expect(text).toContain('<script>note</script>\\n# not a heading');
    expect(h).not.toContain('<strong>bold</strong>');
    expect(h).not.toContain('<del>');
  });

  it('Secret values never appear, even when a report carries them unmasked', () => {
    for (const o of [secretUpdate(), leakySecret()]) {
      for (const opts of [{}, { maxLength: 2000 }, { maxLength: 600 }]) {
        const md = renderMarkdown(batch([o]), opts);
        for (const v of SECRET_VALUES) expect(md).not.toContain(v);
      }
      expect(visible(html(renderMarkdown(batch([o]))))).toContain(SECRET_MASK);
    }
    const md = renderMarkdown(batch([secretUpdate()]));
    const rows = tables(md).flatMap((t) => t.rows.map((r) => r.map(cellText)));
    expect(rows).toContainEqual(['✏️ modified', '.data.password', SECRET_MASK, SECRET_MASK]);
    expect(rows).toContainEqual(['➕ added', '.metadata.labels.rotated', '—', 'yes']);
    expect(rows).toContainEqual(['.data.old', SECRET_MASK]);
    const leaky = tables(renderMarkdown(batch([leakySecret()]))).flatMap((t) =>
      t.rows.map((r) => r.map(cellText)),
    );
    expect(leaky).toContainEqual(['➕ added', '.stringData', '—', `{"token":"${SECRET_MASK}"}`]);
  });
});
