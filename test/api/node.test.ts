// The Node entry (api/node.ts): the same app on @hono/node-server, over real HTTP.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { type NodeServer, startNodeServer } from '../../api/node.ts';
import { CONFLICT_BODY, configMap, liveConfigMap } from './fixtures.ts';

let server: NodeServer;

beforeAll(async () => {
  server = await startNodeServer({ port: 0, app: { apiToken: 'node-token' } });
});

afterAll(async () => {
  await server?.close();
});

it('listens on 127.0.0.1 and serves /healthz', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const r = await fetch(`${server.url}/healthz`);
  expect(r.status).toBe(200);
  expect(await r.json()).toEqual({ status: 'ok' });
});

it('applies, conflicts and checks the token like the Worker', async () => {
  const body = JSON.stringify({ live: liveConfigMap, intent: configMap({ b: '3' }), fieldManager: 'other' });
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer node-token' };
  const r = await fetch(`${server.url}/v1/apply`, { method: 'POST', headers, body });
  expect(r.status).toBe(409);
  expect(await r.text()).toBe(CONFLICT_BODY);
  const forced = await fetch(`${server.url}/v1/apply?force=true`, { method: 'POST', headers, body });
  expect(forced.status).toBe(200);
  expect(((await forced.json()) as { object: { data: unknown } }).object.data).toEqual({ a: '1', b: '3' });
  const denied = await fetch(`${server.url}/v1/apply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  expect(denied.status).toBe(401);
});

it('refuses a body over the limit while it streams in', async () => {
  const small = await startNodeServer({ port: 0, app: { limits: { maxBodyBytes: 1024 } } });
  try {
    const r = await fetch(`${small.url}/v1/preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(4096),
    });
    expect(r.status).toBe(413);
    expect(((await r.json()) as { message: string }).message).toBe(
      'the request body is larger than the limit of 1024 bytes (Content-Length: 4096)',
    );
  } finally {
    await small.close();
  }
});
