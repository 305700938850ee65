// merge (core/typed/merge.ts): an applied configuration merged into an object by its schema.

import { describe, expect, it } from 'vitest';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { compare } from '../../core/typed/compare.ts';
import { merge } from '../../core/typed/merge.ts';
import { inOperation } from '../../core/typed/operation.ts';
import { validate } from '../../core/typed/validate.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { pod } from './helpers.ts';

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
