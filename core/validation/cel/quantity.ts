// Kubernetes' CEL quantity library (k8s.io/apiserver pkg/cel/library/quantity.go,
// values as k8s.io/apimachinery pkg/api/resource parses them): quantity(),
// isQuantity(), and sign, isInteger, asInteger, asApproximateFloat, compareTo,
// isLessThan, isGreaterThan, add, sub. @bufbuild/cel has no opaque types: a
// quantity is a one-entry map holding its exact value as `m×10^e` with m
// normalized, so two equal quantities are equal maps (`==` works as upstream).

import {
  type CelFunc,
  type CelMap,
  CelScalar,
  type CelValue,
  celFunc,
  celMethod,
  isCelMap,
  mapType,
} from '@bufbuild/cel';
import { semverCompare } from './semver.ts';

const { STRING, INT, BOOL, DOUBLE, DYN } = CelScalar;
const QUANTITY = mapType(STRING, STRING);
const KEY = '\u0000quantity';
const FORMAT = /^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

interface Exact {
  m: bigint;
  e: number;
}

const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const BINARY: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

function normalized(m: bigint, e: number): Exact {
  if (m === 0n) return { m: 0n, e: 0 };
  let mm = m;
  let ee = e;
  while (mm % 10n === 0n) {
    mm /= 10n;
    ee++;
  }
  return { m: mm, e: ee };
}

function formatError(): Error {
  return new Error(`quantities must match the regular expression '${FORMAT.source}'`);
}

/** resource.ParseQuantity's value, exactly. */
export function parseQuantity(s: string): Exact {
  const match = FORMAT.exec(s);
  if (match === null) throw formatError();
  const num = match[1] as string;
  const suffix = match[2] as string;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(num)) throw formatError();
  const neg = num.startsWith('-');
  const digits = num.replace(/^[+-]/, '');
  const [whole, frac = ''] = digits.split('.');
  let m = BigInt(`${whole}${frac}` || '0');
  let e = -frac.length;
  if (suffix in BINARY) m *= 2n ** BigInt(BINARY[suffix] as number);
  else if (suffix in DECIMAL) e += DECIMAL[suffix] as number;
  else if (/^[eE][-+]?\d+$/.test(suffix)) e += Number(suffix.slice(1));
  else throw formatError();
  return normalized(neg ? -m : m, e);
}

function toValue(q: Exact): CelMap {
  return new Map([[KEY, `${q.m} ${q.e}`]]) as unknown as CelMap;
}

function fromValue(v: CelValue): Exact {
  if (!isCelMap(v)) throw new Error('no such overload');
  const s = v.get(KEY);
  if (typeof s !== 'string') throw new Error('no such overload');
  const [m, e] = s.split(' ');
  return { m: BigInt(m as string), e: Number(e) };
}

/** a and b on a common exponent. */
function aligned(a: Exact, b: Exact): [bigint, bigint, number] {
  const e = Math.min(a.e, b.e);
  return [a.m * 10n ** BigInt(a.e - e), b.m * 10n ** BigInt(b.e - e), e];
}

function compare(a: Exact, b: Exact): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function integer(q: Exact): bigint | null {
  if (q.e < 0) return null;
  const v = q.m * 10n ** BigInt(q.e);
  return v < INT64_MIN || v > INT64_MAX ? null : v;
}

function plus(a: Exact, b: Exact, sign: bigint): CelMap {
  const [x, y, e] = aligned(a, b);
  return toValue(normalized(x + sign * y, e));
}

export const QUANTITY_LIBRARY: readonly CelFunc[] = [
  celFunc('quantity', [STRING], QUANTITY, (s: string) => toValue(parseQuantity(s)) as never),
  celFunc('isQuantity', [STRING], BOOL, (s: string) => {
    try {
      parseQuantity(s);
      return true;
    } catch {
      return false;
    }
  }),
  celMethod('sign', QUANTITY, [], INT, function (this: CelValue) {
    const m = fromValue(this).m;
    return m > 0n ? 1n : m < 0n ? -1n : 0n;
  }),
  celMethod('isInteger', QUANTITY, [], BOOL, function (this: CelValue) {
    return integer(fromValue(this)) !== null;
  }),
  celMethod('asInteger', QUANTITY, [], INT, function (this: CelValue) {
    const v = integer(fromValue(this));
    if (v === null) throw new Error('cannot convert value to integer');
    return v;
  }),
  celMethod('asApproximateFloat', QUANTITY, [], DOUBLE, function (this: CelValue) {
    const q = fromValue(this);
    return Number(`${q.m}e${q.e}`);
  }),
  // Shared with semver.ts's versions (the same map type underneath).
  celMethod('compareTo', QUANTITY, [QUANTITY], INT, function (this: CelValue, o: CelValue) {
    return BigInt(semverCompare(this, o) ?? compare(fromValue(this), fromValue(o)));
  }),
  celMethod('isLessThan', QUANTITY, [QUANTITY], BOOL, function (this: CelValue, o: CelValue) {
    return (semverCompare(this, o) ?? compare(fromValue(this), fromValue(o))) < 0;
  }),
  celMethod('isGreaterThan', QUANTITY, [QUANTITY], BOOL, function (this: CelValue, o: CelValue) {
    return (semverCompare(this, o) ?? compare(fromValue(this), fromValue(o))) > 0;
  }),
  celMethod('add', QUANTITY, [DYN], QUANTITY, function (this: CelValue, o: CelValue) {
    const b = typeof o === 'bigint' ? { m: o, e: 0 } : fromValue(o);
    return plus(fromValue(this), b, 1n) as never;
  }),
  celMethod('sub', QUANTITY, [DYN], QUANTITY, function (this: CelValue, o: CelValue) {
    const b = typeof o === 'bigint' ? { m: o, e: 0 } : fromValue(o);
    return plus(fromValue(this), b, -1n) as never;
  }),
];
