import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deduced, type TypeNode, untypedAtomic } from '../../core/schema/model.ts';
import { parseSmdSchema } from '../../core/schema/smd.ts';
import { at } from './typepath.ts';

const K8S_FILE = new URL('../../../shared/kubernetes/smd-schema-v0.36.3.yaml', import.meta.url);

let k8sCache: Map<string, TypeNode> | null = null;
function k8s(): Map<string, TypeNode> {
  k8sCache ??= parseSmdSchema(readFileSync(K8S_FILE, 'utf8'));
  return k8sCache;
}

function def(types: Map<string, TypeNode>, name: string): TypeNode {
  const n = types.get(name);
  if (!n) throw new Error(`no type ${name}`);
  return n;
}

const CORE = 'io.k8s.api.core.v1';
const META = 'io.k8s.apimachinery.pkg.apis.meta.v1';

describe('parseSmdSchema: client-go v0.36.3 schema', () => {
  it('loads every type of the file, the claimRef override included', () => {
    const text = readFileSync(K8S_FILE, 'utf8');
    const names = [...text.matchAll(/^- name: (\S+)$/gm)].map((m) => m[1]);
    const types = k8s();
    expect(names.length).toBeGreaterThan(800);
    expect(types.size).toBe(names.length);
    for (const n of names) expect(types.has(n), n).toBe(true);
    for (const [name, t] of types) {
      expect(t.scalar !== null || t.list !== null || t.map !== null, `${name} has a form`).toBe(true);
    }
  });

  it('maps the built-in names to the engine nodes', () => {
    expect(def(k8s(), '__untyped_atomic_')).toBe(untypedAtomic);
    expect(def(k8s(), '__untyped_deduced_')).toBe(deduced);
    // AllocatedDeviceStatus.data is `namedType: __untyped_atomic_`.
    expect(at(def(k8s(), 'io.k8s.api.resource.v1.AllocatedDeviceStatus'), 'data')).toBe(untypedAtomic);
  });

  it('PodSpec.containers is a list-map keyed by name of the shared Container node', () => {
    const containers = at(def(k8s(), `${CORE}.PodSpec`), 'containers');
    expect(containers.list?.atomic).toBe(false);
    expect(containers.list?.keys).toEqual(['name']);
    expect(containers.list?.elem).toBe(def(k8s(), `${CORE}.Container`));
    const env = at(containers, '[]', 'env');
    expect(env.list?.keys).toEqual(['name']);
    expect(env.list?.elem).toBe(def(k8s(), `${CORE}.EnvVar`));
  });

  it('port lists are keyed by (port, protocol) with key defaults', () => {
    const ports = at(def(k8s(), `${CORE}.Container`), 'ports');
    expect(ports.list?.atomic).toBe(false);
    expect(ports.list?.keys).toEqual(['containerPort', 'protocol']);
    const cp = def(k8s(), `${CORE}.ContainerPort`);
    expect(cp.map?.fields.get('protocol')?.default).toBe('TCP');
    expect(cp.map?.fields.get('containerPort')?.default).toBe(0);
    expect(cp.map?.fields.get('name')?.default).toBeUndefined();
    const svc = at(def(k8s(), `${CORE}.ServiceSpec`), 'ports');
    expect(svc.list?.keys).toEqual(['port', 'protocol']);
    expect(at(svc, '[]').map?.fields.get('protocol')?.default).toBe('TCP');
  });

  it('atomic lists, sets, atomic maps and atomic structs', () => {
    const container = def(k8s(), `${CORE}.Container`);
    expect(at(container, 'args').list).toMatchObject({ atomic: true, keys: [] });
    expect(at(container, 'args', '[]').scalar).toBe('string');
    expect(at(def(k8s(), `${CORE}.PodSpec`), 'tolerations').list?.atomic).toBe(true);
    const finalizers = at(def(k8s(), `${META}.ObjectMeta`), 'finalizers');
    expect(finalizers.list).toMatchObject({ atomic: false, keys: [] });
    expect(at(def(k8s(), `${META}.ObjectMeta`), 'ownerReferences').list?.keys).toEqual(['uid']);
    const labels = at(def(k8s(), `${META}.ObjectMeta`), 'labels');
    expect(labels.map).toMatchObject({ atomic: false });
    expect(labels.map?.fields.size).toBe(0);
    expect(labels.map?.elem?.scalar).toBe('string');
    expect(at(def(k8s(), `${CORE}.PodSpec`), 'nodeSelector').map?.atomic).toBe(true);
    expect(at(def(k8s(), `${CORE}.ServiceSpec`), 'selector').map?.atomic).toBe(true);
    expect(def(k8s(), `${META}.LabelSelector`).map?.atomic).toBe(true);
    expect(def(k8s(), `${CORE}.ObjectReference`).map?.atomic).toBe(true);
    // Declared fields only: no undeclared keys.
    expect(def(k8s(), `${CORE}.PodSpec`).map?.elem).toBeNull();
  });

  it('claimRef: elementRelationship separable next to a namedType makes the atomic struct granular', () => {
    const objectRef = def(k8s(), `${CORE}.ObjectReference`);
    const claimRef = at(def(k8s(), `${CORE}.PersistentVolumeSpec`), 'claimRef');
    expect(claimRef).not.toBe(objectRef);
    expect(claimRef.map?.atomic).toBe(false);
    expect(claimRef.map?.fields).toBe(objectRef.map?.fields);
    expect(claimRef.name).toBe(`${CORE}.ObjectReference`);
    // Other references still see the atomic type.
    expect(at(def(k8s(), `${CORE}.Event`), 'involvedObject')).toBe(objectRef);
  });

  it('scalars: named untyped scalars and shared inline scalars', () => {
    const time = def(k8s(), `${META}.Time`);
    expect(time).toMatchObject({ scalar: 'untyped', list: null, map: null });
    expect(at(def(k8s(), `${META}.ObjectMeta`), 'creationTimestamp')).toBe(time);
    expect(def(k8s(), 'io.k8s.apimachinery.pkg.util.intstr.IntOrString').scalar).toBe('untyped');
    const replicas = at(def(k8s(), 'io.k8s.api.apps.v1.DeploymentSpec'), 'replicas');
    expect(replicas.scalar).toBe('numeric');
    expect(at(def(k8s(), `${CORE}.Container`), 'stdin').scalar).toBe('boolean');
  });

  it('RawExtension: a field-less map of untyped values is a deduced map', () => {
    const raw = def(k8s(), 'io.k8s.apimachinery.pkg.runtime.RawExtension');
    expect(raw.map?.deduced).toBe(true);
    expect(raw.map?.atomic).toBe(false);
    const elem = raw.map!.elem!;
    expect(elem.scalar).toBe('untyped');
    expect(elem.list?.atomic).toBe(true);
    expect(elem.list?.elem).toBe(untypedAtomic);
    expect(elem.map?.elem).toBe(deduced);
    expect(elem.map?.deduced).toBe(true);
    expect(def(k8s(), `${CORE}.PodSpec`).map?.deduced).toBeUndefined();
  });
});

