// Malformed bodies, inside workerd: each is a Kubernetes Status with the right 4xx
// naming the problem.

import { describe, expect, it } from 'vitest';
import { configMap, SECRET_VALUE } from '../fixtures.ts';
import { JSON_TYPE, send, YAML_TYPE } from './errors-helpers.ts';

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
