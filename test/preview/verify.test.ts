// core/preview/verify.ts: the dry-run request of an apply, and the comparison of a
// cluster's answer with the preview's (pure; the Action's tests send real requests).

import { describe, expect, it } from 'vitest';
import { previewOutcome } from '../../core/preview/report.ts';
import {
  type ClusterAnswer,
  dryRunRequest,
  type VerifyInput,
  verifyAnswer,
} from '../../core/preview/verify.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';

const resolver = new SchemaResolver();
const NOW = '2026-02-01T12:00:00Z';

const cm = (data: Record<string, string>, meta: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'shop', ...meta },
  data,
});

/** The preview of applying `intent` onto `live` by kubectl, as verifyAnswer takes it. */
function input(
  live: JsonObject | null,
  intent: JsonObject,
): { input: VerifyInput; object: JsonObject | null } {
  const schema = resolver.resolve(intent.apiVersion, intent.kind);
  const out = previewOutcome({ live, intent }, { fieldManager: 'kubectl', resolver, now: NOW });
  return {
    input: { intent, live, schema: schema.root, ours: { object: out.object, status: out.status } },
    object: out.object,
  };
}

/** A stored object: applied by kubectl, with a resourceVersion. */
function stored(intent: JsonObject): JsonObject {
  const { object } = input(null, intent);
  const o = structuredClone(object!);
  (o.metadata as JsonObject).resourceVersion = '42';
  return o;
}

const answer = (body: JsonObject, code = 200): ClusterAnswer => ({ kind: 'answer', code, body });

describe('dryRunRequest', () => {
  it('is the apply kubectl sends, with dryRun=All', () => {
    const r = dryRunRequest('/api/v1/namespaces/shop/configmaps/settings', cm({ a: '1' }), {
      mode: 'server-side',
      fieldManager: 'ci bot',
      force: true,
    });
    expect(r).toEqual({
      method: 'PATCH',
      path: '/api/v1/namespaces/shop/configmaps/settings?dryRun=All&fieldManager=ci+bot&force=true',
      contentType: 'application/apply-patch+yaml',
      body: '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"settings","namespace":"shop"},"data":{"a":"1"}}',
    });
    expect(dryRunRequest('/x', cm({}), { mode: 'server-side', fieldManager: 'k', force: false }).path).toBe(
      '/x?dryRun=All&fieldManager=k',
    );
    expect(
      dryRunRequest('/x', cm({}), {
        mode: 'server-side',
        fieldManager: 'k',
        force: true,
        fieldValidation: 'Strict',
      }).path,
    ).toBe('/x?dryRun=All&fieldManager=k&fieldValidation=Strict&force=true');
  });

  it('encodes the field manager as URLSearchParams does', () => {
    for (const name of ['ci bot', "a/b?c=d&e!f'g(h)i~j*k", 'é 日本 \u{1F600}', '+%20']) {
      const q = new URLSearchParams({ dryRun: 'All', fieldManager: name });
      expect(
        dryRunRequest('/x', cm({}), { mode: 'server-side', fieldManager: name, force: false }).path,
      ).toBe(`/x?${q.toString()}`);
    }
  });

  it("a client-side apply's create is a POST to the collection, its patch a PATCH of its type", () => {
    const create = dryRunRequest('/api/v1/namespaces/shop/configmaps/settings', cm({ a: '1' }), {
      mode: 'client-side',
      fieldManager: 'kubectl-client-side-apply',
      patch: { type: 'create', body: cm({ a: '1' }) },
    });
    expect(create).toMatchObject({
      method: 'POST',
      path: '/api/v1/namespaces/shop/configmaps?dryRun=All&fieldManager=kubectl-client-side-apply',
      contentType: 'application/json',
    });
    const patch = dryRunRequest('/api/v1/namespaces/shop/configmaps/settings', cm({ a: '1' }), {
      mode: 'client-side',
      fieldManager: 'kubectl-client-side-apply',
      patch: { type: 'application/strategic-merge-patch+json', body: { data: { a: '2' } } },
    });
    expect(patch).toEqual({
      method: 'PATCH',
      path: '/api/v1/namespaces/shop/configmaps/settings?dryRun=All&fieldManager=kubectl-client-side-apply',
      contentType: 'application/strategic-merge-patch+json',
      body: '{"data":{"a":"2"}}',
    });
  });
});

