// A fast reader for the YAML most manifests and snapshots are written in:
// block mappings and sequences, one-line plain and quoted scalars, `{}` and
// `[]`, literal and folded block scalars, comments and `---` between
// documents. eemeli/yaml reads a few MB a second and builds a syntax tree first;
// this reads the same text into plain values in one pass over its lines, several
// times faster. Scalars are resolved with eemeli/yaml's own tags (YAML 1.1 with
// kubectl's changes, core/yaml/kubectl-yaml.ts), so a value reads the same either way.
//
// It gives up (returns null) on anything outside that subset or anything it is
// not sure of: anchors, aliases, tags, directives, flow collections with
// content, multi-line plain or quoted scalars, tabs outside block scalars,
// duplicate keys, keys that are not strings, and every error. The caller then
// reads the text with eemeli/yaml, which gives the same values and the
// positioned error messages.

import { Document, isScalar, type ScalarTag } from 'yaml';
import { MAX_DOCUMENTS } from '../limits.ts';
import type { JsonObject, JsonValue } from '../value.ts';
import { KUBECTL_YAML_OPTIONS } from './kubectl-yaml.ts';

/** One document of a file: its value (null: no content) and where it starts. */
export interface FastDocument {
  /** The document's value; undefined for a document without content. */
  value?: JsonObject;
  /** 1-based line of the document's first key. */
  line: number;
  /** 1-based lines of the items of a top-level `items:` sequence (for `kind: List`). */
  itemLines?: number[];
}

/**
 * Where the fields of parsed values are (with `fastParse(text, true)`): for each
 * mapping the 1-based line of each key, for each sequence that of each item.
 */
export type FieldLines = WeakMap<object, ReadonlyMap<string, number> | readonly number[]>;

class GiveUp extends Error {}
const GIVE_UP = new GiveUp('not in the fast subset');
function giveUp(): never {
  throw GIVE_UP;
}

// The scalar tags eemeli/yaml tries on a plain scalar, in its order, with its options.
const probe = new Document(null, KUBECTL_YAML_OPTIONS);
const TAGS = probe.schema.tags.filter(
  (t): t is ScalarTag => t.default === true && 'test' in t && t.test instanceof RegExp,
);
const OPTIONS = probe.options;

// What those tags' tests are (eemeli/yaml 2.9's YAML 1.1 schema, kubectl's
// floats): a plain scalar can match one only if it is empty or starts with one
// of MAY_RESOLVE's characters; any other is a string. Should the tags ever
// differ, every scalar is tested.
const KNOWN_TESTS = new Set([
  '^(?:~|[Nn]ull|NULL)?$',
  '^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$',
  '^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$',
  '^[-+]?0b[0-1_]+$',
  '^[-+]?0[0-7_]+$',
  '^[-+]?[0-9][0-9_]*$',
  '^[-+]?0x[0-9a-fA-F_]+$',
  '^(?:[-+]?\\.(?:inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN)$',
  '^[-+]?(?:[0-9][0-9_]*(?:\\.[0-9_]*)?|\\.[0-9][0-9_]*)[eE][-+]?[0-9]+$',
  '^[-+]?(?:[0-9][0-9_]*\\.[0-9_]*|\\.[0-9][0-9_]*)$',
]);
const MAY_RESOLVE = new Uint8Array(128);
for (const c of '~NnYyTtOoFf+-.0123456789') MAY_RESOLVE[c.charCodeAt(0)] = 1;
/** True when the tags are the known ones (exported for the tests). */
export const KNOWN_TAGS = TAGS.every((t) => KNOWN_TESTS.has(t.test!.source));
if (!KNOWN_TAGS) MAY_RESOLVE.fill(1);

// Plain scalars repeat a lot (`f:name`, `app`, `"80"`...): their values are kept.
const resolved = new Map<string, JsonValue>();
const MAX_RESOLVED = 50_000;

/** A plain scalar's value; gives up on what is not JSON data (`.inf`: eemeli/yaml's path says why). */
function plainValue(s: string): JsonValue {
  const c = s.charCodeAt(0);
  if (c < 128 && MAY_RESOLVE[c] === 0) return s;
  if (c >= 128) return s;
  const known = resolved.get(s);
  if (known !== undefined || resolved.has(s)) return known as JsonValue;
  let v: unknown = s;
  for (const tag of TAGS) {
    if (!tag.test!.test(s)) continue;
    try {
      v = tag.resolve(s, giveUp, OPTIONS);
    } catch {
      giveUp(); // eemeli/yaml reports it as an error of the document
    }
    if (isScalar(v)) v = v.value;
    break;
  }
  if (
    typeof v === 'number'
      ? !Number.isFinite(v)
      : v !== null && typeof v !== 'string' && typeof v !== 'boolean' && typeof v !== 'bigint'
  ) {
    giveUp();
  }
  if (s.length <= 200) {
    if (resolved.size >= MAX_RESOLVED) resolved.clear();
    resolved.set(s, v as JsonValue);
  }
  return v as JsonValue;
}

