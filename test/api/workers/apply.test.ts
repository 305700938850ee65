// POST /v1/apply, inside workerd (SELF: the Worker of wrangler.toml).

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ApplyResponse, BatchReport, Status } from '../../../api/schemas.ts';
import type { JsonObject } from '../../../core/value.ts';
import {
  CONFLICT_BODY,
  configMap,
  deployment,
  liveConfigMap,
  NOW,
  post,
  widget,
  widgetCRD,
} from '../fixtures.ts';

import { call, managers } from './routes-helpers.ts';

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
