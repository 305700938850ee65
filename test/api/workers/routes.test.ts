// Every endpoint of the HTTP API, inside workerd: SELF is the Worker of
// wrangler.toml (api/worker.ts) as the Workers runtime serves it.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ApplyResponse,
  BatchReport,
  SimulateResponse,
  Status,
  UpdateResponse,
  VersionResponse,
} from '../../../api/schemas.ts';
import { parseScenario, simulate } from '../../../core/simulate.ts';
import type { JsonObject } from '../../../core/value.ts';
import example from '../../../examples/scenario-configmap-conflict.json' with { type: 'json' };
import pkg from '../../../package.json' with { type: 'json' };
import {
  CONFLICT_BODY,
  configMap,
  deployment,
  liveConfigMap,
  NOW,
  post,
  SECRET_VALUE,
  secret,
  widget,
  widgetCRD,
} from '../fixtures.ts';

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await SELF.fetch(...post(path, body, headers));
  const text = await r.text();
  return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) };
}

function managers(obj: JsonObject): string[] {
  const mf = (obj.metadata as JsonObject).managedFields as JsonObject[];
  return mf.map((e) => `${e.manager}/${e.operation}`);
}

describe('GET endpoints', () => {
  it('/ points to the docs and the endpoints', async () => {
    const r = await SELF.fetch('http://api.test/');
    expect(r.status).toBe(200);
    const body = (await r.json()) as { openapi: string; endpoints: Record<string, string> };
    expect(body.openapi).toBe('/openapi.json');
    expect(Object.keys(body.endpoints)).toContain('POST /v1/preview');
  });

  it('/healthz', async () => {
    const r = await SELF.fetch('http://api.test/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/v1/version: the package version and the embedded Kubernetes schemas', async () => {
    const r = await SELF.fetch('http://api.test/v1/version');
    const body = VersionResponse.parse(await r.json());
    expect(body).toEqual({ engine: pkg.version, kubernetes: '1.35', api: 'v1' });
  });

  it('/openapi.json describes every endpoint in OpenAPI 3.1 from the validators', async () => {
    const r = await SELF.fetch('http://api.test/openapi.json');
    expect(r.status).toBe(200);
    const doc = (await r.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { name: string }[] }
        >
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/',
        '/healthz',
        '/openapi.json',
        '/v1/apply',
        '/v1/create',
        '/v1/preview',
        '/v1/simulate',
        '/v1/update',
        '/v1/version',
      ].sort(),
    );
    const apply = doc.components.schemas.ApplyRequest;
    expect(Object.keys(apply.properties ?? {}).sort()).toEqual(
      [
        'applier',
        'defaults',
        'fieldManager',
        'fieldValidation',
        'force',
        'intent',
        'kubernetesVersion',
        'live',
        'mode',
        'now',
        'owner',
        'previous',
        'schema',
        'subresource',
      ].sort(),
    );
    expect(apply.required).toEqual(['intent']);
    expect(doc.paths['/v1/apply'].post.parameters?.map((p) => p.name)).toContain('kubernetesVersion');
    expect(doc.paths['/v1/apply'].post.requestBody?.content['application/apply-patch+yaml'].schema).toEqual({
      $ref: '#/components/schemas/ApplyRequest',
    });
    // Every $ref resolves.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? [];
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  });
});

