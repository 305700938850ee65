// verify: server-dry-run through the bundle (as a runner runs it) and the command
// line's run(), against the HTTPS Kubernetes stand-in answering dry-run PATCH
// requests: agreement; a mutating webhook's sidecar and label reported with their
// paths; a ValidatingAdmissionPolicy denial shown with its Status message and
// failing the run under fail-on: conflict; no permission to patch (403, the
// preview stands); a 409 where the preview sees none and a conflict both see; a
// slow cluster given up on within verify-timeout; no write ever sent; no Secret
// value anywhere.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readInputs } from '../../action/inputs.ts';
import type { CliIO } from '../../cli/io.ts';
import { run as cli } from '../../cli/main.ts';
import type { BatchReport, ObjectReport } from '../../core/preview/types.ts';
import type { JsonObject } from '../../core/value.ts';
import { FakeGitHub } from './helpers/github.ts';
import { FakeKube, makePki, type Pki, status } from './helpers/kube.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const GH_TOKEN = 'ghs_verify-gh-token';
const KUBE_TOKEN = 'kube-bearer-token-verify-5e6f7a';
const PR = 31;
const SECRET_PLAIN = 'hunter2-original-secret';
const SECRET_ROTATED = 'rotated-by-webhook-9x8y';
const b64 = (s: string) => Buffer.from(s).toString('base64');

let pki: Pki;
let gh: FakeGitHub;
let kube: FakeKube;
let repo: TestRepo;

const deployment = (name: string, image: string, replicas?: number): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, namespace: 'shop', labels: { app: name } },
  spec: {
    ...(replicas === undefined ? {} : { replicas }),
    selector: { matchLabels: { app: name } },
    template: {
      metadata: { labels: { app: name } },
      spec: { containers: [{ name, image }] },
    },
  },
});

const configMap = (name: string, data: Record<string, string>): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'shop' },
  data,
});

const secret = (password: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'creds', namespace: 'shop' },
  type: 'Opaque',
  data: { password: b64(password) },
});

/** An istio-style injector: a sidecar container (as the webhook's patch, defaulted) and a label. */
function sidecarWebhook(obj: JsonObject): void {
  const meta = obj.metadata as JsonObject;
  meta.labels = { ...(meta.labels as JsonObject), 'sidecar.istio.io/injected': 'true' };
  const pod = ((obj.spec as JsonObject).template as JsonObject).spec as JsonObject;
  (pod.containers as JsonObject[]).push({
    name: 'istio-proxy',
    image: 'docker.io/istio/proxyv2:1.24.0',
    imagePullPolicy: 'IfNotPresent',
    resources: {},
    terminationMessagePath: '/dev/termination-log',
    terminationMessagePolicy: 'File',
  });
}

/** A ValidatingAdmissionPolicy's denial, as kube-apiserver words it (reason Invalid: 422). */
function policyDenial(resource: string, name: string, message: string): JsonObject {
  const full = `ValidatingAdmissionPolicy 'require-owner-label' with binding 'require-owner-label-binding' denied request: ${message}`;
  return status(422, 'Invalid', `${resource} "${name}" is forbidden: ${full}`, {
    name,
    kind: resource,
    causes: [{ message: full }],
  });
}

const CM = '/api/v1/namespaces/shop/configmaps';
const DEPLOY = '/apis/apps/v1/namespaces/shop/deployments';

beforeAll(() => {
  pki = makePki();
});

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', GH_TOKEN).start();
  kube = new FakeKube(pki, KUBE_TOKEN);
  // The cluster: web and settings applied by kubectl; worker's replicas taken by an autoscaler.
  kube.write('apply', deployment('web', 'nginx:1.27'), 'kubectl');
  kube.write('apply', configMap('settings', { mode: 'fast' }), 'kubectl');
  kube.write('apply', secret(SECRET_PLAIN), 'kubectl');
  const worker = kube.write('apply', deployment('worker', 'busybox:1.36', 2), 'kubectl');
  const scaled = structuredClone(worker);
  (scaled.spec as JsonObject).replicas = 5;
  delete (scaled.metadata as JsonObject).managedFields;
  kube.write('update', scaled, 'hpa-controller');
  await kube.start();
  const yaml = (o: JsonObject) => `${JSON.stringify(o, null, 2)}\n`;
  repo = makeRepo(null, null, {
    head: {
      'k8s/web.yaml': yaml(deployment('web', 'nginx:1.28')),
      'k8s/api.yaml': yaml(deployment('api', 'shop/api:2.0')),
      'k8s/settings.yaml': yaml(configMap('settings', { mode: 'safe' })),
      'k8s/flags.yaml': yaml(configMap('flags', { beta: 'on' })),
      'k8s/secret.yaml': yaml(secret(SECRET_PLAIN)),
    },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  await kube.stop();
  repo.cleanup();
});

