// Manifests as the user wrote them: every document of every file, read by the one
// YAML reader (core/yaml/yaml-documents.ts) with its source positions kept (the
// eemeli/yaml node and a LineCounter), so a
// conflict can be annotated on the line of the field. `kind: List` documents are
// expanded into their items, each keeping its own node. A document that cannot be
// read is an entry with an `error`: it fails alone, the others are still previewed.
//
// Without nodes (the first read of every file), a text in the common subset of
// YAML is read by core/yaml/yaml-fast.ts, several times faster, to the same entries.
//
// YAML is read as kubectl reads it (YAML 1.1: unquoted yes/no are booleans, 0755
// is octal; timestamps stay strings). JSON files are YAML too.

import { isMap, isSeq, type LineCounter, type Node } from 'yaml';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import type { ReportGroup } from '../core/preview/index.ts';
import { missingTypeMessage } from '../core/server/index.ts';
import {
  COMPLEX_KEY_MESSAGE,
  checkJson,
  type FastDocument,
  type FieldLines,
  fastParse,
  type PositionedRead,
  readYamlPositions,
  toDataMessage,
  YamlProblem,
} from '../core/yaml/index.ts';
import type { FileReader, Refusal } from './files.ts';
import type { SourceApply } from './render/applier.ts';

export interface ManifestEntry {
  /** Workspace-relative path (as in the pull request). */
  file: string;
  /** 1-based index of the document in the file. */
  document: number;
  /** 0-based index in a `kind: List` document. */
  item?: number;
  /** 1-based line where the object starts. */
  line: number;
  /** The object (absent when it could not be read). */
  intent?: JsonObject;
  /** The YAML node of the object, for positions of its fields. */
  node?: Node;
  lineCounter?: LineCounter;
  /** Or, read by the fast reader, the object with the lines of its fields (positionIn). */
  positions?: { root: JsonObject; line: number; lines: FieldLines };
  /** Why this document is not a previewable object (one line, no file prefix). */
  error?: string;
  /** What could be read of a bad object, for the report's reference. */
  partial?: { apiVersion?: string; kind?: string; namespace?: string; name?: string };
  /** A rendered object: how its controller writes it (gather/render/applier.ts); absent: the user's applier. */
  apply?: SourceApply;
  /** A rendered object: the source the report groups it under (core/preview/groups.ts). */
  group?: ReportGroup;
  /** A rendered object in a namespace whose kind's scope nothing known says (render/scope.ts): assumed namespaced. */
  scopeAssumed?: true;
}

function lineColumn(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return { line, col: offset - last };
}

/** `file: document N[, item M]` — how messages name where an object came from. */
export function describeSource(e: Pick<ManifestEntry, 'file' | 'document' | 'item'>): string {
  return `${e.file}: document ${e.document}${e.item === undefined ? '' : `, item ${e.item + 1}`}`;
}

function firstLine(message: string): string {
  return message
    .split('\n', 1)[0]
    .trim()
    .replace(/ at line \d+, column \d+:?$/, '')
    .replace(/:$/, '');
}

