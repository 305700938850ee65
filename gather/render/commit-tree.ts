// The base commit's files as a tree on disk, read from git without a second
// checkout: the commit's listing (action/git.ts), then its blobs through one
// `git cat-file --batch`, written into a temporary copy by the rules of
// action/files.ts: a symbolic link is not followed, a submodule is not a file,
// a blob over the file limit or past the run's total is not read.

import { spawn } from 'node:child_process';
import { FatalError, oneLine } from '../errors.ts';
import { type FileReader, overTotal, type Refusal, tooLarge } from '../files.ts';
import { listCommitFiles, resolveCommit } from '../git.ts';
import { type RepoTree, safeRelative, scratchDirs, treeAt, writeInto } from './tree.ts';

/** The blobs of `paths` at `commit`, as bytes, handed to `onBlob` in order. */
function catBlobs(
  commit: string,
  paths: readonly string[],
  cwd: string,
  onBlob: (path: string, bytes: Buffer) => void,
): Promise<void> {
  if (paths.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let pending: Buffer = Buffer.alloc(0);
    let next = 0;
    let want = -1; // bytes of the current blob still to come (with its newline), -1: a header is next
    let isBlob = false;
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      pending = pending.length === 0 ? c : Buffer.concat([pending, c]);
      for (;;) {
        if (want < 0) {
          const nl = pending.indexOf(10);
          if (nl < 0) return;
          const header = pending.toString('utf8', 0, nl);
          pending = pending.subarray(nl + 1);
          const m = /^\S+ (\S+) (\d+)$/.exec(header);
          if (!m) {
            next++; // missing
            continue;
          }
          isBlob = m[1] === 'blob';
          want = Number(m[2]) + 1;
        }
        if (pending.length < want) return;
        if (isBlob) onBlob(paths[next], Buffer.from(pending.subarray(0, want - 1)));
        pending = pending.subarray(want);
        want = -1;
        next++;
      }
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', (e) => reject(new FatalError(`render: cannot run git: ${oneLine(e)}`)));
    child.on('close', (code) => {
      if (code !== 0)
        reject(new FatalError(`render: git cat-file failed: ${oneLine(stderr) || `exit ${code}`}`));
      else resolve();
    });
    child.stdin.end(paths.map((p) => `${commit}:./${p}\n`).join(''));
  });
}

/** The files of `ref` under the workspace, copied into a new temporary tree. */
export async function copyCommit(
  ref: string,
  reader: FileReader,
): Promise<{ tree: RepoTree; commit: string }> {
  const cwd = reader.workspace;
  const commit = await resolveCommit(ref, cwd);
  const listed = await listCommitFiles(commit, cwd);
  const refused: Refusal[] = [];
  const wanted: string[] = [];
  for (const f of listed) {
    if (f.mode === '160000' || !safeRelative(f.path) || f.path.includes('\n')) continue;
    if (f.path.split('/').some((p) => p === '.git' || p === 'node_modules')) continue;
    if (f.mode === '120000') refused.push({ file: f.path, reason: 'a symbolic link in the base commit' });
    else if (f.size > reader.fileLimit)
      refused.push({ file: f.path, reason: tooLarge(f.size, reader.fileLimit) });
    else if (!reader.take(f.size)) refused.push({ file: f.path, reason: overTotal(reader.totalLimit) });
    else wanted.push(f.path);
  }
  const { top, root } = scratchDirs();
  const files: string[] = [];
  try {
    await catBlobs(commit, wanted, cwd, (path, bytes) => {
      writeInto(root, path, bytes);
      files.push(path);
    });
  } catch (e) {
    treeAt(top, root, [], [], '').dispose();
    throw e;
  }
  files.sort();
  return { tree: treeAt(top, root, files, refused, `base ${commit.slice(0, 12)}`), commit };
}
