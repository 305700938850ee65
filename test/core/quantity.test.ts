// core/quantity.ts against the tables of k8s.io/apimachinery pkg/api/resource/quantity_test.go
// (test/fixtures/quantity/quantity_test.json names the tag and the tests), and the
// canonical forms the API server stores for the spellings manifests use.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeQuantity,
  equalQuantities,
  keptAsWritten,
  parseQuantity,
  QUANTITY_FORMAT_WRONG,
  QUANTITY_NUMERIC,
  QUANTITY_SUFFIX,
  type Quantity,
  type QuantityFormat,
  quantityString,
  sameQuantityValue,
} from '../../core/quantity.ts';

interface Table {
  parse: { input: string; unscaled: string; exponent: number; format: QuantityFormat }[];
  invalid: string[];
  string: { unscaled: string; exponent: number; format: QuantityFormat; expect: string; alternate: string }[];
  parseEmit: { in: string; expect: string }[];
  jsonWhitespace: { json: string; expect: string }[];
}

const table = JSON.parse(
  readFileSync(new URL('../fixtures/quantity/quantity_test.json', import.meta.url), 'utf8'),
) as Table;

function parsed(s: string): Quantity {
  const r = parseQuantity(s);
  if (!r.ok) throw new Error(`${s}: ${r.error}`);
  return r.quantity;
}

function q(unscaled: string, exponent: number, format: QuantityFormat): Quantity {
  return { unscaled: BigInt(unscaled), exponent, format };
}

describe('ParseQuantity (TestQuantityParse)', () => {
  it('has the upstream cases', () => expect(table.parse.length).toBeGreaterThan(90));
  for (const c of table.parse) {
    it(`${c.input} and its signed forms`, () => {
      const want = q(c.unscaled, c.exponent, c.format);
      const got = parsed(c.input);
      expect(sameQuantityValue(got, want), quantityString(got)).toBe(true);
      expect(got.format).toBe(c.format);
      const neg = parsed(`-${c.input}`);
      expect(sameQuantityValue(neg, { ...want, unscaled: -want.unscaled })).toBe(true);
      expect(neg.format).toBe(c.format);
      const plus = parsed(`+${c.input}`);
      expect(sameQuantityValue(plus, want)).toBe(true);
      expect(plus.format).toBe(c.format);
    });
  }
  it('refuses the invalid inputs', () => {
    for (const s of [...table.invalid, '']) expect(parseQuantity(s).ok, s).toBe(false);
  });
  it('words the errors as the server', () => {
    expect(parseQuantity('1Gb')).toEqual({ ok: false, error: QUANTITY_FORMAT_WRONG });
    expect(parseQuantity('1ki')).toEqual({ ok: false, error: QUANTITY_SUFFIX });
    expect(parseQuantity('-.e-10')).toEqual({ ok: false, error: QUANTITY_NUMERIC });
  });
});

describe('Quantity.String (TestQuantityString)', () => {
  for (const c of table.string) {
    it(`${c.unscaled}e${c.exponent} ${c.format} prints ${c.expect}`, () => {
      expect(quantityString(q(c.unscaled, c.exponent, c.format))).toBe(c.expect);
      // The canonical text is kept as written when parsed.
      expect(parsed(c.expect).text).toBe(c.expect);
      if (c.alternate !== '') {
        const alt = parsed(c.alternate);
        expect(alt.text).toBeUndefined();
        expect(quantityString(alt)).toBe(c.expect);
      }
      if (BigInt(c.unscaled) !== 0n) {
        expect(quantityString(q(`-${c.unscaled}`, c.exponent, c.format))).toBe(`-${c.expect}`);
      }
    });
  }
});

describe('parse then print (TestQuantityParseEmit, TestJSONWhitespace)', () => {
  for (const c of table.parseEmit) {
    it(`${c.in} -> ${c.expect}`, () => {
      expect(quantityString(parsed(c.in))).toBe(c.expect);
      const neg = parsed(`-${c.in}`);
      if (neg.unscaled !== 0n) expect(quantityString(neg)).toBe(`-${c.expect}`);
    });
  }
  for (const c of table.jsonWhitespace) {
    it(`JSON ${c.json} -> ${c.expect}`, () => {
      expect(decodeQuantity(JSON.parse(c.json))).toEqual({ ok: true, value: c.expect });
    });
  }
});

describe('what manifests write', () => {
  const cases: [unknown, string][] = [
    [0.5, '500m'],
    ['0.5', '500m'],
    ['1024Mi', '1Gi'],
    [1, '1'],
    ['1.5Gi', '1536Mi'],
    ['2000M', '2G'],
    ['100m', '100m'],
    ['1e3', '1e3'],
    ['1000e0', '1e3'],
    [1e-10, '1e-9'],
    ['0.0000000001', '1n'],
    ['0.1m', '100u'],
    [null, '0'],
    [' 250m ', '250m'],
  ];
  for (const [input, out] of cases) {
    it(`${JSON.stringify(input)} is stored as ${out}`, () =>
      expect(decodeQuantity(input)).toEqual({ ok: true, value: out }));
  }
  it('refuses what is not a quantity', () => {
    for (const v of [true, {}, [], '1 Gi', 'abc', ''])
      expect(decodeQuantity(v).ok, JSON.stringify(v)).toBe(false);
  });
  it('compares values, not spellings', () => {
    expect(equalQuantities(0.5, '500m')).toBe(true);
    expect(equalQuantities('1Gi', '1024Mi')).toBe(true);
    expect(equalQuantities('1G', '1Gi')).toBe(false);
    expect(equalQuantities('x', 'x')).toBe(false);
  });
});

describe('keptAsWritten (the walk stores these without parsing)', () => {
  it('agrees with ParseQuantity wherever it says kept', () => {
    const inputs = new Set<string>();
    for (const c of table.parse) inputs.add(c.input);
    for (const c of table.string) inputs.add(c.expect).add(c.alternate);
    for (const n of [
      '1',
      '7',
      '8',
      '12',
      '999',
      '1000',
      '1001',
      '1024',
      '1500',
      '4096',
      '123456789012345678',
      '1234567890123456789',
    ])
      for (const s of [
        '',
        'n',
        'u',
        'm',
        'k',
        'M',
        'G',
        'T',
        'P',
        'E',
        'Ki',
        'Mi',
        'Gi',
        'Ti',
        'Pi',
        'Ei',
        'e3',
      ])
        inputs.add(n + s);
    let kept = 0;
    for (const s of inputs) {
      if (s === '') continue;
      const r = parseQuantity(s);
      const parsedKept = r.ok && quantityString(r.quantity) === s;
      if (keptAsWritten(s)) {
        kept++;
        expect(parsedKept, s).toBe(true);
      }
    }
    expect(kept).toBeGreaterThan(100);
    expect(keptAsWritten('100m') && keptAsWritten('128Mi') && keptAsWritten('2Gi')).toBe(true);
    expect(keptAsWritten('1024Mi') || keptAsWritten('1000m')).toBe(false);
  });
});
