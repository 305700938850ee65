// The /v1 handlers: read the body (api/body.ts), validate it (api/schemas.ts),
// call the engine, and return its result. Nothing here knows which runtime serves it.

import type * as z from 'zod';
import { invalidOption } from '../core/managed/status.ts';
import { parseTime } from '../core/managed/time.ts';
import { chooseApplier } from '../core/preview/applier.ts';
import { matchLive } from '../core/preview/match.ts';
import { renderBlame } from '../core/preview/render/blame.ts';
import {
  MIN_MARKDOWN_LENGTH,
  renderMarkdown,
  renderMarkdownWithin,
} from '../core/preview/render/markdown.ts';
import {
  type PreviewItem as EngineItem,
  errorReport,
  objectRef,
  previewOutcome,
  summarize,
} from '../core/preview/report.ts';
import { guardReport } from '../core/preview/secrets.ts';
import type { BatchReport, ObjectReport, ObjectSides } from '../core/preview/types.ts';
import type { ResolvedSchema } from '../core/schema/model.ts';
import { SchemaError, typeFromOpenAPIV3Schema } from '../core/schema/openapi.ts';
import { SchemaResolver, type SchemaSources } from '../core/schema/resolve.ts';
import type { DuplicateField, FieldValidation } from '../core/server/fieldvalidation.ts';
import { refuseFieldManager, refuseObject, refuseWrite, withLiveType } from '../core/server/refuse.ts';
import { serverWrite } from '../core/server/write.ts';
import { parseScenario, ScenarioError, scenarioSchema, simulate } from '../core/simulate.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/value.ts';
import { type Body, inputStatus, type Limits, readBody } from './body.ts';
import {
  documentDuplicates,
  duplicatesAt,
  queryFieldValidation,
  refuseOtherRepeats,
} from './fieldvalidation.ts';
import {
  ApplyRequest,
  issuesText,
  PreviewEnvelope,
  PreviewItem,
  Scenario,
  type SchemaSpec,
  UpdateRequest,
} from './schemas.ts';
import { badRequest, type KubeStatus, StatusError, status, tooLarge } from './status.ts';
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

const json = (body: unknown, code = 200): Reply => ({ kind: 'json', status: code, body });
const statusReply = (s: KubeStatus): Reply => ({ kind: 'json', status: s.code, body: s });

// ---------------------------------------------------------------------------
// Shared pieces

/** The time stamped on managedFields: the request's `now`, else the current second. */
function nowOf(given: string | undefined): string {
  if (given === undefined) return new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  if (parseTime(given) === null) {
    throw badRequest(
      `now: ${JSON.stringify(given.slice(0, 60))} is not an RFC 3339 time (e.g. 2026-01-02T03:04:05Z)`,
    );
  }
  return given;
}

/** One value given in the body or as a query parameter (both: they must agree). */
function pick<T>(name: string, fromBody: T | undefined, fromQuery: T | undefined): T | undefined {
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw badRequest(
      `${name} is given in the body (${JSON.stringify(fromBody)}) and as a query parameter (${JSON.stringify(fromQuery)}) with different values`,
    );
  }
  return fromBody ?? fromQuery;
}

function queryForce(q: URLSearchParams): boolean | undefined {
  const v = q.get('force');
  if (v === null) return undefined;
  if (v === 'true' || v === '') return true;
  if (v === 'false') return false;
  throw badRequest(`force: the query parameter must be true or false, got ${JSON.stringify(v.slice(0, 40))}`);
}

function queryMode(q: URLSearchParams): 'server-side' | 'client-side' | undefined {
  const v = q.get('mode');
  if (v === null) return undefined;
  if (v === 'server-side' || v === 'client-side') return v;
  throw badRequest(
    `mode: the query parameter must be server-side or client-side, got ${JSON.stringify(v.slice(0, 40))}`,
  );
}

