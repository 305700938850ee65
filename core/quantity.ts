// resource.Quantity as the API server reads and writes it (k8s.io/apimachinery
// pkg/api/resource, quantity.go ParseQuantity / CanonicalizeBytes / MarshalJSON,
// suffix.go, amount.go; checked against its quantity_test.go tables in
// test/fixtures/quantity/). A quantity is an exact decimal: `unscaled × 10^exponent`
// with the format its suffix had (DecimalSI `m`/`k`/`M`..., BinarySI `Ki`/`Mi`...,
// DecimalExponent `e3`). Parsing keeps the text when it is already in the form the
// encoder would print (upstream's fast path, quirks included: `1.500` and `+1Mi`
// are kept as written); otherwise the value is printed canonically: no fraction,
// the largest suffix of its format, sub-nano values rounded up to `1n`, BinarySI
// capped at 2^63-1. Exponents are int32 in Go and wrap as they do there.

export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

export interface Quantity {
  unscaled: bigint;
  exponent: number;
  format: QuantityFormat;
  /** The text as written, when the encoder prints it unchanged. */
  text?: string;
}

/** The errors of ParseQuantity, word for word. */
export const QUANTITY_FORMAT_WRONG =
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
export const QUANTITY_NUMERIC = 'unable to parse numeric part of quantity';
export const QUANTITY_SUFFIX = "unable to parse quantity's suffix";

export type ParsedQuantity = { ok: true; quantity: Quantity } | { ok: false; error: string };

const DECIMAL_SUFFIXES: Record<string, number> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const BINARY_SUFFIXES: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL_BY_EXPONENT = new Map(Object.entries(DECIMAL_SUFFIXES).map(([s, e]) => [e, s]));
const BINARY_BY_EXPONENT = new Map(Object.entries(BINARY_SUFFIXES).map(([s, e]) => [e, s]));

const SUFFIX_CHARS = 'eEinumkKMGTP';
const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

interface Scanned {
  positive: boolean;
  /** The number as written (sign, digits, point), without the suffix. */
  value: string;
  num: string;
  denom: string;
  suffix: string;
}