function kubeconfigFile(): string {
  const path = join(repo.root, 'kubeconfig');
  writeFileSync(
    path,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'ci',
      contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
      clusters: [
        {
          name: 'test',
          cluster: { server: kube.url, 'certificate-authority-data': b64(pki.ca) },
        },
      ],
      users: [{ name: 'ci-bot', user: { token: KUBE_TOKEN } }],
    }),
  );
  return path;
}

function action(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: {
      manifests: 'k8s/*.yaml',
      live: 'cluster',
      kubeconfig: kubeconfigFile(),
      verify: 'server-dry-run',
      'github-token': GH_TOKEN,
      ...inputs,
    },
  });
}

function objectsOf(path: string): Map<string, ObjectReport> {
  const rep = JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
  return new Map(rep.objects.map((o) => [`${o.ref.kind}/${o.ref.name}`, o]));
}

/** Every non-GET request was a dry-run server-side apply by kubectl. */
function expectOnlyDryRuns(): void {
  const writes = kube.requests.filter((q) => q.method !== 'GET');
  expect(writes.length).toBeGreaterThan(0);
  for (const q of writes) {
    expect(q.method).toBe('PATCH');
    expect(new URLSearchParams(q.query).get('dryRun')).toBe('All');
    expect(new URLSearchParams(q.query).get('fieldManager')).toBe('kubectl');
    // As kubectl sends it: the preview's field validation, Strict by default.
    expect(new URLSearchParams(q.query).get('fieldValidation')).toBe('Strict');
    expect(q.contentType).toBe('application/apply-patch+yaml');
  }
}

