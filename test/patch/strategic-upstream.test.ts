// The strategic merge patch tables of k8s.io/apimachinery
// (pkg/util/strategicpatch/patch_test.go), ported as data under
// test/fixtures/patch/ and replayed the way the Go tests replay them, on the
// test type mergeItem compiled from its OpenAPI v3 schema.

import { describe, expect, it } from 'vitest';
import { parseJsonExact } from '../../core/json.ts';
import { PatchError } from '../../core/patch/errors.ts';
import {
  applyStrategicPatch,
  createThreeWayStrategicPatch,
  createTwoWayStrategicPatch,
} from '../../core/patch/index.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { fixture, schemaType, sortMergeLists, type Table } from './fixtures.ts';

interface Case {
  description: string;
  original?: JsonObject | null;
  modified?: JsonObject | null;
  current?: JsonObject | null;
  twoWay?: JsonObject | null;
  threeWay?: JsonObject | null;
  result?: JsonObject | null;
  twoWayResult?: JsonObject | null;
  expectedError?: string;
}

const mergeItem = schemaType('swagger-merge-item-v3.json', 'mergeItem');

function prepared(c: Case, sorted: boolean): Required<Omit<Case, 'expectedError' | 'description'>> {
  const s = (v: JsonObject | null | undefined): JsonObject | null =>
    v === undefined || v === null ? null : sorted ? (sortMergeLists(v, mergeItem) as JsonObject) : v;
  return {
    original: s(c.original),
    modified: s(c.modified),
    current: s(c.current),
    twoWay: s(c.twoWay),
    threeWay: s(c.threeWay),
    result: s(c.result),
    twoWayResult: s(c.twoWayResult ?? c.modified),
  };
}

function expectApplied(
  obj: JsonObject | null,
  patch: JsonObject,
  expected: JsonValue | null,
  expectedError: string | undefined,
): void {
  // The object is never changed: the result shares only what the patch does not reach.
  const before = structuredClone(obj);
  if (expectedError) {
    expect(() => applyStrategicPatch(obj, patch, mergeItem)).toThrow(expectedError);
    expect(obj).toEqual(before);
    return;
  }
  const result = applyStrategicPatch(obj, patch, mergeItem);
  expect(obj).toEqual(before);
  expect(result).toEqual(expected ?? {});
}

function twoWay(c: Case, sorted: boolean): void {
  const p = prepared(c, sorted);
  const patch = createTwoWayStrategicPatch(p.original, p.modified, mergeItem);
  expect(patch).toEqual(p.twoWay ?? {});
  expectApplied(p.original, patch, p.twoWayResult, c.expectedError);
}

function threeWay(c: Case, sorted: boolean): void {
  const p = prepared(c, sorted);
  let patch: JsonObject;
  try {
    patch = createThreeWayStrategicPatch(p.original, p.modified, p.current, mergeItem, { overwrite: false });
  } catch (e) {
    if (!(e instanceof PatchError) || e.kind !== 'conflict') throw e;
    expect(c.description).toContain('conflict');
    if (p.result !== null) {
      const forced = createThreeWayStrategicPatch(p.original, p.modified, p.current, mergeItem);
      expect(forced).toEqual(p.threeWay ?? {});
      expectApplied(p.current, forced, p.result, c.expectedError);
    }
    return;
  }
  expect(c.description).not.toContain('conflict');
  expect(p.result).not.toBeNull();
  expect(patch).toEqual(p.threeWay ?? {});
  expectApplied(p.current, patch, p.result, c.expectedError);
}

for (const file of [
  'strategicpatch-create.json',
  'strategicpatch-raw.json',
  'strategicpatch-rawextension.json',
]) {
  const table = fixture<Table<Case>>(file);
  const sorted = table.sorted === true;
  describe(`${table.origin.file} ${table.origin.table}`, () => {
    table.cases.forEach((c, i) => {
      it(`${i} ${c.description} (two-way)`, () => twoWay(c, sorted));
      it(`${i} ${c.description} (three-way)`, () => threeWay(c, sorted));
    });
  });
}

for (const file of ['strategicpatch-custom.json', 'strategicpatch-custom-raw.json']) {
  const table = fixture<Table<Case>>(file);
  const sorted = table.sorted === true;
  describe(`${table.origin.file} ${table.origin.table}`, () => {
    table.cases.forEach((c, i) => {
      it(`${i} ${c.description}`, () => {
        const p = prepared(c, sorted);
        expectApplied(p.original, p.twoWay ?? {}, p.twoWayResult, c.expectedError);
      });
    });
  });
}

describe('pkg/util/strategicpatch/patch_test.go sortMergeListTestCaseData (the test helper)', () => {
  const table =
    fixture<Table<{ description: string; original: JsonObject | null; sorted: JsonObject | null }>>(
      'strategicpatch-sort.json',
    );
  table.cases.forEach((c, i) => {
    it(`${i} ${c.description}`, () => {
      expect(sortMergeLists(c.original, mergeItem) ?? null).toEqual(c.sorted);
    });
  });
});

interface TextCase {
  description: string;
  original?: string;
  current?: string;
  modified?: string;
  old?: string;
  new?: string;
  expectedTwoWay?: string;
  expectedTwoWayErr?: string;
  expectedTwoWayResult?: string;
  expectedThreeWay?: string;
  expectedThreeWayErr?: string;
  expectedThreeWayResult?: string;
  expectedPatch?: string;
  expectedResult?: string;
}

const obj = (text: string | undefined): JsonObject => parseJsonExact(text ?? '{}') as JsonObject;

describe('pkg/util/strategicpatch/patch_test.go TestUnknownField', () => {
  const table = fixture<Table<TextCase>>('strategicpatch-unknown-field.json');
  for (const c of table.cases) {
    it(`${c.description} (two-way)`, () => {
      let patch: JsonObject;
      try {
        patch = createTwoWayStrategicPatch(obj(c.original), obj(c.modified), mergeItem);
      } catch (e) {
        expect(c.expectedTwoWayErr).toBeTruthy();
        expect(String(e)).toContain(c.expectedTwoWayErr);
        return;
      }
      expect(patch).toEqual(obj(c.expectedTwoWay));
      expect(applyStrategicPatch(obj(c.original), patch, mergeItem)).toEqual(obj(c.expectedTwoWayResult));
    });
    it(`${c.description} (three-way)`, () => {
      let patch: JsonObject;
      try {
        patch = createThreeWayStrategicPatch(obj(c.original), obj(c.modified), obj(c.current), mergeItem, {
          overwrite: false,
        });
      } catch (e) {
        expect(c.expectedThreeWayErr).toBeTruthy();
        expect(String(e)).toContain(c.expectedThreeWayErr);
        return;
      }
      expect(patch).toEqual(obj(c.expectedThreeWay));
      expect(applyStrategicPatch(obj(c.current), patch, mergeItem)).toEqual(obj(c.expectedThreeWayResult));
    });
  }
});

describe('pkg/util/strategicpatch/patch_test.go TestNumberConversion', () => {
  const precisionItem = schemaType('swagger-precision-item-v3.json', 'precisionItem');
  const table = fixture<Table<TextCase>>('strategicpatch-number-conversion.json');
  for (const c of table.cases) {
    it(c.description, () => {
      const patch = createTwoWayStrategicPatch(obj(c.old), obj(c.new), precisionItem);
      expect(patch).toEqual(obj(c.expectedPatch));
      expect(applyStrategicPatch(obj(c.old), patch, precisionItem)).toEqual(obj(c.expectedResult));
    });
  }
});