function str(v: JsonValue | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function partialRef(v: JsonValue): ManifestEntry['partial'] {
  if (!isObject(v)) return undefined;
  const meta = Object.hasOwn(v, 'metadata') && isObject(v.metadata) ? v.metadata : {};
  return {
    apiVersion: str(v.apiVersion),
    kind: str(v.kind),
    namespace: str(meta.namespace),
    name: str(meta.name),
  };
}

/** Why an object cannot be applied as it is, or null. */
export function objectProblem(v: JsonValue): string | null {
  if (!isObject(v)) return `not an object (a ${Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v})`;
  // No kind or apiVersion: refused as the API server's decoder refuses it (core/server/refuse.ts).
  const untyped = missingTypeMessage(v);
  if (untyped !== null) return untyped;
  const meta = Object.hasOwn(v, 'metadata') ? v.metadata : undefined;
  if (!isObject(meta)) return 'metadata.name is required';
  if (typeof meta.name !== 'string' || meta.name === '') {
    return typeof meta.generateName === 'string'
      ? 'metadata.generateName cannot be used with server-side apply: metadata.name is required'
      : 'metadata.name is required';
  }
  if (Object.hasOwn(meta, 'namespace') && typeof meta.namespace !== 'string')
    return 'metadata.namespace must be a string';
  return null;
}

/**
 * The entries of one file's text, in order. `keepNodes`: each entry holds its
 * YAML node (for the lines of its fields); without, the parsed document is
 * garbage once read.
 */
export function parseManifestText(text: string, file: string, keepNodes = true): ManifestEntry[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!keepNodes) {
    const fast = fastEntries(text, file);
    if (fast !== null) return fast;
  }
  // The one YAML reader (core/yaml/yaml-documents.ts), asked for positions: each
  // document's node, or the problem that stops it alone; the lexer's bounds stop the file.
  let read: PositionedRead;
  try {
    read = readYamlPositions(text);
  } catch (e) {
    if (!(e instanceof YamlProblem)) throw e;
    if (e.offset === undefined) return [{ file, document: 1, line: 1, error: firstLine(e.message) }];
    const pos = lineColumn(text, e.offset);
    return [
      { file, document: 1, line: pos.line, error: `line ${pos.line}, column ${pos.col}: ${e.message}` },
    ];
  }
  const { lineCounter } = read;
  const out: ManifestEntry[] = [];
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 1 : lineCounter.linePos(offset).line;
  for (const [i, doc] of read.documents.entries()) {
    const document = i + 1;
    const problem = doc.problem;
    if (problem?.kind === 'syntax') {
      const pos = problem.offset === undefined ? undefined : lineCounter.linePos(problem.offset);
      out.push({
        file,
        document,
        line: pos?.line ?? lineAt(doc.start),
        error: `${pos ? `line ${pos.line}, column ${pos.col}: ` : ''}${firstLine(problem.message)}`,
      });
      continue;
    }
    const contents = doc.node;
    if (contents === null) continue;
    const line = lineAt(contents.range?.[0]);
    if (problem?.kind === 'duplicate' || problem?.kind === 'complex-key') {
      const at = problem.offset === undefined ? line : lineAt(problem.offset);
      out.push({
        file,
        document,
        line: at,
        error:
          problem.kind === 'complex-key'
            ? `line ${at}: ${COMPLEX_KEY_MESSAGE}`
            : `line ${at}: duplicate key ${JSON.stringify(problem.extra.key)}: map keys must be unique`,
      });
      continue;
    }
    if (problem?.kind === 'bound') {
      const at = lineAt(problem.offset);
      out.push({ file, document, line: at, error: `line ${at}: ${problem.message}` });
      continue;
    }
    if (problem !== undefined) {
      out.push({ file, document, line, error: toDataMessage(firstLine(problem.message)) });
      continue;
    }
    const value = doc.value;
    if (value === null || value === undefined) continue;
    const bad = checkJson(value, '');
    if (bad) {
      out.push({ file, document, line, error: bad, partial: partialRef(value as JsonValue) });
      continue;
    }
    const v = value as JsonValue;
    if (isObject(v) && typeof v.kind === 'string' && v.kind.endsWith('List') && Array.isArray(v.items)) {
      const itemsNode = isMap(contents) ? contents.get('items', true) : undefined;
      const nodes = isSeq(itemsNode) ? (itemsNode.items as Node[]) : [];
      for (const [j, item] of v.items.entries()) {
        const node = nodes[j];
        const at = node ? lineAt(node.range?.[0]) : line;
        out.push(entry(file, document, j, at, item, keepNodes ? node : undefined, lineCounter));
      }
      continue;
    }
    out.push(entry(file, document, undefined, line, v, keepNodes ? contents : undefined, lineCounter));
  }
  return out;
}

