// The pull request comment. `update`: one sticky comment, found by a hidden
// marker among the pull request's comments (every page) written by the token's
// own identity, and edited in place; `new`: a new comment each run. Anyone can
// write the marker into a comment: a comment by another author is never edited
// or deleted. The identity is GraphQL's `viewer` (a personal token's user; for
// an installation token, GITHUB_TOKEN's included, the app's bot, such as
// `github-actions[bot]`, which is the `user.login` of its comments), else
// `GET /user`; when neither answers, the comment is created first and its own
// author is the identity. Two runs of the same pull request at once may
// both find no comment and both create one; after creating, a run looks again and,
// when an older comment with the marker exists, moves its text there and deletes
// its own, so the pull request ends with one comment whichever run finishes last.

import { apiError, type GitHub, isLimitError } from './github.ts';

export interface CommentTarget {
  owner: string;
  repo: string;
  issue: number;
  marker: string;
}

export interface CommentResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
  id?: number;
  url?: string;
}

interface Found {
  id: number;
  body: string;
  url: string;
  /** The author's login ('' for a deleted account). */
  author: string;
}

/** The login the token writes comments as, or null when GitHub does not say. */
export async function tokenLogin(gh: GitHub): Promise<string | null> {
  try {
    const r = await gh.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    if (typeof r.viewer?.login === 'string' && r.viewer.login !== '') return r.viewer.login;
  } catch (e) {
    // an API without GraphQL: REST's view of the token; a GitHub that hangs fails the run
    if (isLimitError(e)) throw apiError('asking who the token is (GraphQL viewer)', e);
  }
  try {
    const r = await gh.rest.users.getAuthenticated();
    if (typeof r.data.login === 'string' && r.data.login !== '') return r.data.login;
  } catch (e) {
    // an installation token without GraphQL
    if (isLimitError(e)) throw apiError('asking who the token is (GET /user)', e);
  }
  return null;
}

/** The comments with the marker written by `author`, oldest first. */
async function findMarked(gh: GitHub, t: CommentTarget, author: string): Promise<Found[]> {
  try {
    const all = await gh.paginate(gh.rest.issues.listComments, {
      owner: t.owner,
      repo: t.repo,
      issue_number: t.issue,
      per_page: 100,
    });
    return all
      .filter((c) => c.user?.login === author && typeof c.body === 'string' && c.body.includes(t.marker))
      .map((c) => ({ id: c.id, body: c.body ?? '', url: c.html_url, author }))
      .sort((a, b) => a.id - b.id);
  } catch (e) {
    throw apiError(`listing the comments of #${t.issue}`, e);
  }
}

async function edit(gh: GitHub, t: CommentTarget, id: number, body: string): Promise<void> {
  try {
    await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
  } catch (e) {
    throw apiError(`editing comment ${id} of #${t.issue}`, e);
  }
}

async function remove(gh: GitHub, t: CommentTarget, id: number): Promise<void> {
  try {
    await gh.rest.issues.deleteComment({ owner: t.owner, repo: t.repo, comment_id: id });
  } catch (e) {
    // Another run may have deleted it already.
    if (typeof e === 'object' && e !== null && 'status' in e && e.status === 404) return;
    throw apiError(`deleting the duplicate comment ${id} of #${t.issue}`, e);
  }
}

async function create(gh: GitHub, t: CommentTarget, body: string): Promise<Found> {
  try {
    const r = await gh.rest.issues.createComment({
      owner: t.owner,
      repo: t.repo,
      issue_number: t.issue,
      body,
    });
    return { id: r.data.id, body, url: r.data.html_url, author: r.data.user?.login ?? '' };
  } catch (e) {
    throw apiError(`commenting on #${t.issue}`, e);
  }
}

/**
 * Posts `body` (the marker is added when missing). With `createIfMissing` false
 * (nothing to say), an existing sticky comment is updated but none is created.
 */
export async function postComment(
  gh: GitHub,
  t: CommentTarget,
  body: string,
  mode: 'update' | 'new',
  createIfMissing = true,
): Promise<CommentResult> {
  if (!body.includes(t.marker)) body = `${t.marker}\n${body}`;
  if (mode === 'new') {
    if (!createIfMissing) return { action: 'skipped' };
    const c = await create(gh, t, body);
    return { action: 'created', id: c.id, url: c.url };
  }
  const me = await tokenLogin(gh);
  const found = me === null ? [] : await findMarked(gh, t, me);
  if (found.length > 0) {
    const [keep, ...duplicates] = found;
    for (const d of duplicates) await remove(gh, t, d.id);
    if (keep.body === body) return { action: 'unchanged', id: keep.id, url: keep.url };
    await edit(gh, t, keep.id, body);
    return { action: 'updated', id: keep.id, url: keep.url };
  }
  if (!createIfMissing) return { action: 'skipped' };
  const mine = await create(gh, t, body);
  if (mine.author === '') return { action: 'created', id: mine.id, url: mine.url };
  const after = await findMarked(gh, t, mine.author);
  const oldest = after[0];
  if (oldest && oldest.id < mine.id) {
    await edit(gh, t, oldest.id, body);
    await remove(gh, t, mine.id);
    return { action: 'updated', id: oldest.id, url: oldest.url };
  }
  return { action: 'created', id: mine.id, url: mine.url };
}
