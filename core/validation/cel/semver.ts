// Kubernetes' CEL semver library (k8s.io/apiserver v0.35 pkg/cel/library/semverlib.go,
// versions as github.com/blang/semver/v4 Parse reads them): semver(s) and
// semver(s, normalize), isSemver(s) and isSemver(s, normalize), major(), minor(),
// patch(), compareTo(), isLessThan(), isGreaterThan(). A version is a one-entry map
// of its text (no opaque types in @bufbuild/cel): equal texts are equal maps.
// Parse errors follow blang/semver's wording as far as it is known here.

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

const { STRING, INT, BOOL } = CelScalar;
const SEMVER = mapType(STRING, STRING);
const KEY = '\u0000semver';
const NUMERIC = /^[0-9]+$/;
const ALPHANUM = /^[0-9A-Za-z-]+$/;

interface Version {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string[];
}

function number(s: string, what: string): bigint {
  if (!NUMERIC.test(s)) throw new Error(`Invalid character(s) found in ${what} number ${JSON.stringify(s)}`);
  if (s.length > 1 && s.startsWith('0'))
    throw new Error(
      `${what[0]?.toUpperCase()}${what.slice(1)} number must not contain leading zeroes ${JSON.stringify(s)}`,
    );
  return BigInt(s);
}

/** blang/semver Parse. */
function parse(s: string): Version {
  if (s === '') throw new Error('Version string empty');
  const parts = s.split('.');
  if (parts.length < 3) throw new Error('No Major.Minor.Patch elements found');
  const major = number(parts[0] as string, 'major');
  const minor = number(parts[1] as string, 'minor');
  let patch = parts.slice(2).join('.');
  let build: string[] = [];
  let pre: string[] = [];
  const plus = patch.indexOf('+');
  if (plus >= 0) {
    build = patch.slice(plus + 1).split('.');
    patch = patch.slice(0, plus);
  }
  const dash = patch.indexOf('-');
  if (dash >= 0) {
    pre = patch.slice(dash + 1).split('.');
    patch = patch.slice(0, dash);
  }
  const p = number(patch, 'patch');
  for (const id of pre) {
    if (id === '') throw new Error('Prerelease is empty');
    if (!ALPHANUM.test(id)) throw new Error(`Invalid character(s) found in prerelease ${JSON.stringify(id)}`);
    if (NUMERIC.test(id) && id.length > 1 && id.startsWith('0'))
      throw new Error(`Numeric PreRelease version must not contain leading zeroes ${JSON.stringify(id)}`);
  }
  for (const id of build) {
    if (id === '') throw new Error('Build meta data is empty');
    if (!ALPHANUM.test(id))
      throw new Error(`Invalid character(s) found in build meta data ${JSON.stringify(id)}`);
  }
  return { major, minor, patch: p, pre };
}

/** normalizeAndParse: an optional `v`, leading zeros dropped, a short version filled with zeros. */
function normalized(s: string): Version {
  const parts = (s.startsWith('v') ? s.slice(1) : s).split('.');
  const head = parts.slice(0, 2);
  const rest = parts.slice(2).join('.');
  const all = parts.length > 2 ? [...head, rest] : head;
  const fixed = all.map((p) => {
    if (p.length <= 1) return p;
    const t = p.replace(/^0+/, '');
    return t === '' || !/^[0-9]/.test(t) ? `0${t}` : t;
  });
  if (fixed.length < 3) {
    if (/[+-]/.test(fixed[fixed.length - 1] ?? ''))
      throw new Error('short version cannot contain PreRelease/Build meta data');
    while (fixed.length < 3) fixed.push('0');
  }
  return parse(fixed.join('.'));
}

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 0 : a.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    const xn = NUMERIC.test(x);
    const yn = NUMERIC.test(y);
    if (xn && yn) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compare(a: Version, b: Version): number {
  for (const k of ['major', 'minor', 'patch'] as const) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
  return comparePre(a.pre, b.pre);
}

function text(v: Version): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre.length > 0 ? `-${v.pre.join('.')}` : ''}`;
}

/** The value: its text without build metadata (which takes no part in comparisons). */
function toValue(v: Version): CelMap {
  return new Map([[KEY, text(v)]]) as unknown as CelMap;
}

function fromValue(v: CelValue): Version {
  const s = isCelMap(v) ? v.get(KEY) : undefined;
  if (typeof s !== 'string') throw new Error('no such overload');
  return parse(s);
}

/**
 * compareTo, isLessThan and isGreaterThan are shared with the quantity library (both
 * are maps to @bufbuild/cel): its methods ask here first. Null when `a` is no version.
 */
export function semverCompare(a: CelValue, b: CelValue): number | null {
  if (!isCelMap(a) || typeof a.get(KEY) !== 'string') return null;
  return compare(fromValue(a), fromValue(b));
}

function ok(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}

export const SEMVER_LIBRARY: readonly CelFunc[] = [
  celFunc('semver', [STRING], SEMVER, (s: string) => toValue(parse(s)) as never),
  celFunc(
    'semver',
    [STRING, BOOL],
    SEMVER,
    (s: string, n: boolean) => toValue(n ? normalized(s) : parse(s)) as never,
  ),
  celFunc('isSemver', [STRING], BOOL, (s: string) => ok(() => parse(s))),
  celFunc('isSemver', [STRING, BOOL], BOOL, (s: string, n: boolean) =>
    ok(() => (n ? normalized(s) : parse(s))),
  ),
  celMethod('major', SEMVER, [], INT, function (this: CelValue) {
    return fromValue(this).major;
  }),
  celMethod('minor', SEMVER, [], INT, function (this: CelValue) {
    return fromValue(this).minor;
  }),
  celMethod('patch', SEMVER, [], INT, function (this: CelValue) {
    return fromValue(this).patch;
  }),
];
