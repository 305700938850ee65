// The one reader of what a pull request supplies on disk: the walk of the
// directories a pattern names and the read of each file (manifests, CRDs,
// snapshots, base manifests). A pull request can commit symbolic links, and a
// job can leave FIFOs or devices in the workspace, so:
//   - a path whose real path leaves its root (the working directory, or the
//     directory an input names outside it) is not read;
//   - a directory is walked once, by its device and inode: no symbolic link
//     loop (`a -> b`, `b -> a`, `sub/up -> ..`, a link to `/`) is followed twice;
//   - only regular files are read (checked on the opened descriptor), each at
//     most MAX_FILE_BYTES and all together at most MAX_TOTAL_BYTES, with a
//     bounded read, so a file that grows or never ends stops at the limit.
// What is not read is a refusal: the path and why, for the report.

import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from '../core/index.ts';

/** A path not read, and why (`not read: <reason>` in the report). */
export interface Refusal {
  /** Workspace-relative, POSIX. */
  file: string;
  reason: string;
  /** A directory not walked (its files unknown), rather than a file not read. */
  directory?: true;
}

export interface ReaderLimits {
  fileBytes: number;
  totalBytes: number;
}

const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

/** `32 MiB`, `1 KiB`, `100 bytes`: how limits are named. */
function sizeText(bytes: number): string {
  if (bytes >= 1048576 && bytes % 1048576 === 0) return `${bytes / 1048576} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** Why a file of `size` bytes is not read (the same words on disk and in a base commit). */
export function tooLarge(size: number, limit: number): string {
  return `larger than ${sizeText(limit)} (${size} bytes)`;
}

/** Why a file past the run's total is not read. */
export function overTotal(limit: number): string {
  return `the files read before it reach the limit of ${sizeText(limit)} in all`;
}

/** What a non-regular file is, in a word. */
function typeOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

function errnoCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
}

/** True when `p` is `root` or below it (both absolute, normalized). */
function within(root: string, p: string): boolean {
  if (p === root) return true;
  return p.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** Reads files under a workspace with the rules above; one per run, so the total is counted once. */
export class FileReader {
  readonly workspace: string;
  private readonly realWorkspace: string;
  private readonly limits: ReaderLimits;
  private total = 0;
  /** Files found under a directory an input names outside the workspace: that directory. */
  private readonly outside = new Map<string, string>();
  /** The real path of each file the walk listed that is no link itself (its directory's real path and its name). */
  private readonly realOf = new Map<string, string>();

  constructor(workspace: string, limits: Partial<ReaderLimits> = {}) {
    this.workspace = resolve(workspace);
    this.realWorkspace = realOr(this.workspace);
    this.limits = { fileBytes: MAX_FILE_BYTES, totalBytes: MAX_TOTAL_BYTES, ...limits };
  }

  /**
   * The root a workspace-relative path is confined to: the workspace, or for a
   * path an input names outside it, that directory (`root`, absolute). Returns
   * the real root and how messages name it.
   */
  private rootOf(givenRoot: string | undefined): { real: string; name: string } {
    if (givenRoot === undefined) return { real: this.realWorkspace, name: 'the repository' };
    return { real: realOr(givenRoot), name: toPosix(relative(this.workspace, givenRoot)) || '.' };
  }

  /**
   * The directory a pattern's literal base confines it to: the workspace when
   * the base is inside it (lexically), else the base itself (or its directory,
   * for a file) — a path the workflow named, not one the pull request made.
   */
  rootFor(base: string): string | undefined {
    const abs = resolve(this.workspace, base);
    if (within(this.workspace, abs)) return undefined;
    let dir = abs;
    try {
      if (!statSync(abs).isDirectory()) dir = resolve(abs, '..');
    } catch {
      dir = resolve(abs, '..');
    }
    return dir;
  }

  /** Whether `rel` (workspace-relative) is a directory, links followed. */
  isDirectory(rel: string): boolean {
    try {
      return statSync(resolve(this.workspace, rel)).isDirectory();
    } catch {
      return false;
    }
  }

  /**
   * The files under `base` (workspace-relative; '' for the workspace), or `base`
   * itself when it is a file, as workspace-relative POSIX paths. Links are
   * followed only within the root; each directory is walked once.
   */
  walk(base: string, refused: Refusal[]): string[] {
    const givenRoot = this.rootFor(base);
    const root = this.rootOf(givenRoot);
    const out: string[] = [];
    const abs = resolve(this.workspace, base);
    let real: string;
    let st: Stats;
    try {
      real = realpathSync.native(abs);
      st = statSync(real);
    } catch {
      return out; // no such path: nothing matches
    }
    if (!st.isDirectory()) {
      out.push(base); // the read refuses one that leaves the root
      if (givenRoot !== undefined) this.outside.set(base, givenRoot);
      return out;
    }
    if (!within(root.real, real)) {
      refused.push({
        file: base,
        reason: `a symbolic link to a directory outside ${root.name}`,
        directory: true,
      });
      return out;
    }
    // Real directories first, then those reached through a link (skipped when
    // walked already): a file is listed at its own path, as the pull request names it.
    const visited = new Set<string>();
    const stack: { rel: string; st: Stats; real: string }[] = [{ rel: base, st, real }];
    const linked: { rel: string; st: Stats; real: string }[] = [];
    for (;;) {
      const dir = stack.pop() ?? linked.shift();
      if (dir === undefined) break;
      const id = `${dir.st.dev}:${dir.st.ino}`;
      if (visited.has(id)) continue; // a loop, or a second link to a directory walked already
      visited.add(id);
      let entries: Dirent[];
      try {
        entries = readdirSync(resolve(this.workspace, dir.rel), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        const rel = dir.rel === '' ? e.name : `${dir.rel}/${e.name}`;
        if (e.isDirectory()) {
          if (SKIPPED_DIRS.has(e.name)) continue;
          try {
            stack.push({ rel, st: statSync(resolve(this.workspace, rel)), real: join(dir.real, e.name) });
          } catch {
            // gone since the listing
          }
          continue;
        }
        if (!e.isSymbolicLink()) {
          out.push(rel); // the read decides (FIFOs, devices, sockets are refused there)
          this.realOf.set(rel, join(dir.real, e.name));
          continue;
        }
        const p = resolve(this.workspace, rel);
        let target: Stats;
        try {
          target = statSync(p);
        } catch (err) {
          // A dangling link or a loop of links: "no such file" when read.
          if (errnoCode(err) !== 'ELOOP') out.push(rel);
          else refused.push({ file: rel, reason: 'a symbolic link loop' });
          continue;
        }
        if (!target.isDirectory()) {
          out.push(rel); // the read refuses one that leaves the root
          continue;
        }
        if (SKIPPED_DIRS.has(e.name)) continue;
        let realDir: string;
        try {
          realDir = realpathSync.native(p);
        } catch {
          continue;
        }
        if (!within(root.real, realDir)) {
          refused.push({
            file: rel,
            reason: `a symbolic link to a directory outside ${root.name}`,
            directory: true,
          });
          continue;
        }
        linked.push({ rel, st: target, real: realDir });
      }
    }
    if (givenRoot !== undefined) for (const f of out) this.outside.set(f, givenRoot);
    return out;
  }

  /**
   * The text of a workspace-relative file, or why it is not read. It is
   * confined to the workspace, or to the directory an input named outside it
   * (see rootFor).
   */
  read(rel: string): { text: string } | { refused: string } {
    const root = this.rootOf(this.outside.get(rel) ?? this.rootFor(rel));
    // The walk's real path (opened without following a link in its last part), else resolved now.
    let real = this.realOf.get(rel);
    if (real === undefined) {
      try {
        real = realpathSync.native(resolve(this.workspace, rel));
      } catch (e) {
        return { refused: cannotRead(e) };
      }
    }
    if (!within(root.real, real)) return { refused: `a symbolic link that leaves ${root.name}` };
    let fd: number;
    try {
      fd = openSync(real, OPEN_FLAGS);
    } catch (e) {
      return { refused: cannotRead(e) };
    }
    try {
      const st = fstatSync(fd);
      if (!st.isFile()) return { refused: `${typeOf(st)}, not a regular file` };
      const { fileBytes, totalBytes } = this.limits;
      if (st.size > fileBytes) return { refused: tooLarge(st.size, fileBytes) };
      const room = totalBytes - this.total;
      if (st.size > room) return { refused: overTotal(totalBytes) };
      const cap = Math.min(fileBytes, room);
      const bytes = boundedRead(fd, st.size, cap);
      if (bytes === null) return { refused: `grew past ${sizeText(cap)} while read` };
      this.total += bytes.length;
      return { text: bytes.toString('utf8') };
    } catch (e) {
      return { refused: cannotRead(e) };
    } finally {
      closeSync(fd);
    }
  }

  /** Counts bytes read elsewhere (a base commit's blobs) against the run's total; false when over it. */
  take(bytes: number): boolean {
    if (this.total + bytes > this.limits.totalBytes) return false;
    this.total += bytes;
    return true;
  }

  get fileLimit(): number {
    return this.limits.fileBytes;
  }

  get totalLimit(): number {
    return this.limits.totalBytes;
  }
}

/** At most `cap` bytes of an open file, starting with `size` (its fstat size); null when there are more. */
function boundedRead(fd: number, size: number, cap: number): Buffer | null {
  let buf = Buffer.allocUnsafe(Math.min(size, cap) + 1);
  let length = 0;
  for (;;) {
    if (length === buf.length) {
      if (buf.length > cap) return null;
      const bigger = Buffer.allocUnsafe(Math.min(buf.length * 2, cap + 1));
      buf.copy(bigger, 0, 0, length);
      buf = bigger;
    }
    const want = buf.length - length;
    const n = readSync(fd, buf, length, want, null);
    length += n;
    // A regular file reads short only at its end: no second call to learn so.
    if (n < want) break;
  }
  if (length > cap) return null;
  return buf.subarray(0, length);
}

function realOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

function cannotRead(e: unknown): string {
  const code = errnoCode(e);
  if (code === 'ENOENT') return 'no such file';
  if (code === 'ELOOP') return 'a symbolic link loop';
  if (code === 'EAGAIN') return 'not readable without waiting';
  return `cannot read (${code || String(e)})`;
}
