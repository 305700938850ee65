// What decoding a built-in object into its Go types does to the values of some
// types, and the errors it gives (serialized.ts applies these in its walk):
//
// - resource.Quantity: parsed and written back canonically (core/quantity.ts);
// - int32, only where an apply's configuration holds one out of range
//   (numbers.ts finds it, and refuses it and IntOrString's bad numbers in a
//   body): the unstructured converter (pkg/runtime/converter.go
//   fromUnstructured) converts the int64 to an int32 as Go does, wrapping around;
// - []byte (`format: byte`: Secret data, ConfigMap binaryData, caBundle...):
//   standard base64, written back canonically (encoding/json; the converter's
//   sliceFromUnstructured wraps the error as "error decoding from json: ...");
// - metav1.Time / MicroTime: core/server/gotime.ts.
//
// An error is the decoder's own text; write.ts wraps it as the server does for the
// verb (a create or update body: 400 "... cannot be handled as a <Kind>: ..."; an
// apply's merged object: the field manager's conversion error, a 500).

import { base64OfBytes } from '../base64.ts';
import { decodeQuantity, goJsonNumber, keptAsWritten } from '../quantity.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonValue } from '../value.ts';
import { decodeGoTime } from './gotime.ts';

export type ValueKind = 'quantity' | 'int32' | 'bytes' | 'time' | 'microTime';

/** How values are read: a create or update body (JSON), an apply's merged object (unstructured), the stored object. */
export type DecodeMode = 'json' | 'unstructured' | 'stored';

const KINDS: Record<string, ValueKind> = {
  'io.k8s.apimachinery.pkg.api.resource.Quantity': 'quantity',
  int32: 'int32',
  byte: 'bytes',
  'io.k8s.apimachinery.pkg.apis.meta.v1.Time': 'time',
  'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime': 'microTime',
};

/** The value conversion a type's values get, or null. */
export function valueKindOf(t: TypeNode): ValueKind | null {
  return Object.hasOwn(KINDS, t.name) ? KINDS[t.name] : null;
}

/**
 * A value the decoder refuses. `typeError` is an encoding/json UnmarshalTypeError
 * (its text depends on where it happened: the caller adds the struct and field);
 * otherwise `message` is the whole error.
 */
export class DecodeError extends Error {
  constructor(
    message: string,
    readonly typeError?: { value: string; goType: string },
  ) {
    super(message);
  }
}

/** A value changed in a way a reader would not expect (an int32 wrapped around). */
export interface DecodeNote {
  from: JsonValue;
  to: JsonValue;
  /** The JSON field names from the root (filled in by serialized.ts). */
  fields: string[];
}

function jsonKind(v: JsonValue): string {
  if (typeof v === 'number') return `number ${goJsonNumber(v)}`;
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  return Array.isArray(v) ? 'array' : 'object';
}

function typeError(v: JsonValue, goType: string): DecodeError {
  const value = jsonKind(v);
  return new DecodeError(`json: cannot unmarshal ${value} into Go value of type ${goType}`, {
    value,
    goType,
  });
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;
}

const BASE64_CANONICAL =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=|[A-Za-z0-9+/][AQgw]==)?$/;
const DECODE_MAP = (() => {
  const m = new Int16Array(256).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i++) m[alphabet.charCodeAt(i)] = i;
  return m;
})();

/**
 * encoding/base64 StdEncoding.DecodeString (src/encoding/base64/base64.go
 * decodeQuantum): the bytes, or the offset of the first illegal byte. Line breaks
 * are skipped; padding is required.
 */
function goBase64(src: readonly number[]): number[] | number {
  const out: number[] = [];
  let si = 0;
  while (si < src.length) {
    const buf = [0, 0, 0, 0];
    let dlen = 4;
    let j = 0;
    for (; j < 4; j++) {
      if (si === src.length) {
        if (j === 0) return out;
        return si - j;
      }
      const c = src[si++];
      const d = DECODE_MAP[c];
      if (d >= 0) {
        buf[j] = d;
        continue;
      }
      if (c === 10 || c === 13) {
        j--;
        continue;
      }
      if (c !== 61) return si - 1;
      if (j < 2) return si - 1;
      if (j === 2) {
        while (si < src.length && (src[si] === 10 || src[si] === 13)) si++;
        if (si === src.length) return src.length;
        if (src[si] !== 61) return si - 1;
        si++;
      }
      while (si < src.length && (src[si] === 10 || src[si] === 13)) si++;
      if (si < src.length) return si;
      dlen = j;
      break;
    }
    const n = (buf[0] << 18) | (buf[1] << 12) | (buf[2] << 6) | buf[3];
    const bytes = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    for (let k = 0; k < dlen - 1; k++) out.push(bytes[k]);
    if (dlen < 4) return out;
  }
  return out;
}

