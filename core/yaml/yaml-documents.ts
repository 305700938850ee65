// The one reader of a YAML text's documents into JSON values, as kubectl reads
// them: the lexer's bounds first (core/yaml/yaml-read.ts), then the fast reader of the
// common subset (core/yaml/yaml-fast.ts), else eemeli/yaml with kubectl's tags
// (core/yaml/kubectl-yaml.ts), duplicate keys found in linear time and alias expansion
// bounded. A problem is a YamlProblem with its kind and offset: each surface (the
// API, the command line, the Action's manifests) words it its own way. Asked for
// positions (readYamlPositions), it reads with eemeli/yaml and keeps each
// document's node and a LineCounter, one document's problem stopping only it.

import { type Document, LineCounter, type Node, parseAllDocuments } from 'yaml';
import { MAX_ALIASES } from '../limits.ts';
import type { JsonValue } from '../value.ts';
import { findDuplicateKey, KUBECTL_YAML_OPTIONS, repeatedKeys, type YamlRepeat } from './kubectl-yaml.ts';
import { fastValues } from './yaml-fast.ts';
import {
  type AliasBudget,
  aliasBudget,
  checkAliasExpansion,
  type ScanLimits,
  scanYaml,
  YamlReadError,
} from './yaml-read.ts';

/**
 * What stops a read: `bound` (the lexer's or the alias expansion's, with the
 * HTTP status it is), `syntax`, `duplicate` (a key given twice; `key` names it),
 * `complex-key` (a list or map as a key), `aliases` (eemeli/yaml's own alias
 * count), `value` (a value eemeli/yaml cannot convert) and `data` (a value the
 * caller's check refuses). `offset` is where in the text, when known; `thrown`:
 * the parser threw rather than reporting the error on a document.
 */
export class YamlProblem extends Error {
  constructor(
    readonly kind: 'bound' | 'syntax' | 'duplicate' | 'complex-key' | 'aliases' | 'value' | 'data',
    readonly reason: string,
    readonly offset?: number,
    readonly extra: { status?: 400 | 413 | 415; key?: string; thrown?: true } = {},
  ) {
    super(reason);
    this.name = 'YamlProblem';
  }
}

export interface YamlReadOptions extends ScanLimits {
  /** The caller's check of each document's value (JSON data only, depth): the problem, or null. */
  dataProblem: (value: unknown) => string | null;
  /** Given: a repeated key is kept (the last value wins) and each document's repeats are listed here. */
  repeats?: YamlRepeat[][];
}

const PARSE_OPTIONS = { ...KUBECTL_YAML_OPTIONS, prettyErrors: false, maxAliasCount: MAX_ALIASES } as const;

function bounded<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof YamlReadError) throw new YamlProblem('bound', e.message, e.offset, { status: e.status });
    throw e;
  }
}

/** The values of the documents of `text` (no byte order mark), empty documents skipped. */
export function readYamlDocuments(text: string, o: YamlReadOptions): JsonValue[] {
  bounded(() => scanYaml(text, o));
  // The common subset, several times faster: the same values, and no key repeated.
  // Values the caller's check refuses are read again below, for their positions.
  const fast = fastValues(text);
  if (fast?.every((v) => o.dataProblem(v) === null)) {
    o.repeats?.push(...fast.map((): YamlRepeat[] => []));
    return fast;
  }
  let docs: ReturnType<typeof parseAllDocuments>;
  try {
    docs = parseAllDocuments(text, PARSE_OPTIONS);
  } catch (e) {
    throw new YamlProblem('syntax', e instanceof Error ? e.message : String(e), undefined, { thrown: true });
  }
  const out: JsonValue[] = [];
  const budget = aliasBudget();
  for (const doc of Array.isArray(docs) ? docs : []) {
    const err = doc.errors[0];
    if (err) throw new YamlProblem('syntax', err.message, Array.isArray(err.pos) ? err.pos[0] : undefined);
    if (doc.contents === null) continue;
    const found = o.repeats === undefined ? [] : repeatedKeys(doc, text);
    if (o.repeats === undefined) {
      const dup = findDuplicateKey(doc);
      if (dup !== null) {
        if (dup.complex) throw new YamlProblem('complex-key', 'complex key', dup.offset);
        throw new YamlProblem('duplicate', 'duplicate key', dup.offset, { key: dup.key });
      }
    }
    bounded(() => checkAliasExpansion(doc, budget));
    const at = doc.contents.range?.[0];
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      // eemeli/yaml's own alias count (Alias.resolve): its message, not any that mentions aliases.
      throw new YamlProblem(msg.startsWith('Excessive alias count') ? 'aliases' : 'value', msg, at);
    }
    if (value === null || value === undefined) continue;
    const bad = o.dataProblem(value);
    if (bad !== null) throw new YamlProblem('data', bad, at);
    out.push(value as JsonValue);
    o.repeats?.push(found);
  }
  return out;
}

