// Pod's strategy: what PrepareForCreate adds (pkg/registry/core/pod/strategy.go,
// core/server/create-rules.ts) and the QoS class (qos.ts).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { podQOS, quantityValue } from '../../core/server/qos.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { at, NOW, write } from './strategy-helpers.ts';

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
