// The representative comment in a real browser (headless Chromium through
// playwright-core) with GitHub's styles: the layout is checked in the page, and
// screenshots are written to test-artifacts/ (collapsed, as a reviewer first sees
// it, and with every <details> open). Chromium is required: without it the test
// fails and says how to install it.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { commentMarkdown, NEW_PASSWORD, OBJECT_COLUMNS, OLD_PASSWORD } from './comment-fixture.ts';
import { githubHtml } from './github-html.ts';
import { githubPage } from './github-page.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts');

interface Collapsed {
  details: number;
  open: number;
  summaries: string[];
  headerCells: string[];
  rows: number;
  emoji: boolean;
}

interface Opened {
  diffs: number;
  visible: boolean;
  added: string | null;
  removed: string | null;
  ownerLines: string[];
  overflow: number[];
  text: string;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the pull-request comment in Chromium', () => {
  let browser: Browser | undefined;

  afterAll(async () => {
    await browser?.close();
  });

  it('has Chromium to render with', async () => {
    // No skip: a machine without Chromium fails here, saying how to install it.
    expect(
      existsSync(CHROMIUM),
      `${CHROMIUM} is missing: install it with \`apt-get update && apt-get install -y chromium fonts-noto-color-emoji\``,
    ).toBe(true);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 60000);

  it('renders with tables, coloured diffs and owners, and is saved as screenshots', async () => {
    if (browser === undefined) throw new Error(`no browser: ${CHROMIUM} is missing or did not start`);
    const page = await browser.newPage({ viewport: { width: 960, height: 800 }, deviceScaleFactor: 1 });
    await page.setContent(githubPage(githubHtml(commentMarkdown())), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');

    // Collapsed, as GitHub first shows it: the verdict, the table and the conflict.
    // (Page code is given as text: the project's TypeScript has no DOM types.)
    const collapsed = await page.evaluate<Collapsed>(`({
      details: document.querySelectorAll('details').length,
      open: document.querySelectorAll('details[open]').length,
      summaries: [...document.querySelectorAll('summary')].map((s) => s.textContent ?? ''),
      headerCells: [...document.querySelectorAll('table')[0].querySelectorAll('th')].map((t) => t.textContent),
      rows: document.querySelectorAll('table')[0].querySelectorAll('tbody tr').length,
      emoji: document.fonts.check('16px "Noto Color Emoji"', '🟢'),
    })`);
    expect(collapsed.details).toBe(3);
    expect(collapsed.open).toBe(0);
    expect(collapsed.summaries[0]).toBe(
      '🔴 conflict Deployment shop/web: 3 field changes, 1 ownership change, 1 conflict',
    );
    expect(collapsed.headerCells).toEqual(OBJECT_COLUMNS);
    expect(collapsed.rows).toBe(3);
    expect(collapsed.emoji, 'fonts-noto-color-emoji installed').toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    const comment = page.locator('.comment');
    const small = await comment.screenshot();
    writeFileSync(join(ARTIFACTS, 'pr-comment-collapsed.png'), small);

    // Every <details> open: the diffs, coloured line by line, owners beside the changed lines.
    await page.evaluate(`for (const d of document.querySelectorAll('details')) d.open = true`);
    const open = await page.evaluate<Opened>(`(() => {
      const diffs = [...document.querySelectorAll('.highlight-source-diff pre')];
      const colour = (sel) => {
        const el = document.querySelector(sel);
        return el === null ? null : getComputedStyle(el).backgroundColor;
      };
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      return {
        diffs: diffs.length,
        visible: diffs.every(visible),
        added: colour('.pl-mi1'),
        removed: colour('.pl-md'),
        ownerLines: [...document.querySelectorAll('.pl-mi1')]
          .map((s) => s.textContent ?? '')
          .filter((t) => t.includes(' → ')),
        // The longest diff line fits the comment box without scrolling.
        overflow: diffs.map((p) => p.scrollWidth - p.clientWidth),
        text: document.body.innerText,
      };
    })()`);
    expect(open.diffs).toBe(3);
    expect(open.visible).toBe(true);
    expect(open.added).toBe('rgb(218, 251, 225)');
    expect(open.removed).toBe('rgb(255, 235, 233)');
    expect(open.ownerLines).toEqual([
      '+  replicas: 3                # horizontal-pod-autoscaler (Update, scale) → kubectl (Apply)',
    ]);
    expect(open.overflow).toEqual([0, 0, 0]);
    for (const v of [OLD_PASSWORD, NEW_PASSWORD, btoa(OLD_PASSWORD), btoa(NEW_PASSWORD)]) {
      expect(open.text.includes(v)).toBe(false);
    }
    const full = await comment.screenshot();
    writeFileSync(join(ARTIFACTS, 'pr-comment.png'), full);
    const a = pngSize(small);
    const b = pngSize(full);
    expect(a.width).toBe(b.width);
    expect(b.height).toBeGreaterThan(a.height * 2);
    await page.close();
  }, 60000);
});
