import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deduced } from '../../core/schema/model.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { crdOf } from '../crd.ts';

const crd = crdOf('example.com', 'Widget', {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        parts: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['id'],
          items: { type: 'object', properties: { id: { type: 'string' } } },
        },
      },
    },
  },
});

const appsDoc = JSON.parse(
  readFileSync(
    new URL('../../../shared/kubernetes/openapi-v3-1.35/apis/apps/v1.json', import.meta.url),
    'utf8',
  ),
);

describe('SchemaResolver', () => {
  it('prefers an explicit schema over everything', () => {
    const explicit = typeFromOpenAPIV3Schema({ type: 'object' });
    const r = new SchemaResolver({ explicit, crds: [crd] }).resolve('example.com/v1', 'Widget');
    expect(r.source).toBe('explicit');
    expect(r.root).toBe(explicit);
  });

  it('uses a CRD for its group, version and kind', () => {
    const r = new SchemaResolver({ crds: [crd] }).resolve('example.com/v1', 'Widget');
    expect(r.source).toBe('crd:widgets.example.com');
    expect(r.root.map?.fields.get('spec')?.type.map?.fields.get('parts')?.type.list?.keys).toEqual(['id']);
  });

  it('uses cluster OpenAPI documents before the embedded built-ins', () => {
    const r = new SchemaResolver({ openapi: [appsDoc] }).resolve('apps/v1', 'Deployment');
    expect(r.source).toBe('openapi');
  });

  it('falls back to the embedded built-ins, then to the deduced schema', () => {
    const resolver = new SchemaResolver();
    expect(resolver.resolve('apps/v1', 'Deployment').source).toBe('builtin:1.35');
    expect(resolver.resolve('v1', 'ConfigMap').source).toBe('builtin:1.35');
    const unknown = resolver.resolve('example.com/v1', 'Widget');
    expect(unknown.source).toBe('deduced');
    expect(unknown.root).toBe(deduced);
  });

  it('refuses something that is not a CRD, naming it', () => {
    expect(() => new SchemaResolver({ crds: [{ kind: 'ConfigMap' }] })).toThrow('crds[0]');
  });
});
