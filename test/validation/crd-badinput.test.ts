// Odd CRDs and odd objects never crash validation: a rule that does not compile is
// left out and named in the note (the API server refuses such a CRD), a rule that
// fails at run time is the server's evaluation error, malformed schema parts are
// ignored, `__proto__` is an ordinary field name.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteResult } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { celValidation } from '../../core/validation/cel/index.ts';
import { useCelEngine } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';

beforeAll(() => useCelEngine(celValidation));
afterAll(() => useCelEngine(null));

function put(schema: JsonObject, spec: JsonObject): WriteResult {
  const crd = crdOf('odd.example.com', 'Thing', schema);
  const resolved = new SchemaResolver({ crds: [crd] }).resolve('odd.example.com/v1', 'Thing');
  const body = {
    apiVersion: 'odd.example.com/v1',
    kind: 'Thing',
    metadata: { name: 't', namespace: 'default' },
    spec,
  };
  return serverWrite({
    verb: 'create',
    live: null,
    body,
    manager: 'm',
    crd,
    schema: resolved,
    now: '2026-01-01T00:00:00Z',
    random: seededRandom(1),
  });
}

describe('CRD validation on odd input', () => {
  it('a rule that does not compile is left out and named in the note', () => {
    const r = put(
      {
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: { a: { type: 'integer' } },
            'x-kubernetes-validations': [{ rule: 'self.a <=' }, { rule: 'true' }],
          },
        },
      },
      { a: 1 },
    );
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.validation).toContain('"self.a <=" at spec does not compile');
  });

  it('a run-time failure is the evaluation error, worded as cel-go words it', () => {
    const r = put(
      {
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: { a: { type: 'integer' } },
            'x-kubernetes-validations': [{ rule: 'self.b > 0' }],
          },
        },
      },
      { a: 1 },
    );
    expect(!r.ok && r.status.message).toBe(
      'Thing.odd.example.com "t" is invalid: spec: Invalid value: "object": no such key: b evaluating rule: self.b > 0',
    );
  });

  it('a failing messageExpression falls back to the rule', () => {
    const r = put(
      {
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            'x-kubernetes-validations': [{ rule: 'false', messageExpression: 'self.nope' }],
          },
        },
      },
      {},
    );
    expect(!r.ok && r.status.message).toBe(
      'Thing.odd.example.com "t" is invalid: spec: Invalid value: failed rule: false',
    );
  });

  it('malformed schema parts are ignored; __proto__ is a field like any other', () => {
    const schema: JsonObject = {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          required: 'name',
          enum: 'x',
          properties: {
            ['__proto__']: { type: 'string', maxLength: 1 },
          },
          'x-kubernetes-validations': 'self == self',
        },
      },
    };
    const spec = JSON.parse('{"__proto__": "toolong"}') as JsonObject;
    const r = put(schema, spec);
    expect(!r.ok && r.status.message).toBe(
      'Thing.odd.example.com "t" is invalid: spec.__proto__: Too long: may not be more than 1 byte',
    );
  });
});
