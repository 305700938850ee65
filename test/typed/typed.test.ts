import { describe, expect, it } from 'vitest';
import { fieldElement, keyElement, pathString } from '../../core/fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import type { FieldSet } from '../../core/fieldpath/set.ts';
import { apply } from '../../core/managed/fieldmanager.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { seededRandom, serverWrite } from '../../core/server/index.ts';
import { type ScenarioStep, type StepResult, scenarioSchema, simulate } from '../../core/simulate.ts';
import { compare } from '../../core/typed/compare.ts';
import { merge } from '../../core/typed/merge.ts';
import { inOperation } from '../../core/typed/operation.ts';
import { reconcileWithSchema } from '../../core/typed/reconcile.ts';
import { extractItems, removeItems } from '../../core/typed/remove.ts';
import { toFieldSet } from '../../core/typed/tofieldset.ts';
import { validate } from '../../core/typed/validate.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

const pod = typeFromOpenAPIV3Schema({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        containers: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              image: { type: 'string' },
              args: { type: 'array', items: { type: 'string' } },
              ports: {
                type: 'array',
                'x-kubernetes-list-type': 'map',
                'x-kubernetes-list-map-keys': ['containerPort', 'protocol'],
                items: {
                  type: 'object',
                  properties: {
                    containerPort: { type: 'integer' },
                    protocol: { type: 'string', default: 'TCP' },
                  },
                },
              },
            },
          },
        },
        nodeSelector: {
          type: 'object',
          additionalProperties: { type: 'string' },
          'x-kubernetes-map-type': 'atomic',
        },
        tags: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' },
      },
    },
  },
});

const paths = (s: FieldSet) => s.paths().map(pathString);
const keyOf = (name: string) => keyElement([{ name: 'name', value: name }]);

describe('validate', () => {
  it('reports each problem with its path', () => {
    const issues = validate(
      {
        spec: {
          containers: [{ name: 'a', image: 1 }, { image: 'x' }],
          tags: ['x', 'x'],
          nodeSelector: { a: 'b' },
        },
      },
      pod,
    );
    expect(issues).toEqual([
      { path: '.spec.containers[name="a"].image', message: 'expected string, got int' },
      {
        path: '.spec.containers',
        message:
          'element 1: associative list with keys has an element that omits all key fields ["name"] (and doesn\'t have default values for any key fields)',
      },
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
    ]);
  });

  it('reports every repeat of an id where it stands, and allows repeats in live objects', () => {
    const obj = { spec: { tags: ['x', 'y', 'x', 'x', 'y'], containers: [{ name: 'a' }, { name: 'a' }] } };
    expect(validate(obj, pod)).toEqual([
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
      { path: '.spec.tags', message: 'duplicate entries for key [="y"]' },
      { path: '.spec.containers', message: 'duplicate entries for key [name="a"]' },
    ]);
    expect(validate(obj, pod, { allowDuplicates: true })).toEqual([]);
  });

  it('reports fields the schema does not declare', () => {
    expect(validate({ spec: { nope: 1 } }, pod)).toEqual([
      { path: '.spec.nope', message: 'field not declared in schema' },
    ]);
  });
});

