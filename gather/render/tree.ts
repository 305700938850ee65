// The repository as the tools see it: a private copy in a temporary directory,
// made through the rules of action/files.ts (only regular files, no symbolic
// link that leaves the repository, each file and the run's total capped), from
// the working tree (the head) or from a commit (the base, see commit-tree.ts).
// The tools then read only that copy: nothing the pull request links to outside
// the repository, and the copy has no links at all.

import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { type FileReader, overTotal, type Refusal, tooLarge } from '../files.ts';

/** A copy of the repository's files on disk, for the tools. */
export interface RepoTree {
  /** Absolute path of the copy's top (the workspace's files below it). */
  root: string;
  /** Where the run's scratch files go (beside `root`, same parent for edited copies). */
  scratch: string;
  /** Tree-relative POSIX paths of the files copied, sorted. */
  files: string[];
  /** Files not copied, and why. */
  refused: Refusal[];
  /** How messages name the tree: `head` or `base <commit>`. */
  label: string;
  /** Removes the copy. */
  dispose(): void;
}

/** A new temporary directory with the copy's place (`<tmp>/tree/repo`) and a HOME for the tools. */
export function scratchDirs(): { top: string; root: string; home: string } {
  const top = mkdtempSync(join(tmpdir(), 'apply-preview-render-'));
  const root = join(top, 'tree', 'repo');
  const home = join(top, 'home');
  mkdirSync(root, { recursive: true });
  mkdirSync(home, { recursive: true });
  return { top, root, home };
}

/** True when `rel` names a place inside a tree (no absolute path, no `..`, no NUL). */
export function safeRelative(rel: string): boolean {
  if (rel === '' || rel.startsWith('/') || rel.includes('\0') || rel.includes('\\')) return false;
  return !rel.split('/').some((part) => part === '..' || part === '.' || part === '');
}

/** Writes `bytes` at `rel` under `root` (directories made as needed). */
export function writeInto(root: string, rel: string, bytes: Uint8Array): void {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, bytes, { flag: 'wx' });
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function within(root: string, p: string): boolean {
  return p === root || p.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The bytes of a workspace file, by the reader's rules (confined, regular, capped, counted), or why not. */
function readBytes(reader: FileReader, realRoot: string, rel: string): Buffer | string {
  let real: string;
  try {
    real = realpathSync.native(resolve(reader.workspace, rel));
  } catch {
    return 'no such file';
  }
  if (!within(realRoot, real)) return 'a symbolic link that leaves the repository';
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch {
    return 'cannot read';
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return 'not a regular file';
    if (st.size > reader.fileLimit) return tooLarge(st.size, reader.fileLimit);
    if (!reader.take(st.size)) return overTotal(reader.totalLimit);
    const buf = Buffer.allocUnsafe(st.size);
    let n = 0;
    while (n < st.size) {
      const got = readSync(fd, buf, n, st.size - n, null);
      if (got === 0) break;
      n += got;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** Copies the workspace's files (as the reader walks them) into a new temporary tree. */
export function copyWorkspace(reader: FileReader): RepoTree {
  const { top, root } = scratchDirs();
  const refused: Refusal[] = [];
  const files: string[] = [];
  let realRoot: string;
  try {
    realRoot = realpathSync.native(reader.workspace);
  } catch {
    realRoot = reader.workspace;
  }
  for (const rel of reader.walk('', refused).sort()) {
    if (!safeRelative(rel)) continue;
    const got = readBytes(reader, realRoot, rel);
    if (typeof got === 'string') {
      refused.push({ file: rel, reason: got });
      continue;
    }
    writeInto(root, rel, got);
    files.push(rel);
  }
  return treeAt(top, root, files, refused, 'head');
}

export function treeAt(
  top: string,
  root: string,
  files: string[],
  refused: Refusal[],
  label: string,
): RepoTree {
  return {
    root,
    scratch: top,
    files,
    refused,
    label,
    dispose: () => rmSync(top, { recursive: true, force: true }),
  };
}

/** The text of a file of the copy, or null. */
export function readTreeText(tree: RepoTree, rel: string): string | null {
  try {
    return readFileSync(join(tree.root, rel), 'utf8');
  } catch {
    return null;
  }
}
