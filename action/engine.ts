// Where the preview is computed: the core engine in this process (no `api-url`),
// or the deployed API (`POST <api-url>/v1/preview`, the same engine behind HTTP).
// Either way the answer is one ObjectReport per item, in order.

import type { PreviewItem } from '../core/preview/report.ts';
import { previewObject } from '../core/preview/report.ts';
import type { ObjectReport } from '../core/preview/types.ts';
import { SchemaResolver } from '../core/schema/resolve.ts';
import { isObject, type JsonObject } from '../core/value.ts';
import { FatalError, oneLine } from './errors.ts';

export interface Schemas {
  crds: JsonObject[];
  /** A cluster's OpenAPI v3 documents keyed by index path (`apis/apps/v1`). */
  openapi: Record<string, JsonObject>;
}

export interface EngineOptions {
  fieldManager: string;
  force: boolean;
  now: string;
  schemas: Schemas;
  /** The API's base URL; absent: the embedded engine. */
  apiUrl?: string;
  apiToken?: string;
  /** Items per request to the API. */
  chunk?: number;
}

function internalError(item: PreviewItem, opts: EngineOptions, message: string): ObjectReport {
  const meta = isObject(item.intent.metadata) ? item.intent.metadata : {};
  const r: ObjectReport = {
    ref: {
      apiVersion: String(item.intent.apiVersion ?? ''),
      kind: String(item.intent.kind ?? ''),
      name: typeof meta.name === 'string' ? meta.name : '',
    },
    schemaSource: 'deduced',
    action: 'error',
    fieldManager: opts.fieldManager,
    force: opts.force,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: [],
    error: { message, code: 500, reason: 'InternalError' },
  };
  if (typeof meta.namespace === 'string' && meta.namespace) r.ref.namespace = meta.namespace;
  if (item.source) r.source = item.source;
  return r;
}

/** Builds the resolver of the gathered schemas; a broken CRD or document fails the run, naming it. */
export function makeResolver(schemas: Schemas): SchemaResolver {
  try {
    return new SchemaResolver({ crds: schemas.crds, openapi: schemas.openapi });
  } catch (e) {
    throw new FatalError(`schemas: ${oneLine(e)}`);
  }
}

function embedded(items: readonly PreviewItem[], opts: EngineOptions): ObjectReport[] {
  const resolver = makeResolver(opts.schemas);
  const o = { fieldManager: opts.fieldManager, force: opts.force, resolver, now: opts.now };
  return items.map((item) => {
    try {
      return previewObject(item, o);
    } catch (e) {
      return internalError(item, opts, `internal error: ${oneLine(e)}`);
    }
  });
}

async function callApi(url: string, body: string, token: string | undefined): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body });
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause ? ` (${String(cause.code)})` : '';
    throw new FatalError(`api-url ${url}: unreachable${code}: ${oneLine(cause)}`);
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
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
  return parsed.objects;
}

async function viaApi(items: readonly PreviewItem[], opts: EngineOptions): Promise<ObjectReport[]> {
  const url = `${opts.apiUrl!.replace(/\/+$/, '')}/v1/preview`;
  const size = opts.chunk ?? 200;
  const schemas: Record<string, unknown> = {};
  if (opts.schemas.crds.length > 0) schemas.crds = opts.schemas.crds;
  if (Object.keys(opts.schemas.openapi).length > 0) schemas.openapi = opts.schemas.openapi;
  const chunks: (readonly PreviewItem[])[] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  const out: ObjectReport[][] = new Array(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const i = next++;
      const chunk = chunks[i];
      const body: Record<string, unknown> = {
        items: chunk.map((it) => ({ live: it.live, intent: it.intent })),
        fieldManager: opts.fieldManager,
        force: opts.force,
      };
      if (Object.keys(schemas).length > 0) body.schemas = schemas;
      const objects = (await callApi(url, JSON.stringify(body), opts.apiToken)) as ObjectReport[];
      if (objects.length !== chunk.length) {
        throw new FatalError(`api-url ${url}: ${objects.length} reports for ${chunk.length} objects`);
      }
      out[i] = objects.map((r, j) => (chunk[j].source ? { ...r, source: chunk[j].source } : r));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, chunks.length) }, worker));
  return out.flat();
}

/** One report per item, in order. */
export async function previewItems(
  items: readonly PreviewItem[],
  opts: EngineOptions,
): Promise<ObjectReport[]> {
  if (items.length === 0) return [];
  return opts.apiUrl ? viaApi(items, opts) : embedded(items, opts);
}
