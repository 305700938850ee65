// The Cloudflare Workers entry (wrangler.toml): the app of api/app.ts, configured
// from the Worker's vars and secrets (API_TOKEN, CORS_ORIGINS, MAX_BODY_BYTES,
// MAX_YAML_BYTES, MAX_ITEMS, LOG_REQUESTS). One app per environment object, built
// on the first request.

import { type App, createApp, type LogEntry, optionsFromEnv } from './app.ts';

export type WorkerEnv = Record<string, unknown>;

const apps = new WeakMap<object, App>();

function log(entry: LogEntry): void {
  if (entry.level === 'error') console.error(JSON.stringify(entry));
  else console.log(JSON.stringify(entry));
}

function appFor(env: WorkerEnv): App {
  let app = apps.get(env);
  if (!app) {
    app = createApp({ ...optionsFromEnv(env), log });
    apps.set(env, app);
  }
  return app;
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: unknown): Response | Promise<Response> {
    return appFor(env ?? {}).fetch(request, env, ctx as never);
  },
};