describe('toFieldSet', () => {
  it('owns list items, their fields and atomic values, with key defaults', () => {
    const set = toFieldSet(
      {
        spec: {
          containers: [{ name: 'a', ports: [{ containerPort: 80 }], args: ['x'] }],
          nodeSelector: { k: 'v' },
        },
      },
      pod,
    );
    expect(encodeFieldsV1(set)).toEqual({
      'f:spec': {
        'f:containers': {
          'k:{"name":"a"}': {
            '.': {},
            'f:args': {},
            'f:name': {},
            'f:ports': { 'k:{"containerPort":80,"protocol":"TCP"}': { '.': {}, 'f:containerPort': {} } },
          },
        },
        'f:nodeSelector': {},
      },
    });
  });

  it('owns a repeated item once, as a whole', () => {
    const set = toFieldSet(
      { spec: { containers: [{ name: 'a', image: 'x' }, { name: 'b' }, { name: 'a', image: 'y' }] } },
      pod,
    );
    expect(paths(set)).toEqual([
      '.spec.containers[name="a"]',
      '.spec.containers[name="b"]',
      '.spec.containers[name="b"].name',
    ]);
  });

  describe('beside the set owned before', () => {
    const podOf = (containers: JsonObject[], extra: JsonObject = {}): JsonObject => ({
      spec: { containers, ...extra },
    });
    const c = (name: string, image = 'img', ports: number[] = [80]): JsonObject => ({
      name,
      image,
      ports: ports.map((containerPort) => ({ containerPort })),
    });
    const item = (s: FieldSet, name: string) =>
      s.withPrefix(fieldElement('spec')).withPrefix(fieldElement('containers')).withPrefix(keyOf(name));

    it('hands back the previous set itself when equal', () => {
      const obj = podOf([c('a'), c('b')], { nodeSelector: { k: 'v' } });
      const before = toFieldSet(obj, pod);
      expect(toFieldSet(structuredClone(obj), pod, before)).toBe(before);
    });

    it('is the plain set, holding the previous subtrees where they are equal', () => {
      const before = toFieldSet(podOf([c('a'), c('b'), c('c')]), pod);
      // b's image changes (same fields, so still shared); b gains args (not shared).
      const obj = podOf([c('a', 'img:2'), { ...c('b'), args: ['x'] }, c('d')], { nodeSelector: { k: 'v' } });
      const out = toFieldSet(obj, pod, before);
      expect(paths(out)).toEqual(paths(toFieldSet(obj, pod)));
      expect(item(out, 'a')).toBe(item(before, 'a'));
      expect(item(out, 'b')).not.toBe(item(before, 'b'));
      // Below a changed item, what did not change is still shared.
      const ports = (s: FieldSet) => item(s, 'b').withPrefix(fieldElement('ports'));
      expect(ports(out)).toBe(ports(before));
    });

    it('does not share a node whose own membership differs, even with equal children', () => {
      const before = toFieldSet(podOf([c('a')]), pod);
      const nulled = toFieldSet({ spec: null }, pod, before);
      expect(paths(nulled)).toEqual(['.spec']);
      const back = toFieldSet(podOf([c('a')]), pod, nulled);
      expect(paths(back)).toEqual(paths(before));
      expect(back).not.toBe(nulled);
    });

    it('finds the equal items whatever their order, with one more and one fewer', () => {
      const names = Array.from({ length: 40 }, (_, i) => `n${String(i).padStart(2, '0')}`);
      const before = toFieldSet(podOf(names.map((n) => c(n))), pod);
      for (const order of [
        names,
        [...names].reverse(),
        ['extra', ...names.slice(0, 20), ...names.slice(21)],
      ]) {
        const obj = podOf(order.map((n) => c(n)));
        const out = toFieldSet(obj, pod, before);
        expect(paths(out)).toEqual(paths(toFieldSet(obj, pod)));
        for (const n of order) if (names.includes(n)) expect(item(out, n)).toBe(item(before, n));
        expect(out === before).toBe(!order.includes('extra'));
      }
    });

    it('takes the elements of the keys of a big map from the previous set, in order or not', () => {
      const cm = typeFromOpenAPIV3Schema({
        type: 'object',
        properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
      });
      const keys = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, '0')}`);
      const data = (ks: string[]) => Object.fromEntries(ks.map((k) => [k, 'v']));
      const before = toFieldSet({ data: data(keys) }, cm);
      const dataSet = (s: FieldSet) => s.withPrefix(fieldElement('data'));
      for (const ks of [[...keys, 'new'], [...keys].reverse().slice(1)]) {
        const out = toFieldSet({ data: data(ks) }, cm, before);
        expect(paths(out)).toEqual(paths(toFieldSet({ data: data(ks) }, cm)));
        for (const k of ks)
          if (keys.includes(k))
            expect(dataSet(out).nodes.get(`f:${k}`)?.pe).toBe(dataSet(before).nodes.get(`f:${k}`)?.pe);
      }
    });

    it('beside a big set read from FieldsV1 (kept in element order), finds its nodes in any order', () => {
      const cm = typeFromOpenAPIV3Schema({
        type: 'object',
        properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
      });
      const keys = Array.from({ length: 60 }, (_, i) => `k${String(i).padStart(2, '0')}`);
      const data = (ks: string[]) => ({ data: Object.fromEntries(ks.map((k) => [k, 'v'])) });
      // A copy of the encoding: decoding what this process wrote would hand back the same set.
      const written = JSON.parse(JSON.stringify(encodeFieldsV1(toFieldSet(data(keys), cm))));
      const shuffled = [...keys].sort(
        (a, b) =>
          ((a.charCodeAt(2) * 7 + a.charCodeAt(1)) % 11) - ((b.charCodeAt(2) * 7 + b.charCodeAt(1)) % 11),
      );
      for (const [ks, same] of [
        [keys, true],
        [[...keys].reverse(), true],
        [shuffled, true],
        [keys.filter((k) => k !== 'k30'), false],
        [[...keys.slice(0, 45), 'k44x', ...keys.slice(45)], false],
        [[...shuffled.slice(0, 50), 'new'], false],
      ] as const) {
        const before = decodeFieldsV1(written);
        expect(before.withPrefix(fieldElement('data')).knownOrder()).not.toBeNull();
        const out = toFieldSet(data([...ks]), cm, before);
        expect(paths(out)).toEqual(paths(toFieldSet(data([...ks]), cm)));
        expect(out === before).toBe(same);
      }
    });

    it('shares with a set decoded from managedFields, listed in another order', () => {
      const obj = podOf([c('b', 'x', [90, 80]), c('a')]);
      const before = decodeFieldsV1(encodeFieldsV1(toFieldSet(obj, pod)));
      const out = toFieldSet(obj, pod, before);
      expect(out).toBe(before);
    });
  });
});

describe('compare', () => {
  it('sorts changes into added, removed and modified', () => {
    const c = compare(
      { spec: { containers: [{ name: 'a', image: 'x' }, { name: 'b' }], tags: ['t'] } },
      { spec: { containers: [{ name: 'a', image: 'y' }, { name: 'c' }], nodeSelector: { k: 'v' } } },
      pod,
    );
    expect(paths(c.modified)).toEqual(['.spec.containers[name="a"].image']);
    expect(paths(c.added)).toEqual([
      '.spec.nodeSelector',
      '.spec.containers[name="c"]',
      '.spec.containers[name="c"].name',
    ]);
    expect(paths(c.removed)).toEqual([
      '.spec.tags',
      '.spec.containers[name="b"]',
      '.spec.containers[name="b"].name',
      '.spec.tags[="t"]',
    ]);
  });

  it('pairs items by key whatever their positions, and compares repeated items as a whole', () => {
    const c = compare(
      {
        spec: {
          containers: [{ name: 'a' }, { name: 'b', image: '1' }, { name: 'c' }, { name: 'd', image: '1' }],
        },
      },
      {
        spec: {
          containers: [
            { name: 'a' },
            { name: 'new' },
            { name: 'b', image: '2' },
            { name: 'd', image: '2' },
            { name: 'c', image: '1' },
          ],
        },
      },
      pod,
    );
    expect(paths(c.modified)).toEqual([
      '.spec.containers[name="b"].image',
      '.spec.containers[name="d"].image',
    ]);
    expect(paths(c.added)).toEqual([
      '.spec.containers[name="new"]',
      '.spec.containers[name="c"].image',
      '.spec.containers[name="new"].name',
    ]);
    expect(paths(c.removed)).toEqual([]);
    const twice: JsonObject[] = [{ name: 'a', image: '1' }, { name: 'a' }];
    const dups = compare(
      { spec: { containers: twice } },
      { spec: { containers: [{ name: 'a', image: '1' }] } },
      pod,
    );
    expect(paths(dups.removed)).toEqual(['.spec.containers[name="a"]']);
    expect(paths(dups.added)).toEqual([
      '.spec.containers[name="a"]',
      '.spec.containers[name="a"].image',
      '.spec.containers[name="a"].name',
    ]);
    const same = compare({ spec: { containers: twice } }, { spec: { containers: [...twice] } }, pod);
    expect([same.added, same.removed, same.modified].every((s) => s.isEmpty())).toBe(true);
    const changed = compare(
      { spec: { containers: twice } },
      { spec: { containers: [twice[1], twice[0]] } },
      pod,
    );
    expect(paths(changed.modified)).toEqual(['.spec.containers[name="a"]']);
  });
});

describe('merge', () => {
  it('merges associative items by key and replaces atomic values', () => {
    expect(
      merge(
        {
          spec: {
            containers: [{ name: 'a', image: 'x', args: ['1', '2'] }],
            nodeSelector: { a: '1', b: '2' },
          },
        },
        { spec: { containers: [{ name: 'a', args: ['3'] }, { name: 'b' }], nodeSelector: { c: '3' } } },
        pod,
      ),
    ).toEqual({
      spec: { containers: [{ name: 'a', image: 'x', args: ['3'] }, { name: 'b' }], nodeSelector: { c: '3' } },
    });
  });

  it('follows the applied order for shared items and keeps live-only items in place', () => {
    const out = merge(
      { spec: { containers: [{ name: 'p' }, { name: 'q' }] } },
      { spec: { containers: [{ name: 'r' }, { name: 'q' }, { name: 'p' }] } },
      pod,
    );
    expect(out).toEqual({ spec: { containers: [{ name: 'r' }, { name: 'q' }, { name: 'p' }] } });
  });

  it("replaces repeated live items with the applied one, in the first one's place", () => {
    const out = merge(
      { spec: { containers: [{ name: 'a', image: '1' }, { name: 'b' }, { name: 'a', image: '2' }] } },
      { spec: { containers: [{ name: 'a', args: ['x'] }] } },
      pod,
    );
    expect(out).toEqual({ spec: { containers: [{ name: 'a', args: ['x'] }, { name: 'b' }] } });
    expect(() =>
      merge(
        { spec: { containers: [{ name: 'z' }] } },
        { spec: { containers: [{ name: 'a' }, { name: 'b' }, { name: 'a' }] } },
        pod,
      ),
    ).toThrow('.spec.containers: duplicate entries for key [name="a"]');
  });

  it('hands back the live map or list itself where the configuration changes nothing', () => {
    interface Doc {
      spec: { containers: { name: string; image?: string }[]; tags: string[] };
    }
    const live = {
      spec: {
        containers: [
          { name: 'a', image: 'x', ports: [{ containerPort: 80, protocol: 'TCP' }] },
          { name: 'b', image: 'y' },
        ],
        tags: ['t'],
      },
    } as JsonObject;
    const doc = live as unknown as Doc;
    const same = merge(live, { spec: { containers: [{ name: 'a', image: 'x' }] } }, pod);
    expect(same).toBe(live);
    const changed = merge(live, { spec: { containers: [{ name: 'b', image: 'z' }] } }, pod) as unknown as Doc;
    expect(changed).not.toBe(live);
    expect(changed.spec.containers[0]).toBe(doc.spec.containers[0]);
    expect(changed.spec.containers[1]).toEqual({ name: 'b', image: 'z' });
    expect(changed.spec.tags).toBe(doc.spec.tags);
    expect(doc.spec.containers[1].image).toBe('y'); // the live object is never written to
    // The same items in another order are a new list.
    const reordered = merge(
      live,
      { spec: { containers: [{ name: 'b' }, { name: 'a' }] } },
      pod,
    ) as unknown as Doc;
    expect(reordered.spec.containers.map((c) => c.name)).toEqual(['b', 'a']);
    expect(reordered.spec.containers[0]).toBe(doc.spec.containers[1]);
  });

  it('hands back the configuration map itself when it restates a big map, and else merges as a lookup by key does', () => {
    const schema = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        data: { type: 'object', additionalProperties: { type: 'string' } },
        nested: {
          type: 'object',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    });
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    const map = (entries: [string, JsonValue][]) => JSON.parse(JSON.stringify(Object.fromEntries(entries)));
    const liveData = map(keys.map((k) => [k, 'v']));
    const liveNested = map(keys.map((k) => [k, { a: 'v', b: 'v' }]));
    // Inside an operation (validation records the values of big maps first), and
    // standalone (every key looked up): same keys, same order, same values.
    const both = (live: JsonObject, config: JsonObject) => {
      const inside = inOperation(() => {
        validate(live, schema);
        validate(config, schema);
        return merge(live, config, schema) as JsonObject;
      });
      const alone = merge(JSON.parse(JSON.stringify(live)), config, schema) as JsonObject;
      for (const f of Object.keys(alone)) {
        expect(Object.keys(inside[f] as JsonObject)).toEqual(Object.keys(alone[f] as JsonObject));
        expect(inside[f]).toEqual(alone[f]);
      }
      return inside;
    };
    const changed = (i: number) => (i % 9 === 0 ? 'changed' : 'v');
    // Every key, in the live order, some values changed: the configuration's own map.
    const restated = map(keys.map((k, i) => [k, changed(i)]));
    expect(both({ data: liveData }, { data: restated }).data).toBe(restated);
    // The same, the last two keys swapped: the live order stands, in a copy.
    const swapped = map(
      [...keys.slice(0, 98), keys[99], keys[98]].map((k) => [k, changed(Number(k.slice(1)))]),
    );
    const s = both({ data: liveData }, { data: swapped }).data as JsonObject;
    expect(s).not.toBe(swapped);
    expect(Object.keys(s)).toEqual(keys);
    expect(s.k0).toBe('changed');
    // A new key in place of the last live one: changes before it written, the new key appended.
    const grown = map([...keys.slice(0, 99), 'new'].map((k, i) => [k, changed(i)]));
    const g = both({ data: liveData }, { data: grown }).data as JsonObject;
    expect(Object.keys(g)).toEqual([...keys, 'new']);
    expect([g.k0, g.k9, g.k99, g.new]).toEqual(['changed', 'changed', 'v', 'changed']);
    // Nested maps merged key by key: the live `b`s stay, so the result is a copy.
    const nested = map(
      keys.map((k, i): [string, JsonObject] => [k, i === 50 ? { b: 'v' } : { a: changed(i) }]),
    );
    const n = both({ nested: liveNested }, { nested }).nested as JsonObject;
    expect(n).not.toBe(nested);
    expect([n.k0, n.k1, n.k50]).toEqual([
      { a: 'changed', b: 'v' },
      { a: 'v', b: 'v' },
      { a: 'v', b: 'v' },
    ]);
  });

  it('reports a scalar of the wrong kind in merge and compare only when both sides hold one', () => {
    const schema = typeFromOpenAPIV3Schema({ type: 'object', properties: { a: { type: 'string' } } });
    expect(merge({ a: 5 }, { a: 'x' }, schema)).toEqual({ a: 'x' });
    expect(merge({ a: 'x' }, { a: 5 }, schema)).toEqual({ a: 5 });
    expect(() => merge({ a: 5 }, { a: true }, schema)).toThrow(
      '  .a: lhs: expected string, got int\n  .a: rhs: expected string, got bool',
    );
    expect(compare({ a: 5 }, { a: 'x' }, schema).modified.size()).toBe(1);
    expect(compare({ a: 'x' }, { a: 5 }, schema).modified.size()).toBe(1);
    expect(() => compare({ a: 5 }, { a: true }, schema)).toThrow('.a: lhs: expected string, got int');
  });

  it('hands back the configuration list itself when every item merges into its own', () => {
    const schema = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: { tags: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } } },
    });
    const tags = ['b', 'c', 'a'];
    const merged = merge({ tags: ['a', 'b', 'c'] }, { tags }, schema) as JsonObject;
    expect(merged.tags).toBe(tags);
    expect(merged.tags).toEqual(['b', 'c', 'a']);
    const more = merge({ tags: ['a', 'x'] }, { tags }, schema) as JsonObject;
    expect(more.tags).toEqual(['b', 'c', 'a', 'x']);
  });
});

describe('removeItems / extractItems', () => {
  const obj = {
    spec: {
      containers: [
        { name: 'a', image: 'x' },
        { name: 'b', image: 'y' },
      ],
      tags: ['t'],
    },
  };

  it('removes members with their subtree; an emptied list becomes null', () => {
    const set = decodeFieldsV1({
      'f:spec': { 'f:containers': { 'k:{"name":"a"}': {} }, 'f:tags': { 'v:"t"': {} } },
    });
    expect(removeItems(obj, set, pod)).toEqual({
      spec: { containers: [{ name: 'b', image: 'y' }], tags: null },
    });
  });

  it('extracts only what a set names, keeping list keys', () => {
    const set = decodeFieldsV1({
      'f:spec': { 'f:containers': { 'k:{"name":"b"}': { 'f:image': {}, 'f:name': {} } } },
    });
    expect(extractItems(obj, set, pod)).toEqual({ spec: { containers: [{ name: 'b', image: 'y' }] } });
  });
});

describe('reconcileWithSchema', () => {
  it('folds ownership under a now-atomic map into the map itself', () => {
    const set = decodeFieldsV1({ 'f:spec': { 'f:nodeSelector': { 'f:a': {} }, 'f:tags': { 'v:"x"': {} } } });
    expect(paths(reconcileWithSchema(set, pod)!)).toEqual(['.spec.nodeSelector', '.spec.tags[="x"]']);
    expect(reconcileWithSchema(decodeFieldsV1({ 'f:spec': { 'f:tags': { 'v:"x"': {} } } }), pod)).toBeNull();
  });

  it('answers again for the same set (cached) and for another schema', () => {
    const set = decodeFieldsV1({ 'f:spec': { 'f:nodeSelector': { 'f:a': {} } } });
    const folded = reconcileWithSchema(set, pod)!;
    expect(reconcileWithSchema(set, pod)).toBe(folded);
    expect(reconcileWithSchema(folded, pod)).toBeNull(); // already reconciled
    const granular = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: { nodeSelector: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    });
    expect(reconcileWithSchema(set, granular)).toBeNull();
    expect(paths(reconcileWithSchema(set, pod)!)).toEqual(['.spec.nodeSelector']);
  });
});

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
