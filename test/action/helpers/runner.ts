// Runs the bundled Action the way a GitHub runner does: `node action/dist/index.js`
// with INPUT_* variables (hyphens kept), a pull_request event file, and
// GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files; then reads back what it wrote.
// Also builds throwaway git repositories from the fixtures (a base commit and a
// head commit), so `live: base` and changed files are real.

import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { PrFile } from './github.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const BUNDLE = join(REPO_ROOT, 'action', 'dist', 'index.js');
export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'action');

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  file?: string;
  line?: number;
  title?: string;
  message: string;
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** The `::error::` line without a file (what setFailed printed). */
  failure?: string;
  /** Peak resident memory of the Action's process in KiB (with `measureRss`, where /usr/bin/time exists). */
  maxRssKiB?: number;
  /** CPU seconds (user + system) of the Action's process, with maxRssKiB. */
  cpuSeconds?: number;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');
}

export function parseAnnotations(stdout: string): Annotation[] {
  const out: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const a: Annotation = { level: m[1] as Annotation['level'], message: unescapeData(m[3]) };
    for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = kv.indexOf('=');
      const k = kv.slice(0, eq);
      const v = unescapeProperty(kv.slice(eq + 1));
      if (k === 'file') a.file = v;
      else if (k === 'line') a.line = Number(v);
      else if (k === 'title') a.title = v;
    }
    out.push(a);
  }
  return out;
}

function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

export interface RunOptions {
  workspace: string;
  inputs: Record<string, string>;
  /** The pull_request event; absent: a push event. */
  pullRequest?: { number: number; baseSha: string; headSha: string; changedFiles?: number };
  githubUrl: string;
  repository?: string;
  env?: Record<string, string>;
  /** Another bundle than action/dist/index.js (benchmarks compare builds). */
  bundle?: string;
  /** Run under GNU time to read the process's peak RSS and CPU time (benchmarks). */
  measureRss?: boolean;
}

const GNU_TIME = '/usr/bin/time';
const RSS_MARK = 'apply-preview-max-rss-kib:';