// Characters the fast path never reads: controls (tab aside), C1 controls, line
// separators YAML 1.1 knows, byte order marks and non-characters, carriage returns.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters looked for
const UNSUPPORTED = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
// A plain scalar may not start with an indicator (`-` followed by a non-space is fine).
const PLAIN_START_BAD = new Set([
  '?',
  ':',
  ',',
  '[',
  ']',
  '{',
  '}',
  '#',
  '&',
  '*',
  '!',
  '|',
  '>',
  "'",
  '"',
  '%',
  '@',
  '`',
]);
const JSON_ESCAPES = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/g;

function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

/** True for a line of spaces only, or a comment; a tab outside a block scalar gives up. */
function isBlankOrComment(line: string): boolean {
  const i = indentOf(line);
  if (i === line.length) return true;
  const c = line[i];
  if (c === '\t') giveUp();
  return c === '#';
}

/** The text after a scalar or `{}`: nothing, or a comment after a space. */
function checkTail(line: string, at: number): void {
  let i = at;
  while (line.charCodeAt(i) === 32) i++;
  if (i === line.length) return;
  if (line[i] !== '#' || i === at) giveUp();
}

/** A double-quoted scalar at `line[at]`, closed on the line; returns its value and the index after it. */
function doubleQuoted(line: string, at: number): [string, number] {
  let j = at + 1;
  let escaped = false;
  for (; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === 92) {
      escaped = true;
      j++;
    } else if (c === 34) break;
  }
  if (j >= line.length) giveUp();
  const body = line.slice(at + 1, j);
  if (body.includes('\t')) giveUp();
  if (!escaped) return [body, j + 1];
  if (body.replace(JSON_ESCAPES, '').includes('\\')) giveUp();
  return [JSON.parse(`"${body}"`) as string, j + 1];
}

/** A single-quoted scalar at `line[at]`, closed on the line. */
function singleQuoted(line: string, at: number): [string, number] {
  let j = at + 1;
  for (;;) {
    const q = line.indexOf("'", j);
    if (q < 0) giveUp();
    if (line.charCodeAt(q + 1) === 39) {
      j = q + 2;
      continue;
    }
    const body = line.slice(at + 1, q);
    if (body.includes('\t')) giveUp();
    return [body.replaceAll("''", "'"), q + 1];
  }
}

/** Where a plain scalar starting at `at` ends (before a comment), or -1 at `: ` (a key). */
function plainEnd(line: string, at: number): number {
  const hash = line.indexOf(' #', at);
  const end = hash < 0 ? line.length : hash;
  const colon = line.indexOf(': ', at);
  if ((colon >= 0 && colon < end) || line.charCodeAt(end - 1) === 58) return -1;
  if (line.includes('\t', at)) giveUp();
  return end;
}

class Reader {
  private i = 0;
  /** The line of each item of the last sequence read at depth 1. */
  itemLines: number[] | undefined;

  constructor(
    /** Where each key and item is, when asked for. */
    private readonly fieldLines: WeakMap<object, Map<string, number> | number[]> | null,
    private readonly lines: readonly string[],
    /** The index after the document's last line. */
    private readonly end: number,
    /** True when the text's last line ends without a line break (block scalars then give up there). */
    private readonly openEnd: boolean,
    start: number,
  ) {
    this.i = start;
  }

  /** The next line with content from `i` (skipping blank lines and comments), or `end`. */
  private next(): number {
    while (this.i < this.end && isBlankOrComment(this.lines[this.i])) this.i++;
    return this.i;
  }

  /** The document: one block mapping and nothing after it. Null when it has no content. */
  document(): FastDocument | null {
    const j = this.next();
    if (j >= this.end) return null;
    const col = indentOf(this.lines[j]);
    if (this.isSeqAt(j, col)) giveUp();
    const value = this.map(col, col, 0);
    if (this.next() < this.end) giveUp();
    const doc: FastDocument = { value, line: j + 1 };
    if (this.itemLines) doc.itemLines = this.itemLines;
    return doc;
  }

  private isSeqAt(j: number, col: number): boolean {
    const line = this.lines[j];
    return line.charCodeAt(col) === 45 && (col + 1 === line.length || line.charCodeAt(col + 1) === 32);
  }

