// `npm run bench:load`: the Worker under load, driven from this process with
// autocannon: POST /v1/preview of one Deployment (3 containers, 3 managers in its
// managedFields, kubectl applying a new image) at 1 and at 50 concurrent clients,
// plus GET /healthz at 1 client as the runtime's own cost per request. Three ways
// to start the Worker locally, all in workerd (the runtime of production):
//
//   workerd    the bundle `npm run deploy` uploads (wrangler deploy --dry-run),
//              served by the workerd binary itself from a config written from
//              wrangler.toml: nothing in front of the Worker, as on Cloudflare
//   miniflare  the same bundle in Miniflare (wrangler's local runtime), which
//              routes each request through its own entry Worker first
//   dev        `wrangler dev`, which puts its development proxy in front as well
//
// Prints requests/s, p50/p99 latency, errors, and CPU time per request: the
// workerd processes' CPU (HTTP, JSON, routing and the engine) divided by the
// requests served, next to the engine alone (previewObject in this process).
// Not a test: it never fails on speed.
//
//   npm run bench:load [-- --duration 10] [-- --mode workerd|miniflare|dev|all] [-- --port 8799]
//
// Targets (issue 5): under 1 ms CPU per Deployment preview; p99 under 10 ms
// locally at 50 concurrent clients; zero errors.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import type { OperationResult } from '../../core/managed/types.ts';
import { previewObject } from '../../core/preview/report.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE =
  'usage: npm run bench:load [-- --duration S] [-- --mode workerd|miniflare|dev|all] [-- --port N]';
// Every argument is a known option with its value; anything else gets the usage, not a run.
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '-h' || a === '--help') {
    console.log(USAGE);
    process.exit(0);
  }
  if (!['--duration', '--mode', '--port'].includes(a) || i + 1 >= process.argv.length) {
    console.error(`bench:load: unexpected argument ${a}\n${USAGE}`);
    process.exit(2);
  }
  i++;
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const v = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!(v > 0)) {
    console.error(`bench:load: --${name} must be a positive number`);
    process.exit(2);
  }
  return v;
}

const DURATION = option('duration', 10);
type Mode = 'workerd' | 'miniflare' | 'dev';
const MODES: Mode[] = ['workerd', 'miniflare', 'dev'];
const MODE = (() => {
  const at = process.argv.indexOf('--mode');
  const m = at >= 0 ? process.argv[at + 1] : 'all';
  if (m !== 'all' && !MODES.includes(m as Mode)) {
    console.error('bench:load: --mode must be workerd, miniflare, dev or all');
    process.exit(2);
  }
  return m as Mode | 'all';
})();
const PORT = option('port', 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const NOW = '2026-01-01T00:00:00Z';
// ---------------------------------------------------------------------------
// The request: a Deployment as three managers left it, and kubectl's next apply.

function container(name: string, image: string, port: number, env: number): JsonObject {
  return {
    name,
    image,
    ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
    env: Array.from({ length: env }, (_, i) => ({ name: `VAR_${i}`, value: `value-${i}` })),
    resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
    readinessProbe: { httpGet: { path: '/healthz', port }, periodSeconds: 10 },
  };
}

function manifest(image: string, replicas: boolean): JsonObject {
  const spec: JsonObject = {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: {
        containers: [
          container('app', image, 8080, 8),
          container('metrics', 'registry.example.com/exporter:0.9.1', 9100, 3),
          container('logs', 'registry.example.com/shipper:2.4.0', 9200, 4),
        ],
      },
    },
  };
  if (replicas) spec.replicas = 3;
  return { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'default' }, spec };
}

function must(r: OperationResult): JsonObject {
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

function deploymentRequest(): { live: JsonObject; intent: JsonObject } {
  const schema = new SchemaResolver().resolve('apps/v1', 'Deployment').root;
  let live = must(apply(null, manifest('web:1.0.0', true), { manager: 'kubectl', now: NOW, schema }));
  const scaled = { ...live, spec: { ...(live.spec as JsonObject), replicas: 7 } };
  live = must(update(live, scaled, { manager: 'horizontal-pod-autoscaler', now: NOW, schema }));
  const sidecar = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: { template: { spec: { containers: [{ name: 'proxy', image: 'proxy:1.20' }] } } },
  };
  live = must(apply(live, sidecar, { manager: 'sidecar-injector', now: NOW, schema }));
  return { live, intent: manifest('web:1.1.0', false) };
}

