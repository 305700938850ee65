// The FieldsV1 codec: `metadata.managedFields[].fieldsV1` <-> FieldSet.
// Keys are `f:<name>`, `k:<json object>`, `v:<json value>`, `i:<index>`; "." marks
// an element that is itself in the set and also has children. Unknown key kinds
// are skipped, as the API server does. Decoding sorts nothing while reading: it
// indexes children by id, so the cost is linear whatever the order of keys.

import { jsonDepthPast, parseJsonExact } from '../json.ts';
import { MAX_FIELDS_V1_DEPTH, MAX_FIELDS_V1_KEY_DEPTH } from '../limits.ts';
import { sortInPlace } from '../sort.ts';
import { encodingRead, rememberEncodingRead, rememberSetOf, setOf } from '../typed/operation.ts';
import { compareUtf8, isEmptyObject, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import {
  compareElements,
  fieldElement,
  fieldElementWithId,
  indexElement,
  type KeyField,
  keyElement,
  type PathElement,
  valueElement,
} from './element.ts';
import { FieldSet, type SetNode } from './set.ts';

export class FieldsV1Error extends Error {
  /** The key path (its start only when long: a `v:` key can be megabytes). */
  readonly path: string;

  constructor(
    path: string,
    readonly reason: string,
  ) {
    const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
    super(shown ? `${shown}: ${reason}` : reason);
    this.path = shown;
    this.name = 'FieldsV1Error';
  }
}

/** Parse one FieldsV1 key into a path element; null for a kind the API server ignores. */
export function parseElement(key: string, where = ''): PathElement | null {
  if (key.length < 2)
    throw new FieldsV1Error(where, `key ${JSON.stringify(key)} must be at least 2 characters long`);
  if (key[1] !== ':') throw new FieldsV1Error(where, `missing colon in key ${JSON.stringify(key)}`);
  const body = key.slice(2);
  switch (key[0]) {
    case 'f':
      return fieldElement(body);
    case 'i':
      if (!/^[+-]?\d+$/.test(body) || !Number.isSafeInteger(Number(body))) {
        throw new FieldsV1Error(where, `invalid index in key ${JSON.stringify(key)}`);
      }
      return indexElement(Number(body));
    case 'v':
      return valueElement(parseJson(body, key, where), true);
    case 'k': {
      const obj = parseJson(body, key, where);
      if (!isObject(obj))
        throw new FieldsV1Error(where, `key ${JSON.stringify(key)} must hold a JSON object`);
      const names = Object.keys(obj);
      const fields: KeyField[] = new Array(names.length);
      for (let i = 0; i < names.length; i++) fields[i] = { name: names[i], value: obj[names[i]] };
      sortInPlace(fields, byName);
      return keyElement(fields, true);
    }
    default:
      return null;
  }
}

const byName = (a: KeyField, b: KeyField): number => compareUtf8(a.name, b.name);

function parseJson(text: string, key: string, where: string): JsonValue {
  if (jsonDepthPast(text, MAX_FIELDS_V1_KEY_DEPTH) >= 0) {
    throw new FieldsV1Error(
      where,
      `key ${JSON.stringify(key.slice(0, 40))}${key.length > 40 ? '...' : ''} holds JSON nested deeper than ${MAX_FIELDS_V1_KEY_DEPTH} levels`,
    );
  }
  try {
    return parseJsonExact(text);
  } catch {
    // structured-merge-diff before v6.4 (Kubernetes 1.35, 1.36) reads the key's first
    // JSON value and ignores what follows it (fieldpath/serialize-pe.go); v6.4 refuses it.
    const end = ignoreTrailing ? firstValueEnd(text) : -1;
    if (end > 0 && end < text.length) {
      try {
        return parseJsonExact(text.slice(0, end));
      } catch {
        // not valid JSON either way
      }
    }
    throw new FieldsV1Error(where, `key ${JSON.stringify(key)} does not hold valid JSON`);
  }
}

/** Where the first JSON value of `text` ends (after leading blanks); -1 when it does not end. */
function firstValueEnd(text: string): number {
  let i = 0;
  while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  const start = text[i];
  if (start === '{' || start === '[' || start === '"') {
    let depth = 0;
    let inString = false;
    for (; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') {
          inString = false;
          if (depth === 0) return i + 1;
        }
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
  return m === null ? -1 : i + m[0].length;
}

// Set while decoding for a release that ignores data after a key's JSON (see parseJson).
let ignoreTrailing = false;

// fieldsV1 objects this module wrote (frozen, so they still say what they said),
// with the set they encode: a managedFields entry the engine produced is read back
// without parsing it again.
const encoded = new WeakMap<object, FieldSet>();

export interface FieldsV1Options {
  /**
   * Ignore data after the JSON of a `k:` or `v:` key, as structured-merge-diff before
   * v6.4 does (Kubernetes 1.35 and 1.36); default: refuse it, as v6.4 does (1.37).
   */
  ignoreTrailingKeyData?: boolean;
}

/** Decode a fieldsV1 object. Throws FieldsV1Error naming the offending key path. */
export function decodeFieldsV1(fields: JsonValue | undefined, options: FieldsV1Options = {}): FieldSet {
  if (fields === undefined || fields === null) return new FieldSet();
  if (!isObject(fields)) throw new FieldsV1Error('', 'fieldsV1 must be a JSON object');
  const known = encoded.get(fields) ?? setOf(fields);
  if (known !== undefined) return known;
  if (options.ignoreTrailingKeyData !== true)
    return decodeNode(fields, [], new Map(), false) ?? new FieldSet();
  ignoreTrailing = true;
  try {
    return decodeNode(fields, [], new Map(), false) ?? new FieldSet();
  } finally {
    ignoreTrailing = false;
  }
}

// What decodeNode found about the object it last decoded, besides its set: whether
// the object is exactly what encoding that set writes (keys in the Go library's
// order, ids as written, "." first and only beside children, leaves empty), and
// whether it holds the "." marker.
let canonical = false;
let marked = false;

/** Nodes with fewer children are cheaper to encode again than to remember. */
const CHILDREN_WORTH_REMEMBERING = 64;

// Returns the children of a node, or null when it has none (a leaf, hence a member).
// `trail` holds the keys from the root, for messages only. Below list items
// (`inItem`), the same few field names come back under every item: `fields` hands
// out one element per name instead of one per item. Elsewhere names rarely repeat
// (the keys of a map), and are not looked up.
function decodeNode(
  obj: JsonObject,
  trail: string[],
  fields: Map<string, PathElement>,
  inItem: boolean,
): FieldSet | null {
  if (trail.length > MAX_FIELDS_V1_DEPTH)
    throw new FieldsV1Error(trail.join('/'), `nested deeper than ${MAX_FIELDS_V1_DEPTH} levels`);
  const keys = Object.keys(obj);
  // While the keys come in element order, as the API server writes them, the nodes
  // are gathered in that order and never hashed (see FieldSet); at a key out of
  // order they become `set`, which takes the rest by id.
  let ordered: SetNode[] | null = null;
  let set: FieldSet | null = null;
  let exact = true;
  let hasDot = false;
  let prev: PathElement | null = null;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === '.') {
      hasDot = true;
      if (i !== 0 || !isObject(obj[key]) || !isEmptyObject(obj[key] as JsonObject)) exact = false;
      continue;
    }
    trail.push(key);
    // `f:` keys are the common case: the key itself is the element's id.
    const isField = key.charCodeAt(0) === 0x66 && key.charCodeAt(1) === 0x3a;
    const pe = !isField ? elementAt(key, trail) : inItem ? fieldNamed(key, fields) : fieldElementWithId(key);
    if (pe === null) exact = false;
    else {
      const inStep = prev === null || compareElements(prev, pe) < 0;
      if (exact && (pe.id !== key || !inStep)) exact = false;
      prev = pe;
      const v = obj[key];
      if (!isObject(v)) throw new FieldsV1Error(trail.join('/'), 'value must be a JSON object');
      const grand = decodeNode(v, trail, fields, inItem || !isField);
      // A leaf is written `{}`; "." only beside children.
      if (!canonical || (grand === null && marked)) exact = false;
      // Out of step means an earlier element was gathered: `ordered` is not empty.
      if (set === null && !inStep) set = FieldSet.inOrder(ordered!);
      if (set === null) {
        ordered ??= [];
        ordered.push({ pe, member: grand === null || marked, child: grand });
      } else if (grand === null) set.addMember(pe);
      else {
        if (marked) set.addMember(pe);
        set.setChild(pe, grand);
      }
    }
    trail.pop();
  }
  if (set === null && ordered !== null) set = FieldSet.inOrder(ordered);
  if (exact && set !== null && keys.length >= CHILDREN_WORTH_REMEMBERING)
    rememberEncodingRead(set, hasDot, obj);
  canonical = exact;
  marked = hasDot;
  return set;
}

