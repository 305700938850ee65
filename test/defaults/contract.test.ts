// applyDefaults' contract: input never mutated, the same object back when nothing
// changes, values of the wrong kind left alone, `__proto__` an ordinary key.

import { describe, expect, it } from 'vitest';
import { applyDefaults, BUILTIN_DEFAULTERS } from '../../core/defaults/index.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import type { JsonObject } from '../../core/value.ts';
import { deepFreeze } from './helpers.ts';

describe('contract', () => {
  it('never mutates its input (deeply frozen inputs of every defaulted kind)', () => {
    for (const [gvk] of BUILTIN_DEFAULTERS) {
      const slash = gvk.lastIndexOf('/');
      const obj = deepFreeze({
        apiVersion: gvk.slice(0, slash),
        kind: gvk.slice(slash + 1),
        metadata: { name: 'x', labels: {} },
        spec: {
          template: { spec: { containers: [{ name: 'c', image: 'i', ports: [{ containerPort: 1 }] }] } },
          ports: [{ port: 80 }],
        },
        items: [{ spec: {} }],
      } as JsonObject);
      const before = JSON.stringify(obj);
      expect(() => applyDefaults(obj, null), gvk).not.toThrow();
      expect(JSON.stringify(obj), gvk).toBe(before);
    }
  });

  it('returns the same object when nothing is defaulted', () => {
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } };
    expect(applyDefaults(cm, null)).toBe(cm);
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, type: 'Opaque' };
    expect(applyDefaults(secret, null)).toBe(secret);
    const unknownBuiltin = { apiVersion: 'v1', kind: 'Nonesuch', spec: {} };
    expect(applyDefaults(unknownBuiltin, null)).toBe(unknownBuiltin);
    const cr = { apiVersion: 'example.com/v1', kind: 'Thing', spec: { a: 1 } };
    expect(applyDefaults(cr, null)).toBe(cr);
    const schema = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: { spec: { type: 'object', properties: { a: { type: 'integer', default: 5 } } } },
    });
    expect(applyDefaults(cr, schema)).toBe(cr);
  });

  it('leaves values of the wrong kind alone instead of failing', () => {
    const odd = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      spec: { template: { spec: { containers: 'nope', volumes: [1, null, 'x'] } }, strategy: 7 },
    } as JsonObject;
    const got = applyDefaults(deepFreeze(odd), null);
    const spec = got.spec as JsonObject;
    expect(spec.strategy).toBe(7);
    const ps = (spec.template as JsonObject).spec as JsonObject;
    expect(ps.containers).toBe('nope');
    expect(ps.volumes).toEqual([1, null, 'x']);
    expect(ps.dnsPolicy).toBe('ClusterFirst');
  });
});

describe('__proto__ and other odd keys are ordinary fields', () => {
  it('keeps a __proto__ label and defaults beside it', () => {
    const text =
      '{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"ns","labels":{"__proto__":"x","constructor":"y"}}}';
    const ns = JSON.parse(text) as JsonObject;
    const got = applyDefaults(ns, null);
    const labels = (got.metadata as JsonObject).labels as JsonObject;
    expect(Object.hasOwn(labels, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(labels, '__proto__')?.value).toBe('x');
    expect(labels.constructor).toBe('y');
    expect(labels['kubernetes.io/metadata.name']).toBe('ns');
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype);
  });

  it('copies a __proto__ limit into requests as a field', () => {
    const pod = JSON.parse(
      '{"apiVersion":"v1","kind":"Pod","spec":{"containers":[{"name":"c","image":"i","resources":{"limits":{"__proto__":"1"}}}]}}',
    ) as JsonObject;
    const got = applyDefaults(pod, null);
    const c = ((got.spec as JsonObject).containers as JsonObject[])[0];
    const req = (c.resources as JsonObject).requests as JsonObject;
    expect(Object.getOwnPropertyDescriptor(req, '__proto__')?.value).toBe('1');
  });

  it('structural defaulting of a property named __proto__', () => {
    const schema = typeFromOpenAPIV3Schema(
      JSON.parse(
        '{"type":"object","properties":{"spec":{"type":"object","properties":{"__proto__":{"type":"string","default":"d"},"toString":{"type":"string","default":"t"}}}}}',
      ),
    );
    const got = applyDefaults({ apiVersion: 'example.com/v1', kind: 'T', spec: {} }, schema);
    const spec = got.spec as JsonObject;
    expect(Object.getOwnPropertyDescriptor(spec, '__proto__')?.value).toBe('d');
    expect(Object.hasOwn(spec, 'toString') && spec.toString).toBe('t');
  });
});
