// kubectl's last-applied annotation written again over the one it replaces, and
// the previous configuration read from the old one, in one walk.
//
// A client-side apply writes the manifest's JSON into the annotation (Go's
// encoder: compact, map keys sorted, HTML characters escaped) and reads the old
// annotation as the previous configuration. A new manifest is mostly the old
// one, so most of the new text is the old text: this walks the old text
// alongside the manifest, in the order Go writes it, and
//   - an entry whose old text is what Go writes for the manifest's entry is
//     copied as a cut of the old text (runs of them as one cut), and its value in
//     the previous configuration is the manifest's own;
//   - a non-null scalar where the manifest holds another is taken as the
//     manifest's value in the previous configuration: the three-way patch reads
//     the previous configuration only for what the manifest dropped (map keys,
//     list items), and never compares two such scalars;
//   - anything else (a dropped key, a changed list, a value of another kind, a
//     null) is parsed from its old text (integers exact), and the manifest's
//     entries it does not match are written by goJson;
// and a map whose previous configuration comes out as the manifest's (the same
// keys, no value it has to hold apart) is the manifest's map itself, so the
// patch has nothing to look for in it.
//
// The previous configuration is thus what the three-way patch with overwrite
// (kubectl apply always overwrites) reads, not a copy of the old text for other
// uses. An old text that is not Go's compact JSON (whitespace, a character Go
// escapes written as it is, keys out of order), or that this walk cannot
// follow, gives null: the caller writes the annotation with goJson and parses
// the old text whole.

import { goJson, goJsonString } from '../fieldpath/gofmt.ts';
import { parseJsonExact } from '../json.ts';
import { sortedKeysOf } from '../typed/operation.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_MAP = 0x7b;
const CLOSE_MAP = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

// Characters Go's encoder never writes as they are (it writes \u003c, \n, ...):
// without them in the old text, a cut of it that holds a key or value of the
// manifest holding no quote or backslash is Go's own writing of that key or value.
const WRITTEN_ESCAPED = ['<', '>', '&', '\u2028', '\u2029'].concat(
  Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
);
const BACKSLASH = 0x5c;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const SURROGATE = /[\ud800-\udfff]/;

/** Thrown inside the walk for text it does not follow; caught at the top. */
const GIVE_UP = Symbol('give up');

export interface Rewritten {
  /** The new annotation's JSON (without the encoder's newline). */
  json: string;
  /** The previous configuration, as the three-way patch reads it. */
  previous: JsonObject;
}

/**
 * The annotation JSON of `bare` (a manifest without the annotation) and the
 * previous configuration in `text` (the old annotation), or null when the old
 * text is not Go's compact JSON.
 */
export function rewriteAnnotation(text: string, bare: JsonObject): Rewritten | null {
  const end = text.charCodeAt(text.length - 1) === 0x0a ? text.length - 1 : text.length;
  for (const c of WRITTEN_ESCAPED) {
    const at = text.indexOf(c);
    if (at >= 0 && at < end) return null;
  }
  // Go writes a lone surrogate as U+FFFD, and sorts keys with surrogates by
  // their UTF-8 bytes, not as sortedKeysOf does (a one-byte text has none).
  if (SURROGATE.test(text)) return null;
  // Without a backslash in the text, every quote in it opens or closes a string.
  const w = new Walk(text, end, text.indexOf('\\') >= 0);
  try {
    const r = w.map(bare);
    if (w.at !== end || !isObject(r.previous)) return null;
    return { json: r.json, previous: r.previous };
  } catch (e) {
    if (e === GIVE_UP) return null;
    throw e;
  }
}

/** Go's JSON of the manifest's entry `k`, after a comma unless `out` is just '{'. */
function entryJson(out: string, m: JsonObject, k: string): string {
  return `${out.length === 1 ? '' : ','}${goJsonString(k, true)}:${goJson(ownValue(m, k) as JsonValue, sortedKeysOf, true)}`;
}

/** The manifest's map with only its first `n` entries in key order (what the old text held of it). */
function ownEntries(m: JsonObject, mk: readonly string[], n: number): JsonObject {
  const out: JsonObject = {};
  for (let i = 0; i < n; i++) setOwn(out, mk[i], ownValue(m, mk[i]) as JsonValue);
  return out;
}

