// What the registry does with system metadata on a create, per Kubernetes version:
// a POST wipes deletionTimestamp, deletionGracePeriodSeconds and selfLink
// (apiserver pkg/endpoints/handlers/create.go); a PUT or apply that creates went
// through the store's Update, which before 1.37 only filled uid and
// creationTimestamp (apiserver v0.36.3 pkg/registry/generic/registry/store.go) and
// from 1.37 wipes them too (v0.37.0-beta.0).

import { beforeAll, describe, expect, it } from 'vitest';
import { builtinTypesFor } from '../../core/schema/builtin/index.ts';
import type { WriteRequest } from '../../core/server/types.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';
import { MODELLED_MINORS } from '../../core/versions.ts';

const NOW = '2026-11-27T00:00:00Z';

// A write with no schema decodes a built-in kind into its version's Go types: loaded first.
beforeAll(async () => {
  for (const v of MODELLED_MINORS) await builtinTypesFor(v);
});
const exported = {
  selfLink: '/api/v1/namespaces/default/services/web',
  deletionTimestamp: '2026-11-20T10:00:00Z',
  deletionGracePeriodSeconds: 30,
  finalizers: ['example.com/cleanup'],
};

// A Service: its storage creates on a PUT (AllowCreateOnUpdate), unlike a ConfigMap.
const svc: JsonObject = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'web', namespace: 'default', ...exported },
  spec: { type: 'ClusterIP', clusterIP: '10.0.0.10', ports: [{ port: 80 }] },
};

function created(verb: WriteRequest['verb'], kubernetesVersion: string): JsonObject {
  const r = serverWrite({ verb, live: null, body: svc, manager: 'kubectl', now: NOW, kubernetesVersion });
  if (!r.ok) throw new Error(r.status.message);
  const { managedFields: _, uid: __, ...meta } = r.object.metadata as JsonObject;
  return meta;
}

const wiped = {
  name: 'web',
  namespace: 'default',
  creationTimestamp: NOW,
  finalizers: ['example.com/cleanup'],
};

describe('system metadata on a create, per version', () => {
  it('a POST wipes them on every version', () => {
    for (const v of ['1.35', '1.36', '1.37']) expect(created('create', v), v).toEqual(wiped);
  });

  it('a PUT or an apply that creates keeps them before 1.37', () => {
    for (const v of ['1.35.2', '1.36.1', '1.36']) {
      for (const verb of ['apply', 'update'] as const) {
        expect(created(verb, v), `${verb} on ${v}`).toEqual({
          name: 'web',
          namespace: 'default',
          ...exported,
          creationTimestamp: NOW,
        });
      }
    }
  });

  it('a PUT or an apply that creates wipes them from 1.37', () => {
    for (const verb of ['apply', 'update'] as const) expect(created(verb, '1.37'), verb).toEqual(wiped);
  });
});

// structured-merge-diff v6.4 (Kubernetes 1.37) refuses data after the JSON of a
// managedFields `k:`/`v:` key (fieldpath/serialize-pe.go, "unexpected trailing
// data"); v6.3 (1.35, 1.36) reads the first JSON value and ignores the rest.
describe('managedFields keys with data after their JSON, per version', () => {
  const live: JsonObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'cm',
      namespace: 'default',
      finalizers: ['example.com/a'],
      managedFields: [
        {
          manager: 'ctl',
          operation: 'Update',
          apiVersion: 'v1',
          time: '2026-11-01T00:00:00Z',
          fieldsType: 'FieldsV1',
          fieldsV1: {
            'f:data': { 'f:x': {} },
            'f:metadata': { 'f:finalizers': { 'v:"example.com/a" {"b":1}': {} } },
          },
        },
      ],
    },
    data: { x: '1' },
  };
  const applied = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cm', namespace: 'default', finalizers: ['example.com/a'] },
    data: { x: '2' },
  };
  const write = (kubernetesVersion: string) =>
    serverWrite({ verb: 'apply', live, body: applied, manager: 'kubectl', now: NOW, kubernetesVersion });

  it('1.35 and 1.36 read the key as its JSON: ctl keeps the finalizer and its data.x conflicts', () => {
    for (const v of ['1.35', '1.36']) {
      const r = write(v);
      expect(r.ok, v).toBe(false);
      if (r.ok) continue;
      expect(r.status.code, v).toBe(409);
      expect(r.conflicts.map((c) => c.path)).toEqual(['.data.x']);
    }
  });

  it('1.37 refuses the live managedFields', () => {
    const r = write('1.37');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toMatch(/^failed to decode managed fields: /);
  });
});

