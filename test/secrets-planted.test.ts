// Secret values never leave the engine, on any surface: a distinct value is
// planted in every place a Secret's value can sit (the live object's data and
// stringData, the last-applied copies in the live object and in a manifest, the
// manifest's data and stringData, a pruned field, a retained one, a conflicting
// one, a client-side patch, a verify difference), then every surface and format
// runs (core's JSON report and renderers, the API's answers, the command line's
// `preview` in three formats and `apply`'s notes, the bundled Action's comment,
// summary, annotations, outputs and report file), and none of the planted values
// may appear in the output: not as written, not base64-decoded, not base64-encoded.
// The requests the Action sends are checked too: every body sent to `api-url`
// carries no planted value (Secret values go as keyed digests), and with
// `verify: server-dry-run` the dry-run requests carry only the manifest's own
// values, to that Secret's own path, as kubectl would send them (the cluster
// gets them on apply): no live value, no value the cluster answered.
//
// What is not checked: the `object` of /v1/apply, /v1/create and /v1/update and
// the objects of /v1/simulate and of `apply-preview apply`'s stdout are the API
// server's answer to the caller who sent the Secret (kube-apiserver answers a
// Secret's data too); they are the request's own data, not a report.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createApp } from '../api/app.ts';
import type { CliIO } from '../cli/io.ts';
import { run as runCli } from '../cli/main.ts';
import { apply } from '../core/managed/fieldmanager.ts';
import { LAST_APPLIED } from '../core/managed/lastapplied.ts';
import { previewOutcome, renderMarkdown, renderText } from '../core/preview/index.ts';
import { renderBlame } from '../core/preview/render/blame.ts';
import { guardReport } from '../core/preview/secrets.ts';
import type { BatchReport, ObjectReport } from '../core/preview/types.ts';
import { verifyAnswer } from '../core/preview/verify.ts';
import { SchemaResolver } from '../core/schema/resolve.ts';
import type { JsonObject } from '../core/value.ts';
import { RecordingApi } from './action/helpers/api.ts';
import { FakeGitHub } from './action/helpers/github.ts';
import { FakeKube, makePki } from './action/helpers/kube.ts';
import { makeRepo, runAction, type TestRepo } from './action/helpers/runner.ts';

const NOW = '2026-01-05T10:00:00Z';
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** One value per place a Secret's value can sit. */
const PLANTED = {
  liveData: 'planted-live-data-value-01',
  liveStringData: 'planted-live-stringdata-02',
  liveLastAppliedData: 'planted-live-lastapplied-data-03',
  liveLastAppliedStringData: 'planted-live-lastapplied-sd-04',
  intentData: 'planted-intent-data-value-05',
  intentStringData: 'planted-intent-stringdata-06',
  intentLastAppliedData: 'planted-intent-lastapplied-07',
  pruned: 'planted-pruned-value-08',
  retained: 'planted-retained-value-09',
  conflictLive: 'planted-conflict-live-10',
  conflictApplied: 'planted-conflict-applied-11',
  unchanged: 'planted-unchanged-value-12',
  verifyCluster: 'planted-verify-cluster-13',
};

/** Fails where `text` holds a value in any form it could leak in: as written, base64-encoded (data), encoded twice. */
function expectClean(where: string, text: string, values: readonly string[] = Object.values(PLANTED)): void {
  const found = values.flatMap((v) => [v, b64(v), b64(b64(v))]).filter((f) => text.includes(f));
  expect(found, `${where} shows a Secret value`).toEqual([]);
}

/** The values a manifest holds (the intent's data, stringData and last-applied copy): kubectl sends these to the cluster. */
const MANIFEST_VALUES: readonly string[] = [
  PLANTED.intentData,
  PLANTED.intentStringData,
  PLANTED.intentLastAppliedData,
  PLANTED.conflictApplied,
  PLANTED.unchanged,
];

const schema = () => new SchemaResolver().resolve('v1', 'Secret').root;

