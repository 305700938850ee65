// Builds the Action's bundle, action/dist/index.js, with esbuild (one ESM file
// for Node 20+; the runner uses node24). `--check` builds in memory and fails
// when the committed bundle differs (CI runs it).
//
//   npm run build:action                write action/dist/index.js
//   npm run build:action -- --check      exit 1 when the committed bundle is stale
//   npm run build:action -- --committed  build from the last commit's files outside action/ and
//                                        gather/ (a shared checkout with others' unfinished edits)

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(repo, 'action', 'dist', 'index.js');

/** The bundle's text, built fresh (nothing written) from the sources under `root`. */
export async function buildBundle(root = repo): Promise<string> {
  const r = await build({
    absWorkingDir: root,
    // The --committed tree links node_modules: keep its paths (and the bundle's comments) as in the checkout.
    preserveSymlinks: root !== repo,
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
    // A name of its own: a bundled module may import createRequire too (fflate's Node build does).
    banner: {
      js: "import { createRequire as __bannerRequire } from 'node:module'; const require = __bannerRequire(import.meta.url);",
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

/** A copy of the last commit with the working tree's action/ and gather/ on top; node_modules linked. */
function committedTree(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'apply-preview-build-'));
  execFileSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C "${root}"`], { cwd: repo });
  for (const dir of ['action', 'gather']) {
    rmSync(join(root, dir), { recursive: true, force: true });
    cpSync(join(repo, dir), join(root, dir), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
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
  let text: string;
  if (process.argv.includes('--committed')) {
    const tree = committedTree();
    try {
      text = await buildBundle(tree.root);
    } finally {
      tree.cleanup();
    }
  } else text = await buildBundle();
  mkdirSync(dirname(BUNDLE), { recursive: true });
  writeFileSync(BUNDLE, text);
  console.log(`action/dist/index.js: ${(text.length / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
