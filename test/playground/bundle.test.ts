// The playground bundle stays within its gzip budget, counting the chunks it imports
// at once; each Kubernetes version's built-in schemas are a chunk of their own that
// the page imports only when needed. Whether the committed playground/dist is what
// the sources build is CI's `npm run build:playground -- --check` (like action/dist:
// any change to core/ changes the bundle).

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGET_GZIP,
  buildPlayground,
  gzipSize,
  pageGzipSize,
  staticChunks,
} from '../../playground/build.ts';

const dist = new URL('../../playground/dist/', import.meta.url);

/** playground/dist's scripts, by path under it. */
function committed(): Map<string, string> {
  const files = new Map([['playground.js', readFileSync(new URL('playground.js', dist), 'utf8')]]);
  for (const f of readdirSync(new URL('chunks/', dist)))
    files.set(`chunks/${f}`, readFileSync(new URL(`chunks/${f}`, dist), 'utf8'));
  return files;
}

describe('playground bundle', () => {
  it(`stays within its budget of ${BUNDLE_BUDGET_GZIP / 1024} KiB gzip`, () => {
    const files = committed();
    const size = pageGzipSize(files);
    expect(size).toBeGreaterThan(10 * 1024); // the engine is in it, not a stub
    expect(size).toBeGreaterThanOrEqual(gzipSize(files.get('playground.js')!));
    expect(size).toBeLessThanOrEqual(BUNDLE_BUDGET_GZIP);
  });

  it('stays within it when built from the sources as they are now', async () => {
    const files = await buildPlayground();
    expect(pageGzipSize(files)).toBeGreaterThan(10 * 1024);
    expect(pageGzipSize(files)).toBeLessThanOrEqual(BUNDLE_BUDGET_GZIP);
  });

  it("loads each other Kubernetes version's built-in schemas as a chunk of its own, only when asked", async () => {
    const files = await buildPlayground();
    const js = files.get('playground.js')!;
    for (const version of ['1.33', '1.34', '1.36', '1.37']) {
      const chunk = [...files.keys()].find((f) => f.startsWith(`chunks/k8s-${version}.diff-`));
      expect(chunk, version).toBeDefined();
      expect(files.get(chunk!)).toContain(`version:"${version}"`);
      expect(js).toContain(`import("./${chunk}")`);
    }
    // What the page loads at once holds no version's definitions; the 1.35 table is a chunk too.
    for (const name of ['playground.js', ...staticChunks(js)]) {
      expect(files.get(name), name).not.toContain(
        'io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicy',
      );
      expect(files.get(name), name).not.toContain(
        'io.k8s.api.admissionregistration.v1.MutatingAdmissionPolicy"',
      );
    }
  });

  it('loads the 1.35 base table as a chunk of its own, after the page renders', async () => {
    const files = await buildPlayground();
    const js = files.get('playground.js')!;
    const chunk = [...files.keys()].find((f) => /^chunks\/k8s-1\.35-[^/]+\.js$/.test(f));
    expect(chunk).toBeDefined();
    const table = files.get(chunk!)!;
    expect(table).toContain('io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicy');
    expect(table).toContain('"apps/v1"');
    // Imported dynamically (the first preview awaits it), not with the page.
    expect(js).toContain(`import("./${chunk}")`);
    expect(js).not.toMatch(new RegExp(`from\\s*"\\./${chunk!.replace(/[.]/g, '\\.')}"`));
    expect(gzipSize(table)).toBeGreaterThan(10 * 1024);
  });

  it('loads the CEL evaluator of CRD rules as a chunk of its own, outside the budget', async () => {
    const files = await buildPlayground();
    const js = files.get('playground.js')!;
    const chunk = [...files.keys()].find((f) => /^chunks\/cel-[^/]+\.js$/.test(f));
    expect(chunk).toBeDefined();
    expect(js).toContain(`import("./${chunk}")`);
    expect(staticChunks(js)).not.toContain(chunk);
    // @bufbuild/cel's parser is in the chunk, not in what the page loads at once.
    const celOnly = '__not_strictly_false__';
    expect(files.get(chunk!)).toContain(celOnly);
    for (const name of ['playground.js', ...staticChunks(js)])
      expect(files.get(name), name).not.toContain(celOnly);
    expect(gzipSize(files.get(chunk!)!)).toBeGreaterThan(40 * 1024);
  });

  it('counts a chunk imported at once under minified names with $ in them', () => {
    const js = 'import{a as $e,b as c}from"./chunks/shared-X.js";import("./chunks/lazy-Y.js");';
    const shared = 'x'.repeat(5000);
    expect(staticChunks(js)).toEqual(['chunks/shared-X.js']);
    const files = new Map([
      ['playground.js', js],
      ['chunks/shared-X.js', shared],
      ['chunks/lazy-Y.js', 'y'.repeat(5000)],
    ]);
    expect(pageGzipSize(files)).toBe(gzipSize(js) + gzipSize(shared));
  });
});
