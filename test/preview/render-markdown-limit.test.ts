// renderMarkdown within a length limit (GitHub's comment limit): a batch of 50
// objects capped, whole sections kept.

import { describe, expect, it } from 'vitest';
import {
  GITHUB_COMMENT_LIMIT,
  renderMarkdown,
  wholeMarkdownWithin,
} from '../../core/preview/render/markdown.ts';
import type { ConflictReport } from '../../core/preview/types.ts';
import { cellText, countOf, expectOnlyOurTags, html, tables, visible } from './markdown-reading.ts';
import { base, batch, configMapConflict, fifty } from './render-fixtures.ts';

describe('renderMarkdown', () => {
  describe('maxLength', () => {
    const report = fifty();
    const full = renderMarkdown(report);

    it('uncapped, the batch of 50 is longer than the smaller limits and has every details block', () => {
      expect(full.length).toBeGreaterThan(100_000);
      expect(countOf(full, '<details>')).toBe(40);
      expect(renderMarkdown(report, { maxLength: full.length })).toBe(full);
    });

    it('wholeMarkdownWithin: the whole report when it fits, else null', () => {
      expect(wholeMarkdownWithin(report, { maxLength: full.length })).toBe(full);
      expect(wholeMarkdownWithin(report, { maxLength: full.length - 1 })).toBeNull();
      expect(wholeMarkdownWithin(report, { maxLength: 1000 })).toBeNull();
      const marked = renderMarkdown(report, { marker: 'apply-preview', title: 'T' });
      expect(wholeMarkdownWithin(report, { marker: 'apply-preview', title: 'T', maxLength: 1e9 })).toBe(
        marked,
      );
    });

    for (const limit of [GITHUB_COMMENT_LIMIT, 40_000, 20_000, 12_000, 9_000]) {
      it(`at ${limit}: within the limit, table and conflict complete, least important details dropped first`, () => {
        const md = renderMarkdown(report, { maxLength: limit, marker: 'apply-preview' });
        expect(md.length).toBeLessThanOrEqual(limit);
        expect(md.startsWith('<!-- apply-preview -->\n')).toBe(true);
        const h = html(md);
        expectOnlyOurTags(h);
        const text = visible(h);
        expect(text).toContain(
          '39 objects change (14 new), 1 conflicts with horizontal-pod-autoscaler, 10 unchanged',
        );
        const [objects] = tables(md);
        expect(objects.rows).toHaveLength(50);
        expect(objects.rows.map((r) => cellText(r[2]))).toEqual(report.objects.map((o) => o.ref.name));
        expect(text).toContain('.spec.replicas is owned by horizontal-pod-autoscaler');
        expect(text).toContain('Force: Force the apply');
        expect(text).toMatch(/Shortened to fit [\d,]+ characters: the details of \d+ objects \(/);
        // Details kept: the conflict first, then updates before creates, in report order.
        const kept = [...h.matchAll(/<summary>[^<]*<code>shop\/(svc-\d\d)<\/code>/g)].map((m) => m[1]);
        expect(kept.length).toBeGreaterThan(0);
        expect(kept).toContain('svc-37');
        const rank = (n: string) => {
          const o = report.objects.find((x) => x.ref.name === n)!;
          return o.action === 'conflict' ? 0 : o.action === 'update' ? 1 : 2;
        };
        const keptRanks = kept.map(rank);
        const dropped = report.objects
          .filter((o) => o.action !== 'unchanged' && !kept.includes(o.ref.name))
          .map((o) => rank(o.ref.name));
        expect(Math.max(...keptRanks)).toBeLessThanOrEqual(Math.min(...dropped));
      });
    }

    it('keeps more details the more room it has', () => {
      const counts = [9_000, 20_000, 40_000, GITHUB_COMMENT_LIMIT].map((l) =>
        countOf(renderMarkdown(report, { maxLength: l }), '<details>'),
      );
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
      expect(counts[0]).toBeLessThan(counts[3]);
    });

    it('when the table and conflicts alone are too long, conflict values are shortened, and nothing else goes', () => {
      const big = batch([
        ...fifty().objects,
        {
          ...configMapConflict(),
          conflicts: [
            {
              ...configMapConflict().conflicts[0],
              liveValue: 'L'.repeat(3000),
              appliedValue: 'A'.repeat(3000),
            } satisfies ConflictReport,
          ],
        },
      ]);
      const floor = renderMarkdown(big, { maxLength: 1 });
      // The floor: marker, verdict, table and every conflict, values cut to nothing.
      expect(countOf(floor, '<details>')).toBe(0);
      expect(tables(floor)[0].rows).toHaveLength(51);
      expect(visible(html(floor))).toContain('.data.b');
      expect(floor).not.toContain('LLLL');
      for (const limit of [floor.length + 10, 12_000, 9_000]) {
        const md = renderMarkdown(big, { maxLength: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        expect(tables(md)[0].rows).toHaveLength(51);
        expect(visible(html(md))).toContain('.spec.replicas');
        expect(visible(html(md))).toContain('.data.b');
      }
      // With room, the long conflict value is kept (cut at 200) rather than dropped.
      const roomy = renderMarkdown(big, { maxLength: GITHUB_COMMENT_LIMIT });
      expect(roomy).toContain(`${'L'.repeat(199)}…`);
    });

    it('counts UTF-16 code units, as GitHub does', () => {
      const emoji = batch(
        Array.from({ length: 30 }, (_, i) =>
          base(
            { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: `cm-${i}` },
            {
              changes: Array.from({ length: 10 }, (_, j) => ({
                path: `.data.k${j}`,
                kind: 'added' as const,
                after: '😀'.repeat(40),
              })),
            },
          ),
        ),
      );
      for (const limit of [5_000, 7_777]) {
        const md = renderMarkdown(emoji, { maxLength: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        // No lone surrogate from a cut in the middle of an emoji.
        expect(md).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      }
    });
  });
});
