// Where the preview is computed: the core engine in this process (no `api-url`),
// or the deployed API (`POST <api-url>/v1/preview`, the same engine behind HTTP;
// Secret values are sent as keyed digests, see secrets.ts).
// Either way the answer is one ObjectReport per item, in order.

import {
  API_REQUEST_MAX_BYTES,
  API_REQUEST_MAX_ITEMS,
  API_TIMEOUT_MS,
  byteSizeText,
  isObject,
  type JsonObject,
  type JsonValue,
  MAX_API_ANSWER_BYTES,
  parseJsonExact,
  readBounded,
  stringifyJson,
} from '../core/index.ts';
import type { ObjectReport, ObjectSides, PreviewItem } from '../core/preview/index.ts';
import {
  errorReport,
  noteUnchainedDuplicates,
  objectRef,
  previewInTurn,
  previewOutcome,
  type TurnOutcome,
} from '../core/preview/index.ts';
import { resolverForVersion } from '../core/request/index.ts';
import type { ResolvedSchema, SchemaResolver } from '../core/schema/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import { celValidation } from '../core/validation/cel/index.ts';
import { useCelEngine } from '../core/validation/index.ts';
import { FatalError, oneLine } from './errors.ts';
import { type Logger, silentLogger } from './log.ts';
import { pool } from './pool.ts';
import { Progress } from './progress.ts';
import { SecretDigester } from './secrets.ts';
import type { ItemWrite } from './source-applier.ts';

// The CEL engine for CRD x-kubernetes-validations rules (core leaves it out for the playground).
useCelEngine(celValidation);

export interface Schemas {
  crds: JsonObject[];
  /** A cluster's OpenAPI v3 documents keyed by index path (`apis/apps/v1`). */
  openapi: Record<string, JsonObject>;
  /**
   * The cluster's Kubernetes version (`1.36`, `1.36.2`): whose built-in types serve
   * kinds with no CRD or document, loaded first (core/request/version.ts). Absent:
   * the base table; runPreview always names one.
   */
  kubernetesVersion?: string;
}

export interface EngineOptions {
  fieldManager: string;
  force: boolean;
  /** Default objects as the API server does (default true). */
  defaults?: boolean;
  /** The fieldValidation of every write (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /** The applier preset and mode (core/appliers/write.ts); absent: a plain server-side apply. */
  applier?: string;
  mode?: 'server-side' | 'client-side';
  /** Flux, Helm, Argo CD: the Kustomization, release or Application (`namespace/name`); absent: each live object's. */
  owner?: string;
  now: string;
  schemas: Schemas;
  /** The API's base URL; absent: the embedded engine. */
  apiUrl?: string;
  apiToken?: string;
  /** At most this many items per request to the API (default API_REQUEST_MAX_ITEMS). */
  chunk?: number;
  /** Where progress goes (a line every few seconds); default: nowhere. */
  log?: Logger;
  /** Digests Secret values before they go to the API (default: one with a random key). */
  digester?: SecretDigester;
  /** Shorter `api-url` limits than core/limits.ts's (tests). */
  apiLimits?: Partial<ApiLimits>;
  /** Filled by index with each object's sides (before and after, masked) for the comment's YAML diff. */
  sides?: (ObjectSides | null)[];
}

/** An item with, for a rendered object, its controller's write (gather/source-applier.ts) over the options'. */
export type EngineItem = PreviewItem & { write?: ItemWrite };

function internalError(item: PreviewItem, opts: EngineOptions, message: string): ObjectReport {
  return errorReport(
    objectRef(item.intent),
    opts,
    { message, code: 500, reason: 'InternalError' },
    item.source,
  );
}

/** Builds the resolver of the gathered schemas; a broken CRD or document fails the run, naming it. */
export function makeResolver(schemas: Schemas): SchemaResolver {
  try {
    return resolverForVersion(schemas.kubernetesVersion, { crds: schemas.crds, openapi: schemas.openapi });
  } catch (e) {
    throw new FatalError(`schemas: ${oneLine(e)}`);
  }
}

function embedded(items: readonly EngineItem[], opts: EngineOptions): ObjectReport[] {
  const resolver = makeResolver(opts.schemas);
  const o = {
    fieldManager: opts.fieldManager,
    force: opts.force,
    resolver,
    now: opts.now,
    defaults: opts.defaults !== false,
    ...(opts.schemas.kubernetesVersion !== undefined
      ? { kubernetesVersion: opts.schemas.kubernetesVersion }
      : {}),
    ...(opts.fieldValidation !== undefined ? { fieldValidation: opts.fieldValidation } : {}),
    ...(opts.applier !== undefined ? { applier: opts.applier } : {}),
    ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
    ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
  };
  const progress = new Progress(opts.log ?? silentLogger, 'Previewing', items.length, objects(items.length));
  // The same object twice: the later write goes onto the earlier one's result, as kubectl applies them.
  const out = previewInTurn(items, (item, i) => {
    let r: TurnOutcome;
    try {
      const w = items[i].write;
      const outcome = previewOutcome(item, w === undefined ? o : { ...o, ...w });
      r = outcome;
      if (opts.sides) opts.sides[i] = outcome.sides ?? null;
    } catch (e) {
      r = { report: internalError(item, opts, `internal error: ${oneLine(e)}`), object: null };
    }
    progress.tick(i + 1);
    return r;
  });
  progress.done();
  return out;
}

