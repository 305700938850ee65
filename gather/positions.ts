// From a field path as Kubernetes prints it (`.spec.template.spec.containers[name="app"].image`,
// `.spec.ports[port=80,protocol="TCP"]`, `.metadata.finalizers[="x"]`, `.items[0]`)
// to the line of that field in the manifest's YAML. Field names are printed
// without escaping (`.metadata.labels.app.kubernetes.io/name`), so each step
// takes the longest key of the map at hand that the rest of the path starts with.
// When the field is not in the manifest (a pruned field, a defaulted key) the
// deepest enclosing node that is gives the line.

import { isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from 'yaml';
import type { JsonObject, JsonValue } from '../core/index.ts';
import type { FieldLines } from '../core/yaml/index.ts';

export interface Position {
  line: number;
  /** The whole path was found in the manifest. */
  exact: boolean;
}

/** Parses a Go-quoted string (as `%q` prints it) starting at `s[i]` (a `"`); returns the value and the index after it. */
function goUnquote(s: string, i: number): [string, number] | null {
  let out = '';
  for (let j = i + 1; j < s.length; j++) {
    const c = s[j];
    if (c === '"') return [out, j + 1];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = s[++j];
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      '"': '"',
      '\\': '\\',
      a: '\x07',
      b: '\b',
      f: '\f',
      v: '\v',
    };
    if (n in simple) out += simple[n];
    else if (n === 'x' || n === 'u' || n === 'U') {
      const len = n === 'x' ? 2 : n === 'u' ? 4 : 8;
      out += String.fromCodePoint(Number.parseInt(s.slice(j + 1, j + 1 + len), 16));
      j += len;
    } else out += n ?? '';
  }
  return null;
}

type Scalar = string | number | boolean | null;

/** A printed value inside brackets: a quoted string, a number, true/false/null. */
function parseValue(s: string, i: number, stops: string): [Scalar, number] | null {
  if (s[i] === '"') return goUnquote(s, i);
  let j = i;
  while (j < s.length && !stops.includes(s[j])) j++;
  const raw = s.slice(i, j);
  if (raw === 'true') return [true, j];
  if (raw === 'false') return [false, j];
  if (raw === 'null') return [null, j];
  const n = Number(raw);
  return Number.isNaN(n) || raw === '' ? [raw, j] : [n, j];
}

type Step =
  | { kind: 'index'; index: number }
  | { kind: 'value'; value: Scalar }
  | { kind: 'key'; fields: [string, Scalar][] };

/** The bracket element at `s[i]` (`[`); returns it and the index after `]`. */
function parseBracket(s: string, i: number): [Step, number] | null {
  if (s[i + 1] === '=') {
    const v = parseValue(s, i + 2, ']');
    if (!v || s[v[1]] !== ']') return null;
    return [{ kind: 'value', value: v[0] }, v[1] + 1];
  }
  const idx = /^\[(\d+)\]/.exec(s.slice(i));
  if (idx) return [{ kind: 'index', index: Number(idx[1]) }, i + idx[0].length];
  const fields: [string, Scalar][] = [];
  let j = i + 1;
  for (;;) {
    const eq = s.indexOf('=', j);
    if (eq < 0) return null;
    const name = s.slice(j, eq);
    const v = parseValue(s, eq + 1, ',]');
    if (!v) return null;
    fields.push([name, v[0]]);
    j = v[1];
    if (s[j] === ']') return [{ kind: 'key', fields }, j + 1];
    if (s[j] !== ',') return null;
    j++;
  }
}

function scalarValue(n: unknown): unknown {
  return isScalar(n) ? n.value : undefined;
}

function sameValue(a: unknown, b: Scalar): boolean {
  if (typeof a === 'bigint') return Number(a) === b;
  return a === b;
}

