// The fields a built-in kind's Go struct always serializes (core/server/serialized.ts)
// and who owns them. Upstream facts checked here:
// - encoding/json and runtime.DefaultUnstructuredConverter (apimachinery
//   pkg/runtime/converter.go structToUnstructured) skip a field for `omitempty`
//   only when it is an empty string, number, bool, map, slice or a nil pointer, and
//   for `omitzero` when zero: a non-pointer struct is always written, null and the
//   empty values of omitempty fields never are, a pointer's zero value is;
// - ObjectMeta.creationTimestamp is `omitempty,omitzero` since 1.34 (apimachinery
//   503b989 "Omit null metadata.creationTimestamp"): no `creationTimestamp: null`;
// - structuredmerge.go: Apply owns what the applied configuration names (the empty
//   structs the struct adds are nobody's); Update owns what differs from the live
//   object, which for a create is the handler's New() object, serialized;
// - client-go util/csaupgrade/upgrade_test.go (TestUpgradeCSA/subresource) holds a
//   PVC's managedFields from a real cluster: its creator owns
//   `f:resources: {f:requests: {.: {}, f:storage: {}}}`, with no `.` under f:spec
//   or f:resources (both exist in the empty PVC).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinType } from '../../core/schema/builtin/index.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteRequest } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { emptyObject, serialized } from '../../core/server/serialized.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { crdOf } from '../crd.ts';
import { ownersOf } from '../scenario-helper.ts';

const NOW = '2026-01-01T00:00:00Z';
const resolver = new SchemaResolver({});

function write(req: Partial<WriteRequest> & Pick<WriteRequest, 'verb' | 'body'>) {
  const body = req.body as JsonObject;
  const schema = resolver.resolve(body.apiVersion as string, body.kind as string);
  const r = serverWrite({ live: null, manager: 'm', now: NOW, random: seededRandom(3), schema, ...req });
  if (!r.ok) throw new Error(`expected success, got ${r.status.message}`);
  return r;
}

function at(o: JsonValue | undefined, ...path: (string | number)[]): JsonValue | undefined {
  let v = o;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, JsonValue>)[k as string];
  }
  return v;
}

function entry(o: JsonObject, manager: string): JsonObject {
  const list = at(o, 'metadata', 'managedFields') as JsonObject[];
  const e = list.find((x) => x.manager === manager);
  if (e === undefined) throw new Error(`no entry for ${manager}`);
  return e;
}

function widgets(): JsonObject {
  return crdOf('example.com', 'Widget', {
    type: 'object',
    properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
  });
}

function deployment(): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'nginx', namespace: 'default', labels: { app: 'nginx' } },
    spec: {
      selector: { matchLabels: { app: 'nginx' } },
      template: {
        metadata: { labels: { app: 'nginx' } },
        spec: { containers: [{ name: 'nginx', image: 'nginx:1.27' }] },
      },
    },
  };
}

