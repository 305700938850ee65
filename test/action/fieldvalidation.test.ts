// The bundled Action with refused writes: an `invalid` object leads the comment,
// gets one error annotation per cause on its field's line, counts in the
// `invalid` output and fails the step by default; field-validation Warn turns an
// unknown field of kubectl's create into a warning on its line.

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_stand-in-token-123';
const PR = 11;

const LIVE_CM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: shop
  uid: 11111111-1111-1111-1111-111111111111
  resourceVersion: "5"
data:
  mode: a
`;

const CM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: shop
  uid: 22222222-2222-2222-2222-222222222222
data:
  mode: b
`;

const DEPLOY = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  replica: 3
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: web
        image: nginx:1.27
`;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null, {
    head: { 'snapshot/live.yaml': LIVE_CM, 'k8s/cm.yaml': CM, 'k8s/web.yaml': DEPLOY },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string> = {}) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/*.yaml', live: 'snapshot', 'github-token': TOKEN, ...inputs },
  });
}

describe('refused writes in the Action', () => {
  it('invalid objects lead the comment, are annotated per cause and fail the step by default', async () => {
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.failure).toContain('2 objects are refused as invalid (fail-on: conflict)');
    expect(r.outputs.invalid).toBe('2');
    const uid = r.annotations.find((a) => a.file === 'k8s/cm.yaml');
    expect(uid).toMatchObject({
      level: 'error',
      line: lineOf(repo.workspace, 'k8s/cm.yaml', 'uid:'),
      title: 'apply-preview: refused as invalid: .metadata.uid',
    });
    expect(uid?.message).toContain(
      '(422 Invalid): .metadata.uid: Invalid value: "22222222-2222-2222-2222-222222222222": field is immutable',
    );
    const typo = r.annotations.find((a) => a.file === 'k8s/web.yaml');
    expect(typo).toMatchObject({ level: 'error', line: lineOf(repo.workspace, 'k8s/web.yaml', 'replica:') });
    expect(typo?.message).toContain('.spec.replica: field not declared in schema');
    const comment = gh.commentsOn(PR).find((c) => c.body.includes('<!-- apply-preview -->'))!.body;
    expect(comment).toContain('**2 objects refused as invalid**');
    expect(comment).toContain(
      `<code>.spec.replica</code>** field not declared in schema <sub><code>k8s/web.yaml</code>, line ${lineOf(repo.workspace, 'k8s/web.yaml', 'replica:')}</sub>`,
    );
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
    expect(report.objects.map((o) => o.action).sort()).toEqual(['invalid', 'invalid']);
    expect(report.objects.find((o) => o.ref.kind === 'ConfigMap')?.status?.code).toBe(422);
  });

  it('fail-on: never passes; a bad field-validation is refused naming the values', async () => {
    expect((await run({ 'fail-on': 'never' })).code).toBe(0);
    const bad = await run({ 'field-validation': 'strict' });
    expect(bad.code).toBe(1);
    expect(bad.failure).toBe('input field-validation: "strict" is not one of Strict, Warn, Ignore');
  });

  it('Warn with kubectl client-side: the unknown field is dropped with a warning on its line', async () => {
    const r = await run({ mode: 'client-side', 'field-validation': 'Warn', 'fail-on': 'never' });
    expect(r.code).toBe(0);
    const warning = r.annotations.find((a) => a.file === 'k8s/web.yaml' && a.level === 'warning');
    expect(warning).toMatchObject({
      line: lineOf(repo.workspace, 'k8s/web.yaml', 'replica:'),
      title: 'apply-preview: field dropped by the API server',
    });
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
    const web = report.objects.find((o) => o.ref.kind === 'Deployment')!;
    expect(web.action).toBe('create');
    expect(web.notes.map((n) => n.code)).toContain('field-warning');
    // Strict (the default): the same create is refused with the strict decoder's 400.
    const strict = await run({ mode: 'client-side', 'fail-on': 'never' });
    const refused = (JSON.parse(readFileSync(strict.outputs.report, 'utf8')) as BatchReport).objects.find(
      (o) => o.ref.kind === 'Deployment',
    )!;
    expect(refused.action).toBe('invalid');
    expect(refused.error?.message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"',
    );
  });
});
