// typeFromOpenAPIV3Schema on single schemas: patch strategies without a list type,
// odd property names and the extensions one schema carries.

import { describe, expect, it } from 'vitest';
import { deduced, untypedAtomic } from '../../core/schema/model.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { at } from './typepath.ts';

describe('patch strategy without list type', () => {
  const list = (ext: Record<string, unknown>) =>
    typeFromOpenAPIV3Schema({
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' } } },
      ...ext,
    }).list!;

  it('merge with a key is an associative list, merge without a key a set, retainKeys atomic', () => {
    expect(
      list({ 'x-kubernetes-patch-strategy': 'merge', 'x-kubernetes-patch-merge-key': 'name' }),
    ).toMatchObject({
      atomic: false,
      keys: ['name'],
    });
    expect(list({ 'x-kubernetes-patch-strategy': 'merge' })).toMatchObject({ atomic: false, keys: [] });
    expect(list({ 'x-kubernetes-patch-strategy': 'retainKeys' })).toMatchObject({ atomic: true, keys: [] });
    expect(list({})).toMatchObject({ atomic: true, keys: [] });
  });
});

describe('typeFromOpenAPIV3Schema', () => {
  it('treats __proto__, constructor and toString as ordinary property names', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","default":"x"},' +
        '"constructor":{"type":"integer"},"toString":{"type":"array","items":{"type":"boolean"}}}}',
    );
    const t = typeFromOpenAPIV3Schema(schema, 'Proto');
    expect([...t.map!.fields.keys()]).toEqual(['__proto__', 'constructor', 'toString']);
    expect(t.map!.fields.get('__proto__')!.type.scalar).toBe('string');
    expect(t.map!.fields.get('__proto__')!.default).toBe('x');
    expect(t.map!.fields.get('constructor')!.type.scalar).toBe('numeric');
    expect(t.map!.fields.get('toString')!.type.list!.elem.scalar).toBe('boolean');
    expect(t.map!.elem).toBeNull();
  });

  it('does not read inherited keys as schema keywords', () => {
    // No own `properties`/`items`: an empty object is free-form, an untyped schema is anything.
    const free = typeFromOpenAPIV3Schema({ type: 'object' });
    expect(free.map).toMatchObject({ elem: deduced, deduced: true });
    const any = typeFromOpenAPIV3Schema({});
    expect(any.scalar).toBe('untyped');
    expect(any.list!.elem).toBe(untypedAtomic);
    expect(any.map!.elem).toBe(deduced);
  });

  it('keys a list by a __proto__ field', () => {
    const schema = JSON.parse(
      '{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["__proto__"],' +
        '"items":{"type":"object","properties":{"__proto__":{"type":"string"}}}}',
    );
    expect(typeFromOpenAPIV3Schema(schema).list!.keys).toEqual(['__proto__']);
  });

  it('maps additionalProperties: true/false and schemas', () => {
    const t = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        open: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true },
        closed: { type: 'object', additionalProperties: false },
        counts: {
          type: 'object',
          additionalProperties: { type: 'integer' },
          'x-kubernetes-map-type': 'atomic',
        },
      },
    });
    expect(at(t, 'open').map!.elem).toBe(deduced);
    expect(at(t, 'closed').map!.elem).toBeNull();
    expect(at(t, 'counts').map).toMatchObject({ atomic: true });
    expect(at(t, 'counts').map!.elem!.scalar).toBe('numeric');
  });
});