describe('serialized: what the Go struct always writes', () => {
  const root = builtinType('apps/v1', 'Deployment')!;

  it('adds the empty structs (default: {} in the OpenAPI) and nothing else; never mutates; idempotent', () => {
    const obj = deployment();
    const before = JSON.stringify(obj);
    const out = serialized(obj, root);
    expect(JSON.stringify(obj)).toBe(before);
    expect(at(out, 'spec', 'template', 'spec', 'containers', 0, 'resources')).toEqual({});
    expect(at(out, 'spec', 'strategy')).toEqual({});
    expect(at(out, 'status')).toEqual({});
    // metadata stays as written: creationTimestamp is omitzero since 1.34, nothing else of ObjectMeta is always written.
    expect(at(out, 'metadata')).toEqual(obj.metadata);
    expect(at(out, 'spec', 'template', 'metadata')).toEqual({ labels: { app: 'nginx' } });
    expect(serialized(out, root)).toBe(out);
    // What it did not touch is shared.
    expect(at(out, 'spec', 'selector')).toBe(at(obj, 'spec', 'selector'));
  });

  it("the kind's empty object (New()): metadata {}, the spec's empty structs, status {}", () => {
    const empty = emptyObject('apps/v1', 'Deployment', root);
    expect(empty).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: {},
      spec: { template: { metadata: {}, spec: { containers: null } }, strategy: {} },
      status: {},
    });
    expect(emptyObject('apps/v1', 'Deployment', root)).toBe(empty);
  });

  it('a null struct is decoded as the empty struct', () => {
    const obj = deployment();
    const c = at(obj, 'spec', 'template', 'spec', 'containers', 0) as JsonObject;
    c.resources = null;
    expect(at(serialized(obj, root), 'spec', 'template', 'spec', 'containers', 0, 'resources')).toEqual({});
  });

  it('zero scalars without omitempty, nulls and "0" for the types the schema does not mark', () => {
    const sts = serialized(
      {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        metadata: { name: 's' },
        spec: {
          selector: { matchLabels: { a: 'b' } },
          template: {
            spec: {
              containers: [
                {
                  name: 'c',
                  env: [
                    { name: 'CPU', valueFrom: { resourceFieldRef: { resource: 'limits.cpu' } } },
                    { name: 'K', valueFrom: { configMapKeyRef: { key: 'k' } } },
                  ],
                },
              ],
            },
          },
        },
      },
      builtinType('apps/v1', 'StatefulSet')!,
    );
    // ServiceName string `json:"serviceName"` (optional since 1.32, no omitempty).
    expect(at(sts, 'spec', 'serviceName')).toBe('');
    // Divisor resource.Quantity `json:"divisor,omitempty"`: a zero Quantity is written "0".
    expect(
      at(sts, 'spec', 'template', 'spec', 'containers', 0, 'env', 0, 'valueFrom', 'resourceFieldRef'),
    ).toEqual({
      resource: 'limits.cpu',
      divisor: '0',
    });
    // LocalObjectReference.name: a `+default=""` marker on an omitempty field, never written when empty.
    expect(
      at(sts, 'spec', 'template', 'spec', 'containers', 0, 'env', 1, 'valueFrom', 'configMapKeyRef'),
    ).toEqual({
      key: 'k',
    });
    // The pod template's metadata, a non-pointer ObjectMeta, without creationTimestamp: null.
    expect(at(sts, 'spec', 'template', 'metadata')).toEqual({});
    // Role.rules []PolicyRule `json:"rules"`: null when none.
    const role = serialized(
      { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: { name: 'r' } },
      builtinType('rbac.authorization.k8s.io/v1', 'Role')!,
    );
    expect(role).toEqual({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'r' },
      rules: null,
    });
  });
});

