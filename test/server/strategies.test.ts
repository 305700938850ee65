// What the kinds' strategies add on create and update (core/server/create-rules.ts,
// qos.ts, strategies.ts) and the second defaulting of a created object on its way
// through the storage codec (write.ts), one behaviour at a time.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteRequest } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { podQOS, quantityValue } from '../../core/server/qos.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';
import { ownersOf } from '../scenario-helper.ts';

const NOW = '2026-01-01T00:00:00Z';
const resolver = new SchemaResolver({});

function write(req: Partial<WriteRequest> & Pick<WriteRequest, 'verb' | 'body'>) {
  const body = req.body as JsonObject;
  const r = serverWrite({
    live: null,
    manager: 'm',
    now: NOW,
    random: seededRandom(3),
    schema: resolver.resolve(body.apiVersion, body.kind),
    ...req,
  });
  if (!r.ok) throw new Error(`expected success, got ${r.status.message}`);
  return r;
}

function at(o: JsonValue | undefined, ...path: string[]): JsonValue | undefined {
  let cur = o;
  for (const k of path) cur = isObject(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined;
  return cur;
}

function job(spec: JsonObject = {}, meta: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', namespace: 'default', ...meta },
    spec: {
      template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34' }] } },
      ...spec,
    },
  };
}

