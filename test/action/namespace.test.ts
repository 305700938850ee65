// `preview -n/--namespace NS` and the Action's `namespace` input, as `kubectl apply
// -n NS -f k8s/` (cli-runtime pkg/resource/visitor.go RequireNamespace): an object
// of a namespaced kind without a namespace goes to NS in the manifests, the base
// replay, the snapshot match and the cluster reads; one in another namespace is an
// error of that object with kubectl's message; cluster-scoped kinds (built-in table,
// a CRD's scope, the cluster's discovery) are left alone.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BatchReport, ObjectReport } from '../../core/preview/types.ts';
import type { JsonObject } from '../../core/value.ts';
import { cli } from '../cli-helpers.ts';
import { FakeKube, makePki, type Pki } from './helpers/kube.ts';
import { FIXTURES, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

// kubectl's words (staging/src/k8s.io/cli-runtime/pkg/resource/visitor.go, RequireNamespace).
const MISMATCH =
  'the namespace from the provided object "other" does not match the namespace "shop". ' +
  "You must pass '--namespace=other' to perform this operation.";

// The snapshot's ConfigMap `settings` is in `shop`; this manifest names no namespace.
const SETTINGS = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  mode: green\n';
const ELSEWHERE =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: moved\n  namespace: other\ndata:\n  a: b\n';
const NAMESPACE = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: shop\n';
const CLUSTER_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: zones.example.com
spec:
  group: example.com
  scope: Cluster
  names: {plural: zones, singular: zone, kind: Zone, listKind: ZoneList}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec: {type: object, properties: {size: {type: integer}}}
`;
const ZONE = 'apiVersion: example.com/v1\nkind: Zone\nmetadata:\n  name: eu\nspec:\n  size: 3\n';

// A push event: the Action calls no GitHub API.
const UNUSED_GITHUB = 'http://127.0.0.1:9';

let repo: TestRepo | null = null;
afterEach(() => {
  repo?.cleanup();
  repo = null;
});

function report(stdout: string): BatchReport {
  return JSON.parse(stdout) as BatchReport;
}

function named(r: BatchReport, kind: string, name: string): ObjectReport {
  const o = r.objects.find((x) => x.ref.kind === kind && x.ref.name === name);
  if (!o) throw new Error(`no ${kind} ${name} in the report`);
  return o;
}

describe('preview -n with a snapshot', () => {
  function snapshotRepo(head: Record<string, string>): TestRepo {
    repo = makeRepo(null, null, {
      head: { 'snapshot/shop.yaml': readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8'), ...head },
    });
    return repo;
  }

  it('a manifest without a namespace matches its live object in NS: an update, not a create', async () => {
    const r = snapshotRepo({ 'k8s/settings.yaml': SETTINGS });
    const argv = ['preview', '-C', r.workspace, '--live', 'snapshot/', '--format', 'json', 'k8s/'];
    const without = report((await cli(argv)).stdout);
    expect(named(without, 'ConfigMap', 'settings').action).toBe('create');

    const withNs = await cli([...argv, '-n', 'shop']);
    expect(withNs.code, withNs.stderr).toBe(0);
    const settings = named(report(withNs.stdout), 'ConfigMap', 'settings');
    expect(settings.action).toBe('update');
    expect(settings.ref.namespace).toBe('shop');
    expect(settings.changes).toContainEqual({
      path: '.data.mode',
      kind: 'modified',
      before: 'blue',
      after: 'green',
    });
    const long = await cli([...argv, '--namespace=shop']);
    expect(named(report(long.stdout), 'ConfigMap', 'settings').action).toBe('update');
  });

  it('an object in another namespace is refused with kubectl message; cluster-scoped kinds are left alone', async () => {
    const r = snapshotRepo({
      'k8s/settings.yaml': SETTINGS,
      'k8s/elsewhere.yaml': ELSEWHERE,
      'k8s/namespace.yaml': NAMESPACE,
      'k8s/zone.yaml': ZONE,
      'crds/zone.yaml': CLUSTER_CRD,
    });
    const out = await cli([
      'preview',
      '-C',
      r.workspace,
      '--live',
      'snapshot/',
      '--crds',
      'crds/*.yaml',
      '-n',
      'shop',
      '--format',
      'json',
      'k8s/',
    ]);
    expect(out.code).toBe(1); // an object could not be previewed
    const rep = report(out.stdout);
    const moved = named(rep, 'ConfigMap', 'moved');
    expect(moved.action).toBe('error');
    expect(moved.ref.namespace).toBe('other');
    expect(moved.error?.message).toBe(MISMATCH);
    expect(moved.source?.file).toBe('k8s/elsewhere.yaml');
    // The others are previewed.
    expect(named(rep, 'ConfigMap', 'settings').action).toBe('update');
    const ns = named(rep, 'Namespace', 'shop');
    expect(ns.action).toBe('create');
    expect(ns.ref.namespace).toBeUndefined();
    const zone = named(rep, 'Zone', 'eu');
    expect(zone.action).toBe('create');
    expect(zone.ref.namespace).toBeUndefined();
    expect(zone.schemaSource).toBe('crd:zones.example.com');
  });

  it('a bad -n is a usage error', async () => {
    const upper = await cli(['preview', '--live', 'snapshot/', '-n', 'Shop', 'k8s/']);
    expect(upper.code).toBe(2);
    expect(upper.stderr.split('\n')[0]).toBe(
      `apply-preview preview: --namespace "Shop": must be a DNS-1123 label (lower-case letters, digits and '-', at most 63)`,
    );
    const empty = await cli(['preview', '--live', 'snapshot/', '--namespace=', 'k8s/']);
    expect(empty.code).toBe(2);
    expect(empty.stderr.split('\n')[0]).toMatch(/^apply-preview preview: --namespace must not be empty/);
  });
});

describe('preview -n with --live base', () => {
  it('the base replay puts its objects in NS too, so the head updates them', async () => {
    repo = makeRepo(null, null, {
      base: {
        'k8s/settings.yaml': SETTINGS.replace('green', 'blue'),
        'k8s/gone.yaml': SETTINGS.replace('settings', 'gone'),
      },
      head: { 'k8s/settings.yaml': SETTINGS, 'k8s/gone.yaml': null, 'k8s/elsewhere.yaml': ELSEWHERE },
    });
    const out = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'base',
      '-n',
      'shop',
      '--prune',
      '--format',
      'json',
      'k8s/',
    ]);
    const rep = report(out.stdout);
    const settings = named(rep, 'ConfigMap', 'settings');
    expect(settings.action).toBe('update');
    expect(settings.ref.namespace).toBe('shop');
    expect(settings.changes).toContainEqual({
      path: '.data.mode',
      kind: 'modified',
      before: 'blue',
      after: 'green',
    });
    // The base's object the change removes, deleted from NS.
    const gone = named(rep, 'ConfigMap', 'gone');
    expect(gone.action).toBe('delete');
    expect(gone.ref.namespace).toBe('shop');
    expect(named(rep, 'ConfigMap', 'moved').error?.message).toBe(MISMATCH);
  });

  it('--base-manifests are replayed in NS as well', async () => {
    repo = makeRepo(null, null, {
      base: {},
      head: {
        'k8s/settings.yaml': SETTINGS,
        'rendered-base/settings.yaml': SETTINGS.replace('green', 'blue'),
      },
    });
    const out = await cli([
      'preview',
      '-C',
      repo.workspace,
      '--live',
      'base',
      '--base-manifests',
      'rendered-base/',
      '-n',
      'shop',
      '--format',
      'json',
      'k8s/',
    ]);
    const settings = named(report(out.stdout), 'ConfigMap', 'settings');
    expect(settings.action).toBe('update');
    expect(settings.ref.namespace).toBe('shop');
  });
});

/** A kubeconfig for the stand-in cluster whose context names no namespace (so `default`). */
function writeKubeconfig(r: TestRepo, k: FakeKube, token: string, pki: Pki): string {
  const path = join(r.root, 'kubeconfig');
  writeFileSync(
    path,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'ci',
      contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci' } }],
      clusters: [
        {
          name: 'test',
          cluster: { server: k.url, 'certificate-authority-data': Buffer.from(pki.ca).toString('base64') },
        },
      ],
      users: [{ name: 'ci', user: { token } }],
    } satisfies JsonObject),
  );
  return path;
}

describe('-n and the input namespace with live: cluster', () => {
  let pki: Pki;
  let kube: FakeKube | null = null;
  beforeAll(() => {
    pki = makePki();
  });
  afterEach(async () => {
    await kube?.stop();
    kube = null;
  });

  it('reads each object in NS instead of the context namespace, and refuses another namespace unread', async () => {
    const token = 'kube-token-namespace-test';
    kube = new FakeKube(pki, token);
    kube.add({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: 'settings',
        namespace: 'shop',
        uid: 'u-settings',
        resourceVersion: '9',
        managedFields: [
          {
            manager: 'kubectl',
            operation: 'Apply',
            apiVersion: 'v1',
            time: '2026-01-05T10:00:00Z',
            fieldsType: 'FieldsV1',
            fieldsV1: { 'f:data': { 'f:mode': {} } },
          },
        ],
      },
      data: { mode: 'blue' },
    });
    await kube.start();
    repo = makeRepo(null, null, {
      head: {
        'k8s/settings.yaml': SETTINGS,
        'k8s/elsewhere.yaml': ELSEWHERE,
        'k8s/namespace.yaml': NAMESPACE,
      },
    });
    const config = writeKubeconfig(repo, kube, token, pki);
    const argv = ['preview', '-C', repo.workspace, '--live', 'cluster', '--kubeconfig', config];
    // Without -n: the context has no namespace, so `default`, where there is none.
    const without = report((await cli([...argv, '--format', 'json', 'k8s/'])).stdout);
    expect(named(without, 'ConfigMap', 'settings')).toMatchObject({
      action: 'create',
      ref: { namespace: 'default' },
    });
    kube.requests.length = 0;
    const out = await cli([...argv, '-n', 'shop', '--format', 'json', 'k8s/']);
    const rep = report(out.stdout);
    expect(named(rep, 'ConfigMap', 'settings')).toMatchObject({
      action: 'update',
      ref: { namespace: 'shop' },
    });
    expect(named(rep, 'ConfigMap', 'moved').error?.message).toBe(MISMATCH);
    const ns = named(rep, 'Namespace', 'shop');
    expect(ns.ref.namespace).toBeUndefined();
    const paths = kube.requests.map((q) => q.path);
    expect(paths).toContain('/api/v1/namespaces/shop/configmaps/settings');
    expect(paths).toContain('/api/v1/namespaces/shop');
    expect(paths.some((p) => p.includes('/namespaces/other/'))).toBe(false);
  });
  it("the Action's cluster run in a pull request: a removed base manifest is read in NS", async () => {
    const token = 'kube-token-namespace-base';
    kube = new FakeKube(pki, token);
    kube.add({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'old', namespace: 'shop', uid: 'u-old', resourceVersion: '9' },
      data: { mode: 'legacy' },
    });
    await kube.start();
    repo = makeRepo(null, null, {
      base: { 'k8s/settings.yaml': SETTINGS, 'k8s/old.yaml': SETTINGS.replace('settings', 'old') },
      head: { 'k8s/settings.yaml': SETTINGS, 'k8s/old.yaml': null },
    });
    const pr = { number: 5, baseSha: repo.baseSha, headSha: repo.headSha };
    const inputs = {
      manifests: 'k8s/*.yaml',
      live: 'cluster',
      kubeconfig: writeKubeconfig(repo, kube, token, pki),
      'changed-only': 'false',
      comment: 'off',
      'fail-on': 'never',
    };
    const run = (more: Record<string, string>) =>
      runAction({
        workspace: repo!.workspace,
        githubUrl: UNUSED_GITHUB,
        pullRequest: pr,
        inputs: { ...inputs, ...more },
      });
    // Without it: the base's `old` is looked for in `default`, where the cluster has none.
    const without = await run({});
    expect(without.code, without.stdout + without.stderr).toBe(0);
    const before = JSON.parse(readFileSync(without.outputs.report, 'utf8')) as BatchReport;
    expect(before.objects.some((o) => o.ref.name === 'old')).toBe(false);
    const withNs = await run({ namespace: 'shop' });
    expect(withNs.code, withNs.stdout + withNs.stderr).toBe(0);
    const after = JSON.parse(readFileSync(withNs.outputs.report, 'utf8')) as BatchReport;
    expect(named(after, 'ConfigMap', 'old')).toMatchObject({ action: 'orphan', ref: { namespace: 'shop' } });
    expect(kube.requests.map((q) => q.path)).toContain('/api/v1/namespaces/shop/configmaps/old');
  });
});

describe('the Action input namespace', () => {
  it('matches a snapshot object in that namespace; a bad value fails the run naming the input', async () => {
    repo = makeRepo(null, null, {
      head: {
        'snapshot/shop.yaml': readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8'),
        'k8s/settings.yaml': SETTINGS,
      },
    });
    const inputs = { manifests: 'k8s/*.yaml', live: 'snapshot/', 'changed-only': 'false', comment: 'off' };
    const ok = await runAction({
      workspace: repo.workspace,
      githubUrl: UNUSED_GITHUB,
      inputs: { ...inputs, namespace: 'shop' },
    });
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    const rep = JSON.parse(readFileSync(ok.outputs.report, 'utf8')) as BatchReport;
    expect(named(rep, 'ConfigMap', 'settings')).toMatchObject({
      action: 'update',
      ref: { namespace: 'shop' },
    });

    const bad = await runAction({
      workspace: repo.workspace,
      githubUrl: UNUSED_GITHUB,
      inputs: { ...inputs, namespace: 'Shop' },
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(
      `::error::input namespace: "Shop": must be a DNS-1123 label (lower-case letters, digits and '-', at most 63)`,
    );
  });
});
