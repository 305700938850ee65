// File patterns for the `manifests`, `crds` and snapshot inputs: one pattern a
// line, relative to the workspace, with `*` (within a path segment), `**` (any
// number of segments), `?`, `[abc]`, `{a,b}` and a leading `!` to exclude. A
// pattern naming a directory means every .yaml, .yml and .json file under it.
// `.git` and `node_modules` are never walked into.

import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import picomatch from 'picomatch';

const MANIFEST_EXTENSIONS = '{yaml,yml,json}';
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

// picomatch does the matching. What stays here, as picomatch has no notion of it:
// the walk of the workspace (skipping .git and node_modules, following symbolic
// links to directories), a directory meaning its manifests, absolute and `./`
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
function normalize(pattern: string, workspace: string, isDir: (p: string) => boolean): string {
  let p = pattern.trim();
  if (isAbsolute(p)) p = toPosix(relative(workspace, p)) || '.';
  p = toPosix(p).replace(/^(\.\/)+/, '');
  if (p === '.' || p === '') p = '';
  if (!hasMagic(p) && isDir(p === '' ? workspace : join(workspace, p))) {
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

function compile(patterns: readonly string[], workspace: string, isDir: (p: string) => boolean): Compiled {
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

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function walk(root: string, rel: string, out: string[]): void {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(rel === '' ? root : join(root, rel), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) {
      if (!SKIPPED_DIRS.has(e.name)) walk(root, p, out);
    } else if (e.isFile()) out.push(p);
    else if (e.isSymbolicLink()) {
      if (isDirectory(join(root, p))) {
        if (!SKIPPED_DIRS.has(e.name)) walk(root, p, out);
      } else out.push(p);
    }
  }
}

/** The workspace-relative paths of the files the patterns match, sorted. */
export function expandGlobs(patterns: readonly string[], workspace: string): string[] {
  const c = compile(patterns, workspace, isDirectory);
  const found = new Set<string>();
  const walked = new Map<string, string[]>();
  for (const { re, base } of c.include) {
    let files = walked.get(base);
    if (!files) {
      files = [];
      const abs = base === '' ? workspace : join(workspace, base);
      try {
        const st = statSync(abs);
        if (st.isFile()) files.push(base);
        else if (st.isDirectory()) walk(workspace, base, files);
      } catch {
        // No such directory: nothing matches.
      }
      walked.set(base, files);
    }
    for (const f of files) if (re.test(f)) found.add(f);
  }
  return [...found].filter((f) => !c.exclude.some((re) => re.test(f))).sort();
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
  const c = compile(patterns, workspace, isDirectory);
  return paths.filter((p) => c.include.some((i) => i.re.test(p)) && !c.exclude.some((re) => re.test(p)));
}

/** Splits a multi-line input into patterns (blank lines and `#` comments dropped). */
export function patternLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}
