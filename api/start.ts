// `npm start`: the Worker locally through `wrangler dev` (workerd, the runtime of
// production) on 127.0.0.1, quiet and non-interactive. Once it answers, sends the
// README's first curl example to it and prints that command (it works: we just ran
// its request). Ctrl-C or SIGTERM stops wrangler too.
//
//   npm start                # http://127.0.0.1:8787
//   PORT=9000 npm start

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WRANGLER_QUIET_ENV } from '../scripts/wrangler-env.ts';
import { CURL_EXAMPLES, EXAMPLE_BASE } from '../test/api/examples.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8787);
const base = `http://127.0.0.1:${port}`;

const wrangler = spawn(
  process.execPath,
  [
    join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
  ],
  { cwd: repo, env: { ...process.env, ...WRANGLER_QUIET_ENV }, stdio: ['ignore', 'inherit', 'inherit'] },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    wrangler.kill(signal);
  });
}
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
        stopping = true;
        wrangler.kill('SIGTERM');
        return;
      }
    }
  }, 1000).unref();
}

wrangler.on('exit', (code, signal) => {
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

async function ready(): Promise<boolean> {
  for (let i = 0; i < 600; i++) {
    if (wrangler.exitCode !== null) return false;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

if (await ready()) {
  // The request of the README's first example (test/api/examples.ts, run by the
  // end-to-end test): the live ConfigMap and kubectl's next apply.
  const body = `${readFileSync(join(repo, 'examples/configmap-live.yaml'), 'utf8')}\n---\n${readFileSync(join(repo, 'examples/configmap-intent.yaml'), 'utf8')}`;
  const r = await fetch(`${base}/v1/apply?fieldManager=kubectl`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/apply-patch+yaml' },
    body,
  });
  const out = (await r.json()) as { result?: { action?: string; changes?: unknown[] } };
  const what = r.ok
    ? `${out.result?.action}, ${out.result?.changes?.length} changed fields`
    : `HTTP ${r.status}`;
  process.stdout.write(
    [
      '',
      `apply-preview API on ${base} (wrangler dev; Ctrl-C stops it). Try (checked just now: ${what}):`,
      '',
      `  ${CURL_EXAMPLES[0].command.replaceAll(EXAMPLE_BASE, base)}`,
      '',
      `More: README.md, "HTTP API"; ${base}/ and ${base}/openapi.json.`,
      '',
    ].join('\n'),
  );
}
