// The few git operations `live: base` needs: make sure the base commit is here
// (a shallow checkout may lack it), list its files, read many blobs through one
// `git cat-file --batch` process.

import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { FatalError, oneLine } from './errors.ts';

const execFileP = promisify(execFile);

async function git(args: string[], cwd: string): Promise<string> {
  const { stdout } = await execFileP('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

async function hasCommit(ref: string, cwd: string): Promise<string | null> {
  try {
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).trim() || null;
  } catch {
    return null;
  }
}

/** The commit id of `ref`; a missing commit id is fetched from `origin` first (shallow clones). */
export async function resolveCommit(ref: string, cwd: string): Promise<string> {
  const found = await hasCommit(ref, cwd);
  if (found) return found;
  if (/^[0-9a-f]{40}$/i.test(ref)) {
    try {
      await git(['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', ref], cwd);
    } catch (e) {
      throw new FatalError(`live: base: cannot fetch the base commit ${ref} from origin: ${oneLine(e)}`);
    }
    const fetched = await hasCommit(ref, cwd);
    if (fetched) return fetched;
  }
  throw new FatalError(
    `live: base: the base commit ${ref} is not in the repository at ${cwd} (check out with fetch-depth: 0)`,
  );
}

/** The first of `candidates` that names a commit, or null. */
export async function firstCommit(candidates: readonly string[], cwd: string): Promise<string | null> {
  for (const c of candidates) if (await hasCommit(c, cwd)) return c;
  return null;
}

export interface CommitFile {
  /** Relative to `cwd`. */
  path: string;
  /** `100644`, `100755` (files), `120000` (a symbolic link), `160000` (a submodule). */
  mode: string;
  /** Bytes of the blob (0 for a submodule). */
  size: number;
}

/** The files of a commit, relative to `cwd` (which must be inside the work tree), with their modes and sizes. */
export async function listCommitFiles(commit: string, cwd: string): Promise<CommitFile[]> {
  const out = await git(['ls-tree', '-r', '-l', '-z', commit, '--', '.'], cwd);
  const files: CommitFile[] = [];
  for (const rec of out.split('\0')) {
    // <mode> SP <type> SP <object> SP+ <size> TAB <path>
    const m = /^(\d+) \S+ \S+ +(\d+|-)\t(.*)$/s.exec(rec);
    if (m) files.push({ path: m[3], mode: m[1], size: m[2] === '-' ? 0 : Number(m[2]) });
  }
  return files;
}

/** The contents of `paths` (relative to `cwd`) at `commit`; absent files map to null. */
export function readCommitFiles(
  commit: string,
  paths: readonly string[],
  cwd: string,
): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  const wanted = paths.filter((p) => !p.includes('\n'));
  if (wanted.length === 0) return Promise.resolve(result);
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', (e) => reject(new FatalError(`live: base: cannot run git: ${oneLine(e)}`)));
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new FatalError(`live: base: git cat-file failed: ${oneLine(stderr) || `exit ${code}`}`));
        return;
      }
      const buf = Buffer.concat(chunks);
      let pos = 0;
      for (const p of wanted) {
        const nl = buf.indexOf(10, pos);
        if (nl < 0) break;
        const header = buf.toString('utf8', pos, nl);
        pos = nl + 1;
        const m = /^\S+ (\S+) (\d+)$/.exec(header);
        if (!m) {
          result.set(p, null); // "<name> missing" or "ambiguous"
          continue;
        }
        const size = Number(m[2]);
        result.set(p, m[1] === 'blob' ? buf.toString('utf8', pos, pos + size) : null);
        pos += size + 1;
      }
      resolve(result);
    });
    child.stdin.end(wanted.map((p) => `${commit}:./${p}\n`).join(''));
  });
}

/**
 * Where `cwd` is inside its repository: the path from the work tree's top to it,
 * with a trailing `/` ("" at the top, or outside a work tree). Pull request
 * files and annotations use paths from the top.
 */
export async function repositoryPrefix(cwd: string): Promise<string> {
  try {
    return (await git(['rev-parse', '--show-prefix'], cwd)).replace(/\r?\n$/, '');
  } catch {
    return '';
  }
}

/** The files git tracks under `cwd` (relative to it), or null outside a work tree. */
export async function trackedFiles(cwd: string): Promise<Set<string> | null> {
  try {
    return new Set((await git(['ls-files', '-z', '--', '.'], cwd)).split('\0').filter((p) => p !== ''));
  } catch {
    return null;
  }
}

/**
 * The files a pull request changes, from git (when GitHub's list stops at its
 * cap): `git diff --name-status -M base...head`, else `base head` (a shallow
 * clone without the merge base). Paths from the repository's top; `head`:
 * the head's paths (added, modified, renamed), `base`: the same files' base
 * paths (old names of renames; added files excluded).
 */
export async function changedBetween(
  base: string,
  head: string,
  cwd: string,
): Promise<{ head: Set<string>; base: Set<string> }> {
  let out: string;
  try {
    out = await git(['diff', '--name-status', '-z', '-M', '--no-color', `${base}...${head}`, '--'], cwd);
  } catch {
    out = await git(['diff', '--name-status', '-z', '-M', '--no-color', base, head, '--'], cwd);
  }
  return parseNameStatus(out);
}

/** `git diff --name-status -z` output: the head's paths and the base's paths of the same files. */
function parseNameStatus(out: string): { head: Set<string>; base: Set<string> } {
  const files = { head: new Set<string>(), base: new Set<string>() };
  const fields = out.split('\0');
  for (let i = 0; i < fields.length - 1; ) {
    const status = fields[i++];
    if (status.startsWith('R') || status.startsWith('C')) {
      const from = fields[i++];
      const to = fields[i++];
      files.head.add(to);
      if (status.startsWith('R')) files.base.add(from);
      else files.base.add(to);
      continue;
    }
    const path = fields[i++];
    if (status !== 'D') files.head.add(path);
    if (status !== 'A') files.base.add(path);
  }
  return files;
}

/**
 * The files that differ between commit `base` and the working tree (committed
 * or not, and files git does not track yet), relative to `cwd` and under it:
 * what the command line renders when it previews a branch against its base.
 */
export async function changedSinceCommit(
  base: string,
  cwd: string,
): Promise<{ head: Set<string>; base: Set<string> }> {
  const out = await git(['diff', '--name-status', '-z', '-M', '--no-color', '--relative', base, '--'], cwd);
  const files = parseNameStatus(out);
  const untracked = await git(['ls-files', '-z', '--others', '--exclude-standard', '--', '.'], cwd);
  for (const p of untracked.split('\0')) if (p !== '') files.head.add(p);
  return files;
}