function fieldNamed(key: string, fields: Map<string, PathElement>): PathElement {
  let pe = fields.get(key);
  if (pe === undefined) {
    pe = fieldElementWithId(key);
    fields.set(key, pe);
  }
  return pe;
}

/** parseElement, with the key path (built only for a message) put into its errors. */
function elementAt(key: string, trail: string[]): PathElement | null {
  try {
    return parseElement(key);
  } catch (e) {
    if (e instanceof FieldsV1Error) throw new FieldsV1Error(trail.join('/'), e.reason);
    throw e;
  }
}

/**
 * Encode a set as the API server writes fieldsV1: elements in the Go library's order.
 * The objects written are frozen and shared: a subtree the set shares with a set
 * encoded before (an apply that owns what it owned, see toFieldSet) is
 * written as the object encoded then, without sorting or walking it again. A
 * subtree decoded in this operation from an object that says exactly what it
 * would write is that object; the objects holding one are neither frozen nor
 * kept beyond the operation (the object read is the caller's).
 */
export function encodeFieldsV1(set: FieldSet): JsonObject {
  borrowed = false;
  const out = encodeChildren(set, false);
  if (borrowed) {
    rememberSetOf(out, set);
    rememberEncodingRead(set, false, out);
  } else encoded.set(out, set);
  return out;
}

// The encodings of child sets: without and with the "." member marker.
const plainOf = new WeakMap<FieldSet, JsonObject>();
const markedOf = new WeakMap<FieldSet, JsonObject>();

// Whether the object encodeChildren last returned holds an object read in this
// operation (see encodeFieldsV1).
let borrowed = false;

function encodeChildren(set: FieldSet, member: boolean): JsonObject {
  const cache = member ? markedOf : plainOf;
  const known = cache.get(set);
  if (known !== undefined) {
    borrowed = false;
    return known;
  }
  const read = encodingRead(set, member);
  if (read !== undefined) {
    borrowed = true;
    return read;
  }
  const out: JsonObject = {};
  let holds = false;
  if (member) out['.'] = LEAF;
  for (const n of set.sorted()) {
    if (n.child === null) setOwn(out, n.pe.id, LEAF);
    else {
      setOwn(out, n.pe.id, encodeChildren(n.child, n.member));
      holds ||= borrowed;
    }
  }
  borrowed = holds;
  if (!holds) {
    Object.freeze(out);
    cache.set(set, out);
  }
  return out;
}

const LEAF: JsonObject = Object.freeze({}) as JsonObject;
