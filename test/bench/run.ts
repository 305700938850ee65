// `npm run bench`: our engine against the Go library (structured-merge-diff, via
// the oracle in ../shared/oracle) on generated inputs. See README.md beside this
// file for how to read the numbers.
//
//   npm run bench [-- --quick] [-- --keep] [-- --target-ms 1500] [-- --rounds 3] [-- --no-go]

import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, type SimulateResult, scenarioSchema, simulate } from '../../core/simulate.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue } from '../../core/value.ts';
import { workerBundleReport } from './bundle.ts';
import { clientSideReport } from './clientside.ts';
import { coldStartReport } from './cold-start.ts';
import { crdValidationReport } from './crd-validation.ts';
import { defaultsReport } from './defaults.ts';
import { fieldsV1Report } from './fieldsv1.ts';
import { copyFloor, growthReport } from './growth.ts';
import { heavyCrdInput, heavySchemaReport } from './heavy-crd.ts';
import { allInputs, type BenchInput } from './inputs.ts';
import { serializedReport } from './serialized.ts';
import { startupReport } from './startup.ts';
import { validationReport } from './validation.ts';
import { versionsReport } from './versions.ts';
import { yamlReport } from './yaml.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Options {
  targetNs: number;
  keep: boolean;
  go: boolean;
  /** Times each input is measured, in rounds over all inputs; the fastest is kept. */
  rounds: number;
}

function parseOptions(argv: string[]): Options {
  const o: Options = { targetNs: 1.5e9, keep: false, go: true, rounds: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--keep') o.keep = true;
    else if (a === '--no-go') o.go = false;
    else if (a === '--quick') o.targetNs = 0.3e9;
    else if (a === '--target-ms' && i + 1 < argv.length) o.targetNs = Number(argv[++i]) * 1e6;
    else if (a === '--rounds' && i + 1 < argv.length) o.rounds = Number(argv[++i]);
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: npm run bench [-- --quick] [-- --keep] [-- --target-ms MS] [-- --rounds N] [-- --no-go]',
      );
      process.exit(0);
    } else {
      console.error(`bench: unknown argument ${a}`);
      process.exit(2);
    }
  }
  if (!(o.targetNs > 0)) {
    console.error('bench: --target-ms must be a positive number');
    process.exit(2);
  }
  if (!Number.isInteger(o.rounds) || o.rounds < 1 || o.rounds > 10) {
    console.error('bench: --rounds must be a whole number from 1 to 10');
    process.exit(2);
  }
  return o;
}

// ---------------------------------------------------------------------------
// The oracle

function executable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(cmd: string): boolean {
  return (process.env.PATH ?? '').split(':').some((d) => d !== '' && executable(join(d, cmd)));
}

/** The oracle binary, or a note saying why there is none. */
function findOracle(): { bin: string } | { note: string } {
  const env = process.env.ORACLE_BIN;
  if (env) return executable(env) ? { bin: env } : { note: `ORACLE_BIN=${env} is not an executable file` };
  const shared = join(repo, '..', 'shared', 'oracle', 'oracle');
  if (executable(shared)) return { bin: shared };
  const cached = join(repo, '.cache', 'oracle');
  if (executable(cached)) return { bin: cached };
  const build = join(repo, '..', 'shared', 'oracle', 'build.sh');
  if (!existsSync(build))
    return { note: 'no oracle (set ORACLE_BIN, or put ../shared/oracle beside the repository)' };
  if (!onPath('go')) return { note: `no oracle binary and no Go toolchain to build it (${build})` };
  console.log(`building the oracle: sh ${build} -o .cache/oracle`);
  mkdirSync(join(repo, '.cache'), { recursive: true });
  const r = spawnSync('sh', [build, '-o', cached], { cwd: repo, encoding: 'utf8' });
  if (r.status === 0 && executable(cached)) return { bin: cached };
  const why = `${r.stderr ?? ''}${r.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
  return { note: `building the oracle failed: ${why}` };
}

const MAX_BUFFER = 1 << 30;

interface OracleStep {
  ok: boolean;
  object?: JsonObject;
  error?: string;
}

function oracleRun(bin: string, file: string): OracleStep[] {
  const r = spawnSync(bin, ['--compact'], {
    input: readInput(file),
    maxBuffer: MAX_BUFFER,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`oracle failed on ${file}: ${r.stderr.trim()}`);
  const out = JSON.parse(r.stdout) as { steps: OracleStep[] };
  return out.steps;
}

interface OracleBench {
  nsPerSequence: number;
  iterations: number;
  outputStable: boolean;
  goVersion: string;
}

function oracleBench(bin: string, file: string, iterations: number, warmup?: number): OracleBench {
  const args = ['bench', '--core', '--iterations', String(iterations)];
  if (warmup !== undefined) args.push('--warmup', String(warmup));
  const r = spawnSync(bin, args, { input: readInput(file), maxBuffer: MAX_BUFFER, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`oracle bench failed on ${file}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout) as OracleBench;
}

