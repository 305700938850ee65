import { describe, expect, it } from 'vitest';
import { update } from '../../core/managed/fieldmanager.ts';
import { LAST_APPLIED as LAST } from '../../core/managed/lastapplied.ts';
import { previewBatch, previewObject } from '../../core/preview/index.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';
import {
  configMapOwnedByKubectl,
  configMapSharedLabel,
  deployment,
  deploymentScaledByHpa,
  NOW,
} from './cases.ts';

const cm = (data: Record<string, string>): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'test-cm', namespace: 'default' },
  data,
});

describe('preview report', () => {
  it("the docs' ConfigMap conflict: 409 for other-manager, with the live and applied values and three ways out", () => {
    const r = previewObject(
      { live: configMapOwnedByKubectl(), intent: cm({ b: '3' }) },
      { fieldManager: 'other-manager', now: NOW },
    );
    expect(r.action).toBe('conflict');
    expect(r.schemaSource).toBe('builtin:1.35');
    expect(r.conflicts).toHaveLength(1);
    const c = r.conflicts[0];
    expect(c.path).toBe('.data.b');
    expect(c.owners).toEqual([{ manager: 'kubectl', operation: 'Apply' }]);
    expect(c.liveValue).toBe('2');
    expect(c.appliedValue).toBe('3');
    expect(c.resolutions.force).toContain('--force-conflicts');
    expect(c.resolutions.force).toContain('"other-manager" takes .data.b and sets it to "3"');
    expect(c.resolutions.drop).toContain('Remove .data.b from the manifest');
    expect(c.resolutions.coOwn).toContain('Set .data.b to the live value "2"');
    expect(r.notes.map((n) => n.code)).toEqual(['conflict-preview']);
    // What force would do: .data.b changes and moves from kubectl to other-manager.
    expect(r.changes).toEqual([{ path: '.data.b', kind: 'modified', before: '2', after: '3' }]);
    expect(r.ownership).toEqual([
      {
        path: '.data.b',
        before: [{ manager: 'kubectl', operation: 'Apply' }],
        after: [{ manager: 'other-manager', operation: 'Apply' }],
      },
    ]);
    expect(r.object).toBeUndefined();
    expect(r).toMatchSnapshot();
  });

  it('the same value co-owns the field: an update of ownership only, no conflict', () => {
    const r = previewObject(
      { live: configMapOwnedByKubectl(), intent: cm({ b: '2' }) },
      { fieldManager: 'other-manager', now: NOW },
    );
    expect(r.action).toBe('update');
    expect(r.changes).toEqual([]);
    expect(r.ownership).toEqual([
      {
        path: '.data.b',
        before: [{ manager: 'kubectl', operation: 'Apply' }],
        // In managedFields order: the no-op apply of other-manager carries no time, and sorts first.
        after: [
          { manager: 'other-manager', operation: 'Apply' },
          { manager: 'kubectl', operation: 'Apply' },
        ],
      },
    ]);
  });

  it('lists every key a big ConfigMap gains, whatever its name', () => {
    const data = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key-${i}`, 'v']));
    const first = previewObject(
      { live: null, intent: cm(data) },
      { fieldManager: 'kubectl', now: NOW, includeObject: true },
    );
    const live = first.object as JsonObject;
    const gains: Record<string, string>[] = [{ zz: 'new' }, { zz: 'new', '7': 'num' }];
    for (const added of gains) {
      const r = previewObject(
        { live, intent: cm({ ...data, 'key-3': 'changed', ...added }) },
        { fieldManager: 'kubectl', now: NOW },
      );
      const want = [
        { path: '.data.key-3', kind: 'modified', before: 'v', after: 'changed' },
        ...Object.entries(added).map(([k, v]) => ({ path: `.data.${k}`, kind: 'added', after: v })),
      ];
      expect(r.changes).toEqual(expect.arrayContaining(want));
      expect(r.changes).toHaveLength(want.length);
    }
  });

  it('re-applying the same manifest is unchanged', () => {
    const r = previewObject(
      { live: configMapOwnedByKubectl(), intent: cm({ a: '1', b: '2' }) },
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(r.action).toBe('unchanged');
    expect(r.changes).toEqual([]);
    expect(r.ownership).toEqual([]);
  });

  it('a forced apply takes the field and says who loses it', () => {
    const r = previewObject(
      { live: configMapOwnedByKubectl(), intent: cm({ b: '3' }) },
      { fieldManager: 'other-manager', force: true, now: NOW, includeObject: true },
    );
    expect(r.action).toBe('update');
    expect(r.conflicts).toEqual([]);
    const kubectl = r.managers.find((m) => m.manager === 'kubectl');
    expect(kubectl).toMatchObject({ fieldsBefore: 2, fieldsAfter: 1, lost: 1, gained: 0 });
    const forced = r.notes.find((n) => n.code === 'forced');
    expect(forced?.message).toContain('kubectl (Apply) loses 1 field');
    expect(r.object?.data).toEqual({ a: '1', b: '3' });
    expect(r).toMatchSnapshot();
  });

  it('an HPA that owns replicas while the manifest still sets them: conflict with the /scale writer and the handover advice', () => {
    const r = previewObject(
      { live: deploymentScaledByHpa(), intent: deployment('nginx:1.26', 3) },
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(r.action).toBe('conflict');
    expect(r.conflicts.map((c) => c.path)).toEqual(['.spec.replicas']);
    expect(r.conflicts[0].owners).toEqual([
      {
        manager: 'horizontal-pod-autoscaler',
        operation: 'Update',
        apiVersion: 'apps/v1',
        subresource: 'scale',
      },
    ]);
    expect(r.conflicts[0].liveValue).toBe(5);
    expect(r.conflicts[0].appliedValue).toBe(3);
    const note = r.notes.find((n) => n.code === 'replicas-autoscaler');
    expect(note?.message).toContain('the apply conflicts');
    expect(note?.message).toContain('--field-manager=handover-to-hpa');
    expect(r.changes).toContainEqual({
      path: '.spec.template.spec.containers[name="app"].image',
      kind: 'modified',
      before: 'nginx:1.25',
      after: 'nginx:1.26',
    });
    expect(r).toMatchSnapshot();
  });

  it('the manifest without replicas leaves them to the HPA; the image change is a plain update', () => {
    const r = previewObject(
      { live: deploymentScaledByHpa(), intent: deployment('nginx:1.26') },
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(r.action).toBe('update');
    expect(r.conflicts).toEqual([]);
    // The HPA's write through /scale already took .spec.replicas from kubectl, so leaving it out
    // gives nothing up: the value stays 5 and nothing is pruned.
    expect(r.retained).toEqual([]);
    expect(r.pruned).toEqual([]);
    // The spec changes, so the Deployment strategy bumps the generation (set by the server).
    expect(r.changes).toEqual([
      { path: '.metadata.generation', kind: 'modified', before: 2, after: 3, setBy: 'server' },
      {
        path: '.spec.template.spec.containers[name="app"].image',
        kind: 'modified',
        before: 'nginx:1.25',
        after: 'nginx:1.26',
      },
    ]);
    expect(r.notes.find((n) => n.code === 'replicas-autoscaler')?.message).toContain('safe state');
  });

  it('dropping replicas nobody else owns prunes them, and the API server resets them to 1', () => {
    const live = previewObject(
      { live: null, intent: deployment('nginx:1.25', 3) },
      { fieldManager: 'kubectl', now: NOW, includeObject: true },
    ).object as JsonObject;
    const r = previewObject(
      { live, intent: deployment('nginx:1.25') },
      { fieldManager: 'kubectl', now: NOW },
    );
    // kubectl gives the field up; the server's defaulting (after the field manager) sets it to 1, owned by nobody.
    expect(r.pruned).toEqual([{ path: '.spec.replicas', before: 3, resetTo: 1 }]);
    expect(r.changes).toEqual([
      { path: '.metadata.generation', kind: 'modified', before: 1, after: 2, setBy: 'server' },
      { path: '.spec.replicas', kind: 'modified', before: 3, after: 1, setBy: 'defaults' },
    ]);
    expect(r.notes.find((n) => n.code === 'default-reset')).toMatchObject({ path: '.spec.replicas' });
    expect(r.notes.find((n) => n.code === 'default-reset')?.message).toContain('default 1');
    expect(r.ownership).toEqual([
      { path: '.spec.replicas', before: [{ manager: 'kubectl', operation: 'Apply' }], after: [] },
    ]);
  });

  it('with defaults: false the raw merge removes replicas, and the note says the server would set 1', () => {
    const live = previewObject(
      { live: null, intent: deployment('nginx:1.25', 3) },
      { fieldManager: 'kubectl', now: NOW, includeObject: true, defaults: false },
    ).object as JsonObject;
    expect((live.spec as JsonObject).strategy).toBeUndefined();
    const r = previewObject(
      { live, intent: deployment('nginx:1.25') },
      { fieldManager: 'kubectl', now: NOW, defaults: false },
    );
    expect(r.pruned).toEqual([{ path: '.spec.replicas', before: 3 }]);
    expect(r.changes.find((c) => c.path === '.spec.replicas')).toEqual({
      path: '.spec.replicas',
      kind: 'removed',
      before: 3,
    });
    expect(r.notes.find((n) => n.code === 'default-reset')?.message).toContain('default 1');
  });

  it('a five-line Deployment is created as the server stores it: defaults marked, owned by nobody', () => {
    const r = previewObject(
      { live: null, intent: deployment('nginx:1.25') },
      { fieldManager: 'kubectl', now: NOW, includeObject: true },
    );
    expect(r.action).toBe('create');
    const by = (path: string) => r.changes.find((c) => c.path === path);
    expect(by('.spec.replicas')).toEqual({
      path: '.spec.replicas',
      kind: 'added',
      after: 1,
      setBy: 'defaults',
    });
    expect(by('.spec.strategy.type')).toMatchObject({ after: 'RollingUpdate', setBy: 'defaults' });
    expect(by('.spec.template.spec.containers[name="app"].imagePullPolicy')).toMatchObject({
      after: 'IfNotPresent',
      setBy: 'defaults',
    });
    expect(by('.metadata.generation')).toMatchObject({ after: 1, setBy: 'server' });
    expect(by('.metadata.uid')?.setBy).toBe('server');
    expect(by('.metadata.creationTimestamp')).toMatchObject({ after: NOW, setBy: 'server' });
    expect(by('.spec.template.spec.containers[name="app"].image')).toEqual({
      path: '.spec.template.spec.containers[name="app"].image',
      kind: 'added',
      after: 'nginx:1.25',
    });
    // Only what kubectl applied is owned: no ownership change names a defaulted path.
    const defaulted = r.changes.filter((c) => c.setBy === 'defaults').map((c) => c.path);
    expect(defaulted.length).toBeGreaterThan(10);
    for (const o of r.ownership) expect(defaulted).not.toContain(o.path);
    expect(r.notes.find((n) => n.code === 'defaulted')?.message).toContain(`${defaulted.length} fields`);
  });

  it('a manifest with a status block: the server ignores it, and the note says so', () => {
    const intent = { ...deployment('nginx:1.25'), status: { replicas: 9 } };
    const r = previewObject(
      { live: null, intent },
      { fieldManager: 'kubectl', now: NOW, includeObject: true },
    );
    // Stored without it: DeploymentStatus{} (PrepareForCreate), which Go serializes as {} (a non-pointer struct).
    expect(r.object?.status).toEqual({});
    expect(r.changes.filter((c) => c.path.startsWith('.status'))).toEqual([
      { path: '.status', kind: 'added', after: {} },
    ]);
    expect(r.notes.find((n) => n.code === 'status-ignored')).toMatchObject({ path: '.status' });
  });

  it('a new Service: what the cluster allocates is left out and noted; a new Job shows its generated selector', () => {
    const svc = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web', namespace: 'default' },
      spec: { type: 'NodePort', selector: { app: 'web' }, ports: [{ port: 80 }] },
    };
    const r = previewObject(
      { live: null, intent: svc },
      { fieldManager: 'kubectl', now: NOW, includeObject: true },
    );
    expect(r.notes.filter((n) => n.code === 'cluster-allocates')).toEqual([
      {
        code: 'cluster-allocates',
        path: '.spec.clusterIP',
        message:
          'the cluster allocates .spec.clusterIP and .spec.clusterIPs from its service IP range: the preview leaves them out',
      },
      expect.objectContaining({ path: '.spec.ipFamilies' }),
      expect.objectContaining({ path: '.spec.ports[port=80,protocol="TCP"].nodePort' }),
    ]);
    expect((r.object as JsonObject).spec).not.toHaveProperty('clusterIP');
    const job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'pi', namespace: 'default' },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5' }] } } },
    };
    const j = previewObject({ live: null, intent: job }, { fieldManager: 'kubectl', now: NOW });
    const uid = j.changes.find((c) => c.path === '.metadata.uid')?.after;
    // The strategy's additions are the server's; the Job's own labels, copied from the
    // generated ones by the second defaulting, the defaults'.
    const setBy = (path: string) => j.changes.find((c) => c.path === path)?.setBy;
    expect(j.changes.find((c) => c.path === '.spec.selector')).toEqual({
      path: '.spec.selector',
      kind: 'added',
      after: { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } },
      setBy: 'server',
    });
    expect(setBy('.spec.template.metadata.labels.batch.kubernetes.io/controller-uid')).toBe('server');
    expect(setBy('.metadata.labels.job-name')).toBe('defaults');
    expect(setBy('.spec.template.spec.containers[name="pi"].image')).toBeUndefined();
  });

  it('a field dropped by one applier but retained because another owns it', () => {
    const live = configMapSharedLabel();
    // ci drops the label (platform still applies it) and the annotation (nobody else has it).
    const r = previewObject(
      {
        live,
        intent: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'shared', namespace: 'default' },
          data: { mode: 'a' },
        },
      },
      { fieldManager: 'ci', now: NOW },
    );
    expect(r.retained).toEqual([
      { path: '.metadata.labels.team', owners: [{ manager: 'platform', operation: 'Apply' }] },
    ]);
    expect(r.pruned).toEqual([{ path: '.metadata.annotations.owner', before: 'ci' }]);
    expect(r.changes).toEqual([{ path: '.metadata.annotations.owner', kind: 'removed', before: 'ci' }]);
    expect(r).toMatchSnapshot();
  });

  it('a new object is created; every field goes to the applier', () => {
    const r = previewObject(
      { live: null, intent: deployment('nginx:1.25', 2) },
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(r.action).toBe('create');
    expect(r.notes[0].code).toBe('create');
    expect(r.changes.every((c) => c.kind === 'added')).toBe(true);
    expect(r.changes.map((c) => c.path)).toContain(
      '.spec.template.spec.containers[name="app"].ports[containerPort=8080,protocol="TCP"].containerPort',
    );
    expect(r.managers).toEqual([
      {
        manager: 'kubectl',
        operation: 'Apply',
        fieldsBefore: 0,
        fieldsAfter: expect.any(Number),
        gained: expect.any(Number),
        lost: 0,
      },
    ]);
    expect(r.managers[0].fieldsAfter).toBe(r.managers[0].gained);
  });

  it('an unknown kind uses the deduced schema and says the preview is approximate', () => {
    const r = previewObject(
      {
        live: null,
        intent: {
          apiVersion: 'example.com/v1',
          kind: 'Widget',
          metadata: { name: 'w' },
          spec: { items: [1, 2] },
        },
      },
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(r.schemaSource).toBe('deduced');
    expect(r.notes.map((n) => n.code)).toEqual(['create', 'deduced-schema', 'validation']);
    expect(r.changes).toContainEqual({ path: '.spec.items', kind: 'added', after: [1, 2] });
  });

  it('bad manifests become error or invalid items naming the path, and the batch goes on', () => {
    const b = previewBatch(
      [
        { live: null, intent: { apiVersion: 'v1', kind: 'ConfigMap', metadata: {} } },
        { live: null, intent: { kind: 'ConfigMap', metadata: { name: 'x' } } },
        {
          live: null,
          intent: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: 1 } },
        },
        { live: configMapOwnedByKubectl(), intent: cm({ b: '3' }) },
      ],
      { fieldManager: 'ci', now: NOW },
    );
    // What the API server refuses is `invalid`; what never reaches it (no apiVersion) is `error`.
    expect(b.objects.map((o) => o.action)).toEqual(['invalid', 'error', 'invalid', 'conflict']);
    expect(b.objects[0].error).toEqual({
      code: 400,
      reason: 'BadRequest',
      message: 'name must be provided',
    });
    expect(b.objects[1].error?.message).toBe(
      `Object 'apiVersion' is missing in '{"kind":"ConfigMap","metadata":{"name":"x"}}'`,
    );
    expect(b.objects[2].error?.message).toContain('.data.a: expected string, got int');
    expect(b.objects[2].causes).toEqual([{ path: '.data.a', message: 'expected string, got int' }]);
    expect(b.objects[0].status?.message).toBe('name must be provided');
    expect(b.summary).toEqual({
      objects: 4,
      create: 0,
      update: 0,
      unchanged: 0,
      conflict: 1,
      invalid: 2,
      error: 1,
      delete: 0,
      orphan: 0,
      conflicts: 1,
      managersAffected: [],
      conflictsWith: ['kubectl'],
    });
  });

  it('a CRD given to the resolver is used and named', () => {
    const crd = crdOf('example.com', 'Widget', {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            items: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'integer' } },
          },
        },
      },
    });

    const resolver = new SchemaResolver({ crds: [crd] });
    const intent = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w' },
      spec: { items: [1, 2] },
    };
    const r = previewObject({ live: null, intent }, { fieldManager: 'kubectl', now: NOW, resolver });
    expect(r.schemaSource).toBe('crd:widgets.example.com');
    expect(r.changes.map((c) => c.path)).toEqual([
      '.apiVersion',
      '.kind',
      '.metadata.creationTimestamp',
      '.metadata.generation',
      '.metadata.name',
      '.metadata.uid',
      '.spec.items[=1]',
      '.spec.items[=2]',
    ]);
  });

  it('kubectl applying server-side over client-side apply state gets the migration note', () => {
    const intent = cm({ a: '1' });
    const csa = update(
      null,
      {
        ...intent,
        metadata: { ...(intent.metadata as JsonObject), annotations: { [LAST]: JSON.stringify(intent) } },
      },
      {
        manager: 'kubectl-client-side-apply',
        now: NOW,
      },
    );
    if (!csa.ok) throw new Error(csa.status.message);
    const r = previewObject(
      { live: csa.object, intent: cm({ a: '2' }) },
      { fieldManager: 'kubectl', now: NOW },
    );
    // The live value equals last-applied, so the conflict with kubectl-client-side-apply is forgiven.
    expect(r.action).toBe('update');
    const note = r.notes.find((n) => n.code === 'client-side-apply-migration');
    expect(note?.message).toContain('"kubectl-client-side-apply" owns fields');
    expect(note?.message).toContain('last-applied-configuration');
    // Another manager name gets no such note.
    const other = previewObject(
      { live: csa.object, intent: cm({ a: '1' }) },
      { fieldManager: 'ci', now: NOW },
    );
    expect(other.notes.map((n) => n.code)).not.toContain('client-side-apply-migration');
  });
});
