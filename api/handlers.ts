// What every /v1 handler shares: the context and reply types, the query
// parameters, the request envelope, embedded objects and schema resolution.
// The handlers themselves: api/handle-write.ts (apply, create, update),
// api/handle-preview.ts (batches), api/handle-simulate.ts (scenarios).
// Nothing here knows which runtime serves it.

import type * as z from 'zod';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import { parseTime } from '../core/managed/index.ts';
import { MIN_MARKDOWN_LENGTH } from '../core/preview/render/index.ts';
import type { Writer, WriteSettings } from '../core/request/index.ts';
import {
  DEFAULT_KUBERNETES_VERSION,
  kubernetesVersionProblem,
  loadKubernetesVersion,
  resolverForVersion,
} from '../core/request/index.ts';
import type { ResolvedSchema, SchemaResolver, SchemaSources } from '../core/schema/index.ts';
import { SchemaError, typeFromOpenAPIV3Schema } from '../core/schema/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import { type Body, inputStatus, type Limits } from './body.ts';
import { queryFieldValidation } from './fieldvalidation.ts';
import { issuesText, type SchemaSpec } from './schemas.ts';
import { badRequest, type KubeStatus } from './status.ts';
import { expandLists, InputError, parseYamlOne } from './yaml.ts';

/** What a handler needs from the app. */
export interface HandlerContext {
  request: Request;
  query: URLSearchParams;
  limits: Limits;
  requestId: string;
  /** Reports an unexpected failure (the error is not in any response). */
  onInternalError: (e: unknown) => void;
}

/** A handler's answer: JSON with a status code, or text; `warnings` become Warning headers. */
export type Reply = (
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; contentType: string; body: string }
) & { warnings?: readonly string[] };

export const json = (body: unknown, code = 200): Reply => ({ kind: 'json', status: code, body });
export const statusReply = (s: KubeStatus): Reply => ({ kind: 'json', status: s.code, body: s });

/** The time stamped on managedFields: the request's `now`, else the current second. */
export function nowOf(given: string | undefined): string {
  if (given === undefined) return new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  if (parseTime(given) === null) {
    throw badRequest(
      `now: ${JSON.stringify(given.slice(0, 60))} is not an RFC 3339 time (e.g. 2026-01-02T03:04:05Z)`,
    );
  }
  return given;
}

/** One value given in the body or as a query parameter (both: they must agree). */
export function pick<T>(name: string, fromBody: T | undefined, fromQuery: T | undefined): T | undefined {
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw badRequest(
      `${name} is given in the body (${JSON.stringify(fromBody)}) and as a query parameter (${JSON.stringify(fromQuery)}) with different values`,
    );
  }
  return fromBody ?? fromQuery;
}

export function queryForce(q: URLSearchParams): boolean | undefined {
  const v = q.get('force');
  if (v === null) return undefined;
  if (v === 'true' || v === '') return true;
  if (v === 'false') return false;
  throw badRequest(`force: the query parameter must be true or false, got ${JSON.stringify(v.slice(0, 40))}`);
}

export function queryMode(q: URLSearchParams): 'server-side' | 'client-side' | undefined {
  const v = q.get('mode');
  if (v === null) return undefined;
  if (v === 'server-side' || v === 'client-side') return v;
  throw badRequest(
    `mode: the query parameter must be server-side or client-side, got ${JSON.stringify(v.slice(0, 40))}`,
  );
}

export function queryDefaults(q: URLSearchParams): boolean | undefined {
  const v = q.get('defaults');
  if (v === null) return undefined;
  if (v === 'true' || v === '') return true;
  if (v === 'false') return false;
  throw badRequest(
    `defaults: the query parameter must be true or false, got ${JSON.stringify(v.slice(0, 40))}`,
  );
}

/** The largest `maxLength` accepted (10 million characters). */
const MAX_MARKDOWN_LENGTH = 10_000_000;

/** The maxLength query parameter: a cap on the Markdown report, in UTF-16 code units (GitHub's count). */
export function queryMaxLength(q: URLSearchParams): number | undefined {
  const v = q.get('maxLength');
  if (v === null) return undefined;
  const n = /^[0-9]{1,9}$/.test(v) ? Number(v) : Number.NaN;
  if (!(n >= MIN_MARKDOWN_LENGTH && n <= MAX_MARKDOWN_LENGTH)) {
    throw badRequest(
      `maxLength: the query parameter must be a whole number from ${MIN_MARKDOWN_LENGTH} to ${MAX_MARKDOWN_LENGTH}, got ${JSON.stringify(v.slice(0, 40))}`,
    );
  }
  return n;
}