describe('Job: the generated selector (pkg/registry/batch/job/strategy.go)', () => {
  it('create: the selector and the four template labels carry the uid the Job gets and its name', () => {
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body: job() });
      const uid = at(r.object, 'metadata', 'uid');
      expect(typeof uid).toBe('string');
      expect(at(r.object, 'spec', 'selector')).toEqual({
        matchLabels: { 'batch.kubernetes.io/controller-uid': uid },
      });
      const labels = {
        'batch.kubernetes.io/controller-uid': uid,
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': uid,
        'job-name': 'pi',
      };
      expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual(labels);
      // No labels of its own: the storage codec's second defaulting copies the template's.
      expect(at(r.object, 'metadata', 'labels')).toEqual(labels);
      expect(at(r.object, 'metadata', 'generation')).toBe(1);
      expect(at(r.object, 'spec', 'manualSelector')).toBe(false);
      // Nobody owns what the strategy adds.
      const owners = ownersOf(r.object);
      expect(owners.has('.spec.selector')).toBe(false);
      expect(owners.has('.metadata.labels.job-name')).toBe(false);
    }
  });
  it('serverSet names what the strategy added, for the report', () => {
    const r = write({ verb: 'create', body: job() });
    expect(r.serverSet).toEqual(['.spec.template.metadata.labels', '.spec.selector']);
    const withLabels = write({
      verb: 'create',
      body: job({
        template: {
          metadata: { labels: { app: 'pi' } },
          spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
        },
      }),
    });
    expect(withLabels.serverSet).toEqual([
      '.metadata.labels.job-name',
      '.metadata.labels.batch.kubernetes.io/job-name',
      '.metadata.labels.controller-uid',
      '.metadata.labels.batch.kubernetes.io/controller-uid',
      '.spec.template.metadata.labels.job-name',
      '.spec.template.metadata.labels.batch.kubernetes.io/job-name',
      '.spec.template.metadata.labels.controller-uid',
      '.spec.template.metadata.labels.batch.kubernetes.io/controller-uid',
      '.spec.selector',
    ]);
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'd' } };
    expect(write({ verb: 'create', body: cm }).serverSet).toBeUndefined();
  });
  it('a generated name is the one the labels carry', () => {
    const r = write({
      verb: 'create',
      body: { ...job(), metadata: { generateName: 'pi-', namespace: 'default' } },
    });
    const name = at(r.object, 'metadata', 'name');
    expect(name).toMatch(/^pi-[a-z0-9]{5}$/);
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels', 'job-name')).toBe(name);
  });
  it('labels and a selector key the user set are kept; the Job keeps its own labels', () => {
    const r = write({
      verb: 'create',
      body: job(
        {
          selector: { matchLabels: { app: 'pi' } },
          template: {
            metadata: { labels: { app: 'pi', 'job-name': 'mine' } },
            spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
          },
        },
        { labels: { team: 'a' } },
      ),
    });
    const uid = at(r.object, 'metadata', 'uid');
    expect(at(r.object, 'spec', 'selector', 'matchLabels')).toEqual({
      app: 'pi',
      'batch.kubernetes.io/controller-uid': uid,
    });
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual({
      app: 'pi',
      'job-name': 'mine',
      'batch.kubernetes.io/job-name': 'pi',
      'controller-uid': uid,
      'batch.kubernetes.io/controller-uid': uid,
    });
    expect(at(r.object, 'metadata', 'labels')).toEqual({ team: 'a' });
  });
  it("a Job without labels shares its template's labels map (SetDefaults_Job): it gets the generated ones too", () => {
    const body = job({
      template: {
        metadata: { labels: { app: 'pi' } },
        spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
      },
    });
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body });
      const uid = at(r.object, 'metadata', 'uid');
      const labels = {
        app: 'pi',
        'job-name': 'pi',
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': uid,
        'batch.kubernetes.io/controller-uid': uid,
      };
      expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual(labels);
      expect(at(r.object, 'metadata', 'labels')).toEqual(labels);
      // The writer owns the label it wrote (copied by defaulting before the field manager on a
      // create, after it on an apply), nobody the generated ones.
      const owners = ownersOf(r.object);
      expect(owners.get('.metadata.labels.controller-uid') ?? []).toEqual([]);
    }
    // Without defaulting nothing is shared.
    const raw = write({ verb: 'create', body, defaults: false });
    expect(at(raw.object, 'metadata', 'labels')).toBeUndefined();
  });
  it('manualSelector: true: nothing is generated', () => {
    const body = job({
      manualSelector: true,
      selector: { matchLabels: { app: 'pi' } },
      template: {
        metadata: { labels: { app: 'pi' } },
        spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34' }] },
      },
    });
    const r = write({ verb: 'create', body });
    expect(at(r.object, 'spec', 'selector')).toEqual({ matchLabels: { app: 'pi' } });
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual({ app: 'pi' });
  });
  it('an update generates nothing and bumps generation on a spec change only', () => {
    const live = write({ verb: 'apply', body: job(), manager: 'kubectl' }).object;
    const spec = live.spec as JsonObject;
    const same = write({
      verb: 'update',
      live,
      body: { ...live, metadata: { ...(live.metadata as JsonObject) } },
    });
    expect(at(same.object, 'metadata', 'generation')).toBe(1);
    const changed = write({ verb: 'update', live, body: { ...live, spec: { ...spec, parallelism: 2 } } });
    expect(at(changed.object, 'metadata', 'generation')).toBe(2);
    expect(at(changed.object, 'spec', 'selector')).toEqual(spec.selector);
  });
});

