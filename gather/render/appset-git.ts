// The git generator of an ApplicationSet over this repository, as the
// applicationset-controller runs it (argo-cd applicationset/generators/git.go):
// `directories` are Go `path.Match` globs over the repository's directories
// (hidden ones left out); `files` are pathspecs as `git ls-files -- <path>`
// reads them (argo-cd util/git/client.go LsFiles, the default globbing: `*`
// also crosses `/`), each file found read as YAML or JSON, one parameter set
// per object (a list gives one per item); `exclude: true` entries remove what
// they match; then `pathParamPrefix` and `values`.

import { posix } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { isObject, type JsonObject, type JsonValue, MAX_ALIASES } from '../../core/index.ts';
import { KUBECTL_YAML_OPTIONS, scanYaml } from '../../core/yaml/index.ts';
import {
  flattenParams,
  type GeneratorResult,
  type ParamSet,
  type Params,
  pathParams,
  setOwn,
} from './appset-params.ts';
import { addValues } from './appset-template.ts';
import { type DiscoverContext, isThisRepo } from './context.ts';
import { bool, list, obj, str } from './fields.ts';

/** A Go `path.Match` pattern as a RegExp (`*` and `?` stay inside a segment), or null when Go calls it malformed. */
export function pathMatchRegExp(pattern: string): RegExp | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) return null;
      const body = pattern.slice(i + 1, end);
      out += body.startsWith('^') ? `[^${classBody(body.slice(1))}]` : `[${classBody(body)}]`;
      i = end;
    } else if (c === '\\') {
      if (i + 1 >= pattern.length) return null;
      out += escapeChar(pattern[++i]);
    } else out += escapeChar(c);
  }
  try {
    return new RegExp(`^${out}$`, 'u');
  } catch {
    return null;
  }
}

function escapeChar(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** A glob class body (`a-z`, `\]`) as a RegExp class body. */
function classBody(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) out += escapeChar(body[++i]);
    else if (c === '-') out += '-';
    else out += escapeChar(c);
  }
  return out;
}

/**
 * A git pathspec without magic, as `git ls-files -- <pathspec>` matches it
 * (git dir.c match_pathspec_item, wildmatch without WM_PATHNAME): a pattern
 * with no wildcard names a file or every file below a directory; with one,
 * `*` (and `**`) matches any run of characters, `/` included, `?` one, `[...]`
 * (`[!...]`) a class.
 */
export function pathspecMatcher(pattern: string): (file: string) => boolean {
  let p = pattern;
  while (p.startsWith('./')) p = p.slice(2);
  if (p === '' || p === '.') return () => true;
  if (!/[*?[\\]/.test(p)) {
    const dir = p.endsWith('/') ? p : `${p}/`;
    return (f) => f === p || f.startsWith(dir);
  }
  let out = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '[') {
      const start = p[i + 1] === '!' || p[i + 1] === '^' ? i + 2 : i + 1;
      const end = p.indexOf(']', start + 1);
      if (end < 0) {
        out += '\\[';
        continue;
      }
      const negated = start === i + 2;
      out += `[${negated ? '^' : ''}${classBody(p.slice(start, end))}]`;
      i = end;
    } else if (c === '\\' && i + 1 < p.length) out += escapeChar(p[++i]);
    else out += escapeChar(c);
  }
  let re: RegExp;
  try {
    re = new RegExp(`^${out}$`, 'u');
  } catch {
    return () => false;
  }
  return (f) => re.test(f);
}

const directoriesOf = new WeakMap<ReadonlySet<string>, string[]>();

/** Every directory of the tree (each ancestor of a file), top excluded, hidden ones left out; once per tree. */
function treeDirectories(files: ReadonlySet<string>): string[] {
  const known = directoriesOf.get(files);
  if (known) return known;
  const dirs = new Set<string>();
  for (const f of files) {
    let d = posix.dirname(f);
    while (d !== '.' && !dirs.has(d)) {
      dirs.add(d);
      d = posix.dirname(d);
    }
  }
  const out = [...dirs].filter((d) => !d.split('/').some((s) => s.startsWith('.'))).sort();
  directoriesOf.set(files, out);
  return out;
}

const sortedFiles = new WeakMap<ReadonlySet<string>, string[]>();

/** The tree's files a pathspec matches: a file named outright is looked up, only files under a pattern's literal leading directories are tested. */
function lsFiles(fileSet: ReadonlySet<string>, pattern: string): string[] {
  let all = sortedFiles.get(fileSet);
  if (all === undefined) {
    all = [...fileSet].sort();
    sortedFiles.set(fileSet, all);
  }
  let p = pattern;
  while (p.startsWith('./')) p = p.slice(2);
  if (fileSet.has(p)) return [p];
  const wild = p.search(/[*?[\\]/);
  // The files below the pattern's literal leading directories: a range of the sorted list.
  const lead = wild < 0 ? p : p.slice(0, p.lastIndexOf('/', wild) + 1);
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid] < lead) lo = mid + 1;
    else hi = mid;
  }
  const match = pathspecMatcher(pattern);
  const out: string[] = [];
  for (let i = lo; i < all.length && all[i].startsWith(lead); i++) if (match(all[i])) out.push(all[i]);
  return out;
}

