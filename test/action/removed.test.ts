// Manifests a pull request removes (`live: base`): the object is deleted when the
// applier prunes it, left in the cluster when it does not, and kept when an
// annotation the tool honours says so. Run through the bundle as a runner runs it.

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport, ObjectReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_removed-token';
const PR = 31;

const STATEFULSET = `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: db
  namespace: shop
spec:
  serviceName: db
  selector:
    matchLabels: {app: db}
  template:
    metadata:
      labels: {app: db}
    spec:
      containers:
        - name: postgres
          image: postgres:16
`;

const KEPT = `apiVersion: v1
kind: ConfigMap
metadata:
  name: legacy
  namespace: shop
  annotations:
    kustomize.toolkit.fluxcd.io/prune: disabled
data:
  mode: old
`;

const APP = `apiVersion: v1
kind: ConfigMap
metadata:
  name: app
  namespace: shop
data:
  mode: blue
`;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  // The base has the database, a ConfigMap Flux must keep, and the app; the pull
  // request removes the first two files and changes the app.
  repo = makeRepo(null, null, {
    base: { 'k8s/db.yaml': STATEFULSET, 'k8s/legacy.yaml': KEPT, 'k8s/app.yaml': APP },
    head: { 'k8s/db.yaml': null, 'k8s/legacy.yaml': null, 'k8s/app.yaml': APP.replace('blue', 'green') },
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
    inputs: { manifests: 'k8s/', live: 'base', 'github-token': TOKEN, ...inputs },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

function by(rep: BatchReport, name: string): ObjectReport {
  const o = rep.objects.find((x) => x.ref.name === name);
  if (!o) throw new Error(`no report for ${name}`);
  return o;
}

describe('manifests the pull request removes', () => {
  it('with a pruning applier: the StatefulSet is deleted, leads the verdict, and fail-on: delete fails the step', async () => {
    const r = await run({ applier: 'flux', prune: 'true', 'fail-on': 'delete' });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const rep = report(r.outputs.report);
    expect(rep.summary).toMatchObject({ delete: 1, orphan: 1, update: 1 });
    const db = by(rep, 'db');
    expect(db).toMatchObject({ action: 'delete', applier: 'flux', fieldManager: 'kustomize-controller' });
    expect(db.ref).toEqual({ apiVersion: 'apps/v1', kind: 'StatefulSet', name: 'db', namespace: 'shop' });
    expect(db.source?.file).toBe('k8s/db.yaml');
    expect(db.notes.map((n) => n.code)).toEqual(['deleted']);
    // Flux honours its prune annotation: the ConfigMap stays.
    const legacy = by(rep, 'legacy');
    expect(legacy.action).toBe('orphan');
    expect(legacy.notes[0].message).toContain('kustomize.toolkit.fluxcd.io/prune: disabled');
    expect(r.outputs.deleted).toBe('1');
    expect(r.failure).toContain('1 object is deleted (fail-on: delete)');
    const comment = gh.comments.find((c) => c.issue === PR)?.body ?? '';
    const verdict = comment.split('\n').find((l) => l.startsWith('🔴 **')) ?? '';
    expect(verdict.indexOf('1 object deleted')).toBeGreaterThan(0);
    expect(verdict.indexOf('1 object deleted')).toBeLessThan(verdict.indexOf('changes'));
    expect(comment).toContain('| 🗑️ delete | StatefulSet | <code>db</code> |');
    // The deleted object's diff: every line goes.
    const dbDetails = comment.split('<summary>🗑️ delete StatefulSet')[1] ?? '';
    const diff = dbDetails.split('```diff\n')[1]?.split('\n```')[0].split('\n') ?? [];
    expect(diff).toContain('-kind: StatefulSet');
    expect(diff.slice(1).every((l) => l.startsWith('-'))).toBe(true);
    // Deletes come first in the table of objects.
    const rows = comment.split('\n').filter((l) => /^\| (🗑️|🟡|👻)/.test(l));
    expect(rows[0]).toContain('StatefulSet');
  });

  it('without pruning (a plain server-side apply): both objects are left in the cluster, and nothing fails', async () => {
    const r = await run({});
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const rep = report(r.outputs.report);
    expect(rep.summary).toMatchObject({ delete: 0, orphan: 2 });
    expect(by(rep, 'db').action).toBe('orphan');
    expect(by(rep, 'db').notes[0].message).toContain('will leave the object in the cluster');
    expect(r.outputs.deleted).toBe('0');
    expect(gh.comments.find((c) => c.issue === PR)?.body).toContain('2 objects left in the cluster');
  });

  it('Helm prunes by default (prune: auto) and keeps what helm.sh/resource-policy: keep marks', async () => {
    const r = await run({ applier: 'helm4' });
    const rep = report(r.outputs.report);
    expect(by(rep, 'db').action).toBe('delete');
    // The Flux annotation means nothing to Helm.
    expect(by(rep, 'legacy').action).toBe('delete');
    const kept = await (async () => {
      const k = makeRepo(null, null, {
        base: {
          'k8s/db.yaml': STATEFULSET.replace(
            '  namespace: shop\n',
            '  namespace: shop\n  annotations:\n    helm.sh/resource-policy: keep\n',
          ),
        },
        head: { 'k8s/db.yaml': null },
      });
      try {
        gh.files.set(PR + 1, k.prFiles);
        const rk = await runAction({
          workspace: k.workspace,
          githubUrl: gh.url,
          pullRequest: { number: PR + 1, baseSha: k.baseSha, headSha: k.headSha },
          inputs: { manifests: 'k8s/', live: 'base', 'github-token': TOKEN, applier: 'helm4' },
        });
        return report(rk.outputs.report);
      } finally {
        k.cleanup();
      }
    })();
    expect(by(kept, 'db').action).toBe('orphan');
    expect(by(kept, 'db').notes[0].message).toContain('helm.sh/resource-policy: keep');
  });

  it("Helm 3's patch deletes from the previous release's manifest: the base's", async () => {
    // The app's ConfigMap drops a key in the pull request: Helm 3's three-way patch (from the
    // previous release's manifest, not an annotation) deletes it; without it the key would stay.
    const k = makeRepo(null, null, {
      base: { 'k8s/app.yaml': APP.replace('  mode: blue\n', '  mode: blue\n  legacy: old\n') },
      head: { 'k8s/app.yaml': APP.replace('blue', 'green') },
    });
    try {
      gh.files.set(PR + 2, k.prFiles);
      const r = await runAction({
        workspace: k.workspace,
        githubUrl: gh.url,
        pullRequest: { number: PR + 2, baseSha: k.baseSha, headSha: k.headSha },
        inputs: { manifests: 'k8s/', live: 'base', 'github-token': TOKEN, applier: 'helm3' },
      });
      const app = by(report(r.outputs.report), 'app');
      expect(app).toMatchObject({ applier: 'helm3', fieldManager: 'helm', mode: 'client-side' });
      expect(app.patch?.type).toBe('application/strategic-merge-patch+json');
      expect(app.patch?.body).toMatchObject({ data: { legacy: null, mode: 'green' } });
      expect(app.changes).toContainEqual({ path: '.data.legacy', kind: 'removed', before: 'old' });
    } finally {
      k.cleanup();
    }
  });
});