/** Whether `s` holds `part` at `p` (a cut compared: V8's startsWith with a position is slower). */
function at(s: string, p: number, part: string): boolean {
  return s.slice(p, p + part.length) === part;
}

interface Part {
  /** Go's JSON of the manifest's value. */
  json: string;
  /** The previous configuration's value. */
  previous: JsonValue;
  /** The old text of the value is `json`, and `previous` the manifest's value. */
  same: boolean;
}

class Walk {
  at = 0;
  constructor(
    private readonly s: string,
    private readonly end: number,
    /** The text holds escapes: a quote may be escaped, and a raw match needs a key or value without backslashes. */
    private readonly escapes: boolean,
  ) {}

  /**
   * Whether the old text holds, at `p`, the string `mv` as Go writes it; if so
   * `at` moves past it. Without escapes in the text, a raw comparison (the
   * string has no quote or backslash then); with them, the string as
   * JSON.stringify writes it, which is encoding/json's but for HTML characters
   * and U+2028/9 (left as they are: no text taken here holds them so, so they
   * never match) and lone surrogates (\udxxx, Go \ufffd: not taken).
   */
  private sameString(mv: string, p: number): boolean {
    const s = this.s;
    let end: number;
    if (!this.escapes) {
      if (s.charCodeAt(p + 1 + mv.length) !== QUOTE || !at(s, p + 1, mv) || mv.indexOf('"') >= 0)
        return false;
      end = p + mv.length + 2;
    } else {
      const fast = JSON.stringify(mv);
      if (!at(s, p, fast) || fast.indexOf('\\ud') >= 0) return false;
      end = p + fast.length;
    }
    this.at = end;
    return true;
  }

  /** Where the string whose opening quote is at `p` ends (the index of its closing quote). */
  private stringEnd(p: number): number {
    const s = this.s;
    let q = p;
    for (;;) {
      q = s.indexOf('"', q + 1);
      if (q < 0 || q >= this.end) throw GIVE_UP;
      if (!this.escapes) return q;
      let backslashes = 0;
      for (let b = q - 1; b > p && s.charCodeAt(b) === BACKSLASH; b--) backslashes++;
      if (backslashes % 2 === 0) return q;
    }
  }

  /** The string whose quotes are at `p` and `close`, decoded (checked by JSON.parse where it has escapes). */
  private decoded(p: number, close: number): string {
    const raw = this.s.slice(p + 1, close);
    if (raw.indexOf('\\') < 0) return raw;
    return this.parse(this.s.slice(p, close + 1)) as string;
  }

