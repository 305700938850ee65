// How Go's encoding sees our JSON values, where the patch code's behaviour depends
// on it: the dynamic type of a decoded value (the API machinery decodes integers
// as int64 and other numbers as float64), `%v` formatting (lists and scalars are
// ordered by it), interface equality, and sort.SliceStable's exact algorithm
// (the order code sorts with comparators that are not strict weak orders, so
// only the same algorithm gives the same order).

import { compareUtf8, type JsonObject, type JsonValue, setOwn } from '../value.ts';

export type GoKind = 'map' | 'slice' | 'string' | 'int64' | 'float64' | 'bool' | 'nil';

export function goKind(v: JsonValue | undefined): GoKind {
  if (v === null || v === undefined) return 'nil';
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int64';
    case 'number':
      // What k8s.io/apimachinery/pkg/util/json decodes: int64 when the integer fits.
      return Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? 'int64' : 'float64';
    default:
      return Array.isArray(v) ? 'slice' : 'map';
  }
}

/** reflect.TypeOf(v).String() of a decoded JSON value (for messages). */
export function goTypeName(v: JsonValue | undefined): string {
  switch (goKind(v)) {
    case 'map':
      return 'map[string]interface {}';
    case 'slice':
      return '[]interface {}';
    case 'nil':
      return '<nil>';
    default:
      return goKind(v);
  }
}

/** Go's strconv 'g' with the shortest precision, as `%v` prints a float64. */
function goFloat(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const e = n.toExponential();
  const at = e.indexOf('e');
  const exp = Number(e.slice(at + 1));
  if (exp < -4 || exp >= 6) {
    const abs = Math.abs(exp);
    return `${e.slice(0, at)}e${exp < 0 ? '-' : '+'}${abs < 10 ? `0${abs}` : abs}`;
  }
  return String(n);
}

/** `fmt.Sprintf("%v", v)` of a decoded JSON value. */
export function goString(v: JsonValue | undefined): string {
  if (v === null || v === undefined) return '<nil>';
  switch (typeof v) {
    case 'string':
      return v;
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return v.toString();
    case 'number':
      return Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? BigInt(v).toString() : goFloat(v);
    default:
      break;
  }
  if (Array.isArray(v)) return `[${v.map(goString).join(' ')}]`;
  const keys = Object.keys(v).sort(compareUtf8);
  return `map[${keys.map((k) => `${k}:${goString(v[k])}`).join(' ')}]`;
}

/**
 * A string that two values share exactly when Go's `==` on the interfaces holding
 * them is true (same dynamic type and value). Maps and lists get a key of their
 * own: Go cannot compare them.
 */
export function goKey(v: JsonValue | undefined): string {
  switch (goKind(v)) {
    case 'nil':
      return 'n';
    case 'string':
      return `s${v as string}`;
    case 'bool':
      return v ? 'bt' : 'bf';
    case 'int64':
      return `i${typeof v === 'bigint' ? v.toString() : BigInt(v as number).toString()}`;
    case 'float64':
      return `f${String(v)}`;
    default:
      return `o${++uncomparable}`;
  }
}
let uncomparable = 0;

/** Go's `==` on two interfaces holding decoded JSON values (false for maps and lists). */
export function goEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const ka = goKind(a);
  if (ka !== goKind(b) || ka === 'map' || ka === 'slice') return false;
  if (ka === 'int64') return BigInt(a as number | bigint) === BigInt(b as number | bigint);
  return a === b || ka === 'nil';
}

/**
 * Go's sort.SliceStable: insertion sort over blocks of 20, then symmetric merges.
 * Same comparisons, same swaps, so comparators that are not orders give Go's order.
 */
export function goStableSort<T>(data: T[], less: (a: T, b: T) => boolean): T[] {
  const n = data.length;
  let block = 20;
  let a = 0;
  let b = block;
  while (b <= n) {
    insertionSort(data, a, b, less);
    a = b;
    b += block;
  }
  insertionSort(data, a, n, less);
  while (block < n) {
    a = 0;
    b = 2 * block;
    while (b <= n) {
      symMerge(data, a, a + block, b, less);
      a = b;
      b += 2 * block;
    }
    const m = a + block;
    if (m < n) symMerge(data, a, m, n, less);
    block *= 2;
  }
  return data;
}

function swap<T>(d: T[], i: number, j: number): void {
  const t = d[i];
  d[i] = d[j];
  d[j] = t;
}

function insertionSort<T>(d: T[], a: number, b: number, less: (x: T, y: T) => boolean): void {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && less(d[j], d[j - 1]); j--) swap(d, j, j - 1);
  }
}

