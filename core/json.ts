// JSON text in and out with integers kept as Kubernetes keeps them: an int64.
// JSON.parse reads every number as a double, so 9007199254740993 would become
// ...992. Integers that a double cannot hold exactly but an int64 can are held as
// `bigint` (see core/value.ts); everything else stays a `number`. Go decodes
// numbers beyond int64 as float64: so do we. A number beyond float64 (`1e400`) is
// refused with Go's message, as the API server's decoder refuses it.
//
// The common case pays one regular-expression scan: only text holding a digit run
// of 16 or more, or a three-digit exponent, goes through the careful reader.

import { intOf, type JsonValue } from './value.ts';

/** JSON text that is not JSON, or holds a number no float64 can hold. */
export class JsonTextError extends Error {
  constructor(
    message: string,
    /** Offset of the problem in the text. */
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonTextError';
  }
}

// A number JSON.parse would round or overflow: 16+ digits in a row, or an exponent of 3+ digits.
const NEEDS_CARE = /\d{16}|[eE][+-]?\d{3}/;

/** True when the text may hold a number that JSON.parse cannot read exactly. */
export function needsExactParse(text: string): boolean {
  return NEEDS_CARE.test(text);
}

/**
 * JSON text to a value, integers exact. Throws JsonTextError for a number out
 * of float64 range, SyntaxError (from JSON.parse) for text that is not JSON.
 */
export function parseJsonExact(text: string): JsonValue {
  if (!NEEDS_CARE.test(text)) return JSON.parse(text) as JsonValue;
  return new Reader(text).document();
}

/** Go's message for a number that does not fit a float64. */
export function outOfRangeMessage(token: string): string {
  const shown = token.length > 40 ? `${token.slice(0, 40)}...` : token;
  return `strconv.ParseFloat: parsing ${JSON.stringify(shown)}: value out of range`;
}

/** A number token as Go's decoder (UseNumber, then Int64, else Float64) reads it; null beyond float64. */
export function numberOf(token: string): number | bigint | null {
  if (!/[.eE]/.test(token)) {
    const v = intOf(token);
    if (v !== null) return v;
  }
  const n = Number(token);
  return Number.isFinite(n) ? n : null;
}

class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  document(): JsonValue {
    const v = this.value(0);
    this.ws();
    if (this.i < this.s.length) this.fail();
    return v;
  }

  private fail(): never {
    // The same failure JSON.parse reports: callers locate it themselves.
    throw new SyntaxError(`Unexpected token in JSON at position ${this.i}`);
  }

  private ws(): void {
    const s = this.s;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }

  private value(depth: number): JsonValue {
    this.ws();
    const s = this.s;
    const c = s[this.i];
    if (c === '{') {
      this.i++;
      const out: Record<string, JsonValue> = {};
      this.ws();
      if (s[this.i] === '}') {
        this.i++;
        return out;
      }
      for (;;) {
        this.ws();
        if (s[this.i] !== '"') this.fail();
        const k = this.string();
        this.ws();
        if (s[this.i] !== ':') this.fail();
        this.i++;
        const v = this.value(depth + 1);
        if (k === '__proto__')
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
        else out[k] = v;
        this.ws();
        if (s[this.i] === ',') this.i++;
        else if (s[this.i] === '}') {
          this.i++;
          return out;
        } else this.fail();
      }
    }
    if (c === '[') {
      this.i++;
      const out: JsonValue[] = [];
      this.ws();
      if (s[this.i] === ']') {
        this.i++;
        return out;
      }
      for (;;) {
        out.push(this.value(depth + 1));
        this.ws();
        if (s[this.i] === ',') this.i++;
        else if (s[this.i] === ']') {
          this.i++;
          return out;
        } else this.fail();
      }
    }
    if (c === '"') return this.string();
    if (s.startsWith('true', this.i)) {
      this.i += 4;
      return true;
    }
    if (s.startsWith('false', this.i)) {
      this.i += 5;
      return false;
    }
    if (s.startsWith('null', this.i)) {
      this.i += 4;
      return null;
    }
    return this.number();
  }

  private string(): string {
    const s = this.s;
    const start = this.i;
    let j = start + 1;
    for (;;) {
      if (j >= s.length) {
        this.i = j;
        this.fail();
      }
      const c = s.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) j += 2;
      else j++;
    }
    this.i = j + 1;
    // JSON.parse checks escapes and control characters, and decodes.
    return JSON.parse(s.slice(start, j + 1)) as string;
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (m === null) this.fail();
    const token = m[0];
    const v = numberOf(token);
    if (v === null) throw new JsonTextError(outOfRangeMessage(token), this.i);
    this.i += token.length;
    return v;
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/**
 * JSON.stringify for values that may hold bigint integers (written as their
 * digits). The same text as JSON.stringify otherwise; costs nothing extra when
 * no bigint is present.
 */
export function stringifyJson(v: unknown, indent?: number): string {
  try {
    return JSON.stringify(v, null, indent);
  } catch (e) {
    if (!(e instanceof TypeError) || !containsBigint(v, 0)) throw e;
  }
  return write(v, indent === undefined || indent <= 0 ? '' : ' '.repeat(indent), '') ?? 'null';
}

function containsBigint(v: unknown, depth: number): boolean {
  if (typeof v === 'bigint') return true;
  if (typeof v !== 'object' || v === null || depth > 10000) return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (containsBigint(x, depth + 1)) return true;
  return false;
}

function write(v: unknown, step: string, indent: string): string | undefined {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  const inner = indent + step;
  const open = step === '' ? '' : `\n${inner}`;
  const close = step === '' ? '' : `\n${indent}`;
  const sep = step === '' ? ',' : `,\n${inner}`;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    const parts = v.map((x) => write(x, step, inner) ?? 'null');
    return `[${open}${parts.join(sep)}${close}]`;
  }
  const parts: string[] = [];
  for (const k of Object.keys(v)) {
    const x = write((v as Record<string, unknown>)[k], step, inner);
    if (x !== undefined) parts.push(`${JSON.stringify(k)}:${step === '' ? '' : ' '}${x}`);
  }
  if (parts.length === 0) return '{}';
  return `{${open}${parts.join(sep)}${close}}`;
}

/**
 * The offset of the first bracket of JSON text nested deeper than `maxDepth`
 * objects and lists, or -1: one pass, constant memory, before any parser builds
 * a tree (whose recursion a few thousand levels would overflow).
 */
export function jsonDepthPast(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return -1;
}
