// The bounds every YAML reader applies (the API's, the command line's, the
// Action's): one pass over the lexer's tokens before any document is built
// (nesting depth, number of documents; raw control characters and a `%YAML`
// directive other than 1.1, which kubectl's reader refuses), and the size of what aliases expand to,
// measured on the parsed documents before they become data. Errors carry an
// offset in the text and the HTTP status a request would get; each reader words
// the position its own way. Messages never quote the text.

import { CST, type Document, isAlias, isMap, isPair, isScalar, isSeq, Lexer, type Node } from 'yaml';
import { MAX_ALIAS_BYTES, MAX_ALIAS_NODES, MAX_DEPTH, MAX_DOCUMENTS } from '../limits.ts';

/**
 * What the readers refuse before parsing (a bound passed, a character or a
 * directive kubectl refuses): `offset` is where, `status` the HTTP code.
 */
export class YamlReadError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'YamlReadError';
  }
}

/** The lexer's control tokens, which are not part of the source text. */
const SCALAR = '\x1f';
const CONTROL = new Set([SCALAR, '\x02', '\x18']);

export interface ScanLimits {
  maxDepth?: number;
  maxDocuments?: number;
}

/**
 * One pass over the lexer's tokens, stopped at the first bound passed:
 *
 * - nesting: an upper bound of the depth at each token (the indentation levels
 *   still open, plus the block indicators `- `, `? `, `: ` on its line, plus the
 *   open flow brackets; scalars are single tokens and never count). It errs on
 *   the high side, so it allows twice `maxDepth`; the exact depth is checked on
 *   the parsed value. The parser needs memory and stack in proportion to the
 *   depth: gigabytes for a few MiB of `[[[[`.
 * - documents: a document starts at the text's first content and at each `---`
 *   after content. Counting stops at the limit, before the parser has built (and
 *   paid for) any of them.
 */
export function scanYaml(text: string, limits: ScanLimits = {}): void {
  checkCharacters(text);
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  const maxDocuments = limits.maxDocuments ?? MAX_DOCUMENTS;
  const depthLimit = 2 * maxDepth;
  const indents: number[] = [];
  let flow = 0;
  let compact = 0;
  let lineStart = true;
  let col = 0;
  let offset = 0;
  let scalarNext = false;
  let documents = 0;
  // Whether the current document has begun (a `---`, or content before any).
  let open = false;
  const begin = (at: number) => {
    if (++documents > maxDocuments) {
      throw new YamlReadError(`more than ${maxDocuments} YAML documents (the limit)`, at, 413);
    }
    open = true;
  };
  for (const token of new Lexer().lex(text)) {
    const at = offset;
    if (!CONTROL.has(token)) offset += token.length;
    if (scalarNext) {
      // The source of a scalar (plain, quoted or a block scalar's body).
      scalarNext = false;
      // A block scalar's body ends with its line break.
      lineStart = token.endsWith('\n');
      if (lineStart) {
        col = 0;
        compact = 0;
      }
      continue;
    }
    const type = CST.tokenType(token);
    if (type === 'newline') {
      lineStart = true;
      col = 0;
      compact = 0;
      continue;
    }
    if (type === 'doc-start') {
      begin(at);
      indents.length = 0;
      flow = 0;
      compact = 0;
      continue;
    }
    if (type === 'doc-end' || type === 'doc-mode') {
      if (type === 'doc-end') open = false;
      indents.length = 0;
      flow = 0;
      compact = 0;
      continue;
    }
    if (type === 'space' && lineStart) {
      col = token.length;
      continue;
    }
    if (type === 'directive-line') {
      checkDirective(token, at);
      continue;
    }
    if (type === 'space' || type === 'comment') continue;
    if (!open) begin(at);
    if (lineStart && flow === 0) {
      while (indents.length > 0 && indents[indents.length - 1] >= col) indents.pop();
      indents.push(col);
    }
    lineStart = false;
    if (token === SCALAR) scalarNext = true;
    else if (type === 'flow-seq-start' || type === 'flow-map-start') flow++;
    else if ((type === 'flow-seq-end' || type === 'flow-map-end') && flow > 0) flow--;
    else if (
      flow === 0 &&
      (type === 'seq-item-ind' || type === 'explicit-key-ind' || type === 'map-value-ind')
    )
      compact++;
    if (indents.length + compact + flow > depthLimit) {
      throw new YamlReadError(`nesting deeper than ${maxDepth} levels`, at);
    }
  }
}

