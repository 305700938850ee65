// Reading request bodies and embedded manifests as JSON or YAML, with bounds that
// hold whatever the input: nesting depth (checked on the raw text before any
// parser builds a tree), and only JSON data out (finite numbers, no YAML-only
// types). YAML is read by core's one reader (core/yaml/yaml-documents.ts: kubectl's
// YAML 1.1, the fast path, duplicate keys in linear time, bounded aliases); this
// file words its problems for the API. Keys such as `__proto__` are ordinary
// keys. Error messages name a line and column, never a value.

import {
  isObject,
  JsonTextError,
  type JsonValue,
  jsonDepthPast,
  MAX_ALIASES,
  MAX_DEPTH,
  MAX_DOCUMENTS,
  MAX_EMBEDDED_DOCUMENTS,
  parseJsonExact,
} from '../core/index.ts';
import type { DuplicateField } from '../core/server/index.ts';
import {
  COMPLEX_KEY_MESSAGE,
  readYamlDocuments,
  scanYaml,
  toDataMessage,
  YamlProblem,
  YamlReadError,
  type YamlRepeat,
} from '../core/yaml/index.ts';

/** Input that cannot be read: `status` is the HTTP code of the Status to answer with. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

export { MAX_ALIASES, MAX_DEPTH };

function lineCol(text: string, offset: number): string {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return `line ${line}, column ${offset - last}`;
}

function tooDeep(name: string, text: string, offset: number): InputError {
  return new InputError(`${name}: nesting deeper than ${MAX_DEPTH} levels at ${lineCol(text, offset)}`);
}

/**
 * Fails when JSON text nests objects and lists deeper than MAX_DEPTH: one pass,
 * constant memory, before JSON.parse.
 */
export function checkJsonDepth(text: string, name: string): void {
  const at = jsonDepthPast(text, MAX_DEPTH);
  if (at >= 0) throw tooDeep(name, text, at);
}

/** The bounds of the lexer's pass (core/yaml/yaml-read.ts), as an InputError naming the position. */
export function checkYamlDepth(text: string, name: string, maxDocuments = MAX_DOCUMENTS): void {
  try {
    scanYaml(text, { maxDepth: MAX_DEPTH, maxDocuments });
  } catch (e) {
    if (e instanceof YamlReadError) throw boundError(name, text, e);
    throw e;
  }
}

function boundError(name: string, text: string, e: YamlReadError): InputError {
  return new InputError(`${name}: ${e.message} at ${lineCol(text, e.offset)}`, e.status);
}

function firstLine(message: string): string {
  const line = message.split('\n', 1)[0].trim();
  return line.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
}

/**
 * Checks that a parsed value is JSON data no deeper than MAX_DEPTH; returns the
 * problem, naming its path, or null.
 */