/** The live Secret: kubectl applied it (with a last-applied copy), another manager co-owns one key and owns another. */
function liveSecret(name = 'db'): JsonObject {
  const applied: JsonObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: 'shop' },
    type: 'Opaque',
    data: {
      a: b64(PLANTED.liveData),
      p: b64(PLANTED.pruned),
      r: b64(PLANTED.retained),
      u: b64(PLANTED.unchanged),
    },
    stringData: { s: PLANTED.liveStringData },
  };
  const copy = {
    ...applied,
    data: { a: b64(PLANTED.liveLastAppliedData) },
    stringData: { s: PLANTED.liveLastAppliedStringData },
  };
  (applied.metadata as JsonObject).annotations = { [LAST_APPLIED]: `${JSON.stringify(copy)}\n` };
  const first = apply(null, applied, { manager: 'kubectl', schema: schema(), now: NOW });
  if (!first.ok) throw new Error(first.status.message);
  const other: JsonObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: 'shop' },
    data: { r: b64(PLANTED.retained), c: b64(PLANTED.conflictLive) },
  };
  const second = apply(first.object, other, { manager: 'other', schema: schema(), now: NOW });
  if (!second.ok) throw new Error(second.status.message);
  // The live object as a cluster would hold it may still carry stringData when a tool wrote it raw.
  return second.object;
}

/** kubectl's next manifest: a changed value, a new stringData, a conflicting key; p and r dropped. */
function intentSecret(withLastApplied: boolean, name = 'db'): JsonObject {
  const o: JsonObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: 'shop' },
    type: 'Opaque',
    data: { a: b64(PLANTED.intentData), u: b64(PLANTED.unchanged), c: b64(PLANTED.conflictApplied) },
    stringData: { t: PLANTED.intentStringData },
  };
  if (withLastApplied) {
    const copy = { kind: 'Secret', data: { a: b64(PLANTED.intentLastAppliedData) } };
    (o.metadata as JsonObject).annotations = { [LAST_APPLIED]: JSON.stringify(copy) };
  }
  return o;
}

const RUNS: { name: string; opts: Record<string, unknown> }[] = [
  { name: 'server-side', opts: { fieldManager: 'kubectl' } },
  { name: 'server-side forced', opts: { fieldManager: 'kubectl', force: true } },
  { name: 'kubectl client-side', opts: { fieldManager: 'kubectl', applier: 'kubectl' } },
  { name: 'kubectl-server-side', opts: { fieldManager: 'kubectl', applier: 'kubectl-server-side' } },
  { name: 'flux', opts: { fieldManager: 'kubectl', applier: 'flux' } },
  { name: 'argocd', opts: { fieldManager: 'kubectl', applier: 'argocd' } },
  { name: 'argocd-server-side', opts: { fieldManager: 'kubectl', applier: 'argocd-server-side' } },
  { name: 'helm3', opts: { fieldManager: 'kubectl', applier: 'helm3' } },
  { name: 'helm4', opts: { fieldManager: 'kubectl', applier: 'helm4' } },
];