/** The line of `path` in the object whose YAML node is `root`. */
export function positionOf(root: Node, path: string, lineCounter: LineCounter): Position {
  const lineOf = (n: { range?: [number, number, number] | null } | null | undefined, fallback: number) =>
    n?.range ? lineCounter.linePos(n.range[0]).line : fallback;
  let node: unknown = root;
  let line = lineOf(root, 1);
  let i = 0;
  while (i < path.length) {
    if (path[i] === '.') {
      if (!isMap(node)) return { line, exact: false };
      let best: { key: string; pair: unknown } | null = null;
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const k = scalarValue(pair.key);
        if (typeof k !== 'string' && typeof k !== 'number' && typeof k !== 'boolean') continue;
        const key = String(k);
        if (!path.startsWith(key, i + 1)) continue;
        const next = path[i + 1 + key.length];
        if (next !== undefined && next !== '.' && next !== '[') continue;
        if (!best || key.length > best.key.length) best = { key, pair };
      }
      if (!best || !isPair(best.pair)) return { line, exact: false };
      line = lineOf(best.pair.key as Node, line);
      node = best.pair.value;
      i += 1 + best.key.length;
      continue;
    }
    if (path[i] !== '[') return { line, exact: false };
    const parsed = parseBracket(path, i);
    if (!parsed || !isSeq(node)) return { line, exact: false };
    const [step, after] = parsed;
    let found: unknown;
    if (step.kind === 'index') found = node.items[step.index];
    else if (step.kind === 'value') found = node.items.find((it) => sameValue(scalarValue(it), step.value));
    else {
      // Key fields absent from an item (defaulted keys such as protocol) do not rule it out.
      found = node.items.find((it) => {
        if (!isMap(it)) return false;
        let present = 0;
        for (const [name, want] of step.fields) {
          const got = it.get(name, true);
          if (got === undefined) continue;
          if (!sameValue(scalarValue(got), want)) return false;
          present++;
        }
        return present > 0;
      });
    }
    if (found === undefined || found === null) return { line, exact: false };
    line = lineOf(found as Node, line);
    node = found;
    i = after;
  }
  return { line, exact: true };
}

function isMapping(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function primitive(v: JsonValue | undefined): unknown {
  return typeof v === 'object' && v !== null ? undefined : v;
}

/**
 * positionOf on parsed values instead of YAML nodes: `root` as the fast reader
 * read it (core/yaml/yaml-fast.ts), starting at `rootLine`, with the lines of its keys and
 * items. The same steps and matches, so the same line.
 */
export function positionIn(root: JsonValue, rootLine: number, lines: FieldLines, path: string): Position {
  let node: JsonValue | undefined = root;
  let line = rootLine;
  let i = 0;
  while (i < path.length) {
    if (path[i] === '.') {
      if (!isMapping(node)) return { line, exact: false };
      let best: string | null = null;
      for (const key of Object.keys(node)) {
        if (!path.startsWith(key, i + 1)) continue;
        const next = path[i + 1 + key.length];
        if (next !== undefined && next !== '.' && next !== '[') continue;
        if (best === null || key.length > best.length) best = key;
      }
      if (best === null) return { line, exact: false };
      const at = lines.get(node);
      line = (at instanceof Map ? at.get(best) : undefined) ?? line;
      node = node[best];
      i += 1 + best.length;
      continue;
    }
    if (path[i] !== '[') return { line, exact: false };
    const parsed = parseBracket(path, i);
    if (!parsed || !Array.isArray(node)) return { line, exact: false };
    const [step, after] = parsed;
    let found = -1;
    if (step.kind === 'index') found = step.index < node.length ? step.index : -1;
    else if (step.kind === 'value') found = node.findIndex((it) => sameValue(primitive(it), step.value));
    else {
      // Key fields absent from an item (defaulted keys such as protocol) do not rule it out.
      found = node.findIndex((it) => {
        if (!isMapping(it)) return false;
        let present = 0;
        for (const [name, want] of step.fields) {
          if (!Object.hasOwn(it, name)) continue;
          if (!sameValue(primitive(it[name]), want)) return false;
          present++;
        }
        return present > 0;
      });
    }
    if (found < 0) return { line, exact: false };
    const at = lines.get(node);
    line = (Array.isArray(at) ? at[found] : undefined) ?? line;
    node = node[found];
    i = after;
  }
  return { line, exact: true };
}