  /** The map at `at` against the manifest's map `m`; `at` moves past it. */
  map(m: JsonObject): Part {
    // No closures over the loop's state here: V8 would keep it off the stack.
    const s = this.s;
    const start = this.at;
    let p = start;
    if (s.charCodeAt(p) !== OPEN_MAP) throw GIVE_UP;
    p++;
    // The old text lists keys in Go's order, and the manifest's keys sorted the
    // same way are what the new text lists: a key is first looked for as the
    // manifest's next one, without cutting it out of the text.
    const mk = sortedKeysOf(m);
    let next = 0;
    let out = '{';
    // The old text from `runStart` to `runEnd`: entries written as they were,
    // added to `out` (after a comma unless `out` is just '{') when the run ends.
    let runStart = -1;
    let runEnd = -1;
    // While `own`, the previous configuration so far is the manifest's first
    // `ownCount` entries; after, its entries are kept.
    let own = true;
    let ownCount = 0;
    let keys: string[] = [];
    let vals: JsonValue[] = [];
    let lastDropped: string | null = null;
    if (s.charCodeAt(p) === CLOSE_MAP) p++;
    else {
      for (;;) {
        if (s.charCodeAt(p) !== QUOTE) throw GIVE_UP;
        const entryStart = p;
        const expected = next < mk.length ? mk[next] : null;
        let k: string;
        let mv: JsonValue | undefined;
        // The manifest's keys passed over (new in it) before this one: mk[from, next - 1).
        let from = -1;
        if (
          expected !== null &&
          s.charCodeAt(p + 1 + expected.length) === QUOTE &&
          s.charCodeAt(p + 2 + expected.length) === COLON &&
          at(s, p + 1, expected) &&
          expected.indexOf('"') < 0 &&
          (!this.escapes || expected.indexOf('\\') < 0)
        ) {
          k = expected;
          next++;
          mv = ownValue(m, k);
          p += 3 + k.length;
        } else {
          const close = this.stringEnd(p);
          if (s.charCodeAt(close + 1) !== COLON) throw GIVE_UP;
          k = this.decoded(p, close);
          p = close + 2;
          mv = ownValue(m, k);
          if (mv !== undefined) {
            // A key of the manifest further on. One not found ahead was read
            // already (a repeat) or is out of order.
            let j = next;
            while (j < mk.length && mk[j] !== k) j++;
            if (j === mk.length) throw GIVE_UP;
            if (j > next) from = next;
            next = j + 1;
          } else {
            // Dropped keys come in order too, which rules out a repeat of one.
            if (lastDropped !== null && !(lastDropped < k)) throw GIVE_UP;
            lastDropped = k;
          }
        }
        if (k.charCodeAt(0) === 0x24) throw GIVE_UP; // `$patch` and the other directives
        this.at = p;
        if (from < 0 && typeof mv === 'string' && s.charCodeAt(p) === QUOTE && this.sameString(mv, p)) {
          // The common entry, a string as it was: part of the run (sameString moved `at`).
          if (runStart < 0) runStart = entryStart;
          runEnd = this.at;
          if (own) ownCount++;
          else {
            keys.push(k);
            vals.push(mv);
          }
        } else {
          const v = mv === undefined || from >= 0 ? null : this.value(mv);
          if (v?.same) {
            if (runStart < 0) runStart = entryStart;
            runEnd = this.at;
          } else if (runStart >= 0) {
            out += out.length === 1 ? s.slice(runStart, runEnd) : `,${s.slice(runStart, runEnd)}`;
            runStart = -1;
          }
          if (own && (v === null || v.previous !== mv)) {
            own = false;
            keys = mk.slice(0, ownCount);
            vals = keys.map((x) => ownValue(m, x) as JsonValue);
          }
          if (mv === undefined) {
            // Dropped from the manifest: the patch deletes it, whatever it held.
            keys.push(k);
            vals.push(this.parsed());
          } else {
            let entry = v;
            if (from >= 0) {
              for (let i = from; i < next - 1; i++) out += entryJson(out, m, mk[i]);
              entry = this.value(mv);
              if (entry.same) {
                runStart = entryStart;
                runEnd = this.at;
              }
            }
            if (entry !== null && !entry.same)
              out += `${out.length === 1 ? '' : ','}${goJsonString(k, true)}:${entry.json}`;
            if (own) ownCount++;
            else {
              keys.push(k);
              vals.push(entry!.previous);
            }
          }
        }
        p = this.at;
        const c = s.charCodeAt(p);
        p++;
        if (c === CLOSE_MAP) break;
        if (c !== COMMA) throw GIVE_UP;
      }
    }
    this.at = p;
    const added = next < mk.length;
    if (!added && own && ((runStart === start + 1 && runEnd === p - 1) || p === start + 2))
      return { json: s.slice(start, p), previous: m, same: true };
    if (runStart >= 0) out += out.length === 1 ? s.slice(runStart, runEnd) : `,${s.slice(runStart, runEnd)}`;
    for (; next < mk.length; next++) out += entryJson(out, m, mk[next]);
    if (added && own) return { json: `${out}}`, previous: ownEntries(m, mk, ownCount), same: false };
    if (own) return { json: `${out}}`, previous: m, same: false };
    const previous: JsonObject = {};
    for (let i = 0; i < keys.length; i++) setOwn(previous, keys[i], vals[i]);
    return { json: `${out}}`, previous, same: false };
  }

  /** The value at `at` against the manifest's value `mv`; `at` moves past it. */
  private value(mv: JsonValue): Part {
    const s = this.s;
    const p = this.at;
    const c = s.charCodeAt(p);
    if (isObject(mv)) {
      if (c === OPEN_MAP) return this.map(mv);
      return { json: goJson(mv, sortedKeysOf, true), previous: this.parsed(), same: false };
    }
    // A string as it was is read in map() (sameString): this one changed.
    if (typeof mv === 'string')
      return { json: goJsonString(mv, true), previous: this.scalarOrParsed(mv), same: false };
    if (Array.isArray(mv)) return this.list(mv);
    const json = goJson(mv, sortedKeysOf, true);
    if (at(s, p, json)) {
      const after = s.charCodeAt(p + json.length);
      if (after === COMMA || after === CLOSE_MAP) {
        this.at = p + json.length;
        return { json, previous: mv, same: true };
      }
    }
    const previous = mv === null ? this.parsed() : this.scalarOrParsed(mv);
    return { json, previous, same: false };
  }