describe('the storage round trip defaults a created object again (apiserver registry/dryrun.go)', () => {
  it('a PersistentVolumeClaim comes back Pending (a PersistentVolume is made Pending by its strategy), a Namespace Active', () => {
    const pvc = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data', namespace: 'default' },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
      status: { phase: 'Bound' },
    };
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body: pvc });
      expect(r.object.status).toEqual({ phase: 'Pending' });
      expect(ownersOf(r.object).has('.status.phase')).toBe(false);
      // Without defaulting nothing fills it.
      expect(at(r.undefaulted, 'status', 'phase')).toBeUndefined();
    }
    const pv = {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      spec: { capacity: { storage: '1Gi' }, accessModes: ['ReadWriteOnce'], hostPath: { path: '/d' } },
    };
    expect(write({ verb: 'create', body: pv }).object.status).toEqual({
      phase: 'Pending',
      lastPhaseTransitionTime: NOW,
    });
    const ns = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team' } };
    const created = write({ verb: 'create', body: ns }).object;
    expect(created.status).toEqual({ phase: 'Active' });
    expect(created.spec).toEqual({ finalizers: ['kubernetes'] });
  });
  it("a PersistentVolume's /status: lastPhaseTransitionTime follows the phase", () => {
    const pv = {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      spec: { capacity: { storage: '1Gi' }, accessModes: ['ReadWriteOnce'], hostPath: { path: '/d' } },
    };
    const live = write({ verb: 'create', body: pv }).object;
    const later = '2026-01-02T00:00:00Z';
    const status = (phase: string) => ({
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1' },
      status: { phase },
    });
    const same = write({
      verb: 'apply',
      subresource: 'status',
      live,
      manager: 'c',
      now: later,
      body: status('Pending'),
    });
    expect(at(same.object, 'status', 'lastPhaseTransitionTime')).toBe(NOW);
    const bound = write({
      verb: 'apply',
      subresource: 'status',
      live,
      manager: 'c',
      now: later,
      body: status('Bound'),
    });
    expect(bound.object.status).toEqual({ phase: 'Bound', lastPhaseTransitionTime: later });
  });
  it('defaults: false: no second pass either', () => {
    const pvc = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data', namespace: 'default' },
      spec: { resources: { requests: { storage: '1Gi' } } },
    };
    expect(
      at(write({ verb: 'create', body: pvc, defaults: false }).object, 'status', 'phase'),
    ).toBeUndefined();
  });
});

describe('custom resources: generation as customresource/strategy.go counts it', () => {
  const widget = (spec: JsonObject, extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'w', namespace: 'default', ...extra },
    spec,
  });
  const crd = (withSchema: boolean, status: boolean): JsonObject => ({
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
          ...(status ? { subresources: { status: {} } } : {}),
          ...(withSchema
            ? {
                schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
              }
            : {}),
        },
      ],
    },
  });
  const runs: [string, Partial<WriteRequest>][] = [
    ['no CRD, no schema', {}],
    ['a CRD without a schema', { crd: crd(false, false) }],
    ['a CRD with a schema and /status', { crd: crd(true, true) }],
  ];
  for (const [label, extra] of runs) {
    it(`${label}: 1 on create, +1 on a spec change, unchanged on a metadata change`, () => {
      const r0 = write({ verb: 'apply', body: widget({ size: 1 }), manager: 'kubectl', ...extra });
      expect(at(r0.object, 'metadata', 'generation')).toBe(1);
      const r1 = write({
        verb: 'apply',
        live: r0.object,
        body: widget({ size: 2 }),
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r1.object, 'metadata', 'generation')).toBe(2);
      const r2 = write({
        verb: 'apply',
        live: r1.object,
        body: widget({ size: 2 }, { labels: { a: 'b' } }),
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r2.object, 'metadata', 'generation')).toBe(2);
      // A change of a top-level field other than spec counts too.
      const r3 = write({
        verb: 'apply',
        live: r2.object,
        body: { ...widget({ size: 2 }), data: { x: '1' } },
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r3.object, 'metadata', 'generation')).toBe(3);
    });
  }
  it('EndpointSlice: any change outside metadata, or of its labels (discovery/endpointslice/strategy.go)', () => {
    const eps = (extra: JsonObject, labels: JsonObject = {}): JsonObject => ({
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: 'e', namespace: 'd', labels },
      addressType: 'IPv4',
      endpoints: [{ addresses: ['10.0.0.1'] }],
      ...extra,
    });
    const r0 = write({ verb: 'apply', body: eps({}), manager: 'k' });
    expect(at(r0.object, 'metadata', 'generation')).toBe(1);
    const r1 = write({ verb: 'apply', live: r0.object, body: eps({ ports: [{ port: 80 }] }), manager: 'k' });
    expect(at(r1.object, 'metadata', 'generation')).toBe(2);
    const r2 = write({
      verb: 'apply',
      live: r1.object,
      body: eps({ ports: [{ port: 80 }] }, { a: 'b' }),
      manager: 'k',
    });
    expect(at(r2.object, 'metadata', 'generation')).toBe(3);
    const annotated = { ...eps({ ports: [{ port: 80 }] }, { a: 'b' }) };
    annotated.metadata = { ...(annotated.metadata as JsonObject), annotations: { x: 'y' } };
    const r3 = write({ verb: 'apply', live: r2.object, body: annotated, manager: 'k' });
    expect(at(r3.object, 'metadata', 'generation')).toBe(3);
  });
  it('a built-in group without a table entry keeps generation as written', () => {
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'd' },
      data: { a: '1' },
    };
    const r0 = write({ verb: 'apply', body: cm, manager: 'k' });
    expect(at(r0.object, 'metadata', 'generation')).toBeUndefined();
    const r1 = write({ verb: 'apply', live: r0.object, body: { ...cm, data: { a: '2' } }, manager: 'k' });
    expect(at(r1.object, 'metadata', 'generation')).toBeUndefined();
  });
});

