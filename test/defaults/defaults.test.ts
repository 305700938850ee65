// applyDefaults: the five-line Deployment field by field, the contract (input
// never mutated, the same object back when nothing changes, unchanged subtrees
// shared), `__proto__` keys, the pull policy by image reference, and defaults of
// kinds the ported upstream cases do not reach.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageTag, pullPolicyFor } from '../../core/defaults/image.ts';
import { applyDefaults, BUILTIN_DEFAULTERS } from '../../core/defaults/index.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'defaults');

function deepFreeze<T extends JsonValue>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const k of Object.keys(v)) deepFreeze((v as JsonObject)[k]);
    Object.freeze(v);
  }
  return v;
}

/** Every leaf path (dotted, list indexes as numbers) of a JSON value, empty objects included. */
function leaves(v: JsonValue, prefix = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, prefix === '' ? `${i}` : `${prefix}.${i}`));
  if (isObject(v) && Object.keys(v).length > 0)
    return Object.keys(v).flatMap((k) => leaves(v[k], prefix === '' ? k : `${prefix}.${k}`));
  return [prefix];
}

const load = (name: string): JsonObject => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

describe('a Deployment from a five-line manifest', () => {
  const fx = load('deployment-five-lines.json') as {
    input: JsonObject;
    expected: JsonObject;
    sources: Record<string, string>;
  };
  const got = applyDefaults(deepFreeze(fx.input), null);

  it('gets every default of 1.35, field by field', () => {
    const inputLeaves = new Set(leaves(fx.input));
    const added = leaves(fx.expected).filter((p) => !inputLeaves.has(p));
    expect(added.sort()).toEqual(Object.keys(fx.sources).sort());
    for (const p of added) {
      const want = p
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, k) => (isObject(v) || Array.isArray(v) ? (v as JsonObject)[k] : undefined),
          fx.expected,
        );
      const have = p
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, k) => (isObject(v) || Array.isArray(v) ? (v as JsonObject)[k] : undefined),
          got,
        );
      expect(have, `${p} (${fx.sources[p]})`).toEqual(want);
    }
    expect(got).toEqual(fx.expected);
  });

  it('is defaulted once: defaulting the result changes nothing and returns it', () => {
    expect(applyDefaults(got, null)).toBe(got);
  });

  it('shares the subtrees defaulting did not touch', () => {
    const spec = got.spec as JsonObject;
    const inSpec = fx.input.spec as JsonObject;
    expect(spec.selector).toBe(inSpec.selector);
    const tmpl = spec.template as JsonObject;
    expect(tmpl.metadata).toBe((inSpec.template as JsonObject).metadata);
    expect(got.metadata).toBe(fx.input.metadata);
  });
});

describe('contract', () => {
  it('never mutates its input (deeply frozen inputs of every defaulted kind)', () => {
    for (const [gvk] of BUILTIN_DEFAULTERS) {
      const slash = gvk.lastIndexOf('/');
      const obj = deepFreeze({
        apiVersion: gvk.slice(0, slash),
        kind: gvk.slice(slash + 1),
        metadata: { name: 'x', labels: {} },
        spec: {
          template: { spec: { containers: [{ name: 'c', image: 'i', ports: [{ containerPort: 1 }] }] } },
          ports: [{ port: 80 }],
        },
        items: [{ spec: {} }],
      } as JsonObject);
      const before = JSON.stringify(obj);
      expect(() => applyDefaults(obj, null), gvk).not.toThrow();
      expect(JSON.stringify(obj), gvk).toBe(before);
    }
  });

  it('returns the same object when nothing is defaulted', () => {
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } };
    expect(applyDefaults(cm, null)).toBe(cm);
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, type: 'Opaque' };
    expect(applyDefaults(secret, null)).toBe(secret);
    const unknownBuiltin = { apiVersion: 'v1', kind: 'Nonesuch', spec: {} };
    expect(applyDefaults(unknownBuiltin, null)).toBe(unknownBuiltin);
    const cr = { apiVersion: 'example.com/v1', kind: 'Thing', spec: { a: 1 } };
    expect(applyDefaults(cr, null)).toBe(cr);
    const schema = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: { spec: { type: 'object', properties: { a: { type: 'integer', default: 5 } } } },
    });
    expect(applyDefaults(cr, schema)).toBe(cr);
  });

  it('leaves values of the wrong kind alone instead of failing', () => {
    const odd = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      spec: { template: { spec: { containers: 'nope', volumes: [1, null, 'x'] } }, strategy: 7 },
    } as JsonObject;
    const got = applyDefaults(deepFreeze(odd), null);
    const spec = got.spec as JsonObject;
    expect(spec.strategy).toBe(7);
    const ps = (spec.template as JsonObject).spec as JsonObject;
    expect(ps.containers).toBe('nope');
    expect(ps.volumes).toEqual([1, null, 'x']);
    expect(ps.dnsPolicy).toBe('ClusterFirst');
  });
});