export function queryManager(q: URLSearchParams): string | undefined {
  return q.get('fieldManager') ?? undefined;
}

/** The writer fields a request body may give (each also a query parameter). */
interface WriterFields {
  fieldManager?: string;
  applier?: string;
  owner?: string;
  mode?: 'server-side' | 'client-side';
  force?: boolean;
}

/** Who writes (core/request/types.ts): the body's fields and the query's, which must agree. */
export function writerOf(given: WriterFields, q: URLSearchParams): Writer {
  const applier = pick('applier', given.applier, q.get('applier') ?? undefined);
  const owner = pick('owner', given.owner, q.get('owner') ?? undefined);
  const mode = pick('mode', given.mode, queryMode(q));
  const fieldManager = pick('fieldManager', given.fieldManager, queryManager(q));
  const force = pick('force', given.force, queryForce(q));
  return {
    ...(fieldManager !== undefined ? { fieldManager } : {}),
    ...(applier !== undefined ? { applier } : {}),
    ...(owner !== undefined ? { owner } : {}),
    ...(mode !== undefined ? { mode } : {}),
    ...(force !== undefined ? { force } : {}),
  };
}

/**
 * The settings every write of the request shares (core/request/types.ts), from the
 * body and the query, with the built-in schemas of its Kubernetes version loaded
 * (default the newest modelled; one not modelled is a 400 naming those that are).
 */
export async function settingsOf(
  given: { now?: string; defaults?: boolean; fieldValidation?: FieldValidation; kubernetesVersion?: string },
  q: URLSearchParams,
): Promise<WriteSettings & { kubernetesVersion: string }> {
  const now = nowOf(given.now);
  const defaults = pick('defaults', given.defaults, queryDefaults(q)) ?? true;
  const fieldValidation = pick('fieldValidation', given.fieldValidation, queryFieldValidation(q));
  const kubernetesVersion =
    pick('kubernetesVersion', given.kubernetesVersion, q.get('kubernetesVersion') ?? undefined) ??
    DEFAULT_KUBERNETES_VERSION;
  const problem = kubernetesVersionProblem(kubernetesVersion);
  if (problem !== null) throw badRequest(`kubernetesVersion: ${problem}`);
  await loadKubernetesVersion(kubernetesVersion);
  return { now, defaults, ...(fieldValidation !== undefined ? { fieldValidation } : {}), kubernetesVersion };
}

/** One JSON/YAML document that is the request envelope, validated with `schema`. */
export function envelope<S extends z.ZodType>(body: Body, schema: S): z.output<S> {
  if (body.documents.length !== 1) {
    throw badRequest(`request body: expected one document, found ${body.documents.length}`);
  }
  const r = schema.safeParse(body.documents[0]);
  if (!r.success) throw badRequest(`request body: ${issuesText(r.error)}`);
  return r.data;
}

/** An embedded object: as given, or parsed from a YAML string. */
export function objectOf(v: JsonObject | string, name: string): JsonObject {
  if (typeof v !== 'string') return v;
  let doc: JsonValue;
  try {
    doc = parseYamlOne(v, name);
  } catch (e) {
    return inputStatus(e);
  }
  if (!isObject(doc)) throw badRequest(`${name}: the YAML document must be an object`);
  return doc;
}

