// typesFromCRD: the types of a CustomResourceDefinition's versions (core/schema/openapi.ts).

import { describe, expect, it } from 'vitest';
import { deduced } from '../../core/schema/model.ts';
import { objectMeta } from '../../core/schema/objectmeta.ts';
import { typesFromCRD } from '../../core/schema/openapi.ts';
import { catchSchemaError } from './openapi-helpers.ts';
import { at } from './typepath.ts';

const WIDGET_SCHEMA = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        ports: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['port', 'protocol'],
          items: {
            type: 'object',
            required: ['port'],
            properties: {
              port: { type: 'integer' },
              protocol: { type: 'string', default: 'TCP' },
              name: { type: 'string' },
            },
          },
        },
        tags: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } },
        config: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          properties: {
            mode: { type: 'string' },
            nested: { type: 'object', properties: { level: { type: 'integer' } } },
          },
        },
        raw: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        template: {
          type: 'object',
          'x-kubernetes-embedded-resource': true,
          'x-kubernetes-preserve-unknown-fields': true,
        },
        target: { 'x-kubernetes-int-or-string': true },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        strict: {
          type: 'object',
          'x-kubernetes-map-type': 'atomic',
          properties: { a: { type: 'string' } },
        },
        created: { type: 'string', format: 'date-time' },
      },
    },
  },
};

const CRD = {
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
          openAPIV3Schema: WIDGET_SCHEMA,
        },
      },
      {
        name: 'v1beta1',
        served: true,
        storage: false,
        schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
      },
      { name: 'v1alpha1', served: false, storage: false, schema: { openAPIV3Schema: { type: 'object' } } },
    ],
  },
};

describe('typesFromCRD', () => {
  const versions = typesFromCRD(structuredClone(CRD));
  const root = versions.get('v1')!;

  it('compiles each served version, named like the API server models', () => {
    expect([...versions.keys()]).toEqual(['v1', 'v1beta1']);
    expect(root.name).toBe('com.example.v1.Widget');
  });

  it('adds apiVersion, kind and ObjectMeta to the root', () => {
    expect(at(root, 'apiVersion').scalar).toBe('string');
    expect(at(root, 'kind').scalar).toBe('string');
    expect(at(root, 'metadata')).toBe(objectMeta);
    expect(root.map!.elem).toBeNull();
    const loose = versions.get('v1beta1')!;
    expect(at(loose, 'metadata')).toBe(objectMeta);
    expect(loose.map!.elem).toBe(deduced);
  });

  it('keys list-type map lists and keeps key defaults', () => {
    const ports = at(root, 'spec', 'ports');
    expect(ports.list).toMatchObject({ atomic: false, keys: ['port', 'protocol'] });
    expect(ports.list!.elem.map!.fields.get('protocol')!.default).toBe('TCP');
    expect(at(root, 'spec', 'tags').list).toMatchObject({ atomic: false, keys: [] });
  });

  it('deduces undeclared keys in a preserve-unknown-fields subtree', () => {
    const config = at(root, 'spec', 'config');
    expect(config.map!.elem).toBe(deduced);
    expect(config.map!.deduced).toBeFalsy();
    expect(at(config, 'mode').scalar).toBe('string');
    // The flag reaches inline descendants.
    expect(at(config, 'nested').map!.elem).toBe(deduced);
    const raw = at(root, 'spec', 'raw');
    expect(raw.map).toMatchObject({ elem: deduced, deduced: true });
    // Outside the subtree, structs stay closed.
    expect(at(root, 'spec').map!.elem).toBeNull();
  });

  it('gives embedded resources apiVersion, kind and ObjectMeta', () => {
    const template = at(root, 'spec', 'template');
    expect(at(template, 'metadata')).toBe(objectMeta);
    expect(at(template, 'apiVersion').scalar).toBe('string');
    expect(at(template, 'kind').scalar).toBe('string');
    expect(template.map!.elem).toBe(deduced);
  });

  it('converts int-or-string, maps, atomic structs and formatted strings', () => {
    expect(at(root, 'spec', 'target').scalar).toBe('untyped');
    const labels = at(root, 'spec', 'labels');
    expect(labels.map).toMatchObject({ atomic: false });
    expect(labels.map!.elem!.scalar).toBe('string');
    expect(at(root, 'spec', 'strict').map!.atomic).toBe(true);
    expect(at(root, 'spec', 'created').scalar).toBe('untyped');
  });

  it('rejects list-map keys that are not scalar fields of the items, naming the model', () => {
    const bad = structuredClone(CRD);
    const v1Schema = bad.spec.versions[0].schema!.openAPIV3Schema as typeof WIDGET_SCHEMA;
    v1Schema.properties.spec.properties.ports['x-kubernetes-list-map-keys'] = ['port', 'missing'];
    const e = catchSchemaError(() => typesFromCRD(bad));
    expect(e.definition).toBe('com.example.v1.Widget');
    expect(e.path).toBe('/properties/spec/properties/ports');
    expect(e.message).toContain('com.example.v1.Widget');
    expect(e.message).toContain('"missing"');
  });
});
