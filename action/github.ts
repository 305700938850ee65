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

import { Octokit } from '@octokit/rest';
import { FatalError, oneLine } from './errors.ts';

export type GitHub = InstanceType<typeof Octokit>;

export function gitHub(token: string, baseUrl: string): GitHub {
  return new Octokit({
    auth: token,
    baseUrl,
    userAgent: 'apply-preview',
    log: { debug() {}, info() {}, warn() {}, error() {} },
  });
}

/** "403 Resource not accessible by integration" from an Octokit error. */
export function apiError(what: string, e: unknown): FatalError {
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