describe('__proto__ and other odd keys are ordinary fields', () => {
  it('keeps a __proto__ label and defaults beside it', () => {
    const text =
      '{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"ns","labels":{"__proto__":"x","constructor":"y"}}}';
    const ns = JSON.parse(text) as JsonObject;
    const got = applyDefaults(ns, null);
    const labels = (got.metadata as JsonObject).labels as JsonObject;
    expect(Object.hasOwn(labels, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(labels, '__proto__')?.value).toBe('x');
    expect(labels.constructor).toBe('y');
    expect(labels['kubernetes.io/metadata.name']).toBe('ns');
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype);
  });

  it('copies a __proto__ limit into requests as a field', () => {
    const pod = JSON.parse(
      '{"apiVersion":"v1","kind":"Pod","spec":{"containers":[{"name":"c","image":"i","resources":{"limits":{"__proto__":"1"}}}]}}',
    ) as JsonObject;
    const got = applyDefaults(pod, null);
    const c = ((got.spec as JsonObject).containers as JsonObject[])[0];
    const req = (c.resources as JsonObject).requests as JsonObject;
    expect(Object.getOwnPropertyDescriptor(req, '__proto__')?.value).toBe('1');
  });

  it('structural defaulting of a property named __proto__', () => {
    const schema = typeFromOpenAPIV3Schema(
      JSON.parse(
        '{"type":"object","properties":{"spec":{"type":"object","properties":{"__proto__":{"type":"string","default":"d"},"toString":{"type":"string","default":"t"}}}}}',
      ),
    );
    const got = applyDefaults({ apiVersion: 'example.com/v1', kind: 'T', spec: {} }, schema);
    const spec = got.spec as JsonObject;
    expect(Object.getOwnPropertyDescriptor(spec, '__proto__')?.value).toBe('d');
    expect(Object.hasOwn(spec, 'toString') && spec.toString).toBe('t');
  });
});

