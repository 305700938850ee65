// `live: cluster` through the bundle, against the HTTPS Kubernetes stand-in: a
// kubeconfig with a CA and a token (as a path and as content), or a client
// certificate; objects read with their managedFields, 404 as a create, 403 as an
// error of that object only, the cluster's OpenAPI v3 used for schemas, and no
// credential in any output.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { modelledVersionsText } from '../../core/versions.ts';
import { FakeGitHub } from './helpers/github.ts';
import { FakeKube, makePki, type Pki } from './helpers/kube.ts';
import { FIXTURES, lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const GH_TOKEN = 'ghs_cluster-gh-token';
const KUBE_TOKEN = 'kube-bearer-token-s3cr3t-9f8e7d';
const PR = 21;

let pki: Pki;
let gh: FakeGitHub;
let kube: FakeKube;
let repo: TestRepo;

/** The cluster's Gadget: kubectl applied size and the http port; an operator added a metrics port. */
function liveGadget(): JsonObject {
  const doc = JSON.parse(readFileSync(join(FIXTURES, 'cluster', 'openapi-example.com-v1.json'), 'utf8'));
  const schema = new SchemaResolver({ openapi: { 'apis/example.com/v1': doc } }).resolve(
    'example.com/v1',
    'Gadget',
  );
  expect(schema.source).toBe('openapi');
  const applied = apply(
    null,
    {
      apiVersion: 'example.com/v1',
      kind: 'Gadget',
      metadata: { name: 'blue-box', namespace: 'shop' },
      spec: { size: 1, ports: [{ name: 'http', port: 8080 }] },
    },
    { manager: 'kubectl', schema: schema.root, now: '2026-01-05T10:00:00Z' },
  );
  if (!applied.ok) throw new Error(applied.status.message);
  const next = structuredClone(applied.object);
  ((next.spec as JsonObject).ports as JsonObject[]).push({ name: 'metrics', port: 9090 });
  const updated = update(applied.object, next, {
    manager: 'gadget-operator',
    schema: schema.root,
    now: '2026-01-05T11:00:00Z',
  });
  if (!updated.ok) throw new Error(updated.status.message);
  // As the cluster stores it: generation 1 on create, 2 after the operator's spec change
  // (customresource/strategy.go).
  const stored = updated.object;
  (stored.metadata as JsonObject).generation = 2;
  return stored;
}

beforeAll(() => {
  pki = makePki();
});

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', GH_TOKEN).start();
  kube = new FakeKube(pki, KUBE_TOKEN);
  const snapshot = parse(readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8')) as {
    items: JsonObject[];
  };
  kube.add(...snapshot.items, liveGadget(), {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'defaults', namespace: 'shop', uid: 'u-defaults', resourceVersion: '7' },
    data: { region: 'eu' },
  });
  await kube.start();
  repo = makeRepo('base', 'head', {
    head: {
      'k8s/defaults.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: defaults\ndata:\n  region: eu\n',
    },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  await kube.stop();
  repo.cleanup();
});

function kubeconfig(user: JsonObject, ca = pki.ca, server = kube.url, more: JsonObject = {}): string {
  return JSON.stringify({
    apiVersion: 'v1',
    kind: 'Config',
    'current-context': 'ci',
    contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
    clusters: [
      {
        name: 'test',
        cluster: { server, 'certificate-authority-data': Buffer.from(ca).toString('base64'), ...more },
      },
    ],
    users: [{ name: 'ci-bot', user }],
  });
}