describe('Pod create (pkg/registry/core/pod/strategy.go PrepareForCreate)', () => {
  const pod = (spec: JsonObject, labels: JsonObject = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default', labels },
    spec: { containers: [{ name: 'c', image: 'nginx:1.27' }], ...spec },
  });
  it('status: Pending with the QoS class; limits alone give Guaranteed (requests default to them)', () => {
    const r = write({
      verb: 'create',
      body: pod({
        containers: [
          { name: 'c', image: 'nginx:1.27', resources: { limits: { cpu: '0.5', memory: '1Gi' } } },
        ],
      }),
    });
    expect(r.object.status).toEqual({ phase: 'Pending', qosClass: 'Guaranteed' });
    expect(at(r.object, 'metadata', 'generation')).toBe(1);
    expect(write({ verb: 'create', body: pod({}) }).object.status).toEqual({
      phase: 'Pending',
      qosClass: 'BestEffort',
    });
  });
  it('scheduling gates: the PodScheduled condition, False, SchedulingGated, at the create time', () => {
    const r = write({ verb: 'create', body: pod({ schedulingGates: [{ name: 'example.com/wait' }] }) });
    expect(r.object.status).toEqual({
      phase: 'Pending',
      conditions: [
        {
          type: 'PodScheduled',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: NOW,
          reason: 'SchedulingGated',
          message: 'Scheduling is blocked due to non-empty scheduling gates',
        },
      ],
      qosClass: 'BestEffort',
    });
  });
  it('matchLabelKeys and mismatchLabelKeys become matchExpressions with the Pod label values', () => {
    const term = {
      labelSelector: { matchLabels: { app: 'web' } },
      topologyKey: 'kubernetes.io/hostname',
      matchLabelKeys: ['pod-template-hash', 'absent'],
      mismatchLabelKeys: ['tenant'],
    };
    const r = write({
      verb: 'create',
      body: pod(
        {
          affinity: {
            podAntiAffinity: {
              requiredDuringSchedulingIgnoredDuringExecution: [term],
              preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 10, podAffinityTerm: term }],
            },
          },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'zone',
              whenUnsatisfiable: 'DoNotSchedule',
              labelSelector: { matchLabels: { app: 'web' } },
              matchLabelKeys: ['pod-template-hash'],
            },
          ],
        },
        { app: 'web', 'pod-template-hash': 'abc', tenant: 't1' },
      ),
    });
    const want = {
      matchLabels: { app: 'web' },
      matchExpressions: [
        { key: 'pod-template-hash', operator: 'In', values: ['abc'] },
        { key: 'tenant', operator: 'NotIn', values: ['t1'] },
      ],
    };
    const anti = at(r.object, 'spec', 'affinity', 'podAntiAffinity') as JsonObject;
    expect(
      at((anti.requiredDuringSchedulingIgnoredDuringExecution as JsonValue[])[0], 'labelSelector'),
    ).toEqual(want);
    expect(
      at(
        (anti.preferredDuringSchedulingIgnoredDuringExecution as JsonValue[])[0],
        'podAffinityTerm',
        'labelSelector',
      ),
    ).toEqual(want);
    const spread = (at(r.object, 'spec', 'topologySpreadConstraints') as JsonValue[])[0];
    expect(at(spread, 'labelSelector')).toEqual({
      matchLabels: { app: 'web' },
      matchExpressions: [{ key: 'pod-template-hash', operator: 'In', values: ['abc'] }],
    });
    // A Deployment's template is not a Pod: nothing is added there.
  });
  it('a deprecated AppArmor annotation becomes the container field unless the pod level says the same', () => {
    const body = pod({
      securityContext: { appArmorProfile: { type: 'RuntimeDefault' } },
      containers: [
        { name: 'a', image: 'x' },
        { name: 'b', image: 'x' },
        { name: 'c', image: 'x', securityContext: { appArmorProfile: { type: 'Unconfined' } } },
        { name: 'd', image: 'x' },
        { name: 'e', image: 'x' },
      ],
    });
    body.metadata = {
      ...(body.metadata as JsonObject),
      annotations: {
        'container.apparmor.security.beta.kubernetes.io/a': 'localhost/k8s-nginx',
        'container.apparmor.security.beta.kubernetes.io/b': 'runtime/default',
        'container.apparmor.security.beta.kubernetes.io/c': 'localhost/other',
        'container.apparmor.security.beta.kubernetes.io/d': 'localhost/',
        'container.apparmor.security.beta.kubernetes.io/e': 'unconfined',
      },
    };
    const r = write({ verb: 'create', body });
    const profiles = (at(r.object, 'spec', 'containers') as JsonObject[]).map((c) =>
      at(c, 'securityContext', 'appArmorProfile'),
    );
    expect(profiles).toEqual([
      { type: 'Localhost', localhostProfile: 'k8s-nginx' },
      undefined,
      { type: 'Unconfined' },
      undefined,
      { type: 'Unconfined' },
    ]);
    const windows = write({
      verb: 'create',
      body: { ...body, spec: { ...(body.spec as JsonObject), os: { name: 'windows' } } },
    });
    expect(
      at((at(windows.object, 'spec', 'containers') as JsonObject[])[0], 'securityContext'),
    ).toBeUndefined();
  });
  it('/status: qosClass and observedGeneration left out keep the stored ones (podStatusStrategy)', () => {
    const live = write({ verb: 'apply', body: pod({}), manager: 'k' }).object;
    const stored = {
      ...live,
      status: {
        observedGeneration: 1,
        phase: 'Pending',
        qosClass: 'BestEffort',
        conditions: [{ type: 'PodScheduled', status: 'True', observedGeneration: 1 }],
      },
    };
    const r = write({
      verb: 'apply',
      subresource: 'status',
      live: stored,
      manager: 'kubelet',
      body: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'p', namespace: 'default' },
        status: {
          phase: 'Running',
          conditions: [
            { type: 'PodScheduled', status: 'True' },
            { type: 'Ready', status: 'False' },
          ],
        },
      },
    });
    expect(r.object.status).toEqual({
      observedGeneration: 1,
      phase: 'Running',
      qosClass: 'BestEffort',
      conditions: [
        {
          type: 'PodScheduled',
          status: 'True',
          observedGeneration: 1,
          lastProbeTime: null,
          lastTransitionTime: null,
        },
        { type: 'Ready', status: 'False', lastProbeTime: null, lastTransitionTime: null },
      ],
    });
  });
  it('an update bumps generation on a spec change (updatePodGeneration)', () => {
    const live = write({ verb: 'apply', body: pod({}), manager: 'k' }).object;
    const r = write({
      verb: 'apply',
      live,
      body: pod({ containers: [{ name: 'c', image: 'nginx:1.28' }] }),
      manager: 'k',
    });
    expect(at(r.object, 'metadata', 'generation')).toBe(2);
    expect(r.object.status).toEqual(live.status);
  });
});