export function checkValue(v: unknown, path: string, depth: number): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : `${path || '.'}: not a finite number`;
  if (typeof v === 'bigint') return null;
  if (depth >= MAX_DEPTH) {
    const at = path.length > 120 ? `${path.slice(0, 120)}...` : path;
    return `nesting deeper than ${MAX_DEPTH} levels at ${at}`;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = checkValue(v[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (isObject(v)) {
    for (const k of Object.keys(v)) {
      const bad = checkValue(v[k], `${path}.${k}`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  return `${path || '.'}: a ${typeof v} is not JSON data`;
}

/**
 * The offset of the first syntax error of JSON text (called only once JSON.parse
 * has failed, whose message quotes the text around the error).
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const n = text.length;
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return;
      }
      if (c < 32) fail();
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail();
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          fail();
        }
      } else i++;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (m === null || m[0] === '' || m[0] === '-') fail();
    else i += m[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return;
        } else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return;
        } else fail();
      }
    }
    if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    ws();
    return i < n ? i : -1;
  } catch (at) {
    return typeof at === 'number' ? at : 0;
  }
}

/** JSON text to a value. The message of a syntax error gives a position, never the text around it. */
export function parseJson(text: string, name: string): JsonValue {
  checkJsonDepth(text, name);
  try {
    return parseJsonExact(text);
  } catch (e) {
    if (e instanceof JsonTextError)
      throw new InputError(`${name}: ${e.message} at ${lineCol(text, e.offset)}`);
    const at = jsonErrorOffset(text);
    const where = at < 0 ? '' : at >= text.length ? ' (unexpected end)' : ` at ${lineCol(text, at)}`;
    throw new InputError(`${name}: invalid JSON${where}`);
  }
}

/**
 * The documents of a YAML text (or a JSON one: JSON is YAML), empty documents
 * skipped; more than `maxDocuments` documents is a 413, found while lexing. A key
 * repeated in a mapping is refused, unless `repeats` is given: each document's
 * repeats are then listed there (same index as the result), the value keeping the
 * last, as the API server's decoder reads a request body.
 */
export function parseYamlDocuments(
  text: string,
  name: string,
  maxDocuments = MAX_DOCUMENTS,
  repeats?: DuplicateField[][],
): JsonValue[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const found: YamlRepeat[][] | undefined = repeats === undefined ? undefined : [];
  let out: JsonValue[];
  try {
    out = readYamlDocuments(text, {
      maxDepth: MAX_DEPTH,
      maxDocuments,
      dataProblem: (v) => checkValue(v, '', 0),
      ...(found !== undefined ? { repeats: found } : {}),
    });
  } catch (e) {
    if (e instanceof YamlProblem) throw problemError(name, text, e);
    throw e;
  }
  if (repeats !== undefined && found !== undefined)
    for (const f of found) repeats.push(f.map((r) => ({ ...r, yaml: true })));
  return out;
}

/** A problem of the reader (core/yaml/yaml-documents.ts) in the API's words: a line and column, never a value. */
function problemError(name: string, text: string, p: YamlProblem): InputError {
  const at = p.offset === undefined ? '' : ` at ${lineCol(text, p.offset)}`;
  switch (p.kind) {
    case 'bound':
      return new InputError(`${name}: ${p.reason}${at}`, p.extra.status);
    case 'syntax':
      return p.extra.thrown
        ? new InputError(`${name}: ${firstLine(p.reason)}`)
        : new InputError(`${name}: invalid YAML${at}: ${firstLine(p.reason)}`);
    case 'complex-key':
      return new InputError(`${name}: ${COMPLEX_KEY_MESSAGE}${at}`);
    case 'duplicate':
      return new InputError(`${name}: duplicate key ${JSON.stringify(p.extra.key)} in a mapping${at}`);
    case 'aliases':
      return new InputError(
        `${name}: YAML aliases expand to too many nodes${docAt(text, p)} (a "billion laughs" document?); limit ${MAX_ALIASES}`,
      );
    case 'value':
      return new InputError(`${name}: invalid YAML${docAt(text, p)}: ${toDataMessage(firstLine(p.reason))}`);
    case 'data':
      return new InputError(`${name}: ${p.reason}`);
  }
}

function docAt(text: string, p: YamlProblem): string {
  return p.offset === undefined ? '' : ` (document at ${lineCol(text, p.offset)})`;
}

/** Exactly one YAML document. */
export function parseYamlOne(text: string, name: string): JsonValue {
  const docs = parseYamlDocuments(text, name, MAX_EMBEDDED_DOCUMENTS);
  if (docs.length !== 1) throw new InputError(`${name}: expected one YAML document, found ${docs.length}`);
  return docs[0];
}

/** `true` for the documents a Kubernetes object list expands to (a `kind: List` gives its items). */
export function expandLists(docs: JsonValue[]): JsonValue[] {
  const out: JsonValue[] = [];
  for (const d of docs) {
    if (isObject(d) && d.kind === 'List' && Array.isArray(d.items)) out.push(...d.items);
    else out.push(d);
  }
  return out;
}
