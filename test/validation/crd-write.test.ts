// Custom resources through the real write path (core/server serverWrite): the CRD's
// schema and x-kubernetes-validations rules refuse with the API server's 422, and
// update ratcheting lets an unchanged invalid value through.

import { beforeAll, describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteRequest, type WriteResult } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { celValidation } from '../../core/validation/cel/index.ts';
import { useCelEngine } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';

const NOW = '2026-01-01T00:00:00Z';

const schema: JsonObject = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      required: ['name'],
      'x-kubernetes-validations': [
        { rule: 'self.minReplicas <= self.maxReplicas', message: 'minReplicas must not exceed maxReplicas' },
      ],
      properties: {
        name: {
          type: 'string',
          'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'name is immutable' }],
        },
        mode: { type: 'string', enum: ['a', 'b'] },
        size: { type: 'integer', maximum: 10 },
        minReplicas: { type: 'integer', default: 1 },
        maxReplicas: { type: 'integer', default: 1 },
      },
    },
  },
};

const crd = crdOf('example.com', 'Widget', schema);
const resolved = new SchemaResolver({ crds: [crd] }).resolve('example.com/v1', 'Widget');

function widget(spec: JsonObject): JsonObject {
  return {
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'w', namespace: 'default' },
    spec,
  };
}

function write(req: Partial<WriteRequest> & Pick<WriteRequest, 'body'>): WriteResult {
  return serverWrite({
    verb: 'apply',
    live: null,
    manager: 'm',
    now: NOW,
    random: seededRandom(3),
    crd,
    schema: resolved,
    ...req,
  });
}

function refusal(r: WriteResult): string {
  if (r.ok) throw new Error('expected a refusal');
  expect(r.status.code).toBe(422);
  return r.status.message ?? '';
}

function stored(r: WriteResult): JsonObject {
  if (!r.ok) throw new Error(`refused: ${r.status.message}`);
  return r.object;
}

beforeAll(() => useCelEngine(celValidation));

describe('custom resources validated through serverWrite', () => {
  it('maximum and enum refuse with the exact messages', () => {
    const r = write({ body: widget({ name: 'x', size: 11, mode: 'x' }) });
    expect(refusal(r)).toBe(
      'Widget.example.com "w" is invalid: [spec.mode: Unsupported value: "x": supported values: "a", "b", spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10, <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });

  it('a required field missing', () => {
    expect(refusal(write({ body: widget({ size: 1 }) }))).toBe(
      'Widget.example.com "w" is invalid: [spec.name: Required value, <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });

  it("a CEL rule on an object: the value is omitted (1.35), the message is the rule's", () => {
    const r = write({ body: widget({ name: 'x', minReplicas: 3, maxReplicas: 2 }) });
    expect(refusal(r)).toBe(
      'Widget.example.com "w" is invalid: spec: Invalid value: minReplicas must not exceed maxReplicas',
    );
    if (!r.ok)
      expect(r.status.details?.causes).toEqual([
        {
          reason: 'FieldValueInvalid',
          message: 'Invalid value: minReplicas must not exceed maxReplicas',
          field: 'spec',
        },
      ]);
  });

  it('a valid object passes with the note naming what was validated', () => {
    const r = write({ body: widget({ name: 'x', minReplicas: 1, maxReplicas: 2 }) });
    expect(r.ok && r.validation).toBe(
      "validated: ObjectMeta, the CRD's structural schema and x-kubernetes-validations rules (not modelled: CEL cost limits)",
    );
  });

  it('a transition rule (self == oldSelf) refuses a changed value on update only', () => {
    const live = stored(write({ body: widget({ name: 'x' }) }));
    const r = write({ live, body: widget({ name: 'y' }) });
    expect(refusal(r)).toBe(
      'Widget.example.com "w" is invalid: spec.name: Invalid value: "y": name is immutable',
    );
  });

  it('ratcheting: an unchanged invalid value passes on update, a changed one fails', () => {
    // The stored object predates maximum: 10 (written without the CRD's validation).
    const live = stored(
      write({
        body: widget({ name: 'x', size: 20 }),
        crd: crdOf('example.com', 'Widget', { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }),
      }),
    );
    const same = write({ live, body: widget({ name: 'x', size: 20, mode: 'a' }) });
    expect(same.ok).toBe(true);
    const changed = write({ live, body: widget({ name: 'x', size: 21 }) });
    // maximum is not a blocking error: the CEL rules still run (and pass).
    expect(refusal(changed)).toBe(
      'Widget.example.com "w" is invalid: spec.size: Invalid value: 21: spec.size in body should be less than or equal to 10',
    );
  });
});

describe('the object as a whole', () => {
  const rooted = crdOf('example.com', 'Gadget', {
    type: 'object',
    'x-kubernetes-validations': [
      { rule: "self.metadata.name.startsWith('g-')", message: 'names start with g-' },
    ],
    properties: { spec: { type: 'object', properties: { replicas: { type: 'integer' } } } },
  });
  const versions = (rooted.spec as JsonObject).versions as JsonObject[];
  (versions[0] as JsonObject).subresources = {
    scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' },
  };
  const gadget = (name: string, replicas: number): JsonObject => ({
    apiVersion: 'example.com/v1',
    kind: 'Gadget',
    metadata: { name, namespace: 'default' },
    spec: { replicas },
  });
  const schemaOf = new SchemaResolver({ crds: [rooted] }).resolve('example.com/v1', 'Gadget');
  const put = (body: JsonObject) => write({ body, crd: rooted, schema: schemaOf });

  it('a rule on the root sees metadata.name; its errors have no path (<nil>)', () => {
    expect(refusal(put(gadget('x', 1)))).toBe(
      'Gadget.example.com "x" is invalid: <nil>: Invalid value: names start with g-',
    );
    expect(put(gadget('g-1', 1)).ok).toBe(true);
  });

  it('metadata.name must be a DNS subdomain', () => {
    expect(refusal(put(gadget('g-Bad', 1)))).toBe(
      `Gadget.example.com "g-Bad" is invalid: metadata.name: Invalid value: "g-Bad": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
    );
  });

  it("an object without a namespace takes the request's: no Required namespace", () => {
    const body = gadget('g-1', 1);
    delete (body.metadata as JsonObject).namespace;
    expect(put(body).ok).toBe(true);
  });

  it('ObjectMeta is validated as for any kind (labels here)', () => {
    const body = gadget('g-1', 1);
    (body.metadata as JsonObject).labels = { app: '-bad' };
    expect(refusal(put(body))).toContain(
      'Gadget.example.com "g-1" is invalid: metadata.labels: Invalid value: "-bad": ',
    );
  });

  it("the scale subresource's specReplicasPath holds a non-negative int32", () => {
    expect(refusal(put(gadget('g-1', -1)))).toBe(
      'Gadget.example.com "g-1" is invalid: .spec.replicas: Invalid value: -1: should be a non-negative integer',
    );
    expect(refusal(put(gadget('g-1', 2147483648)))).toBe(
      'Gadget.example.com "g-1" is invalid: .spec.replicas: Invalid value: 2147483648: should be less than or equal to 2147483647',
    );
  });
});