describe('serialized: what the Go struct never writes', () => {
  it('null, and the empty values of omitempty non-pointer fields, are left out; pointers keep their zero values', () => {
    const out = serialized(
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'd', namespace: '', annotations: {}, creationTimestamp: null },
        spec: {
          replicas: 0, // *int32
          paused: false, // bool omitempty
          minReadySeconds: 0, // int32 omitempty
          strategy: { rollingUpdate: { maxUnavailable: 0, maxSurge: null } }, // *IntOrString
          selector: { matchLabels: { a: 'b' } },
          template: {
            metadata: { creationTimestamp: null, labels: { a: 'b' } }, // omitzero Time
            spec: {
              hostNetwork: false,
              tolerations: [],
              nodeSelector: {},
              automountServiceAccountToken: false, // *bool
              affinity: {}, // *Affinity: an empty struct is written
              priority: null, // *int32
              containers: [
                {
                  name: 'c',
                  args: [],
                  resources: { limits: {} },
                  securityContext: { privileged: false }, // *bool
                  volumeMounts: [{ name: 'v', mountPath: '/v', readOnly: false }],
                },
              ],
            },
          },
        },
      },
      builtinType('apps/v1', 'Deployment')!,
    );
    expect(out).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd' },
      spec: {
        replicas: 0,
        strategy: { rollingUpdate: { maxUnavailable: 0 } },
        selector: { matchLabels: { a: 'b' } },
        template: {
          metadata: { labels: { a: 'b' } },
          spec: {
            automountServiceAccountToken: false,
            affinity: {},
            containers: [
              {
                name: 'c',
                resources: {},
                securityContext: { privileged: false },
                volumeMounts: [{ name: 'v', mountPath: '/v' }],
              },
            ],
          },
        },
      },
      status: {},
    });
  });

  it('an apply owns what it sent even when the answer leaves it out (the field manager sees the configuration as sent)', () => {
    const body = deployment();
    const spec = at(body, 'spec', 'template', 'spec') as JsonObject;
    spec.hostNetwork = false;
    spec.tolerations = [];
    (at(body, 'spec', 'template', 'metadata') as JsonObject).creationTimestamp = null;
    const applied = write({ verb: 'apply', body, manager: 'kubectl' });
    expect(at(applied.object, 'spec', 'template', 'spec', 'hostNetwork')).toBeUndefined();
    expect(at(applied.object, 'spec', 'template', 'metadata')).toEqual({ labels: { app: 'nginx' } });
    const owners = ownersOf(applied.object);
    expect(owners.get('.spec.template.spec.hostNetwork')).toEqual(['kubectl']);
    expect(owners.get('.spec.template.spec.tolerations')).toEqual(['kubectl']);
    expect(owners.get('.spec.template.metadata.creationTimestamp')).toEqual(['kubectl']);
    // A create's body is decoded first: what the struct drops is nobody's.
    const created = write({ verb: 'create', body, manager: 'kubectl-create' });
    const c = ownersOf(created.object);
    expect(c.get('.spec.template.spec.hostNetwork')).toBeUndefined();
    expect(c.get('.spec.template.metadata.creationTimestamp')).toBeUndefined();
  });
});

