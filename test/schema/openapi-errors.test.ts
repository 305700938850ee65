// The SchemaErrors of the OpenAPI conversion (core/schema/openapi.ts): each names
// the definition, the location and the reason.

import { describe, expect, it } from 'vitest';
import { typeFromOpenAPIV3Schema, typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';
import { catchSchemaError, def } from './openapi-helpers.ts';
import { at } from './typepath.ts';

describe('errors', () => {
  it('rejects a dangling $ref, naming the definition and location', () => {
    const doc = {
      components: {
        schemas: {
          A: { type: 'object', properties: { b: { allOf: [{ $ref: '#/components/schemas/Missing' }] } } },
        },
      },
    };
    const e = catchSchemaError(() => typesFromOpenAPIDocument(doc));
    expect(e.definition).toBe('A');
    expect(e.path).toBe('/properties/b');
    expect(e.message).toContain('"A"');
    expect(e.message).toContain('Missing');
  });

  it('does not resolve a $ref to an inherited name such as toString', () => {
    const doc = { definitions: { A: { type: 'array', items: { $ref: '#/definitions/toString' } } } };
    const e = catchSchemaError(() => typesFromOpenAPIDocument(doc));
    expect(e.definition).toBe('A');
    expect(e.message).toContain('toString');
  });

  it('rejects a $ref cycle with no structure', () => {
    const doc = { definitions: { A: { $ref: '#/definitions/B' }, B: { $ref: '#/definitions/A' } } };
    const e = catchSchemaError(() => typesFromOpenAPIDocument(doc));
    expect(e.definition).toBe('A');
    expect(e.message).toContain('cycle');
    expect(e.message).toContain('A → B → A');
    const self = { components: { schemas: { C: { allOf: [{ $ref: '#/components/schemas/C' }] } } } };
    expect(catchSchemaError(() => typesFromOpenAPIDocument(self)).message).toContain('C → C');
  });

  it('follows alias definitions and accepts cycles through structure', () => {
    const doc = {
      definitions: {
        Alias: { $ref: '#/definitions/Node' },
        Node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/definitions/Alias' } } },
        },
      },
    };
    const t = typesFromOpenAPIDocument(doc);
    const node = def(t, 'Node');
    expect(def(t, 'Alias')).toBe(node);
    expect(at(node, 'children', '[]')).toBe(node);
  });

  it('rejects list-map keys naming a missing or non-scalar field', () => {
    const doc = (keyType: unknown) => ({
      components: {
        schemas: {
          Item: {
            type: 'object',
            properties:
              keyType === undefined
                ? { name: { type: 'string' } }
                : { name: { type: 'string' }, sub: keyType },
          },
          Holder: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                'x-kubernetes-list-type': 'map',
                'x-kubernetes-list-map-keys': ['sub'],
                items: { allOf: [{ $ref: '#/components/schemas/Item' }] },
              },
            },
          },
        },
      },
    });
    const missing = catchSchemaError(() => typesFromOpenAPIDocument(doc(undefined)));
    expect(missing.definition).toBe('Holder');
    expect(missing.path).toBe('/properties/items');
    expect(missing.message).toContain('"sub"');
    expect(missing.message).toContain('not a field');
    const nonScalar = catchSchemaError(() => typesFromOpenAPIDocument(doc({ type: 'object' })));
    expect(nonScalar.definition).toBe('Holder');
    expect(nonScalar.message).toContain('not a scalar');
    expect(() => typesFromOpenAPIDocument(doc({ type: 'string' }))).not.toThrow();
  });

  it('rejects non-object schemas and documents', () => {
    expect(catchSchemaError(() => typeFromOpenAPIV3Schema(42)).definition).toBe('root');
    expect(catchSchemaError(() => typeFromOpenAPIV3Schema([], 'Named')).message).toContain('"Named"');
    expect(catchSchemaError(() => typesFromOpenAPIDocument('doc')).definition).toBe('root');
    expect(catchSchemaError(() => typesFromOpenAPIDocument({ info: {} })).message).toContain('definitions');
    const e = catchSchemaError(() =>
      typesFromOpenAPIDocument({ definitions: { A: { type: 'object' }, B: 7 } }),
    );
    expect(e.definition).toBe('B');
    const prop = catchSchemaError(() =>
      typeFromOpenAPIV3Schema({ type: 'object', properties: { a: 'x' } }, 'P'),
    );
    expect(prop.definition).toBe('P');
    expect(prop.path).toBe('/properties/a');
  });

  it('rejects an array without items', () => {
    const e = catchSchemaError(() =>
      typeFromOpenAPIV3Schema({ type: 'object', properties: { xs: { type: 'array' } } }, 'NoItems'),
    );
    expect(e.definition).toBe('NoItems');
    expect(e.path).toBe('/properties/xs');
    expect(e.message).toContain('items');
  });

  it('rejects unknown list types, map types and types', () => {
    expect(
      catchSchemaError(() =>
        typeFromOpenAPIV3Schema({ type: 'array', items: {}, 'x-kubernetes-list-type': 'bag' }),
      ).message,
    ).toContain('bag');
    expect(
      catchSchemaError(() =>
        typeFromOpenAPIV3Schema({ type: 'array', items: {}, 'x-kubernetes-list-type': 'map' }),
      ).message,
    ).toContain('x-kubernetes-list-map-keys');
    expect(
      catchSchemaError(() => typeFromOpenAPIV3Schema({ type: 'object', 'x-kubernetes-map-type': 'loose' }))
        .message,
    ).toContain('loose');
    expect(catchSchemaError(() => typeFromOpenAPIV3Schema({ type: 'file' })).message).toContain('file');
  });

  it('rejects $ref in a standalone schema', () => {
    const e = catchSchemaError(() =>
      typeFromOpenAPIV3Schema({ type: 'object', properties: { a: { $ref: '#/definitions/X' } } }, 'S'),
    );
    expect(e.definition).toBe('S');
    expect(e.path).toBe('/properties/a');
  });

  it('fails cleanly on absurdly deep nesting', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5000; i++) schema = { type: 'object', properties: { a: schema } };
    const e = catchSchemaError(() => typeFromOpenAPIV3Schema(schema, 'Deep'));
    expect(e.message).toContain('deeper');
  });

  it('handles long alias chains without recursion', () => {
    const definitions: Record<string, unknown> = { D0: { type: 'string' } };
    for (let i = 1; i <= 20000; i++) definitions[`D${i}`] = { $ref: `#/definitions/D${i - 1}` };
    const t = typesFromOpenAPIDocument({ definitions });
    expect(def(t, 'D20000')).toBe(def(t, 'D0'));
    expect(def(t, 'D0').scalar).toBe('string');
  });
});
