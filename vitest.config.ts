import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { configDefaults, defineConfig } from 'vitest/config';

// Two projects: `node` (everything under test/ but the route tests) and `workers`
// (test/api/workers: the HTTP API inside workerd, the Workers runtime, through
// @cloudflare/vitest-pool-workers with the Worker of wrangler.toml).
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
          exclude: [...configDefaults.exclude, 'test/api/workers/**'],
        },
      },
      {
        extends: true,
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'workers', include: ['test/api/workers/**/*.test.ts'] },
      },
    ],
  },
});