describe('serverWrite: the stored form and its ownership', () => {
  it('an apply that creates: resources {} and status {} are in the answer and owned by nobody', () => {
    const r = write({ verb: 'apply', body: deployment(), manager: 'kubectl' });
    expect(at(r.object, 'spec', 'template', 'spec', 'containers', 0, 'resources')).toEqual({});
    expect(at(r.object, 'status')).toEqual({});
    const owners = ownersOf(r.object);
    expect(owners.get('.spec.template.spec.containers[name="nginx"].resources')).toBeUndefined();
    expect(owners.get('.status')).toBeUndefined();
    expect(owners.get('.spec.template.spec.containers[name="nginx"].image')).toEqual(['kubectl']);
  });

  it('a create: the body is decoded into the Go struct, its writer owns resources; New() has spec, strategy, template', () => {
    const r = write({ verb: 'create', body: deployment(), manager: 'kubectl-create' });
    expect(at(r.object, 'status')).toEqual({});
    // The managedFields kube-apiserver writes for `kubectl create deployment nginx --image=nginx:1.27`.
    expect(entry(r.object, 'kubectl-create').fieldsV1).toEqual({
      'f:metadata': { 'f:labels': { '.': {}, 'f:app': {} } },
      'f:spec': {
        'f:progressDeadlineSeconds': {},
        'f:replicas': {},
        'f:revisionHistoryLimit': {},
        'f:selector': {},
        'f:strategy': {
          'f:rollingUpdate': { '.': {}, 'f:maxSurge': {}, 'f:maxUnavailable': {} },
          'f:type': {},
        },
        'f:template': {
          'f:metadata': { 'f:labels': { '.': {}, 'f:app': {} } },
          'f:spec': {
            'f:containers': {
              'k:{"name":"nginx"}': {
                '.': {},
                'f:image': {},
                'f:imagePullPolicy': {},
                'f:name': {},
                'f:resources': {},
                'f:terminationMessagePath': {},
                'f:terminationMessagePolicy': {},
              },
            },
            'f:dnsPolicy': {},
            'f:restartPolicy': {},
            'f:schedulerName': {},
            'f:securityContext': {},
            'f:terminationGracePeriodSeconds': {},
          },
        },
      },
    });
  });

  it("a create's ownership as a real cluster recorded it (client-go csaupgrade TestUpgradeCSA/subresource)", () => {
    const fixture = JSON.parse(
      readFileSync(
        new URL('../fixtures/appliers/csaupgrade/TestUpgradeCSA--subresource.json', import.meta.url),
        'utf8',
      ),
    );
    const recorded = (fixture.original.metadata.managedFields as JsonObject[]).find(
      (e) => e.manager === 'Mozilla',
    )!;
    const spec = fixture.original.spec as JsonObject;
    const r = write({
      verb: 'create',
      body: {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: 'data', namespace: 'default' },
        spec: {
          accessModes: spec.accessModes,
          resources: spec.resources,
          storageClassName: spec.storageClassName,
        },
      },
      manager: 'Mozilla',
    });
    expect(entry(r.object, 'Mozilla').fieldsV1).toEqual(recorded.fieldsV1);
  });

  it('an update (PUT) onto a live object written without them: the writer does not take the empty structs', () => {
    const applied = write({ verb: 'apply', body: deployment(), manager: 'kubectl' }).object;
    // A live object as a hand-written file has it: no resources {}, no status {}.
    const live = JSON.parse(JSON.stringify(applied)) as JsonObject;
    delete (at(live, 'spec', 'template', 'spec', 'containers', 0) as JsonObject).resources;
    delete live.status;
    const body = JSON.parse(JSON.stringify(live)) as JsonObject;
    (at(body, 'spec') as JsonObject).replicas = 3;
    const r = write({ verb: 'update', live, body, manager: 'scaler' });
    expect(entry(r.object, 'scaler').fieldsV1).toEqual({ 'f:spec': { 'f:replicas': {} } });
    expect(at(r.object, 'spec', 'template', 'spec', 'containers', 0, 'resources')).toEqual({});
    expect(at(r.object, 'status')).toEqual({});
  });

  it("before-first-apply takes the unmanaged object's fields against New(), not its empty structs", () => {
    const live = write({ verb: 'apply', body: deployment(), manager: 'kubectl' }).object;
    const unmanaged = { ...live, metadata: { ...(live.metadata as JsonObject), managedFields: [] } };
    const r = write({ verb: 'apply', live: unmanaged, body: deployment(), manager: 'kubectl' });
    const first = entry(r.object, 'before-first-apply').fieldsV1 as JsonObject;
    expect(at(first, 'f:spec', '.')).toBeUndefined();
    expect(at(first, 'f:status')).toBeUndefined();
    expect(
      at(first, 'f:spec', 'f:template', 'f:spec', 'f:containers', 'k:{"name":"nginx"}', 'f:resources'),
    ).toEqual({});
  });

  it("a Service's status is {loadBalancer: {}}; a CRD's status as PrepareForCreate leaves it, serialized", () => {
    const svc = write({
      verb: 'apply',
      body: { apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { ports: [{ port: 80 }] } },
    });
    expect(at(svc.object, 'status')).toEqual({ loadBalancer: {} });
    const crd = write({ verb: 'create', body: widgets() });
    expect(at(crd.object, 'status')).toEqual({
      storedVersions: ['v1'],
      conditions: null,
      acceptedNames: { kind: '', plural: '' },
    });
  });

  it("an HPA's status as PrepareForCreate leaves it: currentMetrics null (no omitempty), desiredReplicas 0", () => {
    const hpa = write({
      verb: 'apply',
      body: {
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        metadata: { name: 'web' },
        spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, maxReplicas: 5 },
      },
    });
    expect(at(hpa.object, 'status')).toEqual({ currentMetrics: null, desiredReplicas: 0 });
  });

  it('custom resources are unstructured: nothing added; defaults: false leaves the raw merge', () => {
    const crd = widgets();
    const cr = serverWrite({
      verb: 'apply',
      live: null,
      crd,
      body: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec: { size: 1 } },
      manager: 'm',
      now: NOW,
      random: seededRandom(3),
    });
    expect(cr.ok && Object.keys(cr.object)).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    const raw = write({ verb: 'apply', body: deployment(), manager: 'kubectl', defaults: false });
    expect(at(raw.object, 'status')).toBeUndefined();
    expect(at(raw.object, 'spec', 'template', 'spec', 'containers', 0, 'resources')).toBeUndefined();
  });
});