  /** A block mapping whose keys are at `col`; its first key starts at `at` on the current line. */
  private map(col: number, at: number, depth: number): JsonObject {
    const out: JsonObject = {};
    const keyLines = this.fieldLines ? new Map<string, number>() : null;
    if (keyLines) this.fieldLines!.set(out, keyLines);
    let first = true;
    for (;;) {
      if (!first) {
        const j = this.next();
        if (j >= this.end) break;
        const ind = indentOf(this.lines[j]);
        if (ind < col) break;
        if (ind > col || this.isSeqAt(j, col)) giveUp();
        at = col;
      }
      first = false;
      const line = this.lines[this.i];
      let key: string;
      let rest: number;
      const c = line[at];
      if (c === '"' || c === "'") {
        [key, rest] = c === '"' ? doubleQuoted(line, at) : singleQuoted(line, at);
        if (line.charCodeAt(rest) !== 58) giveUp();
        rest++;
        if (rest < line.length && line.charCodeAt(rest) !== 32) giveUp();
      } else {
        if (PLAIN_START_BAD.has(c) || c === '-') giveUp();
        const hash = line.indexOf(' #', at);
        let colon = line.indexOf(': ', at);
        if (colon < 0 || (hash >= 0 && hash < colon)) {
          const t = (hash < 0 ? line : line.slice(0, hash)).trimEnd();
          if (t.charCodeAt(t.length - 1) !== 58 || t.length - 1 < at) giveUp();
          colon = t.length - 1;
        }
        const raw = line.slice(at, colon).trimEnd();
        if (raw === '' || raw === '<<' || raw.length > 1000 || raw.includes('\t')) giveUp();
        const k = plainValue(raw);
        if (typeof k !== 'string') giveUp();
        key = k;
        rest = colon + 1;
      }
      if (key === '__proto__' || Object.hasOwn(out, key)) giveUp();
      keyLines?.set(key, this.i + 1);
      out[key] = this.value(line, rest, col, true, depth + 1, key);
    }
    return out;
  }

  /** A block sequence whose `-` are at `col`, from the current line. */
  private seq(col: number, depth: number, record: boolean): JsonValue[] {
    const out: JsonValue[] = [];
    const lines: number[] = [];
    for (;;) {
      const j = this.next();
      if (j >= this.end) break;
      const ind = indentOf(this.lines[j]);
      if (ind < col) break;
      if (ind > col) giveUp();
      if (!this.isSeqAt(j, col)) break;
      const line = this.lines[j];
      // The item's own line: where its content starts (the next line when `-` stands alone).
      let at = col + 1;
      while (line.charCodeAt(at) === 32) at++;
      const inline = at < line.length && line[at] !== '#';
      if (record || this.fieldLines) {
        let k = j + 1;
        if (!inline) {
          while (k < this.end && isBlankOrComment(this.lines[k])) k++;
          if (k >= this.end || indentOf(this.lines[k]) <= col) giveUp();
          k++;
        }
        lines.push(k);
      }
      out.push(this.value(line, col + 1, col, false, depth + 1, ''));
    }
    if (record) this.itemLines = lines;
    this.fieldLines?.set(out, lines);
    return out;
  }

  /**
   * The value after `key:` or `-` (from `line[from]`), on the line or in the
   * block below it; `parent`: the column of the enclosing mapping or sequence.
   */
  private value(
    line: string,
    from: number,
    parent: number,
    inMap: boolean,
    depth: number,
    key: string,
  ): JsonValue {
    let at = from;
    while (line.charCodeAt(at) === 32) at++;
    if (at > from || at === line.length) {
      // fine: a value is separated from its indicator by a space, or absent
    } else giveUp();
    const c = line[at];
    if (at === line.length || c === '#') {
      this.i++;
      const j = this.next();
      if (j < this.end) {
        const ind = indentOf(this.lines[j]);
        const record = depth === 1 && key === 'items';
        if (ind > parent || (inMap && ind === parent && this.isSeqAt(j, ind))) {
          if (this.isSeqAt(j, ind)) return this.seq(ind, depth, record);
          return this.map(ind, ind, depth);
        }
      }
      return plainValue('');
    }
    let v: JsonValue;
    let after: number;
    if (c === '"' || c === "'") {
      [v, after] = c === '"' ? doubleQuoted(line, at) : singleQuoted(line, at);
      if (!inMap && line.charCodeAt(after) === 58) return this.map(at, at, depth); // `- "key": value`
      checkTail(line, after);
    } else if (c === '{' || c === '[') {
      [v, after] = this.flow(line, at);
      checkTail(line, after);
      // A List's items on one line: each on that line.
      if (depth === 1 && key === 'items' && Array.isArray(v)) this.itemLines = v.map(() => this.i + 1);
    } else if (c === '|' || c === '>') {
      this.i++;
      return this.blockScalar(line, at, parent);
    } else if (c === '-' && (at + 1 === line.length || line.charCodeAt(at + 1) === 32)) {
      giveUp(); // a sequence on the line of its key or item
    } else {
      if (PLAIN_START_BAD.has(c)) giveUp();
      const end = plainEnd(line, at);
      if (end < 0) {
        if (inMap) giveUp();
        return this.map(at, at, depth); // `- key: value`: a mapping in the item
      }
      v = plainValue(line.slice(at, end).trimEnd());
    }
    // The value was on the line: a more indented line after it would continue it.
    this.i++;
    const j = this.next();
    if (j < this.end && indentOf(this.lines[j]) > parent) giveUp();
    return v;
  }

