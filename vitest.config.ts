import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30000,
    // The JSON report feeds the plain "N passed, N failed" line CI prints (scripts/test-summary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.cache/vitest.json' },
  },
});
