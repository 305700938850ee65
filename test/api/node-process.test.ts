// `npm run start:node` as a person runs it: the server says how to call it (with the
// bearer header when a token is set, never the token) and stops when npm is stopped.

import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';

let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
});

function firstUrl(proc: ChildProcess): Promise<{ url: string; text: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    proc.stdout?.on('data', (b: Buffer) => {
      text += b.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+); try:\n(.*\n)/.exec(text);
      if (m) resolve({ url: m[1] as string, text });
    });
    proc.once('exit', (code) => reject(new Error(`start:node exited with ${code}: ${text}`)));
  });
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`);
    return false;
  } catch {
    return true;
  }
}

it('names the bearer header without the token, and stops with npm on SIGTERM', async () => {
  child = spawn('npm', ['run', 'start:node'], {
    env: { ...process.env, PORT: '0', API_TOKEN: 'planted-token-value' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, text } = await firstUrl(child);
  expect(text).toContain('-H "Authorization: Bearer $API_TOKEN"');
  expect(text).not.toContain('planted-token-value');
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  child.kill('SIGTERM');
  let stopped = false;
  for (let i = 0; i < 50 && !stopped; i++) {
    await new Promise((r) => setTimeout(r, 100));
    stopped = await refused(url);
  }
  expect(stopped).toBe(true);
});
