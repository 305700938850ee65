// The Kubernetes CEL libraries rules use beyond CEL's standard and strings
// extension (k8s.io/apiserver pkg/cel/library: lists.go, regex.go), as
// @bufbuild/cel functions. Regular expressions are JavaScript's (RE2 and
// ECMAScript agree on the common syntax; RE2-only constructs fail as errors).

import {
  type CelFunc,
  type CelList,
  CelScalar,
  type CelValue,
  celMethod,
  isCelList,
  isCelMap,
  listType,
} from '@bufbuild/cel';

const { DYN, INT, STRING, BOOL } = CelScalar;
const LIST = listType(DYN);

function items(l: CelList): CelValue[] {
  return [...l];
}

function compare(a: CelValue, b: CelValue): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  throw new Error('no such overload');
}

function same(a: CelValue, b: CelValue): boolean {
  if (isCelList(a) && isCelList(b)) {
    const x = items(a);
    const y = items(b);
    return x.length === y.length && x.every((e, i) => same(e, y[i] as CelValue));
  }
  if (isCelMap(a) && isCelMap(b)) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) {
      const w = b.get(k);
      if (w === undefined || !same(v, w)) return false;
    }
    return true;
  }
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint'))
    return Number(a) === Number(b);
  return a === b;
}

function extreme(l: CelList, sign: number): CelValue {
  const xs = items(l);
  if (xs.length === 0) throw new Error('min called on empty list'.replace('min', sign < 0 ? 'min' : 'max'));
  let best = xs[0] as CelValue;
  for (const x of xs) if (compare(x, best) * sign > 0) best = x;
  return best;
}

const regexCache = new Map<string, RegExp>();

function regex(pattern: string, global: boolean): RegExp {
  const k = `${global ? 'g' : ''}${pattern}`;
  let re = regexCache.get(k);
  if (re === undefined) {
    re = new RegExp(pattern, global ? 'gu' : 'u');
    regexCache.set(k, re);
  }
  re.lastIndex = 0;
  return re;
}

/** lists.go: isSorted, sum, min, max, indexOf, lastIndexOf. */
const lists: CelFunc[] = [
  celMethod('isSorted', LIST, [], BOOL, function (this: CelList) {
    const xs = items(this);
    for (let i = 1; i < xs.length; i++)
      if (compare(xs[i - 1] as CelValue, xs[i] as CelValue) > 0) return false;
    return true;
  }),
  celMethod('sum', LIST, [], DYN, function (this: CelList) {
    const xs = items(this);
    if (xs.length === 0) return 0n;
    if (xs.every((x) => typeof x === 'bigint')) return (xs as bigint[]).reduce((a, b) => a + b, 0n);
    return xs.reduce<number>((a, b) => a + Number(b), 0);
  }),
  celMethod('min', LIST, [], DYN, function (this: CelList) {
    return extreme(this, -1) as never;
  }),
  celMethod('max', LIST, [], DYN, function (this: CelList) {
    return extreme(this, 1) as never;
  }),
  celMethod('indexOf', LIST, [DYN], INT, function (this: CelList, x: CelValue) {
    const xs = items(this);
    return BigInt(xs.findIndex((e) => same(e, x)));
  }),
  celMethod('lastIndexOf', LIST, [DYN], INT, function (this: CelList, x: CelValue) {
    const xs = items(this);
    for (let i = xs.length - 1; i >= 0; i--) if (same(xs[i] as CelValue, x)) return BigInt(i);
    return -1n;
  }),
];

/** regex.go: find, findAll. */
const regexes: CelFunc[] = [
  celMethod('find', STRING, [STRING], STRING, function (this: string, p: string) {
    return regex(p, false).exec(this)?.[0] ?? '';
  }),
  celMethod('findAll', STRING, [STRING], listType(STRING), function (this: string, p: string) {
    return [...this.matchAll(regex(p, true))].map((m) => m[0]);
  }),
  celMethod(
    'findAll',
    STRING,
    [STRING, INT],
    listType(STRING),
    function (this: string, p: string, n: bigint) {
      const all = [...this.matchAll(regex(p, true))].map((m) => m[0]);
      return n < 0n ? all : all.slice(0, Number(n));
    },
  ),
];

export const KUBERNETES_LIBRARIES: readonly CelFunc[] = [...lists, ...regexes];
