// `api-url` is a server the Action trusts with a run: an answer without end or
// one that never comes must not hold or kill the run. The bundled Action (as a
// runner runs it) against an API that streams more than the answer limit, and
// the engine's call against one that never answers (a short deadline); the
// cluster client against an answer past its limit.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_REQUEST_MAX_BYTES,
  API_REQUEST_MAX_ITEMS,
  MAX_API_ANSWER_BYTES,
  MAX_CLUSTER_ANSWER_BYTES,
} from '../../core/limits.ts';
import { KubeClient } from '../../gather/cluster.ts';
import { previewItems } from '../../gather/engine.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction } from './helpers/runner.ts';

const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

/** A server answering every request with `answer`; its URL. */
async function serve(answer: (res: import('node:http').ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const item = {
  live: null,
  intent: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'a', namespace: 'shop' },
    data: { k: 'v' },
  },
};
const opts = (apiUrl: string) => ({
  fieldManager: 'me',
  force: false,
  now: '2026-01-01T00:00:00Z',
  schemas: { crds: [], openapi: {} },
  apiUrl,
});

describe('api-url answers', () => {
  it('an answer longer than the limit fails the run with a clear error, read no further', async () => {
    let sent = 0;
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const more = () => {
        while (sent <= MAX_API_ANSWER_BYTES + 8 * chunk.length) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', more);
            return;
          }
        }
        res.end();
      };
      res.write('{"objects":[');
      more();
    });
    const gh = await new FakeGitHub('acme', 'shop', 'ghs_x').start();
    const repo = makeRepo(null, null, {
      head: { 'k8s/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: shop\n' },
    });
    try {
      const r = await runAction({
        workspace: repo.workspace,
        githubUrl: gh.url,
        inputs: {
          manifests: 'k8s/',
          live: 'base',
          'base-manifests': 'k8s/',
          'api-url': url,
          'changed-only': 'false',
        },
      });
      expect(r.code).toBe(1);
      expect(r.failure).toBe(`api-url ${url}/v1/preview: the answer is larger than 64 MiB: not read further`);
    } finally {
      await gh.stop();
      repo.cleanup();
    }
  }, 60_000);

  it('requests to the API hold at most API_REQUEST_MAX_ITEMS objects and API_REQUEST_MAX_BYTES bytes', async () => {
    expect(API_REQUEST_MAX_ITEMS).toBe(200);
    expect(API_REQUEST_MAX_BYTES).toBe(4.5 * 1024 * 1024);
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        const body = Buffer.concat(parts).toString('utf8');
        bodies.push(body);
        const n = (JSON.parse(body) as { items: unknown[] }).items.length;
        const report = { kind: 'ConfigMap', name: 'a', namespace: 'shop', status: 'unchanged' };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ objects: Array.from({ length: n }, () => report) }));
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const many = Array.from({ length: API_REQUEST_MAX_ITEMS + 1 }, (_, i) => ({
      live: null,
      intent: { ...item.intent, metadata: { name: `a${i}`, namespace: 'shop' } },
    }));
    const reports = await previewItems(many, opts(url));
    expect(reports).toHaveLength(API_REQUEST_MAX_ITEMS + 1);
    const counts = bodies
      .map((b) => (JSON.parse(b) as { items: unknown[] }).items.length)
      .sort((a, b) => b - a);
    expect(counts).toEqual([API_REQUEST_MAX_ITEMS, 1]);
    // Bytes: three objects of 2 MiB each cannot share a request; one of 5 MiB cannot be sent.
    bodies.length = 0;
    const big = (name: string, bytes: number) => ({
      live: null,
      intent: { ...item.intent, metadata: { name, namespace: 'shop' }, data: { k: 'x'.repeat(bytes) } },
    });
    const two = 2 * 1024 * 1024;
    await previewItems([big('b1', two), big('b2', two), big('b3', two)], opts(url));
    expect(bodies.length).toBe(2);
    for (const b of bodies) expect(Buffer.byteLength(b)).toBeLessThanOrEqual(API_REQUEST_MAX_BYTES);
    await expect(previewItems([big('b4', API_REQUEST_MAX_BYTES)], opts(url))).rejects.toThrow(
      'more than the API takes in one request (4.5 MiB)',
    );
  });

  it('rendered objects written by their controllers: one request per write, answers back in order', async () => {
    const bodies: {
      applier?: string;
      owner?: string;
      fieldManager: string;
      items: { intent: { metadata: { name: string } } }[];
    }[] = [];
    const server = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as (typeof bodies)[number];
        bodies.push(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        // Each report names the object and the write it was asked for.
        res.end(
          JSON.stringify({
            objects: body.items.map((it) => ({
              name: it.intent.metadata.name,
              fieldManager: body.fieldManager,
              applier: body.applier,
            })),
          }),
        );
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const flux = {
      applier: 'flux',
      owner: 'flux-system/apps',
      fieldManager: 'kustomize-controller',
      force: true,
    };
    const named = (name: string) => ({
      live: null,
      intent: { ...item.intent, metadata: { name, namespace: 'shop' } },
    });
    const reports = await previewItems(
      [
        named('plain1'),
        { ...named('flux1'), write: flux },
        named('plain2'),
        { ...named('flux2'), write: flux },
      ],
      opts(url),
    );
    expect(
      reports.map((r) => `${(r as unknown as { name: string }).name} ${r.fieldManager} ${r.applier ?? ''}`),
    ).toEqual([
      'plain1 me ',
      'flux1 kustomize-controller flux',
      'plain2 me ',
      'flux2 kustomize-controller flux',
    ]);
    expect(bodies.map((b) => `${b.applier ?? ''} ${b.owner ?? ''} ${b.items.length}`).sort()).toEqual([
      '  2',
      'flux flux-system/apps 2',
    ]);
  });

  it('an API that never answers fails at the deadline', async () => {
    const url = await serve(() => {}); // holds the request open
    const started = Date.now();
    await expect(previewItems([item], { ...opts(url), apiLimits: { timeoutMs: 300 } })).rejects.toThrow(
      `api-url ${url}/v1/preview: no complete answer within 0.3 s`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('an answer that starts and then stalls fails at the same deadline', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"objects":[');
    });
    await expect(previewItems([item], { ...opts(url), apiLimits: { timeoutMs: 300 } })).rejects.toThrow(
      `api-url ${url}/v1/preview: no complete answer within 0.3 s`,
    );
  });

  it('a declared length over the limit is refused before reading', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.end(' '.repeat(5000));
    });
    await expect(previewItems([item], { ...opts(url), apiLimits: { maxBytes: 1000 } })).rejects.toThrow(
      `api-url ${url}/v1/preview: the answer is larger than 1000 bytes: not read further`,
    );
  });

  it('a cluster answer longer than the limit is cut off with a clear error', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent <= MAX_CLUSTER_ANSWER_BYTES + 8 * chunk.length) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', more);
            return;
          }
        }
        res.end();
      };
      more();
    });
    const client = new KubeClient({ server: url, namespace: 'default', secrets: [], describe: 'test' });
    try {
      await expect(client.get('/api/v1')).rejects.toThrow(
        'cluster test: GET /api/v1: the answer is larger than 64 MiB',
      );
    } finally {
      client.close();
    }
  });
});
