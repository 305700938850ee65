// What each Kubernetes version's built-in schemas cost, for `npm run bench` (and
// alone: `npx tsx test/bench/versions.ts`): the bytes of its generated difference
// module (k8s-<version>.diff.ts) and, in fresh Node processes importing core as one
// esbuild bundle (as the Worker and the Action ship it), the time to load that
// version (builtinTypesFor) and to resolve its first kind (apps/v1 Deployment).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUILTIN_VERSIONS, KUBERNETES_VERSION } from '../../core/schema/builtin/index.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Runs in the child, as plain JavaScript: argv = [module URL, version].
const CHILD = `
const core = await import(process.argv[2]);
const t0 = performance.now();
const types = await core.builtinTypesFor(process.argv[3]);
const t1 = performance.now();
const root = types.type('apps/v1', 'Deployment');
const t2 = performance.now();
if (root === null) throw new Error('no Deployment');
process.stdout.write(JSON.stringify({ load: t1 - t0, resolve: t2 - t1 }));
`;

const ENTRY = `export { builtinTypesFor } from './core/schema/builtin/index.ts';\n`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Report lines: per version, the diff module's bytes and the medians of `runs` fresh processes. */
export async function versionsReport(runs: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-versions-'));
  try {
    const file = join(dir, 'core.mjs');
    await build({
      stdin: { contents: ENTRY, resolveDir: repo, loader: 'ts', sourcefile: 'versions-entry.ts' },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile: file,
      logLevel: 'error',
    });
    const child = join(dir, 'child.mjs');
    writeFileSync(child, CHILD);
    const lines = [
      `Built-in schemas per Kubernetes version (load: builtinTypesFor in a fresh process, then the first resolve of apps/v1 Deployment; medians of ${runs}):`,
    ];
    for (const version of BUILTIN_VERSIONS) {
      let bytes = 'the base table, loaded with core';
      if (version !== KUBERNETES_VERSION) {
        const text = readFileSync(join(repo, 'core/schema/builtin', `k8s-${version}.diff.ts`));
        bytes = `diff ${(text.length / 1024).toFixed(1)} KiB, ${(gzipSync(text).length / 1024).toFixed(1)} KiB gzip`;
      }
      const results: { load: number; resolve: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const r = spawnSync(process.execPath, [child, pathToFileURL(file).href, version], {
          encoding: 'utf8',
        });
        if (r.status !== 0) throw new Error(`versions child failed: ${r.stderr.trim()}`);
        results.push(JSON.parse(r.stdout));
      }
      const ms = (f: (r: { load: number; resolve: number }) => number) => median(results.map(f)).toFixed(2);
      lines.push(
        `  ${version}  load ${ms((r) => r.load).padStart(6)} ms  resolve ${ms((r) => r.resolve).padStart(6)} ms  (${bytes})`,
      );
    }
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log((await versionsReport(7)).join('\n'));
}
