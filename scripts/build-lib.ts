// Builds the package's library entry (`import { apply } from 'apply-preview'`):
// dist/core.mjs, the engine (core/index.ts) bundled by esbuild into one ES module
// with no dependencies and no Node-only API, and its type declarations under
// dist/types/ (tsc). Run by `npm pack` and `npm publish` (the `prepack` script);
// dist/ is not committed.
//
//   npm run build:lib

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(repo, 'dist');

async function main(): Promise<void> {
  rmSync(join(out, 'core.mjs'), { force: true });
  rmSync(join(out, 'types'), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    absWorkingDir: repo,
    entryPoints: ['core/index.ts'],
    outfile: 'dist/core.mjs',
    bundle: true,
    // Workers, browsers and Node alike: core uses no Node API.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    format: 'esm',
    charset: 'utf8',
    legalComments: 'eof',
    logLevel: 'warning',
  });
  // Declarations of core/index.ts and what it reaches, from a tsconfig beside the
  // repository's (same options; emitting declarations only).
  const tmp = mkdtempSync(join(tmpdir(), 'apply-preview-build-lib-'));
  let failed = false;
  try {
    const config = join(tmp, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(repo, 'tsconfig.json'),
        compilerOptions: {
          noEmit: false,
          // No @types/node: core runs in Workers and browsers too, and its declarations must not need it.
          types: [],
          declaration: true,
          emitDeclarationOnly: true,
          rootDir: join(repo, 'core'),
          outDir: join(out, 'types'),
        },
        include: [],
        files: [join(repo, 'core', 'index.ts')],
      }),
    );
    try {
      execFileSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config], {
        cwd: repo,
        stdio: 'inherit',
      });
    } catch {
      failed = true;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (failed) {
    console.error('build-lib: tsc failed on the declarations of core/index.ts (above)');
    process.exit(1);
  }
  console.log('dist/core.mjs and dist/types/ (declarations of core/index.ts) built');
}

await main();
