// The Node entry, for teams that self-host: the same app on @hono/node-server,
// configured from the environment (HOST, default 127.0.0.1; PORT, default 8787;
// API_TOKEN, CORS_ORIGINS, MAX_BODY_BYTES, MAX_YAML_BYTES, MAX_ITEMS, LOG_REQUESTS).
//
//   npm run start:node

import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp, type LogEntry, optionsFromEnv } from './app.ts';

export interface NodeServer {
  url: string;
  close(): Promise<void>;
}

function log(entry: LogEntry): void {
  (entry.level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
}

/** Starts the API on Node; port 0 picks a free port. */
export function startNodeServer(
  opts: { host?: string; port?: number; app?: AppOptions } = {},
): Promise<NodeServer> {
  const hostname = opts.host ?? '127.0.0.1';
  const app = createApp({ log, ...(opts.app ?? optionsFromEnv(process.env)) });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname, port: opts.port ?? 8787 }, (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}

function isMain(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isMain()) {
  const port = process.env.PORT ? Number(process.env.PORT) : 8787;
  const { url } = await startNodeServer({ host: process.env.HOST || '127.0.0.1', port });
  process.stdout.write(`apply-preview API (Node) on ${url}; try:\n`);
  process.stdout.write(
    `  { cat examples/configmap-live.yaml; echo ---; cat examples/configmap-intent.yaml; } | curl -s --data-binary @- -H 'Content-Type: application/apply-patch+yaml' '${url}/v1/apply?fieldManager=kubectl'\n`,
  );
}