describe('planted Secret values: core', () => {
  for (const run of RUNS) {
    for (const withLastApplied of [false, true]) {
      for (const live of ['live', 'none'] as const) {
        it(`${run.name}, manifest ${withLastApplied ? 'with' : 'without'} a last-applied copy, ${live === 'none' ? 'create' : 'update'}`, () => {
          const item = { live: live === 'none' ? null : liveSecret(), intent: intentSecret(withLastApplied) };
          const out = previewOutcome(item, { ...run.opts, now: NOW, includeObject: true } as never);
          const batch: BatchReport = { summary: {} as BatchReport['summary'], objects: [out.report] };
          expectClean('JSON report', JSON.stringify(out.report));
          expectClean('Markdown', renderMarkdown(batch, { sides: [out.sides ?? null] }));
          expectClean('text', renderText(batch, { color: false }));
          if (out.sides) expectClean('sides', JSON.stringify({ b: out.sides.before, a: out.sides.after }));
          if (out.object !== null) expectClean('blame', renderBlame(out.object, schema()));
          // The cluster answers another value: the verify difference is masked too.
          const cluster = structuredClone(out.object ?? item.intent);
          (cluster.data as JsonObject).a = b64(PLANTED.verifyCluster);
          const v = verifyAnswer(
            {
              intent: item.intent,
              live: item.live,
              schema: schema(),
              ours: { object: out.object, status: out.status },
            },
            { kind: 'answer', code: 200, body: cluster },
          );
          const verified: ObjectReport = guardReport({ ...out.report, verification: v });
          expectClean('verification', JSON.stringify(verified));
          expectClean('verification Markdown', renderMarkdown({ ...batch, objects: [verified] }));
        });
      }
    }
  }

  it('guardReport masks a report that carries values unmasked, at any depth of the object', () => {
    const raw: ObjectReport = {
      ref: { apiVersion: 'v1', kind: 'Secret', name: 'db' },
      schemaSource: 'builtin:1.35',
      action: 'update',
      fieldManager: 'kubectl',
      force: false,
      changes: [{ path: '', kind: 'modified', before: liveSecret(), after: intentSecret(true) }],
      ownership: [],
      managers: [],
      conflicts: [
        {
          path: '.data.c',
          owners: [],
          liveValue: 'x',
          appliedValue: b64(PLANTED.conflictApplied),
          resolutions: { force: '', drop: '', coOwn: '' },
        },
      ],
      retained: [],
      pruned: [
        { path: '.metadata', before: liveSecret().metadata },
        { path: '.metadata.annotations', before: (liveSecret().metadata as JsonObject).annotations },
        { path: '.data', before: liveSecret().data },
      ],
      notes: [],
      patch: { type: 'application/strategic-merge-patch+json', body: intentSecret(true) },
      object: liveSecret(),
    };
    expectClean('guarded report', JSON.stringify(guardReport(raw)));
    expect(guardReport(raw).pruned.every((p) => p.masked === true)).toBe(true);
  });
});

describe('planted Secret values: HTTP API', () => {
  const app = createApp();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  for (const run of RUNS) {
    it(`/v1/preview and /v1/apply's result, ${run.name}`, async () => {
      const items = [
        { live: liveSecret(), intent: intentSecret(false) },
        { live: liveSecret(), intent: intentSecret(true) },
        { live: null, intent: intentSecret(true) },
      ];
      const body = { items, ...run.opts, now: NOW };
      const json = await post('/v1/preview', body);
      expect(json.status).toBe(200);
      expectClean('/v1/preview JSON', await json.text());
      const sides = await post('/v1/preview', { ...body, sides: true });
      expectClean('/v1/preview sides', await sides.text());
      const md = await post('/v1/preview', body, { accept: 'text/markdown' });
      expect(md.status).toBe(200);
      expectClean('/v1/preview Markdown', await md.text());
      for (const it of items) {
        const r = await post('/v1/apply', { ...it, ...run.opts, force: true, now: NOW });
        const answer = (await r.json()) as { result?: unknown; message?: string };
        expectClean('/v1/apply result', JSON.stringify(answer.result ?? answer));
        const blame = await post('/v1/apply?view=blame', { ...it, ...run.opts, force: true, now: NOW });
        expectClean('/v1/apply?view=blame', await blame.text());
      }
    });
  }
});

const io = (): CliIO & { out: () => string } => {
  let text = '';
  return {
    stdout: { write: (s: string) => (text += s) },
    stderr: { write: (s: string) => (text += s) },
    stdin: (async function* () {})(),
    out: () => text,
  };
};

