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

/** The repeated keys of a JSON text, in the order they appear; `parsed`: the text's value, to skip the walk when none can repeat. */
export function jsonDuplicates(text: string, parsed?: JsonValue): DuplicateField[] {
  if (parsed !== undefined) {
    const upper = text.match(KEY_END)?.length ?? 0;
    if (upper === keyCount(parsed, 0)) return [];
  }
  const out: DuplicateField[] = [];
  const stack: Frame[] = [];
  let line = 1;
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
    if (c === 10) {
      line++;
      i++;
    } else if (c === 0x22) {
      // A string: a key when the next non-space character is a colon.
      let j = i + 1;
      let s = '';
      let start = j;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 0x5c) {
          s += text.slice(start, j);
          j += 2;
          const esc = text[j - 1];
          if (esc === 'u') {
            s += String.fromCharCode(Number.parseInt(text.slice(j, j + 4), 16));
            j += 4;
          } else
            s +=
              esc === 'n'
                ? '\n'
                : esc === 't'
                  ? '\t'
                  : esc === 'r'
                    ? '\r'
                    : esc === 'b'
                      ? '\b'
                      : esc === 'f'
                        ? '\f'
                        : esc;
          start = j;
        } else if (d === 0x22) break;
        else j++;
      }
      s += text.slice(start, j);
      i = j + 1;
      let k = i;
      while (k < n && (text[k] === ' ' || text[k] === '\t' || text[k] === '\r' || text[k] === '\n')) k++;
      const top = stack[stack.length - 1];
      if (text[k] === ':' && top !== undefined && top.keys !== null) {
        const path = join(top.path, s);
        if (top.keys.has(s)) out.push({ path, key: s, line });
        else top.keys.add(s);
        pendingPath = path;
      } else {
        valuePath();
        pendingPath = null;
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
    } else if (c === 0x2c || c === 0x3a || c === 0x20 || c === 0x09 || c === 0x0d) {
      i++;
    } else {
      // A number, true, false or null.
      valuePath();
      pendingPath = null;
      while (i < n && !',]}\n \t\r'.includes(text[i])) i++;
    }
  }
  return out;
}