describe('verifyAnswer', () => {
  it('a create: uid, creationTimestamp, resourceVersion and managedFields times are the server’s own', () => {
    const { input: i, object } = input(null, cm({ a: '1' }));
    const cluster = structuredClone(object!);
    const meta = cluster.metadata as JsonObject;
    meta.uid = 'f00d-other-uid';
    meta.creationTimestamp = '2026-02-01T12:00:07Z';
    (meta.managedFields as JsonObject[])[0].time = '2026-02-01T12:00:07Z';
    expect(verifyAnswer(i, answer(cluster, 201))).toEqual({
      method: 'server-dry-run',
      result: 'agrees',
      differences: [],
    });
  });

  it('managedFields compare as field sets, not as text; a different set is a difference per field', () => {
    const live = stored(cm({ a: '1', b: '2' }));
    const { input: i, object } = input(live, cm({ a: '1', b: '3' }));
    const cluster = structuredClone(object!);
    const entry = (cluster.metadata as JsonObject).managedFields as JsonObject[];
    // The same set, keys in another order (and a "." member the set implies anyway is not added).
    entry[0].fieldsV1 = { 'f:data': { 'f:b': {}, 'f:a': {} } };
    expect(verifyAnswer(i, answer(cluster)).result).toBe('agrees');
    entry[0].fieldsV1 = { 'f:data': { 'f:a': {} } };
    expect(verifyAnswer(i, answer(cluster))).toEqual({
      method: 'server-dry-run',
      result: 'differs',
      differences: [{ path: '.data.b', manager: 'kubectl (Apply)', ours: 'owned', cluster: 'not owned' }],
    });
  });

  it('an update keeps the stored resourceVersion: a moved one means the object changed since it was read', () => {
    const live = stored(cm({ a: '1' }));
    const { input: i, object } = input(live, cm({ a: '2' }));
    const cluster = structuredClone(object!);
    (cluster.metadata as JsonObject).resourceVersion = '43';
    (cluster.data as JsonObject).a = '9';
    expect(verifyAnswer(i, answer(cluster)).differences).toEqual([
      { path: '.data.a', ours: '2', cluster: '9', cause: 'changed-since-read' },
      { path: '.metadata.resourceVersion', ours: '42', cluster: '43', cause: 'changed-since-read' },
    ]);
  });

  it('tells a webhook’s field from a changed manifest value, and a default the cluster lacks', () => {
    const live = stored(cm({ a: '1' }));
    const { input: i, object } = input(live, cm({ a: '2' }));
    const cluster = structuredClone(object!);
    (cluster.data as JsonObject).a = 'rewritten';
    (cluster.metadata as JsonObject).annotations = { 'policy.example.com/checked': 'yes' };
    expect(verifyAnswer(i, answer(cluster)).differences).toEqual([
      { path: '.data.a', ours: '2', cluster: 'rewritten', cause: 'admission-changed' },
      {
        path: '.metadata.annotations',
        cluster: { 'policy.example.com/checked': 'yes' },
        cause: 'mutation',
      },
    ]);
    const withDefault = { ...i, defaulted: new Set(['.data.a']) };
    const dropped = structuredClone(object!);
    delete (dropped.data as JsonObject).a;
    expect(verifyAnswer({ ...withDefault, intent: cm({}) }, answer(dropped)).differences[0]).toEqual({
      path: '.data.a',
      ours: '2',
      cause: 'default-differs',
    });
  });

  it('quantities compare by value: the server’s canonical form is no difference, another value is', () => {
    const pod = (cpu: string | number, memory: string): JsonObject => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'shop' },
      spec: { containers: [{ name: 'c', image: 'x', resources: { requests: { cpu, memory } } }] },
    });
    const { input: i, object } = input(null, pod(0.1, '1Gi'));
    const cluster = structuredClone(object!);
    const requests = (((cluster.spec as JsonObject).containers as JsonObject[])[0].resources as JsonObject)
      .requests as JsonObject;
    requests.cpu = '100m';
    requests.memory = '1073741824';
    expect(verifyAnswer(i, answer(cluster, 201)).result).toBe('agrees');
    requests.memory = '2Gi';
    expect(verifyAnswer(i, answer(cluster, 201)).differences).toEqual([
      {
        path: '.spec.containers[name="c"].resources.requests.memory',
        ours: '1Gi',
        cluster: '2Gi',
        cause: 'admission-changed',
      },
    ]);
  });

  it('a new Service’s cluster IPs and node ports are the server’s allocations: listed, and still agreement', () => {
    const svc: JsonObject = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web', namespace: 'shop' },
      spec: { type: 'NodePort', selector: { app: 'web' }, ports: [{ port: 80 }] },
    };
    const { input: i, object } = input(null, svc);
    const cluster = structuredClone(object!);
    const spec = cluster.spec as JsonObject;
    spec.clusterIP = '10.96.0.12';
    spec.clusterIPs = ['10.96.0.12'];
    (spec.ports as JsonObject[])[0].nodePort = 31234;
    const v = verifyAnswer(i, answer(cluster, 201));
    expect(v.result).toBe('agrees');
    expect(v.differences.map((d) => [d.path, d.cause])).toEqual([
      ['.spec.clusterIP', 'allocated'],
      ['.spec.clusterIPs', 'allocated'],
      ['.spec.ports[port=80,protocol="TCP"].nodePort', 'allocated'],
    ]);
    spec.sessionAffinity = 'ClientIP';
    expect(verifyAnswer(i, answer(cluster, 201)).result).toBe('differs');
  });

  it("a new Job's generated selector and labels agree whatever uid each side made up", () => {
    const job: JsonObject = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'pi', namespace: 'shop' },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5' }] } } },
    };
    const { input: i, object } = input(null, job);
    const ours = (object!.metadata as JsonObject).uid as string;
    const theirs = '6d1f4f0e-1111-4222-8333-944445555666';
    const cluster = JSON.parse(JSON.stringify(object!).split(ours).join(theirs)) as JsonObject;
    expect(((cluster.spec as JsonObject).selector as JsonObject).matchLabels).toEqual({
      'batch.kubernetes.io/controller-uid': theirs,
    });
    expect(verifyAnswer(i, answer(cluster, 201))).toEqual({
      method: 'server-dry-run',
      result: 'agrees',
      differences: [],
    });
    // A label the cluster sets and the preview does not is a difference.
    const labels = (cluster.metadata as JsonObject).labels as JsonObject;
    labels.extra = theirs;
    expect(verifyAnswer(i, answer(cluster, 201)).result).toBe('differs');
  });

  it('conflicts: the same 409 agrees; a 409 the preview does not see differs per field', () => {
    const live = stored(cm({ a: '1' }));
    // An operator took .data.a after kubectl applied it.
    const taken = structuredClone(live);
    (taken.metadata as JsonObject).managedFields = [
      {
        manager: 'operator',
        operation: 'Update',
        apiVersion: 'v1',
        time: NOW,
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { 'f:a': {} } },
      },
    ];
    const { input: i } = input(taken, cm({ a: '2' }));
    expect(i.ours.status?.code).toBe(409);
    const conflict = {
      kind: 'Status',
      apiVersion: 'v1',
      status: 'Failure',
      reason: 'Conflict',
      code: 409,
      message: 'Apply failed with 1 conflict: conflict with "operator" using v1: .data.a',
      details: {
        causes: [
          { reason: 'FieldManagerConflict', message: 'conflict with "operator" using v1', field: '.data.a' },
        ],
      },
    };
    expect(verifyAnswer(i, answer(conflict, 409)).result).toBe('agrees');
    const { input: clean } = input(live, cm({ a: '2' }));
    expect(verifyAnswer(clean, answer(conflict, 409))).toMatchObject({
      result: 'differs',
      differences: [
        {
          path: '.data.a',
          ours: 'no conflict',
          cluster: 'conflict with "operator" using v1',
          cause: 'conflict',
        },
      ],
    });
  });

  it('refusals: RBAC 403 is unchecked, a policy 403 or 422 is refused, a 5xx unchecked', () => {
    const { input: i } = input(null, cm({ a: '1' }));
    const st = (code: number, reason: string, message: string) =>
      answer({ kind: 'Status', apiVersion: 'v1', status: 'Failure', code, reason, message }, code);
    expect(
      verifyAnswer(
        i,
        st(
          403,
          'Forbidden',
          'configmaps "settings" is forbidden: User "ci" cannot patch resource "configmaps" in API group "" in the namespace "shop"',
        ),
      ),
    ).toMatchObject({ result: 'unchecked', cause: 'forbidden', status: { code: 403 } });
    expect(
      verifyAnswer(
        i,
        st(
          403,
          'Forbidden',
          `configmaps "settings" is forbidden: ValidatingAdmissionPolicy 'p' denied request: no`,
        ),
      ),
    ).toMatchObject({ result: 'refused', cause: 'denied' });
    expect(
      verifyAnswer(
        i,
        st(400, 'BadRequest', 'admission webhook "sidecar.example.com" denied the request: nope'),
      ),
    ).toMatchObject({ result: 'refused', cause: 'denied' });
    expect(verifyAnswer(i, st(404, 'NotFound', 'namespaces "shop" not found'))).toMatchObject({
      result: 'refused',
      cause: 'refused',
    });
    expect(verifyAnswer(i, st(503, 'ServiceUnavailable', 'etcd'))).toMatchObject({
      result: 'unchecked',
      cause: 'unreachable',
    });
    expect(verifyAnswer(i, { kind: 'timeout', seconds: 5 })).toMatchObject({
      result: 'unchecked',
      cause: 'timeout',
      status: { message: 'no answer within 5 s (verify-timeout)' },
    });
  });

  it('never shows a Secret value: differences masked, a Status message echoing one masked too', () => {
    const secret = (v: string): JsonObject => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'creds', namespace: 'shop' },
      data: { password: Buffer.from(v).toString('base64') },
    });
    const { input: i, object } = input(null, secret('plain-s3cret-value'));
    const cluster = structuredClone(object!);
    (cluster.data as JsonObject).password = Buffer.from('other-s3cret-value').toString('base64');
    const v = verifyAnswer(i, answer(cluster, 201));
    expect(JSON.stringify(v)).not.toMatch(/s3cret|cGxhaW4|b3RoZXI/);
    expect(v.differences).toEqual([
      {
        path: '.data.password',
        ours: '(secret value hidden)',
        cluster: '(secret value hidden)',
        cause: 'admission-changed',
        masked: true,
      },
    ]);
    // stringData: the server (and the engine, core/server) stores it merged into data (base64).
    const withStringData: JsonObject = {
      ...secret('x'),
      data: { a: 'YQ==' },
      stringData: { password: 'pässword-1' },
    };
    const sd = input(null, withStringData);
    const stored = structuredClone(sd.object!);
    delete stored.stringData;
    stored.data = { a: 'YQ==', password: Buffer.from('pässword-1').toString('base64') };
    expect(verifyAnswer(sd.input, answer(stored, 201)).result).toBe('agrees');
    const echo = answer(
      {
        kind: 'Status',
        code: 422,
        reason: 'Invalid',
        message: 'admission webhook "w" denied the request: plain-s3cret-value is too weak',
      },
      422,
    );
    expect(verifyAnswer(i, echo).status?.message).toBe(
      'admission webhook "w" denied the request: (secret value hidden) is too weak',
    );
  });
});
