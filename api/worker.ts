// The Cloudflare Workers entry (wrangler.toml): the app of api/app.ts, configured
// from the Worker's vars and secrets (API_TOKEN, CORS_ORIGINS, MAX_BODY_BYTES,
// MAX_YAML_BYTES, MAX_ITEMS, LOG_REQUESTS). One app per set of those values, built
// on the first request that carries them.

import { builtinType } from '../core/schema/builtin/index.ts';
import { type App, createApp, type LogEntry, optionsFromEnv } from './app.ts';

// Built-in schemas compile lazily, one kind (and what it reaches) at a time. Compiling
// the Deployment at start-up (PodTemplateSpec, containers, volumes: what most
// workloads share) moves ~7 ms off the isolate's first request, whose CPU counts
// against the per-request budget; start-up has its own, larger one.
builtinType('apps/v1', 'Deployment');

export type WorkerEnv = Record<string, unknown>;

// workerd hands each request its own `env` object, so the app cannot be cached by
// identity (that rebuilt Hono's router on every request): it is cached by the
// settings read from it, which stay fixed for the life of an isolate.
const apps = new Map<string, App>();

function log(entry: LogEntry): void {
  if (entry.level === 'error') console.error(JSON.stringify(entry));
  else console.log(JSON.stringify(entry));
}

function appFor(env: WorkerEnv): App {
  const options = optionsFromEnv(env);
  const key = JSON.stringify(options);
  let app = apps.get(key);
  if (!app) {
    app = createApp({ ...options, log });
    if (apps.size >= 8) apps.clear(); // only tests vary the settings within one isolate
    apps.set(key, app);
  }
  return app;
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: unknown): Response | Promise<Response> {
    return appFor(env ?? {}).fetch(request, env, ctx as never);
  },
};