function run(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/**/*.yaml', live: 'cluster', 'github-token': GH_TOKEN, ...inputs },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

function visible(text: string): string {
  return text
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}

describe('live: cluster', () => {
  it('reads each object with a token and the CA from a kubeconfig file, and the cluster OpenAPI for schemas', async () => {
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }));
    const r = await run({ kubeconfig: path });
    expect(r.code).toBe(1); // the replicas conflict
    // No kubernetes-version: the cluster's own, from /version (the stand-in reports v1.36.2).
    expect(r.stdout).toContain(`against cluster ${kube.url}, Kubernetes v1.36.2 in`);

    const rep = report(r.outputs.report);
    const by = (kind: string, name: string) =>
      rep.objects.find((o) => o.ref.kind === kind && o.ref.name === name)!;
    // 200: the live objects, with their managers.
    const web = by('Deployment', 'web');
    expect(web.action).toBe('conflict');
    expect(web.schemaSource).toBe('openapi');
    expect(web.conflicts[0]).toMatchObject({ path: '.spec.replicas', liveValue: 5, appliedValue: 3 });
    expect(by('ConfigMap', 'settings').pruned).toEqual([{ path: '.data.legacy', before: 'on' }]);
    // 404: created.
    expect(by('ConfigMap', 'flags').action).toBe('create');
    // The cluster's schema for the custom resource: ports is a map keyed by name, so the
    // operator's metrics port is no conflict and stays (a deduced, atomic list would conflict).
    const gadget = by('Gadget', 'blue-box');
    expect(gadget).toMatchObject({ action: 'update', schemaSource: 'openapi', conflicts: [] });
    expect(gadget.changes).toEqual([
      { path: '.metadata.generation', kind: 'modified', before: 2, after: 3, setBy: 'server' },
      { path: '.spec.size', kind: 'modified', before: 1, after: 2 },
    ]);
    // No namespace in the manifest: the context's namespace.
    expect(by('ConfigMap', 'defaults')).toMatchObject({ action: 'update', ref: { namespace: 'shop' } });
    expect(kube.requests.map((q) => q.path)).toContain('/api/v1/namespaces/shop/configmaps/defaults');

    // The paths used, all authenticated with the token.
    const paths = kube.requests.map((q) => q.path);
    expect(paths[0]).toBe('/version');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1',
        '/apis/apps/v1',
        '/apis/example.com/v1',
        '/apis/apps/v1/namespaces/shop/deployments/web',
        '/api/v1/namespaces/shop/configmaps/flags',
        '/openapi/v3',
        '/openapi/v3/api/v1',
        '/openapi/v3/apis/apps/v1',
        '/openapi/v3/apis/example.com/v1',
      ]),
    );
    expect(paths).not.toContain('/openapi/v3/apis/batch/v1'); // listed, but no manifest uses it
    expect(kube.requests.every((q) => q.authorization === `Bearer ${KUBE_TOKEN}`)).toBe(true);

    // The conflict annotation points at the manifest's line.
    expect(r.annotations.find((a) => a.level === 'error' && a.file)).toMatchObject({
      file: 'k8s/web.yaml',
      line: lineOf(repo.workspace, 'k8s/web.yaml', 'replicas: 3'),
    });
    // The token is masked for the runner and printed nowhere else.
    expect(r.stdout).toContain(`::add-mask::${KUBE_TOKEN}`);
    for (const text of [visible(r.stdout), r.stderr, r.summary, gh.commentsOn(PR)[0].body]) {
      expect(text).not.toContain(KUBE_TOKEN);
    }
  });

  it('takes the kubeconfig content itself, and a client certificate instead of a token', async () => {
    const user = {
      'client-certificate-data': Buffer.from(pki.clientCert).toString('base64'),
      'client-key-data': Buffer.from(pki.clientKey).toString('base64'),
    };
    const r = await run({ kubeconfig: kubeconfig(user), 'fail-on': 'never' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(kube.requests.length).toBeGreaterThan(5);
    expect(kube.requests.every((q) => q.clientCN === 'ci-bot' && q.authorization === '')).toBe(true);
    expect(report(r.outputs.report).summary).toMatchObject({ conflict: 1, create: 1, update: 4 });
    const keyLine = pki.clientKey.split('\n')[1];
    expect(visible(r.stdout)).not.toContain(keyLine);
  });

  it('runs an exec credential plugin, as kubectl does, for the token', async () => {
    const plugin = join(repo.root, 'credential-plugin.mjs');
    writeFileSync(
      plugin,
      `const info = JSON.parse(process.env.KUBERNETES_EXEC_INFO);
process.stdout.write(JSON.stringify({ apiVersion: info.apiVersion, kind: 'ExecCredential', status: { token: process.env.PLUGIN_TOKEN } }));
`,
    );
    const user = {
      exec: {
        apiVersion: 'client.authentication.k8s.io/v1',
        command: process.execPath,
        args: [plugin],
        env: [{ name: 'PLUGIN_TOKEN', value: KUBE_TOKEN }],
      },
    };
    const r = await run({ kubeconfig: kubeconfig(user), 'fail-on': 'never' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(kube.requests.every((q) => q.authorization === `Bearer ${KUBE_TOKEN}`)).toBe(true);
    expect(r.stdout).toContain(`::add-mask::${KUBE_TOKEN}`);
    expect(visible(r.stdout)).not.toContain(KUBE_TOKEN);
  });

  it('takes a username and password, or the token an auth-provider holds', async () => {
    const password = 'basic-password-4c1d9e';
    kube.basic = `ci-bot:${password}`;
    try {
      const basic = await run({
        kubeconfig: kubeconfig({ username: 'ci-bot', password }),
        'fail-on': 'never',
      });
      expect(basic.code, basic.stdout + basic.stderr).toBe(0);
      const expected = `Basic ${Buffer.from(`ci-bot:${password}`).toString('base64')}`;
      expect(kube.requests.length).toBeGreaterThan(5);
      expect(kube.requests.every((q) => q.authorization === expected)).toBe(true);
      expect(basic.stdout).toContain(`::add-mask::${password}`);
      expect(visible(basic.stdout)).not.toContain(password);
    } finally {
      kube.basic = null;
    }

    kube.requests.length = 0;
    const oidc = { name: 'oidc', config: { 'client-id': 'ci', 'id-token': KUBE_TOKEN } };
    const provider = await run({ kubeconfig: kubeconfig({ 'auth-provider': oidc }), 'fail-on': 'never' });
    expect(provider.code, provider.stdout + provider.stderr).toBe(0);
    expect(kube.requests.every((q) => q.authorization === `Bearer ${KUBE_TOKEN}`)).toBe(true);
    expect(visible(provider.stdout)).not.toContain(KUBE_TOKEN);
  });

  it('checks the server certificate against tls-server-name when the kubeconfig sets one', async () => {
    // The stand-in's certificate names 127.0.0.1 and localhost.
    const user = { token: KUBE_TOKEN };
    const named = await run({
      kubeconfig: kubeconfig(user, pki.ca, kube.url, { 'tls-server-name': 'localhost' }),
      'fail-on': 'never',
    });
    expect(named.code, named.stdout + named.stderr).toBe(0);
    const other = await run({
      kubeconfig: kubeconfig(user, pki.ca, kube.url, { 'tls-server-name': 'api.other.example' }),
    });
    expect(other.code).toBe(1);
    expect(other.failure).toMatch(
      /^cluster https:\/\/127\.0\.0\.1:\d+ \(context "ci"\): GET \/version: cannot connect \(\w+\): /,
    );
  });

  it('an object the cluster will not show is an error of its own; the rest is previewed', async () => {
    kube.forbidden.add('/api/v1/namespaces/shop/configmaps/settings');
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }));
    const r = await run({ kubeconfig: path, 'fail-on': 'never' });
    expect(r.code).toBe(0);
    const rep = report(r.outputs.report);
    const settings = rep.objects.find((o) => o.ref.name === 'settings')!;
    expect(settings.action).toBe('error');
    expect(settings.error).toEqual({
      code: 403,
      reason: 'Forbidden',
      message:
        'cannot read it from the cluster: GET /api/v1/namespaces/shop/configmaps/settings: 403 Forbidden: configmaps "settings" is forbidden: User "ci-bot" cannot get resource "configmaps"',
    });
    expect(rep.summary).toMatchObject({ error: 1, conflict: 1, create: 1 });
    expect(r.annotations).toContainEqual(
      expect.objectContaining({ level: 'error', file: 'k8s/settings.yaml', line: 1 }),
    );
  });

  it('a manifest the pull request removes names an object the cluster has: deleted when the applier prunes, else left', async () => {
    // The base has two more manifests; the pull request removes both. The cluster has the first
    // object (in the context's namespace, the manifest names none) and not the second.
    repo.cleanup();
    repo = makeRepo('base', 'head', {
      base: {
        'k8s/old.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: old\ndata:\n  mode: legacy\n',
        'k8s/gone.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: gone\n  namespace: shop\n',
      },
      head: {
        'k8s/defaults.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: defaults\ndata:\n  region: eu\n',
        'k8s/old.yaml': null,
        'k8s/gone.yaml': null,
      },
    });
    gh.files.set(PR, repo.prFiles);
    kube.add({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'old', namespace: 'shop', uid: 'u-old', resourceVersion: '9' },
      data: { mode: 'legacy' },
    });
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }));
    const kept = report((await run({ kubeconfig: path, 'fail-on': 'never' })).outputs.report);
    expect(kept.objects[0]).toMatchObject({
      action: 'orphan',
      ref: { kind: 'ConfigMap', name: 'old', namespace: 'shop' },
      source: { file: 'k8s/old.yaml' },
    });
    expect(kept.objects.some((o) => o.ref.name === 'gone')).toBe(false);
    // An object still named by a head manifest is not taken for a removed one.
    expect(kept.objects.filter((o) => o.ref.name === 'defaults').map((o) => o.action)).toEqual(['update']);
    const pruned = await run({ kubeconfig: path, 'fail-on': 'delete', prune: 'true' });
    expect(pruned.code).toBe(1);
    expect(report(pruned.outputs.report).objects[0]).toMatchObject({
      action: 'delete',
      ref: { name: 'old' },
    });
    expect(kube.requests.map((q) => q.path)).toContain('/api/v1/namespaces/shop/configmaps/gone');
  });

  it('fails with one line for a wrong token, an unknown CA, or no server', async () => {
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: 'wrong-token-123456' }));
    // Every request is refused; the one reported is the first asked, whichever answer comes first
    // (the version given: /version, otherwise the first request, is not read).
    kube.delays.set('/api/v1', 300);
    const wrong = await run({ kubeconfig: path, 'kubernetes-version': '1.36' }).finally(() =>
      kube.delays.clear(),
    );
    expect(wrong.code).toBe(1);
    expect(wrong.failure).toBe(
      `cluster ${kube.url} (context "ci"): GET /api/v1: 401 Unauthorized: Unauthorized`,
    );

    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }, pki.otherCa));
    const badCa = await run({ kubeconfig: path });
    expect(badCa.code).toBe(1);
    expect(badCa.failure).toMatch(
      new RegExp(
        `^cluster ${kube.url.replace(/\./g, '\\.')} \\(context "ci"\\): GET /version: cannot connect \\(\\w+\\): `,
      ),
    );

    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }, pki.ca, 'https://127.0.0.1:1'));
    const down = await run({ kubeconfig: path });
    expect(down.failure).toMatch(
      /^cluster https:\/\/127\.0\.0\.1:1 \(context "ci"\): GET \/version: cannot connect \(ECONNREFUSED\)/,
    );

    const missing = await run({ kubeconfig: join(repo.root, 'nope') });
    expect(missing.failure).toBe(`kubeconfig ${join(repo.root, 'nope')}: cannot read: no such file`);
    for (const r of [wrong, badCa, down, missing]) expect(visible(r.stdout)).not.toContain(KUBE_TOKEN);
  });

  it("a manifest's identity outside Kubernetes' name rules never reaches a request path", async () => {
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }));
    const cm = (apiVersion: string, kind: string, name: string, ns = 'shop') =>
      `apiVersion: ${JSON.stringify(apiVersion)}\nkind: ${JSON.stringify(kind)}\nmetadata:\n  name: ${JSON.stringify(name)}\n  namespace: ${JSON.stringify(ns)}\ndata:\n  region: us\n`;
    writeFileSync(join(repo.workspace, 'k8s', 'evil-gv.yaml'), cm('x/../../api/v1', 'ConfigMap', 'defaults'));
    writeFileSync(join(repo.workspace, 'k8s', 'evil-name.yaml'), cm('v1', 'ConfigMap', '..'));
    writeFileSync(
      join(repo.workspace, 'k8s', 'evil-ns.yaml'),
      cm('v1', 'ConfigMap', 'x', 'shop/configmaps/defaults#'),
    );
    writeFileSync(join(repo.workspace, 'k8s', 'evil-kind.yaml'), cm('v1', 'Config/Map', 'x'));
    const r = await run({ kubeconfig: path, 'changed-only': 'false', 'fail-on': 'never' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const rep = report(r.outputs.report);
    const errorOf = (file: string) => rep.objects.find((o) => o.source?.file === file)?.error?.message;
    expect(errorOf('k8s/evil-gv.yaml')).toBe(
      'not requested from the cluster: apiVersion "x/../../api/v1": the version must be lower-case letters and digits',
    );
    expect(errorOf('k8s/evil-name.yaml')).toBe(
      `not requested from the cluster: metadata.name "..": may not be '.' or '..' and may not contain '/' or '%'`,
    );
    expect(errorOf('k8s/evil-ns.yaml')).toBe(
      `not requested from the cluster: metadata.namespace "shop/configmaps/defaults#": must be a DNS-1123 label (lower-case letters, digits and '-', at most 63)`,
    );
    expect(errorOf('k8s/evil-kind.yaml')).toBe(
      `not requested from the cluster: kind "Config/Map": must be letters, digits and '-', starting with a letter`,
    );
    // Only the pull request's own ConfigMap manifest reads it; no request went through a bad identity.
    expect(
      kube.requests.filter((q) => q.path === '/api/v1/namespaces/shop/configmaps/defaults'),
    ).toHaveLength(1);
    expect(kube.requests.filter((q) => q.path.startsWith('/apis/x'))).toEqual([]);
    expect(r.summary).not.toContain('region: eu');
  });
});