describe('imagePullPolicy by image reference (SetDefaults_Container over ParseImageName)', () => {
  const cases: [string, string, string][] = [
    ['nginx', 'latest', 'Always'],
    ['nginx:latest', 'latest', 'Always'],
    ['nginx:1.25', '1.25', 'IfNotPresent'],
    [`nginx@sha256:${'a'.repeat(64)}`, '', 'IfNotPresent'],
    [`nginx:latest@sha256:${'a'.repeat(64)}`, 'latest', 'Always'],
    ['host:5000/nginx', 'latest', 'Always'],
    ['host:5000/nginx:1.2', '1.2', 'IfNotPresent'],
    ['localhost/team/app:latest', 'latest', 'Always'],
    ['registry.example.com/a/b', 'latest', 'Always'],
    // references that do not parse: no tag, so IfNotPresent
    ['', '', 'IfNotPresent'],
    ['Nginx', '', 'IfNotPresent'],
    ['nginx@sha256:abc', '', 'IfNotPresent'],
    ['a'.repeat(64), '', 'IfNotPresent'],
    ['nginx:', '', 'IfNotPresent'],
  ];
  it.each(cases)('%s -> tag %s, %s', (image, tag, policy) => {
    expect(imageTag(image)).toBe(tag);
    expect(pullPolicyFor(image)).toBe(policy);
    const pod = { apiVersion: 'v1', kind: 'Pod', spec: { containers: [{ name: 'c', image }] } };
    const got = applyDefaults(pod, null);
    expect(((got.spec as JsonObject).containers as JsonObject[])[0].imagePullPolicy).toBe(policy);
  });

  it('keeps a set policy, and defaults ephemeral/init containers and image volumes alike', () => {
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      spec: {
        containers: [{ name: 'c', image: 'nginx', imagePullPolicy: 'Never' }],
        initContainers: [{ name: 'i', image: 'busybox:1' }],
        ephemeralContainers: [{ name: 'e', image: 'debug' }],
        volumes: [{ name: 'v', image: { reference: 'artifact:latest' } }],
      },
    };
    const spec = applyDefaults(pod, null).spec as JsonObject;
    expect((spec.containers as JsonObject[])[0].imagePullPolicy).toBe('Never');
    expect((spec.initContainers as JsonObject[])[0].imagePullPolicy).toBe('IfNotPresent');
    expect((spec.ephemeralContainers as JsonObject[])[0].imagePullPolicy).toBe('Always');
    expect(((spec.volumes as JsonObject[])[0].image as JsonObject).pullPolicy).toBe('Always');
  });
});