  /**
   * The list at `at` against the manifest's list `l`: an item whose old text is
   * the manifest's item at the same place is that item, any other is parsed (a
   * list is read item by item, not key by key: what names an item is not known
   * here, so no scalar in it is taken as the manifest's).
   */
  private list(l: JsonValue[]): Part {
    const s = this.s;
    const items = l.map((x) => goJson(x, sortedKeysOf, true));
    const json = `[${items.join(',')}]`;
    const p = this.at;
    if (at(s, p, json)) {
      const after = s.charCodeAt(p + json.length);
      if (after === COMMA || after === CLOSE_MAP) {
        this.at = p + json.length;
        return { json, previous: l, same: true };
      }
    }
    if (s.charCodeAt(p) !== OPEN_LIST) return { json, previous: this.parsed(), same: false };
    const previous: JsonValue[] = [];
    let q = p + 1;
    if (s.charCodeAt(q) === CLOSE_LIST) q++;
    else
      for (let i = 0; ; i++) {
        const item = i < items.length ? items[i] : null;
        let after = item === null ? 0 : s.charCodeAt(q + item.length);
        if (item !== null && (after === COMMA || after === CLOSE_LIST) && at(s, q, item)) {
          previous.push(l[i]);
          q += item.length;
        } else {
          this.at = q;
          previous.push(this.parsed());
          q = this.at;
          after = s.charCodeAt(q);
        }
        q++;
        if (after === CLOSE_LIST) break;
        if (after !== COMMA) throw GIVE_UP;
      }
    this.at = q;
    return { json, previous, same: false };
  }

  /** The old value at `at` where the manifest holds the non-null scalar `mv`. */
  private scalarOrParsed(mv: JsonValue): JsonValue {
    const s = this.s;
    const p = this.at;
    const c = s.charCodeAt(p);
    if (c === QUOTE) {
      const close = this.stringEnd(p);
      this.decoded(p, close); // its escapes must be JSON's, as for a whole parse
      this.at = close + 1;
      return mv;
    }
    if (c === OPEN_MAP || c === OPEN_LIST) return this.parsed();
    const e = this.scalarEnd(p);
    const token = s.slice(p, e);
    if (token === 'null') {
      this.at = e;
      return null;
    }
    if (token !== 'true' && token !== 'false') {
      if (!NUMBER.test(token)) throw GIVE_UP;
      // A number a float64 cannot hold fails kubectl's read of the annotation:
      // the whole text is then parsed, which says so.
      if (token.length >= 16 || /[eE]/.test(token)) this.parse(token);
    }
    this.at = e;
    return mv;
  }

  /** The value at `at` parsed from its text (integers exact). */
  private parsed(): JsonValue {
    const p = this.at;
    const e = this.valueEnd(p);
    this.at = e;
    return this.parse(this.s.slice(p, e));
  }

  private parse(text: string): JsonValue {
    try {
      return parseJsonExact(text);
    } catch {
      throw GIVE_UP;
    }
  }

  /** Where the value starting at `p` ends (its text is then parsed, which checks it). */
  private valueEnd(p: number): number {
    const s = this.s;
    const c = s.charCodeAt(p);
    if (c === QUOTE) return this.stringEnd(p) + 1;
    if (c !== OPEN_MAP && c !== OPEN_LIST) return this.scalarEnd(p);
    let depth = 0;
    for (let i = p; i < this.end; i++) {
      const d = s.charCodeAt(i);
      if (d === QUOTE) i = this.stringEnd(i);
      else if (d === OPEN_MAP || d === OPEN_LIST) depth++;
      else if (d === CLOSE_MAP || d === CLOSE_LIST) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    throw GIVE_UP;
  }

  /** Where a number or literal starting at `p` ends. */
  private scalarEnd(p: number): number {
    const s = this.s;
    let i = p;
    while (i < this.end) {
      const d = s.charCodeAt(i);
      if (d === COMMA || d === CLOSE_MAP || d === CLOSE_LIST) break;
      i++;
    }
    if (i === p) throw GIVE_UP;
    return i;
  }
}
