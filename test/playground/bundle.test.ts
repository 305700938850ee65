// The playground bundle: within its gzip budget, and the committed playground/dist
// is what the sources build (the same check as `npm run build:playground -- --check`).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_GZIP, buildPlayground, gzipSize } from '../../playground/build.ts';

const dist = new URL('../../playground/dist/', import.meta.url);

describe('playground bundle', () => {
  it(`stays within its budget of ${BUNDLE_BUDGET_GZIP / 1024} KiB gzip`, () => {
    const js = readFileSync(new URL('playground.js', dist), 'utf8');
    const size = gzipSize(js);
    expect(size).toBeGreaterThan(10 * 1024); // the engine is in it, not a stub
    expect(size).toBeLessThanOrEqual(BUNDLE_BUDGET_GZIP);
  });

  it('is committed as the sources build it', async () => {
    const built = await buildPlayground();
    for (const [name, text] of built) {
      expect(
        readFileSync(new URL(name, dist), 'utf8'),
        `playground/dist/${name} (run npm run build:playground)`,
      ).toBe(text);
    }
  });
});