  /**
   * A flow sequence or mapping of scalars on one line (`[a, "b"]`, `{k: v}`) at
   * `line[at]`; returns it and the index after its closing bracket.
   */
  private flow(line: string, at: number): [JsonValue, number] {
    const map = line[at] === '{';
    const close = line.indexOf(map ? '}' : ']', at + 1);
    if (close < 0) giveUp();
    const seq: JsonValue[] = [];
    const obj: JsonObject = {};
    const keyLines = this.fieldLines ? new Map<string, number>() : null;
    let j = at + 1;
    while (line.charCodeAt(j) === 32) j++;
    if (j === close) {
      // `[]`, `{}`
    } else {
      for (;;) {
        let key: string | null = null;
        let v: JsonValue;
        [v, j] = flowScalar(line, j, close, map);
        if (map) {
          if (line.charCodeAt(j) !== 58 || line.charCodeAt(j + 1) !== 32) giveUp();
          if (typeof v !== 'string' || v === '<<' || v === '__proto__' || Object.hasOwn(obj, v)) giveUp();
          key = v;
          j += 2;
          while (line.charCodeAt(j) === 32) j++;
          [v, j] = flowScalar(line, j, close, false);
        }
        if (key === null) seq.push(v);
        else {
          obj[key] = v;
          keyLines?.set(key, this.i + 1);
        }
        if (j === close) break;
        if (line.charCodeAt(j) !== 44) giveUp();
        j++;
        while (line.charCodeAt(j) === 32) j++;
      }
    }
    if (map) {
      if (keyLines) this.fieldLines!.set(obj, keyLines);
      return [obj, close + 1];
    }
    this.fieldLines?.set(
      seq,
      seq.map(() => this.i + 1),
    );
    return [seq, close + 1];
  }

  /** A literal (`|`, `|-`) or folded (`>`, `>-`) block scalar; its header at `line[at]`. */
  private blockScalar(line: string, at: number, parent: number): string {
    let h = at + 1;
    const strip = line[h] === '-';
    if (strip) h++;
    checkTail(line, h);
    const folded = line[at] === '>';
    const body: string[] = [];
    let indent = -1;
    let j = this.i;
    let lastContent = -1;
    for (; j < this.end; j++) {
      const l = this.lines[j];
      const ind = indentOf(l);
      if (ind === l.length) {
        // an empty line: part of the scalar while more content follows
        if (indent >= 0 ? ind > indent : false) giveUp();
        body.push('');
        continue;
      }
      if (indent < 0) {
        if (ind <= parent + 1) giveUp(); // empty or oddly indented: left to eemeli/yaml
        if (body.some((_, k) => this.lines[this.i + k].length > ind)) giveUp();
        indent = ind;
      }
      if (ind < indent) break;
      const text = l.slice(indent);
      if (folded && (text[0] === ' ' || text[0] === '\t')) giveUp();
      body.push(text);
      lastContent = body.length - 1;
    }
    if (indent < 0) giveUp();
    if (this.openEnd && j === this.lines.length && lastContent === body.length - 1) giveUp();
    this.i = this.i + lastContent + 1;
    const content = body.slice(0, lastContent + 1);
    let s: string;
    if (!folded) s = content.join('\n');
    else {
      s = '';
      let blank = 0;
      for (let k = 0; k < content.length; k++) {
        if (content[k] === '') {
          blank++;
          continue;
        }
        if (k > 0) s += blank > 0 ? '\n'.repeat(blank) : ' ';
        blank = 0;
        s += content[k];
      }
    }
    return strip ? s : `${s}\n`;
  }
}

