// CLI start-up for `npm run bench`: `apply-preview simulate` of a one-step
// scenario (the first step of examples/scenario-configmap-conflict.json), from
// spawning the process to its exit, as a user runs it:
//
//   node + bundle   node cli/dist/apply-preview.mjs (the package's bin; target < 150 ms)
//   npx             npx apply-preview, from the repository (npm's own start-up added)
//   tsx sources     node --import tsx cli/main.ts (what bin/ ran before the bundle)
//   node alone      node -e '' (the floor: Node's own start-up)
//
// Each way runs a few times in fresh processes; median and range of the wall
// time, and for the node ways the process's CPU time (user + system, from a
// preloaded exit hook), which a machine busy with other work disturbs less.
// Alone: `npx tsx test/bench/startup.ts`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLE = join(repo, 'cli', 'dist', 'apply-preview.mjs');

/** The target for node running the bundle (issue 19). */
export const STARTUP_TARGET_MS = 150;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

interface Way {
  name: string;
  command: string;
  args: string[];
  runs: number;
  /** A node process of its own: its CPU time is reported too. */
  cpu: boolean;
}

// Preloaded into the node ways: the process's CPU time (µs), on stderr at exit.
const CPU_MARK = 'apply-preview-startup-cpu-us ';
const CPU_HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('${CPU_MARK}'+(u.user+u.system)+'\\n')})`;

interface Times {
  wall: number[];
  cpu: number[];
}

/** Wall and CPU times (ms) of `runs` fresh processes of one way; an error when one fails. */
function time(way: Way): Times {
  const t: Times = { wall: [], cpu: [] };
  const args = way.cpu ? ['--import', CPU_HOOK, ...way.args] : way.args;
  // One untimed run first: it pays for the file system cache, not start-up.
  for (let i = 0; i <= way.runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(way.command, args, {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`${way.name} failed (${r.status}): ${(r.stderr || r.stdout).trim()}`);
    if (i === 0) continue;
    t.wall.push(ms);
    const at = r.stderr.lastIndexOf(CPU_MARK);
    if (way.cpu && at >= 0) t.cpu.push(Number.parseInt(r.stderr.slice(at + CPU_MARK.length), 10) / 1000);
  }
  return t;
}

function stats(xs: number[]): string {
  return `${median(xs).toFixed(0).padStart(5)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
}

export function startupReport(runs = 7): string[] {
  if (!existsSync(BUNDLE)) return ['CLI start-up: no cli/dist/apply-preview.mjs (npm run build:cli)'];
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-startup-'));
  try {
    const example = JSON.parse(
      readFileSync(join(repo, 'examples', 'scenario-configmap-conflict.json'), 'utf8'),
    ) as { steps: unknown[] };
    const scenario = join(dir, 'one-step.json');
    writeFileSync(scenario, JSON.stringify({ ...example, steps: example.steps.slice(0, 1) }));
    const simulate = ['simulate', scenario];
    const few = Math.min(runs, 3);
    const ways: Way[] = [
      { name: 'node + bundle', command: process.execPath, args: [BUNDLE, ...simulate], runs, cpu: true },
      {
        name: 'npx',
        command: 'npx',
        args: ['--no-install', 'apply-preview', ...simulate],
        runs: few,
        cpu: false,
      },
      {
        name: 'tsx sources',
        command: process.execPath,
        args: ['--import', 'tsx', join(repo, 'cli', 'main.ts'), ...simulate],
        runs: few,
        cpu: true,
      },
      { name: 'node alone', command: process.execPath, args: ['-e', ''], runs, cpu: true },
    ];
    const lines = [
      'CLI start-up, simulate of one step (fresh processes, to exit; median and range):',
      `  ${'way'.padEnd(14)}  ${'wall time'.padEnd(18)}  ${'CPU time (node)'.padEnd(18)}  runs`,
    ];
    let bundle: { wall: number; cpu: number } | null = null;
    for (const way of ways) {
      let t: Times;
      try {
        t = time(way);
      } catch (e) {
        lines.push(
          `  ${way.name.padEnd(14)}  failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
        );
        continue;
      }
      if (way.name === 'node + bundle')
        bundle = { wall: median(t.wall), cpu: t.cpu.length > 0 ? median(t.cpu) : Number.NaN };
      const cpu = t.cpu.length > 0 ? stats(t.cpu) : '-';
      lines.push(
        `  ${way.name.padEnd(14)}  ${stats(t.wall).padEnd(18)}  ${cpu.padEnd(18)}  ${t.wall.length}`,
      );
    }
    if (bundle)
      lines.push(
        `  target: node + bundle under ${STARTUP_TARGET_MS} ms: ${bundle.wall < STARTUP_TARGET_MS ? 'met' : 'MISSED'} (wall ${bundle.wall.toFixed(0)} ms, CPU ${bundle.cpu.toFixed(0)} ms; on a busy machine the CPU time is the steadier figure)`,
      );
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(startupReport().join('\n'));
