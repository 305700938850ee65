// Builds the command line's bundle, cli/dist/apply-preview.mjs, with esbuild: one
// ESM file for Node 20+ with its dependencies inside, run by node as it is (the
// package's `bin`; no TypeScript compiler at run time). `--check` builds in memory
// and fails when the committed bundle differs (CI runs it).
//
//   npm run build:cli                  write cli/dist/apply-preview.mjs
//   npm run build:cli -- --check       exit 1 when the committed bundle is stale
//   npm run build:cli -- --committed   build from the last commit's files (a shared
//                                      checkout with others' unfinished edits)

import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_BUNDLE = join(repo, 'cli', 'dist', 'apply-preview.mjs');

// cli/main.ts reads the version from `../package.json` beside itself; the bundle
// sits one directory deeper (cli/dist/), so the same file is `../../package.json`.
const PACKAGE_JSON_FROM_SOURCE = "new URL('../package.json', import.meta.url)";
const PACKAGE_JSON_FROM_BUNDLE = "new URL('../../package.json', import.meta.url)";

function packageJsonPath(root: string): Plugin {
  const main = join(root, 'cli', 'main.ts');
  return {
    name: 'package-json-path',
    setup(b) {
      b.onLoad({ filter: /[\\/]cli[\\/]main\.ts$/ }, (args) => {
        if (resolve(args.path) !== main) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes(PACKAGE_JSON_FROM_SOURCE))
          return {
            errors: [
              { text: `cli/main.ts no longer reads ${PACKAGE_JSON_FROM_SOURCE}: update cli/build.ts` },
            ],
          };
        return {
          contents: text.replaceAll(PACKAGE_JSON_FROM_SOURCE, PACKAGE_JSON_FROM_BUNDLE),
          loader: 'ts',
        };
      });
    },
  };
}

/** The bundle's text, built fresh (nothing written) from the sources under `root`. */
export async function buildCliBundle(root = repo): Promise<string> {
  const r = await build({
    absWorkingDir: root,
    // The --committed tree links node_modules: keep its paths (and the bundle's comments) as in the checkout.
    preserveSymlinks: root !== repo,
    entryPoints: ['cli/main.ts'],
    outfile: 'cli/dist/apply-preview.mjs',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    charset: 'utf8',
    legalComments: 'eof',
    write: false,
    logLevel: 'warning',
    plugins: [packageJsonPath(root)],
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return r.outputFiles[0].text;
}

/** True when the committed bundle equals a fresh build. */
export async function cliBundleIsFresh(): Promise<boolean> {
  let committed = '';
  try {
    committed = readFileSync(CLI_BUNDLE, 'utf8');
  } catch {
    return false;
  }
  return committed === (await buildCliBundle());
}

/** A copy of the last commit, node_modules linked. */
function committedTree(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'apply-preview-build-cli-'));
  execFileSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C "${root}"`], { cwd: repo });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    if (!(await cliBundleIsFresh())) {
      console.error(
        'cli/dist/apply-preview.mjs differs from a fresh build: run "npm run build:cli" and commit it',
      );
      process.exit(1);
    }
    console.log('cli/dist/apply-preview.mjs is up to date');
    return;
  }
  let text: string;
  if (process.argv.includes('--committed')) {
    const tree = committedTree();
    try {
      text = await buildCliBundle(tree.root);
    } finally {
      tree.cleanup();
    }
  } else text = await buildCliBundle();
  mkdirSync(dirname(CLI_BUNDLE), { recursive: true });
  writeFileSync(CLI_BUNDLE, text);
  chmodSync(CLI_BUNDLE, 0o755);
  console.log(`cli/dist/apply-preview.mjs: ${(text.length / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