describe('planted Secret values: command line and Action', () => {
  let repo: TestRepo;
  let gh: FakeGitHub;
  const PR = 7;

  beforeAll(async () => {
    repo = makeRepo(null, null);
    mkdirSync(join(repo.workspace, 'k8s'));
    writeFileSync(
      join(repo.workspace, 'k8s', 'secret.yaml'),
      stringify(intentSecret(true), { version: '1.1' }),
    );
    writeFileSync(
      join(repo.workspace, 'k8s', 'bare.yaml'),
      stringify(intentSecret(false, 'bare'), { version: '1.1' }),
    );
    mkdirSync(join(repo.workspace, 'snapshot'));
    writeFileSync(
      join(repo.workspace, 'snapshot', 'live.yaml'),
      stringify(
        { apiVersion: 'v1', kind: 'List', items: [liveSecret(), liveSecret('bare')] },
        { version: '1.1', lineWidth: 0 },
      ),
    );
    writeFileSync(
      join(repo.workspace, 'live-one.yaml'),
      stringify(liveSecret('bare'), { version: '1.1', lineWidth: 0 }),
    );
    gh = await new FakeGitHub('acme', 'shop', 'ghs_planted').start();
  });
  afterAll(async () => {
    await gh?.stop();
    repo?.cleanup();
  });

  it('preview in text, markdown and json, with and without an applier; apply --client-side notes', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      for (const extra of [[], ['--applier', 'flux'], ['--client-side'], ['--applier', 'helm3']]) {
        const c = io();
        await runCli(
          ['preview', '-C', repo.workspace, '--live', 'snapshot', '--format', format, ...extra, 'k8s/'],
          c,
        );
        expect(c.out()).toContain('db');
        expectClean(`preview --format ${format} ${extra.join(' ')}`, c.out());
      }
    }
    // apply's stdout is the server's answer (the caller's own Secret); its notes on stderr are not.
    let stderr = '';
    await runCli(
      [
        'apply',
        '--client-side',
        '--live',
        join(repo.workspace, 'live-one.yaml'),
        join(repo.workspace, 'k8s', 'bare.yaml'),
      ],
      {
        stdout: { write: () => {} },
        stderr: { write: (s: string) => (stderr += s) },
        stdin: (async function* () {})(),
      },
    );
    expect(stderr).toContain('kubectl sends this patch');
    expectClean('apply --client-side notes', stderr);
  });

  it('the Action: comment, job summary, annotations, outputs, report file and every request to api-url', {
    timeout: 180_000,
  }, async () => {
    const api = await new RecordingApi().start();
    try {
      for (const applier of ['', 'flux']) {
        for (const apiUrl of ['', api.url]) {
          api.requests.length = 0;
          const r = await runAction({
            workspace: repo.workspace,
            githubUrl: gh.url,
            pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
            inputs: {
              manifests: 'k8s/',
              live: 'snapshot/',
              'changed-only': 'false',
              'fail-on': 'never',
              'github-token': 'ghs_planted',
              ...(applier ? { applier } : {}),
              ...(apiUrl ? { 'api-url': apiUrl } : {}),
            },
          });
          const run = `${applier || 'server-side'}${apiUrl ? ' with api-url' : ''}`;
          expect(r.code, `${run}: ${r.stderr}`).toBe(0);
          expectClean(`${run}: Action stdout (annotations)`, r.stdout);
          expectClean(`${run}: Action stderr`, r.stderr);
          expectClean(`${run}: job summary`, r.summary);
          expectClean(`${run}: outputs`, JSON.stringify(r.outputs));
          expectClean(`${run}: report file`, readFileSync(r.outputs.report, 'utf8'));
          const comments = gh.commentsOn(PR);
          expect(comments.length).toBeGreaterThan(0);
          for (const c of comments) expectClean(`${run}: comment`, c.body);
          if (apiUrl) {
            // The Secrets went to the API (as digests), and no request held a value.
            expect(api.requests.length).toBeGreaterThan(0);
            const sent = api.requests.map((q) => q.body).join('\n');
            expect(sent).toContain('"kind":"Secret"');
            expect(sent).toContain('"bare"');
            for (const q of api.requests) expectClean(`${run}: ${q.method} ${q.path} body`, q.body);
          }
        }
      }
    } finally {
      await api.stop();
    }
  });
});

