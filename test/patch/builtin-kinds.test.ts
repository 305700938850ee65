// kubectl apply's three-way strategic merge patch on real kinds of the built-in
// 1.35 schema, and the API server's application of it to the live object.

import { describe, expect, it } from 'vitest';
import {
  applyStrategicPatch,
  createThreeWayStrategicPatch,
  createTwoWayStrategicPatch,
  PatchError,
} from '../../core/patch/index.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import type { JsonObject } from '../../core/value.ts';

const deploymentType = builtinType('apps/v1', 'Deployment') as TypeNode;
const configMapType = builtinType('v1', 'ConfigMap') as TypeNode;

function deployment(spec: JsonObject, metadata: JsonObject = {}): JsonObject {
  return { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', ...metadata }, spec };
}

function podSpec(containers: JsonObject[]): JsonObject {
  return { selector: { matchLabels: { app: 'web' } }, template: { spec: { containers } } };
}

describe('Deployment, three-way', () => {
  // Last applied: two containers; the app has a port and two env vars.
  const lastApplied = deployment(
    podSpec([
      {
        name: 'app',
        image: 'app:v1',
        ports: [{ containerPort: 8080 }],
        env: [
          { name: 'A', value: '1' },
          { name: 'B', value: '2' },
        ],
      },
      { name: 'sidecar', image: 'sidecar:v1' },
    ]),
  );
  // Live: the same, defaulted by the API server.
  const live = deployment(
    {
      replicas: 1,
      ...podSpec([
        {
          name: 'app',
          image: 'app:v1',
          imagePullPolicy: 'IfNotPresent',
          ports: [{ containerPort: 8080, protocol: 'TCP' }],
          env: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
          ],
        },
        { name: 'sidecar', image: 'sidecar:v1', imagePullPolicy: 'IfNotPresent' },
      ]),
    },
    { uid: 'u1' },
  );
  // New manifest: sidecar removed, port changed, env var B deleted.
  const manifest = deployment(
    podSpec([
      { name: 'app', image: 'app:v1', ports: [{ containerPort: 9090 }], env: [{ name: 'A', value: '1' }] },
    ]),
  );

  it('removes a container, changes a port and deletes an env var', () => {
    const patch = createThreeWayStrategicPatch(lastApplied, manifest, live, deploymentType);
    expect(patch).toEqual({
      spec: {
        template: {
          spec: {
            '$setElementOrder/containers': [{ name: 'app' }],
            containers: [
              {
                name: 'app',
                '$setElementOrder/env': [{ name: 'A' }],
                '$setElementOrder/ports': [{ containerPort: 9090 }],
                env: [{ name: 'B', $patch: 'delete' }],
                ports: [{ containerPort: 9090 }, { containerPort: 8080, $patch: 'delete' }],
              },
              { name: 'sidecar', $patch: 'delete' },
            ],
          },
        },
      },
    });
    const result = applyStrategicPatch(live, patch, deploymentType);
    expect(result).toEqual(
      deployment(
        {
          replicas: 1,
          ...podSpec([
            {
              name: 'app',
              image: 'app:v1',
              imagePullPolicy: 'IfNotPresent',
              ports: [{ containerPort: 9090 }],
              env: [{ name: 'A', value: '1' }],
            },
          ]),
        },
        { uid: 'u1' },
      ),
    );
    // The inputs are left as they were.
    expect((live.spec as JsonObject).replicas).toBe(1);
    expect(JSON.stringify(manifest)).not.toContain('$');
  });

  it('sends nothing when the manifest did not change and keeps fields the server set', () => {
    const patch = createThreeWayStrategicPatch(lastApplied, lastApplied, live, deploymentType);
    expect(patch).toEqual({});
  });

  it('switches strategy RollingUpdate → Recreate: $retainKeys drops rollingUpdate', () => {
    const before = deployment({ strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1 } } });
    const liveNow = deployment({
      replicas: 3,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: '25%' } },
    });
    const after = deployment({ strategy: { type: 'Recreate' } });
    const patch = createThreeWayStrategicPatch(before, after, liveNow, deploymentType);
    expect(patch).toEqual({
      spec: { strategy: { $retainKeys: ['type'], type: 'Recreate', rollingUpdate: null } },
    });
    expect(applyStrategicPatch(liveNow, patch, deploymentType)).toEqual(
      deployment({ replicas: 3, strategy: { type: 'Recreate' } }),
    );
    // Without the last-applied rollingUpdate, $retainKeys alone still clears the defaulted one.
    const p2 = createThreeWayStrategicPatch(after, after, liveNow, deploymentType);
    expect(p2).toEqual({ spec: { strategy: { $retainKeys: ['type'], type: 'Recreate' } } });
    expect(applyStrategicPatch(liveNow, p2, deploymentType)).toEqual(
      deployment({ replicas: 3, strategy: { type: 'Recreate' } }),
    );
  });

  it('switches a volume source: merge,retainKeys on PodSpec.volumes', () => {
    const withVolume = (volume: JsonObject): JsonObject =>
      deployment({
        template: { spec: { containers: [{ name: 'app' }], volumes: [{ name: 'v', ...volume }] } },
      });
    const before = withVolume({ emptyDir: {} });
    const liveNow = withVolume({ emptyDir: { medium: '' } });
    const after = withVolume({ configMap: { name: 'c' } });
    const patch = createThreeWayStrategicPatch(before, after, liveNow, deploymentType);
    expect(patch).toEqual({
      spec: {
        template: {
          spec: {
            '$setElementOrder/volumes': [{ name: 'v' }],
            volumes: [
              { name: 'v', $retainKeys: ['configMap', 'name'], configMap: { name: 'c' }, emptyDir: null },
            ],
          },
        },
      },
    });
    expect(applyStrategicPatch(liveNow, patch, deploymentType)).toEqual(after);
  });

  it('deletes from a list of primitives with the merge strategy (finalizers)', () => {
    const before = deployment({}, { finalizers: ['a', 'b'] });
    const liveNow = deployment({}, { finalizers: ['a', 'b', 'x'] });
    const after = deployment({}, { finalizers: ['a', 'c'] });
    const patch = createThreeWayStrategicPatch(before, after, liveNow, deploymentType);
    expect(patch).toEqual({
      metadata: {
        '$setElementOrder/finalizers': ['a', 'c'],
        '$deleteFromPrimitiveList/finalizers': ['b'],
        finalizers: ['c'],
      },
    });
    const result = applyStrategicPatch(liveNow, patch, deploymentType);
    expect((result.metadata as JsonObject).finalizers).toEqual(['a', 'c', 'x']);
  });

  it('replaces a list of primitives without a strategy whole (args)', () => {
    const c = (args: string[]): JsonObject => deployment(podSpec([{ name: 'app', args }]));
    const patch = createThreeWayStrategicPatch(
      c(['--a', '--b']),
      c(['--a']),
      c(['--a', '--b']),
      deploymentType,
    );
    expect(patch).toEqual({
      spec: {
        template: {
          spec: {
            '$setElementOrder/containers': [{ name: 'app' }],
            containers: [{ name: 'app', args: ['--a'] }],
          },
        },
      },
    });
    expect(applyStrategicPatch(c(['--a', '--b']), patch, deploymentType)).toEqual(c(['--a']));
  });

  it('fails without overwrite when the live object changed a field the patch changes', () => {
    const before = deployment({ replicas: 2 });
    const liveNow = deployment({ replicas: 5 });
    const after = deployment({ replicas: 3 });
    expect(createThreeWayStrategicPatch(before, after, liveNow, deploymentType)).toEqual({
      spec: { replicas: 3 },
    });
    let err: unknown;
    try {
      createThreeWayStrategicPatch(before, after, liveNow, deploymentType, { overwrite: false });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PatchError);
    expect((err as PatchError).kind).toBe('conflict');
  });
});

