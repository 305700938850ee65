// Go-compatible text forms of JSON values. Kubernetes writes managedFields keys
// (`k:{...}`, `v:...`) with Go's JSON encoder (HTML-escaping, \u00XX for control
// bytes) and prints paths in messages with fmt's %v / %q. To produce byte-identical
// FieldsV1 and messages we reproduce those encoders here.

import { compareUtf8, type JsonObject, type JsonValue } from '../value.ts';

const HEX = '0123456789abcdef';
// Characters that are written as-is by Go's HTML-escaping JSON encoder.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class names exactly the bytes Go escapes
const NEEDS_ESCAPE = /[\u0000-\u001f"\\<>&\u2028\u2029\ud800-\udfff]/;

/** True when Go's JSON encoder writes `s` between quotes as it is, escaping nothing. */
export function isPlainGoString(s: string): boolean {
  return !NEEDS_ESCAPE.test(s);
}

// What Go writes otherwise than JSON.stringify: HTML characters, U+2028/9 and
// surrogates (JSON.stringify leaves the first two as they are and writes a lone
// surrogate as \udxxx, Go writes \ufffd); for jsoniter also \b and \f, which
// JSON.stringify and encoding/json (Go 1.22 on) write in their short forms.
// biome-ignore lint/suspicious/noControlCharactersInRegex: \b and \f are the characters meant
const JSONITER_ONLY = /[\u0008\u000c<>&\u2028\u2029\ud800-\udfff]/;
const STD_ONLY = /[<>&\u2028\u2029\ud800-\udfff]/;

/**
 * A JSON string literal exactly as Go writes it: by default as jsoniter's
 * compatible mode does (structured-merge-diff's managedFields keys: \u0008 and
 * \u000c); `std`, as encoding/json does since Go 1.22 (what kubectl and the API
 * server write the last-applied annotation with: \b and \f).
 */
export function goJsonString(s: string, std = false): string {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  // Quotes, backslashes, newlines, tabs and other control characters: JSON.stringify
  // writes them as Go does (\uXXXX in lowercase hex), natively.
  if (!(std ? STD_ONLY : JSONITER_ONLY).test(s)) return JSON.stringify(s);
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (std && c === 0x08) out += '\\b';
    else if (std && c === 0x0c) out += '\\f';
    else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) out += `\\u00${HEX[c >> 4]}${HEX[c & 15]}`;
    else if (c === 0x2028) out += '\\u2028';
    else if (c === 0x2029) out += '\\u2029';
    else if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += s[i] + s[i + 1];
        i++;
      } else out += '\\ufffd'; // a lone surrogate is invalid UTF-8: Go writes U+FFFD
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '\\ufffd';
    else out += s[i];
  }
  return `${out}"`;
}

/** A JSON number as Go writes a float64 (integers print without exponent below 1e21). */
export function goJsonNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`unsupported number ${n}`);
  if (Object.is(n, -0)) return '-0';
  return String(n); // JS and Go agree: exponent form below 1e-6 and from 1e21 on, "e-7" not "e-07"
}

/**
 * Any JSON value, Go style: map keys sorted as Go sorts them. `sortedKeys`
 * lists an object's own keys in the default sort order (a caller may pass a
 * cached listing, typed/operation's sortedKeysOf; goJson does not change it).
 * `std`: strings as encoding/json writes them, not jsoniter (see goJsonString).
 */
export function goJson(v: JsonValue, sortedKeys?: (o: JsonObject) => readonly string[], std = false): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return goJsonString(v, std);
    case 'number':
      return goJsonNumber(v);
    case 'bigint':
      return v.toString();
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++)
      out += i === 0 ? goJson(v[i], sortedKeys, std) : `,${goJson(v[i], sortedKeys, std)}`;
    return `${out}]`;
  }
  // Go marshals map[string]interface{} with keys sorted by their UTF-8 bytes:
  // the UTF-16 order of the default sort, unless a key holds a surrogate.
  let keys = sortedKeys === undefined ? Object.keys(v).sort() : sortedKeys(v);
  // Keys and string values are written inline while none needs an escape (which
  // also rules out surrogates in keys, so the sort above holds); at the first
  // that does, the map is written again through goJsonString.
  let out = '{';
  let plain = true;
  for (let i = 0; i < keys.length && plain; i++) {
    const k = keys[i];
    const x = v[k];
    if (NEEDS_ESCAPE.test(k)) plain = false;
    else if (typeof x !== 'string') out += `${i === 0 ? '' : ','}"${k}":${goJson(x, sortedKeys, std)}`;
    else if (NEEDS_ESCAPE.test(x)) plain = false;
    else out += `${i === 0 ? '' : ','}"${k}":"${x}"`;
  }
  if (plain) return `${out}}`;
  if (keys.some((k) => SURROGATE.test(k))) keys = keys.slice().sort(compareUtf8);
  out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    out += `${i === 0 ? '' : ','}${goJsonString(k, std)}:${goJson(v[k], sortedKeys, std)}`;
  }
  return `${out}}`;
}

const SURROGATE = /[\ud800-\udfff]/;

const PRINTABLE = /[\p{L}\p{M}\p{N}\p{P}\p{S} ]/u;

/** Go's strconv.Quote (fmt %q) for a string. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (c === 7) out += '\\a';
    else if (c === 8) out += '\\b';
    else if (c === 12) out += '\\f';
    else if (c === 10) out += '\\n';
    else if (c === 13) out += '\\r';
    else if (c === 9) out += '\\t';
    else if (c === 11) out += '\\v';
    else if (c < 0x20 || c === 0x7f) out += `\\x${HEX[c >> 4]}${HEX[c & 15]}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += '\\ufffd';
    else if (PRINTABLE.test(ch)) out += ch;
    else if (c < 0x10000) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += `\\U${c.toString(16).padStart(8, '0')}`;
  }
  return `${out}"`;
}

/** fmt's %v of a float64: shortest digits, exponent form when exp < -4 or exp >= 6 (as %g does). */
export function goFloatV(n: number): string {
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
  const [mant, e] = n.toExponential().split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) {
    const digits = String(Math.abs(exp)).padStart(2, '0');
    return `${mant}e${exp < 0 ? '-' : '+'}${digits}`;
  }
  return String(n);
}

/** value.ToString of the Go library: how key and set values appear in path strings. */
export function goValueString(v: JsonValue, fromFloat: boolean): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return goQuote(v);
    case 'number':
      return fromFloat || !Number.isInteger(v) ? goFloatV(v) : String(v);
    case 'bigint':
      return v.toString();
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (Array.isArray(v)) return `[${v.map((x) => goValueString(x, fromFloat)).join(',')}]`;
  return Object.keys(v)
    .map((k) => `${k}=${goValueString((v as Record<string, JsonValue>)[k], fromFloat)}`)
    .join('');
}
