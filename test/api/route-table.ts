// The route table (api/routes.ts) against what the API answers: shared by the
// Node test (test/api/route-table.test.ts, app.request) and the workerd test
// (test/api/workers/route-table.test.ts, the Worker of wrangler.toml).

import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../api/routes.ts';
import { Status } from '../../api/schemas.ts';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

export function routeTableTests(fetch: Fetch): void {
  describe('the route table', () => {
    it('every route is in the index at / with its description, and nothing else is', async () => {
      const r = await fetch('/', { headers: { Accept: 'application/json' } });
      expect(r.status).toBe(200);
      const index = (await r.json()) as { endpoints: Record<string, string> };
      expect(index.endpoints).toEqual(
        Object.fromEntries(ROUTES.map((route) => [`${route.method} ${route.path}`, route.description])),
      );
      expect(Object.keys(index.endpoints)).toContain('POST /v1/create');
    });

    it('every route is an operation of /openapi.json, and nothing else is', async () => {
      const doc = (await (await fetch('/openapi.json')).json()) as {
        paths: Record<string, Record<string, { summary?: string }>>;
      };
      const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
      expect(operations.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
      for (const route of ROUTES) {
        expect(doc.paths[route.path][route.method.toLowerCase()].summary, route.path).toBeTypeOf('string');
      }
    });

    it('every route answers its method (no 404 or 405)', async () => {
      for (const route of ROUTES) {
        const r = await fetch(route.path, {
          method: route.method,
          ...(route.method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
        });
        expect([404, 405], `${route.method} ${route.path}`).not.toContain(r.status);
        await r.body?.cancel();
      }
    });

    it('GET /v1/create is a 405 Status with Allow: POST', async () => {
      const r = await fetch('/v1/create');
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('POST');
      const st = Status.parse(await r.json());
      expect([st.code, st.reason]).toEqual([405, 'MethodNotAllowed']);
      expect(st.message).toBe(
        'the server does not allow this method on the requested resource (GET /v1/create; allowed: POST)',
      );
    });

    it('every known path with a method it does not answer is a 405 naming the methods it does', async () => {
      for (const route of ROUTES) {
        const wrong = route.method === 'GET' ? 'POST' : 'GET';
        const r = await fetch(route.path, { method: wrong });
        expect(r.status, `${wrong} ${route.path}`).toBe(405);
        expect(r.headers.get('allow')).toBe(route.method);
        expect(Status.parse(await r.json()).reason).toBe('MethodNotAllowed');
      }
    });

    it('an unknown path is a 404 Status', async () => {
      for (const [method, path] of [
        ['GET', '/v1/nope'],
        ['POST', '/v1/create/extra'],
        ['GET', '/v2/apply'],
      ]) {
        const r = await fetch(path, { method });
        expect(r.status, path).toBe(404);
        expect(r.headers.get('allow')).toBeNull();
        const st = Status.parse(await r.json());
        expect([st.code, st.reason]).toEqual([404, 'NotFound']);
      }
    });
  });
}
