// The playground page in a real browser, for the tests that open it: the real
// Worker in workerd (wrangler's unstable_startWorker, wrangler.toml with its static
// assets) on 127.0.0.1, and headless Debian Chromium through playwright-core.

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { unstable_startWorker } from 'wrangler';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';

const repo = new URL('../../', import.meta.url);

export interface Playground {
  /** The Worker's origin, without a trailing slash: the page is `${base}/`. */
  base: string;
  browser: Browser;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the pages opened with `open` (the test empties it). */
  problems: string[];
  /** Opens `${base}/${hash}` and waits until the page has computed its view. */
  open(hash?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startPlayground(): Promise<Playground> {
  Object.assign(process.env, WRANGLER_QUIET_ENV);
  const worker = await unstable_startWorker({
    config: new URL('wrangler.toml', repo).pathname,
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn' },
  });
  await worker.ready;
  const base = (await worker.url).href.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const pg: Playground = {
    base,
    browser,
    context,
    problems: [],
    async open(hash = '') {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // The browser logs every 4xx answer; in API mode a 409 or 400 Status is the answer shown.
        const api = /\/v1\/(apply|preview)/.test(m.location().url) && /status of 4(09|00)/.test(m.text());
        if (!api) pg.problems.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => pg.problems.push(`page error: ${e.message}`));
      await page.goto(`${base}/${hash}`);
      await settled(page);
      return page;
    },
    async close() {
      await browser.close();
      await worker.dispose();
    },
  };
  return pg;
}

/** Waits until the page has computed the view of its current inputs. */
export async function settled(page: Page): Promise<void> {
  const idle = () =>
    page.waitForFunction(() => {
      const b = (globalThis as unknown as { document: { body: { dataset: Record<string, string> } } })
        .document.body;
      return b.dataset.busy === 'false';
    });
  await idle();
  // A debounced run may still be scheduled after an input: wait for it too.
  await page.waitForTimeout(350);
  await idle();
}
