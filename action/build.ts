// Builds the Action's bundle, action/dist/index.js, with esbuild (one ESM file
// for Node 20+; the runner uses node24). `--check` builds in memory and fails
// when the committed bundle differs (CI runs it).
//
//   npm run build:action            write action/dist/index.js
//   npm run build:action -- --check  exit 1 when the committed bundle is stale

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(repo, 'action', 'dist', 'index.js');

/** The bundle's text, built fresh (nothing written). */
export async function buildBundle(): Promise<string> {
  const r = await build({
    absWorkingDir: repo,
    entryPoints: ['action/index.ts'],
    outfile: 'action/dist/index.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    charset: 'utf8',
    legalComments: 'eof',
    write: false,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return r.outputFiles[0].text;
}

/** True when the committed bundle equals a fresh build. */
export async function bundleIsFresh(): Promise<boolean> {
  let committed = '';
  try {
    committed = readFileSync(BUNDLE, 'utf8');
  } catch {
    return false;
  }
  return committed === (await buildBundle());
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    if (!(await bundleIsFresh())) {
      console.error(
        'action/dist/index.js differs from a fresh build: run "npm run build:action" and commit it',
      );
      process.exit(1);
    }
    console.log('action/dist/index.js is up to date');
    return;
  }
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const text = await buildBundle();
  mkdirSync(dirname(BUNDLE), { recursive: true });
  writeFileSync(BUNDLE, text);
  console.log(`action/dist/index.js: ${(text.length / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