/** How long an `api-url` request may take and how large its answer may be (core/limits.ts; tests shorten them). */
export interface ApiLimits {
  timeoutMs: number;
  maxBytes: number;
}

const API_LIMITS: ApiLimits = { timeoutMs: API_TIMEOUT_MS, maxBytes: MAX_API_ANSWER_BYTES };

/** The answer's text, read as it streams in, or null once it passes `max` bytes (the rest is not read). */
async function boundedText(res: Response, max: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  if (!res.body) return '';
  const bytes = await readBounded(res.body, max);
  return bytes === null
    ? null
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

async function callApi(
  url: string,
  body: string,
  token: string | undefined,
  limits: ApiLimits,
): Promise<JsonObject> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // One deadline for the request and its whole answer.
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const timedOut = () =>
    new FatalError(`api-url ${url}: no complete answer within ${limits.timeoutMs / 1000} s`);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body, signal });
  } catch (e) {
    if (signal.aborted) throw timedOut();
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause ? ` (${String(cause.code)})` : '';
    throw new FatalError(`api-url ${url}: unreachable${code}: ${oneLine(cause)}`);
  }
  let text: string | null;
  try {
    text = await boundedText(res, limits.maxBytes);
  } catch (e) {
    if (signal.aborted) throw timedOut();
    throw new FatalError(`api-url ${url}: the answer broke off: ${oneLine(e)}`);
  }
  if (text === null) {
    throw new FatalError(
      `api-url ${url}: the answer is larger than ${byteSizeText(limits.maxBytes)}: not read further`,
    );
  }
  let parsed: unknown;
  try {
    parsed = parseJsonExact(text);
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const msg = isObject(parsed) && typeof parsed.message === 'string' ? `: ${oneLine(parsed.message)}` : '';
    throw new FatalError(`api-url ${url}: ${res.status} ${res.statusText}${msg}`);
  }
  if (!isObject(parsed) || !Array.isArray(parsed.objects)) {
    throw new FatalError(`api-url ${url}: the answer is not a preview report`);
  }
  return parsed;
}

/** The API's sides of a request's objects, with each object's schema resolved here (the same resolver the API used). */
function sidesOf(
  raw: JsonValue | undefined,
  sent: readonly PreviewItem[],
  resolver: SchemaResolver,
): (ObjectSides | null)[] {
  if (!Array.isArray(raw)) return [];
  return sent.map((it, j) => {
    const s = raw[j];
    if (!isObject(s) || !isObject(s.after)) return null;
    const before = isObject(s.before) ? s.before : null;
    let schema: ResolvedSchema;
    try {
      schema = resolver.resolve(it.intent.apiVersion, it.intent.kind);
    } catch {
      return null;
    }
    const sides: ObjectSides = { before, after: s.after, schema: schema.root };
    if (Array.isArray(s.defaulted) && s.defaulted.length > 0)
      sides.defaulted = new Set(s.defaulted.filter((p): p is string => typeof p === 'string'));
    return sides;
  });
}

/** The API's request limits (api/body.ts), kept under by core/limits.ts's: items per request, bytes per body. */
const API_MAX_ITEMS = API_REQUEST_MAX_ITEMS;
const API_MAX_BYTES = API_REQUEST_MAX_BYTES;

