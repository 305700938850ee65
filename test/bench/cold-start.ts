// Cold start for `npm run bench`: what a fresh process (a Worker isolate, the
// Action, a CLI run) pays before its first answer. Each run is a new Node process
// that imports core as one bundled ES module (built-in schemas included), resolves
// the Deployment schema, and applies a Deployment onto its live object (with
// managedFields); each phase is timed inside the child. Several runs, medians.
//
// The bundle is made with esbuild, as the Worker and the Action ship core; without
// esbuild the child imports the TypeScript sources through tsx, which adds
// transpiling to the import time (the report says so).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { deploymentInput } from './inputs.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The budget for resolving the Deployment schema from a cold start. */
const RESOLVE_BUDGET_MS = 20;

// Runs in the child, as plain JavaScript: argv = [module URL, input file].
const CHILD = `
import { readFileSync } from 'node:fs';
const input = JSON.parse(readFileSync(process.argv[3], 'utf8'));
const t0 = performance.now();
const core = await import(process.argv[2]);
const t1 = performance.now();
const schema = new core.SchemaResolver().resolve('apps/v1', 'Deployment');
const t2 = performance.now();
const r = core.apply(input.live, input.object, { manager: input.manager, schema: schema.root, now: input.now });
const t3 = performance.now();
if (!r.ok) throw new Error('first apply failed: ' + r.status.message);
process.stdout.write(JSON.stringify({ source: schema.source, start: t0, import: t1 - t0, resolve: t2 - t1, apply: t3 - t2 }));
`;

const ENTRY = `export { apply } from './core/index.ts';\nexport { SchemaResolver } from './core/schema/resolve.ts';\n`;

interface Run {
  source: string;
  start: number;
  import: number;
  resolve: number;
  apply: number;
}

/** Bundles core into `dir`; returns the module file and how it was made. */
async function bundle(dir: string): Promise<{ file: string; how: string; tsx: boolean }> {
  try {
    const esbuild = await import('esbuild');
    const file = join(dir, 'core.mjs');
    esbuild.buildSync({
      stdin: { contents: ENTRY, resolveDir: repo, loader: 'ts', sourcefile: 'cold-entry.ts' },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile: file,
      logLevel: 'error',
    });
    const bytes = readFileSync(file);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    return {
      file,
      how: `esbuild bundle of core, ${kb(statSync(file).size)} (${kb(gzipSync(bytes).length)} gzip)`,
      tsx: false,
    };
  } catch (e) {
    const file = join(dir, 'entry.ts');
    writeFileSync(file, ENTRY.replaceAll('./core/', `${pathToFileURL(join(repo, 'core')).href}/`));
    return {
      file,
      how: `TypeScript sources through tsx (no esbuild: ${(e as Error).message.split('\n')[0]})`,
      tsx: true,
    };
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Cold-start report lines: `runs` fresh processes, medians (and the range) per phase. */
export async function coldStartReport(runs: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-cold-'));
  try {
    const { file, how, tsx } = await bundle(dir);
    const child = join(dir, 'child.mjs');
    writeFileSync(child, CHILD);
    // kubectl's first apply of the bench Deployment onto its live object (3 containers, managedFields).
    const { scenario } = deploymentInput();
    const step = scenario.steps[0];
    const inputFile = join(dir, 'input.json');
    writeFileSync(
      inputFile,
      JSON.stringify({ live: scenario.live, object: step.object, manager: step.manager, now: scenario.now }),
    );
    const args = [...(tsx ? ['--import', 'tsx'] : []), child, pathToFileURL(file).href, inputFile];
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const r = spawnSync(process.execPath, args, { cwd: repo, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`cold-start child failed: ${r.stderr.trim()}`);
      results.push(JSON.parse(r.stdout) as Run);
    }
    const phase = (f: (r: Run) => number) => {
      const xs = results.map(f);
      return `${median(xs).toFixed(1).padStart(6)} ms  (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;
    };
    const resolveMs = median(results.map((r) => r.resolve));
    return [
      `Cold start, Deployment (${runs} fresh processes, median and range; ${how}):`,
      `  node start-up to first line     ${phase((r) => r.start)}`,
      `  import core + built-in schemas  ${phase((r) => r.import)}`,
      `  resolve apps/v1 Deployment      ${phase((r) => r.resolve)}  schema ${results[0].source}; budget ${RESOLVE_BUDGET_MS} ms: ${resolveMs < RESOLVE_BUDGET_MS ? 'within' : 'OVER'}`,
      `  first apply (kubectl, live)     ${phase((r) => r.apply)}`,
      `  import + resolve + apply        ${phase((r) => r.import + r.resolve + r.apply)}`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
