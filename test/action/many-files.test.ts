// A pull request of more than 3,000 files: GitHub lists only the first 3,000, so
// with `changed-only` a manifest past them was skipped. The bundled Action (as a
// runner runs it) notices the cap and takes the changed files from git.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readContext } from '../../action/inputs.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_many-files-token';
const PR = 77;
const DOCS = 3005;

let gh: FakeGitHub;
let repo: TestRepo;

const cm = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: shop\ndata:\n  k: v\n`;

describe('more changed files than GitHub lists', () => {
  beforeEach(async () => {
    gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
    const head: Record<string, string> = { 'k8s/late.yaml': cm('late'), 'zz/unchanged.yaml': cm('never') };
    // Listed first (GitHub lists by path): pushes k8s/ past the 3,000th file.
    for (let i = 0; i < DOCS; i++) head[`docs/page-${String(i).padStart(4, '0')}.md`] = `page ${i}\n`;
    repo = makeRepo(null, null, { base: { 'zz/unchanged.yaml': cm('never') }, head });
    gh.files.set(PR, repo.prFiles);
  }, 60_000);

  afterEach(async () => {
    await gh.stop();
    repo.cleanup();
  });

  it('the manifest past the 3,000th file is previewed, from git diff, with a warning saying so', async () => {
    expect(repo.prFiles.length).toBe(DOCS + 1);
    const r = await runAction({
      workspace: repo.workspace,
      githubUrl: gh.url,
      pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha, changedFiles: DOCS + 1 },
      inputs: { manifests: '.', live: 'base', 'fail-on': 'never', 'github-token': TOKEN },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.created).toBe('1');
    expect(r.stdout).toContain('Previewed 1 object(s) from 1 file(s)');
    const warning = r.annotations.find((a) => a.level === 'warning' && a.message.startsWith('GitHub lists'));
    expect(warning?.message).toBe(
      `GitHub lists 3000 of the pull request's ${DOCS + 1} changed files (its limit): the changed files are taken from git diff ${repo.baseSha.slice(0, 12)}...${repo.headSha.slice(0, 12)} instead.`,
    );
  }, 60_000);
});

describe("the event's pull request number", () => {
  it('goes into API paths only as a positive integer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apply-preview-event-'));
    try {
      const context = (number: unknown) => {
        const path = join(dir, 'event.json');
        writeFileSync(path, JSON.stringify({ pull_request: { number, base: { sha: 'x; rm -rf /' } } }));
        return readContext({ GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'acme/shop' });
      };
      expect(context(5).pullRequest).toEqual({ number: 5, baseSha: '' });
      for (const bad of ['5/../../orgs', -1, 0, 1.5, 2 ** 60, null])
        expect(() => context(bad)).toThrow(
          `GITHUB_EVENT_PATH: pull_request.number is not a positive integer (${JSON.stringify(bad)})`,
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