describe('verify: server-dry-run (the Action)', () => {
  it('marks agreement, reports a webhook sidecar and label by path, a 403 and a 409 the preview did not see', async () => {
    kube.dryRun.set(`${DEPLOY}/api`, { mutate: sidecarWebhook });
    kube.patchForbidden.add(`${CM}/flags`);
    // Another manager took .data.mode after the read: the cluster answers 409.
    kube.dryRun.set(`${CM}/settings`, {
      status: status(
        409,
        'Conflict',
        'Apply failed with 1 conflict: conflict with "config-operator" using v1: .data.mode',
        {
          causes: [
            {
              reason: 'FieldManagerConflict',
              message: 'conflict with "config-operator" using v1',
              field: '.data.mode',
            },
          ],
        },
      ),
    });
    // A webhook that rewrites the Secret's value.
    kube.dryRun.set('/api/v1/namespaces/shop/secrets/creds', {
      mutate: (o) => {
        (o.data as JsonObject).password = b64(SECRET_ROTATED);
      },
    });
    const r = await action({ 'changed-only': 'false' });
    expect(r.code, r.stdout + r.stderr).toBe(0); // differences and a 403 do not fail the run
    expectOnlyDryRuns();
    // One dry run per object, the same request the apply would send.
    expect(
      kube.requests
        .filter((q) => q.method === 'PATCH')
        .map((q) => q.path)
        .sort(),
    ).toEqual(
      [
        `${CM}/flags`,
        `${CM}/settings`,
        `${DEPLOY}/api`,
        `${DEPLOY}/web`,
        '/api/v1/namespaces/shop/secrets/creds',
      ].sort(),
    );

    const objects = objectsOf(r.outputs.report);
    const web = objects.get('Deployment/web')!;
    expect(web.action).toBe('update');
    expect(web.verification).toEqual({ method: 'server-dry-run', result: 'agrees', differences: [] });

    const api = objects.get('Deployment/api')!;
    expect(api.action).toBe('create');
    expect(api.verification?.result).toBe('differs');
    expect(api.verification?.differences).toEqual([
      {
        path: '.metadata.labels.sidecar.istio.io/injected',
        cluster: 'true',
        cause: 'mutation',
      },
      {
        path: '.spec.template.spec.containers[name="istio-proxy"]',
        cluster: expect.objectContaining({ name: 'istio-proxy', image: 'docker.io/istio/proxyv2:1.24.0' }),
        cause: 'mutation',
      },
    ]);

    const flags = objects.get('ConfigMap/flags')!;
    expect(flags.action).toBe('create'); // the preview stands
    expect(flags.verification).toMatchObject({
      result: 'unchecked',
      cause: 'forbidden',
      status: {
        code: 403,
        reason: 'Forbidden',
        message:
          'configmaps "flags" is forbidden: User "ci-bot" cannot patch resource "configmaps" in API group "" in the namespace "shop"',
      },
    });

    const settings = objects.get('ConfigMap/settings')!;
    expect(settings.action).toBe('update');
    expect(settings.verification).toMatchObject({
      result: 'differs',
      differences: [
        {
          path: '.data.mode',
          ours: 'no conflict',
          cluster: 'conflict with "config-operator" using v1',
          cause: 'conflict',
        },
      ],
    });

    const creds = objects.get('Secret/creds')!;
    expect(creds.verification?.differences).toEqual([
      {
        path: '.data.password',
        ours: '(secret value hidden)',
        cluster: '(secret value hidden)',
        cause: 'admission-changed',
        masked: true,
      },
    ]);

    // The comment: the verdict, a mark per object, each difference with its path and cause.
    const body = gh.commentsOn(PR)[0].body;
    expect(body).toContain(
      'checked against the cluster&#58; 1 agrees, 3 differ, 1 not checked (no permission)',
    );
    expect(body).toMatch(/🟡 update<br>☑️ checked against the cluster \| Deployment \| <code>web<\/code>/);
    expect(body).toContain('🟢 create<br>🔶 differs from the cluster | Deployment | <code>api</code>');
    expect(body).toContain('🟢 create<br>⏳ not checked (no permission) | ConfigMap | <code>flags</code>');
    expect(body).toContain(
      '<code>.spec.template.spec.containers&#91;name=&quot;istio-proxy&quot;&#93;</code>: preview <i>absent</i>, cluster <code>',
    );
    expect(body).toContain(
      '— likely: a field no manifest sets and no default we know&#58; a mutating webhook',
    );
    expect(body).toContain('cannot patch resource &quot;configmaps&quot;');
    expect(body).not.toContain('Refused by the cluster');
    // No Secret value anywhere: not in the comment, the summary, the log or the report.
    for (const text of [body, r.summary, r.stdout, r.stderr, readFileSync(r.outputs.report, 'utf8')]) {
      for (const s of [SECRET_PLAIN, SECRET_ROTATED, b64(SECRET_PLAIN), b64(SECRET_ROTATED)]) {
        expect(text).not.toContain(s);
      }
    }
    expect(r.stdout).toContain('Checking 5 object(s) against the cluster');
    expect(r.stdout).toContain('grant "patch" on the kinds previewed');
  });

  it('shows a policy denial with its Status message and fails the run under fail-on: conflict; a conflict both see agrees', async () => {
    kube.dryRun.set(`${CM}/settings`, {
      status: policyDenial('configmaps', 'settings', 'every ConfigMap in shop needs an owner label'),
    });
    writeFileSync(
      join(repo.workspace, 'k8s', 'worker.yaml'),
      JSON.stringify(deployment('worker', 'busybox:1.36', 3)),
    );
    const r = await action({ 'changed-only': 'false', manifests: 'k8s/settings.yaml\nk8s/worker.yaml' });
    expect(r.code).toBe(1);
    expect(r.failure).toBe(
      '1 object conflicts (with "hpa-controller"); the cluster refused the dry run of 1 object (fail-on: conflict)',
    );
    const objects = objectsOf(r.outputs.report);
    expect(objects.get('ConfigMap/settings')!.verification).toEqual({
      method: 'server-dry-run',
      result: 'refused',
      differences: [],
      cause: 'denied',
      status: {
        code: 422,
        reason: 'Invalid',
        message:
          "configmaps \"settings\" is forbidden: ValidatingAdmissionPolicy 'require-owner-label' with binding 'require-owner-label-binding' denied request: every ConfigMap in shop needs an owner label",
      },
    });
    // The replicas conflict: our 409 and the cluster's name the same field and manager.
    const worker = objects.get('Deployment/worker')!;
    expect(worker.action).toBe('conflict');
    expect(worker.verification?.result).toBe('agrees');

    const body = gh.commentsOn(PR)[0].body;
    expect(body).toContain('### ⛔ Refused by the cluster (server dry run)');
    expect(body).toContain(
      "ConfigMap shop/settings: 422 Invalid&#58; configmaps &quot;settings&quot; is forbidden&#58; ValidatingAdmissionPolicy 'require-owner-label' with binding 'require-owner-label-binding' denied request&#58; every ConfigMap in shop needs an owner label",
    );
    expect(body).toContain('· ⛔ checked against the cluster&#58; 1 agrees, 1 refused');

    // An error annotation on the manifest, with the Status message.
    expect(r.annotations).toContainEqual({
      level: 'error',
      file: 'k8s/settings.yaml',
      line: 1,
      title: 'apply-preview: the cluster refused the dry run',
      message: expect.stringContaining(
        'shop/settings: 422 Invalid: configmaps "settings" is forbidden: ValidatingAdmissionPolicy \'require-owner-label\'',
      ),
    });
    // fail-on: never keeps the step green with the same report.
    const never = await action({
      'changed-only': 'false',
      manifests: 'k8s/settings.yaml',
      'fail-on': 'never',
    });
    expect(never.code).toBe(0);
  });

  it('gives up on a slow cluster within verify-timeout, says so, and still posts the preview', async () => {
    kube.dryRun.set(`${DEPLOY}/api`, { delayMs: 20_000 });
    const started = Date.now();
    const r = await action({ 'changed-only': 'false', 'verify-timeout': '1.5', 'fail-on': 'never' });
    const took = Date.now() - started;
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(took).toBeLessThan(12_000); // not the 20 s the cluster takes
    const objects = objectsOf(r.outputs.report);
    expect(objects.get('Deployment/api')!.verification).toMatchObject({
      result: 'unchecked',
      cause: 'timeout',
      status: { reason: 'Timeout', message: 'no answer within 1.5 s (verify-timeout)' },
    });
    expect(objects.get('Deployment/web')!.verification?.result).toBe('agrees');
    expect(objects.get('Deployment/api')!.action).toBe('create');
    expect(r.stdout).toContain('verify-timeout: no answer from the cluster within 1.5 s for 1 object(s)');
    const body = gh.commentsOn(PR)[0].body;
    expect(body).toContain('🟢 create<br>⏳ not checked (timeout) | Deployment | <code>api</code>');
    expect(body).toContain('no answer within 1.5 s (verify-timeout)');
  });

  it('checks a client-side apply with the request kubectl sends: its patch with the patch type, or a create', async () => {
    kube.dryRun.set(`${DEPLOY}/web`, { mutate: sidecarWebhook });
    const r = await action({ 'changed-only': 'false', mode: 'client-side' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const writes = kube.requests.filter((q) => q.method !== 'GET');
    for (const q of writes) {
      expect(new URLSearchParams(q.query).get('dryRun')).toBe('All');
      expect(new URLSearchParams(q.query).get('fieldManager')).toBe('kubectl-client-side-apply');
    }
    // Existing objects: a strategic merge patch; new ones: a POST to their collection.
    const sent = writes.map((q) => `${q.method} ${q.path} ${q.contentType}`).sort();
    expect(sent).toEqual(
      [
        `PATCH ${CM}/settings application/strategic-merge-patch+json`,
        `PATCH ${DEPLOY}/web application/strategic-merge-patch+json`,
        'PATCH /api/v1/namespaces/shop/secrets/creds application/strategic-merge-patch+json',
        `POST ${CM} application/json`,
        `POST ${DEPLOY} application/json`,
      ].sort(),
    );
    const objects = objectsOf(r.outputs.report);
    for (const name of ['ConfigMap/settings', 'ConfigMap/flags', 'Deployment/api', 'Secret/creds']) {
      expect(objects.get(name)?.mode, name).toBe('client-side');
      expect(objects.get(name)?.verification, name).toEqual({
        method: 'server-dry-run',
        result: 'agrees',
        differences: [],
      });
    }
    // The webhook's sidecar on the patched Deployment is a difference at its path.
    const web = objects.get('Deployment/web')!;
    expect(web.verification?.result).toBe('differs');
    expect(web.verification?.differences.map((d) => d.path)).toContain(
      '.spec.template.spec.containers[name="istio-proxy"]',
    );
    // The Secret's value went in the request (kubectl sends it) but in no output.
    for (const text of [r.stdout, r.stderr, r.summary, readFileSync(r.outputs.report, 'utf8')]) {
      expect(text).not.toContain(SECRET_PLAIN);
      expect(text).not.toContain(b64(SECRET_PLAIN));
    }
  });

  it('refuses verify without live: cluster, and a bad verify-timeout, naming the input', () => {
    const read = (inputs: Record<string, string>) => () => readInputs((n) => inputs[n] ?? '');
    expect(read({ manifests: 'a', live: 'base', verify: 'server-dry-run' })).toThrow(
      'input verify: server-dry-run needs live: cluster',
    );
    expect(read({ manifests: 'a', live: 'cluster', verify: 'yes' })).toThrow(
      'input verify: "yes" is not one of off, server-dry-run',
    );
    expect(
      read({ manifests: 'a', live: 'cluster', verify: 'server-dry-run', 'verify-timeout': '0' }),
    ).toThrow('input verify-timeout: "0" is not a number of seconds');
    expect(read({ manifests: 'a', live: 'cluster', 'verify-timeout': '5' })).toThrow(
      'input verify-timeout: only used with verify: server-dry-run',
    );
    expect(
      readInputs((n) => ({ manifests: 'a', live: 'cluster', verify: 'server-dry-run' })[n] ?? '').verify,
    ).toEqual({ timeoutSeconds: 60 });
  });
});

describe('apply-preview preview --verify', () => {
  async function run(argv: string[]) {
    let stdout = '';
    let stderr = '';
    const io: CliIO = {
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
      stdin: (async function* () {})(),
    };
    const code = await cli(argv, io);
    return { code, stdout, stderr };
  }

  it('checks against the cluster: a sidecar difference, a denial (exit 1), a slow answer given up on', async () => {
    kube.dryRun.set(`${DEPLOY}/api`, { mutate: sidecarWebhook });
    kube.dryRun.set(`${CM}/flags`, {
      status: policyDenial('configmaps', 'flags', 'flags need review'),
    });
    kube.dryRun.set(`${CM}/settings`, { delayMs: 20_000 });
    const base = ['preview', '-C', repo.workspace, '--live', 'cluster', '--kubeconfig', kubeconfigFile()];
    const r = await run([...base, '--verify', '--verify-timeout', '1', 'k8s/']);
    expect(r.code, r.stderr).toBe(1); // the denial
    expect(r.stdout.split('\n')[0]).toContain(
      'checked against the cluster: 2 agree, 1 differs, 1 refused, 1 not checked (timeout)',
    );
    expect(r.stdout).toContain(
      '    ≠ .spec.template.spec.containers[name="istio-proxy"]: preview (absent), cluster {"name":"istio-proxy"',
    );
    expect(r.stdout).toContain(
      '  refused by the cluster: 422 Invalid: configmaps "flags" is forbidden: ValidatingAdmissionPolicy \'require-owner-label\'',
    );
    expect(r.stdout).toContain(
      '  not checked against the cluster: Timeout: no answer within 1 s (verify-timeout)',
    );
    expect(r.stderr).toContain('verify-timeout: no answer from the cluster within 1 s for 1 object(s)');
    expectOnlyDryRuns();

    const json = await run([...base, '--verify', '--format', 'json', 'k8s/api.yaml']);
    const rep = JSON.parse(json.stdout) as BatchReport;
    expect(rep.objects[0].verification?.differences.map((d) => d.path)).toEqual([
      '.metadata.labels.sidecar.istio.io/injected',
      '.spec.template.spec.containers[name="istio-proxy"]',
    ]);

    const usage = await run([...base.slice(0, 3), '--live', 'snapshot', '--verify', 'k8s/']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--verify goes with --live cluster');
  });
});