/** One document read with positions: its node and value, or the problem that stops it alone. */
export interface PositionedDocument {
  /** Where the document starts in the text. */
  start: number;
  /** Its contents (null: none, or its syntax is broken). */
  node: Node | null;
  /** Its value (null or undefined: nothing in it); absent on a problem. */
  value?: unknown;
  /** `syntax`, `duplicate`, `complex-key`, `bound` (alias expansion), `aliases` or `value`, with its offset when known. */
  problem?: YamlProblem;
}

/** The documents of a text with their nodes, and the LineCounter that turns their offsets into lines. */
export interface PositionedRead {
  documents: PositionedDocument[];
  lineCounter: LineCounter;
}

/**
 * The documents of `text` (no byte order mark) with their nodes, for the lines
 * of their fields: eemeli/yaml always (the fast reader keeps no nodes), empty
 * documents included. A problem in one document is on its entry and the others
 * are read; only the lexer's bounds stop the whole text (a thrown YamlProblem,
 * as is a parser that throws). The caller checks the values (JSON data).
 */
export function readYamlPositions(text: string, limits: ScanLimits = {}): PositionedRead {
  bounded(() => scanYaml(text, limits));
  const lineCounter = new LineCounter();
  let docs: ReturnType<typeof parseAllDocuments>;
  try {
    docs = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter });
  } catch (e) {
    throw new YamlProblem('syntax', e instanceof Error ? e.message : String(e), undefined, { thrown: true });
  }
  const budget = aliasBudget();
  const documents = (Array.isArray(docs) ? docs : []).map((doc) => positioned(doc, budget));
  return { documents, lineCounter };
}

function positioned(doc: Document, budget: AliasBudget): PositionedDocument {
  const start = doc.range?.[0] ?? 0;
  const err = doc.errors[0];
  if (err) {
    const at = Array.isArray(err.pos) ? err.pos[0] : undefined;
    return { start, node: null, problem: new YamlProblem('syntax', err.message, at) };
  }
  const node = doc.contents as Node | null;
  if (node === null) return { start, node };
  const dup = findDuplicateKey(doc);
  if (dup !== null) {
    const problem = dup.complex
      ? new YamlProblem('complex-key', 'complex key', dup.offset)
      : new YamlProblem('duplicate', 'duplicate key', dup.offset, { key: dup.key });
    return { start, node, problem };
  }
  try {
    checkAliasExpansion(doc, budget);
  } catch (e) {
    if (!(e instanceof YamlReadError)) throw e;
    return { start, node, problem: new YamlProblem('bound', e.message, e.offset, { status: e.status }) };
  }
  const at = node.range?.[0];
  try {
    return { start, node, value: doc.toJS({ maxAliasCount: MAX_ALIASES }) };
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    return {
      start,
      node,
      problem: new YamlProblem(msg.startsWith('Excessive alias count') ? 'aliases' : 'value', msg, at),
    };
  }
}
