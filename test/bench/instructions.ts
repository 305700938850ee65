// `npm run bench:instructions`: how the engine's cost grows from the base size of
// each input family to ten times it, counted in instructions under valgrind's
// cachegrind rather than timed. The count is the same from run to run whatever
// else the machine does, so it shows the growth of the work itself; the timed
// growth table of `npm run bench` adds what caches and memory add on top. With
// --caches, cachegrind also simulates the first-level data cache and, as its
// last level, this processor's L2 (read from /sys): data misses there are reads
// from the L3 or memory, the part of the cost that grows with the size apart
// from the work.
//
//   npm run bench:instructions [-- --caches] [-- --family list]
//
// Slow: valgrind runs Node some 50 times slower, about 10 minutes in all
// (twice that with --caches). Not a test.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type BenchInput, LADDERS } from './inputs.ts';

const here = dirname(fileURLToPath(import.meta.url));

interface Counts {
  instructions: number;
  /** Data reads and writes that miss the first-level cache (--caches only). */
  d1Misses: number | null;
  /** Data reads and writes that miss the simulated L2 (--caches only). */
  llMisses: number | null;
}

/** The L2 cache of cpu0 as cachegrind's --LL wants it (`size,ways,line`), with its size for the report. */
function l2Cache(): { spec: string; label: string } {
  const dir = '/sys/devices/system/cpu/cpu0/cache/index2';
  try {
    const read = (f: string) => readFileSync(join(dir, f), 'utf8').trim();
    const kib = Number(read('size').replace(/K$/, ''));
    const ways = Number(read('ways_of_associativity'));
    const line = Number(read('coherency_line_size'));
    if (read('level') === '2' && kib > 0 && ways > 0 && line > 0)
      return { spec: `${kib * 1024},${ways},${line}`, label: `L2 ${kib} KiB` };
  } catch {
    // fall through: no /sys cache description on this machine
  }
  return { spec: '1048576,8,64', label: 'L2 1024 KiB (assumed)' };
}

// Replays counted per input: enough that the garbage collector's full collections,
// one every few replays, average out; fewer at the big size, whose replays are
// long. The warm-up gets the code optimized before counting.
const PLAN = { base: { warm: 20, count: 30 }, big: { warm: 4, count: 4 } };

function parseArgs(argv: string[]): { caches: boolean; family: string | null } {
  let caches = false;
  let family: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--caches') caches = true;
    else if (argv[i] === '--family' && i + 1 < argv.length) family = argv[++i];
    else {
      console.error('usage: npm run bench:instructions [-- --caches] [-- --family configmap|service|list]');
      process.exit(2);
    }
  }
  if (family !== null && !LADDERS.some((l) => l.family === family)) {
    console.error(`bench:instructions: no family ${family} (${LADDERS.map((l) => l.family).join(', ')})`);
    process.exit(2);
  }
  return { caches, family };
}

/** The number after `label` in cachegrind's summary (e.g. `I   refs:      1,234`). */
function summaryNumber(text: string, label: RegExp): number | null {
  const m = label.exec(text);
  return m === null ? null : Number(m[1].replaceAll(',', ''));
}

function cachegrind(
  replay: string,
  file: string,
  warm: number,
  count: number,
  caches: string | null,
): Promise<Counts> {
  const args = [
    '--tool=cachegrind',
    ...(caches === null ? ['--cache-sim=no'] : ['--cache-sim=yes', `--LL=${caches}`]),
    '--cachegrind-out-file=/dev/null',
    process.execPath,
    // One thread: V8's helper threads would make the count depend on scheduling.
    '--single-threaded',
    '--expose-gc',
    replay,
    file,
    String(warm),
    String(count),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const instructions = summaryNumber(err, /I\s+refs:\s+([\d,]+)/);
      if (code !== 0 || instructions === null) {
        reject(new Error(`valgrind failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' | ')}`));
        return;
      }
      resolve({
        instructions,
        d1Misses: summaryNumber(err, /D1\s+misses:\s+([\d,]+)/),
        llMisses: summaryNumber(err, /LLd misses:\s+([\d,]+)/),
      });
    });
  });
}

/** One replay's counts: two runs, without and with `count` counted replays, differenced. */
async function perReplay(
  replay: string,
  file: string,
  plan: { warm: number; count: number },
  caches: string | null,
) {
  const [without, withCount] = await Promise.all([
    cachegrind(replay, file, plan.warm, 0, caches),
    cachegrind(replay, file, plan.warm, plan.count, caches),
  ]);
  const per = (a: number | null, b: number | null) =>
    a === null || b === null ? null : (b - a) / plan.count;
  return {
    instructions: (withCount.instructions - without.instructions) / plan.count,
    d1Misses: per(without.d1Misses, withCount.d1Misses),
    llMisses: per(without.llMisses, withCount.llMisses),
  };
}

function millions(n: number | null): string {
  return n === null ? '-' : `${(n / 1e6).toFixed(n >= 1e9 ? 0 : 1)} M`;
}

function growth(a: number | null, b: number | null): string {
  return a === null || b === null || a <= 0 ? '-' : `${(b / a).toFixed(1)}x`;
}

async function main(): Promise<void> {
  const { caches, family } = parseArgs(process.argv.slice(2));
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    console.log(
      'bench:instructions: valgrind is not installed (Debian: apt-get install valgrind); nothing measured.',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-instructions-'));
  try {
    const replay = join(dir, 'replay.mjs');
    await build({
      entryPoints: [join(here, 'instructions-replay.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: replay,
      logLevel: 'error',
    });
    const l2 = caches ? l2Cache() : null;
    console.log(`${probe.stdout.trim()}, Node ${process.version}; per replay of each input's sequence`);
    if (l2 !== null)
      console.log(`simulated caches: cachegrind's D1, and as last level this machine's ${l2.label}`);
    const head = ['input', 'instructions', ...(caches ? ['D1 misses', 'L2 misses'] : [])];
    const rows: string[][] = [];
    const steps: string[][] = [];
    for (const ladder of LADDERS) {
      if (family !== null && ladder.family !== family) continue;
      const sizes = [ladder.sizes[2], ladder.sizes[4]];
      const counts = [];
      for (const [i, n] of sizes.entries()) {
        const input: BenchInput = ladder.make(n);
        const file = join(dir, `${input.name}.scenario.json`);
        writeFileSync(file, JSON.stringify(input.scenario));
        const c = await perReplay(replay, file, i === 0 ? PLAN.base : PLAN.big, l2?.spec ?? null);
        counts.push(c);
        rows.push([
          input.name,
          millions(c.instructions),
          ...(caches ? [millions(c.d1Misses), millions(c.llMisses)] : []),
        ]);
        console.log(`  counted ${input.name}`);
      }
      const [a, b] = counts;
      steps.push([
        `${ladder.family} ${sizes[0]} -> ${sizes[1]} ${ladder.unit}s`,
        growth(a.instructions, b.instructions),
        ...(caches ? [growth(a.d1Misses, b.d1Misses), growth(a.llMisses, b.llMisses)] : []),
      ]);
    }
    console.log(`\n${table(head, rows)}\n\nGrowth for 10x the size (linear: 10x; n log n: about 13x)\n`);
    console.log(table(['family', ...head.slice(1)], steps));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
