// `npm start`: the Worker locally in workerd (the runtime of production) on
// 127.0.0.1, quiet and non-interactive. The Worker is the bundle `npm run deploy`
// uploads (`wrangler deploy --dry-run`), served by Miniflare (wrangler's own local
// runtime, the same workerd) with wrangler.toml's settings and vars (and
// .dev.vars, as wrangler dev reads them) and static assets. Edits under api/,
// core/ and playground/dist/ (or to wrangler.toml) rebuild and reload it. Once it answers, sends the README's first
// curl example to it and prints that command (it works: we just ran its request).
// Ctrl-C or SIGTERM stops it, workerd included.
//
//   npm start                # http://127.0.0.1:8787
//   PORT=9000 npm start
//
// Not `wrangler dev`: its development proxy (a Durable Object forwarding every
// request to the Worker) stalls the next requests for seconds after the Worker
// refuses an oversized chunked upload (413) without reading it; test/api/start.test.ts.

import { spawn } from 'node:child_process';
import { type FSWatcher, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Log, LogLevel, Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { WRANGLER_QUIET_ENV } from '../scripts/wrangler-env.ts';
import { CURL_EXAMPLES, EXAMPLE_BASE } from '../test/api/examples.ts';

Object.assign(process.env, WRANGLER_QUIET_ENV);

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(repo, 'wrangler.toml');
const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `npm start: PORT must be a port number (0 to 65535), not ${JSON.stringify(process.env.PORT)}`,
  );
  process.exit(2);
}
const outdir = mkdtempSync(join(tmpdir(), 'apply-preview-start-'));
// Miniflare's own signal handlers may end the process first: remove the build on any exit.
process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));

/** Builds the Worker as `npm run deploy` would upload it, into `outdir`; the error text when it fails. */
function bundle(): Promise<string | null> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
        'deploy',
        '--dry-run',
        '--outdir',
        outdir,
      ],
      { cwd: repo, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString('utf8');
    });
    child.on('error', (e) => done(e.message));
    child.on('close', (code) => done(code === 0 ? null : output.trim() || `wrangler exited with ${code}`));
  });
}

/** Miniflare's options: wrangler.toml's (compatibility date, flags, vars, .dev.vars) around the bundle. */
function options(): MiniflareOptions {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  const { modulesRules: _rules, ...rest } = workerOptions;
  return {
    ...rest,
    name: 'apply-preview',
    modules: true,
    scriptPath: join(outdir, 'worker.js'),
    modulesRoot: outdir,
    host: '127.0.0.1',
    port,
    log: new Log(LogLevel.WARN),
  };
}

const built = await bundle();
if (built !== null) {
  console.error(`npm start: building the Worker failed:\n${built}`);
  process.exit(1);
}
const mf = new Miniflare(options());
let base: string;
try {
  base = (await mf.ready).href.replace(/\/$/, '');
} catch (e) {
  const why =
    (e as { code?: unknown }).code === 'ERR_ADDRESS_IN_USE'
      ? 'the port is in use (PORT=... npm start for another)'
      : e instanceof Error
        ? e.message
        : String(e);
  console.error(`npm start: cannot serve on 127.0.0.1:${port}: ${why}`);
  await mf.dispose().catch(() => {});
  process.exit(1);
}

const watchers: FSWatcher[] = [];
let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const w of watchers) w.close();
    await mf.dispose().catch(() => {});
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

// `npm start` killed by its PID (not Ctrl-C, which reaches the whole process
// group) does not pass the signal on: stop when npm (or tsx, or the shell between
// them) is gone. Linux only (/proc); elsewhere Ctrl-C and SIGTERM to this process work.
function parentOf(pid: number | 'self'): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : null;
  } catch {
    return null;
  }
}
const ancestors: number[] = [];
for (let pid = parentOf('self'); pid !== null && ancestors.length < 3; pid = parentOf(pid))
  ancestors.push(pid);
if (ancestors.length > 0) {
  setInterval(() => {
    for (const pid of ancestors) {
      try {
        process.kill(pid, 0);
      } catch {
        void stop(0);
        return;
      }
    }
  }, 1000).unref();
}

// Reload on edits: one rebuild at a time, a burst of changes coalesced into one.
let rebuilding: Promise<void> | null = null;
let again = false;
let timer: NodeJS.Timeout | undefined;
async function rebuild(): Promise<void> {
  const error = await bundle();
  if (stopping) return;
  if (error !== null) {
    console.error(`npm start: the rebuild failed (still serving the previous build):\n${error}`);
    return;
  }
  try {
    await mf.setOptions(options());
    console.log('npm start: reloaded the Worker');
  } catch (e) {
    console.error(`npm start: reloading failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function changed(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (rebuilding) {
      again = true;
      return;
    }
    rebuilding = rebuild().finally(() => {
      rebuilding = null;
      if (again) {
        again = false;
        changed();
      }
    });
  }, 200);
}
// api/ and core/ make the bundle; playground/dist holds the static assets (wrangler.toml [assets]).
for (const dir of ['api', 'core', join('playground', 'dist')]) {
  try {
    watchers.push(watch(join(repo, dir), { recursive: true }, changed));
  } catch {
    // No recursive watching here: serve without reloading.
  }
}
try {
  watchers.push(watch(config, changed));
} catch {
  // as above
}

// The request of the README's first example (test/api/examples.ts, run by the
// end-to-end test): the live ConfigMap and kubectl's next apply.
const body = `${readFileSync(join(repo, 'examples/configmap-live.yaml'), 'utf8')}\n---\n${readFileSync(join(repo, 'examples/configmap-intent.yaml'), 'utf8')}`;
let what: string;
try {
  const r = await fetch(`${base}/v1/apply?fieldManager=kubectl`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/apply-patch+yaml' },
    body,
  });
  const out = (await r.json()) as { result?: { action?: string; changes?: unknown[] } };
  what = r.ok ? `${out.result?.action}, ${out.result?.changes?.length} changed fields` : `HTTP ${r.status}`;
} catch (e) {
  what = `failed: ${e instanceof Error ? e.message : String(e)}`;
}
process.stdout.write(
  [
    '',
    `apply-preview API on ${base} (the Worker in workerd; Ctrl-C stops it). Try (checked just now: ${what}):`,
    '',
    `  ${CURL_EXAMPLES[0].command.replaceAll(EXAMPLE_BASE, base)}`,
    '',
    `More: README.md, "HTTP API"; ${base}/ and ${base}/openapi.json.`,
    '',
  ].join('\n'),
);