describe('QoS class (pkg/apis/core/helper/qos/qos.go ComputePodQOS)', () => {
  const table = JSON.parse(readFileSync(new URL('../fixtures/server/qos.json', import.meta.url), 'utf8')) as {
    cases: { name: string; spec: JsonObject; expected: string }[];
  };
  for (const c of table.cases) {
    it(`${c.name}: ${c.expected}`, () => {
      expect(podQOS({ apiVersion: 'v1', kind: 'Pod', spec: c.spec })).toBe(c.expected);
    });
  }
  it('quantities compare by value, whatever their suffix', () => {
    const spec = (req: JsonObject, lim: JsonObject): JsonObject => ({
      containers: [{ name: 'c', resources: { requests: req, limits: lim } }],
    });
    expect(podQOS({ spec: spec({ cpu: '0.5', memory: '1Gi' }, { cpu: '500m', memory: '1073741824' }) })).toBe(
      'Guaranteed',
    );
    expect(podQOS({ spec: spec({ cpu: '1e0', memory: '1024Mi' }, { cpu: 1, memory: '1Gi' }) })).toBe(
      'Guaranteed',
    );
    expect(podQOS({ spec: spec({ cpu: '500m', memory: '1G' }, { cpu: '500m', memory: '1Gi' }) })).toBe(
      'Burstable',
    );
    expect(quantityValue('1.5Ki')).toEqual({ n: 15360n, e: -1 });
    expect(quantityValue('abc')).toBeNull();
    expect(quantityValue('1e3m')).toBeNull();
    expect(quantityValue('.')).toBeNull();
  });
});

