// The GitHub REST calls the Action makes, through @octokit/rest (which ignores
// GITHUB_API_URL: the base URL is passed explicitly, so GitHub Enterprise Server
// and test stand-ins work). Calls used:
//   POST   /graphql  { viewer { login } }                    (who the token comments as)
//   GET    /user                                             (the same, where GraphQL does not answer)
//   GET    /repos/{owner}/{repo}/pulls/{number}/files        (paginated)
//   GET    /repos/{owner}/{repo}/issues/{number}/comments    (paginated)
//   POST   /repos/{owner}/{repo}/issues/{number}/comments
//   PATCH  /repos/{owner}/{repo}/issues/comments/{id}
//   DELETE /repos/{owner}/{repo}/issues/comments/{id}        (duplicates left by concurrent runs)
// Each call, answer included, ends at GITHUB_TIMEOUT_MS and its answer at
// MAX_GITHUB_ANSWER_BYTES (core/limits.ts): a GitHub that hangs or streams without
// end fails the run with a one-line error.

import { Octokit } from '@octokit/rest';
import { GITHUB_TIMEOUT_MS, MAX_GITHUB_ANSWER_BYTES } from '../core/index.ts';
import { FatalError, oneLine } from '../gather/errors.ts';

export type GitHub = InstanceType<typeof Octokit>;

export interface GitHubLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** core/limits.ts's bounds; APPLY_PREVIEW_GITHUB_TIMEOUT_MS shortens the deadline (tests). */
export function gitHubLimits(env: NodeJS.ProcessEnv = process.env): GitHubLimits {
  const raw = env.APPLY_PREVIEW_GITHUB_TIMEOUT_MS?.trim() ?? '';
  const v = Number(raw);
  const timeoutMs = raw !== '' && Number.isFinite(v) && v > 0 ? v : GITHUB_TIMEOUT_MS;
  return { timeoutMs, maxBytes: MAX_GITHUB_ANSWER_BYTES };
}

/** A call to GitHub that passed a limit: its message is the whole story (no HTTP status). */
export class GitHubLimitError extends Error {}

export function gitHub(token: string, baseUrl: string, limits: GitHubLimits = gitHubLimits()): GitHub {
  return new Octokit({
    auth: token,
    baseUrl,
    userAgent: 'apply-preview',
    log: { debug() {}, info() {}, warn() {}, error() {} },
    request: { fetch: boundedFetch(limits) },
  });
}

function describeBytes(bytes: number): string {
  return bytes % 1048576 === 0 ? `${bytes / 1048576} MiB` : `${bytes} bytes`;
}

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** fetch with one deadline for the request and its whole answer, and a cap on the answer's size. */
function boundedFetch(limits: GitHubLimits): typeof fetch {
  return async (input, init) => {
    const abort = new AbortController();
    const outer = init?.signal;
    if (outer) outer.addEventListener('abort', () => abort.abort(outer.reason), { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, limits.timeoutMs);
    const tooLarge = () =>
      new GitHubLimitError(`the answer is larger than ${describeBytes(limits.maxBytes)}: not read further`);
    try {
      const res = await fetch(input, { ...init, signal: abort.signal });
      const declared = Number(res.headers.get('content-length') ?? '');
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        abort.abort();
        throw tooLarge();
      }
      const parts: Uint8Array[] = [];
      let size = 0;
      if (res.body) {
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > limits.maxBytes) {
            abort.abort();
            throw tooLarge();
          }
          parts.push(value);
        }
      }
      const body = NO_BODY.has(res.status) ? null : Buffer.concat(parts, size);
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (e) {
      if (timedOut) throw new GitHubLimitError(`no complete answer within ${limits.timeoutMs / 1000} s`);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Whether an Octokit error is a limit of boundedFetch passed. */
export function isLimitError(e: unknown): boolean {
  return e instanceof GitHubLimitError || (e instanceof Error && e.cause instanceof GitHubLimitError);
}

/** "403 Resource not accessible by integration" from an Octokit error. */
export function apiError(what: string, e: unknown): FatalError {
  if (isLimitError(e)) {
    const limit = e instanceof GitHubLimitError ? e : ((e as Error).cause as GitHubLimitError);
    return new FatalError(`GitHub API: ${what}: ${limit.message}`);
  }
  const status = typeof e === 'object' && e !== null && 'status' in e ? `${String(e.status)} ` : '';
  const msg = oneLine(e).replace(/ - https:\/\/docs\.github\.com\S*/, '');
  return new FatalError(`GitHub API: ${what}: ${status}${msg}`.replace(/(\d{3}) \1 /, '$1 '));
}

export interface ChangedFiles {
  /** Paths in the head (added, modified, renamed, copied). */
  head: Set<string>;
  /** The same files' paths in the base (old names of renames; added files excluded). */
  base: Set<string>;
  /** How many files GitHub listed (it stops at 3,000). */
  listed: number;
}

export async function pullRequestFiles(
  gh: GitHub,
  owner: string,
  repo: string,
  pull: number,
): Promise<ChangedFiles> {
  const out: ChangedFiles = { head: new Set(), base: new Set(), listed: 0 };
  try {
    const files = await gh.paginate(gh.rest.pulls.listFiles, {
      owner,
      repo,
      pull_number: pull,
      per_page: 100,
    });
    out.listed = files.length;
    for (const f of files) {
      if (f.status !== 'removed') out.head.add(f.filename);
      if (f.status === 'renamed' && f.previous_filename) out.base.add(f.previous_filename);
      else if (f.status !== 'added') out.base.add(f.filename);
    }
  } catch (e) {
    throw apiError(`listing the files of pull request #${pull}`, e);
  }
  return out;
}
