// The HTTP API as a Hono app on Web-standard Request/Response: no runtime
// specifics here. api/worker.ts serves it on Cloudflare Workers, api/node.ts on
// Node. Stateless: every request carries the live state it needs; nothing is kept.
//
// Every error is a Kubernetes Status with the matching HTTP code. Unexpected
// failures are a 500 Status naming a request id (also in the X-Request-Id header
// of every response); the log line for it has the error's name and stack frames,
// never its message or anything of the request (which may hold Secret values).

import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { stringifyJson } from '../core/index.ts';
import { DEFAULT_KUBERNETES_PATCH } from '../core/request/index.ts';
import { BUILTIN_VERSIONS } from '../core/schema/builtin/index.ts';
import { celValidation } from '../core/validation/cel/index.ts';
import { useCelEngine } from '../core/validation/index.ts';
import pkg from '../package.json' with { type: 'json' };
import { DEFAULT_LIMITS, type Limits } from './body.ts';
import type { HandlerContext, Reply } from './handlers.ts';
import { openAPIDocument } from './openapi.ts';
import { ALLOWED, type AppPage, INDEX, ROUTES } from './routes.ts';
import {
  internalError,
  type KubeStatus,
  methodNotAllowed,
  notFound,
  StatusError,
  unauthorized,
  warningHeader,
} from './status.ts';

export const ENGINE_VERSION: string = pkg.version;

/** One log line (JSON). Never holds request or object data. */
export interface LogEntry {
  level: 'info' | 'error';
  msg: string;
  requestId: string;
  method: string;
  path: string;
  status?: number;
  ms?: number;
  error?: { name: string; stack?: string[] };
}

export interface AppOptions {
  /** When set (non-empty), every /v1/* request needs `Authorization: Bearer <apiToken>`. */
  apiToken?: string;
  /** Origins allowed by CORS (`*` for any); empty or absent: no CORS headers. */
  corsOrigins?: string[];
  limits?: Partial<Limits>;
  /** Where log lines go; default: nowhere. */
  log?: (entry: LogEntry) => void;
  /** Log every request, not only failures (5xx). */
  logRequests?: boolean;
}

/** ASSETS: the Worker's static assets (the playground page, wrangler.toml), absent on Node. */
type Env = {
  Bindings: { ASSETS?: { fetch: (r: Request) => Promise<Response> } };
  Variables: { requestId: string };
};

/** A browser navigating (Accept names text/html before any JSON). */
function wantsHtml(accept: string | undefined): boolean {
  const a = (accept ?? '').toLowerCase();
  const html = a.indexOf('text/html');
  const json = a.indexOf('application/json');
  return html >= 0 && (json < 0 || html < json);
}

