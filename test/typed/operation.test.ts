// One operation's memory (core/typed/operation.ts): list item names within and
// across operations, and what an operation keeps of the objects it reads.

import { describe, expect, it } from 'vitest';
import { fieldElement } from '../../core/fieldpath/element.ts';
import { apply } from '../../core/managed/fieldmanager.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { seededRandom, serverWrite } from '../../core/server/index.ts';
import { type ScenarioStep, type StepResult, scenarioSchema, simulate } from '../../core/simulate.ts';
import { merge } from '../../core/typed/merge.ts';
import { toFieldSet } from '../../core/typed/tofieldset.ts';
import { validate } from '../../core/typed/validate.ts';
import type { JsonObject } from '../../core/value.ts';
import { paths, pod } from './helpers.ts';

describe('list item names within and across operations', () => {
  it('names an item by its keys as they are at each apply, even when the same object is changed in between', () => {
    const schema = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        apiVersion: { type: 'string' },
        kind: { type: 'string' },
        spec: {
          type: 'object',
          properties: {
            containers: {
              type: 'array',
              'x-kubernetes-list-type': 'map',
              'x-kubernetes-list-map-keys': ['name'],
              items: { type: 'object', properties: { name: { type: 'string' }, image: { type: 'string' } } },
            },
          },
        },
      },
    });
    const intent: JsonObject = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p' },
      spec: { containers: [{ name: 'app', image: 'a:1' }] },
    };
    const first = apply(null, intent, { manager: 'm', schema, now: '2026-01-01T00:00:00Z' });
    if (!first.ok) throw new Error(first.status.message);
    // The caller reuses and edits its intent object: the container is renamed.
    const containers = (intent.spec as JsonObject).containers as JsonObject[];
    containers[0].name = 'web';
    const second = apply(first.object, intent, { manager: 'm', schema, now: '2026-01-01T00:00:00Z' });
    if (!second.ok) throw new Error(second.status.message);
    // The old item was pruned (m no longer applies it) and the renamed one owned.
    expect((second.object.spec as JsonObject).containers).toEqual([{ name: 'web', image: 'a:1' }]);
    const owned = second.managers.after.get([...second.managers.after.keys()][0])!.set;
    expect(paths(owned)).toContain('.spec.containers[name="web"]');
    expect(paths(owned)).not.toContain('.spec.containers[name="app"]');
  });
});

