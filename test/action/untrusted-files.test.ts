// A pull request's files are untrusted: the bundled Action (as a runner runs it)
// and `apply-preview preview` read them through one reader (gather/files.ts) that
// follows no symbolic link out of the repository, walks each directory once
// (loops, a link to `/`), reads only regular files, and says at each path what it
// did not read. Real links, FIFOs and a planted secret outside the repository.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIO } from '../../cli/io.ts';
import { run as cliRun } from '../../cli/main.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { readBaseEntries } from '../../gather/base.ts';
import { FileReader } from '../../gather/files.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_untrusted-files-token';
const PR = 31;
const SECRET = 'planted-secret-7f3a9c-do-not-publish';

const configMap = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: shop\ndata:\n  k: v\n`;

let gh: FakeGitHub;
let repo: TestRepo;

/** The workspace with every kind of hostile path the reader must refuse or walk once. */
function plant(ws: string, outside: string): void {
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'config.json'), `{"auths":{"ghcr.io":{"auth":"${SECRET}"}}}\n`);
  writeFileSync(
    join(outside, 'crd.yaml'),
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${SECRET}\n`,
  );
  mkdirSync(join(outside, 'dir'));
  writeFileSync(join(outside, 'dir', 'leak.yaml'), configMap(SECRET));
  const k8s = join(ws, 'k8s');
  mkdirSync(join(k8s, 'sub'), { recursive: true });
  writeFileSync(join(k8s, 'app.yaml'), configMap('app'));
  writeFileSync(join(k8s, 'sub', 'deep.yaml'), configMap('deep'));
  symlinkSync(join(outside, 'config.json'), join(k8s, 'docker.json')); // a file outside
  symlinkSync('../../outside/dir', join(k8s, 'outer')); // a directory outside (relative)
  symlinkSync('/dev/zero', join(k8s, 'zero.yaml')); // never ends
  symlinkSync('/', join(k8s, 'root')); // the whole machine
  symlinkSync('..', join(k8s, 'sub', 'up')); // a loop back to k8s
  mkdirSync(join(k8s, 'd1'));
  mkdirSync(join(k8s, 'd2'));
  symlinkSync('../d2', join(k8s, 'd1', 'to-d2')); // two directories linked to each other
  symlinkSync('../d1', join(k8s, 'd2', 'to-d1'));
  symlinkSync('b.yaml', join(k8s, 'a.yaml')); // two file links to each other
  symlinkSync('a.yaml', join(k8s, 'b.yaml'));
  symlinkSync('app.yaml', join(k8s, 'same.yaml')); // inside: read as a manifest of its own
  execFileSync('mkfifo', [join(k8s, 'pipe.yaml')]);
  mkdirSync(join(ws, 'crds'));
  symlinkSync(join(outside, 'crd.yaml'), join(ws, 'crds', 'evil.yaml'));
  mkdirSync(join(ws, 'snapshot'));
  writeFileSync(join(ws, 'snapshot', 'live.yaml'), configMap('app').replace('k: v', 'k: old'));
}

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null);
  plant(repo.workspace, join(repo.root, 'outside'));
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function action(inputs: Record<string, string> = {}) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: {
      manifests: 'k8s/',
      live: 'snapshot/',
      'changed-only': 'false',
      'fail-on': 'never',
      'github-token': TOKEN,
      ...inputs,
    },
  });
}

const EXPECTED_NOTES: [string, string][] = [
  ['k8s/a.yaml', 'not read: a symbolic link loop'],
  ['k8s/b.yaml', 'not read: a symbolic link loop'],
  ['k8s/docker.json', 'not read: a symbolic link that leaves the repository'],
  ['k8s/outer', 'not read: a symbolic link to a directory outside the repository'],
  ['k8s/pipe.yaml', 'not read: a FIFO, not a regular file'],
  ['k8s/root', 'not read: a symbolic link to a directory outside the repository'],
  ['k8s/zero.yaml', 'not read: a symbolic link that leaves the repository'],
];