function queryDefaults(q: URLSearchParams): boolean | undefined {
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
function queryMaxLength(q: URLSearchParams): number | undefined {
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

function queryManager(q: URLSearchParams): string | undefined {
  return q.get('fieldManager') ?? undefined;
}

function fieldManagerRequired(): KubeStatus {
  return invalidOption(
    'PatchOptions',
    'fieldManager',
    'FieldValueRequired',
    'Required value: is required for apply patch',
  );
}

/** One JSON/YAML document that is the request envelope, validated with `schema`. */
function envelope<S extends z.ZodType>(body: Body, schema: S): z.output<S> {
  if (body.documents.length !== 1) {
    throw badRequest(`request body: expected one document, found ${body.documents.length}`);
  }
  const r = schema.safeParse(body.documents[0]);
  if (!r.success) throw badRequest(`request body: ${issuesText(r.error)}`);
  return r.data;
}

/** An embedded object: as given, or parsed from a YAML string. */
function objectOf(v: JsonObject | string, name: string): JsonObject {
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
function isLive(obj: JsonValue): obj is JsonObject {
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
function manifests(body: Body): JsonValue[] | null {
  if (body.format !== 'yaml') return null;
  const docs = expandLists(body.documents);
  if (docs.length === 1 && !isKubeObject(docs[0])) return null;
  return docs;
}

function metaString(obj: JsonObject, key: string): string {
  const meta = obj.metadata;
  const v = isObject(meta) && Object.hasOwn(meta, key) ? meta[key] : undefined;
  return typeof v === 'string' ? v : '';
}

/** The live object must be the object written (as the name in a request URL would be). */
function checkSameObject(live: JsonObject | null, obj: JsonObject, what: string): void {
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
function sourcesOf(spec: z.output<typeof SchemaSpec> | undefined, where: string, base: SchemaSources = {}) {
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

function resolverOf(sources: SchemaSources, where: string): SchemaResolver {
  try {
    return new SchemaResolver(sources);
  } catch (e) {
    return schemaProblem(where, e);
  }
}

/** The schema of `obj`; a CRD or document given for it must describe it. */
function resolveFor(
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

// ---------------------------------------------------------------------------
// POST /v1/apply

export async function handleApply(ctx: HandlerContext): Promise<Reply> {
  const body = await readBody(ctx.request, ctx.limits);
  let req: z.output<typeof ApplyRequest>;
  const docs = manifests(body);
  if (docs !== null) {
    // kubectl's form: the manifest itself (and the live object, if any).
    const lives = docs.filter(isLive);
    const intents = docs.filter((d) => !isLive(d));
    if (intents.length !== 1 || lives.length > 1) {
      throw badRequest(
        `request body: expected one manifest and at most one live object (with metadata.managedFields), found ${intents.length} and ${lives.length}`,
      );
    }
    const [intent] = intents;
    if (!isObject(intent)) throw badRequest('request body: the manifest must be an object');
    req = { intent, live: lives[0] ?? null };
    refuseOtherRepeats(body, [intent], []);
  } else {
    req = envelope(body, ApplyRequest);
    refuseOtherRepeats(body, [], [/^intent\./]);
  }

  const applierName = pick('applier', req.applier, ctx.query.get('applier') ?? undefined);
  const owner = pick('owner', req.owner, ctx.query.get('owner') ?? undefined);
  const mode = pick('mode', req.mode, queryMode(ctx.query));
  const manager = pick('fieldManager', req.fieldManager, queryManager(ctx.query)) ?? '';
  const explicitForce = pick('force', req.force, queryForce(ctx.query));
  if (manager === '' && applierName === undefined && mode !== 'client-side')
    return statusReply(fieldManagerRequired());
  if (req.subresource === 'scale') {
    throw badRequest('subresource: an apply to /scale is not previewed here; send the Scale to /v1/update');
  }
  const intent = objectOf(req.intent, 'intent');
  const live = req.live ?? null;
  const refused = refuseWrite('apply', manager, intent, live);
  if (refused !== null) return statusReply(refused);
  checkSameObject(live, intent, 'intent');
  const resolver = resolverOf(sourcesOf(req.schema, 'schema'), 'schema');
  const schema = resolveFor(resolver, req.schema, intent, 'schema');
  const now = nowOf(req.now);
  const defaults = pick('defaults', req.defaults, queryDefaults(ctx.query)) ?? true;
  const fieldValidation = pick('fieldValidation', req.fieldValidation, queryFieldValidation(ctx.query));
  const crd = resolver.crdFor(intent.apiVersion, intent.kind);
  // The manifest as sent (the envelope's intent, or kubectl's form: the document itself): its repeated keys reach the server.
  const duplicates =
    docs === null
      ? typeof req.intent !== 'string'
        ? duplicatesAt(body, 'intent')
        : undefined
      : documentDuplicates(body, req.intent);

  // One run gives both the API server's answer and the report (the apply is not repeated).
  const outcome = previewOutcome(duplicates !== undefined ? { live, intent, duplicates } : { live, intent }, {
    fieldManager: manager,
    ...(fieldValidation !== undefined ? { fieldValidation } : {}),
    ...(explicitForce !== undefined ? { force: explicitForce } : {}),
    schema,
    now,
    defaults,
    ...(crd ? { crd } : {}),
    ...(req.subresource === 'status' ? { subresource: 'status' as const } : {}),
    ...(applierName !== undefined ? { applier: applierName } : {}),
    ...(owner !== undefined ? { owner } : {}),
    ...(mode !== undefined ? { mode } : {}),
    ...(req.previous !== undefined ? { previous: req.previous as JsonObject | null } : {}),
  });
  const warnings = outcome.warnings;
  if (outcome.object === null) {
    const failed = statusReply(
      outcome.status ?? badRequest(outcome.report.error?.message ?? 'bad request').status,
    );
    return warnings !== undefined ? { ...failed, warnings } : failed;
  }
  const view = ctx.query.get('view');
  if (view === 'blame') {
    return {
      kind: 'text',
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: renderBlame(outcome.object, schema.root, { defaulted: outcome.sides?.defaulted }),
      ...(warnings !== undefined ? { warnings } : {}),
    };
  }
  if (view !== null && view !== '')
    throw badRequest(`view: must be "blame", got ${JSON.stringify(view.slice(0, 40))}`);
  const answer = json({ object: outcome.object, result: guardReport(outcome.report) });
  return warnings !== undefined ? { ...answer, warnings } : answer;
}

// ---------------------------------------------------------------------------
// POST /v1/update

/** The manager of a write without fieldManager, as kube-apiserver names it: the User-Agent up to "/". */
export function managerFromUserAgent(ua: string | null): string {
  if (ua === null) return '';
  let out = '';
  for (const ch of ua.split('/')[0]) {
    if (out.length >= 128) break;
    if (/\p{C}/u.test(ch)) continue;
    out += ch;
  }
  return out;
}

export function handleUpdate(ctx: HandlerContext): Promise<Reply> {
  return handleWrite(ctx, 'update');
}

export function handleCreate(ctx: HandlerContext): Promise<Reply> {
  return handleWrite(ctx, 'create');
}

/** POST /v1/update (PUT semantics) and /v1/create (POST): one write as kube-apiserver runs it with dryRun=All. */
async function handleWrite(ctx: HandlerContext, verb: 'create' | 'update'): Promise<Reply> {
  const body = await readBody(ctx.request, ctx.limits);
  const req = envelope(body, UpdateRequest);
  refuseOtherRepeats(body, [], [/^object\./]);
  const optionsKind = verb === 'create' ? 'CreateOptions' : 'UpdateOptions';
  if (ctx.query.has('force')) {
    return statusReply(
      invalidOption(
        'PatchOptions',
        'force',
        'FieldValueForbidden',
        'Forbidden: may not be specified for non-apply patch',
      ),
    );
  }
  const manager =
    pick('fieldManager', req.fieldManager, queryManager(ctx.query)) ??
    managerFromUserAgent(ctx.request.headers.get('user-agent'));
  if (manager === '') {
    return statusReply(
      invalidOption(
        optionsKind,
        'fieldManager',
        'FieldValueRequired',
        'Required value: is required (or a User-Agent)',
      ),
    );
  }
  const written = objectOf(req.object, 'object');
  const live = req.live ?? null;
  const refused = refuseWrite(verb, manager, written, live);
  if (refused !== null) return statusReply(refused);
  const scale = req.subresource === 'scale';
  // A /scale body is a Scale: the parent (live) names the object and its schema.
  const object = scale ? written : withLiveType(written, live);
  if (!scale) checkSameObject(live, object, 'object');
  const typed = scale && live !== null ? live : object;
  const resolver = resolverOf(sourcesOf(req.schema, 'schema'), 'schema');
  const schema = resolveFor(resolver, req.schema, typed, 'schema');
  const r = serverWrite({
    verb,
    subresource: req.subresource,
    live,
    body: object,
    manager,
    userAgent: ctx.request.headers.get('user-agent') ?? undefined,
    schema,
    crd: resolver.crdFor(typed.apiVersion, typed.kind),
    now: nowOf(req.now),
    defaults: pick('defaults', req.defaults, queryDefaults(ctx.query)) ?? true,
    fieldValidation: pick('fieldValidation', req.fieldValidation, queryFieldValidation(ctx.query)),
    ...(typeof req.object !== 'string' ? { duplicates: duplicatesAt(body, 'object') } : {}),
  });
  if (!r.ok) return statusReply(r.status);
  const out: JsonObject = { object: r.object, changed: r.changed };
  if (r.scale !== undefined) out.scale = r.scale;
  if (r.notes.length > 0) out.notes = r.notes as unknown as JsonValue;
  if (r.warnings !== undefined) {
    out.warnings = r.warnings;
    return { ...json(out), warnings: r.warnings };
  }
  return json(out);
}

// ---------------------------------------------------------------------------
// POST /v1/preview

function failedItem(
  raw: unknown,
  fieldManager: string,
  force: boolean,
  error: { code: number; reason: string; message: string },
  source?: ObjectReport['source'],
): ObjectReport {
  const intent = isObject(raw) && Object.hasOwn(raw, 'intent') ? raw.intent : raw;
  const live = isObject(raw) && isObject(raw.live) ? raw.live : null;
  return errorReport(
    objectRef(isObject(intent) ? intent : null, live),
    { fieldManager, force },
    error,
    source,
  );
}

/** Whether the Accept header prefers text/markdown to JSON (the default). */
export function wantsMarkdown(accept: string | null): boolean {
  if (accept === null) return false;
  let markdown = -1;
  let json = -1;
  let markdownFirst = false;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';');
    const media = type.trim().toLowerCase();
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qp === undefined ? 1 : Number(qp.slice(2));
    if (!(q >= 0)) continue;
    if (media === 'text/markdown') {
      if (json < 0) markdownFirst = true;
      markdown = Math.max(markdown, q);
    } else if (media === 'application/json') json = Math.max(json, q);
  }
  return markdown > 0 && (markdown > json || (markdown === json && markdownFirst));
}

export async function handlePreview(ctx: HandlerContext): Promise<Reply> {
  const maxLength = queryMaxLength(ctx.query);
  const body = await readBody(ctx.request, ctx.limits);
  let env: z.output<typeof PreviewEnvelope>;
  let items: unknown[];
  const docs = manifests(body);
  if (docs !== null) {
    const lives = docs.filter(isLive);
    const intents: { doc: JsonValue; document: number }[] = [];
    docs.forEach((doc, i) => {
      if (!isLive(doc)) intents.push({ doc, document: i + 1 });
    });
    if (intents.length > ctx.limits.maxItems) throw tooManyItems(intents.length, ctx.limits.maxItems);
    env = { items: [] };
    const objects = intents.filter((x) => isObject(x.doc));
    const matched = matchLive(
      objects.map((x) => x.doc as JsonObject),
      lives,
    );
    items = intents.map((x) => {
      const j = objects.indexOf(x);
      const it = j >= 0 ? matched[j] : { intent: x.doc, live: null };
      const repeats = documentDuplicates(body, x.doc);
      return { ...it, source: { document: x.document }, ...(repeats ? { duplicates: repeats } : {}) };
    });
    refuseOtherRepeats(
      body,
      intents.map((x) => x.doc),
      [],
    );
  } else {
    env = envelope(body, PreviewEnvelope);
    refuseOtherRepeats(body, [], [/^items\[\d+\]\.intent\./]);
    items = env.items;
    if (items.length > ctx.limits.maxItems) throw tooManyItems(items.length, ctx.limits.maxItems);
  }
  const fieldManager = pick('fieldManager', env.fieldManager, queryManager(ctx.query)) ?? '';
  const applierName = pick('applier', env.applier, ctx.query.get('applier') ?? undefined);
  const owner = pick('owner', env.owner, ctx.query.get('owner') ?? undefined);
  const mode = pick('mode', env.mode, queryMode(ctx.query));
  const explicitForce = pick('force', env.force, queryForce(ctx.query));
  const choice = chooseApplier({ applier: applierName, mode, fieldManager, force: explicitForce, owner });
  if (typeof choice === 'string') throw badRequest(choice);
  if (choice.fieldManager === '') return statusReply(fieldManagerRequired());
  const badManager = refuseFieldManager(choice.fieldManager, 'apply');
  if (badManager !== null) return statusReply(badManager);
  const force = choice.force;
  const now = nowOf(env.now);
  const defaults = pick('defaults', env.defaults, queryDefaults(ctx.query)) ?? true;
  const fieldValidation = pick('fieldValidation', env.fieldValidation, queryFieldValidation(ctx.query));

  const base: SchemaSources = { crds: [], openapi: [] };
  for (const [i, spec] of (env.schemas ?? []).entries()) {
    if ('openAPIV3Schema' in spec) {
      throw badRequest(
        `schemas[${i}]: an openAPIV3Schema describes one object; give it as that item's "schema"`,
      );
    }
    const s = sourcesOf(spec, `schemas[${i}]`);
    base.crds?.push(...(s.crds ?? []));
    (base.openapi as unknown[]).push(...((Array.isArray(s.openapi) ? s.openapi : [s.openapi]) as unknown[]));
  }
  const shared = resolverOf(base, 'schemas');

  const objects: ObjectReport[] = [];
  const sides: (ObjectSides | null)[] = [];
  for (const [i, raw] of items.entries()) {
    objects.push(
      previewItem(
        ctx,
        raw,
        i,
        {
          fieldManager: choice.fieldManager,
          force,
          now,
          defaults,
          fieldValidation,
          duplicates: docs === null ? duplicatesAt(body, `items[${i}].intent`) : undefined,
          applier: applierName,
          owner,
          mode,
          base,
          shared,
          sides,
        },
        docs !== null,
      ),
    );
  }
  const report: BatchReport = { summary: summarize(objects), objects: objects.map(guardReport) };
  if (wantsMarkdown(ctx.request.headers.get('accept'))) {
    return {
      kind: 'text',
      status: 200,
      contentType: 'text/markdown; charset=utf-8',
      body:
        maxLength === undefined
          ? renderMarkdown(report, { sides })
          : renderMarkdownWithin(report, { sides, maxLength }),
    };
  }
  if (env.sides === true) {
    const shown = sides.map((s) =>
      s == null ? null : { before: s.before, after: s.after, defaulted: [...(s.defaulted ?? [])] },
    );
    return json({ ...report, sides: shown });
  }
  return json(report);
}

function tooManyItems(n: number, max: number): StatusError {
  return tooLarge(`the batch has ${n} objects; the limit is ${max}`);
}

interface BatchOptions {
  fieldManager: string;
  force: boolean;
  now: string;
  defaults: boolean;
  fieldValidation?: FieldValidation;
  /** The keys this item's intent gives twice in the JSON body. */
  duplicates?: DuplicateField[];
  applier?: string;
  owner?: string;
  mode?: 'server-side' | 'client-side';
  base: SchemaSources;
  shared: SchemaResolver;
  /** Filled by index with each object's sides, for the Markdown diff. */
  sides: (ObjectSides | null)[];
}

function previewItem(
  ctx: HandlerContext,
  raw: unknown,
  i: number,
  o: BatchOptions,
  matched: boolean,
): ObjectReport {
  const at = matched ? `document ${i + 1}` : `items[${i}]`;
  const rawSource =
    isObject(raw) && isObject(raw.source) ? (raw.source as ObjectReport['source']) : undefined;
  const fail = (code: number, reason: string, message: string) =>
    failedItem(raw, o.fieldManager, o.force, { code, reason, message }, rawSource);
  try {
    let item: EngineItem;
    let resolver = o.shared;
    if (matched) item = raw as EngineItem;
    else {
      const r = PreviewItem.safeParse(raw);
      if (!r.success) {
        return fail(400, 'BadRequest', issuesText(r.error, at));
      }
      const intent = objectOf(r.data.intent, `${at}.intent`);
      const live = r.data.live ?? null;
      const refused = refuseObject(intent) ?? refuseObject(live ?? undefined);
      if (refused !== null) return fail(refused.code, refused.reason, refused.message);
      checkSameObject(live, intent, `${at}.intent`);
      item = { intent, live };
      if (o.duplicates !== undefined && typeof r.data.intent !== 'string') item.duplicates = o.duplicates;
      if (r.data.source) item.source = r.data.source;
      if (r.data.previous !== undefined) item.previous = r.data.previous as JsonObject | null;
      if (r.data.schema) {
        resolver = resolverOf(sourcesOf(r.data.schema, `${at}.schema`, o.base), `${at}.schema`);
        resolveFor(resolver, r.data.schema, intent, `${at}.schema`);
      }
    }
    const out = previewOutcome(item, {
      fieldManager: o.fieldManager,
      force: o.force,
      resolver,
      now: o.now,
      defaults: o.defaults,
      ...(o.fieldValidation !== undefined ? { fieldValidation: o.fieldValidation } : {}),
      ...(o.applier !== undefined ? { applier: o.applier } : {}),
      ...(o.owner !== undefined ? { owner: o.owner } : {}),
      ...(o.mode !== undefined ? { mode: o.mode } : {}),
    });
    o.sides[i] = out.sides ?? null;
    return out.report;
  } catch (e) {
    if (e instanceof StatusError) return fail(e.status.code, e.status.reason, e.status.message);
    if (e instanceof SchemaError) return fail(400, 'BadRequest', `${at}.schema: ${e.message}`);
    ctx.onInternalError(e);
    return fail(500, 'InternalError', `Internal error occurred: request id ${ctx.requestId}`);
  }
}

// ---------------------------------------------------------------------------
// POST /v1/simulate

export async function handleSimulate(ctx: HandlerContext): Promise<Reply> {
  const body = await readBody(ctx.request, ctx.limits);
  const doc = envelope(body, Scenario);
  if (doc.steps.length > ctx.limits.maxItems) {
    throw tooLarge(`the scenario has ${doc.steps.length} steps; the limit is ${ctx.limits.maxItems}`);
  }
  let scenario: ReturnType<typeof parseScenario>;
  let schema: ResolvedSchema;
  try {
    scenario = parseScenario(body.documents[0]);
    schema = scenarioSchema(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) throw badRequest(`request body: ${e.message}`);
    if (e instanceof SchemaError) throw badRequest(`schema: ${e.message}`);
    throw e;
  }
  try {
    return json(simulate(scenario, schema));
  } catch (e) {
    // A step the replay cannot run as written is the request's fault: 400, never a 500.
    if (e instanceof ScenarioError) throw badRequest(`request body: ${e.message}`);
    throw e;
  }
}

export { status };
