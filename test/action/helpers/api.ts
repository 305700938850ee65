// A stand-in for a deployed apply-preview API that keeps every request's bytes:
// the real app (api/app.ts, the same Hono app the worker and the Node server
// run) behind a plain Node HTTP server, so a test can check exactly what the
// Action sent (`api-url`) and still get real reports back.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../api/app.ts';

export interface ApiRequest {
  method: string;
  path: string;
  /** The body exactly as received (UTF-8). */
  body: string;
}

export class RecordingApi {
  readonly requests: ApiRequest[] = [];
  url = '';
  private server: Server | null = null;
  private readonly app: ReturnType<typeof createApp>;

  constructor(apiToken?: string) {
    this.app = createApp(apiToken ? { apiToken } : {});
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = Buffer.concat(chunks).toString('utf8');
        const method = req.method ?? 'GET';
        const path = new URL(req.url ?? '/', this.url).pathname;
        this.requests.push({ method, path, body });
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers.set(k, v);
        }
        const answer = await this.app.fetch(
          new Request(`${this.url}${req.url ?? '/'}`, {
            method,
            headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
          }),
        );
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      })().catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(e) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
