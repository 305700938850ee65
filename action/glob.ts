// File patterns for the `manifests`, `crds` and snapshot inputs: one pattern a
// line, relative to the workspace, with `*` (within a path segment), `**` (any
// number of segments), `?`, `[abc]`, `{a,b}` and a leading `!` to exclude. A
// pattern naming a directory means every .yaml, .yml and .json file under it.
// `.git` and `node_modules` are never walked into.

import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

const MANIFEST_EXTENSIONS = '{yaml,yml,json}';
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

function hasMagic(s: string): boolean {
  return /[*?[{]/.test(s);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.+^${}()|[\]\\*?]/g, '\\$&');
}

/** The regular expression of one glob (no leading `!`), matching whole workspace-relative paths. */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${globBody(glob)}$`);
}

function globBody(glob: string): string {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        if (atStart && glob[i + 2] === '/') {
          re += '(?:[^/]*/)*';
          i += 2;
          continue;
        }
        if (atStart && i + 2 === glob.length) {
          re += '.*';
          i += 1;
          continue;
        }
        re += '[^/]*';
        i += 1;
        continue;
      }
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        let cls = glob.slice(i + 1, end);
        if (cls.startsWith('!')) cls = `^${cls.slice(1)}`;
        re += `[${cls.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (c === '{') {
      const end = matchingBrace(glob, i);
      if (end < 0) re += '\\{';
      else {
        re += `(?:${splitAlternatives(glob.slice(i + 1, end))
          .map(globBody)
          .join('|')})`;
        i = end;
      }
    } else re += escapeRegExp(c);
  }
  return re;
}

function matchingBrace(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function splitAlternatives(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}') depth--;
    else if (s[i] === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
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

function literalBase(glob: string): string {
  const parts = glob.split('/');
  const base: string[] = [];
  for (const part of parts.slice(0, -1)) {
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