/** Runs the bundle once; resolves when it exits. */
export async function runAction(o: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-runner-'));
  try {
    const eventPath = join(dir, 'event.json');
    const repository = o.repository ?? 'acme/shop';
    const [owner, name] = repository.split('/');
    const event = o.pullRequest
      ? {
          action: 'synchronize',
          number: o.pullRequest.number,
          pull_request: {
            number: o.pullRequest.number,
            base: { sha: o.pullRequest.baseSha, ref: 'main' },
            head: { sha: o.pullRequest.headSha, ref: 'feature' },
            ...(o.pullRequest.changedFiles === undefined
              ? {}
              : { changed_files: o.pullRequest.changedFiles }),
          },
          repository: { full_name: repository, name, owner: { login: owner } },
        }
      : { ref: 'refs/heads/main', repository: { full_name: repository, name, owner: { login: owner } } };
    writeFileSync(eventPath, JSON.stringify(event));
    const outputPath = join(dir, 'output');
    const summaryPath = join(dir, 'summary.md');
    writeFileSync(outputPath, '');
    writeFileSync(summaryPath, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_WORKSPACE: o.workspace,
      GITHUB_EVENT_NAME: o.pullRequest ? 'pull_request' : 'push',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: repository,
      GITHUB_API_URL: o.githubUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      GITHUB_ACTION: 'preview',
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      RUNNER_TEMP: dir,
      ...o.env,
    };
    for (const [k, v] of Object.entries(o.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
    const bundle = o.bundle ?? BUNDLE;
    const timed = o.measureRss === true && existsSync(GNU_TIME);
    const [file, args] = timed
      ? [GNU_TIME, ['-f', `${RSS_MARK}%M %U %S`, process.execPath, bundle]]
      : [process.execPath, [bundle]];
    const ran = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(file, args, { cwd: o.workspace, env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      });
    });
    let { stderr } = ran;
    const { code, stdout } = ran;
    let maxRssKiB: number | undefined;
    let cpuSeconds: number | undefined;
    if (timed) {
      const m = new RegExp(`(?:^|\\n)${RSS_MARK}(\\d+) ([\\d.]+) ([\\d.]+)\\n?$`).exec(stderr);
      if (m) {
        maxRssKiB = Number(m[1]);
        cpuSeconds = Number(m[2]) + Number(m[3]);
        stderr = stderr.slice(0, m.index);
      }
    }
    const annotations = parseAnnotations(stdout);
    const failure = annotations.find((a) => a.level === 'error' && a.file === undefined)?.message;
    const outputs = parseOutputs(readFileSync(outputPath, 'utf8'));
    // Copy the report out before the runner's temp dir goes away.
    if (outputs.report) {
      const copy = join(
        o.workspace,
        '..',
        `report-${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
      );
      writeFileSync(copy, readFileSync(outputs.report));
      outputs.report = copy;
    }
    return {
      code,
      stdout,
      stderr,
      outputs,
      summary: readFileSync(summaryPath, 'utf8'),
      annotations,
      failure,
      ...(maxRssKiB === undefined ? {} : { maxRssKiB, cpuSeconds }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  }).trim();
}

export interface TestRepo {
  /** Parent directory (removed by cleanup); the workspace is `<root>/work`. */
  root: string;
  /** The repository's work tree: `<root>/work`, or `<root>/work/<checkout>`. */
  workspace: string;
  /** GITHUB_WORKSPACE: `<root>/work`. */
  githubWorkspace: string;
  baseSha: string;
  headSha: string;
  /** The pull request's files, as GitHub lists them. */
  prFiles: PrFile[];
  cleanup(): void;
}

function copyTree(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

/**
 * A git repository whose first commit holds `base` and second commit `head`
 * (directories under test/fixtures/action, plus extra files by path), checked out
 * at head. `extra` files of null delete that path in head.
 */
export function makeRepo(
  base: string | null,
  head: string | null,
  extra: { base?: Record<string, string>; head?: Record<string, string | null> } = {},
  /** Check out into this subdirectory of the workspace (`actions/checkout` with `path:`). */
  checkout?: string,
): TestRepo {
  const root = mkdtempSync(join(tmpdir(), 'apply-preview-repo-'));
  const githubWorkspace = join(root, 'work');
  const ws = checkout ? join(githubWorkspace, checkout) : githubWorkspace;
  mkdirSync(ws, { recursive: true });
  git(ws, 'init', '-q', '-b', 'main');
  const write = (files: Record<string, string | null>) => {
    for (const [p, text] of Object.entries(files)) {
      const abs = join(ws, p);
      if (text === null) rmSync(abs, { force: true });
      else {
        mkdirSync(dirname(abs), { recursive: true });
        writeFileSync(abs, text);
      }
    }
  };
  if (base) copyTree(join(FIXTURES, base), ws);
  write(extra.base ?? {});
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '--allow-empty', '-m', 'base');
  const baseSha = git(ws, 'rev-parse', 'HEAD');
  git(ws, 'checkout', '-q', '-b', 'feature');
  if (head) {
    for (const f of git(ws, 'ls-files').split('\n').filter(Boolean)) rmSync(join(ws, f));
    copyTree(join(FIXTURES, head), ws);
  }
  write(extra.head ?? {});
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '--allow-empty', '-m', 'head');
  const headSha = git(ws, 'rev-parse', 'HEAD');
  const prFiles: PrFile[] = git(ws, 'diff', '--name-status', '-M', baseSha, headSha)
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [st, a, b] = l.split('\t');
      if (st.startsWith('R')) return { filename: b, status: 'renamed' as const, previous_filename: a };
      return {
        filename: a,
        status: st === 'A' ? ('added' as const) : st === 'D' ? ('removed' as const) : ('modified' as const),
      };
    });
  return {
    root,
    workspace: ws,
    githubWorkspace,
    baseSha,
    headSha,
    prFiles,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The 1-based line of the first line of `file` (in the workspace) that contains `text` (or matches it). */
export function lineOf(workspace: string, file: string, text: string | RegExp): number {
  const lines = readFileSync(join(workspace, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => (typeof text === 'string' ? l.includes(text) : text.test(l)));
  if (i < 0) throw new Error(`${file} has no line with ${String(text)}`);
  return i + 1;
}
