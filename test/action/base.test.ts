// `live: base`: no cluster; the base commit's manifests, applied by the same field
// manager, stand for the live state. Run through the bundle as a runner runs it,
// in real git repositories (one shallow clone that lacks the base commit).

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_base-token';
const PR = 12;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
});

afterEach(async () => {
  await gh.stop();
  repo?.cleanup();
});

function run(workspace: string, inputs: Record<string, string> = {}) {
  return runAction({
    workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/', live: 'base', crds: 'crds/*.yaml', 'github-token': TOKEN, ...inputs },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

describe('live: base', () => {
  it('shows what the pull request changes and prunes relative to the base branch', async () => {
    repo = makeRepo('base', 'head');
    gh.files.set(PR, repo.prFiles);
    const r = await run(repo.workspace);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/against base [0-9a-f]{12} \(2 files replayed as kubectl\)/);
    const rep = report(r.outputs.report);
    const by = (kind: string, name: string) =>
      rep.objects.find((o) => o.ref.kind === kind && o.ref.name === name)!;
    // Only kubectl owns anything: no conflicts. The base's Deployment had no replicas, so the
    // API server stored its default 1 (owned by nobody): the head's 3 takes it without a conflict.
    expect(rep.summary).toMatchObject({ conflict: 0, update: 3, create: 2, error: 0 });
    expect(by('Deployment', 'web').changes).toEqual(
      expect.arrayContaining([
        { path: '.spec.replicas', kind: 'modified', before: 1, after: 3 },
        { path: '.metadata.generation', kind: 'modified', before: 1, after: 2, setBy: 'server' },
        {
          path: '.spec.template.spec.containers[name="web"].image',
          kind: 'modified',
          before: 'nginx:1.27',
          after: 'nginx:1.28',
        },
      ]),
    );
    expect(by('Service', 'web').changes).toContainEqual({
      path: '.spec.ports[port=80,protocol="TCP"].targetPort',
      kind: 'modified',
      before: 80,
      after: 8080,
    });
    const settings = by('ConfigMap', 'settings');
    expect(settings.pruned).toEqual([{ path: '.data.legacy', before: 'on' }]);
    expect(settings.changes).toContainEqual({
      path: '.data.mode',
      kind: 'modified',
      before: 'blue',
      after: 'green',
    });
    // Objects new in the pull request are created.
    expect(by('ConfigMap', 'flags').action).toBe('create');
    expect(by('Gadget', 'blue-box').action).toBe('create');
    // The pruned key is a warning on the manifest.
    expect(r.annotations.filter((a) => a.file)).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'k8s/settings.yaml',
        line: lineOf(repo.workspace, 'k8s/settings.yaml', /^data:/),
      }),
    ]);
    const comment = gh.commentsOn(PR)[0].body;
    expect(comment).toContain('onto base (base ');
    expect(comment).toContain('<code>.data.legacy</code>');
  });

  it('follows renamed files to their base path, and previews unchanged objects as unchanged', async () => {
    repo = makeRepo('base', 'base', {
      head: {
        'k8s/settings.yaml': null,
        'k8s/config/settings.yaml': readFileSync(
          join(import.meta.dirname, '../fixtures/action/base/k8s/settings.yaml'),
          'utf8',
        ),
      },
    });
    gh.files.set(PR, repo.prFiles);
    expect(repo.prFiles).toEqual([
      { filename: 'k8s/config/settings.yaml', status: 'renamed', previous_filename: 'k8s/settings.yaml' },
    ]);
    const r = await run(repo.workspace);
    expect(r.code, r.stdout).toBe(0);
    expect(r.annotations).toContainEqual({
      level: 'warning',
      message: 'crds: no file matches "crds/*.yaml"',
    });
    const rep = report(r.outputs.report);
    expect(rep.objects.map((o) => [o.ref.name, o.action])).toEqual([['settings', 'unchanged']]);
  });

  it('rendered output: base-manifests replayed from disk, files git does not track always previewed', async () => {
    // A Helm-like render step wrote both sides into the workspace; neither is in git or in the PR's files.
    repo = makeRepo('base', 'head');
    gh.files.set(PR, repo.prFiles);
    const fixtures = join(import.meta.dirname, '../fixtures/action');
    cpSync(join(fixtures, 'base/k8s'), join(repo.workspace, 'rendered-base'), { recursive: true });
    cpSync(join(fixtures, 'head/k8s'), join(repo.workspace, 'rendered'), { recursive: true });
    const r = await run(repo.workspace, { manifests: 'rendered/', 'base-manifests': 'rendered-base/' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('against base manifests rendered-base/ (3 files replayed as kubectl)');
    const rep = report(r.outputs.report);
    expect(rep.summary).toMatchObject({ objects: 6, update: 3, create: 2, unchanged: 1, conflict: 0 });
    expect(rep.objects.find((o) => o.ref.name === 'settings')?.pruned).toEqual([
      { path: '.data.legacy', before: 'on' },
    ]);
    expect(r.annotations.find((a) => a.level === 'warning')?.file).toBe('rendered/settings.yaml');
    // A tracked file the PR does not change is still filtered out.
    const tracked = await run(repo.workspace, {
      manifests: 'k8s/\nrendered/',
      'base-manifests': 'rendered-base/',
    });
    expect(report(tracked.outputs.report).objects.map((o) => o.source?.file)).not.toContain(
      'k8s/untouched.yaml',
    );
    const misplaced = await run(repo.workspace, { live: 'snapshot', 'base-manifests': 'rendered-base/' });
    expect(misplaced.failure).toBe('input base-manifests: only used with live: base');
  });

  it('fetches the base commit when the checkout is shallow', async () => {
    repo = makeRepo('base', 'head');
    gh.files.set(PR, repo.prFiles);
    const clone = mkdtempSync(join(tmpdir(), 'apply-preview-shallow-'));
    try {
      const ws = join(clone, 'work');
      execFileSync('git', [
        'clone',
        '-q',
        '--depth=1',
        '--branch',
        'feature',
        `file://${repo.workspace}`,
        ws,
      ]);
      expect(() =>
        execFileSync('git', ['cat-file', '-e', `${repo.baseSha}^{commit}`], { cwd: ws, stdio: 'ignore' }),
      ).toThrow();
      const r = await run(ws);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(report(r.outputs.report).summary).toMatchObject({ update: 3, create: 2 });
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('fails with one line when the base commit cannot be found', async () => {
    repo = makeRepo('base', 'head');
    gh.files.set(PR, repo.prFiles);
    const r = await runAction({
      workspace: repo.workspace,
      githubUrl: gh.url,
      pullRequest: { number: PR, baseSha: 'f'.repeat(40), headSha: repo.headSha },
      inputs: { manifests: 'k8s/', live: 'base', 'github-token': TOKEN },
    });
    expect(r.code).toBe(1);
    expect(r.failure).toMatch(/^live: base: cannot fetch the base commit f{40} from origin: /);
  });
});
