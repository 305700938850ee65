// A FieldSet holds its nodes by id, in element order, or both (see core/fieldpath/set.ts).
// Whatever form each operand has, the algebra must give the same paths: checked
// here against plain arithmetic on path strings, on sets big enough for the
// in-order look-ups (more than 16 nodes at a level) and read in every order.

import { describe, expect, it } from 'vitest';
import {
  fieldElement,
  indexElement,
  keyElement,
  type Path,
  type PathElement,
  pathString,
  valueElement,
} from '../../core/fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import { FieldSet } from '../../core/fieldpath/set.ts';
import type { JsonObject } from '../../core/value.ts';

// A small deterministic generator, so a failure names a seed that reproduces it.
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function element(r: () => number): PathElement {
  const x = Math.floor(r() * 60);
  switch (Math.floor(r() * 4)) {
    case 0:
      return fieldElement(`f${x}`);
    case 1:
      return keyElement([{ name: 'port', value: x }]);
    case 2:
      return valueElement(`v${x}`);
    default:
      return indexElement(x);
  }
}

function randomPaths(r: () => number, count: number): Path[] {
  const out: Path[] = [];
  for (let i = 0; i < count; i++) {
    const depth = 1 + Math.floor(r() * 3);
    const p: PathElement[] = [];
    for (let d = 0; d < depth; d++) p.push(element(r));
    out.push(p);
  }
  return out;
}

function shuffled<T>(xs: readonly T[], r: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** The object with its keys (at every level) in a random order. */
function reordered(o: JsonObject, r: () => number): JsonObject {
  const out: JsonObject = {};
  for (const k of shuffled(Object.keys(o), r)) out[k] = reordered(o[k] as JsonObject, r);
  return out;
}

/** The same paths in three forms: inserted one by one, read in element order, read in any order. */
function forms(paths: Path[], r: () => number): FieldSet[] {
  const table = FieldSet.of(...shuffled(paths, r));
  const written = JSON.parse(JSON.stringify(encodeFieldsV1(table))) as JsonObject;
  return [table, decodeFieldsV1(written), decodeFieldsV1(reordered(written, r))];
}

const strings = (s: FieldSet) => s.paths().map(pathString);
const strOf = (p: Path) => pathString(p);

describe('FieldSet forms', () => {
  it('the three forms of a set hold the same paths, in the same order', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = random(seed);
      const paths = randomPaths(r, 80);
      const [a, b, c] = forms(paths, r);
      expect(b.knownOrder(), `seed ${seed}`).not.toBeNull();
      expect(strings(b), `seed ${seed}`).toEqual(strings(a));
      expect(strings(c), `seed ${seed}`).toEqual(strings(a));
      expect(a.equals(b) && b.equals(c) && c.equals(a), `seed ${seed}`).toBe(true);
      for (const p of paths) expect(b.has(p) && c.has(p), `seed ${seed} ${strOf(p)}`).toBe(true);
    }
  });

  it('gives the same union, intersection and differences whatever the forms of the operands', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const r = random(seed * 7919);
      const pa = randomPaths(r, 40 + Math.floor(r() * 120));
      // The second set shares some of the first's paths, some of their prefixes, and adds its own.
      const pb = [
        ...pa.filter(() => r() < 0.3),
        ...pa.filter((p) => p.length > 1 && r() < 0.2).map((p) => p.slice(0, 1)),
        ...randomPaths(r, Math.floor(r() * 60)),
      ];
      const inA = new Set(pa.map(strOf));
      const inB = new Set(pb.map(strOf));
      const all = [...new Set([...inA, ...inB])];
      const prefixInB = (p: Path) => p.some((_, i) => inB.has(strOf(p.slice(0, i + 1))));
      const byString = new Map([...pa, ...pb].map((p) => [strOf(p), p]));
      const expected = {
        union: all.filter((s) => inA.has(s) || inB.has(s)),
        intersection: all.filter((s) => inA.has(s) && inB.has(s)),
        difference: all.filter((s) => inA.has(s) && !inB.has(s)),
        recursiveDifference: all.filter((s) => inA.has(s) && !prefixInB(byString.get(s)!)),
      };
      for (const x of forms(pa, r))
        for (const y of forms(pb, r))
          for (const op of ['union', 'intersection', 'difference', 'recursiveDifference'] as const) {
            const got = x[op](y);
            expect(new Set(strings(got)), `seed ${seed} ${op}`).toEqual(new Set(expected[op]));
            // Every form of the result lists its paths in the Go library's order.
            expect(strings(got), `seed ${seed} ${op}`).toEqual(strings(FieldSet.of(...got.paths())));
          }
    }
  });

  it('finds nodes of a set read in order whether they are asked for forwards, backwards or sparsely', () => {
    const names = Array.from({ length: 500 }, (_, i) => `key-${String(i).padStart(4, '0')}`);
    const read = decodeFieldsV1(Object.fromEntries(names.map((n) => [`f:${n}`, {}])));
    expect(read.knownOrder()).not.toBeNull();
    for (const step of [1, 3, 17, 120]) {
      const picked = names.filter((_, i) => i % step === 0);
      for (const order of [picked, [...picked].reverse()]) {
        const o = FieldSet.of(...order.map((n) => [fieldElement(n)]), [fieldElement('absent')]);
        expect(strings(read.intersection(o)), `every ${step}`).toEqual(picked.map((n) => `.${n}`));
        expect(read.difference(o).count, `every ${step}`).toBe(names.length - picked.length);
        expect(strings(read.difference(o)), `every ${step}`).toEqual(
          names.filter((_, i) => i % step !== 0).map((n) => `.${n}`),
        );
      }
    }
  });

  it('one element written two ways is one node, however the keys are ordered', () => {
    for (const written of [
      { 'v:1': {}, 'v:1.0': {}, 'v:2': {} },
      { 'v:1.0': {}, 'v:1': {}, 'v:2': {} },
    ]) {
      const read = decodeFieldsV1(written);
      expect(read.count).toBe(2);
      expect(strings(read)).toEqual(['[=1]', '[=2]']);
    }
  });

  it('a set read in order takes new nodes like any other', () => {
    const read = decodeFieldsV1({ 'f:a': {}, 'f:c': {} });
    read.addMember(fieldElement('b'));
    read.setChild(fieldElement('a'), FieldSet.of([fieldElement('x')]));
    expect(strings(read)).toEqual(['.a', '.b', '.c', '.a.x']);
  });
});
