// Bad input and failures, inside workerd: every one is a Kubernetes Status with
// the right 4xx naming the problem (never a 500, never a hang); an unexpected
// failure is a 500 Status with a request id and nothing else; Secret values never
// appear in an error message or a log line.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp, type LogEntry } from '../../../api/app.ts';
import { Status } from '../../../api/schemas.ts';
import type { JsonObject } from '../../../core/value.ts';
import { configMap, liveConfigMap, NOW, post, SECRET_VALUE, secret } from '../fixtures.ts';

async function send(
  path: string,
  body: string | Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const r = await SELF.fetch(`http://api.test${path}`, { method, headers, body });
  const text = await r.text();
  const json = JSON.parse(text);
  Status.parse(json);
  return { status: r.status, json, text, headers: r.headers };
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const YAML_TYPE = { 'Content-Type': 'application/yaml' };

function nested(depth: number): JsonObject {
  let v: JsonObject = { leaf: 'x' };
  for (let i = 1; i < depth; i++) v = { n: v };
  return v;
}

describe('limits', () => {
  it('a body over 5 MiB: 413 from Content-Length', async () => {
    const body = `{"intent": "${'x'.repeat(5 * 1024 * 1024)}"}`;
    const r = await send('/v1/apply', body, JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.reason).toBe('RequestEntityTooLarge');
    expect(r.json.message).toMatch(/^the request body is larger than the limit of 5 MiB/);
  });

  it('a streamed body over 5 MiB (no Content-Length): 413 while it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const r = await send('/v1/preview', stream, JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('the request body is larger than the limit of 5 MiB');
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('a YAML body over 2 MiB: 413 naming the YAML limit', async () => {
    const r = await send('/v1/preview', `items: []\n# ${'x'.repeat(2 * 1024 * 1024)}`, YAML_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toMatch(/^the YAML request body is larger than the limit of 2 MiB/);
  });

  it('more than 500 objects in a batch, or steps in a scenario: 413', async () => {
    const items = Array.from({ length: 501 }, (_, i) => ({ intent: configMap({ a: '1' }, `cm-${i}`) }));
    const r = await send('/v1/preview', JSON.stringify({ fieldManager: 'k', items }), JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('the batch has 501 objects; the limit is 500');
    const steps = Array.from({ length: 501 }, () => ({ op: 'apply', manager: 'k', object: configMap({}) }));
    const s = await send('/v1/simulate', JSON.stringify({ live: null, steps }), JSON_TYPE);
    expect(s.status).toBe(413);
    expect(s.json.message).toBe('the scenario has 501 steps; the limit is 500');
  });

  it('more YAML documents than twice the item limit: 413 while lexing, naming the limit', async () => {
    const r = await send('/v1/preview?fieldManager=k', 'a: 1\n---\n'.repeat(100_000), YAML_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(
      'request body: more than 1000 YAML documents (the limit) at line 2000, column 1',
    );
  });

  it('a fieldsV1 key holding JSON nested 5,000 deep, an invalid scenario owner: 400, not 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const live = structuredClone(liveConfigMap);
    ((live.metadata as JsonObject).managedFields as JsonObject[])[0].fieldsV1 = {
      'f:data': { [`v:${deep}`]: {} },
    };
    const r = await send(
      '/v1/apply',
      JSON.stringify({ fieldManager: 'k', live, intent: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/holds JSON nested deeper than 100 levels$/);
    const steps = [{ op: 'apply', manager: 'k', applier: 'flux', owner: 'a/b/c', object: configMap({}) }];
    const s = await send('/v1/simulate', JSON.stringify({ live: null, steps }), JSON_TYPE);
    expect(s.status).toBe(400);
    expect(s.json.message).toBe(
      'request body: steps[0].owner: expected "namespace/name" (Kubernetes names), got "a/b/c"',
    );
  });

  it('JSON nested deeper than 100 levels: 400 before parsing', async () => {
    const r = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', intent: nested(120) }), JSON_TYPE);
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^request body: nesting deeper than 100 levels at line 1, column \d+$/);
    const huge = await send('/v1/apply', '['.repeat(4 * 1024 * 1024), JSON_TYPE);
    expect(huge.status).toBe(400);
    expect(huge.json.message).toBe('request body: nesting deeper than 100 levels at line 1, column 101');
  });

  it('deep objects within the limit are fine', async () => {
    const intent = { ...configMap({}), spec: nested(60) };
    const r = await SELF.fetch(
      ...post('/v1/apply', { fieldManager: 'k', intent: { ...intent, kind: 'Thing' } }),
    );
    expect(r.status).toBe(200);
  });

  it('YAML nested deeper than 100 levels (flow, block, compact): 400 in bounded time and memory', async () => {
    const bodies = [
      '['.repeat(2 * 1024 * 1024 - 1),
      '- '.repeat(1024 * 1024 - 1),
      Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'),
      `a: ${'{b: '.repeat(150)}c${'}'.repeat(150)}`,
    ];
    for (const body of bodies) {
      const started = Date.now();
      const r = await send('/v1/apply', body, YAML_TYPE);
      expect(r.status, body.slice(0, 20)).toBe(400);
      expect(r.json.message).toMatch(/^request body: nesting deeper than 100 levels/);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('a "billion laughs" YAML document: 400', async () => {
    const lol = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
      'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
    ].join('\n');
    const r = await send('/v1/apply', lol, { 'Content-Type': 'application/apply-patch+yaml' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(
      'request body: YAML aliases expand to more than 100000 nodes (the limit; a "billion laughs" document?) at line 6, column 8',
    );
    // The same inside an intent given as a YAML string.
    const inner = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', intent: lol }), JSON_TYPE);
    expect(inner.status).toBe(400);
    expect(inner.json.message).toMatch(/^intent: YAML aliases expand to more than 100000 nodes/);
  });
});

describe('malformed bodies', () => {
  it('invalid JSON: 400 with the position, not the text', async () => {
    const r = await send('/v1/apply', `{"intent": {"data": {"password": ${SECRET_VALUE}}}}`, JSON_TYPE);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('request body: invalid JSON at line 1, column 34');
    expect(r.text).not.toContain(SECRET_VALUE.slice(0, 8));
  });

  it('invalid YAML: 400 with the line and column', async () => {
    const r = await send(
      '/v1/apply',
      'apiVersion: v1\nkind: Secret\ndata:\n  password: "unterminated\n',
      YAML_TYPE,
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^request body: invalid YAML at line \d+, column \d+: /);
    expect(r.text).not.toContain('unterminated');
  });

  it('duplicate keys, non-finite numbers, several envelopes: 400 naming them', async () => {
    const dup = await send('/v1/apply', 'fieldManager: a\nfieldManager: b\nintent: {}\n', YAML_TYPE);
    expect(dup.json.message).toBe(
      'request body: duplicate key "fieldManager" in a mapping at line 2, column 1',
    );
    const inf = await send(
      '/v1/apply',
      'fieldManager: a\nintent: {apiVersion: v1, kind: X, size: .inf}\n',
      YAML_TYPE,
    );
    expect(inf.json.message).toBe('request body: .intent.size: not a finite number');
    const two = await send('/v1/update', 'fieldManager: a\n---\nfieldManager: b\n', YAML_TYPE);
    expect(two.json.message).toBe('request body: expected one document, found 2');
    for (const r of [dup, inf, two]) expect(r.status).toBe(400);
  });

  it('a wrong content type or charset: 415', async () => {
    const r = await send('/v1/apply', '{}', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(415);
    expect(r.json).toMatchObject({
      reason: 'UnsupportedMediaType',
      message:
        'the body\'s media type "application/x-www-form-urlencoded" is not supported; supported media types: application/json, application/yaml, application/apply-patch+yaml',
    });
    const latin = await send('/v1/apply', '{}', { 'Content-Type': 'application/json; charset=iso-8859-1' });
    expect(latin.status).toBe(415);
    expect(latin.json.message).toBe('the body must be UTF-8, got charset "iso-8859-1"');
  });

  it('an empty body or invalid UTF-8: 400', async () => {
    const empty = await send('/v1/apply', '', JSON_TYPE);
    expect([empty.status, empty.json.message]).toEqual([400, 'the request body is empty']);
    const bad = await send('/v1/apply', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), JSON_TYPE);
    expect([bad.status, bad.json.message]).toEqual([400, 'the request body is not valid UTF-8']);
  });

  it('unknown fields and wrong types: 400 naming each path', async () => {
    const r = await send(
      '/v1/apply',
      JSON.stringify({ intent: 7, fieldManager: 3, forse: true, schema: { crd: [] } }),
      JSON_TYPE,
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(
      'request body: intent: must be a Kubernetes object or a YAML string; fieldManager: Invalid input: expected string, received number; schema: must be {"openAPIV3Schema": {...}}, {"crd": {...}} or {"openapi": {...}}; forse: unknown field',
    );
    const list = await send('/v1/preview', '[1, 2]', JSON_TYPE);
    expect([list.status, list.json.message]).toEqual([
      400,
      'request body: Invalid input: expected object, received array',
    ]);
  });

  it('a bad time: 400 for the request, not an error per object', async () => {
    const r = await send(
      '/v1/preview',
      JSON.stringify({ fieldManager: 'k', now: 'yesterday', items: [] }),
      JSON_TYPE,
    );
    expect([r.status, r.json.message]).toEqual([
      400,
      'now: "yesterday" is not an RFC 3339 time (e.g. 2026-01-02T03:04:05Z)',
    ]);
  });

  it('a bad force query parameter: 400', async () => {
    const r = await send('/v1/apply?force=maybe', JSON.stringify({ intent: configMap({}) }), JSON_TYPE);
    expect([r.status, r.json.message]).toEqual([
      400,
      'force: the query parameter must be true or false, got "maybe"',
    ]);
  });

  it('unknown routes: 404; a wrong method: 405 with Allow', async () => {
    const nf = await send('/v2/apply', null, {}, 'GET');
    expect([nf.status, nf.json.reason]).toEqual([404, 'NotFound']);
    const m = await send('/v1/apply', null, {}, 'GET');
    expect([m.status, m.json.reason, m.headers.get('allow')]).toEqual([405, 'MethodNotAllowed', 'POST']);
    const h = await send('/healthz', '{}', JSON_TYPE, 'POST');
    expect([h.status, h.headers.get('allow')]).toEqual([405, 'GET']);
  });
});

describe('object keys and Secret values', () => {
  it('keys such as __proto__ and constructor are ordinary fields', async () => {
    const body = `{"fieldManager": "k", "live": null, "intent": {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "p"}, "data": {"__proto__": "x", "constructor": "y"}}}`;
    const r = await SELF.fetch(...post('/v1/apply', body));
    expect(r.status).toBe(200);
    const out = JSON.parse(await r.text());
    const data = out.object.data;
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data).sort()).toEqual(['__proto__', 'constructor']);
    expect(out.object.metadata.managedFields[0].fieldsV1['f:data']).toHaveProperty(['f:__proto__']);
    // The same from YAML.
    const yaml =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: p}\ndata:\n  __proto__: a\n  toString: b\n';
    const y = await SELF.fetch(
      ...post('/v1/apply?fieldManager=k', yaml, { 'Content-Type': 'application/yaml' }),
    );
    const fromYaml = JSON.parse(await y.text());
    expect(Object.keys(fromYaml.object.data)).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(fromYaml.object.data)).toBe(Object.prototype);
  });

  it('Secret values are in no error message and no log line', async () => {
    const logs: LogEntry[] = [];
    const app = createApp({ log: (e) => logs.push(e), logRequests: true });
    const bad = { ...secret(), data: { password: SECRET_VALUE, n: 5 } };
    const owned = {
      manager: 'kubectl',
      operation: 'Apply',
      apiVersion: 'v1',
      time: '2010-10-10T00:00:00Z',
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:data': { 'f:password': {} } },
    };
    const live = { ...secret(), metadata: { ...(secret().metadata as JsonObject), managedFields: [owned] } };
    const requests: [string, string, string][] = [
      ['/v1/apply', JSON.stringify({ fieldManager: 'k', intent: bad }), 'application/json'],
      [
        '/v1/apply',
        `{"fieldManager": "k", "intent": {"kind": "Secret", "data": {"p": ${SECRET_VALUE}}}}`,
        'application/json',
      ],
      [
        '/v1/apply',
        `fieldManager: k\nintent:\n  kind: Secret\n  data: {p: "${SECRET_VALUE}}\n`,
        'application/yaml',
      ],
      [
        '/v1/apply',
        JSON.stringify({ fieldManager: 'other', live, intent: secret('b3RoZXI=') }),
        'application/json',
      ],
      [
        '/v1/preview',
        JSON.stringify({ fieldManager: 'k', items: [{ intent: bad }, { live, intent: secret('eA==') }] }),
        'application/json',
      ],
      ['/v1/update', JSON.stringify({ fieldManager: 'k', object: bad }), 'application/json'],
    ];
    for (const [path, body, type] of requests) {
      const r = await app.request(path, { method: 'POST', headers: { 'Content-Type': type }, body });
      const text = await r.text();
      if (r.status !== 200) {
        expect(r.status).toBeLessThan(500);
        expect(text, path).not.toContain(SECRET_VALUE);
      } else if (path === '/v1/preview') expect(text).not.toContain(SECRET_VALUE);
    }
    expect(logs.length).toBe(requests.length);
    expect(JSON.stringify(logs)).not.toContain(SECRET_VALUE);
  });
});

describe('unexpected failures', () => {
  it('a 500 Status with a request id, no stack and no data; the log has the frames, not the message', async () => {
    const logs: LogEntry[] = [];
    const app = createApp({ log: (e) => logs.push(e) });
    app.post('/v1/broken', () => {
      throw new TypeError(`cannot read ${SECRET_VALUE}`);
    });
    const r = await app.request('/v1/broken', { method: 'POST', body: '{}' });
    expect(r.status).toBe(500);
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `Internal error occurred: request id ${id}`,
      reason: 'InternalError',
      details: { causes: [{ message: `request id ${id}` }] },
      code: 500,
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 'error', requestId: id, path: '/v1/broken', status: 500 });
    expect(logs[0].error?.name).toBe('TypeError');
    expect(logs[0].error?.stack?.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(SECRET_VALUE);
  });
});

// What kube-apiserver refuses before any merge (core/server/refuse.ts): the same
// Status here as from the command line and in the Action's report.
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

// Integers beyond a double (int64), kept exactly through the API: parsed from the
// JSON or YAML body, merged, owned, and written in the JSON (and Markdown) answer.
describe('int64 integers', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'counters.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Counter', plural: 'counters' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: {
                  type: 'object',
                  properties: {
                    big: { type: 'integer' },
                    ids: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'integer' } },
                  },
                },
              },
            },
          },
        },
      ],
    },
  };
  const live =
    '{"apiVersion":"example.com/v1","kind":"Counter","metadata":{"name":"c","namespace":"default","managedFields":[{"manager":"ctl","operation":"Update","apiVersion":"example.com/v1","time":"2026-01-01T00:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:spec":{"f:big":{},"f:ids":{"v:-9223372036854775808":{},"v:9007199254740993":{}}}}}]},"spec":{"big":9007199254740993,"ids":[9007199254740993,-9223372036854775808]}}';
  const intent =
    '{"apiVersion":"example.com/v1","kind":"Counter","metadata":{"name":"c","namespace":"default"},"spec":{"big":9007199254740992,"ids":[9007199254740993,9223372036854775807]}}';

  it('apply: a last-digit difference conflicts; forced, the answer keeps every digit', async () => {
    const body = (force: boolean) =>
      `{"fieldManager":"me","force":${force},"now":"${NOW}","schema":{"crd":${JSON.stringify(crd)}},"live":${live},"intent":${intent}}`;
    const c = await send('/v1/apply', body(false), JSON_TYPE);
    expect(c.status).toBe(409);
    expect(c.json.message).toBe(
      'Apply failed with 1 conflict: conflict with "ctl" using example.com/v1: .spec.big',
    );
    const r = await SELF.fetch('http://api.test/v1/apply', {
      method: 'POST',
      headers: JSON_TYPE,
      body: body(true),
    });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toContain(
      '"spec":{"big":9007199254740992,"ids":[9007199254740993,-9223372036854775808,9223372036854775807]}',
    );
    expect(text).toContain('"f:ids":{"v:9007199254740993":{},"v:9223372036854775807":{}}');
    expect(text).toContain('"f:ids":{"v:-9223372036854775808":{},"v:9007199254740993":{}}');
    expect(text).toContain('"before":9007199254740993,"after":9007199254740992');
  });

  it('the same in the Markdown report, and from a YAML body of manifests', async () => {
    const yamlLive = `apiVersion: example.com/v1\nkind: Counter\nmetadata:\n  name: c\n  namespace: default\n  managedFields:\n  - manager: ctl\n    operation: Update\n    apiVersion: example.com/v1\n    time: "2026-01-01T00:00:00Z"\n    fieldsType: FieldsV1\n    fieldsV1:\n      f:spec:\n        f:big: {}\nspec:\n  big: 9007199254740993\n`;
    const yamlIntent =
      'apiVersion: example.com/v1\nkind: Counter\nmetadata:\n  name: c\n  namespace: default\nspec:\n  big: 9223372036854775807\n';
    const body = `{"fieldManager":"me","force":true,"schemas":[{"crd":${JSON.stringify(crd)}}],"items":[{"live":${live},"intent":${intent}}]}`;
    const r = await SELF.fetch('http://api.test/v1/preview', {
      method: 'POST',
      headers: { ...JSON_TYPE, Accept: 'text/markdown' },
      body,
    });
    expect(r.status).toBe(200);
    const md = await r.text();
    // The live value and the added set item, each a digit off what a double holds.
    for (const n of ['9007199254740993', '9007199254740992', '9223372036854775807']) expect(md).toContain(n);
    expect(md).not.toContain('9223372036854776000');
    const y = await SELF.fetch(`http://api.test/v1/apply?fieldManager=me&force=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/apply-patch+yaml' },
      body: `${yamlLive}---\n${yamlIntent}`,
    });
    expect(y.status).toBe(200);
    expect(await y.text()).toContain('"spec":{"big":9223372036854775807}');
  });
});
