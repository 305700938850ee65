// One write request from start to answer: choose who writes (a field manager's own
// request or a tool's write), validate the request as the API server does before
// any merge, resolve the object's schema, then write. The API, the command line,
// the playground and scenario replay run it (runRequest), or its steps where their
// wording needs one earlier; each surface adds only its own wording (an HTTP
// status, an exit code, the page).

import { type ApplierChoice, chooseApplier, type PreviewWrite, previewWrite } from '../appliers/write.ts';
import { invalidOption } from '../managed/status.ts';
import type { KubeStatus } from '../managed/types.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import { refuseWrite, type WriteKind } from '../server/refuse.ts';
import { serverWrite } from '../server/write.ts';
import type { JsonObject } from '../value.ts';
import type { ClientRequest, Writer } from './types.ts';
import { builtinResolver } from './version.ts';

/** A request refused: for its writer (a usage error on every surface), or with the API server's Status. */
export type Refusal = { refused: 'writer'; reason: string } | { refused: 'request'; status: KubeStatus };

/** A request run: the write's answer (the server layer's shape), who wrote and the schema used. */
export interface RequestRun extends PreviewWrite {
  refused: null;
  /** The tool's write, or null: the plain request by its field manager. */
  choice: ApplierChoice | null;
  schema: ResolvedSchema;
}

/**
 * The tool whose write an apply is (a preset, kubectl's client-side apply, or an
 * owner: core/appliers/write.ts), or null for the plain request by its field
 * manager. Only an apply is a tool's write. A string is why the writer is refused.
 */
export function chooseWriter(verb: WriteKind, writer: Writer): ApplierChoice | null | string {
  if (verb !== 'apply') return null;
  const mode = writer.mode;
  if (
    writer.applier === undefined &&
    writer.owner === undefined &&
    (mode === undefined || mode === 'server-side')
  )
    return null;
  return chooseApplier({
    applier: writer.applier,
    mode,
    fieldManager: writer.fieldManager,
    force: writer.force,
    owner: writer.owner,
  });
}

/** The field manager the request writes as: the tool's (its preset's unless the request names one), else the request's own. */
export function managerOf(writer: Writer, choice: ApplierChoice | null): string {
  return choice !== null ? choice.fieldManager : (writer.fieldManager ?? '');
}

/** The API server's 422 for an apply without a field manager. */
export function fieldManagerRequired(): KubeStatus {
  return invalidOption(
    'PatchOptions',
    'fieldManager',
    'FieldValueRequired',
    'Required value: is required for apply patch',
  );
}

/**
 * What the API server refuses before any merge (core/server/refuse.ts): an apply
 * without a field manager, a manager name it does not take, an object it cannot
 * type. Null when the request goes on.
 */
export function checkRequest(req: ClientRequest, choice: ApplierChoice | null): KubeStatus | null {
  const manager = managerOf(req.writer, choice);
  if (req.verb === 'apply' && manager === '') return fieldManagerRequired();
  return refuseWrite(req.verb, manager, req.body, req.live);
}

/**
 * The schema of the object written and the CRD serving it: the request's resolver,
 * else the built-ins of its kubernetesVersion (loaded first). A /scale body is a
 * Scale: its parent (the live object) names the type. Throws SchemaError for a
 * schema or CRD that does not compile.
 */
export function schemaOf(req: ClientRequest): { schema: ResolvedSchema; crd?: JsonObject } {
  const given = req.schema;
  if (given !== undefined && 'schema' in given) return given;
  const resolver = given?.resolver ?? builtinResolver(req.settings.kubernetesVersion);
  const typed = req.subresource === 'scale' && req.live !== null ? req.live : req.body;
  const schema = resolver.resolve(typed.apiVersion, typed.kind);
  const crd = resolver.crdFor(typed.apiVersion, typed.kind);
  return crd !== undefined ? { schema, crd } : { schema };
}

/** The write itself: the tool's (core/appliers/write.ts) or the plain request (core/server/write.ts). */
export function writeWith(
  req: ClientRequest,
  choice: ApplierChoice | null,
  resolved: { schema: ResolvedSchema; crd?: JsonObject },
): PreviewWrite {
  const { settings } = req;
  if (choice !== null) {
    return previewWrite(req.live, req.body, choice, choice.force, {
      ...settings,
      ...resolved,
      defaults: settings.defaults !== false,
      ...(req.subresource === 'status' ? { subresource: 'status' as const } : {}),
      ...(req.duplicates !== undefined ? { duplicates: req.duplicates } : {}),
      ...(req.previous !== undefined ? { previous: req.previous } : {}),
    });
  }
  return {
    result: serverWrite({
      ...settings,
      ...resolved,
      verb: req.verb,
      subresource: req.subresource,
      live: req.live,
      body: req.body,
      manager: req.writer.fieldManager ?? '',
      ...(req.writer.userAgent !== undefined ? { userAgent: req.writer.userAgent } : {}),
      ...(req.writer.force !== undefined ? { force: req.writer.force } : {}),
      ...(req.duplicates !== undefined ? { duplicates: req.duplicates } : {}),
    }),
  };
}

/** The whole request: its writer chosen, the request checked, the schema resolved, the write run. */
export function runRequest(req: ClientRequest): Refusal | RequestRun {
  const choice = chooseWriter(req.verb, req.writer);
  if (typeof choice === 'string') return { refused: 'writer', reason: choice };
  const status = checkRequest(req, choice);
  if (status !== null) return { refused: 'request', status };
  const resolved = schemaOf(req);
  return { refused: null, choice, schema: resolved.schema, ...writeWith(req, choice, resolved) };
}
