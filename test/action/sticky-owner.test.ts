// The sticky comment belongs to the token's identity: anyone can write the
// marker into a comment of a pull request, and the bundled Action (run as a
// runner runs it) edits or deletes only comments its own identity wrote — found
// through GraphQL's viewer, GET /user, or the author of the comment it creates.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_sticky-owner-token';
const PR = 12;
const MARKER = '<!-- apply-preview -->';
const planted = `${MARKER}\nI wrote the marker too: do not touch me`;

let gh: FakeGitHub;
let repo: TestRepo;

const cm = (v: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n  namespace: shop\ndata:\n  k: ${v}\n`;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null, { head: { 'k8s/app.yaml': cm('new') } });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function action() {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/', live: 'base', 'fail-on': 'never', 'github-token': TOKEN },
  });
}

const writes = () => [...gh.calls('PATCH', /comments\/\d+$/), ...gh.calls('DELETE', /comments\/\d+$/)];

describe('the sticky comment and other authors', () => {
  it("an older comment of someone else's with the marker is left alone; the Action writes its own", async () => {
    const other = gh.addComment(PR, planted, 'mallory');
    const r = await action();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const comments = gh.commentsOn(PR);
    expect(comments.find((c) => c.id === other.id)?.body).toBe(planted);
    const mine = comments.filter((c) => c.user === 'github-actions[bot]');
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toContain('Server-side apply preview');
    expect(writes()).toEqual([]);
  });

  it("a newer comment of someone else's with the marker is not deleted; the Action's own is updated", async () => {
    const own = gh.addComment(PR, `${MARKER}\nold preview`, 'github-actions[bot]');
    const other = gh.addComment(PR, planted, 'mallory');
    const bot = gh.addComment(PR, planted, 'other-app[bot]');
    const r = await action();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const comments = gh.commentsOn(PR);
    expect(comments.map((c) => c.id)).toEqual([own.id, other.id, bot.id]);
    expect(comments[0].body).toContain('Server-side apply preview');
    expect(comments[1].body).toBe(planted);
    expect(comments[2].body).toBe(planted);
    expect(writes().map((w) => `${w.method} ${w.path.split('/').pop()}`)).toEqual([`PATCH ${own.id}`]);
  });

  it("a personal token without GraphQL: GET /user names it, and only that user's comment is edited", async () => {
    gh.identity = { login: 'ci-user', personal: true };
    gh.noGraphql = true;
    const bots = gh.addComment(PR, `${MARKER}\nby the default token`, 'github-actions[bot]');
    const own = gh.addComment(PR, `${MARKER}\nold preview`, 'ci-user');
    const r = await action();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(gh.calls('GET', /^\/user$/)).toHaveLength(1);
    expect(gh.commentsOn(PR).find((c) => c.id === bots.id)?.body).toBe(`${MARKER}\nby the default token`);
    expect(gh.commentsOn(PR).find((c) => c.id === own.id)?.body).toContain('Server-side apply preview');
    expect(writes().map((w) => `${w.method} ${w.path.split('/').pop()}`)).toEqual([`PATCH ${own.id}`]);
  });

  it('when GitHub does not say who the token is, the created comment does: others stay, its own older one is kept', async () => {
    gh.noGraphql = true;
    const other = gh.addComment(PR, planted, 'mallory');
    const own = gh.addComment(PR, `${MARKER}\nold preview`, 'github-actions[bot]');
    const r = await action();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const comments = gh.commentsOn(PR);
    expect(comments.map((c) => c.id)).toEqual([other.id, own.id]);
    expect(comments[0].body).toBe(planted);
    expect(comments[1].body).toContain('Server-side apply preview');
  });
});
