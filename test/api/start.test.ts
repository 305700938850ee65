// `npm start` (api/start.ts) serves the Worker so that a refused oversized upload
// does not hold up the requests after it. Under `wrangler dev` (what `npm start`
// ran before) the development proxy stalled the next request for 5 to 20 seconds
// after a chunked 6 MiB body was answered with 413.

import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;

let server: ChildProcess | undefined;
let base = '';
let output = '';

beforeAll(async () => {
  // `npm start` itself, in its own process group (stopped as a whole below), on a free port.
  server = spawn('npm', ['start', '--silent'], {
    cwd: repo,
    env: { ...process.env, PORT: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = server;
  base = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not answer in 90 s:\n${output}`)), 90_000);
    const seen = (d: Buffer) => {
      output += d.toString('utf8');
      const m = /API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ready(m[1]);
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
}, 100_000);

afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

interface Answer {
  status?: number;
  body?: string;
  error?: string;
  ms: number;
}

/** One request on a connection of its own; a chunked body of `size` bytes when given. */
function send(method: string, path: string, size: number, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((done) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: new Agent({ keepAlive: false }),
        headers: size > 0 ? { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          body += d;
        });
        res.on('end', () => done({ status: res.statusCode, body, ms: ms() }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (e) => done({ error: e.message, ms: ms() }));
    if (size === 0) {
      req.end();
      return;
    }
    // 64 KiB chunks of spaces (valid JSON padding) until `size`, honouring back-pressure;
    // the server may answer and close before all of it is sent.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < size && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

it('answers at once after refusing a chunked upload over the body limit', async () => {
  const before = await send('GET', '/healthz', 0, 10_000);
  expect(before.status).toBe(200);

  const upload = await send('POST', '/v1/apply?fieldManager=test', 6 * 1024 * 1024, 20_000);
  expect(upload.error).toBeUndefined();
  expect(upload.status).toBe(413);
  expect(JSON.parse(upload.body ?? '{}')).toMatchObject({ reason: 'RequestEntityTooLarge' });

  // The next requests, each on a new connection, within a short bound (they take a few ms; under wrangler dev the first took 2 to 20 s).
  const health = await send('GET', '/healthz', 0, 10_000);
  expect(health.error).toBeUndefined();
  expect(health.status).toBe(200);
  expect(health.ms).toBeLessThan(1000);
  const again = await send('GET', '/healthz', 0, 10_000);
  expect(again.status).toBe(200);
  expect(again.ms).toBeLessThan(1000);
}, 60_000);
