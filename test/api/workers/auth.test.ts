// Bearer-token auth and CORS, inside workerd, through the Worker entry with the
// environment a deployment would give it (an API_TOKEN secret, CORS_ORIGINS).

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../api/worker.ts';
import { configMap } from '../fixtures.ts';

const TOKEN = 'tok-3f9a1c7e5b2d4068';
const ctx = { waitUntil() {}, passThroughOnException() {} };

function request(path: string, headers: Record<string, string> = {}, method = 'POST'): Request {
  const body =
    method === 'POST' ? JSON.stringify({ fieldManager: 'k', intent: configMap({ a: '1' }) }) : null;
  return new Request(`http://api.test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

describe('auth with an API_TOKEN', () => {
  const env = { API_TOKEN: TOKEN };

  it('every /v1 route needs the bearer token: 401 Status without it or with a wrong one', async () => {
    const cases: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { Authorization: 'Bearer ' },
      { Authorization: `Basic ${TOKEN}` },
      { Authorization: TOKEN },
    ];
    for (const headers of cases) {
      for (const path of ['/v1/apply', '/v1/preview', '/v1/update', '/v1/simulate']) {
        const r = await worker.fetch(request(path, headers), env, ctx);
        expect(r.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(r.headers.get('www-authenticate')).toBe('Bearer realm="apply-preview"');
        expect(await r.json()).toEqual({
          kind: 'Status',
          apiVersion: 'v1',
          metadata: {},
          status: 'Failure',
          message: 'Unauthorized',
          reason: 'Unauthorized',
          code: 401,
        });
      }
    }
    const version = await worker.fetch(request('/v1/version', {}, 'GET'), env, ctx);
    expect(version.status).toBe(401);
  });

  it('the right token passes; /healthz, / and /openapi.json stay open', async () => {
    const r = await worker.fetch(request('/v1/apply', { Authorization: `Bearer ${TOKEN}` }), env, ctx);
    expect(r.status).toBe(200);
    const lower = await worker.fetch(request('/v1/apply', { Authorization: `bearer ${TOKEN}` }), env, ctx);
    expect(lower.status).toBe(200);
    for (const path of ['/healthz', '/', '/openapi.json']) {
      expect((await worker.fetch(request(path, {}, 'GET'), env, ctx)).status, path).toBe(200);
    }
  });
});

describe('auth without an API_TOKEN', () => {
  it('the API is open (the Worker of wrangler.toml has no token)', async () => {
    const r = await SELF.fetch(request('/v1/apply'));
    expect(r.status).toBe(200);
    const empty = await worker.fetch(request('/v1/apply'), { API_TOKEN: '' }, ctx);
    expect(empty.status).toBe(200);
  });
});

describe('CORS', () => {
  const env = { CORS_ORIGINS: 'https://ui.example, https://other.example', API_TOKEN: TOKEN };

  it('answers preflights for the configured origins (before auth) and exposes X-Request-Id', async () => {
    const pre = await worker.fetch(
      request(
        '/v1/preview',
        {
          Origin: 'https://ui.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
        'OPTIONS',
      ),
      env,
      ctx,
    );
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://ui.example');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const r = await worker.fetch(
      request('/v1/apply', { Origin: 'https://other.example', Authorization: `Bearer ${TOKEN}` }),
      env,
      ctx,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://other.example');
    expect(r.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
  });

  it('other origins get no CORS grant; without CORS_ORIGINS there are no CORS headers', async () => {
    const r = await worker.fetch(request('/healthz', { Origin: 'https://evil.example' }, 'GET'), env, ctx);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const none = await SELF.fetch(request('/healthz', { Origin: 'https://ui.example' }, 'GET'));
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('"*" allows any origin', async () => {
    const r = await worker.fetch(
      request('/healthz', { Origin: 'https://any.example' }, 'GET'),
      { CORS_ORIGINS: '*' },
      ctx,
    );
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });
});
