// File patterns for the `manifests`, `crds` and snapshot inputs: one pattern a
// line, relative to the workspace, with `*` (within a path segment), `**` (any
// number of segments), `?`, `[abc]`, `{a,b}` and a leading `!` to exclude. A
// pattern naming a directory means every .yaml, .yml and .json file under it.
// `.git` and `node_modules` are never walked into.

import { isAbsolute, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import { MAX_FILES } from '../core/index.ts';
import { FatalError } from './errors.ts';
import { FileReader, type Refusal } from './files.ts';

const MANIFEST_EXTENSIONS = '{yaml,yml,json}';

// picomatch does the matching; files.ts walks the directories (skipping .git and
// node_modules, following symbolic links only within the workspace, each
// directory once). What stays here, as picomatch has no notion of it: a directory
// meaning its manifests, absolute and `./`
// paths made workspace-relative, and `!` lines excluding across all patterns.
// `*` and `?` match dot files too (`dot`); `[!ab]` negates as `[^ab]` does
// (`posix`); extglobs such as `+(a|b)` are off and parentheses are escaped, so
// they are ordinary characters of file names; the leading `!` is ours
// (`nonegate`); paths are POSIX on every platform (`windows: false`). A backslash
// escapes the character after it.
const PICOMATCH_OPTIONS: picomatch.PicomatchOptions = {
  dot: true,
  posix: true,
  noextglob: true,
  nonegate: true,
  windows: false,
};

/** Parentheses as literal characters (picomatch would read them as a regular expression group). */
function literalParens(glob: string): string {
  return glob.replace(/\\.|[()]/g, (m) => (m.length === 1 ? `\\${m}` : m));
}

function hasMagic(s: string): boolean {
  return picomatch.scan(literalParens(s), PICOMATCH_OPTIONS).isGlob;
}

/** The regular expression of one glob (no leading `!`), matching whole workspace-relative paths. */
export function globToRegExp(glob: string): RegExp {
  return picomatch.makeRe(literalParens(glob), PICOMATCH_OPTIONS);
}

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

interface Compiled {
  include: { re: RegExp; base: string }[];
  exclude: RegExp[];
}

/** Normalizes a pattern to a workspace-relative POSIX glob; a directory becomes its manifest files. */
function normalize(pattern: string, workspace: string, isDir: (rel: string) => boolean): string {
  let p = pattern.trim();
  if (isAbsolute(p)) p = toPosix(relative(workspace, p)) || '.';
  p = toPosix(p).replace(/^(\.\/)+/, '');
  if (p === '.' || p === '') p = '';
  if (!hasMagic(p) && isDir(p)) {
    return `${p === '' ? '' : `${p.replace(/\/+$/, '')}/`}**/*.${MANIFEST_EXTENSIONS}`;
  }
  return p.replace(/\/+$/, '');
}

/** The directory part of a glob before its first segment with a special character ('' for the workspace). */
function literalBase(glob: string): string {
  const base: string[] = [];
  for (const part of glob.split('/').slice(0, -1)) {
    if (hasMagic(part)) break;
    base.push(part);
  }
  return base.join('/');
}

function compile(patterns: readonly string[], workspace: string, isDir: (rel: string) => boolean): Compiled {
  const out: Compiled = { include: [], exclude: [] };
  for (const raw of patterns) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('!')) out.exclude.push(globToRegExp(normalize(line.slice(1), workspace, isDir)));
    else {
      const glob = normalize(line, workspace, isDir);
      out.include.push({ re: globToRegExp(glob), base: hasMagic(glob) ? literalBase(glob) : glob });
    }
  }
  return out;
}

export interface Expanded {
  /** The workspace-relative paths of the files the patterns match, sorted. */
  files: string[];
  /** Matching paths not read or walked (links leaving the workspace, loops), sorted. */
  refused: Refusal[];
}

/** The files the patterns match, walked by `reader` (files.ts: links confined, loops walked once). */
export function expandFiles(patterns: readonly string[], reader: FileReader): Expanded {
  const c = compile(patterns, reader.workspace, (p) => reader.isDirectory(p));
  const found = new Set<string>();
  const refusedAt = new Map<string, Refusal>();
  const walked = new Map<string, { files: string[]; refused: Refusal[] }>();
  for (const { re, base } of c.include) {
    let listing = walked.get(base);
    if (!listing) {
      const refused: Refusal[] = [];
      listing = { files: reader.walk(base, refused), refused };
      walked.set(base, listing);
    }
    for (const f of listing.files) if (re.test(f)) found.add(f);
    for (const r of listing.refused) if (r.directory || re.test(r.file)) refusedAt.set(r.file, r);
  }
  const kept = (f: string) => !c.exclude.some((re) => re.test(f));
  const files = [...found].filter(kept).sort();
  if (files.length > MAX_FILES) {
    throw new FatalError(
      `${files.length} files match ${patterns.map((p) => JSON.stringify(p)).join(', ')}: more than the ${MAX_FILES} read in one run; narrow the patterns`,
    );
  }
  const refused = [...refusedAt.values()]
    .filter((r) => kept(r.file))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  return { files, refused };
}

/** The workspace-relative paths of the files the patterns match, sorted. */
export function expandGlobs(patterns: readonly string[], workspace: string | FileReader): string[] {
  return expandFiles(patterns, typeof workspace === 'string' ? new FileReader(workspace) : workspace).files;
}

/**
 * The paths of `paths` (workspace-relative, e.g. a git tree listing) the
 * patterns match, in their order. Directories are recognized on disk.
 */
export function matchPaths(
  patterns: readonly string[],
  workspace: string,
  paths: readonly string[],
): string[] {
  const reader = new FileReader(workspace);
  const c = compile(patterns, workspace, (p) => reader.isDirectory(p));
  return paths.filter((p) => c.include.some((i) => i.re.test(p)) && !c.exclude.some((re) => re.test(p)));
}

/** Splits a multi-line input into patterns (blank lines and `#` comments dropped). */
export function patternLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}
