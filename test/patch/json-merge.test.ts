// JSON merge patch: the tables of github.com/evanphx/json-patch (merge_test.go,
// with RFC 7386's appendix) and of k8s.io/apimachinery pkg/util/jsonmergepatch
// (the three-way patch kubectl sends for kinds without strategic metadata).

import { describe, expect, it } from 'vitest';
import {
  applyJsonMergePatch,
  createJsonMergePatch,
  createThreeWayJsonMergePatch,
  PatchError,
} from '../../core/patch/index.ts';
import { filterNulls } from '../../core/patch/json-merge.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { fixture, type Origin, type Table } from './fixtures.ts';

interface EvanphxTable {
  origin: Origin;
  apply: { from: string; target: JsonValue; patch: JsonValue; expected?: JsonValue; error?: string }[];
  create: { from: string; original: JsonObject; modified: JsonObject; patch: JsonObject }[];
}

describe('evanphx/json-patch merge_test.go', () => {
  const table = fixture<EvanphxTable>('json-patch-merge.json');
  table.apply.forEach((c, i) => {
    it(`apply ${i} ${c.from}`, () => {
      if (c.error !== undefined) {
        expect(() => applyJsonMergePatch(c.target, c.patch)).toThrow(c.error);
        return;
      }
      const before = JSON.stringify(c.target);
      expect(applyJsonMergePatch(c.target, c.patch)).toEqual(c.expected);
      expect(JSON.stringify(c.target)).toBe(before);
    });
  });
  table.create.forEach((c, i) => {
    it(`create ${i} ${c.from}`, () => {
      const patch = createJsonMergePatch(c.original, c.modified);
      expect(patch).toEqual(c.patch);
      expect(applyJsonMergePatch(c.original, patch)).toEqual(c.modified);
    });
  });
});

describe('k8s.io/apimachinery pkg/util/jsonmergepatch', () => {
  const filter = fixture<
    Table<{
      description: string;
      originalObj: JsonObject;
      expectedWithNull: JsonObject;
      expectedWithoutNull: JsonObject;
    }>
  >('jsonmergepatch-filter-null.json');
  for (const c of filter.cases) {
    it(`${filter.origin.table}: ${c.description}`, () => {
      expect(filterNulls(c.originalObj, true)).toEqual(c.expectedWithNull);
      expect(filterNulls(c.originalObj, false)).toEqual(c.expectedWithoutNull);
    });
  }

  const threeWay = fixture<
    Table<{
      description: string;
      original?: JsonObject | null;
      modified?: JsonObject | null;
      current?: JsonObject | null;
      threeWay: JsonObject | null;
      result: JsonObject | null;
    }>
  >('jsonmergepatch-three-way.json');
  for (const c of threeWay.cases) {
    it(`${threeWay.origin.table}: ${c.description}`, () => {
      const patch = createThreeWayJsonMergePatch(c.original ?? null, c.modified ?? null, c.current ?? null);
      expect(patch).toEqual(c.threeWay ?? {});
      expect(applyJsonMergePatch(c.current ?? {}, patch)).toEqual(c.result ?? {});
    });
  }
});

describe('JSON merge patch errors', () => {
  it('names a null document as the Go library does', () => {
    const err = (() => {
      try {
        applyJsonMergePatch(null, {});
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(PatchError);
    expect((err as PatchError).reason).toBe('Invalid JSON Document');
  });

  it('keeps integers beyond 2^53 exact and __proto__ as a field', () => {
    const big = 2n ** 62n + 1n;
    const doc = JSON.parse('{"__proto__": {"a": 1}, "n": 1}') as JsonObject;
    const out = applyJsonMergePatch(doc, { n: big, m: null }) as JsonObject;
    expect(out.n).toBe(big);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    const patch = createThreeWayJsonMergePatch(doc, { ...doc, n: big }, doc);
    expect(patch).toEqual({ n: big });
  });

  it("refuses, with kubectl's preconditions, a patch changing apiVersion, kind or metadata.name", () => {
    const o = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'a' }, spec: { x: 1 } };
    const renamed = { ...o, metadata: { name: 'b' } };
    expect(createThreeWayJsonMergePatch(o, renamed, o)).toEqual({ metadata: { name: 'b' } });
    let err: unknown;
    try {
      createThreeWayJsonMergePatch(o, renamed, o, { preconditions: true });
    } catch (e) {
      err = e;
    }
    expect((err as PatchError).kind).toBe('precondition');
    expect((err as PatchError).reason).toBe('precondition failed for: map[metadata:map[name:b]]');
    expect(createThreeWayJsonMergePatch(o, { ...o, spec: { x: 2 } }, o, { preconditions: true })).toEqual({
      spec: { x: 2 },
    });
  });
});