describe('built-in kinds beyond the ported cases', () => {
  const d = (o: JsonObject) => applyDefaults(o, null);

  it('ContainerPort.protocol, a list key, is filled after the merge', () => {
    const got = d({
      apiVersion: 'v1',
      kind: 'Pod',
      spec: {
        containers: [
          { name: 'c', image: 'i:1', ports: [{ containerPort: 80 }, { containerPort: 53, protocol: 'UDP' }] },
        ],
      },
    });
    const ports = ((got.spec as JsonObject).containers as JsonObject[])[0].ports;
    expect(ports).toEqual([
      { containerPort: 80, protocol: 'TCP' },
      { containerPort: 53, protocol: 'UDP' },
    ]);
  });

  it('Service: ClientIP affinity gets its timeout; None drops a config; LoadBalancer extras', () => {
    const a = d({ apiVersion: 'v1', kind: 'Service', spec: { sessionAffinity: 'ClientIP' } });
    expect((a.spec as JsonObject).sessionAffinityConfig).toEqual({ clientIP: { timeoutSeconds: 10800 } });
    const b = d({
      apiVersion: 'v1',
      kind: 'Service',
      spec: { sessionAffinityConfig: { clientIP: { timeoutSeconds: 5 } } },
    });
    expect(Object.hasOwn(b.spec as JsonObject, 'sessionAffinityConfig')).toBe(false);
    const lb = d({
      apiVersion: 'v1',
      kind: 'Service',
      spec: { type: 'LoadBalancer', ports: [{ port: 443 }] },
      status: { loadBalancer: { ingress: [{ ip: '1.2.3.4' }, { hostname: 'h' }] } },
    });
    expect(lb.spec).toEqual({
      type: 'LoadBalancer',
      ports: [{ port: 443, protocol: 'TCP', targetPort: 443 }],
      sessionAffinity: 'None',
      externalTrafficPolicy: 'Cluster',
      internalTrafficPolicy: 'Cluster',
      allocateLoadBalancerNodePorts: true,
    });
    expect(lb.status).toEqual({
      loadBalancer: { ingress: [{ ip: '1.2.3.4', ipMode: 'VIP' }, { hostname: 'h' }] },
    });
  });

  it('StatefulSet volume claim templates get the PVC defaults (status.phase Pending too)', () => {
    const got = d({
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      spec: {
        volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'] } }],
      },
    });
    expect((got.spec as JsonObject).volumeClaimTemplates).toEqual([
      {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], volumeMode: 'Filesystem' },
        status: { phase: 'Pending' },
      },
    ]);
  });

  it('Job: all defaults, podReplacementPolicy by podFailurePolicy, backoffLimit with backoffLimitPerIndex', () => {
    const j = d({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: { spec: {} } } });
    const s = j.spec as JsonObject;
    expect([s.completions, s.parallelism, s.backoffLimit, s.completionMode, s.suspend]).toEqual([
      1,
      1,
      6,
      'NonIndexed',
      false,
    ]);
    expect([s.podReplacementPolicy, s.manualSelector]).toEqual(['TerminatingOrFailed', false]);
    const f = d({
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: {
        backoffLimitPerIndex: 1,
        completionMode: 'Indexed',
        podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] },
      },
    }).spec as JsonObject;
    expect([f.backoffLimit, f.podReplacementPolicy, f.completionMode]).toEqual([
      2147483647,
      'Failed',
      'Indexed',
    ]);
    expect(f.podFailurePolicy).toEqual({
      rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
    });
  });

  it('CronJob: its own defaults and the pod template, not the Job spec defaults', () => {
    const c = d({
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      spec: {
        schedule: '* * * * *',
        jobTemplate: { spec: { template: { spec: { containers: [{ name: 'c', image: 'i:1' }] } } } },
      },
    }).spec as JsonObject;
    expect([c.concurrencyPolicy, c.suspend, c.successfulJobsHistoryLimit, c.failedJobsHistoryLimit]).toEqual([
      'Allow',
      false,
      3,
      1,
    ]);
    const js = (c.jobTemplate as JsonObject).spec as JsonObject;
    expect(js.backoffLimit).toBeUndefined();
    expect(((js.template as JsonObject).spec as JsonObject).restartPolicy).toBe('Always');
  });

  it('HPA autoscaling/v2: minReplicas and the CPU metric; v1: minReplicas and the CPU target (conversion.go)', () => {
    const v2 = d({ apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', spec: { maxReplicas: 3 } });
    expect(v2.spec).toEqual({
      maxReplicas: 3,
      minReplicas: 1,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
        },
      ],
    });
    const v1 = d({ apiVersion: 'autoscaling/v1', kind: 'HorizontalPodAutoscaler', spec: { maxReplicas: 3 } });
    expect(v1.spec).toEqual({ maxReplicas: 3, minReplicas: 1, targetCPUUtilizationPercentage: 80 });
    const other = d({
      apiVersion: 'autoscaling/v1',
      kind: 'HorizontalPodAutoscaler',
      metadata: { annotations: { 'autoscaling.alpha.kubernetes.io/metrics': '[]' } },
      spec: { maxReplicas: 3 },
    });
    expect(other.spec).toEqual({ maxReplicas: 3, minReplicas: 1 });
  });

  it('RBAC bindings: roleRef.apiGroup and subjects by kind (pkg/apis/rbac/v1/defaults.go)', () => {
    const rb = d({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      roleRef: { kind: 'Role', name: 'r' },
      subjects: [
        { kind: 'User', name: 'u' },
        { kind: 'Group', name: 'g' },
        { kind: 'ServiceAccount', name: 's', namespace: 'n' },
        { kind: 'User', name: 'v', apiGroup: 'other' },
      ],
    });
    expect(rb.roleRef).toEqual({ kind: 'Role', name: 'r', apiGroup: 'rbac.authorization.k8s.io' });
    expect(rb.subjects).toEqual([
      { kind: 'User', name: 'u', apiGroup: 'rbac.authorization.k8s.io' },
      { kind: 'Group', name: 'g', apiGroup: 'rbac.authorization.k8s.io' },
      { kind: 'ServiceAccount', name: 's', namespace: 'n' },
      { kind: 'User', name: 'v', apiGroup: 'other' },
    ]);
  });

  it('PersistentVolume, PVC, Secret, storage, scheduling, discovery, webhooks', () => {
    expect(d({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', spec: {} })).toEqual({
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      spec: { volumeMode: 'Filesystem' },
      status: { phase: 'Pending' },
    });
    const pv = d({ apiVersion: 'v1', kind: 'PersistentVolume', spec: { hostPath: { path: '/d' } } });
    expect(pv.spec).toEqual({
      hostPath: { path: '/d', type: '' },
      persistentVolumeReclaimPolicy: 'Retain',
      volumeMode: 'Filesystem',
    });
    expect(d({ apiVersion: 'v1', kind: 'Secret' }).type).toBe('Opaque');
    const sc = d({ apiVersion: 'storage.k8s.io/v1', kind: 'StorageClass', provisioner: 'p' });
    expect([sc.reclaimPolicy, sc.volumeBindingMode]).toEqual(['Delete', 'Immediate']);
    expect(d({ apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', value: 1 }).preemptionPolicy).toBe(
      'PreemptLowerPriority',
    );
    const es = d({ apiVersion: 'discovery.k8s.io/v1', kind: 'EndpointSlice', ports: [{ port: 80 }] });
    expect(es.ports).toEqual([{ port: 80, name: '', protocol: 'TCP' }]);
    const vwc = d({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      webhooks: [
        {
          name: 'w',
          clientConfig: { service: { name: 's', namespace: 'n' } },
          rules: [{ operations: ['CREATE'] }],
        },
      ],
    });
    expect(vwc.webhooks).toEqual([
      {
        name: 'w',
        clientConfig: { service: { name: 's', namespace: 'n', port: 443 } },
        rules: [{ operations: ['CREATE'], scope: '*' }],
        failurePolicy: 'Fail',
        matchPolicy: 'Equivalent',
        namespaceSelector: {},
        objectSelector: {},
        timeoutSeconds: 10,
      },
    ]);
  });

  it('flowcontrol: FlowSchema precedence, priority levels (limited with queuing, exempt)', () => {
    const fs = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'FlowSchema',
      spec: { matchingPrecedence: 0 },
    });
    expect(fs.spec).toEqual({ matchingPrecedence: 1000 });
    const pl = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'PriorityLevelConfiguration',
      spec: {
        type: 'Limited',
        limited: { nominalConcurrencyShares: 0, limitResponse: { type: 'Queue', queuing: {} } },
      },
    });
    expect(pl.spec).toEqual({
      type: 'Limited',
      limited: {
        nominalConcurrencyShares: 0,
        lendablePercent: 0,
        limitResponse: { type: 'Queue', queuing: { handSize: 8, queues: 64, queueLengthLimit: 50 } },
      },
    });
    const ex = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'PriorityLevelConfiguration',
      spec: { type: 'Exempt', exempt: {} },
    });
    expect(ex.spec).toEqual({ type: 'Exempt', exempt: { nominalConcurrencyShares: 0, lendablePercent: 0 } });
  });

  it('VolumeAttachment: an inline volume spec gets the volume source defaults', () => {
    const va = d({
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      spec: {
        attacher: 'a',
        nodeName: 'n',
        source: { inlineVolumeSpec: { iscsi: { targetPortal: 't', iqn: 'i', lun: 0 } } },
      },
    });
    expect(((va.spec as JsonObject).source as JsonObject).inlineVolumeSpec).toEqual({
      iscsi: { targetPortal: 't', iqn: 'i', lun: 0, iscsiInterface: 'default' },
    });
  });

  it('ResourceClaim (resource.k8s.io/v1): ExactCount and count 1, toleration operator Equal', () => {
    const rc = d({
      apiVersion: 'resource.k8s.io/v1',
      kind: 'ResourceClaim',
      spec: {
        devices: {
          requests: [
            {
              name: 'a',
              exactly: { deviceClassName: 'gpu', tolerations: [{ key: 'k', effect: 'NoSchedule' }] },
            },
            { name: 'b', exactly: { deviceClassName: 'gpu', allocationMode: 'All' } },
            { name: 'c', firstAvailable: [{ name: 'x', deviceClassName: 'gpu', count: 2 }] },
          ],
        },
      },
    });
    expect(((rc.spec as JsonObject).devices as JsonObject).requests).toEqual([
      {
        name: 'a',
        exactly: {
          deviceClassName: 'gpu',
          allocationMode: 'ExactCount',
          count: 1,
          tolerations: [{ key: 'k', effect: 'NoSchedule', operator: 'Equal' }],
        },
      },
      { name: 'b', exactly: { deviceClassName: 'gpu', allocationMode: 'All' } },
      {
        name: 'c',
        firstAvailable: [{ name: 'x', deviceClassName: 'gpu', count: 2, allocationMode: 'ExactCount' }],
      },
    ]);
  });

  it('CustomResourceDefinition: names, conversion None, storedVersions (apiextensions v1 defaults.go)', () => {
    const crd = d({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { kind: 'Widget', plural: 'widgets' },
        scope: 'Namespaced',
        versions: [
          { name: 'v1beta1', served: true, storage: false },
          { name: 'v1', served: true, storage: true },
        ],
      },
    });
    const spec = crd.spec as JsonObject;
    expect(spec.names).toEqual({
      kind: 'Widget',
      plural: 'widgets',
      singular: 'widget',
      listKind: 'WidgetList',
    });
    expect(spec.conversion).toEqual({ strategy: 'None' });
    expect(crd.status).toEqual({ storedVersions: ['v1'] });
    const hook = d({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      spec: {
        names: { kind: 'W', singular: 'dub' },
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 's', namespace: 'n' } } },
        },
      },
    });
    const hs = hook.spec as JsonObject;
    expect(hs.names).toEqual({ kind: 'W', singular: 'dub', listKind: 'WList' });
    expect(hs.conversion).toEqual({
      strategy: 'Webhook',
      webhook: { clientConfig: { service: { name: 's', namespace: 'n', port: 443 } } },
    });
    expect(hook.status).toEqual({});
  });

  it('APIService: the service port 443 (kube-aggregator apiregistration v1 defaults.go)', () => {
    const a = d({
      apiVersion: 'apiregistration.k8s.io/v1',
      kind: 'APIService',
      spec: {
        group: 'metrics.k8s.io',
        version: 'v1beta1',
        service: { name: 'metrics-server', namespace: 'kube-system' },
      },
    });
    expect((a.spec as JsonObject).service).toEqual({
      name: 'metrics-server',
      namespace: 'kube-system',
      port: 443,
    });
    const local = {
      apiVersion: 'apiregistration.k8s.io/v1',
      kind: 'APIService',
      spec: { group: 'apps', version: 'v1' },
    };
    expect(d(local)).toBe(local);
  });

  it('a List of a defaulted kind defaults each item', () => {
    const list = d({
      apiVersion: 'v1',
      kind: 'SecretList',
      items: [{ metadata: { name: 'a' } }, { type: 'x' }],
    });
    expect(list.items).toEqual([{ metadata: { name: 'a' }, type: 'Opaque' }, { type: 'x' }]);
  });
});