function symMerge<T>(d: T[], a: number, m: number, b: number, less: (x: T, y: T) => boolean): void {
  if (m - a === 1) {
    let i = m;
    let j = b;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (less(d[h], d[a])) i = h + 1;
      else j = h;
    }
    for (let k = a; k < i - 1; k++) swap(d, k, k + 1);
    return;
  }
  if (b - m === 1) {
    let i = a;
    let j = m;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (!less(d[m], d[h])) i = h + 1;
      else j = h;
    }
    for (let k = m; k > i; k--) swap(d, k, k - 1);
    return;
  }
  const mid = (a + b) >>> 1;
  const n = mid + m;
  let start: number;
  let r: number;
  if (m > mid) {
    start = n - b;
    r = mid;
  } else {
    start = a;
    r = m;
  }
  const p = n - 1;
  while (start < r) {
    const c = (start + r) >>> 1;
    if (!less(d[p - c], d[c])) start = c + 1;
    else r = c;
  }
  const end = n - start;
  if (start < m && m < end) rotate(d, start, m, end);
  if (a < start && start < mid) symMerge(d, a, start, mid, less);
  if (mid < end && end < b) symMerge(d, mid, end, b, less);
}

function swapRange<T>(d: T[], a: number, b: number, n: number): void {
  for (let i = 0; i < n; i++) swap(d, a + i, b + i);
}

function rotate<T>(d: T[], a: number, m: number, b: number): void {
  let i = m - a;
  let j = b - m;
  while (i !== j) {
    if (i > j) {
      swapRange(d, m - i, m, j);
      i -= j;
    } else {
      swapRange(d, m - i, m + j - i, i);
      j -= i;
    }
  }
  swapRange(d, m - i, m, i);
}

/**
 * Go's sort.Sort of items by a text with the `<=` comparator the patch code uses:
 * up to 12 items Go runs an insertion sort, where `<=` moves an item past its
 * equals; longer lists are sorted stably (Go's pdqsort may order equals otherwise).
 */
export function sortByText<T>(items: T[], text: (item: T) => string): T[] {
  return sortTexts(items.map((v) => ({ v, s: text(v) }))).map((x) => x.v);
}

/** Items carrying their text sorted in place as sortByText sorts them (the same comparisons and swaps). */
export function sortTexts<T extends { s: string }>(keyed: T[]): T[] {
  if (keyed.length <= 12) {
    for (let i = 1; i < keyed.length; i++) {
      for (let j = i; j > 0 && compareUtf8(keyed[j].s, keyed[j - 1].s) <= 0; j--) {
        const t = keyed[j];
        keyed[j] = keyed[j - 1];
        keyed[j - 1] = t;
      }
    }
  } else {
    keyed.sort((x, y) => compareUtf8(x.s, y.s));
  }
  return keyed;
}

/** Scalars ordered by their `%v` text, as the patch code sorts them (a new list). */
export function sortScalars(list: JsonValue[]): JsonValue[] {
  return sortByText(list, goString);
}

/**
 * The patch code's in-place deduplication: a later duplicate is overwritten by the
 * last item and the list shortened, which reorders the tail. Linear when there
 * are no duplicates (the usual case).
 */
export function dedupeScalars(list: JsonValue[]): JsonValue[] {
  const seen = new Set<string>();
  let dup = false;
  for (const v of list) {
    const k = goKey(v);
    if (seen.has(k)) {
      dup = true;
      break;
    }
    seen.add(k);
  }
  if (!dup) return list;
  const s = list.slice();
  let last = s.length - 1;
  for (let i = 0; i < last; i++) {
    for (let j = i + 1; j <= last; j++) {
      if (goEqual(s[i], s[j])) {
        s[j] = s[last];
        s.length = last;
        last--;
        j--;
      }
    }
  }
  return s;
}

/** A deep copy (the engine mutates its working copies, never the caller's values). */
/**
 * Maps with more keys than this are built as hash tables from their first key:
 * V8 keeps a growing object in fast mode (a hidden class a key, copied as it
 * grows) until about this many keys, then converts it; starting from a table
 * builds a 2,000-key map in a third of the time (and smaller ones cost more).
 */
const DICTIONARY_FROM = 200;

/** An empty object to copy `size` keys into: a hash table from the start when that is big. */
export function objectFor(size: number): JsonObject {
  if (size < DICTIONARY_FROM) return {};
  // Deleting a key other than the last turns an object into a hash table (V8;
  // other engines just get an empty object).
  const out: JsonObject = { a: null, b: null };
  delete out.a;
  delete out.b;
  return out;
}

export function cloneValue(v: JsonValue): JsonValue {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out: JsonValue[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = cloneValue(v[i]);
    return out;
  }
  const keys = Object.keys(v);
  const out = objectFor(keys.length);
  for (const k of keys) setOwn(out, k, cloneValue(v[k]));
  return out;
}
