// YAML read as kubectl reads it: YAML 1.1 through gopkg.in/yaml.v2, which resolves
// `yes`/`on` to booleans and `0777` to octal, but keeps timestamps, sexagesimal
// numbers and YAML-only types as strings, and needs a digit in a float — so the
// `.: {}` of every managedFields entry kubectl prints is the key ".", not NaN.
// The command line, the API and the Action all parse with these tags.

import {
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  type Node,
  type ScalarTag,
  type Tags,
  visit,
} from 'yaml';
import { base64Binary } from '../base64.ts';
import { outOfRangeMessage } from '../json.ts';
import { canonicalInt, isObject } from '../value.ts';

// The web TextDecoder (Workers, Node and browsers have it), declared for the
// package's declarations, which are built without the DOM's or Node's types.
declare const TextDecoder: new (label: 'utf-8') => { decode(bytes: Uint8Array): string };

const DROPPED_TAGS = new Set([
  'tag:yaml.org,2002:timestamp',
  'tag:yaml.org,2002:omap',
  'tag:yaml.org,2002:pairs',
  'tag:yaml.org,2002:set',
]);

// What Go's strconv.ParseFloat accepts of the plain scalars yaml.v2 offers it (underscores allowed).
const FLOAT = /^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)$/;
const FLOAT_EXP = /^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)[eE][-+]?[0-9]+$/;

/**
 * The options every reader parses with: YAML 1.1 and kubectl's tags; duplicate
 * keys checked apart (findDuplicateKey, linear); and no warnings: eemeli/yaml
 * prints them (console.warn, process.emitWarning) with parts of the text, and
 * request bodies are never logged.
 */
export const KUBECTL_YAML_OPTIONS = {
  version: '1.1',
  customTags: kubectlTags,
  uniqueKeys: false,
  logLevel: 'error',
} as const;

/** The `customTags` option for eemeli/yaml's YAML 1.1 schema. */
export function kubectlTags(tags: Tags): Tags {
  return tags
    .filter((t) => typeof t === 'string' || (!DROPPED_TAGS.has(t.tag) && t.format !== 'TIME'))
    .map((t) => {
      if (typeof t === 'string') return t;
      if (t.tag === BINARY_TAG) return binaryAsText;
      if (t.test === undefined || isCollectionTag(t)) return t;
      if (t.tag === 'tag:yaml.org,2002:int') return exactInt(t);
      if (t.tag !== 'tag:yaml.org,2002:float') return t;
      if (t.format === 'EXP') return finiteFloat({ ...t, test: FLOAT_EXP });
      if (t.test.test('.')) return finiteFloat({ ...t, test: FLOAT });
      return t;
    });
}

const BINARY_TAG = 'tag:yaml.org,2002:binary';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// `!!binary`: gopkg.in/yaml.v2 decodes the base64 text (line breaks ignored, as
// Go's base64.StdEncoding does) and keeps its bytes as a Go string, which JSON
// then writes as UTF-8 (invalid sequences as U+FFFD); invalid base64 is refused
// with its message (decode.go).
const binaryAsText: ScalarTag = {
  tag: BINARY_TAG,
  default: false,
  identify: () => false,
  resolve(src, onError) {
    const text = src.replace(/[\r\n]/g, '');
    const binary = BASE64.test(text) ? base64Binary(text) : null;
    if (binary === null) {
      onError('!!binary value contains invalid base64 data');
      return src;
    }
    return new TextDecoder('utf-8').decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  },
};

function isCollectionTag(t: Exclude<Tags[number], string>): boolean {
  return 'collection' in t && t.collection !== undefined;
}

// Integers as Kubernetes keeps them (an int64): read as bigint, then given their
// canonical form (a number while a double holds them exactly). Beyond int64 they
// are float64, as Go decodes them.
function exactInt(t: ScalarTag): ScalarTag {
  const resolve = t.resolve.bind(t);
  return {
    ...t,
    resolve: (str, onError, opt) => {
      const v = resolve(str, onError, { ...opt, intAsBigInt: true });
      if (typeof v !== 'bigint') return v;
      return canonicalInt(v) ?? Number(v);
    },
  };
}