async function viaApi(items: readonly PreviewItem[], opts: EngineOptions): Promise<ObjectReport[]> {
  const url = `${opts.apiUrl!.replace(/\/+$/, '')}/v1/preview`;
  const maxItems = opts.chunk ?? API_MAX_ITEMS;
  // Secret values never leave the runner: the API sees keyed digests of them.
  const digester = opts.digester ?? new SecretDigester();
  // Schemas for every item: CRDs, and the cluster's documents of the group-versions in the batch.
  const schemas: string[] = opts.schemas.crds.map((crd) => JSON.stringify({ crd }));
  const used = new Set(items.map((it) => String(it.intent.apiVersion)));
  for (const [path, doc] of Object.entries(opts.schemas.openapi)) {
    const gv = path.startsWith('apis/') ? path.slice(5) : path.slice(4);
    if (used.has(gv)) schemas.push(JSON.stringify({ openapi: doc }));
  }
  const applierPart =
    (opts.applier !== undefined ? `,"applier":${JSON.stringify(opts.applier)}` : '') +
    (opts.mode !== undefined ? `,"mode":${JSON.stringify(opts.mode)}` : '') +
    (opts.owner !== undefined ? `,"owner":${JSON.stringify(opts.owner)}` : '') +
    (opts.fieldValidation !== undefined ? `,"fieldValidation":${JSON.stringify(opts.fieldValidation)}` : '') +
    (opts.schemas.kubernetesVersion !== undefined
      ? `,"kubernetesVersion":${JSON.stringify(opts.schemas.kubernetesVersion)}`
      : '');
  const sidesPart = opts.sides ? ',"sides":true' : '';
  const head = `{"fieldManager":${JSON.stringify(opts.fieldManager)},"force":${opts.force},"defaults":${opts.defaults !== false}${applierPart}${sidesPart},"now":${JSON.stringify(opts.now)}${schemas.length > 0 ? `,"schemas":[${schemas.join(',')}]` : ''},"items":[`;
  // Requests of at most maxItems items and API_MAX_BYTES bytes.
  const bodies: { body: string; items: PreviewItem[] }[] = [];
  let parts: string[] = [];
  let batch: PreviewItem[] = [];
  let size = head.length;
  const flush = () => {
    if (batch.length > 0) bodies.push({ body: `${head}${parts.join(',')}]}`, items: batch });
    parts = [];
    batch = [];
    size = head.length;
  };
  for (const it of items) {
    const item: Record<string, unknown> = {
      live: it.live === null ? null : digester.object(it.live),
      intent: digester.object(it.intent),
    };
    if (it.source) item.source = it.source;
    if (it.previous) item.previous = digester.object(it.previous);
    const text = stringifyJson(item);
    if (batch.length > 0 && (batch.length >= maxItems || size + text.length + 3 > API_MAX_BYTES)) flush();
    if (head.length + text.length + 3 > API_MAX_BYTES) {
      throw new FatalError(
        `api-url ${url}: ${describeItem(it)} and the schemas are more than the API takes in one request (${(API_MAX_BYTES / 1048576).toFixed(1)} MiB)`,
      );
    }
    parts.push(text);
    batch.push(it);
    size += text.length + 1;
  }
  flush();
  const progress = new Progress(
    opts.log ?? silentLogger,
    `Previewing with the API (${bodies.length} request${bodies.length === 1 ? '' : 's'})`,
    items.length,
    objects(items.length),
  );
  let answered = 0;
  const resolver = opts.sides ? makeResolver(opts.schemas) : null;
  const out = await pool(bodies, 4, async ({ body, items: sent }) => {
    const answer = await callApi(url, body, opts.apiToken, { ...API_LIMITS, ...opts.apiLimits });
    const reports = answer.objects as unknown as ObjectReport[];
    if (reports.length !== sent.length) {
      throw new FatalError(`api-url ${url}: ${reports.length} reports for ${sent.length} objects`);
    }
    answered += sent.length;
    progress.tick(answered);
    const sides = resolver ? sidesOf(answer.sides, sent, resolver) : [];
    return reports.map((r, j) => ({
      report: sent[j].source && !r.source ? { ...r, source: sent[j].source } : r,
      sides: sides[j] ?? null,
    }));
  });
  progress.done();
  const flat = out.flat();
  const sides = opts.sides;
  if (sides) {
    flat.forEach((x, i) => {
      sides[i] = x.sides;
    });
  }
  const reports = flat.map((x) => x.report);
  // The API previews each object alone: a duplicate's later write is not put onto the earlier's result.
  noteUnchainedDuplicates(items, reports);
  return reports;
}

function objects(n: number): string {
  return n === 1 ? 'object' : 'objects';
}

function describeItem(it: PreviewItem): string {
  const s = it.source;
  return s?.file ? `${s.file}: document ${s.document}` : 'an object';
}

/** Through the API: one run of requests per write (the API takes one applier per request), answers put back in order. */
async function viaApiByWrite(items: readonly EngineItem[], opts: EngineOptions): Promise<ObjectReport[]> {
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const key = it.write === undefined ? '' : JSON.stringify(it.write);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [i]);
    else g.push(i);
  });
  if (groups.size === 1 && groups.has('')) return viaApi(items, opts);
  const out: ObjectReport[] = new Array(items.length);
  for (const [key, at] of groups) {
    const write = key === '' ? undefined : items[at[0]].write;
    const sides: (ObjectSides | null)[] | undefined = opts.sides ? [] : undefined;
    const reports = await viaApi(
      at.map((i) => items[i]),
      { ...opts, ...(write ?? {}), ...(sides ? { sides } : {}) },
    );
    at.forEach((i, j) => {
      out[i] = reports[j];
      if (opts.sides && sides) opts.sides[i] = sides[j] ?? null;
    });
  }
  return out;
}

/** One report per item, in order. */
export async function previewItems(
  items: readonly EngineItem[],
  opts: EngineOptions,
): Promise<ObjectReport[]> {
  if (items.length === 0) return [];
  return opts.apiUrl ? viaApiByWrite(items, opts) : embedded(items, opts);
}
