// POST /v1/apply, /v1/create and /v1/update: one write of one object, as
// kube-apiserver runs it with dryRun=All (a server-side apply, a POST, a PUT).

import type * as z from 'zod';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import { invalidOption } from '../core/managed/index.ts';
import { guardReport, previewOutcome } from '../core/preview/index.ts';
import { renderBlame } from '../core/preview/render/index.ts';
import { fieldManagerRequired, runRequest } from '../core/request/index.ts';
import { refuseWrite, withLiveType } from '../core/server/index.ts';
import { readBody } from './body.ts';
import { documentDuplicates, duplicatesAt, refuseOtherRepeats } from './fieldvalidation.ts';
import {
  checkSameObject,
  envelope,
  type HandlerContext,
  json,
  manifestDocuments,
  objectOf,
  pick,
  queryManager,
  type Reply,
  resolveFor,
  resolverOf,
  settingsOf,
  sourcesOf,
  statusReply,
  writerOf,
} from './handlers.ts';
import { ApplyRequest, UpdateRequest } from './schemas.ts';
import { badRequest } from './status.ts';

export async function handleApply(ctx: HandlerContext): Promise<Reply> {
  const body = await readBody(ctx.request, ctx.limits);
  let req: z.output<typeof ApplyRequest>;
  const docs = manifestDocuments(body);
  if (docs !== null) {
    // kubectl's form: the manifest itself (and the live object, if any).
    const lives = docs.lives;
    const intents = docs.intents.map((x) => x.doc);
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

  const writer = writerOf(req, ctx.query);
  const manager = writer.fieldManager ?? '';
  if (manager === '' && writer.applier === undefined && writer.mode !== 'client-side')
    return statusReply(fieldManagerRequired());
  if (req.subresource === 'scale') {
    throw badRequest('subresource: an apply to /scale is not previewed here; send the Scale to /v1/update');
  }
  const intent = objectOf(req.intent, 'intent');
  const live = req.live ?? null;
  const refused = refuseWrite('apply', manager, intent, live);
  if (refused !== null) return statusReply(refused);
  checkSameObject(live, intent, 'intent');
  const settings = await settingsOf(req, ctx.query);
  const resolver = resolverOf(sourcesOf(req.schema, 'schema'), 'schema', settings);
  const schema = resolveFor(resolver, req.schema, intent, 'schema');
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
    ...settings,
    ...writer,
    fieldManager: manager,
    schema,
    ...(crd ? { crd } : {}),
    ...(req.subresource === 'status' ? { subresource: 'status' as const } : {}),
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
  const settings = await settingsOf(req, ctx.query);
  const resolver = resolverOf(sourcesOf(req.schema, 'schema'), 'schema', settings);
  const schema = resolveFor(resolver, req.schema, typed, 'schema');
  const crd = resolver.crdFor(typed.apiVersion, typed.kind);
  const run = runRequest({
    verb,
    ...(req.subresource !== undefined ? { subresource: req.subresource } : {}),
    live,
    body: object,
    writer: { fieldManager: manager, userAgent: ctx.request.headers.get('user-agent') ?? undefined },
    settings,
    schema: crd !== undefined ? { schema, crd } : { schema },
    ...(typeof req.object !== 'string' ? { duplicates: duplicatesAt(body, 'object') } : {}),
  });
  if (run.refused === 'writer') throw badRequest(run.reason);
  if (run.refused === 'request') return statusReply(run.status);
  const r = run.result;
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
