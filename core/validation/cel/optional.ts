// `oldSelf` of an optionalOldSelf rule (apiextensions-apiserver
// pkg/apiserver/schema/cel/validation.go): a CEL optional, absent on create.
// @bufbuild/cel has no optional types nor the `?.` syntax, so the optional is a
// one-entry map read by hasValue(), value() and orValue(); optional.none() and
// optional.of() build one. Chained optional field access (`oldSelf.foo.orValue()`)
// is not modelled and fails as an evaluation error.

import {
  type CelFunc,
  type CelInput,
  CelScalar,
  type CelValue,
  celFunc,
  celMethod,
  isCelList,
  isCelMap,
  mapType,
} from '@bufbuild/cel';

const { BOOL, DYN } = CelScalar;
const OPTIONAL = mapType(CelScalar.STRING, DYN);
const KEY = '\u0000optional';

/** An optional holding `v` (undefined: none). */
export function optionalOf(v: CelInput | undefined): CelInput {
  return new Map<string, CelInput>([[KEY, v === undefined ? [] : [v]]]);
}

function inner(o: CelValue): { has: boolean; value?: CelValue } {
  const l = isCelMap(o) ? o.get(KEY) : undefined;
  if (l === undefined || !isCelList(l)) throw new Error('no such overload');
  return l.size === 0 ? { has: false } : { has: true, value: l.get(0) as CelValue };
}

export const OPTIONAL_LIBRARY: readonly CelFunc[] = [
  celFunc('optional.none', [], OPTIONAL, () => optionalOf(undefined) as never),
  celFunc('optional.of', [DYN], OPTIONAL, (v: CelValue) => optionalOf(v as CelInput) as never),
  celMethod('hasValue', OPTIONAL, [], BOOL, function (this: CelValue) {
    return inner(this).has;
  }),
  celMethod('value', OPTIONAL, [], DYN, function (this: CelValue) {
    const i = inner(this);
    if (!i.has) throw new Error('optional.none() dereference');
    return i.value as never;
  }),
  celMethod('orValue', OPTIONAL, [DYN], DYN, function (this: CelValue, d: CelValue) {
    const i = inner(this);
    return (i.has ? i.value : d) as never;
  }),
];
