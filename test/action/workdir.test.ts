// `working-directory`: the repository checked out into a subdirectory of the
// workspace (`actions/checkout` with `path: sub`). Globs, git (the changed files,
// the base commit) and the annotations' paths follow it; run through the bundle
// as a runner runs it (GITHUB_WORKSPACE and the process's directory are the
// workspace, not the checkout).

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_workdir-token';
const PR = 21;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo('base', 'head', {}, 'sub');
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.githubWorkspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { live: 'base', 'github-token': TOKEN, ...inputs },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

describe('working-directory', () => {
  it('reads manifests, changed files and the base commit in the checkout, and annotates paths from its top', async () => {
    const r = await run({ manifests: 'k8s/', crds: 'crds/*.yaml', 'working-directory': 'sub' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    // The base commit was found and replayed by git in the checkout.
    expect(r.stdout).toMatch(/against base [0-9a-f]{12} \(2 files replayed as kubectl\)/);
    const rep = report(r.outputs.report);
    expect(rep.summary).toMatchObject({ conflict: 0, update: 3, create: 2, error: 0 });
    // Only the changed files: untouched.yaml is in the checkout but not in the pull request.
    expect(rep.objects.map((o) => o.source?.file)).not.toContain('k8s/untouched.yaml');
    expect(rep.objects.find((o) => o.ref.kind === 'Gadget')?.schemaSource).toBe('crd:gadgets.example.com');
    expect(r.annotations.filter((a) => a.file)).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'k8s/settings.yaml',
        line: lineOf(repo.workspace, 'k8s/settings.yaml', /^data:/),
      }),
    ]);
  });

  it('without it, the same run finds nothing in the workspace', async () => {
    const r = await run({ manifests: 'k8s/', crds: 'crds/*.yaml', 'changed-only': 'false' });
    expect(r.outputs.created ?? '0').toBe('0');
    expect(r.stdout).not.toMatch(/against base [0-9a-f]{12}/);
  });

  it('inside the repository: globs are relative to it, annotations name paths from the repository top', async () => {
    const r = await run({ manifests: '*.yaml', 'working-directory': 'sub/k8s' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('(k8s in its repository)');
    const rep = report(r.outputs.report);
    // settings.yaml, web.yaml (a Deployment and a Service), flags.yaml, gadget.yaml changed; untouched.yaml did not.
    expect(rep.objects.map((o) => o.source?.file).sort()).toEqual([
      'flags.yaml',
      'gadget.yaml',
      'settings.yaml',
      'web.yaml',
      'web.yaml',
    ]);
    expect(r.annotations.filter((a) => a.file)).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'k8s/settings.yaml',
        line: lineOf(repo.workspace, 'k8s/settings.yaml', /^data:/),
      }),
    ]);
  });

  it('fails in one line when the directory is missing or a file', async () => {
    const missing = await run({ manifests: 'k8s/', 'working-directory': 'nope' });
    expect(missing.code).toBe(1);
    expect(missing.failure).toMatch(
      /^input working-directory: "nope" does not exist \(looked for .*\/work\/nope;/,
    );
    const file = await run({ manifests: 'k8s/', 'working-directory': 'sub/k8s/web.yaml' });
    expect(file.failure).toMatch(/^input working-directory: "sub\/k8s\/web.yaml" is not a directory/);
  });
});