describe('parseSmdSchema: the format', () => {
  it('parses the oracle example schema', () => {
    const doc = JSON.parse(
      readFileSync(
        new URL('../fixtures/oracle/07-associative-list-containers.json', import.meta.url),
        'utf8',
      ),
    ) as { schema: string; typeName: string };
    const types = parseSmdSchema(doc.schema);
    const root = def(types, doc.typeName);
    const spec = at(root, 'spec');
    expect(spec).toBe(def(types, 'example.v1.DeploymentSpec'));
    expect(at(spec, 'containers').list).toMatchObject({ atomic: false, keys: ['name'] });
    expect(at(spec, 'containers', '[]', 'env').list?.keys).toEqual(['name']);
    expect(at(spec, 'finalizers').list).toMatchObject({ atomic: false, keys: [] });
    expect(at(spec, 'args').list?.atomic).toBe(true);
    expect(at(spec, 'selector').map?.atomic).toBe(true);
    expect(at(root, 'metadata', 'labels').map?.atomic).toBe(false);
  });

  it('recursive types share nodes, overrides included', () => {
    const types = parseSmdSchema(`
types:
- name: Node
  map:
    fields:
    - name: children
      type:
        list:
          elementType:
            namedType: Node
          elementRelationship: associative
          keys: [id]
    - name: frozen
      type:
        namedType: Node
        elementRelationship: atomic
    - name: id
      type:
        scalar: string
`);
    const node = def(types, 'Node');
    expect(at(node, 'children', '[]')).toBe(node);
    expect(at(node, 'children', '[]', 'children', '[]')).toBe(node);
    const frozen = at(node, 'frozen');
    expect(frozen.map?.atomic).toBe(true);
    expect(frozen.map?.fields).toBe(node.map?.fields);
    expect(at(frozen, 'frozen')).toBe(frozen);
  });

  it('inline atoms with several forms, separable maps, list overrides', () => {
    const types = parseSmdSchema(`
types:
- name: T
  map:
    elementRelationship: separable
    fields:
    - name: any
      type:
        scalar: untyped
        list:
          elementType:
            scalar: numeric
          elementRelationship: atomic
        map:
          elementType:
            scalar: string
    - name: keyedAtomic
      type:
        namedType: L
        elementRelationship: associative
    - name: setAtomic
      type:
        namedType: S
        elementRelationship: atomic
    - name: untypedMap
      type:
        map:
          elementType:
            namedType: __untyped_deduced_
- name: L
  list:
    elementType:
      namedType: T
    elementRelationship: atomic
    keys: [k]
- name: S
  list:
    elementType:
      scalar: string
    elementRelationship: associative
`);
    const t = def(types, 'T');
    expect(t.map?.atomic).toBe(false);
    const any = at(t, 'any');
    expect(any.scalar).toBe('untyped');
    expect(any.list).toMatchObject({ atomic: true, keys: [] });
    expect(any.map?.elem?.scalar).toBe('string');
    expect(def(types, 'L').list).toMatchObject({ atomic: true, keys: [] });
    expect(at(t, 'keyedAtomic').list).toMatchObject({ atomic: false, keys: ['k'] });
    expect(at(t, 'keyedAtomic', '[]')).toBe(t);
    expect(at(t, 'setAtomic').list).toMatchObject({ atomic: true, keys: [] });
    expect(def(types, 'S').list).toMatchObject({ atomic: false, keys: [] });
    const untypedMap = at(t, 'untypedMap');
    expect(untypedMap.map?.elem).toBe(deduced);
    expect(untypedMap.map?.deduced).toBe(true);
    // The built-in name resolves even though this schema does not define it.
    expect(types.has('__untyped_deduced_')).toBe(false);
  });

  it('reads names as text and defaults as the Go library does (YAML 1.1)', () => {
    const types = parseSmdSchema(`
types:
- name: T
  map:
    fields:
    - name: on
      type:
        scalar: boolean
      default: yes
    - name: "y"
      type:
        scalar: numeric
      default: 012
    - name: when
      type:
        scalar: string
      default: 2001-12-14
    - name: obj
      type:
        map:
          elementType:
            scalar: string
      default: {a: b, off: c}
`);
    const fields = def(types, 'T').map!.fields;
    expect([...fields.keys()]).toEqual(['on', 'y', 'when', 'obj']);
    expect(fields.get('on')?.default).toBe(true);
    expect(fields.get('on')?.pe.id).toBe('f:on');
    expect(fields.get('y')?.default).toBe(10);
    expect(fields.get('when')?.default).toBe('2001-12-14');
    expect(fields.get('obj')?.default).toEqual({ a: 'b', off: 'c' });
  });

  it('maps without fields or element type accept no keys; lists without a relationship are atomic', () => {
    const types = parseSmdSchema(`
types:
- name: Empty
  map: {}
- name: Bare
  list:
    elementType:
      scalar: string
`);
    expect(def(types, 'Empty').map).toMatchObject({ elem: null, atomic: false });
    expect(def(types, 'Empty').map?.fields.size).toBe(0);
    expect(def(types, 'Bare').list).toMatchObject({ atomic: true, keys: [] });
  });

  it('an empty document has no types', () => {
    expect(parseSmdSchema('').size).toBe(0);
    expect(parseSmdSchema('types: []').size).toBe(0);
  });

  it('rejects broken schemas, naming the type', () => {
    expect(() =>
      parseSmdSchema(`
types:
- name: A
  map:
    fields:
    - name: b
      type:
        namedType: Missing
`),
    ).toThrow(/"A\.b" references undefined type "Missing"/);
    expect(() =>
      parseSmdSchema('types:\n- name: A\n  scalar: string\n- name: A\n  scalar: numeric\n'),
    ).toThrow(/"A" is defined twice/);
    expect(() => parseSmdSchema('types:\n- name: A\n  scalar: int\n')).toThrow(
      /"A": unknown scalar kind "int"/,
    );
    expect(() =>
      parseSmdSchema(`
types:
- name: S
  scalar: string
- name: A
  map:
    fields:
    - name: s
      type:
        namedType: S
        elementRelationship: atomic
`),
    ).toThrow(/elementRelationship "atomic" on "S"/);
    expect(() =>
      parseSmdSchema(
        'types:\n- name: A\n  map:\n    fields:\n    - name: x\n      type: {scalar: string}\n    - name: x\n',
      ),
    ).toThrow(/field "x" is declared twice/);
    expect(() => parseSmdSchema('types: [')).toThrow(/invalid YAML/);
  });
});