// UpdateNoErrors (apimachinery managedfields/internal/fieldmanager.go): a create or
// update whose objects the field manager cannot type is stored anyway, with its
// managedFields cleared before 1.37 and the live object's kept from 1.37.
describe('a field manager failure on an update, per version', () => {
  const entry = {
    manager: 'ctl',
    operation: 'Update',
    apiVersion: 'v1',
    time: '2026-11-01T00:00:00Z',
    fieldsType: 'FieldsV1',
    fieldsV1: { 'f:data': { 'f:x': {} } },
  };
  // A stored object the schema cannot type (a list where ObjectMeta has a map of labels).
  const live: JsonObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cm', namespace: 'default', labels: ['a'], managedFields: [entry] },
    data: { x: '1' },
  };
  const body: JsonObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cm', namespace: 'default' },
    data: { x: '2' },
  };
  const put = (kubernetesVersion: string) =>
    serverWrite({ verb: 'update', live, body, manager: 'editor', now: NOW, kubernetesVersion });

  it('1.35 and 1.36 store the write without managedFields, and say so', () => {
    for (const v of ['1.35', '1.36']) {
      const r = put(v);
      if (!r.ok) throw new Error(r.status.message);
      expect((r.object.metadata as JsonObject).managedFields, v).toBeUndefined();
      expect(r.object.data).toEqual({ x: '2' });
      expect(r.notes.map((n) => n.code)).toContain('field-manager-failed');
      expect(r.notes.find((n) => n.code === 'field-manager-failed')?.message).toMatch(
        /^the field manager cannot track this write \(failed to create typed live object .*\): Kubernetes 1\.3[56]\.\d+ stores it with no managedFields$/,
      );
    }
  });

  it("1.37 keeps the live object's managedFields", () => {
    const r = put('1.37');
    if (!r.ok) throw new Error(r.status.message);
    expect((r.object.metadata as JsonObject).managedFields).toEqual([entry]);
    expect(r.notes.find((n) => n.code === 'field-manager-failed')?.message).toMatch(
      /stores it with the live object's managedFields unchanged$/,
    );
  });
});

// kubernetes pkg/registry/apps/statefulset/strategy.go dropStatefulSetDisabledFields:
// without MaxUnavailableStatefulSet (1.35.4-1.36.x) a StatefulSet's maxUnavailable is
// dropped unless the stored object has one.
describe('a StatefulSet maxUnavailable under MaxUnavailableStatefulSet, per version', () => {
  const sts = (maxUnavailable: number): JsonObject => ({
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'db', namespace: 'default' },
    spec: {
      serviceName: 'db',
      selector: { matchLabels: { app: 'db' } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable } },
      template: {
        metadata: { labels: { app: 'db' } },
        spec: { containers: [{ name: 'db', image: 'postgres:17' }] },
      },
    },
  });
  const rollingUpdate = (o: JsonObject) =>
    ((o.spec as JsonObject).updateStrategy as JsonObject).rollingUpdate as JsonObject;

  it('is dropped on create where the gate is off, with a note; kept where it is on', () => {
    for (const [v, kept] of [
      ['1.35.3', true],
      ['1.35.4', false],
      ['1.36', false],
      ['1.37', true],
    ] as const) {
      const r = serverWrite({
        verb: 'apply',
        live: null,
        body: sts(2),
        manager: 'kubectl',
        now: NOW,
        kubernetesVersion: v,
      });
      if (!r.ok) throw new Error(r.status.message);
      expect(rollingUpdate(r.object), v).toEqual(
        kept ? { partition: 0, maxUnavailable: 2 } : { partition: 0 },
      );
      expect(
        r.notes.some((n) => n.code === 'gate-disabled'),
        v,
      ).toBe(!kept);
    }
  });

  it('stays on an update where the stored StatefulSet has one', () => {
    const stored = serverWrite({
      verb: 'apply',
      live: null,
      body: sts(2),
      manager: 'kubectl',
      now: NOW,
      kubernetesVersion: '1.35.3',
    });
    if (!stored.ok) throw new Error(stored.status.message);
    const r = serverWrite({
      verb: 'apply',
      live: stored.object,
      body: sts(3),
      manager: 'kubectl',
      now: NOW,
      kubernetesVersion: '1.36',
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(rollingUpdate(r.object).maxUnavailable).toBe(3);
    expect(r.notes.map((n) => n.code)).not.toContain('gate-disabled');
  });
});

describe("a PUT's own managedFields with a key's trailing data, per version", () => {
  const entry = (fieldsV1: JsonObject) => ({
    manager: 'tool',
    operation: 'Update',
    apiVersion: 'v1',
    time: '2026-11-01T00:00:00Z',
    fieldsType: 'FieldsV1',
    fieldsV1,
  });
  const live: JsonObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'cm',
      namespace: 'default',
      finalizers: ['example.com/a'],
      managedFields: [entry({ 'f:data': { 'f:x': {} } })],
    },
    data: { x: '1' },
  };
  // The body replaces the managedFields: `tool` owns the finalizer, its key written with trailing data.
  const body: JsonObject = {
    ...live,
    metadata: {
      ...(live.metadata as JsonObject),
      managedFields: [entry({ 'f:metadata': { 'f:finalizers': { 'v:"example.com/a" x': {} } } })],
    },
  };
  const put = (kubernetesVersion: string) => {
    const r = serverWrite({ verb: 'update', live, body, manager: 'tool', now: NOW, kubernetesVersion });
    if (!r.ok) throw new Error(r.status.message);
    return ((r.object.metadata as JsonObject).managedFields as JsonObject[]).map((e) => e.fieldsV1);
  };

  it('1.36 takes them, the key read as its JSON', () => {
    expect(put('1.36')).toEqual([{ 'f:metadata': { 'f:finalizers': { 'v:"example.com/a"': {} } } }]);
  });

  it("1.37 cannot read them and keeps the live object's", () => {
    expect(put('1.37')).toEqual([{ 'f:data': { 'f:x': {} } }]);
  });
});
