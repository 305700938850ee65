// toFieldSet (core/typed/tofieldset.ts): the field set of an object by its schema.

import { describe, expect, it } from 'vitest';
import { fieldElement } from '../../core/fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import type { FieldSet } from '../../core/fieldpath/set.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { toFieldSet } from '../../core/typed/tofieldset.ts';
import type { JsonObject } from '../../core/value.ts';
import { keyOf, paths, pod } from './helpers.ts';

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