function notesOf(report: BatchReport): [string, string][] {
  return report.objects
    .filter((o) => o.action === 'error')
    .map((o) => [o.source?.file ?? '', o.error?.message ?? ''] as [string, string])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

function namesOf(report: BatchReport): string[] {
  return report.objects.filter((o) => o.action !== 'error').map((o) => `${o.source?.file}:${o.ref.name}`);
}

describe('the Action on a pull request with hostile files', () => {
  it('reads each manifest once, refuses what leaves the repository or is no file, and publishes no byte of it', async () => {
    const r = await action();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
    // Each manifest once: no walk through sub/up, d1/to-d2, root.
    expect(namesOf(report).sort()).toEqual([
      'k8s/app.yaml:app',
      'k8s/same.yaml:app',
      'k8s/sub/deep.yaml:deep',
    ]);
    expect(notesOf(report)).toEqual(EXPECTED_NOTES);
    const comment = gh
      .commentsOn(PR)
      .map((c) => c.body)
      .join('\n');
    expect(comment).toContain(
      '- <code>k8s/docker.json</code>: BadRequest&#58; not read&#58; a symbolic link that leaves the repository',
    );
    expect(r.summary).toContain(
      '- <code>k8s/pipe.yaml</code>: BadRequest&#58; not read&#58; a FIFO, not a regular file',
    );
    const docker = r.annotations.find((a) => a.file === 'k8s/docker.json');
    expect(docker?.message).toContain('not read: a symbolic link that leaves the repository');
    for (const out of [r.stdout, r.stderr, r.summary, comment, readFileSync(r.outputs.report, 'utf8')])
      expect(out).not.toContain(SECRET);
  }, 60_000);

  it('a crds file linked out of the repository fails the run naming the path, not its content', async () => {
    const r = await action({ crds: 'crds/' });
    expect(r.code).toBe(1);
    expect(r.failure).toBe(
      'crds: crds/evil.yaml: document 1: not read: a symbolic link that leaves the repository',
    );
    expect(r.stdout + r.stderr + r.summary).not.toContain(SECRET);
  }, 60_000);

  it('a working-directory that is a link out of the workspace is refused', async () => {
    symlinkSync(join(repo.root, 'outside'), join(repo.workspace, 'deploy'));
    const r = await action({ 'working-directory': 'deploy', manifests: 'dir/' });
    expect(r.code).toBe(1);
    expect(r.failure).toBe(
      'input working-directory: "deploy" is a symbolic link that leaves the workspace: not read',
    );
    expect(r.stdout + r.stderr).not.toContain(SECRET);
  }, 60_000);
});

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  const code = await cliRun(argv, io);
  return { code, stdout, stderr };
}

describe('apply-preview preview on the same files', () => {
  it('the same notes, each manifest once, no secret in any format', async () => {
    const json = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'snapshot/',
      '--format',
      'json',
      'k8s/',
    ]);
    expect(json.code, json.stderr).toBe(1);
    const report = JSON.parse(json.stdout) as BatchReport;
    expect(namesOf(report).sort()).toEqual([
      'k8s/app.yaml:app',
      'k8s/same.yaml:app',
      'k8s/sub/deep.yaml:deep',
    ]);
    expect(notesOf(report)).toEqual(EXPECTED_NOTES);
    const text = await cli(['preview', '-C', repo.workspace, '--live', 'snapshot/', 'k8s/']);
    expect(text.stdout).toContain(
      '  k8s/docker.json: BadRequest: not read: a symbolic link that leaves the repository',
    );
    const md = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'snapshot/',
      '--format',
      'markdown',
      'k8s/',
    ]);
    for (const out of [json.stdout, json.stderr, text.stdout, text.stderr, md.stdout, md.stderr])
      expect(out).not.toContain(SECRET);
  });

  it('a snapshot that is a link to /dev/zero is refused, not read until memory runs out', async () => {
    symlinkSync('/dev/zero', join(repo.workspace, 'snapshot', 'zero.yaml'));
    const r = await cli(['preview', '-C', repo.workspace, '--live', 'snapshot/', 'k8s/app.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'live snapshot snapshot/zero.yaml: document 1: not read: a symbolic link that leaves the repository',
    );
  });
});

describe('base-commit files read through git', () => {
  it('a committed symbolic link is not followed and a blob over the limit is not read', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo.workspace,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
      });
    git('add', 'k8s/docker.json', 'k8s/app.yaml', 'k8s/sub/deep.yaml');
    writeFileSync(join(repo.workspace, 'k8s', 'big.yaml'), `${configMap('big')}# ${'x'.repeat(2000)}\n`);
    git('add', 'k8s/big.yaml');
    git('commit', '-q', '-m', 'links');
    const reader = new FileReader(repo.workspace, { fileBytes: 1024 });
    const base = await readBaseEntries(
      { ref: 'HEAD', workspace: repo.workspace, patterns: ['k8s/'], only: null },
      reader,
    );
    const byFile = Object.fromEntries(base.entries.map((e) => [e.file, e.error ?? e.intent?.kind]));
    expect(byFile).toEqual({
      'k8s/app.yaml': 'ConfigMap',
      'k8s/big.yaml': 'not read: larger than 1 KiB (2087 bytes)',
      'k8s/docker.json': 'not read: a symbolic link in the base commit',
      'k8s/sub/deep.yaml': 'ConfigMap',
    });
  });
});

describe('the limits of one run', () => {
  it('a file over the file limit and the files past the total are not read', () => {
    for (const n of ['1', '2', '3']) writeFileSync(join(repo.workspace, `f${n}.yaml`), 'x'.repeat(2000));
    writeFileSync(join(repo.workspace, 'big.yaml'), 'x'.repeat(5000));
    const reader = new FileReader(repo.workspace, { fileBytes: 4096, totalBytes: 4500 });
    expect(reader.read('big.yaml')).toEqual({ refused: 'larger than 4 KiB (5000 bytes)' });
    expect(reader.read('f1.yaml')).toEqual({ text: 'x'.repeat(2000) });
    expect(reader.read('f2.yaml')).toEqual({ text: 'x'.repeat(2000) });
    expect(reader.read('f3.yaml')).toEqual({
      refused: 'the files read before it reach the limit of 4500 bytes in all',
    });
  });
});
