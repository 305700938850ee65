// Structural defaulting of custom resources through a CRD compiled as the API
// server compiles it (typesFromCRD): defaults only where the parent exists, a
// default defaulted in turn, items and additionalProperties values, no invented
// list items, copies of defaults, pruned nulls, embedded resources and
// x-kubernetes-preserve-unknown-fields subtrees.

import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../core/defaults/index.ts';
import { typesFromCRD } from '../../core/schema/openapi.ts';
import type { JsonObject } from '../../core/value.ts';

const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    names: { kind: 'Widget', plural: 'widgets' },
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
                  replicas: { type: 'integer', default: 1 },
                  mode: { type: 'string', default: 'fast' },
                  note: { type: 'string', nullable: true, default: 'n' },
                  owner: { type: 'string' },
                  tuning: {
                    type: 'object',
                    default: {},
                    properties: {
                      level: { type: 'integer', default: 3 },
                      tags: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  limits: {
                    type: 'object',
                    properties: { cpu: { type: 'string', default: '1' } },
                  },
                  ports: {
                    type: 'array',
                    'x-kubernetes-list-type': 'map',
                    'x-kubernetes-list-map-keys': ['name'],
                    items: {
                      type: 'object',
                      required: ['name'],
                      properties: {
                        name: { type: 'string' },
                        protocol: { type: 'string', default: 'TCP' },
                      },
                    },
                  },
                  labels: {
                    type: 'object',
                    additionalProperties: { type: 'string', default: 'unset' },
                  },
                  routes: {
                    type: 'object',
                    additionalProperties: {
                      type: 'object',
                      properties: { weight: { type: 'integer', default: 100 } },
                    },
                  },
                  template: {
                    type: 'object',
                    'x-kubernetes-embedded-resource': true,
                    properties: {
                      spec: { type: 'object', properties: { size: { type: 'integer', default: 2 } } },
                    },
                  },
                  extra: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
                },
              },
            },
          },
        },
      },
    ],
  },
};

const root = typesFromCRD(crd).get('v1')!;
const widget = (spec?: JsonObject): JsonObject => {
  const o: JsonObject = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };
  if (spec !== undefined) o.spec = spec;
  return o;
};

describe('structural defaulting (apiextensions-apiserver algorithm.go)', () => {
  it('sets nothing under a parent that does not exist', () => {
    const w = widget();
    expect(applyDefaults(w, root)).toBe(w);
  });

  it('sets defaults in an existing object, and defaults a default in turn', () => {
    const got = applyDefaults(widget({}), root);
    expect(got.spec).toEqual({ replicas: 1, mode: 'fast', note: 'n', tuning: { level: 3 } });
  });

  it('keeps set values: zero, empty and false are values, not absence', () => {
    const spec = { replicas: 0, mode: '', note: 'x', tuning: { level: 0 } };
    const got = applyDefaults(widget(spec), root);
    expect(got.spec).toEqual(spec);
  });

  it('null: replaced by the default when not nullable, kept when nullable, pruned without a default', () => {
    const got = applyDefaults(widget({ replicas: null, note: null, owner: null, tuning: null }), root);
    expect(got.spec).toEqual({ replicas: 1, note: null, mode: 'fast', tuning: { level: 3 } });
  });

  it('defaults the items of a list and never invents one', () => {
    const got = applyDefaults(widget({ ports: [{ name: 'http' }, { name: 'dns', protocol: 'UDP' }] }), root);
    expect((got.spec as JsonObject).ports).toEqual([
      { name: 'http', protocol: 'TCP' },
      { name: 'dns', protocol: 'UDP' },
    ]);
    const empty = applyDefaults(widget({ ports: [] }), root);
    expect((empty.spec as JsonObject).ports).toEqual([]);
  });

  it('defaults additionalProperties values; a null value takes the values default', () => {
    const got = applyDefaults(
      widget({ labels: { a: 'x', b: null }, routes: { r1: {}, r2: { weight: 5 } } }),
      root,
    );
    const spec = got.spec as JsonObject;
    expect(spec.labels).toEqual({ a: 'x', b: 'unset' });
    expect(spec.routes).toEqual({ r1: { weight: 100 }, r2: { weight: 5 } });
  });

  it('copies defaults: no two results share a default, and the schema keeps its own', () => {
    const a = applyDefaults(widget({}), root);
    const b = applyDefaults(widget({}), root);
    const ta = (a.spec as JsonObject).tuning as JsonObject;
    const tb = (b.spec as JsonObject).tuning as JsonObject;
    expect(ta).not.toBe(tb);
    ta.level = 99;
    expect(tb.level).toBe(3);
    expect(((applyDefaults(widget({}), root).spec as JsonObject).tuning as JsonObject).level).toBe(3);
  });

  it('defaults inside an embedded resource, leaves metadata and preserved unknown fields alone', () => {
    const got = applyDefaults(
      widget({
        template: { apiVersion: 'v1', kind: 'Pod', metadata: { labels: null }, spec: {} },
        extra: { anything: null, nested: { x: null } },
      }),
      root,
    );
    const spec = got.spec as JsonObject;
    expect(spec.template).toEqual({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { labels: null },
      spec: { size: 2 },
    });
    expect(spec.extra).toEqual({ anything: null, nested: { x: null } });
  });

  it('shares untouched subtrees and never mutates the input', () => {
    const input = widget({
      replicas: 2,
      mode: 'slow',
      note: 'k',
      tuning: { level: 1, tags: ['a'] },
      limits: { cpu: '2' },
      ports: [{ name: 'p', protocol: 'TCP' }],
      owner: 'me',
    });
    const before = JSON.stringify(input);
    expect(applyDefaults(input, root)).toBe(input);
    const changed = widget({ ...(input.spec as JsonObject), limits: {} });
    const got = applyDefaults(changed, root);
    const spec = got.spec as JsonObject;
    expect(spec.limits).toEqual({ cpu: '1' });
    expect(spec.tuning).toBe((changed.spec as JsonObject).tuning);
    expect(spec.ports).toBe((changed.spec as JsonObject).ports);
    expect(got.metadata).toBe(changed.metadata);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('keeps items and additionalProperties defaults when compiling a CRD', () => {
    const spec = root.map!.fields.get('spec')!.type;
    expect(spec.map!.fields.get('labels')!.type.map!.elemDefault).toBe('unset');
    expect(spec.map!.fields.get('note')!.nullable).toBe(true);
    expect(spec.map!.fields.get('owner')!.nullable).toBeUndefined();
  });
});
