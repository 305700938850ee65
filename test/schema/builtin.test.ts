import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILTIN_SOURCE,
  builtinKinds,
  builtinSchema,
  builtinType,
  KUBERNETES_VERSION,
} from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';
import {
  DEFAULT_INPUT,
  generateBuiltinModule,
  type InputDocument,
  REPO_ROOT,
  readDocuments,
} from '../../scripts/gen-builtin-schemas.ts';
import { at, topologyDiff } from './typepath.ts';

const MODULE = resolve(REPO_ROOT, 'core/schema/builtin/k8s-1.35.ts');

let docs: InputDocument[];
beforeAll(() => {
  docs = readDocuments(resolve(REPO_ROOT, DEFAULT_INPUT));
});

function kind(apiVersion: string, k: string): TypeNode {
  const t = builtinType(apiVersion, k);
  if (!t) throw new Error(`${apiVersion} ${k} does not resolve`);
  return t;
}

/** Every `[apiVersion, kind, definition]` the documents declare. */
function documentGVKs(): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const { doc } of docs) {
    const schemas = (doc as { components: { schemas: Record<string, Record<string, unknown>> } }).components
      .schemas;
    for (const [name, schema] of Object.entries(schemas)) {
      const gvks = schema['x-kubernetes-group-version-kind'];
      if (!Array.isArray(gvks)) continue;
      for (const { group, version, kind } of gvks as { group: string; version: string; kind: string }[]) {
        out.push([group === '' ? version : `${group}/${version}`, kind, name]);
      }
    }
  }
  return out;
}

describe('generated module', () => {
  it('is up to date with the generator and the 1.35 documents', () => {
    const text = generateBuiltinModule(docs, { version: '1.35', input: DEFAULT_INPUT });
    // If this fails: npx tsx scripts/gen-builtin-schemas.ts
    expect(text === readFileSync(MODULE, 'utf8')).toBe(true);
  });

  it('stays small', () => {
    const bytes = readFileSync(MODULE);
    expect(bytes.length).toBeLessThan(512 * 1024);
    expect(gzipSync(bytes).length).toBeLessThan(150 * 1024);
  });

  it('refuses two different definitions under one name', () => {
    const a = { components: { schemas: { X: { type: 'object', properties: { a: { type: 'string' } } } } } };
    const b = { components: { schemas: { X: { type: 'object', properties: { a: { type: 'integer' } } } } } };
    expect(() =>
      generateBuiltinModule(
        [
          { path: 'a.json', doc: a },
          { path: 'b.json', doc: b },
        ],
        { version: '0.0', input: 'x' },
      ),
    ).toThrow(/X differs between a.json and b.json/);
  });
});