function latin1OrUtf8(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) out.push(c);
    else {
      // Any other character is not base64; its UTF-8 length only moves later offsets.
      const cp = s.codePointAt(i) ?? c;
      if (cp > 0xffff) i++;
      const len = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      for (let k = 0; k < len; k++) out.push(0xff);
    }
  }
  return out;
}

/**
 * How a Secret value digested on the Action's runner starts (gather/secrets.ts):
 * such a value stands for bytes the engine never sees, so it is not checked.
 */
export const SECRET_DIGEST_PREFIX = 'hmac-sha256:';

function decodeBytes(v: JsonValue, mode: DecodeMode): JsonValue {
  if (typeof v !== 'string') throw typeError(v, '[]uint8');
  if (BASE64_CANONICAL.test(v) || v.startsWith(SECRET_DIGEST_PREFIX)) return v;
  const r = goBase64(latin1OrUtf8(v));
  if (typeof r === 'number') {
    const msg = `illegal base64 data at input byte ${r}`;
    throw new DecodeError(mode === 'unstructured' ? `error decoding from json: ${msg}` : msg);
  }
  return base64OfBytes(r);
}

function twoDigits(v: string, i: number): number {
  const a = v.charCodeAt(i) - 48;
  const b = v.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** An RFC 3339 UTC time to the second, as metav1.Time is written (`2026-01-02T03:04:05Z`), checked by hand. */
function isStoredTime(v: string): boolean {
  if (
    v.length !== 20 ||
    v[4] !== '-' ||
    v[7] !== '-' ||
    v[10] !== 'T' ||
    v[13] !== ':' ||
    v[16] !== ':' ||
    v[19] !== 'Z'
  )
    return false;
  const century = twoDigits(v, 0);
  const year = twoDigits(v, 2);
  const month = twoDigits(v, 5);
  const day = twoDigits(v, 8);
  // Days past the 28th (month lengths) and the zero time (written as null) go the long way.
  if (
    century < 0 ||
    year < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 28 ||
    (century === 0 && year <= 1)
  )
    return false;
  const hour = twoDigits(v, 11);
  const minute = twoDigits(v, 14);
  const second = twoDigits(v, 17);
  return hour >= 0 && hour < 24 && minute >= 0 && minute < 60 && second >= 0 && second < 60;
}

/**
 * True when `v` is what decoding and encoding it as `kind` gives back unchanged,
 * decided cheaply for the common cases (false: decodeValue decides).
 */
export function storedAsIs(kind: ValueKind, v: JsonValue): boolean {
  switch (kind) {
    case 'int32':
      return typeof v !== 'number' || isInt32(v) || !Number.isInteger(v);
    case 'quantity':
      return typeof v === 'string' && keptAsWritten(v);
    case 'time':
      return typeof v === 'string' && isStoredTime(v);
    default:
      return false;
  }
}

/**
 * `v` as the Go type of `kind` decodes and encodes it: the value to store (`v`
 * itself when unchanged). Throws DecodeError when the decoder refuses it; in
 * `stored` mode a value that does not decode is kept as it is.
 */
export function decodeValue(
  kind: ValueKind,
  v: JsonValue,
  mode: DecodeMode,
  notes: DecodeNote[] | null,
): JsonValue {
  try {
    return convert(kind, v, mode, notes);
  } catch (e) {
    if (mode === 'stored' && e instanceof DecodeError) return v;
    throw e;
  }
}

function convert(kind: ValueKind, v: JsonValue, mode: DecodeMode, notes: DecodeNote[] | null): JsonValue {
  switch (kind) {
    case 'quantity': {
      if (typeof v === 'string' && keptAsWritten(v)) return v;
      const r = decodeQuantity(v);
      if (!r.ok) throw new DecodeError(r.error);
      return r.value;
    }
    case 'int32': {
      if (typeof v !== 'number' || isInt32(v) || !Number.isInteger(v)) return v;
      if (mode !== 'unstructured') throw typeError(v, 'int32');
      const wrapped = Number(BigInt.asIntN(32, BigInt(v)));
      notes?.push({ from: v, to: wrapped, fields: [] });
      return wrapped;
    }
    case 'bytes':
      return decodeBytes(v, mode);
    case 'time':
    case 'microTime': {
      if (typeof v !== 'string') throw typeError(v, 'string');
      const r = decodeGoTime(v, kind === 'microTime');
      if (!r.ok) throw new DecodeError(r.error);
      return r.value === v ? v : r.value;
    }
  }
}