function isKubeObject(v: JsonValue): v is JsonObject {
  return isObject(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string';
}

/** An object read from a cluster (kubectl get -o yaml) rather than a manifest. */
export function isLive(obj: JsonValue): obj is JsonObject {
  if (!isObject(obj)) return false;
  const meta = obj.metadata;
  return (
    isObject(meta) &&
    (Object.hasOwn(meta, 'managedFields') ||
      typeof meta.resourceVersion === 'string' ||
      typeof meta.uid === 'string')
  );
}

/**
 * The documents of a YAML body when they are manifests rather than an envelope:
 * several documents, or one with apiVersion and kind.
 */
export function manifests(body: Body): JsonValue[] | null {
  if (body.format !== 'yaml') return null;
  const docs = expandLists(body.documents);
  if (docs.length === 1 && !isKubeObject(docs[0])) return null;
  return docs;
}

/** A body in kubectl's form, split: its live objects and its manifests, each with its 1-based document number. */
export interface ManifestDocuments {
  lives: JsonObject[];
  intents: { doc: JsonValue; document: number }[];
}

/**
 * The request set-up of every write in kubectl's form: the body's documents
 * (manifests(body)) split into live objects (isLive) and manifests; null for an
 * envelope.
 */
export function manifestDocuments(body: Body): ManifestDocuments | null {
  const docs = manifests(body);
  if (docs === null) return null;
  const out: ManifestDocuments = { lives: [], intents: [] };
  docs.forEach((doc, i) => {
    if (isLive(doc)) out.lives.push(doc);
    else out.intents.push({ doc, document: i + 1 });
  });
  return out;
}

function metaString(obj: JsonObject, key: string): string {
  const meta = obj.metadata;
  const v = isObject(meta) && Object.hasOwn(meta, key) ? meta[key] : undefined;
  return typeof v === 'string' ? v : '';
}

/** The live object must be the object written (as the name in a request URL would be). */
export function checkSameObject(live: JsonObject | null, obj: JsonObject, what: string): void {
  if (live === null) return;
  for (const key of ['name', 'namespace']) {
    const a = metaString(live, key);
    const b = metaString(obj, key);
    if (a !== '' && b !== '' && a !== b) {
      throw badRequest(
        `${what}: metadata.${key} ${JSON.stringify(b)} does not match the live object's ${JSON.stringify(a)}`,
      );
    }
  }
}

function schemaProblem(where: string, e: unknown): never {
  if (e instanceof SchemaError) throw badRequest(`${where}: ${e.message}`);
  if (e instanceof InputError) throw badRequest(e.message);
  throw e;
}

function looksLikeDocument(doc: JsonObject): boolean {
  return ['openapi', 'swagger', 'components', 'definitions', 'paths'].some((k) => Object.hasOwn(doc, k));
}

/** Schema sources of one spec (and the batch's), as the resolver takes them. */
export function sourcesOf(
  spec: z.output<typeof SchemaSpec> | undefined,
  where: string,
  base: SchemaSources = {},
) {
  const sources: SchemaSources = { crds: [...(base.crds ?? [])], openapi: [] };
  const openapi = (base.openapi ?? []) as unknown[];
  (sources.openapi as unknown[]).push(...openapi);
  if (spec === undefined) return sources;
  try {
    if ('openAPIV3Schema' in spec) sources.explicit = typeFromOpenAPIV3Schema(spec.openAPIV3Schema);
    else if ('crd' in spec) sources.crds = [spec.crd, ...(sources.crds ?? [])];
    else if (looksLikeDocument(spec.openapi)) sources.openapi = [spec.openapi, ...openapi];
    else sources.openapi = spec.openapi;
  } catch (e) {
    schemaProblem(where, e);
  }
  return sources;
}

/** The resolver of a request's schema sources, with the built-ins of its (loaded) Kubernetes version. */
export function resolverOf(sources: SchemaSources, where: string, settings: WriteSettings): SchemaResolver {
  try {
    return resolverForVersion(settings.kubernetesVersion, sources);
  } catch (e) {
    return schemaProblem(where, e);
  }
}

/** The schema of `obj`; a CRD or document given for it must describe it. */
export function resolveFor(
  resolver: SchemaResolver,
  spec: z.output<typeof SchemaSpec> | undefined,
  obj: JsonObject,
  where: string,
): ResolvedSchema {
  let r: ResolvedSchema;
  try {
    r = resolver.resolve(obj.apiVersion, obj.kind);
  } catch (e) {
    return schemaProblem(where, e);
  }
  const what = `${String(obj.apiVersion)} ${String(obj.kind)}`;
  if (spec && 'crd' in spec && !r.source.startsWith('crd:')) {
    throw badRequest(`${where}.crd: the CustomResourceDefinition does not serve ${what}`);
  }
  if (spec && 'openapi' in spec && r.source !== 'openapi') {
    throw badRequest(`${where}.openapi: the document has no definition of ${what}`);
  }
  return r;
}