/** The objects of a git files generator's file (sigs.k8s.io/yaml: YAML 1.1 as yaml.v2 reads it, one map, else a list of maps; the first document), or why not. */
export function fileObjects(text: string): (JsonObject | null)[] | string {
  let value: JsonValue | undefined;
  try {
    scanYaml(text);
    const docs = parseAllDocuments(text, KUBECTL_YAML_OPTIONS);
    if (!Array.isArray(docs)) return 'unable to parse file: no YAML document';
    const first = docs[0];
    if (first === undefined) return [{}];
    if (first.errors.length > 0) return `unable to parse file: ${first.errors[0].message.split('\n')[0]}`;
    value = first.toJS({ maxAliasCount: MAX_ALIASES }) as JsonValue;
  } catch (err) {
    return `unable to parse file: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  }
  if (value === null || value === undefined) return [{}];
  if (isObject(value)) return [value];
  if (Array.isArray(value)) {
    const out: (JsonObject | null)[] = [];
    for (const item of value) {
      if (item === null) out.push(null);
      else if (isObject(item)) out.push(item);
      else return 'unable to parse file: a list item is not a map';
    }
    return out;
  }
  return 'unable to parse file: not a map or a list of maps';
}

/** generateParamsFromGitFile: one parameter set per object of the file, or why the file cannot be read. */
export function fileParams(
  file: string,
  text: string,
  values: JsonObject | undefined,
  goTemplate: boolean,
  prefix: string,
): Params[] | string {
  const objects = fileObjects(text);
  if (typeof objects === 'string') return objects;
  return objectParams(file, objects, values, goTemplate, prefix);
}

function objectParams(
  file: string,
  objects: (JsonObject | null)[],
  values: JsonObject | undefined,
  goTemplate: boolean,
  prefix: string,
): Params[] {
  const dir = posix.dirname(file);
  const name = posix.basename(file);
  return objects.map((o) => {
    const p: Params = {};
    if (goTemplate) for (const [k, v] of Object.entries(o ?? {})) setOwn(p, k, structuredClone(v));
    else flattenParams(o ?? {}, '', p);
    pathParams(dir, name, prefix, goTemplate, p);
    addValues(values, p, goTemplate);
    return p;
  });
}

/** Whether a file's objects are Kubernetes objects (an apiVersion and a kind): then it is still read as manifests. */
function holdsManifests(objects: (JsonObject | null)[]): boolean {
  return objects.some((o) => typeof o?.apiVersion === 'string' && typeof o?.kind === 'string');
}

/** filterApps and generateParamsFromApps: the sets of the directories `directories` globs match and no `exclude: true` one does. */
export function directorySets(all: readonly string[], git: JsonObject, goTemplate: boolean): ParamSet[] {
  const prefix = str(git, 'pathParamPrefix') ?? '';
  const values = obj(git, 'values');
  const include: RegExp[] = [];
  const exclude: RegExp[] = [];
  for (const d of list(git, 'directories').filter(isObject)) {
    const re = pathMatchRegExp(str(d, 'path') ?? '');
    // A malformed pattern matches nothing (git.go filterApps logs it and goes on).
    if (re !== null) (bool(d, 'exclude') === true ? exclude : include).push(re);
  }
  return all
    .filter((d) => include.some((r) => r.test(d)) && !exclude.some((r) => r.test(d)))
    .map((d) => {
      const p: Params = {};
      pathParams(d, null, prefix, goTemplate, p);
      addValues(values, p, goTemplate);
      return { params: p, inputs: [], config: [] };
    });
}

/** The parameter sets of a git generator over this repository. */
export function gitParams(git: JsonObject, ctx: DiscoverContext, goTemplate: boolean): GeneratorResult {
  const repoURL = str(git, 'repoURL');
  if (!isThisRepo(ctx, repoURL))
    return {
      reason: `its git generator reads ${repoURL ?? 'no repoURL'}, not this repository`,
      stops: false,
    };
  const prefix = str(git, 'pathParamPrefix') ?? '';
  const values = obj(git, 'values');
  const directories = list(git, 'directories').filter(isObject);
  const files = list(git, 'files').filter(isObject);
  if (directories.length > 0) return { sets: directorySets(treeDirectories(ctx.fileSet), git, goTemplate) };
  if (files.length === 0)
    return { reason: 'a git generator with neither directories nor files', stops: true };
  const found = new Set<string>();
  for (const f of files)
    if (bool(f, 'exclude') !== true) for (const x of lsFiles(ctx.fileSet, str(f, 'path') ?? '')) found.add(x);
  // A file the copy left out (too large, a link out of the repository) that the generator would read: its sets are unknown.
  const includes = files
    .filter((f) => bool(f, 'exclude') !== true)
    .map((f) => pathspecMatcher(str(f, 'path') ?? ''));
  const excludes = files
    .filter((f) => bool(f, 'exclude') === true)
    .map((f) => pathspecMatcher(str(f, 'path') ?? ''));
  for (const r of ctx.refused ?? [])
    if (includes.some((m) => m(r.file)) && !excludes.some((m) => m(r.file)))
      return { reason: `git files: ${r.file} is not read (${r.reason})`, stops: false };
  for (const f of files)
    if (bool(f, 'exclude') === true)
      for (const x of lsFiles(ctx.fileSet, str(f, 'path') ?? '')) found.delete(x);
  const sets: ParamSet[] = [];
  for (const file of [...found].sort()) {
    const text = ctx.readText?.(file) ?? null;
    if (text === null) return { reason: `git files: ${file} could not be read`, stops: true };
    const objects = fileObjects(text);
    if (typeof objects === 'string')
      return { reason: `git files generator: unable to process file '${file}': ${objects}`, stops: true };
    const config = holdsManifests(objects) ? [] : [file];
    for (const params of objectParams(file, objects, values, goTemplate, prefix))
      sets.push({ params, inputs: [file], config });
  }
  return { sets };
}
