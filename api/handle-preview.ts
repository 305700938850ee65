// POST /v1/preview: a batch of applies (a JSON envelope or multi-document
// YAML) previewed object by object, as the JSON report or rendered Markdown.

import type * as z from 'zod';
import { isObject, type JsonObject } from '../core/index.ts';
import type { BatchReport, ObjectReport, ObjectSides } from '../core/preview/index.ts';
import {
  type PreviewItem as EngineItem,
  errorReport,
  guardReport,
  matchLive,
  objectRef,
  previewOutcome,
  summarize,
} from '../core/preview/index.ts';
import { renderMarkdown, renderMarkdownWithin } from '../core/preview/render/index.ts';
import type { Writer, WriteSettings } from '../core/request/index.ts';
import { chooseWriter, fieldManagerRequired, managerOf } from '../core/request/index.ts';
import type { SchemaResolver, SchemaSources } from '../core/schema/index.ts';
import { SchemaError } from '../core/schema/index.ts';
import type { DuplicateField } from '../core/server/index.ts';
import { refuseFieldManager, refuseObject } from '../core/server/index.ts';
import { readBody } from './body.ts';
import { documentDuplicates, duplicatesAt, refuseOtherRepeats } from './fieldvalidation.ts';
import {
  checkSameObject,
  envelope,
  type HandlerContext,
  json,
  manifestDocuments,
  objectOf,
  queryMaxLength,
  type Reply,
  resolveFor,
  resolverOf,
  settingsOf,
  sourcesOf,
  statusReply,
  writerOf,
} from './handlers.ts';
import { issuesText, PreviewEnvelope, PreviewItem } from './schemas.ts';
import { badRequest, StatusError, tooLarge } from './status.ts';

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
  const docs = manifestDocuments(body);
  if (docs !== null) {
    const { lives, intents } = docs;
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
  const writer = writerOf(env, ctx.query);
  const choice = chooseWriter('apply', writer);
  if (typeof choice === 'string') throw badRequest(choice);
  const fieldManager = managerOf(writer, choice);
  if (fieldManager === '') return statusReply(fieldManagerRequired());
  const badManager = refuseFieldManager(fieldManager, 'apply');
  if (badManager !== null) return statusReply(badManager);
  const force = choice?.force ?? writer.force ?? false;
  const settings = await settingsOf(env, ctx.query);

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
  const shared = resolverOf(base, 'schemas', settings);

  const objects: ObjectReport[] = [];
  const sides: (ObjectSides | null)[] = [];
  for (const [i, raw] of items.entries()) {
    objects.push(
      previewItem(
        ctx,
        raw,
        i,
        {
          fieldManager,
          force,
          writer,
          settings,
          duplicates: docs === null ? duplicatesAt(body, `items[${i}].intent`) : undefined,
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
  /** The field manager and force every item's report names when it fails before its write. */
  fieldManager: string;
  force: boolean;
  writer: Writer;
  settings: WriteSettings;
  /** The keys this item's intent gives twice in the JSON body. */
  duplicates?: DuplicateField[];
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
        resolver = resolverOf(sourcesOf(r.data.schema, `${at}.schema`, o.base), `${at}.schema`, o.settings);
        resolveFor(resolver, r.data.schema, intent, `${at}.schema`);
      }
    }
    const out = previewOutcome(item, {
      ...o.settings,
      ...o.writer,
      fieldManager: o.fieldManager,
      force: o.force,
      resolver,
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