describe('planted Secret values: the Action verifying with a cluster', () => {
  let repo: TestRepo;
  let gh: FakeGitHub;
  let kube: FakeKube;
  const PR = 8;
  const TOKEN = 'kube-token-planted';

  beforeAll(async () => {
    const pki = makePki();
    kube = new FakeKube(pki, TOKEN);
    kube.add(liveSecret(), liveSecret('bare'));
    // The cluster's admission rewrites a value: the verification differs there.
    kube.dryRun.set('/api/v1/namespaces/shop/secrets/db', {
      mutate: (o) => {
        (o.data as JsonObject).a = b64(PLANTED.verifyCluster);
      },
    });
    await kube.start();
    repo = makeRepo(null, null);
    mkdirSync(join(repo.workspace, 'k8s'));
    writeFileSync(
      join(repo.workspace, 'k8s', 'secret.yaml'),
      stringify(intentSecret(true), { version: '1.1' }),
    );
    writeFileSync(
      join(repo.workspace, 'k8s', 'bare.yaml'),
      stringify(intentSecret(false, 'bare'), { version: '1.1' }),
    );
    writeFileSync(
      join(repo.root, 'kubeconfig'),
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        'current-context': 'ci',
        contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
        clusters: [
          { name: 'test', cluster: { server: kube.url, 'certificate-authority-data': b64(pki.ca) } },
        ],
        users: [{ name: 'ci-bot', user: { token: TOKEN } }],
      }),
    );
    gh = await new FakeGitHub('acme', 'shop', 'ghs_planted').start();
  });
  afterAll(async () => {
    await gh?.stop();
    await kube?.stop();
    repo?.cleanup();
  });

  it("verify: server-dry-run: the dry runs carry only the manifest's values, the differences none", {
    timeout: 120_000,
  }, async () => {
    for (const force of ['false', 'true']) {
      kube.requests.length = 0;
      const r = await runAction({
        workspace: repo.workspace,
        githubUrl: gh.url,
        pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
        inputs: {
          manifests: 'k8s/',
          live: 'cluster',
          kubeconfig: join(repo.root, 'kubeconfig'),
          verify: 'server-dry-run',
          force,
          'changed-only': 'false',
          'fail-on': 'never',
          'github-token': 'ghs_planted',
        },
      });
      expect(r.code, r.stderr).toBe(0);
      const dryRuns = kube.requests.filter((q) => q.method === 'PATCH');
      expect(dryRuns.map((q) => q.path).sort()).toEqual([
        '/api/v1/namespaces/shop/secrets/bare',
        '/api/v1/namespaces/shop/secrets/db',
      ]);
      for (const q of kube.requests) {
        // No live value and nothing the cluster answered goes back to it.
        const notSent = Object.values(PLANTED).filter((v) => !MANIFEST_VALUES.includes(v));
        expectClean(`${q.method} ${q.path} body`, q.body, notSent);
        if (q.method === 'PATCH') expect(new URLSearchParams(q.query).get('dryRun')).toBe('All');
      }
      // The manifest's values went only in the dry run of their own Secret.
      expect(dryRuns.find((q) => q.path.endsWith('/db'))!.body).toContain(b64(PLANTED.intentData));
      expectClean('the dry run of the bare Secret', dryRuns.find((q) => q.path.endsWith('/bare'))!.body, [
        PLANTED.intentLastAppliedData,
      ]);
      // The verification found the cluster's change, and shows no value of it.
      const report = readFileSync(r.outputs.report, 'utf8');
      const db = (JSON.parse(report) as BatchReport).objects.find((o) => o.ref.name === 'db')!;
      // Unforced, both sides answer the conflict; forced, the cluster's rewrite of .data.a differs, masked.
      if (force === 'true') {
        expect(db.verification).toMatchObject({
          result: 'differs',
          differences: [{ path: '.data.a', masked: true, cause: 'admission-changed' }],
        });
      } else {
        expect(db.verification?.result).toBe('agrees');
      }
      const comments = gh.commentsOn(PR);
      expect(comments.length).toBeGreaterThan(0);
      const comment = comments[comments.length - 1].body;
      if (force === 'true') expect(comment).toContain('differs from the cluster');
      for (const [where, text] of [
        ['comment', comment],
        ['job summary', r.summary],
        ['report file', report],
        ['Action stdout (annotations)', r.stdout],
        ['Action stderr', r.stderr],
        ['outputs', JSON.stringify(r.outputs)],
      ] as const)
        expectClean(`verify (force ${force}): ${where}`, text);
    }
  });
});
