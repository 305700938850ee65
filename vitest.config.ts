import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: `node` (everything under test/ but the route tests and
// test/upstream), `workers` (test/api/workers: the HTTP API inside workerd, the
// Workers runtime, through @cloudflare/vitest-pool-workers with the Worker of
// wrangler.toml), and `upstream` (test/upstream: generated tables against the
// upstream repositories, where those are; `npm test` runs the first two).
export default defineConfig({
  test: {
    testTimeout: 30000,
    // The JSON report feeds the plain "N passed, N failed" line CI prints (scripts/test-summary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.cache/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          // kubectl (kustomize) and helm for test/gather/render, extracted once.
          globalSetup: ['test/gather/render/tools-setup.ts'],
          exclude: [...configDefaults.exclude, 'test/api/workers/**', 'test/upstream/**'],
        },
      },
      {
        extends: true,
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'workers', include: ['test/api/workers/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'upstream', include: ['test/upstream/**/*.test.ts'] } },
    ],
  },
});