describe('Service: the REST storage around the strategy (core/service/storage/storage.go)', () => {
  const svc = (spec: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 's', namespace: 'default' },
    spec,
  });
  const notes = (r: ReturnType<typeof write>) =>
    r.notes.filter((n) => n.code === 'cluster-allocates').map((n) => n.path);
  it('create: what only the cluster can allocate is left out and noted', () => {
    const r = write({ verb: 'create', body: svc({ selector: { app: 'a' }, ports: [{ port: 80 }] }) });
    expect(at(r.object, 'spec', 'clusterIP')).toBeUndefined();
    expect(at(r.object, 'spec', 'clusterIPs')).toBeUndefined();
    expect(notes(r)).toEqual(['.spec.clusterIP', '.spec.ipFamilies']);
    expect(r.notes[0].message).toBe(
      'the cluster allocates .spec.clusterIP and .spec.clusterIPs from its service IP range: the preview leaves them out',
    );
    const lb = write({
      verb: 'apply',
      manager: 'k',
      body: svc({
        type: 'LoadBalancer',
        externalTrafficPolicy: 'Local',
        ipFamilyPolicy: 'SingleStack',
        ipFamilies: ['IPv4'],
        ports: [{ port: 443, protocol: 'TCP' }],
      }),
    });
    expect(notes(lb)).toEqual([
      '.spec.clusterIP',
      '.spec.ports[port=443,protocol="TCP"].nodePort',
      '.spec.healthCheckNodePort',
    ]);
    const noNodePorts = write({
      verb: 'create',
      body: svc({ type: 'LoadBalancer', allocateLoadBalancerNodePorts: false, ports: [{ port: 443 }] }),
    });
    expect(notes(noNodePorts)).toEqual(['.spec.clusterIP', '.spec.ipFamilies']);
    const external = write({
      verb: 'create',
      body: svc({ type: 'ExternalName', externalName: 'db.example.com' }),
    });
    expect(notes(external)).toEqual([]);
  });
  it('create: clusterIP alone is copied into clusterIPs, None too', () => {
    const headless = write({ verb: 'create', body: svc({ clusterIP: 'None', selector: { app: 'a' } }) });
    expect(at(headless.object, 'spec', 'clusterIPs')).toEqual(['None']);
    expect(notes(headless)).toEqual(['.spec.ipFamilies']);
    const both = write({
      verb: 'create',
      body: svc({ clusterIP: '10.0.0.1', clusterIPs: ['10.0.0.1', 'fd00::1'], ports: [{ port: 80 }] }),
    });
    expect(at(both.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.1', 'fd00::1']);
  });
  it('update: a type change drops what the new type does not use (dropTypeDependentFields)', () => {
    const live = svc({
      type: 'LoadBalancer',
      selector: { app: 'a' },
      clusterIP: '10.0.0.7',
      clusterIPs: ['10.0.0.7', 'fd00::7'],
      ipFamilies: ['IPv4', 'IPv6'],
      ipFamilyPolicy: 'PreferDualStack',
      externalTrafficPolicy: 'Local',
      healthCheckNodePort: 31000,
      allocateLoadBalancerNodePorts: true,
      ports: [{ name: 'a', port: 80, protocol: 'TCP', targetPort: 80, nodePort: 30001 }],
    });
    (live as JsonObject).status = { loadBalancer: { ingress: [{ ip: '1.2.3.4', ipMode: 'VIP' }] } };
    // An apply that switches to ClusterIP and names none of the allocated values: the merge
    // keeps them (nobody owns them), the strategy drops them.
    const r = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ type: 'ClusterIP', selector: { app: 'a' }, ports: [{ name: 'a', port: 80 }] }),
    });
    const spec = r.object.spec as JsonObject;
    expect((spec.ports as JsonObject[])[0].nodePort).toBeUndefined();
    expect(spec.healthCheckNodePort).toBeUndefined();
    expect(spec.allocateLoadBalancerNodePorts).toBeUndefined();
    expect(spec.clusterIP).toBe('10.0.0.7');
    expect(r.object.status).toEqual({ loadBalancer: {} });
    // ExternalName: the cluster IPs and families go too.
    const ext = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ type: 'ExternalName', externalName: 'db.example.com' }),
    });
    for (const k of ['clusterIP', 'clusterIPs', 'ipFamilies', 'ipFamilyPolicy'])
      expect(ext.object.spec).not.toHaveProperty(k);
    // SingleStack over PreferDualStack keeps the first IP and family.
    const single = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ ...(live.spec as JsonObject), ipFamilyPolicy: 'SingleStack' }),
    });
    expect(at(single.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.7']);
    expect(at(single.object, 'spec', 'ipFamilies')).toEqual(['IPv4']);
  });
  it('update: allocated values the body leaves out come back from the stored object', () => {
    const live = svc({
      type: 'NodePort',
      clusterIP: '10.0.0.7',
      clusterIPs: ['10.0.0.7'],
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      ports: [
        { name: 'a', port: 80, protocol: 'TCP', targetPort: 80, nodePort: 30001 },
        { name: 'b', port: 81, protocol: 'TCP', targetPort: 81, nodePort: 30002 },
      ],
    });
    const body = svc({
      type: 'NodePort',
      ports: [
        { name: 'a', port: 80 },
        // b takes a's old node port: a's cannot come back.
        { name: 'b', port: 81, nodePort: 30001 },
        { name: 'c', port: 82 },
      ],
    });
    const r = write({ verb: 'update', live, body });
    expect(at(r.object, 'spec', 'clusterIP')).toBe('10.0.0.7');
    expect(at(r.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.7']);
    const ports = at(r.object, 'spec', 'ports') as JsonObject[];
    expect(ports.map((p) => p.nodePort)).toEqual([undefined, 30001, undefined]);
    expect(notes(r)).toEqual([
      '.spec.ipFamilies',
      '.spec.ports[port=80,protocol="TCP"].nodePort',
      '.spec.ports[port=82,protocol="TCP"].nodePort',
    ]);
    // A new clusterIP with the stored clusterIPs: clusterIPs follow it (normalizeClusterIPs), and
    // validation then refuses the change (validateUpgradeDowngradeClusterIPs).
    const moved = serverWrite({
      verb: 'update',
      live,
      body: svc({ ...(live.spec as JsonObject), clusterIP: '10.0.0.9' }),
      manager: 'm',
      now: NOW,
      schema: resolver.resolve('v1', 'Service'),
    });
    expect(moved.ok ? '' : moved.status.message).toBe(
      'Service "s" is invalid: spec.clusterIPs[0]: Invalid value: ["10.0.0.9"]: may not change once set',
    );
    // Turned into ExternalName: nothing is kept.
    const ext = write({
      verb: 'update',
      live,
      body: svc({ type: 'ExternalName', externalName: 'x.example.com' }),
    });
    expect(at(ext.object, 'spec', 'clusterIP')).toBeUndefined();
  });
});