// What gopkg.in/yaml.v2's reader refuses as "control characters are not allowed"
// (readerc.go: only tab, line feed, carriage return, printable ASCII, NEL and the
// printable Unicode ranges pass; a byte order mark only at the start, which the
// readers strip). A raw control character is an error, not data.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters looked for
const CONTROL_CHARACTER = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufeff\ufffe\uffff]/;

function checkCharacters(text: string): void {
  const m = CONTROL_CHARACTER.exec(text);
  if (m !== null) throw new YamlReadError('control characters are not allowed', m.index);
}

/**
 * kubectl reads YAML 1.1 through gopkg.in/yaml.v2, whose parser refuses a
 * `%YAML` directive of any other version ("found incompatible YAML document",
 * parserc.go): a `%YAML 1.2` document is refused, never read with 1.2's rules.
 */
function checkDirective(line: string, at: number): void {
  const m = /^%YAML[ \t]+([^ \t#]*)/.exec(line);
  if (m !== null && m[1] !== '1.1') throw new YamlReadError('found incompatible YAML document', at);
}

/** What the aliases of one text have added so far, once expanded (shared by its documents). */
export interface AliasBudget {
  nodes: number;
  bytes: number;
}

export function aliasBudget(): AliasBudget {
  return { nodes: 0, bytes: 0 };
}

interface Size {
  nodes: number;
  bytes: number;
}

/**
 * Measures what the aliases of a parsed document expand to, and adds it to the
 * text's budget: each alias stands for every node and every scalar byte of its
 * anchor (itself expanded). Linear in the document: an anchor's size is measured
 * once, where it is written. Fails past MAX_ALIAS_NODES or MAX_ALIAS_BYTES, or
 * at an alias inside its own anchor.
 */
export function checkAliasExpansion(doc: Document, budget: AliasBudget): void {
  const contents = doc.contents as Node | null;
  if (contents === null) return;
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, Size>();
  const measuring = new Set<Node>();
  const at = (n: Node) => n.range?.[0] ?? 0;
  const add = (s: Size, n: Node) => {
    budget.nodes += s.nodes;
    budget.bytes += s.bytes;
    if (budget.nodes > MAX_ALIAS_NODES) {
      throw new YamlReadError(
        `YAML aliases expand to more than ${MAX_ALIAS_NODES} nodes (the limit; a "billion laughs" document?)`,
        at(n),
      );
    }
    if (budget.bytes > MAX_ALIAS_BYTES) {
      throw new YamlReadError(
        `YAML aliases expand to more than ${MAX_ALIAS_BYTES} bytes (the limit; a "billion laughs" document?)`,
        at(n),
      );
    }
  };
  const measure = (n: unknown): Size => {
    if (isAlias(n)) {
      const source = anchors.get(n.source);
      if (source === undefined) return { nodes: 1, bytes: 0 }; // the parser reports it
      const s = sizes.get(source);
      if (s === undefined || measuring.has(source)) {
        throw new YamlReadError(
          `the YAML anchor ${JSON.stringify(n.source)} contains an alias to itself`,
          at(n),
        );
      }
      add(s, n);
      return s;
    }
    if (isPair(n)) {
      const k = n.key === null ? { nodes: 0, bytes: 0 } : measure(n.key);
      const v = n.value === null ? { nodes: 0, bytes: 0 } : measure(n.value);
      return { nodes: k.nodes + v.nodes, bytes: k.bytes + v.bytes };
    }
    const node = n as Node;
    if (node.anchor) {
      anchors.set(node.anchor, node);
      measuring.add(node);
    }
    let size: Size;
    if (isScalar(node)) {
      const v = node.value;
      size = { nodes: 1, bytes: typeof v === 'string' ? v.length : String(v).length };
    } else if (isMap(node) || isSeq(node)) {
      size = { nodes: 1, bytes: 0 };
      for (const item of node.items as unknown[]) {
        const s = measure(item);
        size.nodes += s.nodes;
        size.bytes += s.bytes;
      }
    } else size = { nodes: 1, bytes: 0 };
    if (node.anchor) {
      measuring.delete(node);
      sizes.set(node, size);
    }
    return size;
  };
  measure(contents);
}
