// What kube-apiserver refuses before any merge (core/server/refuse.ts), inside
// workerd: the same Status here as from the command line and in the Action's report.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { configMap, liveConfigMap, NOW, SECRET_VALUE } from '../fixtures.ts';
import { JSON_TYPE, send, YAML_TYPE } from './errors-helpers.ts';

describe('refused as kube-apiserver refuses it', () => {
  const LONG = 'k'.repeat(129);

  it('an object without kind or apiVersion: 400 with the decoder message, data values masked', async () => {
    const intent = { apiVersion: 'v1', metadata: { name: 's' }, data: { password: SECRET_VALUE } };
    const r = await send('/v1/apply', JSON.stringify({ fieldManager: 'm', intent }), JSON_TYPE);
    expect(r.status).toBe(400);
    expect(r.json.reason).toBe('BadRequest');
    expect(r.json.message).toBe(
      `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"s"},"data":{"password":"***"}}'`,
    );
    expect(r.text).not.toContain(SECRET_VALUE);
    const live = { kind: 'ConfigMap', metadata: { name: 'test-cm', namespace: 'default' } };
    const l = await send(
      '/v1/apply',
      JSON.stringify({ fieldManager: 'm', live, intent: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    expect(l.status).toBe(400);
    expect(l.json.message).toBe(
      `Object 'apiVersion' is missing in '{"kind":"ConfigMap","metadata":{"name":"test-cm","namespace":"default"}}'`,
    );
  });

  it('in a batch, the object without kind fails alone with the same message', async () => {
    const body = {
      fieldManager: 'm',
      items: [{ intent: { apiVersion: 'v1', metadata: { name: 'x' } } }, { intent: configMap({ a: '1' }) }],
    };
    const r = await SELF.fetch('http://api.test/v1/preview', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(200);
    const report = (await r.json()) as {
      objects: { action: string; error?: { code: number; message: string } }[];
    };
    expect(report.objects.map((o) => o.action)).toEqual(['error', 'create']);
    expect(report.objects[0].error).toMatchObject({
      code: 400,
      message: `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"x"}}'`,
    });
  });

  it('an update without kind takes it from the live object', async () => {
    const object = { metadata: { name: 'test-cm', namespace: 'default' }, data: { a: '1', b: '9' } };
    const r = await SELF.fetch('http://api.test/v1/update', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ fieldManager: 'w', live: liveConfigMap, object }),
    });
    expect(r.status).toBe(200);
    const out = (await r.json()) as { object: JsonObject; changed: boolean };
    expect([out.object.apiVersion, out.object.kind, out.changed]).toEqual(['v1', 'ConfigMap', true]);
  });

  it('a field manager over 128 bytes: 422 for apply, update and a batch, the name not repeated', async () => {
    const apply = await send(
      `/v1/apply?fieldManager=${LONG}`,
      JSON.stringify({ intent: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    const update = await send(
      '/v1/update',
      JSON.stringify({ fieldManager: LONG, object: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    const batch = await send(
      '/v1/preview',
      JSON.stringify({ fieldManager: LONG, items: [{ intent: configMap({ a: '1' }) }] }),
      JSON_TYPE,
    );
    for (const [r, kind] of [
      [apply, 'PatchOptions'],
      [update, 'UpdateOptions'],
      [batch, 'PatchOptions'],
    ] as const) {
      expect(r.status).toBe(422);
      expect(r.json).toMatchObject({
        reason: 'Invalid',
        message: `${kind}.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes`,
        details: { causes: [{ reason: 'FieldValueTooLong', field: 'fieldManager' }] },
      });
      expect(r.text).not.toContain('kkkkkkkk');
    }
  });

  it('a fraction where the schema says integer: the API server refuses the write as it converts or decodes it', async () => {
    const rc =
      '{"apiVersion": "v1", "kind": "ReplicationController", "metadata": {"name": "rc"}, "spec": {"replicas": 1.5}}';
    const apply = await send('/v1/apply', `{"fieldManager": "m", "intent": ${rc}}`, JSON_TYPE);
    expect(apply.status).toBe(500);
    // schema.GroupVersionKind's String() prints the core group empty: "/v1, Kind=...".
    expect(apply.json.message).toBe(
      'failed to convert new object (/rc; /v1, Kind=ReplicationController) to proper version: unable to convert unstructured object to /v1, Kind=ReplicationController: cannot convert float64 to int32',
    );
    const create = await send('/v1/create', `{"fieldManager": "m", "object": ${rc}}`, JSON_TYPE);
    expect(create.status).toBe(400);
    expect(create.json.message).toBe(
      'ReplicationController in version "v1" cannot be handled as a ReplicationController: json: cannot unmarshal number 1.5 into Go struct field ReplicationControllerSpec.spec.replicas of type int32',
    );
  });

  it("a number beyond float64: 400 with Go's message and its position, in JSON and in YAML", async () => {
    const j = await send(
      '/v1/apply',
      '{"fieldManager": "m",\n "intent": {"apiVersion": "v1", "kind": "X", "n": 1e400}}',
      JSON_TYPE,
    );
    expect(j.status).toBe(400);
    expect(j.json.message).toBe(
      'request body: strconv.ParseFloat: parsing "1e400": value out of range at line 2, column 51',
    );
    const y = await send('/v1/apply', 'fieldManager: m\nintent:\n  n: -1e999\n', YAML_TYPE);
    expect(y.status).toBe(400);
    expect(y.json.message).toBe(
      'request body: invalid YAML at line 3, column 6: strconv.ParseFloat: parsing "-1e999": value out of range',
    );
  });

  it('a fieldsV1 key without a kind prefix in the live object fails the apply; an unknown prefix is ignored', async () => {
    const entry = (fields: JsonObject) => ({
      ...(liveConfigMap.metadata as JsonObject),
      managedFields: [
        {
          manager: 'kubectl',
          operation: 'Apply',
          apiVersion: 'v1',
          time: NOW,
          fieldsType: 'FieldsV1',
          fieldsV1: fields,
        },
      ],
    });
    const broken = { ...liveConfigMap, metadata: entry({ 'f:data': { 'f:a': {}, b: {} } }) };
    const r = await send(
      '/v1/apply',
      JSON.stringify({ fieldManager: 'm', live: broken, intent: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^failed to decode managed fields: /);
    const unknown = { ...liveConfigMap, metadata: entry({ 'f:data': { 'f:a': {}, 'x:b': {} } }) };
    const ok = await SELF.fetch('http://api.test/v1/apply', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ fieldManager: 'm', live: unknown, intent: configMap({ b: '3' }) }),
    });
    expect(ok.status).toBe(200);
  });
});
