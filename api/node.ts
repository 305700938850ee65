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

/** The curl line printed at start: with the bearer header when a token is set (named, never printed). */
export function tryHint(url: string, env: Record<string, string | undefined>): string {
  const auth = env.API_TOKEN ? ` -H "Authorization: Bearer $API_TOKEN"` : '';
  return `  { cat examples/configmap-live.yaml; echo ---; cat examples/configmap-intent.yaml; } | curl -s --data-binary @- -H 'Content-Type: application/apply-patch+yaml'${auth} '${url}/v1/apply?fieldManager=kubectl'\n`;
}

/**
 * Stops on SIGTERM and SIGINT, and when the process that started it goes away: `npm run`
 * runs the script through `sh -c`, which dies of npm's SIGTERM without passing it on, and
 * the server would go on serving as an orphan.
 */
function stopWithParent(server: NodeServer): void {
  const parent = process.ppid;
  const stop = () => {
    void server.close().finally(() => process.exit(0));
    // Keep-alive connections can hold close() open: do not wait for them long.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}

if (isMain()) {
  const port = process.env.PORT ? Number(process.env.PORT) : 8787;
  const server = await startNodeServer({ host: process.env.HOST || '127.0.0.1', port });
  stopWithParent(server);
  process.stdout.write(`apply-preview API (Node) on ${server.url}; try:\n`);
  process.stdout.write(tryHint(server.url, process.env));
}
