import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deduced, type TypeNode, untypedAtomic } from '../../core/schema/model.ts';
import { objectMeta } from '../../core/schema/objectmeta.ts';
import {
  type OpenAPITypes,
  SchemaError,
  typeFromOpenAPIV3Schema,
  typesFromCRD,
  typesFromOpenAPIDocument,
} from '../../core/schema/openapi.ts';
import { at } from './typepath.ts';

function readJson(rel: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../shared/kubernetes/${rel}`, import.meta.url), 'utf8'));
}

const cache = new Map<string, OpenAPITypes>();
function load(rel: string): OpenAPITypes {
  let t = cache.get(rel);
  if (!t) {
    t = typesFromOpenAPIDocument(readJson(rel));
    cache.set(rel, t);
  }
  return t;
}

const V1 = 'openapi-v3-1.35/api/v1.json';
const APPS = 'openapi-v3-1.35/apis/apps/v1.json';
const BATCH = 'openapi-v3-1.35/apis/batch/v1.json';
const APIEXT = 'openapi-v3-1.35/apis/apiextensions.k8s.io/v1.json';
const SWAGGER = 'swagger-1.36.json';

function def(t: OpenAPITypes, name: string): TypeNode {
  const n = t.types.get(name);
  if (!n) throw new Error(`no definition ${name}`);
  return n;
}

function catchSchemaError(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return e as SchemaError;
  }
  throw new Error('expected a SchemaError');
}

describe('built-in types from the Kubernetes 1.35 OpenAPI v3 documents', () => {
  it('indexes group-version-kinds, with an empty group for core', () => {
    const core = load(V1);
    expect(core.byGVK.get('/v1/ConfigMap')).toBe('io.k8s.api.core.v1.ConfigMap');
    expect(core.byGVK.get('/v1/Pod')).toBe('io.k8s.api.core.v1.Pod');
    expect(load(APPS).byGVK.get('apps/v1/Deployment')).toBe('io.k8s.api.apps.v1.Deployment');
  });

  it('keys PodSpec.containers by name, reached from Deployment', () => {
    const apps = load(APPS);
    const deployment = def(apps, apps.byGVK.get('apps/v1/Deployment')!);
    const podSpec = at(deployment, 'spec', 'template', 'spec');
    expect(podSpec).toBe(def(apps, 'io.k8s.api.core.v1.PodSpec'));
    const containers = at(podSpec, 'containers');
    expect(containers.list).toMatchObject({ atomic: false, keys: ['name'] });
    expect(containers.list!.elem).toBe(def(apps, 'io.k8s.api.core.v1.Container'));
    expect(containers.scalar).toBeNull();
    expect(containers.map).toBeNull();
  });

  it('keys Container.ports by [containerPort, protocol], keeping the TCP default of protocol', () => {
    const container = def(load(V1), 'io.k8s.api.core.v1.Container');
    const ports = at(container, 'ports');
    expect(ports.list).toMatchObject({ atomic: false, keys: ['containerPort', 'protocol'] });
    const port = ports.list!.elem;
    expect(port.name).toBe('io.k8s.api.core.v1.ContainerPort');
    const protocol = port.map!.fields.get('protocol')!;
    expect(protocol.default).toBe('TCP');
    expect(protocol.type.scalar).toBe('string');
    expect(protocol.pe).toBeDefined();
    expect(port.map!.fields.get('containerPort')!.type.scalar).toBe('numeric');
    // Wrapped references keep their own default (`allOf: [{$ref}], default: {}`).
    expect(container.map!.fields.get('resources')!.default).toEqual({});
  });

  it('makes Container.args and command atomic lists of strings', () => {
    const container = def(load(V1), 'io.k8s.api.core.v1.Container');
    for (const name of ['args', 'command']) {
      const t = at(container, name);
      expect(t.list).toMatchObject({ atomic: true, keys: [] });
      expect(t.list!.elem.scalar).toBe('string');
    }
    expect(at(def(load(V1), 'io.k8s.api.core.v1.PodSpec'), 'tolerations').list!.atomic).toBe(true);
  });

  it('makes ObjectMeta.finalizers a set and labels a granular map', () => {
    const meta = def(load(V1), 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta');
    expect(at(meta, 'finalizers').list).toMatchObject({ atomic: false, keys: [] });
    const labels = at(meta, 'labels');
    expect(labels.map).toMatchObject({ atomic: false });
    expect(labels.map!.elem!.scalar).toBe('string');
    expect(labels.map!.fields.size).toBe(0);
    expect(at(meta, 'ownerReferences').list).toMatchObject({ atomic: false, keys: ['uid'] });
  });

  it('makes LabelSelector an atomic struct and nodeSelector/selector atomic maps', () => {
    const core = load(V1);
    const selector = def(core, 'io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector');
    expect(selector.map!.atomic).toBe(true);
    expect(selector.map!.elem).toBeNull();
    expect([...selector.map!.fields.keys()].sort()).toEqual(['matchExpressions', 'matchLabels']);
    for (const [d, f] of [
      ['io.k8s.api.core.v1.PodSpec', 'nodeSelector'],
      ['io.k8s.api.core.v1.ServiceSpec', 'selector'],
    ]) {
      const m = at(def(core, d), f).map!;
      expect(m.atomic).toBe(true);
      expect(m.fields.size).toBe(0);
      expect(m.elem!.scalar).toBe('string');
    }
  });

  it('keys PodSpec.topologySpreadConstraints by [topologyKey, whenUnsatisfiable] (list type over merge key)', () => {
    const t = at(def(load(V1), 'io.k8s.api.core.v1.PodSpec'), 'topologySpreadConstraints');
    expect(t.list).toMatchObject({ atomic: false, keys: ['topologyKey', 'whenUnsatisfiable'] });
    expect(at(def(load(V1), 'io.k8s.api.core.v1.ServiceSpec'), 'ports').list!.keys).toEqual([
      'port',
      'protocol',
    ]);
  });

  it('makes JobStatus.conditions atomic although it carries a patch merge key', () => {
    const t = at(def(load(BATCH), 'io.k8s.api.batch.v1.JobStatus'), 'conditions');
    expect(t.list).toMatchObject({ atomic: true, keys: [] });
  });

  it('gives PersistentVolumeSpec.claimRef a granular copy of the atomic ObjectReference', () => {
    const core = load(V1);
    const objectReference = def(core, 'io.k8s.api.core.v1.ObjectReference');
    expect(objectReference.map!.atomic).toBe(true);
    const claimRef = at(def(core, 'io.k8s.api.core.v1.PersistentVolumeSpec'), 'claimRef');
    expect(claimRef).not.toBe(objectReference);
    expect(claimRef.map!.atomic).toBe(false);
    expect(claimRef.map!.fields).toBe(objectReference.map!.fields);
    // Other references to ObjectReference still see the shared atomic node.
    expect(at(def(core, 'io.k8s.api.core.v1.Binding'), 'target')).toBe(objectReference);
  });

  it('converts scalar formats and the hard-wired apimachinery types like the API server', () => {
    const core = load(V1);
    expect(def(core, 'io.k8s.apimachinery.pkg.apis.meta.v1.Time')).toMatchObject({
      scalar: 'untyped',
      list: null,
      map: null,
    });
    expect(def(core, 'io.k8s.apimachinery.pkg.api.resource.Quantity')).toMatchObject({
      scalar: 'untyped',
      list: null,
      map: null,
    });
    // v3 IntOrString has no type (only oneOf): an untyped value, as upstream converts it.
    const intOrString = def(core, 'io.k8s.apimachinery.pkg.util.intstr.IntOrString');
    expect(intOrString.scalar).toBe('untyped');
    expect(intOrString.list!.elem).toBe(untypedAtomic);
    expect(intOrString.map!.elem).toBe(deduced);
    const raw = def(core, 'io.k8s.apimachinery.pkg.runtime.RawExtension');
    expect(raw.scalar).toBe('untyped');
    expect(raw.map).toMatchObject({ atomic: true, elem: untypedAtomic });
    expect(raw.list).toMatchObject({ atomic: true, elem: untypedAtomic });
    // An object with neither properties nor additionalProperties is free-form.
    const fieldsV1 = def(core, 'io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1');
    expect(fieldsV1.map).toMatchObject({ atomic: false, elem: deduced, deduced: true });
    expect(fieldsV1.map!.fields.size).toBe(0);
    // A struct does not accept undeclared keys.
    expect(def(core, 'io.k8s.api.core.v1.Container').map!.elem).toBeNull();
  });

  it('handles recursive definitions (JSONSchemaProps) with shared nodes', () => {
    const ext = load(APIEXT);
    const props = def(ext, 'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps');
    expect(at(props, 'properties').map!.elem).toBe(props);
    expect(at(props, 'definitions').map!.elem).toBe(props);
    expect(at(props, 'x-kubernetes-list-map-keys').list!.atomic).toBe(true);
  });

  it('converts all of api/v1.json quickly', () => {
    const doc = readJson(V1);
    typesFromOpenAPIDocument(doc); // warm up
    const t0 = performance.now();
    const t = typesFromOpenAPIDocument(doc);
    const ms = performance.now() - t0;
    expect(t.types.size).toBe(247);
    expect(ms).toBeLessThan(100);
  });

  it('converts every 1.35 group-version document', () => {
    const groups = [
      'admissionregistration.k8s.io/v1',
      'apiextensions.k8s.io/v1',
      'autoscaling/v2',
      'flowcontrol.apiserver.k8s.io/v1',
      'networking.k8s.io/v1',
      'rbac.authorization.k8s.io/v1',
      'resource.k8s.io/v1',
      'storage.k8s.io/v1',
    ];
    for (const g of groups) {
      const t = load(`openapi-v3-1.35/apis/${g}.json`);
      expect(t.types.size).toBeGreaterThan(0);
      expect(t.byGVK.size).toBeGreaterThan(0);
    }
  });
});

describe('OpenAPI v2 (swagger-1.36.json)', () => {
  it('has 495 list fields: 80 keyed, 18 sets, 397 atomic', () => {
    const t = load(SWAGGER);
    let keyed = 0;
    let sets = 0;
    let atomic = 0;
    for (const node of t.types.values()) {
      for (const f of node.map?.fields.values() ?? []) {
        const l = f.type.list;
        if (!l || f.type.scalar !== null) continue;
        if (l.atomic) atomic++;
        else if (l.keys.length > 0) keyed++;
        else sets++;
      }
    }
    expect({ keyed, sets, atomic, total: keyed + sets + atomic }).toEqual({
      keyed: 80,
      sets: 18,
      atomic: 397,
      total: 495,
    });
  });

  it('resolves #/definitions references and the same facts as v3', () => {
    const t = load(SWAGGER);
    expect(t.byGVK.get('/v1/ConfigMap')).toBe('io.k8s.api.core.v1.ConfigMap');
    const podSpec = def(t, 'io.k8s.api.core.v1.PodSpec');
    expect(at(podSpec, 'containers').list!.keys).toEqual(['name']);
    expect(at(podSpec, 'containers', '[]', 'ports').list!.keys).toEqual(['containerPort', 'protocol']);
    expect(at(podSpec, 'nodeSelector').map!.atomic).toBe(true);
    expect(def(t, 'io.k8s.api.core.v1.LocalObjectReference').map!.atomic).toBe(true);
    expect(def(t, 'io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference').map!.atomic).toBe(true);
    expect(at(def(t, 'io.k8s.api.batch.v1.JobStatus'), 'conditions').list!.atomic).toBe(true);
    // v2 IntOrString is `type: string, format: int-or-string`: an untyped scalar only.
    expect(def(t, 'io.k8s.apimachinery.pkg.util.intstr.IntOrString')).toMatchObject({
      scalar: 'untyped',
      list: null,
      map: null,
    });
  });
});

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