describe('what an operation keeps for the objects it reads', () => {
  // A ConfigMap whose data is an open map of strings.
  const configMapSchema = typeFromOpenAPIV3Schema({
    type: 'object',
    properties: {
      apiVersion: { type: 'string' },
      kind: { type: 'string' },
      data: { type: 'object', additionalProperties: { type: 'string' } },
    },
  });

  it('keeps nothing from one standalone call to the next, so callers may change objects in between', () => {
    const tags = ['a', 'b'];
    const obj = { spec: { tags } };
    expect(validate(obj, pod)).toEqual([]);
    tags[1] = 'a';
    expect(validate(obj, pod)).toEqual([{ path: '.spec.tags', message: 'duplicate entries for key [="a"]' }]);
    const data: JsonObject = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v']));
    const cm = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
    });
    expect(toFieldSet({ data }, cm).size()).toBe(100);
    data.extra = 'v';
    expect(toFieldSet({ data }, cm).has([fieldElement('data'), fieldElement('extra')])).toBe(true);
  });

  it('replays a scenario as one operation with the results of applying each step on its own', () => {
    // simulate keeps what a step learned about its result for the next step's live
    // object: big maps, lists of items, a failed step in between.
    const keys = Array.from({ length: 150 }, (_, i) => (i % 13 === 0 && i < 100 ? String(i) : `k${i}`));
    const cm = (entries: [string, string][], extra: JsonObject = {}): JsonObject =>
      JSON.parse(
        JSON.stringify({
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', finalizers: keys.slice(0, 80).map((k) => `x/${k}`), ...extra },
          data: Object.fromEntries(entries),
        }),
      );
    const steps: ScenarioStep[] = [
      { op: 'apply', manager: 'a', object: cm(keys.slice(0, 120).map((k) => [k, 'v0'])) },
      { op: 'apply', manager: 'b', object: cm(keys.filter((_, i) => i % 5 === 0).map((k) => [k, 'b'])) },
      { op: 'apply', manager: 'a', object: cm(keys.map((k, i) => [k, i % 3 === 0 ? 'v1' : 'v0'])) },
      { op: 'apply', manager: 'b', object: cm(keys.slice(0, 30).map((k) => [k, 'b2'])), force: true },
      { op: 'update', manager: 'c', object: cm(keys.slice(10).map((k) => [k, 'c'])) },
      {
        op: 'apply',
        manager: 'a',
        object: cm(
          keys.slice(0, 100).map((k) => [k, 'v2']),
          { labels: { x: 'y' } },
        ),
        force: true,
      },
    ];
    const now = '2026-01-01T00:00:00Z';
    const scenario = { live: null, now, steps: structuredClone(steps) };
    const schema = scenarioSchema(scenario); // the built-in ConfigMap
    const replayed = simulate(scenario).steps;
    let live: JsonObject | null = null;
    const random = seededRandom(1); // simulate's default seed
    const alone = steps.map((step) => {
      const object = structuredClone(step.object);
      const r = serverWrite({
        verb: step.op as 'apply' | 'create' | 'update',
        live,
        body: object,
        manager: step.manager,
        force: step.force,
        now,
        schema,
        random,
      });
      if (r.ok) live = structuredClone(r.object); // a fresh object: nothing known about it
      const out: StepResult = r.ok
        ? { ok: true, object: r.object }
        : { ok: false, status: r.status, conflicts: r.conflicts };
      if (r.notes.length > 0) out.notes = r.notes;
      return out;
    });
    expect(alone.map((r) => r.ok)).toEqual([true, false, true, true, true, true]);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(alone));
  });

  it('knows the keys of a big merged map, new ones and numeric ones included', () => {
    const schema = configMapSchema;
    const big = (n: number, v: string): JsonObject =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`key-${i}`, v]));
    const cm = (data: JsonObject): JsonObject => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data,
    });
    const now = '2026-01-01T00:00:00Z';
    const first = apply(null, cm(big(100, '1')), { manager: 'a', schema, now });
    if (!first.ok) throw new Error(first.status.message);
    // Another manager changes one key and adds two, one of them numeric (listed first by objects).
    const second = apply(first.object, cm({ 'key-5': '2', zz: 'new', '7': 'num' }), {
      manager: 'b',
      schema,
      now,
      force: true,
    });
    if (!second.ok) throw new Error(second.status.message);
    const data = second.object.data as JsonObject;
    expect(Object.keys(data)).toHaveLength(102);
    expect(data).toMatchObject({ 'key-5': '2', zz: 'new', '7': 'num' });
    const b = second.managers.after.get(
      [...second.managers.after.keys()].find((k) => k.includes('"b"'))!,
    )!.set;
    expect(paths(b)).toEqual(['.data.7', '.data.key-5', '.data.zz']);
    // b gives the keys up again: nobody else owns them (a lost key-5 to the force), so all three go.
    const third = apply(second.object, cm({}), { manager: 'b', schema, now });
    if (!third.ok) throw new Error(third.status.message);
    expect(Object.keys(third.object.data as JsonObject)).toEqual(
      Object.keys(big(100, '1')).filter((k) => k !== 'key-5'),
    );
  });

  it('merges and compares big maps as when each value is looked up by key', () => {
    const ownedKeys = (o: JsonObject, manager: string): string[] => {
      const entries = (o.metadata as JsonObject).managedFields as { manager: string; fieldsV1: JsonObject }[];
      const e = entries.find((x) => x.manager === manager);
      return e === undefined ? [] : Object.keys(e.fieldsV1['f:data'] as JsonObject).map((k) => k.slice(2));
    };
    // Inside an apply, validation records the values of big maps and later walks
    // read them in sequence; a standalone merge looks every key up. Both must agree
    // on partial, reordered and growing configurations, with awkward keys.
    const schema = configMapSchema;
    const keys = Array.from({ length: 120 }, (_, i) => (i % 17 === 0 ? String(i) : `k${i}`));
    keys.push('__proto__', 'constructor');
    const obj = (entries: [string, string][]): JsonObject => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: JSON.parse(JSON.stringify(Object.fromEntries(entries))) as JsonObject,
    });
    const now = '2026-01-01T00:00:00Z';
    const strip = (o: JsonObject) => (o.data as JsonObject) ?? null;
    // Objects list integer-like keys first: the map's own order of the keys.
    const forced = Object.keys(strip(obj(keys.map((k) => [k, 'v0'])))).filter((_, i) => i % 7 === 0);
    const steps: { manager: string; entries: [string, string][] }[] = [
      { manager: 'a', entries: keys.map((k) => [k, 'v0']) },
      // b forces new values on every 7th key, in the map's own order, and adds three keys.
      {
        manager: 'b',
        entries: [
          ...forced.map((k): [string, string] => [k, 'b1']),
          ['new-1', 'b1'],
          ['new-3', 'b1'],
          ['new-2', 'b1'],
        ],
      },
      // a re-applies its keys rotated by 50, without one, the values it applied before.
      {
        manager: 'a',
        entries: [...keys.slice(50), ...keys.slice(0, 50)].filter((k) => k !== 'k3').map((k) => [k, 'v0']),
      },
      // a applies a few keys in order only: the rest of its keys are pruned, b's stay.
      { manager: 'a', entries: keys.slice(0, 20).map((k) => [k, 'v2']) },
    ];
    let live: JsonObject | null = null;
    for (const step of steps) {
      const config = obj(step.entries);
      const r = apply(live, config, { manager: step.manager, schema, now, force: true });
      if (!r.ok) throw new Error(r.status.message);
      const data = strip(r.object);
      if (live !== null) {
        // The merged data, keys in order: what a standalone merge (looking keys up) gives, minus pruned keys.
        const plain = merge(
          JSON.parse(JSON.stringify({ data: live.data })),
          { data: config.data },
          schema,
        ) as JsonObject;
        const kept = Object.keys(strip(plain)).filter((k) => Object.hasOwn(data, k));
        expect(Object.keys(data)).toEqual(kept);
        for (const k of kept) expect(Object.getOwnPropertyDescriptor(data, k)?.value).toBe(strip(plain)[k]);
      }
      live = r.object;
      if (step === steps[1]) {
        // b's forced values are changes: a no longer owns those keys, b does.
        const mine = (m: string) => ownedKeys(live!, m);
        expect(mine('b').sort()).toEqual([...forced, 'new-1', 'new-3', 'new-2'].sort());
        expect(mine('a').sort()).toEqual(keys.filter((k) => !forced.includes(k)).sort());
      }
    }
    const owners = (r: JsonObject) =>
      (r.metadata as JsonObject).managedFields as { manager: string; fieldsV1: { 'f:data': JsonObject } }[];
    const byManager = Object.fromEntries(
      owners(live!).map((e) => [e.manager, Object.keys(e.fieldsV1['f:data'])]),
    );
    expect(byManager.a.sort()).toEqual(
      keys
        .slice(0, 20)
        .map((k) => `f:${k}`)
        .sort(),
    );
    // a took the keys b had forced back when it re-applied them (forced too): b keeps its own.
    expect(byManager.b.sort()).toEqual(['f:new-1', 'f:new-2', 'f:new-3']);
    expect(Object.keys(strip(live!)).sort()).toEqual(
      [...keys.slice(0, 20), 'new-1', 'new-3', 'new-2'].sort(),
    );
  });
});