/**
 * The entries of a text the fast reader takes (core/yaml/yaml-fast.ts: the common subset
 * of YAML, no nodes), the same as eemeli/yaml's; null when it does not take it.
 */
function fastEntries(text: string, file: string, withLines = false): ManifestEntry[] | null {
  let docs: FastDocument[];
  let lines: FieldLines | null = null;
  if (withLines) {
    const r = fastParse(text, true);
    if (r === null) return null;
    docs = r.docs;
    lines = r.lines;
  } else {
    const r = fastParse(text);
    if (r === null) return null;
    docs = r;
  }
  const at = (e: ManifestEntry): ManifestEntry => {
    if (lines && e.intent) e.positions = { root: e.intent, line: e.line, lines };
    return e;
  };
  const out: ManifestEntry[] = [];
  for (const [i, doc] of docs.entries()) {
    const v = doc.value;
    if (v === undefined) continue;
    const document = i + 1;
    // No checkJson: the fast reader gives up on what is not JSON data (`.inf`).
    if (typeof v.kind === 'string' && v.kind.endsWith('List') && Array.isArray(v.items)) {
      const itemLines = doc.itemLines ?? [];
      for (const [j, item] of v.items.entries()) {
        out.push(at(entry(file, document, j, itemLines[j] ?? doc.line, item, undefined)));
      }
      continue;
    }
    out.push(at(entry(file, document, undefined, doc.line, v, undefined)));
  }
  return out;
}

/**
 * The entries of one file's text with the positions of their fields: by the
 * fast reader (`positions`) when it takes the text, else YAML nodes.
 */
export function parseManifestPositions(text: string, file: string): ManifestEntry[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return fastEntries(text, file, true) ?? parseManifestText(text, file, true);
}

function entry(
  file: string,
  document: number,
  item: number | undefined,
  line: number,
  v: JsonValue,
  node: Node | undefined,
  lineCounter?: LineCounter,
): ManifestEntry {
  const e: ManifestEntry = { file, document, line };
  if (item !== undefined) e.item = item;
  const problem = objectProblem(v);
  if (problem) {
    e.error = problem;
    e.partial = partialRef(v);
    return e;
  }
  e.intent = v as JsonObject;
  if (node && lineCounter) {
    e.node = node;
    e.lineCounter = lineCounter;
  }
  return e;
}

/**
 * Reads (through the one reader, files.ts) and parses files (workspace-relative
 * paths); a file not read is one error entry, `not read: <why>`. `refused`:
 * paths the walk already refused (directory links leaving the workspace,
 * loops), each an error entry too, in path order with the files. `onParsed`
 * hears how many files are through, after each. The entries keep no YAML nodes
 * (see parseManifestText). Files are read one at a time, synchronously:
 * thousands of small reads in flight at once cost more in file handles,
 * promises and held texts than they save.
 */
export async function readManifestFiles(
  files: readonly string[],
  reader: FileReader,
  onParsed?: (files: number) => void,
  refused: readonly Refusal[] = [],
): Promise<ManifestEntry[]> {
  const out: ManifestEntry[] = [];
  let r = 0;
  const refusedBefore = (f: string | null) => {
    while (r < refused.length && (f === null || refused[r].file < f)) {
      out.push(refusedEntry(refused[r].file, refused[r].reason));
      r++;
    }
  };
  for (const [i, f] of files.entries()) {
    refusedBefore(f);
    const read = reader.read(f);
    if ('refused' in read) out.push(refusedEntry(f, read.refused));
    else for (const e of parseManifestText(read.text, f, false)) out.push(e);
    onParsed?.(i + 1);
  }
  refusedBefore(null);
  return out;
}

/** The entry of a path not read: its note, with no object. */
export function refusedEntry(file: string, reason: string): ManifestEntry {
  return { file, document: 1, line: 1, error: `not read: ${reason}` };
}
