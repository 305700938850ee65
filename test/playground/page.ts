// What the playground page tests share: the page served by the real Worker in
// workerd and opened in headless Chromium, started once for each test file that
// calls usePlaygroundPage(), with every console error and uncaught exception of a
// test failing it; screenshots go to test-artifacts/playground/.

import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Playground, startPlayground } from './browser.ts';

export const repo = new URL('../../', import.meta.url);
export const shots = new URL('test-artifacts/playground/', repo).pathname;

let pg: Playground;
export let browser: Browser;
export let context: BrowserContext;
export let base = '';
/** Console errors and uncaught exceptions of every page of a test. */
export let problems: string[] = [];

/** Starts the page for the calling test file, checks each test's problems, closes it after. */
export function usePlaygroundPage(): void {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    pg = await startPlayground();
    ({ base, browser, context } = pg);
    problems = pg.problems;
  }, 90_000);

  afterAll(async () => {
    await pg?.close();
  });

  afterEach(() => {
    const seen = [...problems];
    problems.length = 0;
    expect(seen).toEqual([]);
  });
}

export const open = (hash = ''): Promise<Page> => pg.open(hash);

export const blameLines = (page: Page) => page.locator('#blame .line').allInnerTexts();
export const changedLines = (page: Page) => page.locator('#blame .line.changed').allInnerTexts();
