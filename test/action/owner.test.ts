// The owner input: the Flux Kustomization (Helm release, Argo CD Application)
// whose metadata the tool writes on each object. Run through the bundle as a
// runner runs it, with `live: base`: the base is replayed with the same owner,
// so an update shows no owner metadata changing, and a new object gets it.

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport, ObjectReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_owner-token';
const PR = 41;

const configMap = (name: string, mode: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  namespace: shop
data:
  mode: ${mode}
`;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null, {
    base: { 'k8s/app.yaml': configMap('app', 'blue') },
    head: { 'k8s/app.yaml': configMap('app', 'green'), 'k8s/new.yaml': configMap('new', 'enabled') },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/', live: 'base', 'github-token': TOKEN, applier: 'flux', ...inputs },
  });
}

function by(path: string, name: string): ObjectReport {
  const rep = JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
  const o = rep.objects.find((x) => x.ref.name === name);
  if (!o) throw new Error(`no report for ${name}`);
  return o;
}

describe('the owner input', () => {
  it('names the Kustomization: a new object gets its labels, an update changes none of them', async () => {
    const r = await run({ owner: 'flux-system/apps' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const app = by(r.outputs.report, 'app');
    expect(app.changes.map((c) => c.path)).toEqual(['.data.mode']);
    expect(app.notes.map((n) => n.code)).not.toContain('applier-owner');
    const created = by(r.outputs.report, 'new');
    expect(created.changes).toContainEqual({
      path: '.metadata.labels.kustomize.toolkit.fluxcd.io/name',
      kind: 'added',
      after: 'apps',
    });
    expect(created.notes.map((n) => n.code)).not.toContain('applier-owner');
  });

  it('without it, a new object gets the assumed default/default and the comment says so', async () => {
    const r = await run({});
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const created = by(r.outputs.report, 'new');
    expect(created.notes.find((n) => n.code === 'applier-owner')?.message).toContain(
      'Flux Kustomization default/default',
    );
    expect(gh.comments.find((c) => c.issue === PR)?.body).toContain(
      'name the real one with the owner option',
    );
  });

  it('a bad owner fails the step, naming the input', async () => {
    const r = await run({ owner: 'apps' });
    expect(r.code).toBe(1);
    expect(r.failure).toContain('input owner: expected "namespace/name" (Kubernetes names), got "apps"');
  });
});