// A float beyond float64 (`1e400`) is refused with Go's message, at its position.
function finiteFloat(t: ScalarTag): ScalarTag {
  const resolve = t.resolve.bind(t);
  return {
    ...t,
    resolve: (str, onError, opt) => {
      const v = resolve(str, onError, opt);
      if (typeof v === 'number' && !Number.isFinite(v)) onError(outOfRangeMessage(str));
      return v;
    },
  };
}

/** A key kubectl refuses: repeated in its mapping, or (`complex`) a list or a map. */
export interface KeyProblem {
  key: string;
  offset?: number;
  /** A list or a map as a key: gopkg.in/yaml.v2 fails with "invalid map key" (decode.go). */
  complex?: true;
}

/** How a reader words a complex key (the key itself is not quoted: it is request text). */
export const COMPLEX_KEY_MESSAGE = 'invalid map key: a list or a map (JSON keys are strings)';

/**
 * The first key repeated within one mapping of a parsed document (or the first
 * list or map used as a key), with its offset in the text; null when there is
 * none. Linear in the number of keys, where the parser's own `uniqueKeys` check
 * compares every key of a mapping with every other.
 */
export function findDuplicateKey(doc: Document): KeyProblem | null {
  let found: KeyProblem | null = null;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = pair.key as Node | null;
        if (isMap(key) || isSeq(key)) {
          found = { key: '', complex: true };
          if (key.range) found.offset = key.range[0];
          return visit.BREAK;
        }
        const v = isScalar(key) ? key.value : key;
        if (v !== null && typeof v === 'object') continue;
        // Keys become JSON's strings (sigs.k8s.io/yaml converts 1 and true to "1"
        // and "true"): keys equal once written are one key, and kubectl would
        // keep either value (Go's map order). Refused as a duplicate.
        const k = String(v);
        if (seen.has(k)) {
          found = { key: String(k) };
          if (isScalar(key) && key.range) found.offset = key.range[0];
          return visit.BREAK;
        }
        seen.add(k);
      }
      return undefined;
    },
  });
  return found;
}

/** A key given twice in one mapping of a YAML document: its Go path, the key, its 1-based line. */
export interface YamlRepeat {
  path: string;
  key: string;
  line: number;
  /** 1-based column of the repeated key. */
  column: number;
}

/**
 * Every key repeated within a mapping of a parsed document, in document order,
 * with its path (`spec.template.spec.containers[0].image`, as Go's decoders print
 * paths) and the line of the repeat in `text`.
 */
export function repeatedKeys(doc: Document, text: string): YamlRepeat[] {
  const out: YamlRepeat[] = [];
  const place = (offset: number): { line: number; column: number } => {
    let line = 1;
    let last = -1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      last = i;
    }
    return { line, column: offset - last };
  };
  const walk = (node: unknown, path: string, depth: number): void => {
    if (depth > 1000) return;
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key as Node | null;
        const k = isScalar(key) ? key.value : key;
        const name = String(k);
        const p = path === '' ? name : `${path}.${name}`;
        if (k === null || typeof k !== 'object') {
          if (seen.has(k)) {
            const at = isScalar(key) && key.range ? place(key.range[0]) : { line: 1, column: 1 };
            out.push({ path: p, key: name, ...at });
          } else seen.add(k);
        }
        walk(pair.value, p, depth + 1);
      }
    } else if (isSeq(node)) {
      for (let i = 0; i < node.items.length; i++) walk(node.items[i], `${path}[${i}]`, depth + 1);
    }
  };
  walk(doc.contents, '', 0);
  return out;
}

/** Checks that a parsed value is JSON data (finite numbers only); names the path of the first offender. */
export function checkJson(v: unknown, path: string): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : `${path || '.'}: ${v} is not a JSON number`;
  if (typeof v === 'bigint') return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = checkJson(v[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (isObject(v)) {
    for (const k of Object.keys(v)) {
      const bad = checkJson(v[k], `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path || '.'}: a ${typeof v} is not JSON data`;
}

/**
 * eemeli/yaml's message for a failure while a document becomes data, worded as
 * gopkg.in/yaml.v2 (decode.go) words the same failure where the two differ.
 */
export function toDataMessage(message: string): string {
  if (message.startsWith('Merge sources must be'))
    return 'map merge requires map or sequence of maps as the value';
  return message;
}