describe('builtinType', () => {
  it('names its version and source', () => {
    expect(KUBERNETES_VERSION).toBe('1.35');
    expect(BUILTIN_SOURCE).toBe('builtin:1.35');
    const s = builtinSchema('apps/v1', 'Deployment');
    expect(s?.source).toBe('builtin:1.35');
    expect(s?.root).toBe(builtinType('apps/v1', 'Deployment'));
    expect(builtinSchema('apps/v1', 'Nope')).toBeNull();
  });

  it('keys PodSpec.containers by name and Container.ports by [containerPort, protocol] (protocol: TCP)', () => {
    const deployment = kind('apps/v1', 'Deployment');
    expect(deployment.name).toBe('io.k8s.api.apps.v1.Deployment');
    const podSpec = at(deployment, 'spec', 'template', 'spec');
    expect(podSpec.name).toBe('io.k8s.api.core.v1.PodSpec');
    const containers = at(podSpec, 'containers');
    expect(containers.list).toMatchObject({ atomic: false, keys: ['name'] });
    const ports = at(containers, '[]', 'ports');
    expect(ports.list).toMatchObject({ atomic: false, keys: ['containerPort', 'protocol'] });
    const protocol = ports.list!.elem.map!.fields.get('protocol')!;
    expect(protocol.default).toBe('TCP');
    expect(protocol.type.scalar).toBe('string');
    expect(at(containers, '[]', 'args').list).toMatchObject({ atomic: true, keys: [] });
    expect(at(containers, '[]', 'command').list).toMatchObject({ atomic: true, keys: [] });
    expect(at(podSpec, 'topologySpreadConstraints').list).toMatchObject({
      atomic: false,
      keys: ['topologyKey', 'whenUnsatisfiable'],
    });
    expect(at(podSpec, 'tolerations').list!.atomic).toBe(true);
    expect(at(podSpec, 'nodeSelector').map).toMatchObject({ atomic: true });
    expect(at(deployment, 'spec', 'selector').map!.atomic).toBe(true);
  });

  it('makes metadata.finalizers a set and labels a granular map', () => {
    for (const [v, k] of [
      ['apps/v1', 'Deployment'],
      ['v1', 'ConfigMap'],
    ]) {
      const meta = at(kind(v, k), 'metadata');
      expect(at(meta, 'finalizers').list).toMatchObject({ atomic: false, keys: [] });
      expect(at(meta, 'labels').map).toMatchObject({ atomic: false });
      expect(at(meta, 'ownerReferences').list).toMatchObject({ atomic: false, keys: ['uid'] });
    }
  });

  it('makes JobStatus.conditions atomic although it carries a patch merge key', () => {
    const job = kind('batch/v1', 'Job');
    expect(at(job, 'status', 'conditions').list).toMatchObject({ atomic: true, keys: [] });
    expect(at(job, 'spec', 'template', 'spec', 'containers').list!.keys).toEqual(['name']);
  });

  it('makes Service spec.selector an atomic map and keys spec.ports by [port, protocol]', () => {
    const spec = at(kind('v1', 'Service'), 'spec');
    const selector = at(spec, 'selector').map!;
    expect(selector.atomic).toBe(true);
    expect(selector.fields.size).toBe(0);
    expect(selector.elem!.scalar).toBe('string');
    const ports = at(spec, 'ports');
    expect(ports.list).toMatchObject({ atomic: false, keys: ['port', 'protocol'] });
    expect(ports.list!.elem.map!.fields.get('protocol')!.default).toBe('TCP');
  });

  it('resolves the other usual kinds', () => {
    expect(at(kind('v1', 'ConfigMap'), 'data').map).toMatchObject({ atomic: false });
    expect(at(kind('networking.k8s.io/v1', 'Ingress'), 'spec', 'rules').list!.atomic).toBe(true);
    expect(at(kind('rbac.authorization.k8s.io/v1', 'ClusterRole'), 'rules').list!.atomic).toBe(true);
    expect(at(kind('autoscaling/v2', 'HorizontalPodAutoscaler'), 'spec', 'metrics').list!.atomic).toBe(true);
    const crd = kind('apiextensions.k8s.io/v1', 'CustomResourceDefinition');
    const schema = at(crd, 'spec', 'versions', '[]', 'schema', 'openAPIV3Schema');
    expect(schema.name).toBe('io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps');
    // Recursive definitions resolve to the same node.
    expect(at(schema, 'properties', '{}')).toBe(schema);
  });

  it('caches: a kind resolves to the same node every time', () => {
    expect(builtinType('v1', 'Pod')).toBe(builtinType('v1', 'Pod'));
    // A kind among the definitions of one converted before is served from that conversion.
    const list = kind('apps/v1', 'ControllerRevisionList');
    expect(kind('apps/v1', 'ControllerRevision')).toBe(at(list, 'items', '[]'));
  });

  it('returns null for kinds that are not built in', () => {
    expect(builtinType('apps/v1', 'NoSuchKind')).toBeNull();
    expect(builtinType('example.com/v1', 'Widget')).toBeNull();
    expect(builtinType('v1', 'Deployment')).toBeNull();
    expect(builtinType('apps/v2', 'Deployment')).toBeNull();
    expect(builtinType('', 'Pod')).toBeNull();
    for (const k of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(builtinType('v1', k)).toBeNull();
      expect(builtinType(k, 'Pod')).toBeNull();
      expect(builtinType(k, k)).toBeNull();
    }
  });

  it('resolves every group-version-kind of the documents, to its definition', () => {
    const gvks = documentGVKs();
    expect(gvks.length).toBeGreaterThan(300);
    const seen = new Set<string>();
    for (const [apiVersion, k, name] of gvks) {
      seen.add(`${apiVersion} ${k}`);
      expect(builtinType(apiVersion, k)?.name, `${apiVersion} ${k}`).toBe(name);
    }
    expect(builtinKinds()).toEqual([...seen].sort());
    expect(builtinKinds()).toContain('apps/v1 Deployment');
    expect(builtinKinds()).toContain('v1 Pod');
  });

  it('has the topology of the full documents for every kind (compaction lost nothing)', () => {
    let compared = 0;
    for (const { path, doc } of docs) {
      const full = typesFromOpenAPIDocument(doc);
      for (const [gvk, name] of full.byGVK) {
        const [group, version, k] = gvk.split('/');
        const apiVersion = group === '' ? version : `${group}/${version}`;
        const diffs = topologyDiff(kind(apiVersion, k), full.types.get(name)!);
        expect(diffs, `${path}: ${apiVersion} ${k}`).toEqual([]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