describe('every non-zero declarative default of the 1.35 OpenAPI documents is accounted for', () => {
  // The `default`s of the shared OpenAPI v3 documents that are not a Go zero
  // value (the +default markers): each is applied by a defaulter or listed as not
  // modelled.
  // Where each is applied: an object the declaring type sits in (empty), and the
  // path of the defaulted field inside it.
  const podVolume = (source: string, field: string): Probe => [
    { apiVersion: 'v1', kind: 'Pod', spec: { volumes: [{ name: 'v', [source]: {} }] } },
    `spec.volumes.0.${source}.${field}`,
  ];
  const pvSource = (source: string, field: string): Probe => [
    { apiVersion: 'v1', kind: 'PersistentVolume', spec: { [source]: {} } },
    `spec.${source}.${field}`,
  ];
  const core = 'io.k8s.api.core.v1';
  const covered = new Map<string, Probe>([
    [
      `${core}.ContainerPort.protocol`,
      [
        { apiVersion: 'v1', kind: 'Pod', spec: { containers: [{ ports: [{ containerPort: 1 }] }] } },
        'spec.containers.0.ports.0.protocol',
      ],
    ],
    [
      `${core}.ServicePort.protocol`,
      [{ apiVersion: 'v1', kind: 'Service', spec: { ports: [{ port: 1 }] } }, 'spec.ports.0.protocol'],
    ],
    [
      `${core}.ReplicationControllerSpec.replicas`,
      [{ apiVersion: 'v1', kind: 'ReplicationController', spec: {} }, 'spec.replicas'],
    ],
    ...['cachingMode', 'fsType', 'kind'].map((f): [string, Probe] => [
      `${core}.AzureDiskVolumeSource.${f}`,
      podVolume('azureDisk', f),
    ]),
    [`${core}.ISCSIPersistentVolumeSource.iscsiInterface`, pvSource('iscsi', 'iscsiInterface')],
    [`${core}.ISCSIVolumeSource.iscsiInterface`, podVolume('iscsi', 'iscsiInterface')],
    ...['keyring', 'pool', 'user'].flatMap((f): [string, Probe][] => [
      [`${core}.RBDPersistentVolumeSource.${f}`, pvSource('rbd', f)],
      [`${core}.RBDVolumeSource.${f}`, podVolume('rbd', f)],
    ]),
    ...['fsType', 'storageMode'].flatMap((f): [string, Probe][] => [
      [`${core}.ScaleIOPersistentVolumeSource.${f}`, pvSource('scaleIO', f)],
      [`${core}.ScaleIOVolumeSource.${f}`, podVolume('scaleIO', f)],
    ]),
    [
      'io.k8s.api.resource.v1.DeviceToleration.operator',
      [
        {
          apiVersion: 'resource.k8s.io/v1',
          kind: 'ResourceClaim',
          spec: { devices: { requests: [{ name: 'r', exactly: { tolerations: [{}] } }] } },
        },
        'spec.devices.requests.0.exactly.tolerations.0.operator',
      ],
    ],
  ]);
  const notModelled = new Set([
    // certificates.k8s.io/v1beta1 PodCertificateRequest (beta, off by default in 1.35)
    'io.k8s.api.certificates.v1beta1.PodCertificateRequestSpec.maxExpirationSeconds',
    // resource.k8s.io beta versions (only v1 is modelled)
    'io.k8s.api.resource.v1beta1.DeviceToleration.operator',
    'io.k8s.api.resource.v1beta2.DeviceToleration.operator',
  ]);
  const docs = '/work/shared/kubernetes/openapi-v3-1.35';

  it('applies each with the value of the document, or lists it as not modelled', () => {
    const found = new Map<string, JsonValue>();
    const files = ['api/v1.json'];
    for (const g of readdirSafe(join(docs, 'apis')))
      for (const v of readdirSafe(join(docs, 'apis', g))) files.push(`apis/${g}/${v}`);
    for (const f of files) {
      const doc = JSON.parse(readFileSync(join(docs, f), 'utf8')) as JsonObject;
      const schemas = ((doc.components as JsonObject)?.schemas ?? {}) as JsonObject;
      for (const [name, s] of Object.entries(schemas)) {
        const props = isObject(s) && isObject(s.properties) ? s.properties : {};
        for (const [p, ps] of Object.entries(props)) {
          if (!isObject(ps) || !Object.hasOwn(ps, 'default')) continue;
          const v = ps.default;
          const zero =
            v === '' || v === 0 || v === false || v === null || (isObject(v) && Object.keys(v).length === 0);
          if (!zero) found.set(`${name}.${p}`, v);
        }
      }
    }
    expect(found.size).toBeGreaterThan(15);
    for (const [k, value] of found) {
      const probe = covered.get(k);
      expect(probe !== undefined || notModelled.has(k), `${k} is neither applied nor listed`).toBe(true);
      if (probe === undefined) continue;
      const got = probe[1]
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, p) => (Array.isArray(v) ? v[Number(p)] : isObject(v) ? v[p] : undefined),
          applyDefaults(probe[0], null),
        );
      expect(got, `${k} (at ${probe[1]})`).toEqual(value);
    }
    for (const k of covered.keys()) expect(found.has(k), `${k} is no longer a default`).toBe(true);
  });
});

type Probe = [JsonObject, string];

function readdirSafe(p: string): string[] {
  try {
    return readdirSync(p);
  } catch {
    return [];
  }
}