/** The scanner of parseQuantityString: null when the text has the wrong shape. */
function scan(str: string): Scanned | null {
  let positive = true;
  let pos = 0;
  const end = str.length;
  if (str[0] === '-') {
    positive = false;
    pos++;
  } else if (str[0] === '+') pos++;
  while (pos < end && str[pos] === '0') pos++;
  if (pos >= end) return { positive, value: '0', num: '0', denom: '', suffix: '' };
  let i = pos;
  while (i < end && isDigit(str[i])) i++;
  if (i >= end) return { positive, value: str, num: str.slice(pos), denom: '', suffix: '' };
  let num = str.slice(pos, i);
  if (num === '') num = '0';
  pos = i;
  let denom = '';
  if (str[pos] === '.') {
    pos++;
    i = pos;
    while (i < end && isDigit(str[i])) i++;
    denom = str.slice(pos, i);
    if (i >= end) return { positive, value: str, num, denom, suffix: '' };
    pos = i;
  }
  const value = str.slice(0, pos);
  const suffixStart = pos;
  i = pos;
  while (i < end && SUFFIX_CHARS.includes(str[i])) i++;
  if (i >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  pos = i;
  if (str[pos] === '-' || str[pos] === '+') pos++;
  for (i = pos; i < end; i++) if (!isDigit(str[i])) return null;
  return { positive, value, num, denom, suffix: str.slice(suffixStart) };
}

/** Base, exponent and format of a suffix (suffix.go interpret), or null. */
function interpret(s: string): { base: 10 | 2; exponent: number; format: QuantityFormat } | null {
  if (Object.hasOwn(DECIMAL_SUFFIXES, s))
    return { base: 10, exponent: DECIMAL_SUFFIXES[s], format: 'DecimalSI' };
  if (Object.hasOwn(BINARY_SUFFIXES, s)) return { base: 2, exponent: BINARY_SUFFIXES[s], format: 'BinarySI' };
  if (s.length > 1 && (s[0] === 'e' || s[0] === 'E')) {
    // strconv.ParseInt(s[1:], 10, 64), then int32(...).
    if (!/^[+-]?[0-9]+$/.test(s.slice(1))) return null;
    const n = BigInt(s.slice(1));
    if (n > INT64_MAX || n < INT64_MIN) return null;
    return { base: 10, exponent: Number(BigInt.asIntN(32, n)), format: 'DecimalExponent' };
  }
  return null;
}

function int32(n: number): number {
  return n | 0;
}

const TEN = 10n;

function pow10(n: number): bigint {
  return TEN ** BigInt(n);
}

/** Decimal digits of |n|. */
function digitCount(n: bigint): number {
  return (n < 0n ? -n : n).toString().length;
}

/** ParseQuantity: the quantity `str` stands for, or ParseQuantity's error. */
export function parseQuantity(str: string): ParsedQuantity {
  if (str.length === 0) return { ok: false, error: QUANTITY_FORMAT_WRONG };
  if (str === '0')
    return { ok: true, quantity: { unscaled: 0n, exponent: 0, format: 'DecimalSI', text: str } };
  const p = scan(str);
  if (p === null) return { ok: false, error: QUANTITY_FORMAT_WRONG };
  const suffix = interpret(p.suffix);
  if (suffix === null) return { ok: false, error: QUANTITY_SUFFIX };
  const { base, exponent } = suffix;
  let format = suffix.format;

  // The int64 fast path.
  let precision = 0;
  let scale = 0;
  let mantissa = 1n;
  if (format === 'BinarySI') {
    if (exponent >= 0 && p.denom.length === 0) {
      mantissa = 1n << BigInt(exponent);
      precision = 15 - p.num.length - Math.trunc(Math.fround(exponent * 3) / 10) - 1;
    } else precision = -1;
  } else {
    scale = exponent;
    precision = 18 - (p.num.length + p.denom.length);
  }
  if (precision >= 0) {
    scale = int32(scale - p.denom.length);
    if (scale >= -9) {
      const shifted = p.num + p.denom;
      const value = BigInt(shifted);
      const product = value * mantissa;
      if (product <= INT64_MAX) {
        const unscaled = p.positive ? product : -product;
        const q: Quantity = { unscaled, exponent: scale, format };
        const canonical =
          format === 'BinarySI'
            ? exponent % 10 === 0 && (value & 7n) !== 0n
            : scale % 3 === 0 && !shifted.endsWith('000') && shifted[0] !== '0';
        if (canonical) q.text = str;
        return { ok: true, quantity: q };
      }
    }
  }

  // The arbitrary-precision path (inf.Dec).
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(p.value);
  if (m === null || m[2].length + (m[3] ?? '').length === 0) return { ok: false, error: QUANTITY_NUMERIC };
  const frac = m[3] ?? '';
  let amount = BigInt(m[2] + frac || '0');
  // inf.Dec scale: digits after the point (value = amount × 10^-decScale).
  let decScale = frac.length;
  if (base === 10) decScale = int32(decScale + int32(-exponent));
  else amount *= 1n << BigInt(exponent);
  if (amount !== 0n && decScale > 9) {
    // Round up (away from zero) to nano; far below it every non-zero value is 1n.
    const drop = decScale - 9;
    if (drop > digitCount(amount)) amount = 1n;
    else {
      const d = pow10(drop);
      const rest = amount % d;
      amount = amount / d + (rest === 0n ? 0n : 1n);
    }
    decScale = 9;
  }
  if (format === 'BinarySI') {
    if (
      decScale <= 0
        ? amount > 0n && amount * pow10(-decScale) > INT64_MAX
        : amount > INT64_MAX * pow10(decScale)
    ) {
      amount = INT64_MAX;
      decScale = 0;
    }
    if (amount > 0n && (decScale <= 0 ? false : amount < pow10(decScale))) format = 'DecimalSI';
  }
  return {
    ok: true,
    quantity: { unscaled: p.positive ? amount : -amount, exponent: int32(-decScale), format },
  };
}

/** The value with every factor of 10 moved into the exponent, then the exponent down to a multiple of 3. */
function canonicalDecimal(unscaled: bigint, exponent: number): { mantissa: bigint; exponent: number } {
  let m = unscaled;
  let e = exponent;
  while (m !== 0n && m % TEN === 0n) {
    m /= TEN;
    e = int32(e + 1);
  }
  while (e % 3 !== 0) {
    m *= TEN;
    e = int32(e - 1);
  }
  return { mantissa: m, exponent: e };
}

/** The value compared with an integer n: -1, 0 or 1. */
function compareInt(q: Quantity, n: bigint): number {
  let a = q.unscaled;
  let b = n;
  if (q.exponent >= 0) a *= pow10(q.exponent);
  else b *= pow10(-q.exponent);
  return a < b ? -1 : a > b ? 1 : 0;
}

function isZero(q: Quantity): boolean {
  return q.unscaled === 0n;
}

/** The text the encoder writes for `q` (Quantity.String / MarshalJSON). */
export function quantityString(q: Quantity): string {
  if (q.text !== undefined) return q.text;
  if (isZero(q)) return '0';
  let format = q.format;
  let integer = 0n;
  if (format === 'BinarySI') {
    if (compareInt(q, -1024n) > 0 && compareInt(q, 1024n) < 0) format = 'DecimalSI';
    else if (q.exponent >= 0) integer = q.unscaled * pow10(q.exponent);
    else {
      const d = pow10(-q.exponent);
      if (q.unscaled % d !== 0n) format = 'DecimalSI';
      else integer = q.unscaled / d;
    }
  }
  if (format === 'BinarySI') {
    let times = 0;
    while (integer % 1024n === 0n && (integer >= 1024n || integer <= -1024n)) {
      integer /= 1024n;
      times++;
    }
    return integer.toString() + (BINARY_BY_EXPONENT.get(times * 10) ?? '');
  }
  const c = canonicalDecimal(q.unscaled, q.exponent);
  const suffix =
    format === 'DecimalSI'
      ? (DECIMAL_BY_EXPONENT.get(c.exponent) ?? '')
      : c.exponent === 0
        ? ''
        : `e${c.exponent}`;
  return c.mantissa.toString() + suffix;
}

/** The text of a quantity, canonical when it is not already; or ParseQuantity's error. */
export function canonicalQuantity(str: string): { ok: true; value: string } | { ok: false; error: string } {
  const r = parseQuantity(str);
  return r.ok ? { ok: true, value: quantityString(r.quantity) } : r;
}

const DECIMAL_SUFFIX_CHARS = 'numkMGTPE';
const BINARY_MAX_DIGITS: Record<string, number> = { K: 11, M: 8, G: 5, T: 2 };

function digitAt(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

/**
 * True when the server stores the text unchanged, decided without parsing for the
 * common spellings (`100m`, `128Mi`); false means "parse it". Where it says true,
 * `quantityString(parseQuantity(s))` is `s`: a decimal whose digits do not end in
 * 000 is kept as written (ParseQuantity's fast path), a binary one whose number is
 * not a multiple of 1024 is already canonical.
 */
export function keptAsWritten(s: string): boolean {
  // Scanned by hand: this runs on every quantity of every object the server stores.
  const n = s.length;
  if (n === 0 || digitAt(s, 0) < 1) return false;
  let digits = 1;
  while (digits < n && digitAt(s, digits) >= 0) digits++;
  const rest = n - digits;
  if (rest === 0 || (rest === 1 && DECIMAL_SUFFIX_CHARS.includes(s[digits]))) {
    const thousands = digits >= 3 && s.endsWith('000', digits);
    return digits <= 18 && !thousands;
  }
  if (rest !== 2 || s[digits + 1] !== 'i') return false;
  const max = BINARY_MAX_DIGITS[s[digits]];
  if (max === undefined || digits > max) return false;
  let mod = 0;
  for (let i = 0; i < digits; i++) mod = (mod * 10 + digitAt(s, i)) % 1024;
  return mod !== 0;
}

/** Quantity.Cmp: -1, 0 or 1 as `a` holds less, the same or more than `b`, whatever their format. */
export function compareQuantityValues(a: Quantity, b: Quantity): number {
  let x = a.unscaled;
  let y = b.unscaled;
  if (a.exponent > b.exponent) x *= pow10(a.exponent - b.exponent);
  else if (b.exponent > a.exponent) y *= pow10(b.exponent - a.exponent);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The quantity a text holds, or null when ParseQuantity refuses it. */
export function quantityOrNull(s: string): Quantity | null {
  const r = parseQuantity(s);
  return r.ok ? r.quantity : null;
}

/** Two quantities hold the same value (Quantity.Cmp == 0), whatever their format. */
export function sameQuantityValue(a: Quantity, b: Quantity): boolean {
  let x = a.unscaled;
  let y = b.unscaled;
  if (a.exponent > b.exponent) x *= pow10(a.exponent - b.exponent);
  else if (b.exponent > a.exponent) y *= pow10(b.exponent - a.exponent);
  return x === y;
}

// unicode.IsSpace characters Go's JSON encoder writes unescaped (the others are
// control characters, written as escapes that TrimSpace does not see).
const GO_SPACE =
  /^[ \u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[ \u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g;

/** Go's %v / strconv 'g'-like JSON form of a float64, as json.Marshal writes it. */
export function goJsonNumber(n: number): string {
  const s = String(n);
  const e = s.indexOf('e');
  if (e < 0) return s;
  // Go writes at least two exponent digits (1e-07, 1e+21).
  const exp = s.slice(e + 2);
  return `${s.slice(0, e + 2)}${exp.length < 2 ? `0${exp}` : exp}`;
}

/**
 * A JSON value decoded as a Quantity (Quantity.UnmarshalJSON): a string (spaces
 * around it trimmed) or a number parsed, null the zero quantity "0", anything else
 * refused. Returns the text the server stores, or the decoder's error.
 */
export function decodeQuantity(v: unknown): { ok: true; value: string } | { ok: false; error: string } {
  if (v === null) return { ok: true, value: '0' };
  if (typeof v === 'string') return canonicalQuantity(v.replace(GO_SPACE, ''));
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return { ok: false, error: QUANTITY_FORMAT_WRONG };
    return canonicalQuantity(goJsonNumber(v));
  }
  return { ok: false, error: QUANTITY_FORMAT_WRONG };
}

/** Two JSON values that decode to the same quantity (never true for values that do not decode). */
export function equalQuantities(a: unknown, b: unknown): boolean {
  const x = quantityOf(a);
  const y = quantityOf(b);
  return x !== null && y !== null && sameQuantityValue(x, y);
}

function quantityOf(v: unknown): Quantity | null {
  const d = decodeQuantity(v);
  if (!d.ok) return null;
  const r = parseQuantity(d.value);
  return r.ok ? r.quantity : null;
}