describe('errors name the path', () => {
  it('a list item without its merge key', () => {
    const live = deployment(podSpec([{ name: 'app', image: 'a' }]));
    let err: unknown;
    try {
      applyStrategicPatch(
        live,
        { spec: { template: { spec: { containers: [{ image: 'b' }] } } } },
        deploymentType,
      );
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PatchError);
    expect((err as PatchError).path).toBe('.spec.template.spec.containers');
    expect((err as PatchError).reason).toBe('map: map[image:b] does not contain declared merge key: name');
  });

  it('an unknown $patch directive', () => {
    expect(() => applyStrategicPatch(deployment({}), { spec: { $patch: 'bogus' } }, deploymentType)).toThrow(
      'unknown patch type: bogus in map: map[$patch:bogus]',
    );
  });
});

describe('ConfigMap', () => {
  it('data keys added, changed and deleted, two-way and three-way', () => {
    const cm = (data: JsonObject): JsonObject => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data,
    });
    const patch = createTwoWayStrategicPatch(cm({ a: '1', b: '2' }), cm({ a: '1', c: '3' }), configMapType);
    expect(patch).toEqual({ data: { b: null, c: '3' } });
    const three = createThreeWayStrategicPatch(
      cm({ a: '1', b: '2' }),
      cm({ a: '9', c: '3' }),
      cm({ a: '1', b: '2', z: 'kept' }),
      configMapType,
    );
    expect(three).toEqual({ data: { a: '9', b: null, c: '3' } });
    expect(applyStrategicPatch(cm({ a: '1', b: '2', z: 'kept' }), three, configMapType)).toEqual(
      cm({ a: '9', c: '3', z: 'kept' }),
    );
  });

  it('keeps __proto__ and constructor as ordinary keys', () => {
    const data = JSON.parse('{"__proto__": "p", "constructor": "c"}') as JsonObject;
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data } as JsonObject;
    const patch = createThreeWayStrategicPatch(null, cm, { ...cm, data: {} }, configMapType);
    const out = applyStrategicPatch({ ...cm, data: {} }, patch, configMapType);
    const d = out.data as JsonObject;
    expect(Object.hasOwn(d, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(d)).toBe(Object.prototype);
    expect(d.constructor).toBe('c');
  });

  it('a 2,000-key ConfigMap costs linear time', () => {
    const big = (n: number, v: string): JsonObject => {
      const data: JsonObject = {};
      for (let i = 0; i < n; i++) data[`key-${i}`] = `${v}-${i}`;
      return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data };
    };
    const t0 = performance.now();
    const patch = createThreeWayStrategicPatch(big(2000, 'a'), big(2000, 'b'), big(2000, 'a'), configMapType);
    const out = applyStrategicPatch(big(2000, 'a'), patch, configMapType);
    const ms = performance.now() - t0;
    expect(Object.keys(patch.data as JsonObject)).toHaveLength(2000);
    expect(out).toEqual(big(2000, 'b'));
    expect(ms).toBeLessThan(500);
  });
});
