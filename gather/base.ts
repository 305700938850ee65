// `live: base`: no cluster. The base branch's manifests, applied by the same field
// manager (through core/server, as the API server stores them), stand for the live state, so the preview shows
// what this change adds, changes and prunes relative to the base — as if the base
// had been applied with `kubectl apply --server-side` and then this branch.

import { type ApplierChoice, previewWrite } from '../core/appliers/index.ts';
import { getOwn, isObject, type JsonObject, setOwn } from '../core/index.ts';
import type { ObjectReport } from '../core/preview/index.ts';
import type { SchemaResolver } from '../core/schema/index.ts';
import { serverWrite } from '../core/server/index.ts';
import { FileReader, overTotal, tooLarge } from './files.ts';
import { listCommitFiles, readCommitFiles, resolveCommit } from './git.ts';
import { matchPaths } from './glob.ts';
import type { Logger } from './log.ts';
import { describeSource, type ManifestEntry, parseManifestText, refusedEntry } from './manifests.ts';
import { namespaceEntries, type ScopeOf } from './namespace.ts';
import { describeRef, keyOf, LiveIndex, refOf } from './refs.ts';

export interface BaseOptions {
  /** The base commit (or any ref git knows). */
  ref: string;
  workspace: string;
  /** The `manifests` patterns, matched against the base commit's files. */
  patterns: readonly string[];
  /** Only these base paths (the pull request's changed files and their old names); null: every match. */
  only: ReadonlySet<string> | null;
  fieldManager: string;
  now: string;
  /** Default the replayed objects as the API server does (default true). */
  defaults?: boolean;
  /** The applier whose writes made the base (default: a plain server-side apply by fieldManager). */
  choice?: ApplierChoice | null;
  /** kubectl's -n (namespace.ts), applied to each base object as to the head's. */
  namespace?: { name: string; scopeOf: ScopeOf };
}

/**
 * The manifest entries of the base commit's files that `patterns` match (only
 * those of `only`, when given). The same limits as files on disk (files.ts):
 * a symbolic link is not followed (its entry says so), a blob over the file
 * limit or past the run's total is not read; submodules are not files.
 */
export async function readBaseEntries(
  o: Pick<BaseOptions, 'ref' | 'workspace' | 'patterns' | 'only'>,
  reader: FileReader = new FileReader(o.workspace),
): Promise<{ entries: ManifestEntry[]; commit: string; files: number }> {
  const commit = await resolveCommit(o.ref, o.workspace);
  const listed = (await listCommitFiles(commit, o.workspace)).filter((f) => f.mode !== '160000');
  const byPath = new Map(listed.map((f) => [f.path, f]));
  let paths = matchPaths(
    o.patterns,
    o.workspace,
    listed.map((f) => f.path),
  );
  if (o.only) paths = paths.filter((p) => o.only!.has(p));
  const refused = new Map<string, string>();
  for (const p of paths) {
    const f = byPath.get(p)!;
    if (f.mode === '120000') refused.set(p, 'a symbolic link in the base commit');
    else if (f.size > reader.fileLimit) refused.set(p, tooLarge(f.size, reader.fileLimit));
    else if (!reader.take(f.size)) refused.set(p, overTotal(reader.totalLimit));
  }
  const texts = await readCommitFiles(
    commit,
    paths.filter((p) => !refused.has(p)),
    o.workspace,
  );
  const entries: ManifestEntry[] = [];
  for (const p of paths) {
    const why = refused.get(p);
    if (why !== undefined) {
      entries.push(refusedEntry(p, why));
      continue;
    }
    const text = texts.get(p);
    if (text != null) entries.push(...parseManifestText(text, p, false));
  }
  return { entries, commit, files: paths.length };
}

/** The base commit's objects as applied by `fieldManager`, and the commit id. */
export async function replayBase(
  o: BaseOptions,
  resolver: SchemaResolver,
  log: Logger,
  reader?: FileReader,
): Promise<{ live: LiveIndex; commit: string; files: number }> {
  const read = await readBaseEntries(o, reader);
  const { commit, files } = read;
  const entries = o.namespace
    ? namespaceEntries(read.entries, o.namespace.name, o.namespace.scopeOf)
    : read.entries;
  const where = ` at ${commit.slice(0, 12)}`;
  const live = replayEntries(
    entries,
    o.fieldManager,
    o.now,
    resolver,
    log,
    where,
    o.defaults !== false,
    o.choice ?? null,
  );
  return { live, commit, files };
}

/** What a create stamps that only the cluster knows: the replay's own values would be invented. */
const INVENTED_IDENTITY = new Set(['uid', 'creationTimestamp', 'resourceVersion']);

/**
 * The replayed object without the uid (random), creationTimestamp (the run's time) and
 * resourceVersion its create stamped: the preview of the head then shows none of them,
 * neither as a change nor in the diff. Its generation (1 after the create, one more per
 * replayed spec change) stays: the head's spec change shows as the one bump it is.
 */
function withoutInventedIdentity(obj: JsonObject): JsonObject {
  const meta = getOwn(obj, 'metadata');
  if (!isObject(meta)) return obj;
  const kept: JsonObject = {};
  for (const k of Object.keys(meta)) if (!INVENTED_IDENTITY.has(k)) setOwn(kept, k, meta[k]);
  const out: JsonObject = {};
  for (const k of Object.keys(obj)) setOwn(out, k, k === 'metadata' ? kept : obj[k]);
  return out;
}

/** Applies the objects of `entries` in order, as `fieldManager`, onto nothing: the live state they make. */
export function replayEntries(
  entries: readonly ManifestEntry[],
  fieldManager: string,
  now: string,
  resolver: SchemaResolver,
  log: Logger,
  where = '',
  defaults = true,
  choice: ApplierChoice | null | ((e: ManifestEntry) => ApplierChoice | null) = null,
): LiveIndex {
  const applied = new Map<string, JsonObject>();
  const sources = new Map<string, ObjectReport['source']>();
  const manifests = new Map<string, JsonObject>();
  for (const e of entries) {
    if (!e.intent) {
      log.info(`live: base: skipping ${describeSource(e)}${where}: ${e.error}`);
      continue;
    }
    const key = keyOf(refOf(e.intent));
    const schema = resolver.resolve(e.intent.apiVersion, e.intent.kind);
    const crd = resolver.crdFor(e.intent.apiVersion, e.intent.kind);
    const before = applied.get(key) ?? null;
    const chosen = typeof choice === 'function' ? choice(e) : choice;
    // As the API server stores it: the merge, defaulting, the values a create sets;
    // with an applier, as that tool writes it (a client-side apply, a preset).
    const r =
      chosen !== null && chosen.preset !== null
        ? previewWrite(before, e.intent, chosen, chosen.force, { schema, crd, defaults, now }).result
        : serverWrite({
            verb: 'apply',
            live: before,
            body: e.intent,
            manager: fieldManager,
            schema,
            crd,
            now,
            defaults,
          });
    if (r.ok) {
      applied.set(key, withoutInventedIdentity(r.object));
      sources.set(key, { file: e.file, document: e.document, line: e.line });
      manifests.set(key, e.intent);
    } else {
      log.info(
        `live: base: ${describeRef(refOf(e.intent))} (${describeSource(e)}${where}) does not apply: ${r.status.message}`,
      );
    }
  }
  const index = new LiveIndex();
  for (const [key, obj] of applied) index.add(obj, sources.get(key), manifests.get(key));
  return index;
}