describe('POST /v1/apply', () => {
  it('creates an object: the merged object and the report', async () => {
    const r = await call('/v1/apply', { intent: configMap({ a: '1' }), fieldManager: 'kubectl', now: NOW });
    expect(r.status).toBe(200);
    const body = ApplyResponse.parse(r.json());
    expect(body.object.data).toEqual({ a: '1' });
    expect(managers(body.object)).toEqual(['kubectl/Apply']);
    expect((body.object.metadata as JsonObject).managedFields).toEqual([
      {
        manager: 'kubectl',
        operation: 'Apply',
        apiVersion: 'v1',
        time: NOW,
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { 'f:a': {} } },
      },
    ]);
    expect(body.result.action).toBe('create');
    expect(body.result.schemaSource).toBe('builtin:1.37');
    expect(body.result.changes).toContainEqual({ path: '.data.a', kind: 'added', after: '1' });
  });

  it("owner names the tool's Kustomization, release or Application; a bad one is a 400 naming the option", async () => {
    const r = await call('/v1/apply?owner=flux-system/apps', {
      intent: configMap({ a: '1' }),
      applier: 'flux',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const labels = (ApplyResponse.parse(r.json()).object.metadata as JsonObject).labels;
    expect(labels).toEqual({
      'kustomize.toolkit.fluxcd.io/name': 'apps',
      'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
    });
    const batch = await call('/v1/preview', {
      applier: 'argocd-server-side',
      owner: 'shop',
      now: NOW,
      items: [{ live: null, intent: configMap({ a: '1' }) }],
    });
    expect(batch.status).toBe(200);
    const report = BatchReport.parse(batch.json());
    expect(report.objects[0].changes).toContainEqual({
      path: '.metadata.annotations.argocd.argoproj.io/tracking-id',
      kind: 'added',
      after: 'shop:/ConfigMap:default/test-cm',
    });
    const bad = await call('/v1/apply', {
      intent: configMap({ a: '1' }),
      applier: 'helm4',
      owner: 'shop',
      now: NOW,
    });
    expect(bad.status).toBe(400);
    expect(Status.parse(bad.json()).message).toContain('owner: expected "namespace/name"');
  });

  it('a conflict is the 409 Status kube-apiserver sends, byte for byte', async () => {
    const r = await call('/v1/apply', {
      live: liveConfigMap,
      intent: configMap({ b: '3' }),
      fieldManager: 'other',
    });
    expect(r.status).toBe(409);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.text).toBe(CONFLICT_BODY);
    Status.parse(r.json());
  });

  it('force takes the field; fieldManager and force as query parameters', async () => {
    const r = await call('/v1/apply?fieldManager=other&force=true', {
      live: liveConfigMap,
      intent: configMap({ b: '3' }),
      now: NOW,
    });
    expect(r.status).toBe(200);
    const body = ApplyResponse.parse(r.json());
    expect(body.object.data).toEqual({ a: '1', b: '3' });
    expect(managers(body.object)).toEqual(['kubectl/Apply', 'other/Apply']);
    expect(body.result.action).toBe('update');
    expect(body.result.force).toBe(true);
    expect(body.result.ownership).toEqual([
      {
        path: '.data.b',
        before: [{ manager: 'kubectl', operation: 'Apply' }],
        after: [{ manager: 'other', operation: 'Apply' }],
      },
    ]);
  });

  it('the body and the query must agree on fieldManager', async () => {
    const r = await call('/v1/apply?fieldManager=b', { intent: configMap({ a: '1' }), fieldManager: 'a' });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(
      'fieldManager is given in the body ("a") and as a query parameter ("b") with different values',
    );
  });

  it('without a field manager: 422 as kube-apiserver words it', async () => {
    const r = await call('/v1/apply', { intent: configMap({ a: '1' }) });
    expect(r.status).toBe(422);
    expect(r.json()).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
      reason: 'Invalid',
      details: {
        group: 'meta.k8s.io',
        kind: 'PatchOptions',
        causes: [
          {
            reason: 'FieldValueRequired',
            message: 'Required value: is required for apply patch',
            field: 'fieldManager',
          },
        ],
      },
      code: 422,
    });
  });

  it('accepts a YAML envelope, and the intent as a YAML string', async () => {
    const yaml = [
      'fieldManager: kubectl',
      `now: "${NOW}"`,
      'intent: |',
      '  apiVersion: example.com/v1',
      '  kind: Thing',
      '  metadata: {name: t}',
      '  spec:',
      '    enabled: yes',
      '    quoted: "yes"',
      '    mode: 0755',
      '    when: 2024-01-01',
    ].join('\n');
    const r = await call('/v1/apply', yaml, { 'Content-Type': 'application/yaml' });
    expect(r.status).toBe(200);
    // YAML 1.1 as kubectl reads it: yes is true, 0755 is octal, timestamps stay strings.
    const obj = r.json().object;
    expect(obj.spec).toEqual({ enabled: true, quoted: 'yes', mode: 493, when: '2024-01-01' });
  });

  it("accepts kubectl's apply-patch+yaml body: the manifest, and the live object in the same stream", async () => {
    const yaml = [
      JSON.stringify(liveConfigMap),
      '---',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: test-cm, namespace: default}',
      'data: {a: "1", b: "2", c: "new"}',
    ].join('\n');
    const r = await call('/v1/apply?fieldManager=kubectl', yaml, {
      'Content-Type': 'application/apply-patch+yaml',
    });
    expect(r.status).toBe(200);
    const body = ApplyResponse.parse(r.json());
    expect(body.object.data).toEqual({ a: '1', b: '2', c: 'new' });
    expect(body.result.changes).toEqual([{ path: '.data.c', kind: 'added', after: 'new' }]);
  });

  it('uses the schema given: openAPIV3Schema (explicit), a CRD, an OpenAPI document', async () => {
    const crdSchema = (widgetCRD.spec as JsonObject).versions as JsonObject[];
    const crdRoot = (crdSchema[0].schema as JsonObject).openAPIV3Schema as JsonObject;
    // A standalone root schema declares apiVersion, kind and metadata itself (a CRD's are implied).
    const openAPIV3Schema = {
      ...crdRoot,
      properties: {
        apiVersion: { type: 'string' },
        kind: { type: 'string' },
        metadata: { type: 'object' },
        ...(crdRoot.properties as JsonObject),
      },
    };
    const doc = {
      openapi: '3.0.0',
      components: {
        schemas: {
          'com.example.v1.Widget': {
            ...openAPIV3Schema,
            'x-kubernetes-group-version-kind': [{ group: 'example.com', version: 'v1', kind: 'Widget' }],
          },
        },
      },
    };
    const live = widget([{ name: 'a', size: 1 }]);
    for (const [schema, source] of [
      [{ openAPIV3Schema }, 'explicit'],
      [{ crd: widgetCRD }, 'crd:widgets.example.com'],
      [{ openapi: doc }, 'openapi'],
    ] as const) {
      const first = await call('/v1/apply', { intent: live, fieldManager: 'kubectl', schema, now: NOW });
      expect(first.status, source).toBe(200);
      const r = await call('/v1/apply', {
        live: first.json().object,
        intent: widget([{ name: 'b', size: 2 }]),
        fieldManager: 'other',
        schema,
      });
      const body = ApplyResponse.parse(r.json());
      expect(body.result.schemaSource).toBe(source);
      // A list keyed by name: both managers' items are kept (deduced, the list would be atomic and conflict).
      expect((body.object.spec as JsonObject).items).toEqual([
        { name: 'a', size: 1 },
        { name: 'b', size: 2 },
      ]);
    }
    const deduced = await call('/v1/apply', { intent: live, fieldManager: 'kubectl' });
    expect(ApplyResponse.parse(deduced.json()).result.schemaSource).toBe('deduced');
  });

  it('a schema that does not describe the object is a 400 naming it', async () => {
    const r = await call('/v1/apply', {
      intent: configMap({ a: '1' }),
      fieldManager: 'kubectl',
      schema: { crd: widgetCRD },
    });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('schema.crd: the CustomResourceDefinition does not serve v1 ConfigMap');
    const bad = await call('/v1/apply', {
      intent: widget([]),
      fieldManager: 'kubectl',
      schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'nonsense' } } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toMatch(/^schema: .*unrecognized type "nonsense"/);
  });

  it('?view=blame: the merged object with the owners of each line', async () => {
    const r = await SELF.fetch(
      ...post('/v1/apply?view=blame&fieldManager=other&force=true', {
        live: liveConfigMap,
        intent: configMap({ b: '3' }),
      }),
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await r.text();
    expect(text).toContain('a: "1"  # kubectl (Apply)');
    expect(text).toContain('b: "3"  # other (Apply)');
  });

  it('the live object must be the object applied', async () => {
    const r = await call('/v1/apply', {
      live: liveConfigMap,
      intent: configMap({ a: '1' }, 'other-cm'),
      fieldManager: 'k',
    });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(
      'intent: metadata.name "other-cm" does not match the live object\'s "test-cm"',
    );
  });

  it("an invalid object is the engine's 400", async () => {
    const d = deployment('web:1');
    (d.spec as JsonObject).replicas = 'three';
    const r = await call('/v1/apply', { intent: d, fieldManager: 'kubectl' });
    expect(r.status).toBe(400);
    expect(r.json().message).toContain('.spec.replicas: expected numeric (int or float), got string');
  });
});