const inputsText = new Map<string, string>();

function readInput(file: string): string {
  const t = inputsText.get(file);
  if (t === undefined) throw new Error(`not written: ${file}`);
  return t;
}

// ---------------------------------------------------------------------------
// Our engine, in process

// Each input is timed in a fresh process (this file with --measure), so that
// inputs measured earlier (their heap, the code shapes they trained) do not
// slow down the ones after them; the timing itself is in that process, around
// direct calls of `simulate`.

interface Timing {
  ns: number;
  iterations: number;
  /** One replay of the copy floor (growth.ts) on the same scenario. */
  floorNs: number;
}

/** Calibrated time of `fn` in ns: about `targetNs` of calls after a warm-up. */
function timeLoop(fn: () => unknown, targetNs: number): { ns: number; iterations: number } {
  // Calibrate: one cold call; when it is short, a few more to warm the code, then time one.
  let t0 = process.hrtime.bigint();
  fn();
  let one = Number(process.hrtime.bigint() - t0);
  if (one < targetNs / 3) {
    for (let i = 0; i < 3; i++) fn();
    t0 = process.hrtime.bigint();
    fn();
    one = Number(process.hrtime.bigint() - t0);
  }
  const iterations = Math.max(1, Math.min(1_000_000, Math.round(targetNs / Math.max(one, 1))));
  const warmup = Math.min(iterations, 100);
  for (let i = 0; i < warmup; i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  return { ns: Number(process.hrtime.bigint() - start) / iterations, iterations };
}

function measure(file: string, targetNs: number): Timing {
  const s = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
  const type = scenarioSchema(s);
  const ours = timeLoop(() => simulate(s, type), targetNs);
  const floor = timeLoop(() => copyFloor(s), Math.min(targetNs, 0.3e9));
  return { ...ours, floorNs: floor.ns };
}

function timeOurs(file: string, targetNs: number): Timing {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', self, '--measure', file, '--target-ms', String(targetNs / 1e6)],
    {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: MAX_BUFFER,
    },
  );
  if (r.status !== 0) throw new Error(`measuring ${file} failed: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout) as Timing;
}

function timeOracle(bin: string, file: string, targetNs: number, runNs: number): OracleBench {
  // The check run (start-up, schema, one replay with output) bounds one replay from above;
  // when it is already long, skip the probe.
  if (runNs >= targetNs / 3) {
    const iterations = Math.max(1, Math.round(targetNs / runNs));
    return oracleBench(bin, file, iterations, Math.min(iterations, 100));
  }
  const probe = oracleBench(bin, file, 2, 1);
  const iterations = Math.max(
    1,
    Math.min(1_000_000, Math.round(targetNs / Math.max(probe.nsPerSequence, 1))),
  );
  return oracleBench(bin, file, iterations);
}

// ---------------------------------------------------------------------------
// Comparing results

function withoutManagedFields(obj: JsonObject): JsonObject {
  if (!isObject(obj.metadata) || !Object.hasOwn(obj.metadata, 'managedFields')) return obj;
  const meta = { ...obj.metadata };
  delete meta.managedFields;
  return { ...obj, metadata: meta };
}

/** The first path where two JSON values differ. */
function firstDifference(a: JsonValue | undefined, b: JsonValue | undefined, path = ''): string | null {
  if (deepEqual(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path || '.'}: ${a.length} items vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
  }
  if (isObject(a) && isObject(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  const show = (v: JsonValue | undefined) => (v === undefined ? 'absent' : JSON.stringify(v).slice(0, 80));
  return `${path || '.'}: ${show(a)} vs ${show(b)}`;
}

/** Warnings when the engines disagree (a failed step, a different object). */
function compare(ours: SimulateResult, go: OracleStep[]): string[] {
  const out: string[] = [];
  if (ours.steps.length !== go.length) return [`${ours.steps.length} steps vs the oracle's ${go.length}`];
  ours.steps.forEach((s, i) => {
    const g = go[i];
    if (!s.ok) out.push(`step ${i + 1} failed here: ${s.status.message}`);
    if (!g.ok) out.push(`step ${i + 1} failed in the oracle: ${g.error ?? '?'}`);
    if (s.ok && g.ok) {
      const d = firstDifference(withoutManagedFields(s.object), g.object);
      if (d) out.push(`step ${i + 1}: objects differ (ours vs Go) at ${d}`);
    }
  });
  return out;
}

// ---------------------------------------------------------------------------
// Report

interface Row {
  input: BenchInput;
  steps: number;
  ours: Timing;
  go: OracleBench | null;
  warnings: string[];
  /** One untimed oracle run of the input (its iteration count is sized from it). */
  runNs: number;
}

function fmtNs(ns: number): string {
  if (ns >= 1e9) return `${(ns / 1e9).toFixed(2)} s`;
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(1)} µs`;
  return `${ns.toFixed(0)} ns`;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const oracle = opts.go ? findOracle() : { note: 'Go column skipped (--no-go)' };
  const bin = 'bin' in oracle ? oracle.bin : null;

  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-bench-'));
  const genStart = Date.now();
  const { base, scaled, ladders } = allInputs();
  base.push(heavyCrdInput());
  const inputs = [...base, ...scaled.map(([, big]) => big)];
  for (const l of ladders) for (const inp of l.inputs) if (!inputs.includes(inp)) inputs.push(inp);
  for (const inp of inputs) {
    const ours = join(dir, `${inp.name}.scenario.json`);
    const go = join(dir, `${inp.name}.oracle.json`);
    writeFileSync(ours, JSON.stringify(inp.scenario));
    const goText = JSON.stringify(inp.oracle);
    writeFileSync(go, goText);
    inputsText.set(go, goText);
  }
  console.log(
    `inputs: ${inputs.length} generated in ${dir} (${((Date.now() - genStart) / 1000).toFixed(1)} s)`,
  );
  console.log(`oracle: ${bin ?? `none (${'note' in oracle ? oracle.note : ''})`}`);
  const roundsText = opts.rounds > 1 ? `, ${opts.rounds} rounds (the fastest of each input kept)` : '';
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}; ~${(opts.targetNs / 1e9).toFixed(1)} s a measurement${roundsText}\n`,
  );

  const rows = new Map<string, Row>();
  for (const inp of inputs) {
    const result = simulate(inp.scenario);
    const warnings: string[] = [];
    const failed = result.steps.findIndex((s) => !s.ok);
    if (failed >= 0) warnings.push(`our step ${failed + 1} failed`);
    let go: OracleBench | null = null;
    const goFile = join(dir, `${inp.name}.oracle.json`);
    let runNs = 0;
    if (bin) {
      const t0 = process.hrtime.bigint();
      const goSteps = oracleRun(bin, goFile);
      runNs = Number(process.hrtime.bigint() - t0);
      warnings.push(...compare(result, goSteps));
    }
    const ours = timeOurs(join(dir, `${inp.name}.scenario.json`), opts.targetNs);
    if (bin) {
      go = timeOracle(bin, goFile, opts.targetNs, runNs);
      if (!go.outputStable) warnings.push('the oracle reported outputStable=false');
    }
    const row: Row = { input: inp, steps: inp.scenario.steps.length, ours, go, warnings, runNs };
    rows.set(inp.name, row);
    const goText = go ? `, Go ${fmtNs(go.nsPerSequence)} (${go.iterations}x)` : '';
    console.log(`  ${inp.name}: ours ${fmtNs(ours.ns)} (${ours.iterations}x)${goText}`);
    for (const w of warnings) console.log(`  WARNING ${inp.name}: ${w}`);
  }
  // Further rounds, all inputs again in the same order: on a machine shared with
  // others, a slow spell then hits one round of an input, not its fastest.
  for (let round = 2; round <= opts.rounds; round++) {
    console.log(`round ${round}:`);
    for (const inp of inputs) {
      const row = rows.get(inp.name)!;
      const ours = timeOurs(join(dir, `${inp.name}.scenario.json`), opts.targetNs);
      if (ours.ns < row.ours.ns) row.ours = ours;
      let goText = '';
      if (bin && row.go) {
        const go = timeOracle(bin, join(dir, `${inp.name}.oracle.json`), opts.targetNs, row.runNs);
        if (go.nsPerSequence < row.go.nsPerSequence) row.go = go;
        goText = `, Go ${fmtNs(go.nsPerSequence)}`;
      }
      console.log(`  ${inp.name}: ours ${fmtNs(ours.ns)}${goText}`);
    }
  }

  const ratio = (r: Row) => (r.go ? (r.go.nsPerSequence / r.ours.ns).toFixed(2) : '-');
  console.log('\nTime per sequence (all steps of the input, one replay); Go/ours > 1: we are faster.\n');
  console.log(
    table(
      ['input', 'steps', 'ours ns/op', 'Go ns/op', 'Go/ours'],
      base.map((b) => {
        const r = rows.get(b.name)!;
        return [
          b.name,
          String(r.steps),
          Math.round(r.ours.ns).toLocaleString('en-US'),
          r.go ? r.go.nsPerSequence.toLocaleString('en-US') : '-',
          ratio(r),
        ];
      }),
    ),
  );
  console.log('\nScaling: the same sequences with 10x the items (10.0 = linear).\n');
  console.log(
    table(
      ['input', 'ours ns/op', 'ours(10x)/ours(1x)', 'Go ns/op', 'Go(10x)/Go(1x)', 'Go/ours'],
      scaled.map(([small, big]) => {
        const s = rows.get(small.name)!;
        const b = rows.get(big.name)!;
        return [
          big.name,
          Math.round(b.ours.ns).toLocaleString('en-US'),
          (b.ours.ns / s.ours.ns).toFixed(1),
          b.go ? b.go.nsPerSequence.toLocaleString('en-US') : '-',
          b.go && s.go ? (b.go.nsPerSequence / s.go.nsPerSequence).toFixed(1) : '-',
          ratio(b),
        ];
      }),
    ),
  );
  const byName = (family: string, n: number) => rows.get(`${family}-${n}`);
  console.log(
    `\n${growthReport(
      ladders.map((l) => l.ladder),
      (l, n) => {
        const r = byName(l.family, n);
        return r && { ours: r.ours.ns, go: r.go?.nsPerSequence ?? null, floor: r.ours.floorNs };
      },
      table,
    ).join('\n')}`,
  );
  const allWarnings = [...rows.values()].reduce((n, r) => n + r.warnings.length, 0);
  if (!bin)
    console.log(`\nGo column skipped, Go/ours ratios unavailable: ${'note' in oracle ? oracle.note : ''}`);
  else {
    const goVersion = [...rows.values()].find((r) => r.go)?.go?.goVersion ?? '?';
    console.log(
      `\nGo: structured-merge-diff v4.1.2 (${goVersion}), oracle bench --core. ${allWarnings === 0 ? 'Both engines agree on every step.' : `${allWarnings} warning(s) above.`}`,
    );
  }
  if (opts.keep) {
    console.log(`inputs kept in ${dir}; replay one with:`);
    console.log(`  npx apply-preview simulate --bench 100 ${join(dir, `${base[0].name}.scenario.json`)}`);
    if (bin)
      console.log(`  ${bin} bench --core --iterations 100 < ${join(dir, `${base[0].name}.oracle.json`)}`);
  } else rmSync(dir, { recursive: true, force: true });
  console.log(`\n${heavySchemaReport()}`);
  console.log(`\n${(await coldStartReport(opts.targetNs < 1e9 ? 3 : 7)).join('\n')}`);
  console.log(`\n${(await versionsReport(opts.targetNs < 1e9 ? 3 : 7)).join('\n')}`);
  console.log(`\n${startupReport(opts.targetNs < 1e9 ? 3 : 7).join('\n')}`);
  console.log(`\n${fieldsV1Report().join('\n')}`);
  console.log(`\n${yamlReport().join('\n')}`);
  console.log(`\n${defaultsReport(opts.targetNs).join('\n')}`);
  console.log(`\n${validationReport(opts.targetNs).join('\n')}`);
  console.log(`\n${serializedReport(opts.targetNs).join('\n')}`);
  console.log(`\n${crdValidationReport(opts.targetNs).join('\n')}`);
  console.log(`\n${clientSideReport(opts.targetNs).join('\n')}`);
  console.log(`\n${workerBundleReport().join('\n')}`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const measureAt = process.argv.indexOf('--measure');
if (measureAt >= 0) {
  const targetAt = process.argv.indexOf('--target-ms');
  const targetNs = targetAt >= 0 ? Number(process.argv[targetAt + 1]) * 1e6 : 1.5e9;
  process.stdout.write(`${JSON.stringify(measure(process.argv[measureAt + 1], targetNs))}\n`);
} else await main();
