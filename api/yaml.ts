// Reading request bodies and embedded manifests as JSON or YAML, with bounds that
// hold whatever the input: nesting depth (checked on the raw text before any
// parser builds a tree), YAML alias expansion ("billion laughs"), duplicate keys
// found in linear time, and only JSON data out (finite numbers, no YAML-only
// types). YAML is read as kubectl reads it (YAML 1.1 through gopkg.in/yaml.v2:
// `yes`/`on` are booleans, `0777` is octal; timestamps stay strings), the same
// choices as the command line's reader (cli/io.ts). Keys such as `__proto__` are
// ordinary keys. Error messages name a line and column, never a value.

import { type Document, parseAllDocuments } from 'yaml';
import { JsonTextError, jsonDepthPast, parseJsonExact } from '../core/json.ts';
import {
  COMPLEX_KEY_MESSAGE,
  findDuplicateKey,
  KUBECTL_YAML_OPTIONS,
  repeatedKeys,
  toDataMessage,
} from '../core/kubectl-yaml.ts';
import { MAX_ALIASES, MAX_DEPTH, MAX_DOCUMENTS, MAX_EMBEDDED_DOCUMENTS } from '../core/limits.ts';
import type { DuplicateField } from '../core/server/fieldvalidation.ts';
import { isObject, type JsonValue } from '../core/value.ts';
import { fastValues } from '../core/yaml-fast.ts';
import { aliasBudget, checkAliasExpansion, scanYaml, YamlReadError } from '../core/yaml-read.ts';

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

// uniqueKeys is checked below in linear time: the library's own check compares
// every key of a map with every other one, quadratic in the size of a map.
const PARSE_OPTIONS = {
  ...KUBECTL_YAML_OPTIONS,
  prettyErrors: false,
  maxAliasCount: MAX_ALIASES,
} as const;

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

/** The bounds of the lexer's pass (core/yaml-read.ts), as an InputError naming the position. */
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

/** Duplicate keys in any map of the document (linear in the number of keys). */
function duplicateKey(doc: Document, text: string, name: string): InputError | null {
  const dup = findDuplicateKey(doc);
  if (dup === null) return null;
  const at = dup.offset === undefined ? '' : ` at ${lineCol(text, dup.offset)}`;
  if (dup.complex) return new InputError(`${name}: ${COMPLEX_KEY_MESSAGE}${at}`);
  return new InputError(`${name}: duplicate key ${JSON.stringify(dup.key)} in a mapping${at}`);
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
  checkYamlDepth(text, name, maxDocuments);
  // The common subset, several times faster (core/yaml-fast.ts): the same values,
  // and nothing it reads repeats a key. Values it cannot vouch for are read again below.
  const fast = fastValues(text);
  if (fast?.every((v) => checkValue(v, '', 0) === null)) {
    repeats?.push(...fast.map((): DuplicateField[] => []));
    return fast;
  }
  let docs: ReturnType<typeof parseAllDocuments>;
  try {
    docs = parseAllDocuments(text, PARSE_OPTIONS);
  } catch (e) {
    throw new InputError(`${name}: ${firstLine(e instanceof Error ? e.message : String(e))}`);
  }
  const list = Array.isArray(docs) ? docs : [];
  const out: JsonValue[] = [];
  const budget = aliasBudget();
  for (const doc of list) {
    const err = doc.errors[0];
    if (err) {
      const at = Array.isArray(err.pos) ? ` at ${lineCol(text, err.pos[0])}` : '';
      throw new InputError(`${name}: invalid YAML${at}: ${firstLine(err.message)}`);
    }
    if (doc.contents === null) continue;
    const found = repeats === undefined ? [] : repeatedKeys(doc, text);
    if (repeats === undefined) {
      const dup = duplicateKey(doc, text, name);
      if (dup) throw dup;
    }
    try {
      checkAliasExpansion(doc, budget);
    } catch (e) {
      if (e instanceof YamlReadError) throw boundError(name, text, e);
      throw e;
    }
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const where = doc.contents.range ? ` (document at ${lineCol(text, doc.contents.range[0])})` : '';
      // eemeli/yaml's own alias count (Alias.resolve): its message, not any that mentions aliases.
      if (msg.startsWith('Excessive alias count')) {
        throw new InputError(
          `${name}: YAML aliases expand to too many nodes${where} (a "billion laughs" document?); limit ${MAX_ALIASES}`,
        );
      }
      throw new InputError(`${name}: invalid YAML${where}: ${toDataMessage(firstLine(msg))}`);
    }
    if (value === null || value === undefined) continue;
    const bad = checkValue(value, '', 0);
    if (bad) throw new InputError(`${name}: ${bad}`);
    out.push(value as JsonValue);
    repeats?.push(found.map((r) => ({ ...r, yaml: true })));
  }
  return out;
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
