// Keys repeated within one object of a JSON text. JSON.parse keeps the last value
// silently; the API server's strict decoder (sigs.k8s.io/json) reports each repeat
// as `duplicate field "spec.paused"` and the apply patch's YAML decoder as
// `line 10: key "paused" already set in map`. The text must already be valid JSON
// (the caller parsed it). Paths are written as Go's decoder writes them: fields
// joined by dots, list items as `[i]`.
//
// Most texts have no repeat: the number of `"…":` in the text (an upper bound of
// its keys) against the keys of the parsed value settles that with one native
// scan; only a text where they differ is walked.

import type { DuplicateField } from './server/fieldvalidation.ts';
import { isObject, type JsonValue } from './value.ts';

const KEY_END = /"\s*:/g;

function keyCount(v: JsonValue, depth: number): number {
  if (depth > 1000 || v === null || typeof v !== 'object') return 0;
  let n = 0;
  if (Array.isArray(v)) {
    for (const x of v) n += keyCount(x, depth + 1);
    return n;
  }
  if (!isObject(v)) return 0;
  for (const k of Object.keys(v)) n += 1 + keyCount(v[k] as JsonValue, depth + 1);
  return n;
}

interface Frame {
  /** Keys seen in this object; null for an array. */
  keys: Set<string> | null;
  /** Next index (arrays). */
  index: number;
  path: string;
}

function join(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** The 1-based line of offset `at` (JSON strings hold no raw line break: every one counts). */
function lineAt(text: string, at: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The index of the quote that closes the string opened at `i`. */
function stringEnd(text: string, i: number): number {
  let j = text.indexOf('"', i + 1);
  for (;;) {
    if (j < 0) return text.length;
    let slashes = 0;
    for (let k = j - 1; text.charCodeAt(k) === 0x5c; k--) slashes++;
    if (slashes % 2 === 0) return j;
    j = text.indexOf('"', j + 1);
  }
}

/** The repeated keys of a JSON text, in the order they appear; `parsed`: the text's value, to skip the walk when none can repeat. */
export function jsonDuplicates(text: string, parsed?: JsonValue): DuplicateField[] {
  if (parsed !== undefined) {
    const upper = text.match(KEY_END)?.length ?? 0;
    if (upper === keyCount(parsed, 0)) return [];
  }
  const out: DuplicateField[] = [];
  const stack: Frame[] = [];
  let pendingPath: string | null = null;
  let i = 0;
  const n = text.length;
  // The path a value at this point takes: the key just read, or the next index of the array.
  const valuePath = (): string => {
    const top = stack[stack.length - 1];
    if (top === undefined) return '';
    if (top.keys === null) return `${top.path}[${top.index++}]`;
    return pendingPath ?? top.path;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = stringEnd(text, i);
      let k = end + 1;
      while (k < n && (text[k] === ' ' || text[k] === '\t' || text[k] === '\r' || text[k] === '\n')) k++;
      const top = stack[stack.length - 1];
      if (text[k] === ':' && top !== undefined && top.keys !== null) {
        // A key: decoded only when it holds an escape.
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const path = join(top.path, key);
        if (top.keys.has(key)) out.push({ path, key, line: lineAt(text, i) });
        else top.keys.add(key);
        pendingPath = path;
        i = k + 1;
      } else {
        valuePath();
        pendingPath = null;
        i = end + 1;
      }
    } else if (c === 0x7b || c === 0x5b) {
      const path = valuePath();
      pendingPath = null;
      stack.push({ keys: c === 0x7b ? new Set() : null, index: 0, path });
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      pendingPath = null;
      i++;
    } else if (c === 0x2c || c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) {
      i++;
    } else {
      // A number, true, false or null.
      valuePath();
      pendingPath = null;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 0x2c || d === 0x5d || d === 0x7d || d === 0x20 || d === 0x0a || d === 0x09 || d === 0x0d)
          break;
        i++;
      }
    }
  }
  return out;
}
