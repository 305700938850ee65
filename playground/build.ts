// Builds the playground page into playground/dist (served by the Worker as static
// assets, see wrangler.toml): index.html, playground.css and playground.js, one
// esbuild bundle of playground/src/main.ts with the engine, the YAML reader,
// marked, fflate and the examples (made here from the repository's scenarios).
// The output is committed, so `npm start` and a deploy need no build step.
//
//   npm run build:playground            # write playground/dist
//   npm run build:playground -- --check # exit 1 when playground/dist is not what the sources build

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { examples } from './examples.ts';

const root = new URL('./', import.meta.url);
const dist = new URL('dist/', root);

/** The budget of playground.js, gzip-compressed (checked by test/playground/bundle.test.ts). */
export const BUNDLE_BUDGET_GZIP = 211 * 1024;

export async function buildPlayground(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: [new URL('src/main.ts', root).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'eof',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [
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
  const js = result.outputFiles[0].text;
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
  ]);
}

export function gzipSize(text: string): number {
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await buildPlayground();
  const js = files.get('playground.js') ?? '';
  const size = `playground.js: ${(js.length / 1024).toFixed(1)} KiB, ${(gzipSize(js) / 1024).toFixed(1)} KiB gzip (budget ${BUNDLE_BUDGET_GZIP / 1024} KiB)`;
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
    if (stale.length > 0) {
      console.error(
        `playground/dist is out of date (${stale.join(', ')}): run npm run build:playground and commit playground/dist`,
      );
      process.exit(1);
    }
    console.log(`playground/dist is up to date; ${size}`);
  } else {
    mkdirSync(dist, { recursive: true });
    for (const [name, text] of files) writeFileSync(new URL(name, dist), text);
    console.log(`wrote playground/dist; ${size}`);
  }
  if (gzipSize(js) > BUNDLE_BUDGET_GZIP) {
    console.error('playground.js is over its gzip budget');
    process.exit(1);
  }
}
