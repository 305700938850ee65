import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinType } from '../../core/schema/builtin/index.ts';
import { apiVersionOfPath, clusterDocumentRefs, pathOfAPIVersion } from '../../core/schema/cluster.ts';
import { OpenAPIDocument, SchemaError, typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { at, topologyDiff } from './typepath.ts';

const DOCS = new URL('../../../shared/kubernetes/openapi-v3-1.35/', import.meta.url);

function readDoc(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${path}.json`, DOCS), 'utf8'));
}

const apps = readDoc('apis/apps/v1');
const core = readDoc('api/v1');

// Shaped like `kubectl get --raw /openapi/v3` on a 1.35 cluster with one CRD group.
const index = {
  paths: {
    '.well-known/openid-configuration': {
      serverRelativeURL: '/openapi/v3/.well-known/openid-configuration?hash=4C2E',
    },
    api: { serverRelativeURL: '/openapi/v3/api?hash=8F1A' },
    'api/v1': { serverRelativeURL: '/openapi/v3/api/v1?hash=11AB' },
    apis: { serverRelativeURL: '/openapi/v3/apis?hash=77C0' },
    'apis/apps': { serverRelativeURL: '/openapi/v3/apis/apps?hash=02DD' },
    'apis/apps/v1': { serverRelativeURL: '/openapi/v3/apis/apps/v1?hash=9E3B' },
    'apis/example.com/v1alpha1': { serverRelativeURL: '/openapi/v3/apis/example.com/v1alpha1?hash=5A5A' },
    logs: { serverRelativeURL: '/openapi/v3/logs?hash=0000' },
    'openid/v1/jwks': { serverRelativeURL: '/openapi/v3/openid/v1/jwks?hash=3131' },
    version: { serverRelativeURL: '/openapi/v3/version?hash=ABCD' },
  },
};

function schemaError(f: () => unknown): SchemaError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return e as SchemaError;
  }
  throw new Error('expected a SchemaError');
}

/** A document as a cluster serves it for a CRD group: one kind, metadata by $ref. */
const widgetDoc = {
  openapi: '3.0.0',
  components: {
    schemas: {
      'com.example.v1alpha1.Widget': {
        type: 'object',
        'x-kubernetes-group-version-kind': [{ group: 'example.com', kind: 'Widget', version: 'v1alpha1' }],
        properties: {
          apiVersion: { type: 'string' },
          kind: { type: 'string' },
          metadata: {
            allOf: [{ $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' }],
          },
          spec: {
            type: 'object',
            properties: {
              gears: {
                type: 'array',
                'x-kubernetes-list-type': 'map',
                'x-kubernetes-list-map-keys': ['axle', 'side'],
                items: {
                  type: 'object',
                  required: ['axle', 'side'],
                  properties: {
                    axle: { type: 'integer' },
                    side: { type: 'string' },
                    teeth: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
      'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta': {
        type: 'object',
        properties: { name: { type: 'string' } },
      },
    },
  },
};

describe('clusterDocumentRefs', () => {
  it('lists the group-version documents of a /openapi/v3 index, sorted, skipping discovery entries', () => {
    expect(clusterDocumentRefs(index)).toEqual([
      { path: 'api/v1', apiVersion: 'v1', serverRelativeURL: '/openapi/v3/api/v1?hash=11AB' },
      {
        path: 'apis/apps/v1',
        apiVersion: 'apps/v1',
        serverRelativeURL: '/openapi/v3/apis/apps/v1?hash=9E3B',
      },
      {
        path: 'apis/example.com/v1alpha1',
        apiVersion: 'example.com/v1alpha1',
        serverRelativeURL: '/openapi/v3/apis/example.com/v1alpha1?hash=5A5A',
      },
    ]);
    expect(clusterDocumentRefs({ paths: {} })).toEqual([]);
  });

  it('refuses what is not an index, naming the bad entry', () => {
    expect(schemaError(() => clusterDocumentRefs('{"paths":{}}')).message).toBe(
      'openapi/v3 index: must be an object, got "{\\"paths\\":{}}"',
    );
    expect(schemaError(() => clusterDocumentRefs({ openapi: '3.0.0' })).message).toContain('has no "paths"');
    expect(schemaError(() => clusterDocumentRefs({ paths: [] })).message).toContain(
      '"paths" must be an object',
    );
    const entry = schemaError(() =>
      clusterDocumentRefs({ paths: { 'apis/apps/v1': '/openapi/v3/apis/apps/v1' } }),
    );
    expect(entry.source).toBe('openapi/v3 index paths["apis/apps/v1"]');
    expect(entry.message).toContain('must be an object, got "/openapi/v3/apis/apps/v1"');
    const missing = schemaError(() => clusterDocumentRefs({ paths: { 'api/v1': { url: '/x' } } }));
    expect(missing.message).toBe(
      'openapi/v3 index paths["api/v1"]: serverRelativeURL must be a non-empty string, got undefined',
    );
    expect(
      schemaError(() => clusterDocumentRefs({ paths: { 'api/v1': { serverRelativeURL: 7 } } })).message,
    ).toContain('got number');
  });

  it('refuses URLs that would leave the cluster', () => {
    for (const url of [
      'https://elsewhere.example/openapi/v3/api/v1',
      '//elsewhere.example/x',
      '/\\elsewhere',
      'openapi/v3/api/v1',
      '/openapi v3',
    ]) {
      const e = schemaError(() => clusterDocumentRefs({ paths: { 'api/v1': { serverRelativeURL: url } } }));
      expect(e.message).toContain('is not a path on the cluster');
      expect(e.message).toContain('paths["api/v1"]');
    }
  });

  it('treats odd keys as ordinary names', () => {
    const parsed = JSON.parse(
      '{"paths":{"__proto__":{"serverRelativeURL":"/openapi/v3/x"},"apis/constructor/v1":{"serverRelativeURL":"/openapi/v3/apis/constructor/v1"}}}',
    );
    expect(clusterDocumentRefs(parsed).map((r) => r.apiVersion)).toEqual(['constructor/v1']);
  });

  it('maps index paths and apiVersions both ways', () => {
    expect(apiVersionOfPath('api/v1')).toBe('v1');
    expect(apiVersionOfPath('apis/networking.k8s.io/v1')).toBe('networking.k8s.io/v1');
    for (const p of [
      'api',
      'apis',
      'apis/apps',
      'version',
      'openid/v1/jwks',
      '.well-known/openid-configuration',
      'apis/apps/v1/extra',
      'apis//v1',
      '/apis/apps/v1',
    ]) {
      expect(apiVersionOfPath(p)).toBeNull();
    }
    expect(pathOfAPIVersion('v1')).toBe('api/v1');
    expect(pathOfAPIVersion('apps/v1')).toBe('apis/apps/v1');
    expect(pathOfAPIVersion('')).toBeNull();
    expect(pathOfAPIVersion('a/b/c')).toBeNull();
  });
});

describe('OpenAPIDocument', () => {
  it('converts one kind and what it reaches, the same as converting the whole document', () => {
    const whole = typesFromOpenAPIDocument(apps);
    const lazy = new OpenAPIDocument(apps);
    const deployment = lazy.typeOfGVK('apps/v1/Deployment');
    expect(deployment).toBeDefined();
    expect(topologyDiff(deployment!, whole.types.get('io.k8s.api.apps.v1.Deployment')!)).toEqual([]);
    // Later kinds reuse what is converted already.
    const statefulSet = lazy.typeOfGVK('apps/v1/StatefulSet')!;
    expect(at(statefulSet, 'spec', 'template')).toBe(at(deployment!, 'spec', 'template'));
    expect(lazy.typeOfGVK('apps/v1/Nope')).toBeUndefined();
    expect(schemaError(() => lazy.type('no.such.Definition')).message).toContain('no such definition');
  });

  it('reports a broken definition when it is needed, and again next time', () => {
    const doc = {
      components: {
        schemas: {
          Good: {
            type: 'object',
            'x-kubernetes-group-version-kind': [{ group: 'g', version: 'v1', kind: 'Good' }],
          },
          Bad: {
            type: 'object',
            'x-kubernetes-group-version-kind': [{ group: 'g', version: 'v1', kind: 'Bad' }],
            properties: { x: { $ref: '#/components/schemas/Missing' } },
          },
        },
      },
    };
    const d = new OpenAPIDocument(doc);
    expect(d.typeOfGVK('g/v1/Good')?.map).not.toBeNull();
    for (let i = 0; i < 2; i++) {
      const e = schemaError(() => d.typeOfGVK('g/v1/Bad'));
      expect(e.definition).toBe('Bad');
      expect(e.message).toContain('Missing');
    }
    expect(d.typeOfGVK('g/v1/Good')?.map).not.toBeNull();
  });
});

describe('SchemaResolver with cluster documents keyed by index path', () => {
  it('resolves from the document of the object’s group-version, with the built-ins’ topology', () => {
    const r = new SchemaResolver({ openapi: { 'api/v1': core, 'apis/apps/v1': apps } });
    const deployment = r.resolve('apps/v1', 'Deployment');
    expect(deployment.source).toBe('openapi');
    expect(topologyDiff(deployment.root, builtinType('apps/v1', 'Deployment')!)).toEqual([]);
    const service = r.resolve('v1', 'Service');
    expect(service.source).toBe('openapi');
    expect(at(service.root, 'spec', 'ports').list?.keys).toEqual(['port', 'protocol']);
    expect(r.resolve('apps/v1', 'Deployment').root).toBe(deployment.root);
  });

  it('reads a document only when an object of its group-version is resolved', () => {
    const reads: string[] = [];
    const watched = (name: string, doc: Record<string, unknown>) =>
      new Proxy(doc, {
        get(target, key, receiver) {
          reads.push(`${name}.${String(key)}`);
          return Reflect.get(target, key, receiver);
        },
      });
    const r = new SchemaResolver({
      openapi: { 'api/v1': watched('core', core), 'apis/apps/v1': watched('apps', apps) },
    });
    expect(reads).toEqual([]);
    expect(r.resolve('apps/v1', 'DaemonSet').source).toBe('openapi');
    expect(reads.some((x) => x.startsWith('apps.'))).toBe(true);
    expect(reads.some((x) => x.startsWith('core.'))).toBe(false);
  });

  it('reports a broken document only when it is needed, naming its path', () => {
    const r = new SchemaResolver({ openapi: { 'apis/apps/v1': apps, 'apis/batch/v1': { info: {} } } });
    expect(r.resolve('apps/v1', 'Deployment').source).toBe('openapi');
    const e = schemaError(() => r.resolve('batch/v1', 'Job'));
    expect(e.source).toBe('openapi["apis/batch/v1"]');
    expect(e.message).toContain('neither components.schemas');
  });

  it('falls through to the built-ins, then to deduced, for what the documents do not serve', () => {
    const r = new SchemaResolver({ openapi: { 'apis/apps/v1': apps } });
    expect(r.resolve('v1', 'ConfigMap').source).toBe('builtin:1.35');
    expect(r.resolve('batch/v1', 'Job').source).toBe('builtin:1.35');
    expect(r.resolve('example.com/v1alpha1', 'Widget').source).toBe('deduced');
    // A group-version given but without the kind.
    const onlyCore = new SchemaResolver({ openapi: { 'api/v1': { components: { schemas: {} } } } });
    expect(onlyCore.resolve('v1', 'Pod').source).toBe('builtin:1.35');
  });

  it('uses a cluster document served for a CRD, and a given CRD before it', () => {
    const r = new SchemaResolver({ openapi: { 'apis/example.com/v1alpha1': widgetDoc } });
    const w = r.resolve('example.com/v1alpha1', 'Widget');
    expect(w.source).toBe('openapi');
    expect(at(w.root, 'spec', 'gears').list?.keys).toEqual(['axle', 'side']);
    const crd = {
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { kind: 'Widget' },
        versions: [{ name: 'v1alpha1', served: true, schema: { openAPIV3Schema: { type: 'object' } } }],
      },
    };
    const both = new SchemaResolver({ crds: [crd], openapi: { 'apis/example.com/v1alpha1': widgetDoc } });
    expect(both.resolve('example.com/v1alpha1', 'Widget').source).toBe('crd:widgets.example.com');
  });

  it('takes documents fetched by following an index', () => {
    // What a caller does: list the index, fetch each serverRelativeURL, key the documents by path.
    const files: Record<string, string> = {
      '/openapi/v3/api/v1': 'api/v1',
      '/openapi/v3/apis/apps/v1': 'apis/apps/v1',
    };
    const openapi: Record<string, unknown> = {};
    for (const ref of clusterDocumentRefs(index)) {
      const file = files[ref.serverRelativeURL.split('?')[0]];
      if (file) openapi[ref.path] = readDoc(file);
    }
    const r = new SchemaResolver({ openapi });
    expect(r.resolve('apps/v1', 'Deployment').source).toBe('openapi');
    expect(r.resolve('v1', 'Pod').source).toBe('openapi');
  });

  it('refuses keys that are not group-version paths, and documents that are not objects', () => {
    for (const key of ['apps/v1', '/openapi/v3/apis/apps/v1', 'apis/apps', 'version', '__proto__']) {
      const openapi = JSON.parse(`{${JSON.stringify(key)}: {"components": {"schemas": {}}}}`);
      const e = schemaError(() => new SchemaResolver({ openapi }));
      expect(e.source).toBe(`openapi[${JSON.stringify(key)}]`);
      expect(e.message).toContain('not a group-version path');
    }
    expect(schemaError(() => new SchemaResolver({ openapi: { 'api/v1': 'x' } })).message).toBe(
      'openapi["api/v1"]: the document must be an object',
    );
  });

  it('still takes a list of documents, naming a bad one by its position', () => {
    const r = new SchemaResolver({ openapi: [widgetDoc, apps] });
    expect(r.resolve('apps/v1', 'Deployment').source).toBe('openapi');
    expect(r.resolve('example.com/v1alpha1', 'Widget').source).toBe('openapi');
    const e = schemaError(() => new SchemaResolver({ openapi: [apps, 42] }));
    expect(e.message).toBe('openapi[1]: schema "root": OpenAPI document must be an object, got number');
  });
});