describe('live: cluster, the Kubernetes version', () => {
  /** A kind GA in 1.36 the stand-in does not serve: typed by the built-in schemas of the version used. */
  function withPolicy(): string {
    const dir = join(repo.workspace, 'k8s');
    writeFileSync(
      join(dir, 'policy.yaml'),
      'apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingAdmissionPolicy\nmetadata:\n  name: add-label\nspec:\n  failurePolicy: Fail\n',
    );
    const path = join(repo.root, 'kubeconfig');
    writeFileSync(path, kubeconfig({ token: KUBE_TOKEN }));
    return path;
  }
  const policyOf = (path: string) =>
    report(path).objects.find((o) => o.ref.kind === 'MutatingAdmissionPolicy')!;

  it('reads /version when no version is given: v1.36.2 previews with the 1.36 schemas, and the comment says so', async () => {
    const path = withPolicy();
    const r = await run({ kubeconfig: path, 'changed-only': 'false', 'fail-on': 'never' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(kube.requests[0].path).toBe('/version');
    expect(kube.requests[0].authorization).toBe(`Bearer ${KUBE_TOKEN}`);
    expect(policyOf(r.outputs.report).schemaSource).toBe('builtin:1.36');
    expect(gh.commentsOn(PR)[0].body).toMatch(
      /^### Server-side apply preview — kubectl onto cluster \(cluster .*, Kubernetes v1\.36\.2\)$/m,
    );
  });

  it('takes the kubernetes-version input instead, without reading /version', async () => {
    const path = withPolicy();
    const r = await run({
      kubeconfig: path,
      'changed-only': 'false',
      'fail-on': 'never',
      'kubernetes-version': '1.35',
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(kube.requests.map((q) => q.path)).not.toContain('/version');
    // admissionregistration.k8s.io/v1 MutatingAdmissionPolicy is not in 1.35: deduced.
    expect(policyOf(r.outputs.report).schemaSource).toBe('deduced');
  });

  it('a vendor suffix is read past; a version not modelled fails the run, naming the modelled ones', async () => {
    const path = withPolicy();
    kube.gitVersion = 'v1.37.1-gke.1200';
    const gke = await run({ kubeconfig: path, 'changed-only': 'false', 'fail-on': 'never' });
    expect(gke.code, gke.stdout + gke.stderr).toBe(0);
    expect(gke.stdout).toContain('Kubernetes v1.37.1-gke.1200');
    expect(policyOf(gke.outputs.report).schemaSource).toBe('builtin:1.37');

    kube.gitVersion = 'v1.20.15';
    const old = await run({ kubeconfig: path, 'changed-only': 'false' });
    expect(old.code).toBe(1);
    expect(old.failure).toBe(
      `cluster ${kube.url} (context "ci") runs Kubernetes v1.20.15: Kubernetes 1.20.15 is not modelled: apply-preview models ${modelledVersionsText()} (a later patch of these minors is previewed as the newest modelled one) (give one of them with kubernetes-version or --kubernetes-version to preview anyway)`,
    );
    const bad = await run({ kubeconfig: path, 'kubernetes-version': '2' });
    expect(bad.code).toBe(1);
    expect(bad.failure).toContain('input kubernetes-version: "2" is not a Kubernetes version');
  });
});
