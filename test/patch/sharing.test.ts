// What the patched object shares with the object patched (the update after a
// client-side apply skips shared subtrees), and the validation and encoding
// shortcuts that client-side apply relies on giving the same answers.

import { describe, expect, it } from 'vitest';
import { goJson, goJsonString } from '../../core/fieldpath/gofmt.ts';
import { applyStrategicPatch, createThreeWayStrategicPatch } from '../../core/patch/index.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { inOperation, ownKeysOf } from '../../core/typed/operation.ts';
import { validate } from '../../core/typed/validate.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

const deploymentType = builtinType('apps/v1', 'Deployment') as TypeNode;
const configMapType = builtinType('v1', 'ConfigMap') as TypeNode;

function deployment(images: string[]): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      template: {
        spec: {
          containers: images.map((image, i) => ({
            name: `c${i}`,
            image,
            env: [
              { name: 'A', value: '1' },
              { name: 'B', value: '2' },
            ],
          })),
        },
      },
    },
  };
}

describe('applyStrategicPatch sharing', () => {
  it('copies only the list items the patch names, and leaves the object as it was', () => {
    const live = deployment(['a:1', 'b:1', 'c:1']);
    const before = structuredClone(live);
    const patch = createThreeWayStrategicPatch(
      deployment(['a:1', 'b:1', 'c:1']),
      deployment(['a:1', 'b:2', 'c:1']),
      live,
      deploymentType,
    );
    const out = applyStrategicPatch(live, patch, deploymentType);
    expect(live).toEqual(before);
    const liveItems = ((live.spec as JsonObject).template as JsonObject).spec as JsonObject;
    const outItems = ((out.spec as JsonObject).template as JsonObject).spec as JsonObject;
    const [l, o] = [liveItems.containers as JsonObject[], outItems.containers as JsonObject[]];
    expect(o.map((c) => c.image)).toEqual(['a:1', 'b:2', 'c:1']);
    expect(o[0]).toBe(l[0]);
    expect(o[2]).toBe(l[2]);
    expect(o[1]).not.toBe(l[1]);
    expect(o[1].env).toBe(l[1].env);
    expect(out.metadata).toBe(live.metadata);
  });

  it('merges every patch item naming the same item (copied whole) and deletes by key', () => {
    const live = deployment(['a:1', 'b:1']);
    const before = structuredClone(live);
    const patch: JsonObject = {
      spec: {
        template: {
          spec: {
            containers: [
              { name: 'c0', image: 'a:2' },
              { name: 'c0', env: [{ name: 'C', value: '3' }] },
              { name: 'c1', $patch: 'delete' },
            ],
          },
        },
      },
    };
    const out = applyStrategicPatch(live, patch, deploymentType);
    expect(live).toEqual(before);
    const containers = (((out.spec as JsonObject).template as JsonObject).spec as JsonObject)
      .containers as JsonObject[];
    expect(containers.map((c) => c.name)).toEqual(['c0']);
    expect(containers[0].image).toBe('a:2');
  });

  it('a big map patched in a few values keeps its keys, listed once in an operation', () => {
    const data: JsonObject = {};
    for (let i = 0; i < 300; i++) data[`k${String(i).padStart(4, '0')}`] = `v${i}`;
    const live: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data };
    inOperation(() => {
      const out = applyStrategicPatch(live, { data: { k0003: 'x', k0200: 'y' } }, configMapType);
      const d = out.data as JsonObject;
      expect(d).not.toBe(data);
      expect(ownKeysOf(d)).toEqual(Object.keys(d));
      expect(ownKeysOf(d)).toBe(ownKeysOf(data));
      expect([d.k0003, d.k0200, d.k0004]).toEqual(['x', 'y', 'v4']);
      const added = applyStrategicPatch(live, { data: { new: 'n', k0001: null } }, configMapType);
      expect(ownKeysOf(added.data as JsonObject)).toEqual(Object.keys(added.data as JsonObject));
    });
    expect(Object.keys(data)).toHaveLength(300);
  });
});

describe('validate with a value found valid', () => {
  it('skips only what is shared, and reports issues elsewhere', () => {
    const good = deployment(['a:1', 'b:1']);
    expect(validate(good, deploymentType, { allowDuplicates: true })).toEqual([]);
    const bad = structuredClone(good) as JsonObject;
    ((bad.spec as JsonObject).template as JsonObject).metadata = { labels: 7 } as unknown as JsonValue;
    (bad.spec as JsonObject).selector = (good.spec as JsonObject).selector;
    const issues = validate(bad, deploymentType, { allowDuplicates: true, valid: good });
    expect(issues).toEqual(validate(bad, deploymentType, { allowDuplicates: true }));
    expect(issues.length).toBeGreaterThan(0);
  });
});

describe('goJson of a big map', () => {
  it('writes what the per-string encoder writes, escapes and surrogate order included', () => {
    const m: JsonObject = {};
    for (let i = 0; i < 40; i++) m[`key-${i}`] = `value ${i}`;
    const plain = { ...m };
    const slow = (v: JsonObject) =>
      `{${Object.keys(v)
        .sort((a, b) =>
          Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.compare(Buffer.from(a), Buffer.from(b)),
        )
        .map(
          (k) =>
            `${goJsonString(k)}:${typeof v[k] === 'string' ? goJsonString(v[k] as string) : goJson(v[k])}`,
        )
        .join(',')}}`;
    expect(goJson(plain)).toBe(slow(plain));
    for (const [k, v] of [
      ['a<b', 'x&y'],
      ['k\u{1F600}', 'v'],
      ['k\uffff', 'w'],
      ['q', '"quoted"\\'],
      ['line', '\u2028\u0001'],
      ['lone', '\ud800'],
    ]) {
      const withIt = { ...m, [k]: v };
      expect(goJson(withIt)).toBe(slow(withIt));
    }
  });
});

describe('three-way deletions of a big map', () => {
  const cm = (data: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'c' },
    data,
  });
  const keys = (n: number, extra: JsonObject = {}): JsonObject => {
    const d: JsonObject = {};
    for (let i = 0; i < n; i++) d[`k${String(i).padStart(4, '0')}`] = `v${i}`;
    return { ...d, ...extra };
  };
  it('deletes only what the previous configuration had and the manifest dropped, in or out of an operation', () => {
    for (const run of [(f: () => JsonObject) => f(), (f: () => JsonObject) => inOperation(f)]) {
      const same = run(() =>
        createThreeWayStrategicPatch(
          cm(keys(100)),
          cm(keys(100, { k0005: 'new' })),
          cm(keys(100)),
          configMapType,
        ),
      );
      expect(same).toEqual({ data: { k0005: 'new' } });
      const dropped = run(() =>
        createThreeWayStrategicPatch(
          cm(keys(100, { gone: 'x' })),
          cm(keys(100)),
          cm(keys(100, { gone: 'x' })),
          configMapType,
        ),
      );
      expect(dropped).toEqual({ data: { gone: null } });
    }
  });
});
