// The playground bundle stays within its gzip budget. Whether the committed
// playground/dist is what the sources build is CI's `npm run build:playground -- --check`
// (like action/dist: any change to core/ changes the bundle).

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

  it('stays within it when built from the sources as they are now', async () => {
    const js = (await buildPlayground()).get('playground.js') ?? '';
    expect(gzipSize(js)).toBeGreaterThan(10 * 1024);
    expect(gzipSize(js)).toBeLessThanOrEqual(BUNDLE_BUDGET_GZIP);
  });
});
