// Builds the playground page into playground/dist (served by the Worker as static
// assets, see wrangler.toml): index.html, playground.css and playground.js, one
// esbuild bundle of playground/src/main.ts with the engine, the YAML reader,
// marked, fflate and the examples (made here from the repository's scenarios),
// and chunks/*.js: what the page imports only when it needs it (the built-in
// schemas of each Kubernetes version, the CEL evaluator of CRD rules) and the
// code those share with the page, which it imports at once.
// The output is committed, so `npm start` and a deploy need no build step.
//
//   npm run build:playground            # write playground/dist
//   npm run build:playground -- --check # exit 1 when playground/dist is not what the sources build

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { examples } from './examples.ts';

const root = new URL('./', import.meta.url);
const dist = new URL('dist/', root);

/** The budget of playground.js, gzip-compressed (checked by test/playground/bundle.test.ts). */
export const BUNDLE_BUDGET_GZIP = 210 * 1024;

/** The base table of the built-in schemas (Kubernetes 1.35), which the page loads after it renders. */
const BASE_TABLE = new URL('../core/schema/builtin/k8s-1.35.ts', root).pathname;

/**
 * The page's base table, a chunk of its own: core/schema/builtin/index.ts's import
 * of k8s-1.35.ts (and the page's `virtual:builtin-base`) get a module whose table
 * is empty until `loadBuiltinBase()` has imported the real one, which the page
 * awaits before its first preview. The Worker, the CLI and the Action import the
 * table at once.
 */
const lazyBuiltinBase: Plugin = {
  name: 'lazy-builtin-base',
  setup(b) {
    b.onResolve({ filter: /^virtual:builtin-base$/ }, () => ({ path: 'builtin-base', namespace: 'lazy' }));
    b.onResolve({ filter: /\/k8s-1\.35\.ts$/ }, (args) =>
      args.namespace === 'lazy' ? undefined : { path: 'builtin-base', namespace: 'lazy' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => {
      const version = /export const KUBERNETES_VERSION = '([^']+)'/.exec(
        readFileSync(BASE_TABLE, 'utf8'),
      )?.[1];
      if (version === undefined) throw new Error(`${BASE_TABLE} names no KUBERNETES_VERSION`);
      return {
        contents: [
          `export const KUBERNETES_VERSION = ${JSON.stringify(version)};`,
          'export let BUILTIN_SCHEMAS = { kinds: {}, definitions: {} };',
          'let loading;',
          'export function loadBuiltinBase() {',
          `  loading ??= import(${JSON.stringify(BASE_TABLE)}).then((m) => { BUILTIN_SCHEMAS = m.BUILTIN_SCHEMAS; });`,
          '  loading.catch(() => { loading = undefined; });',
          '  return loading;',
          '}',
        ].join('\n'),
        loader: 'js',
        resolveDir: new URL('../core/schema/builtin/', root).pathname,
      };
    });
  },
};

export async function buildPlayground(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: [new URL('src/main.ts', root).pathname],
    bundle: true,
    // Dynamic imports become chunks of their own, fetched when first used.
    splitting: true,
    outdir: dist.pathname,
    entryNames: 'playground',
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'eof',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [
      lazyBuiltinBase,
      {
        name: 'examples',
        setup(b) {
          b.onResolve({ filter: /^virtual:examples$/ }, () => ({ path: 'examples', namespace: 'virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
            contents: `export default ${JSON.stringify(examples())};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const outputs = new Map(result.outputFiles.map((f) => [relative(dist.pathname, f.path), f.text]));
  const js = outputs.get('playground.js');
  if (js === undefined) throw new Error(`esbuild wrote no playground.js (${[...outputs.keys()].join(', ')})`);
  outputs.delete('playground.js');
  const css = readFileSync(new URL('src/style.css', root), 'utf8');
  const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);
  // Versioned names in the page, so a browser never pairs a new page with an old script.
  const html = readFileSync(new URL('src/index.html', root), 'utf8')
    .replace('playground.js"', `playground.js?v=${hash(js)}"`)
    .replace('playground.css"', `playground.css?v=${hash(css)}"`);
  return new Map([
    ['index.html', html],
    ['playground.css', css],
    ['playground.js', js],
    ...[...outputs].sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
}

/** The chunk files playground/dist holds now. */
function chunksInDist(): string[] {
  try {
    return readdirSync(new URL('chunks/', dist)).map((f) => `chunks/${f}`);
  } catch {
    return [];
  }
}

export function gzipSize(text: string): number {
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

/**
 * What the page loads before it runs, gzip-compressed: playground.js and the chunks
 * it imports statically (not those it imports dynamically, the Kubernetes versions').
 */
export function pageGzipSize(files: ReadonlyMap<string, string>): number {
  const js = files.get('playground.js') ?? '';
  let size = gzipSize(js);
  for (const chunk of staticChunks(js)) size += gzipSize(files.get(chunk) ?? '');
  return size;
}

/**
 * The chunks a script imports at once (`import{a as $e}from"./chunks/x.js"`), by
 * path under dist; minified names may hold `$`.
 */
export function staticChunks(js: string): string[] {
  return [...js.matchAll(/\bimport\s*(?:[\w$,{}\s*]+from\s*)?"\.\/(chunks\/[^"]+)"/g)].map((m) => m[1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await buildPlayground();
  const js = files.get('playground.js') ?? '';
  const size = `playground.js: ${(js.length / 1024).toFixed(1)} KiB, ${(pageGzipSize(files) / 1024).toFixed(1)} KiB gzip with the chunks it imports at once (budget ${BUNDLE_BUDGET_GZIP / 1024} KiB)`;
  if (process.argv.includes('--check')) {
    const stale: string[] = [];
    for (const [name, text] of files) {
      let now = '';
      try {
        now = readFileSync(new URL(name, dist), 'utf8');
      } catch {
        now = '';
      }
      if (now !== text) stale.push(name);
    }
    for (const name of chunksInDist()) if (!files.has(name)) stale.push(`${name} (not built any more)`);
    if (stale.length > 0) {
      console.error(
        `playground/dist is out of date (${stale.join(', ')}): run npm run build:playground and commit playground/dist`,
      );
      process.exit(1);
    }
    console.log(`playground/dist is up to date; ${size}`);
  } else {
    mkdirSync(new URL('chunks/', dist), { recursive: true });
    for (const name of chunksInDist()) if (!files.has(name)) rmSync(new URL(name, dist));
    for (const [name, text] of files) writeFileSync(new URL(name, dist), text);
    console.log(`wrote playground/dist; ${size}`);
  }
  if (pageGzipSize(files) > BUNDLE_BUDGET_GZIP) {
    console.error('playground.js is over its gzip budget');
    process.exit(1);
  }
}