// The playground computes in the page: it loads nothing from elsewhere and calls only this origin.
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Settings from environment variables (Worker vars and secrets, or process.env). */
export function optionsFromEnv(env: Readonly<Record<string, unknown>>): AppOptions {
  const str = (k: string) => (typeof env[k] === 'string' ? (env[k] as string).trim() : '');
  const num = (k: string): number | undefined => {
    const v = str(k);
    if (v === '') return undefined;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${k} must be a positive integer`);
    return n;
  };
  const limits: Partial<Limits> = {};
  const maxBody = num('MAX_BODY_BYTES');
  if (maxBody !== undefined) limits.maxBodyBytes = maxBody;
  const maxYaml = num('MAX_YAML_BYTES');
  if (maxYaml !== undefined) limits.maxYamlBytes = maxYaml;
  const maxItems = num('MAX_ITEMS');
  if (maxItems !== undefined) limits.maxItems = maxItems;
  const opts: AppOptions = { limits, logRequests: /^(1|true|yes)$/i.test(str('LOG_REQUESTS')) };
  if (str('API_TOKEN') !== '') opts.apiToken = str('API_TOKEN');
  const origins = str('CORS_ORIGINS')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  if (origins.length > 0) opts.corsOrigins = origins;
  return opts;
}

async function sha256(s: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
}

/** Compares digests, so the time taken says nothing about the token (not even its length). */
function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0 && a.length === b.length;
}

/** Stack frames without the message line (which may quote input). */
function stackFrames(e: unknown): string[] | undefined {
  if (!(e instanceof Error) || typeof e.stack !== 'string') return undefined;
  return e.stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .map((l) => l.trim());
}

// The CEL engine for CRD x-kubernetes-validations rules (core leaves it out for the playground).
useCelEngine(celValidation);

export function createApp(options: AppOptions = {}) {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  const token = options.apiToken ? sha256(options.apiToken) : null;
  const app = new Hono<Env>();

  const send = (c: { json: (b: unknown, s: never) => Response }, s: KubeStatus) => c.json(s, s.code as never);

  app.use('*', async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    const started = Date.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    if (options.logRequests) {
      log({
        level: 'info',
        msg: 'request',
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Date.now() - started,
      });
    }
  });

  if (options.corsOrigins && options.corsOrigins.length > 0) {
    const origins = options.corsOrigins;
    app.use(
      '*',
      cors({
        origin: origins.includes('*') ? '*' : origins,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    );
  }

  if (token) {
    app.use('/v1/*', async (c, next) => {
      const header = c.req.header('authorization') ?? '';
      const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
      const ok = m !== null && sameDigest(await sha256(m[1]), await token);
      if (!ok) {
        c.header('WWW-Authenticate', 'Bearer realm="apply-preview"');
        return send(c, unauthorized());
      }
      return next();
    });
  }

  const handler = (fn: (ctx: HandlerContext) => Promise<Reply>) => async (c: import('hono').Context<Env>) => {
    const reply = await fn({
      request: c.req.raw,
      query: new URL(c.req.url).searchParams,
      limits,
      requestId: c.get('requestId'),
      onInternalError: (e) => logError(c.get('requestId'), c.req.method, c.req.path, e, 200),
    });
    // The API server's warnings, as it sends them: one `Warning: 299 - "<text>"` header each.
    for (const w of reply.warnings ?? []) c.header('Warning', warningHeader(w), { append: true });
    if (reply.kind === 'text')
      return c.body(reply.body, reply.status as never, { 'Content-Type': reply.contentType });
    // Not c.json: the body may hold int64 integers beyond a double (bigint).
    return c.body(stringifyJson(reply.body), reply.status as never, { 'Content-Type': 'application/json' });
  };

  const logError = (requestId: string, method: string, path: string, e: unknown, code: number) => {
    const error: LogEntry['error'] = { name: e instanceof Error ? e.name : typeof e };
    const frames = stackFrames(e);
    if (frames) error.stack = frames;
    log({ level: 'error', msg: 'internal error', requestId, method, path, status: code, error });
  };

  type Ctx = import('hono').Context<Env>;
  // The answers that need the app itself; a Record, so every page of the route table has one.
  const pages: Record<AppPage, (c: Ctx) => Response | Promise<Response>> = {
    index: async (c) => {
      c.header('Vary', 'Accept');
      const assets = (c.env as Env['Bindings'] | undefined)?.ASSETS;
      if (!assets || !wantsHtml(c.req.header('accept'))) return c.json(INDEX);
      const page = await assets.fetch(new Request(new URL('/', c.req.url)));
      const res = new Response(page.body, page);
      res.headers.set('Content-Security-Policy', PAGE_CSP);
      res.headers.set('Vary', 'Accept');
      return res;
    },
    healthz: (c) => c.json({ status: 'ok' }),
    openapi: (c) => c.json(openAPIDocument(ENGINE_VERSION, ROUTES)),
    version: (c) =>
      c.json({
        engine: ENGINE_VERSION,
        kubernetes: DEFAULT_KUBERNETES_PATCH,
        kubernetesVersions: BUILTIN_VERSIONS,
        api: 'v1',
      }),
  };
  for (const route of ROUTES) {
    app.on(
      route.method,
      route.path,
      typeof route.handler === 'string' ? pages[route.handler] : handler(route.handler),
    );
  }

  app.notFound((c) => {
    const allowed = ALLOWED.get(c.req.path);
    if (allowed !== undefined) {
      c.header('Allow', allowed);
      return send(c, methodNotAllowed(c.req.method, c.req.path, allowed));
    }
    return send(c, notFound(c.req.method, c.req.path.slice(0, 200)));
  });

  app.onError((e, c) => {
    if (e instanceof StatusError) return send(c, e.status);
    const requestId = c.get('requestId') ?? 'unknown';
    logError(requestId, c.req.method, c.req.path, e, 500);
    c.header('X-Request-Id', requestId);
    return send(c, internalError(requestId));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