// A plain scalar in a flow collection: letters, digits, `_ . / = + -` and inner spaces.
const FLOW_PLAIN = /^(?:[A-Za-z0-9_./=+]|-(?=[A-Za-z0-9_./=+-]))[A-Za-z0-9_./=+ -]*/;

/**
 * A scalar of a flow collection at `line[at]` (a key when `key`): quoted, or
 * plain of FLOW_PLAIN's characters; returns its value and the index after the
 * spaces that follow it, which must be at `,`, `close` or (a key) `:`.
 */
function flowScalar(line: string, at: number, close: number, key: boolean): [JsonValue, number] {
  const c = line[at];
  let v: JsonValue;
  let j: number;
  if (c === '"' || c === "'") {
    [v, j] = c === '"' ? doubleQuoted(line, at) : singleQuoted(line, at);
    if (j > close) giveUp();
  } else {
    const m = FLOW_PLAIN.exec(line.slice(at, close));
    if (m === null) giveUp();
    j = at + m[0].length;
    v = plainValue(m[0].trimEnd());
  }
  while (line.charCodeAt(j) === 32) j++;
  const next = line.charCodeAt(j);
  if (!(j === close || next === 44 || (key && next === 58))) giveUp();
  return [v, j];
}

function isMarker(line: string, m: string): boolean {
  if (!line.startsWith(m)) return false;
  const c = line.charCodeAt(3);
  return line.length === 3 || c === 32 || c === 9;
}

/**
 * The documents of a YAML text (no byte order mark), each with its value and
 * lines; null when the text is not in the subset this reads (eemeli/yaml then
 * reads it). Empty documents are kept (without value) so that documents are
 * numbered as eemeli/yaml numbers them.
 */
export function fastParse(text: string): FastDocument[] | null;
export function fastParse(text: string, withLines: true): { docs: FastDocument[]; lines: FieldLines } | null;
export function fastParse(
  text: string,
  withLines = false,
): FastDocument[] | { docs: FastDocument[]; lines: FieldLines } | null {
  // Windows line ends read as line ends (a lone carriage return is left to eemeli/yaml).
  if (text.includes('\r')) text = text.replaceAll('\r\n', '\n');
  if (UNSUPPORTED.test(text)) return null;
  const lines = text.split('\n');
  const openEnd = !text.endsWith('\n');
  if (!openEnd) lines.pop();
  try {
    // Document boundaries: `---` lines; what comes before the first one is a
    // document only if it has content.
    const starts: number[] = [];
    let seenContent = false;
    for (let j = 0; j < lines.length; j++) {
      const l = lines[j];
      const c = l.charCodeAt(0);
      if (c === 45 && isMarker(l, '---')) {
        checkTail(l, 3);
        if (starts.length === 0 && seenContent) starts.push(0);
        starts.push(j + 1);
        // Past the limit: eemeli/yaml's reader refuses it, naming the line.
        if (starts.length > MAX_DOCUMENTS) giveUp();
        continue;
      }
      if (c === 46 && isMarker(l, '...')) giveUp();
      if (c === 37) giveUp(); // a directive
      if (!seenContent && starts.length === 0 && !isBlankOrComment(l)) seenContent = true;
    }
    if (starts.length === 0) starts.push(0);
    const docs: FastDocument[] = [];
    const fieldLines = withLines ? new WeakMap<object, Map<string, number> | number[]>() : null;
    for (let d = 0; d < starts.length; d++) {
      const end = d + 1 < starts.length ? starts[d + 1] - 1 : lines.length;
      const doc = new Reader(fieldLines, lines, end, openEnd, starts[d]).document();
      docs.push(doc ?? { line: 0 });
    }
    return fieldLines ? { docs, lines: fieldLines } : docs;
  } catch (e) {
    // Too deep for the stack: eemeli/yaml says what it says of it.
    if (e instanceof GiveUp || e instanceof RangeError) return null;
    throw e;
  }
}

/**
 * The values of a text's documents, empty documents skipped, when the fast reader
 * takes the text; null when it does not (every reader then reads it with
 * eemeli/yaml, which gives the same values and the positioned errors). The caller
 * applies its bounds to the text first (core/yaml/yaml-read.ts) and its data checks to
 * the values after, as it does to eemeli/yaml's.
 */
export function fastValues(text: string): JsonObject[] | null {
  const docs = fastParse(text);
  if (docs === null) return null;
  const out: JsonObject[] = [];
  for (const d of docs) if (d.value !== undefined) out.push(d.value);
  return out;
}