// ---------------------------------------------------------------------------
// The Worker and its CPU time

function startDev(): ChildProcess {
  return spawn(
    process.execPath,
    [
      join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--log-level',
      'warn',
    ],
    {
      cwd: repo,
      env: { ...process.env, ...WRANGLER_QUIET_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** A Worker served by a child process: its output kept for the message if it dies early. */
async function served(what: string, child: ChildProcess, root: number, cleanup = () => {}): Promise<Server> {
  let stopping = false;
  let log = '';
  const keep = (d: Buffer) => {
    log += d;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${what} exited (${code}):\n${log}`);
      process.exit(1);
    }
  });
  await waitReady();
  return {
    root,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      cleanup();
    },
  };
}

interface Server {
  /** The process whose workerd descendants serve the Worker. */
  root: number;
  stop(): Promise<void>;
}

interface MiniflareLike {
  ready: Promise<URL>;
  dispose(): Promise<void>;
}

/** The bundle `npm run deploy` would upload, in a new temporary directory. */
function buildBundle(): string {
  const out = mkdtempSync(join(tmpdir(), 'apply-preview-load-'));
  const built = spawnSync(
    process.execPath,
    [join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', out],
    { cwd: repo, env: { ...process.env, ...WRANGLER_QUIET_ENV }, encoding: 'utf8' },
  );
  if (built.status !== 0)
    throw new Error(`wrangler deploy --dry-run failed:\n${built.stdout}${built.stderr}`);
  return out;
}

const TOML = readFileSync(join(repo, 'wrangler.toml'), 'utf8');
const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(TOML)?.[1] ?? '2026-04-26';

/** wrangler.toml's [vars] (plain `NAME = "value"` lines, as ours are written). */
function tomlVars(): [string, string][] {
  const section = /^\[vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(TOML)?.[1] ?? '';
  return [...section.matchAll(/^([A-Z_][A-Z0-9_]*)\s*=\s*"([^"\\]*)"/gm)].map((m) => [m[1], m[2]]);
}

// wrangler pins Miniflare, and Miniflare pins workerd: resolve them the same way.
const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
const fromMiniflare = createRequire(fromWrangler.resolve('miniflare'));

/** The bundle served by the workerd binary, from a config equivalent to wrangler.toml. */
async function startWorkerd(): Promise<Server> {
  const out = buildBundle();
  const bindings = tomlVars()
    .map(([k, v]) => `(name = ${JSON.stringify(k)}, text = ${JSON.stringify(v)})`)
    .join(', ');
  writeFileSync(
    join(out, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${PORT}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "${COMPATIBILITY_DATE}",
  bindings = [ ${bindings} ],
);
`,
  );
  const bin = ((await import(pathToFileURL(fromMiniflare.resolve('workerd')).href)) as { default: string })
    .default;
  const child = spawn(bin, ['serve', join(out, 'config.capnp')], { stdio: ['ignore', 'ignore', 'pipe'] });
  return served('workerd', child, process.pid, () => rmSync(out, { recursive: true, force: true }));
}

/** The same bundle in Miniflare, which puts its entry Worker in front. */
async function startMiniflare(): Promise<Server> {
  const out = buildBundle();
  const { Miniflare } = fromWrangler('miniflare') as {
    Miniflare: new (opts: Record<string, unknown>) => MiniflareLike;
  };
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(out, 'worker.js'),
    modulesRoot: out,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: Object.fromEntries(tomlVars()),
    host: '127.0.0.1',
    port: PORT,
  });
  await mf.ready;
  return {
    root: process.pid,
    stop: async () => {
      await mf.dispose();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

async function start(mode: Mode): Promise<Server> {
  if (mode === 'workerd') return startWorkerd();
  if (mode === 'miniflare') return startMiniflare();
  const child = startDev();
  return served('wrangler dev', child, child.pid!);
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the Worker did not answer on ${BASE}`);
}

const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

interface Proc {
  pid: number;
  ppid: number;
  name: string;
  cpuMs: number;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' ');
      out.push({
        pid: Number(d),
        ppid: Number(f[1]),
        name,
        cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
      });
    } catch {
      // gone
    }
  }
  return out;
}

/** CPU time (ms) of the workerd processes under `root`. */
function workerdCpuMs(root: number): number {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    for (const c of children.get(pid) ?? []) {
      if (c.name.startsWith('workerd')) total += c.cpuMs;
      stack.push(c.pid);
    }
  }
  return total;
}

// ---------------------------------------------------------------------------

interface Row {
  mode: string;
  request: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(
  root: number,
  path: string,
  body: string | null,
  connections: number,
  duration: number,
): Promise<Omit<Row, 'mode' | 'request'>> {
  const latencies: number[] = [];
  const cpu0 = workerdCpuMs(root);
  const instance = autocannon({
    url: `${BASE}${path}`,
    method: body === null ? 'GET' : 'POST',
    headers: body === null ? {} : { 'Content-Type': 'application/json' },
    ...(body === null ? {} : { body }),
    connections,
    duration,
    timeout: 10,
  });
  instance.on('response', (_c, _status, _bytes, ms) => {
    latencies.push(ms);
  });
  const r = await instance;
  const cpu = workerdCpuMs(root) - cpu0;
  latencies.sort((a, b) => a - b);
  const requests = r.requests.total;
  return {
    connections,
    requests,
    rps: requests / (r.duration || duration),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMsPerRequest: requests > 0 ? cpu / requests : Number.NaN,
  };
}

function engineCpuMs(item: { live: JsonObject; intent: JsonObject }): number {
  const opts = { fieldManager: 'kubectl', now: NOW };
  for (let i = 0; i < 300; i++) previewObject(item, opts);
  const n = 2000;
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) previewObject(item, opts);
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000 / n;
}

function table(rows: Row[]): string {
  const header = [
    'worker',
    'request',
    'clients',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'CPU ms/req',
  ];
  const lines = rows.map((r) => [
    r.mode,
    r.request,
    String(r.connections),
    String(r.requests),
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.errors),
    r.cpuMsPerRequest.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(fmt)].join('\n');
}

async function main(): Promise<void> {
  const item = deploymentRequest();
  const body = JSON.stringify({ fieldManager: 'kubectl', now: NOW, items: [item] });
  const modes: Mode[] = MODE === 'all' ? MODES : [MODE];
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}; ${DURATION} s a run; Worker on ${BASE}`,
  );
  const rows: Row[] = [];
  for (const mode of modes) {
    const server = await start(mode);
    const onSigint = () => {
      void server.stop().finally(() => process.exit(130));
    };
    process.once('SIGINT', onSigint);
    try {
      await waitReady();
      const check = await fetch(`${BASE}/v1/preview`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      const report = (await check.json()) as { objects: { action: string; changes: unknown[] }[] };
      const o = report.objects[0];
      console.log(
        `${mode}: POST /v1/preview of one Deployment (${(body.length / 1024).toFixed(1)} KiB): ${check.status}, ${o.action}, ${o.changes.length} changed fields`,
      );
      await run(server.root, '/v1/preview', body, 10, Math.min(3, DURATION)); // warm-up
      rows.push({
        mode,
        request: 'GET /healthz',
        ...(await run(server.root, '/healthz', null, 1, DURATION)),
      });
      for (const c of [1, 50]) {
        rows.push({
          mode,
          request: 'POST /v1/preview',
          ...(await run(server.root, '/v1/preview', body, c, DURATION)),
        });
      }
    } finally {
      process.off('SIGINT', onSigint);
      await server.stop();
    }
  }
  const engine = engineCpuMs(item);
  console.log(`\n${table(rows)}`);
  console.log(
    `\nengine alone (previewObject in Node, same Deployment): ${engine.toFixed(3)} ms CPU per preview`,
  );
  const previews = rows.filter((r) => r.request.startsWith('POST'));
  const main = previews.filter((r) => r.mode === modes[0]);
  const cpu = Math.max(...main.map((r) => r.cpuMsPerRequest));
  const at50 = main.find((r) => r.connections === 50)!;
  console.log(
    `targets (${modes[0]}): CPU < 1 ms per preview: ${cpu < 1 ? 'met' : 'MISSED'} (${cpu.toFixed(3)} ms in workerd, HTTP included); p99 < 10 ms at 50 clients: ${at50.p99 < 10 ? 'met' : 'MISSED'} (${at50.p99.toFixed(2)} ms); zero errors: ${previews.every((r) => r.errors === 0) ? 'met' : 'MISSED'}`,
  );
}

await main();
