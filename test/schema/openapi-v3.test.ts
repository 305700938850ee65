// Built-in types from the Kubernetes 1.35 OpenAPI v3 documents (core/schema/openapi.ts):
// keys, list and map types, merge strategies, references and ObjectMeta.

import { describe, expect, it } from 'vitest';
import { deduced, untypedAtomic } from '../../core/schema/model.ts';
import { typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';
import { APIEXT, APPS, BATCH, def, load, readJson, V1 } from './openapi-helpers.ts';
import { at } from './typepath.ts';

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