describe('POST /v1/update', () => {
  it('moves ownership to the writer and never conflicts', async () => {
    const r = await call('/v1/update', {
      live: liveConfigMap,
      object: configMap({ a: '1', b: '9' }),
      fieldManager: 'my-controller',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const body = UpdateResponse.parse(r.json());
    expect(body.changed).toBe(true);
    expect(managers(body.object)).toEqual(['kubectl/Apply', 'my-controller/Update']);
    const mf = (body.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(mf[0].fieldsV1).toEqual({ 'f:data': { 'f:a': {} } });
    expect(mf[1].fieldsV1).toEqual({ 'f:data': { 'f:b': {} } });
  });

  it('without fieldManager the User-Agent names the manager, as kube-apiserver does', async () => {
    const r = await call(
      '/v1/update',
      { live: liveConfigMap, object: configMap({ a: '1', b: '9' }) },
      { 'User-Agent': 'kube-controller-manager/v1.35.0 (linux/amd64)' },
    );
    expect(r.status).toBe(200);
    expect(managers(r.json().object)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
  });

  it('a write through a subresource is recorded with it', async () => {
    const live = (
      await call('/v1/apply', { intent: deployment('web:1', 3), fieldManager: 'kubectl', now: NOW })
    ).json().object;
    // A /scale write's body is an autoscaling/v1 Scale, as kubectl scale and the HPA controller send it.
    const r = await call('/v1/update', {
      live,
      object: {
        apiVersion: 'autoscaling/v1',
        kind: 'Scale',
        metadata: { name: live.metadata.name },
        spec: { replicas: 5 },
      },
      fieldManager: 'kube-controller-manager',
      subresource: 'scale',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const mf = r.json().object.metadata.managedFields as JsonObject[];
    expect(mf[1]).toMatchObject({
      manager: 'kube-controller-manager',
      subresource: 'scale',
      apiVersion: 'apps/v1',
    });
    expect(r.json().object.spec.replicas).toBe(5);
    // status.replicas is the parent's status (none here: 0).
    expect(r.json().scale).toMatchObject({ kind: 'Scale', spec: { replicas: 5 }, status: { replicas: 0 } });
  });

  it('a create (POST) defaults the body before the field manager, so its writer owns the defaults', async () => {
    const r = await call('/v1/create', {
      object: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'db' },
        spec: { ports: [{ port: 5432 }] },
      },
      fieldManager: 'my-controller',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const obj = r.json().object;
    expect(obj.spec).toMatchObject({ type: 'ClusterIP', sessionAffinity: 'None' });
    expect(obj.spec.ports[0]).toMatchObject({ port: 5432, protocol: 'TCP', targetPort: 5432 });
    expect(obj.metadata.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const fields = JSON.stringify(obj.metadata.managedFields[0].fieldsV1);
    expect(fields).toContain('"f:sessionAffinity"');
    const again = await call('/v1/create', { live: obj, object: obj, fieldManager: 'my-controller' });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'AlreadyExists', message: 'services "db" already exists' });
  });

  it('an update of a missing object is 404, and defaults: false gives the raw write', async () => {
    const missing = await call('/v1/update', { object: configMap({ a: '1' }), fieldManager: 'ctl' });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ reason: 'NotFound' });
    const raw = await call('/v1/create?defaults=false', {
      object: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'db' },
        spec: { ports: [{ port: 5432 }] },
      },
      fieldManager: 'my-controller',
    });
    expect(raw.json().object.spec).toEqual({ ports: [{ port: 5432 }] });
  });

  it('force is refused for a non-apply write', async () => {
    const r = await call('/v1/update?force=true', { object: configMap({ a: '1' }), fieldManager: 'x' });
    expect(r.status).toBe(422);
    expect(r.json().message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
  });
});

describe('POST /v1/preview', () => {
  const live = liveConfigMap;

  it('a batch: created, changed, unchanged, conflicted and a bad item, with the summary', async () => {
    const r = await call('/v1/preview', {
      fieldManager: 'kubectl',
      now: NOW,
      items: [
        { live: null, intent: configMap({ x: '1' }, 'new-cm') },
        { live, intent: configMap({ a: '1', b: '2', c: '3' }) },
        { live, intent: configMap({ a: '1', b: '2' }) },
        {
          live,
          intent:
            'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: test-cm, namespace: default}\ndata: {a: "1", b: "2"}',
        },
        { intent: 42 },
        { intent: 'a: [unclosed' },
      ],
    });
    expect(r.status).toBe(200);
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => o.action)).toEqual([
      'create',
      'update',
      'unchanged',
      'unchanged',
      'error',
      'error',
    ]);
    expect(report.objects[4].error).toEqual({
      code: 400,
      reason: 'BadRequest',
      message: 'items[4].intent: must be a Kubernetes object or a YAML string',
    });
    expect(report.objects[5].error?.message).toMatch(/^items\[5\]\.intent: invalid YAML at line 1, column/);
    expect(report.summary).toMatchObject({
      objects: 6,
      create: 1,
      update: 1,
      unchanged: 2,
      conflict: 0,
      error: 2,
    });

    const conflict = await call('/v1/preview', {
      fieldManager: 'other',
      items: [{ live, intent: configMap({ b: '3' }) }],
    });
    const c = BatchReport.parse(conflict.json());
    expect(c.objects[0].action).toBe('conflict');
    expect(c.summary).toMatchObject({ conflict: 1, conflicts: 1, conflictsWith: ['kubectl'] });
    expect(c.objects[0].conflicts[0]).toMatchObject({
      path: '.data.b',
      owners: [{ manager: 'kubectl', operation: 'Apply' }],
      liveValue: '2',
      appliedValue: '3',
    });
  });

  it('per-item schemas and batch schemas (CRDs)', async () => {
    const w = widget([{ name: 'a', size: 1 }]);
    const r = await call('/v1/preview', {
      fieldManager: 'kubectl',
      schemas: [{ crd: widgetCRD }],
      items: [
        { intent: w },
        { intent: w, schema: { openAPIV3Schema: { type: 'object' } } },
        { intent: configMap({ a: '1' }) },
        { intent: w, schema: { crd: { kind: 'nope' } } },
      ],
    });
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => o.schemaSource)).toEqual([
      'crd:widgets.example.com',
      'explicit',
      'builtin:1.37',
      '',
    ]);
    expect(report.objects[3].action).toBe('error');
    expect(report.objects[3].error?.message).toMatch(/^items\[3\]\.schema/);
  });

  it('a multi-document YAML: live objects matched to manifests by apiVersion/kind/namespace/name', async () => {
    const yaml = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: test-cm, namespace: default}',
      'data: {b: "3"}',
      '---',
      JSON.stringify(live),
      '---',
      'apiVersion: v1',
      'kind: List',
      'items:',
      '- apiVersion: v1',
      '  kind: ConfigMap',
      '  metadata: {name: fresh}',
      '  data: {k: v}',
    ].join('\n');
    const r = await call('/v1/preview?fieldManager=other', yaml, { 'Content-Type': 'application/yaml' });
    expect(r.status).toBe(200);
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => [o.ref.name, o.action, o.source?.document])).toEqual([
      ['test-cm', 'conflict', 1],
      ['fresh', 'create', 3],
    ]);
  });

  it('Accept: text/markdown gives the rendered report', async () => {
    const r = await SELF.fetch(
      ...post(
        '/v1/preview',
        { fieldManager: 'other', items: [{ live, intent: configMap({ b: '3' }) }] },
        {
          Accept: 'text/markdown',
        },
      ),
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const md = await r.text();
    expect(md).toContain('| 🔴 conflict | ConfigMap |');
    expect(md).toContain('<code>.data.b</code>');
  });

  it('Markdown: a YAML diff per object with the owners of each changed line, Secret values hidden', async () => {
    const r = await call(
      '/v1/preview',
      { fieldManager: 'other', items: [{ live, intent: configMap({ b: '3' }) }, { intent: secret() }] },
      { Accept: 'text/markdown' },
    );
    expect(r.status).toBe(200);
    expect(r.text).toContain('**Diff if the apply is forced**');
    expect(r.text).toMatch(/^```diff\n@@ -\d+,\d+ \+\d+,\d+ @@ \.data$/m);
    expect(r.text).toMatch(/^- {2}b: "2" +# kubectl \(Apply\)$/m);
    expect(r.text).toMatch(/^\+ {2}b: "3" +# kubectl \(Apply\) → other \(Apply\)$/m);
    expect(r.text).toMatch(/^\+ {2}password: \(secret value hidden\) +# other \(Apply\)$/m);
    expect(r.text).not.toContain(SECRET_VALUE);
    expect(r.text).not.toContain(atob(SECRET_VALUE));
  });

  it('Markdown capped by the maxLength query parameter', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      intent: configMap({ key: `value-${i}` }, `cm-${i}`),
    }));
    const md = async (query: string) => {
      const r = await call(
        `/v1/preview${query}`,
        { fieldManager: 'kubectl', items },
        { Accept: 'text/markdown' },
      );
      expect(r.status).toBe(200);
      return r.text;
    };
    const full = await md('');
    expect(full.length).toBeGreaterThan(8000);
    const capped = await md('?maxLength=8000');
    expect(capped.length).toBeLessThanOrEqual(8000);
    expect(capped).toContain('**40 objects change (40 new)**');
    expect(capped).toMatch(
      /Shortened to fit 8,000 characters:\*\* the details of \d+ objects \(\d+ create\) are left out/,
    );
    expect(capped.match(/^\| 🟢 create \| ConfigMap \|/gm)).toHaveLength(40);
    // Too small for the object table itself: cut at a line, and said so.
    const cut = await md('?maxLength=1000');
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(/Cut at 1,000 characters:\*\* the rest of the report does not fit\.\n$/);
    // JSON ignores a valid cap.
    const json = await call('/v1/preview?maxLength=1000', { fieldManager: 'kubectl', items });
    expect(BatchReport.parse(json.json()).objects).toHaveLength(40);
  });

  it('a bad maxLength is a 400 naming the parameter', async () => {
    for (const bad of ['abc', '999', '1e4', '-5', '20000000', '', '12.5']) {
      const r = await call(
        `/v1/preview?maxLength=${encodeURIComponent(bad)}`,
        { fieldManager: 'kubectl', items: [{ intent: configMap({ a: '1' }) }] },
        { Accept: 'text/markdown' },
      );
      expect(r.status, bad).toBe(400);
      const st = Status.parse(r.json());
      expect(st.reason).toBe('BadRequest');
      expect(st.message).toBe(
        `maxLength: the query parameter must be a whole number from 1000 to 10000000, got ${JSON.stringify(bad)}`,
      );
    }
  });

  it('Accept: JSON wins over Markdown unless Markdown is preferred', async () => {
    const body = { fieldManager: 'k', items: [{ intent: configMap({ a: '1' }) }] };
    for (const [accept, type] of [
      ['application/json, text/markdown', 'application/json'],
      ['text/markdown, application/json', 'text/markdown'],
      ['application/json;q=0.5, text/markdown', 'text/markdown'],
      ['text/markdown;q=0', 'application/json'],
      ['*/*', 'application/json'],
    ]) {
      const r = await SELF.fetch(...post('/v1/preview', body, { Accept: accept }));
      expect(r.headers.get('content-type'), accept).toMatch(new RegExp(`^${type}`));
      await r.body?.cancel();
    }
  });

  it('Secret values are masked in the report', async () => {
    const r = await call('/v1/preview', { fieldManager: 'kubectl', items: [{ intent: secret() }] });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(SECRET_VALUE);
    expect(BatchReport.parse(r.json()).objects[0].changes).toContainEqual({
      path: '.data.password',
      kind: 'added',
      after: '(secret value hidden)',
      masked: true,
    });
  });
});

describe('POST /v1/simulate', () => {
  it("replays a scenario: the command line's result", async () => {
    const r = await call('/v1/simulate', example);
    expect(r.status).toBe(200);
    const body = SimulateResponse.parse(r.json());
    expect(body).toEqual(JSON.parse(JSON.stringify(simulate(parseScenario(example)))));
    expect(body.steps.map((s) => s.ok)).toEqual([false, true]);
  });

  it('a bad scenario names the field', async () => {
    const r = await call('/v1/simulate', { live: null, steps: [{ op: 'patch', manager: 'x', object: {} }] });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(
      'request body: steps[0].op: Invalid option: expected one of "apply"|"create"|"update"|"client-side-apply"',
    );
  });
});
