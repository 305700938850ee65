// The value layer: objects are plain JSON data (as JSON.parse or a YAML parser
// produces them). Keys such as `__proto__` or `constructor` are ordinary field
// names, so every read goes through `hasOwn` and every write through `setOwn`.

// Integers are numbers while a double holds them exactly; beyond that (and within
// int64, as Kubernetes keeps integers) they are `bigint`, never both: one value has
// one form, so `===`, Map keys and `<` work across the two. See core/json.ts.
export type JsonScalar = string | number | bigint | boolean | null;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The canonical form of an integer: a number when it is safe, else a bigint within int64; null beyond int64. */
export function canonicalInt(b: bigint): number | bigint | null {
  if (b < INT64_MIN || b > INT64_MAX) return null;
  return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
}

/** Decimal integer text (optional sign) as canonicalInt gives it; null when not an int64. */
export function intOf(text: string): number | bigint | null {
  if (text.length < 16) {
    const n = Number(text);
    return Number.isSafeInteger(n) && /^[-+]?\d+$/.test(text) ? n + 0 : null;
  }
  if (!/^[-+]?\d+$/.test(text)) return null;
  return canonicalInt(BigInt(text));
}

/** True for an integer (a whole number, or a bigint). */
export function isInteger(v: JsonValue | undefined): boolean {
  return typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
}
export type JsonValue = JsonScalar | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

const ownProp = Object.prototype.hasOwnProperty;

export function hasOwn(o: object, k: string): boolean {
  return ownProp.call(o, k);
}

/** The own property `k` of `o`, or undefined: never an inherited one. */
export function getOwn(o: JsonObject, k: string): JsonValue | undefined {
  return ownProp.call(o, k) ? o[k] : undefined;
}

/** Set an own, enumerable property, even when `k` is `__proto__`. */
export function setOwn(o: JsonObject, k: string, v: JsonValue): void {
  if (k === '__proto__')
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/**
 * `o[k]` when it is an own property, else undefined, with one lookup in the usual
 * case: JSON values are never functions, and only `__proto__` yields an object
 * from Object.prototype, so anything else found is own.
 */
export function ownValue(o: JsonObject, k: string): JsonValue | undefined {
  const v = o[k];
  if (v === undefined) return undefined;
  if ((typeof v === 'function' || k === '__proto__') && !ownProp.call(o, k)) return undefined;
  return v;
}

/** True when the object has no enumerable keys (stops at the first one). */
export function isEmptyObject(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Deep structural equality of JSON values (numbers compare numerically, key
 * order ignored). `listKeys` lists an object's own keys (typed/operation's
 * sameValue passes the operation's shared listing); `b`'s keys are counted only
 * once every key of `a` has matched, so a difference costs no listing of `b`.
 */
export function deepEqual(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  listKeys: (o: JsonObject) => readonly string[] = Object.keys,
): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i], listKeys)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = listKeys(a);
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    const bv = ownValue(b, k);
    if (bv === undefined || !deepEqual(a[k], bv, listKeys)) return false;
  }
  // Every key of a is one of b's: the same count means the same keys.
  return listKeys(b).length === ka.length;
}

/** Kind name as Go's value layer would describe it in error messages. */
export function kindOf(v: JsonValue | undefined): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'object') return 'map';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (typeof v === 'bigint') return 'int';
  return typeof v === 'boolean' ? 'bool' : 'string';
}

/** Total order over JSON values, as the Go library's value.Compare: numbers < strings < bools < lists < maps < null. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 0:
      // number and bigint compare exactly with each other
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 1:
      return compareUtf8(a as string, b as string);
    case 2:
      return a === b ? 0 : a === false ? -1 : 1;
    case 3: {
      const la = a as JsonValue[];
      const lb = b as JsonValue[];
      for (let i = 0; i < la.length && i < lb.length; i++) {
        const c = compareValues(la[i], lb[i]);
        if (c !== 0) return c;
      }
      return la.length < lb.length ? -1 : la.length > lb.length ? 1 : 0;
    }
    case 4: {
      const ma = a as JsonObject;
      const mb = b as JsonObject;
      const ka = Object.keys(ma).sort(compareUtf8);
      const kb = Object.keys(mb).sort(compareUtf8);
      for (let i = 0; i < ka.length && i < kb.length; i++) {
        const c = compareUtf8(ka[i], kb[i]) || compareValues(ma[ka[i]], mb[kb[i]]);
        if (c !== 0) return c;
      }
      return ka.length < kb.length ? -1 : ka.length > kb.length ? 1 : 0;
    }
    default:
      return 0;
  }
}

function rank(v: JsonValue): number {
  if (typeof v === 'number') return 0;
  if (typeof v === 'string') return 1;
  if (typeof v === 'bigint') return 0;
  if (typeof v === 'boolean') return 2;
  if (v === null) return 5;
  return Array.isArray(v) ? 3 : 4;
}

/** Byte-order (UTF-8) string comparison, as Go's strings.Compare. */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      // UTF-16 orders surrogates (astral code points) below U+E000..U+FFFF; UTF-8 does not.
      if (x >= 0xd800 && y >= 0xd800) {
        if (x <= 0xdfff) x += 0x2000;
        if (y <= 0xdfff) y += 0x2000;
      }
      return x < y ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}
