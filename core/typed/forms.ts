// Which form of a type node a value takes, and how list items are named.
//
// A node may offer a map, a scalar and a list form at once. A value whose kind
// matches one of them uses that form alone; any other value (null, or a kind the
// node does not offer) sees the node's full set of forms and is handled as a map
// first, then a scalar, then a list — the Go library's deduceAtom/handleAtom.

import { type KeyField, keyElementWithId, type PathElement, valueElement } from '../fieldpath/element.ts';
import { goJson, goJsonString } from '../fieldpath/gofmt.ts';
import type { ListType, MapType, TypeNode } from '../schema/model.ts';
import { compareUtf8, hasOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';

export const MAP = 1;
export const SCALAR = 2;
export const LIST = 4;

/** Bit mask of the forms a value sees of node `t` (two values see "the same atom" iff masks are equal). */
export function formMask(t: TypeNode, v: JsonValue | undefined): number {
  if (v !== undefined && v !== null) {
    if (typeof v !== 'object') {
      if (t.scalar !== null) return SCALAR;
    } else if (Array.isArray(v)) {
      if (t.list !== null) return LIST;
    } else if (t.map !== null) return MAP;
  }
  return (t.map !== null ? MAP : 0) | (t.scalar !== null ? SCALAR : 0) | (t.list !== null ? LIST : 0);
}

/** The form handled for a mask: map before scalar before list; 0 when the node has none. */
export function pickForm(mask: number): number {
  return mask & MAP ? MAP : mask & SCALAR ? SCALAR : mask & LIST ? LIST : 0;
}

/** Go's %q of a []string, as in the "omits all key fields" message. */
function quoteList(keys: readonly string[]): string {
  return `[${keys.map((k) => JSON.stringify(k)).join(' ')}]`;
}

/** A list's key fields in name order, with what each adds to an element id and its default. */
interface KeyPlan {
  names: string[];
  prefixes: string[];
  defaults: (JsonValue | undefined)[];
}

const plans = new WeakMap<ListType, KeyPlan>();

function planOf(list: ListType): KeyPlan {
  let plan = plans.get(list);
  if (plan === undefined) {
    const names = [...list.keys].sort(compareUtf8);
    const elemMap = list.elem.map;
    plan = {
      names,
      prefixes: names.map((n) => `${goJsonString(n)}:`),
      defaults: names.map((n) => elemMap?.fields.get(n)?.default),
    };
    plans.set(list, plan);
  }
  return plan;
}

// The elements of a list's items, computed once per list array during one
// operation: validation, merge, field sets and comparison all walk the same
// arrays, and merge hands over the elements of the lists it builds. Keyed by the
// array (one entry per list, not per item: per-item weak entries cost more than
// computing the ids again once lists grow to thousands of items). Kept only while
// an operation runs (inOperation) and forgotten when it ends, so an object changed
// between operations, or the same objects replayed by a benchmark, never reuse an
// answer; outside an operation nothing is kept.
let listCache = new WeakMap<readonly JsonValue[], ListEntry>();

interface ListEntry {
  list: ListType;
  pes: readonly (PathElement | string)[];
  index: ItemIndex | null;
}

/** Where each element id of a list first occurs, and which ids repeat. */
export interface ItemIndex {
  /** Position of the first item with each id (items without an element are left out). */
  readonly first: Map<string, number>;
  /** Ids held by more than one item, in the order their second items come; null when none. */
  readonly dups: Set<string> | null;
}

// The keys of big maps, per object and operation, like the list elements above:
// validation, field sets, merge and comparison each list the keys of the same
// objects, and for a map of thousands of keys (a dictionary inside V8, whose keys
// come out sorted by insertion) listing them costs more than the rest of a walk.
let keysCache = new WeakMap<JsonObject, readonly string[]>();
/** Maps with fewer keys are listed each time: a table look-up would cost as much. */
const KEYS_WORTH_KEEPING = 64;

let operationDepth = 0;

/**
 * Run `fn` as one operation, or as part of the one already running. While it
 * runs, the objects it reads are taken as unchanged (core never writes to them),
 * so the list elements and map keys computed for them are kept; they are
 * forgotten when the outermost operation ends.
 */
export function inOperation<R>(fn: () => R): R {
  if (operationDepth > 0) return fn();
  operationDepth = 1;
  try {
    return fn();
  } finally {
    operationDepth = 0;
    listCache = new WeakMap();
    keysCache = new WeakMap();
  }
}

/** The own keys of `v`, a value of map type `m` (not to be changed by the caller). */
export function keysOf(m: MapType, v: JsonObject): readonly string[] {
  // Structs have as many keys as their schema declares at most; only open maps grow.
  if (m.elem === null) return Object.keys(v);
  if (operationDepth === 0) return Object.keys(v);
  const known = keysCache.get(v);
  if (known !== undefined) return known;
  const keys = Object.keys(v);
  if (keys.length >= KEYS_WORTH_KEEPING) keysCache.set(v, keys);
  return keys;
}

function entryOf(list: ListType, items: readonly JsonValue[]): ListEntry {
  const known = listCache.get(items);
  if (known !== undefined && known.list === list && known.pes.length === items.length) return known;
  const pes: (PathElement | string)[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) pes[i] = listItemElement(list, items[i]);
  const entry: ListEntry = { list, pes, index: null };
  if (operationDepth > 0) listCache.set(items, entry);
  return entry;
}

/** The element (or the error message) of each item of `items`, an array of `list`'s type. */
export function itemElements(list: ListType, items: readonly JsonValue[]): readonly (PathElement | string)[] {
  return entryOf(list, items).pes;
}

/**
 * The id index of `items`, built once per list array and operation: validation,
 * field sets, merge and comparison all need "is this id here, and where", and one
 * table serves them all instead of one each (tables of thousands of ids dominate
 * the cost of big lists).
 */
export function itemIndex(list: ListType, items: readonly JsonValue[]): ItemIndex {
  const entry = entryOf(list, items);
  return entry.index ?? indexEntry(list, items, entry.pes, NO_VISIT)!;
}

/** What visitItems calls with each item: its position, element, and whether the id came before. */
export type ItemVisit = (i: number, pe: PathElement | string, repeat: boolean) => boolean;

const NO_VISIT: ItemVisit = () => true;

/**
 * Visit the items of a list in order with their elements, computing the elements
 * and the id index on the way when this operation has not yet: one pass over the
 * items instead of three (elements, index, the caller's walk), which on lists
 * bigger than the processor's caches saves a memory read an item. A visit that
 * returns false stops the walk.
 */
export function visitItems(list: ListType, items: readonly JsonValue[], visit: ItemVisit): void {
  const known = listCache.get(items);
  const entry =
    known !== undefined && known.list === list && known.pes.length === items.length ? known : null;
  if (entry !== null && entry.index !== null) {
    const { first, dups } = entry.index;
    for (let i = 0; i < items.length; i++) {
      const pe = entry.pes[i];
      const repeat = dups !== null && typeof pe !== 'string' && dups.has(pe.id) && first.get(pe.id) !== i;
      if (!visit(i, pe, repeat)) return;
    }
    return;
  }
  indexEntry(list, items, entry === null ? null : entry.pes, visit);
}

/**
 * Build the index (and the elements when `known` is null), visiting each item;
 * record both and return the index when the visits went to the end, else null.
 */
function indexEntry(
  list: ListType,
  items: readonly JsonValue[],
  known: readonly (PathElement | string)[] | null,
  visit: ItemVisit,
): ItemIndex | null {
  const pes: (PathElement | string)[] = known === null ? new Array(items.length) : [];
  const first = new Map<string, number>();
  let dups: Set<string> | null = null;
  for (let i = 0; i < items.length; i++) {
    const pe = known === null ? listItemElement(list, items[i]) : known[i];
    if (known === null) pes[i] = pe;
    let repeat = false;
    if (typeof pe !== 'string') {
      // One table operation an item: a repeated id overwrites, and is put right below.
      const size = first.size;
      first.set(pe.id, i);
      if (first.size === size) {
        repeat = true;
        dups ??= new Set();
        dups.add(pe.id);
      }
    }
    if (!visit(i, pe, repeat)) return null;
  }
  const all = known ?? pes;
  if (dups !== null) {
    const fixed = new Set<string>();
    for (let i = 0; i < all.length; i++) {
      const pe = all[i];
      if (typeof pe !== 'string' && dups.has(pe.id) && !fixed.has(pe.id)) {
        first.set(pe.id, i);
        fixed.add(pe.id);
      }
    }
  }
  const index: ItemIndex = { first, dups };
  if (operationDepth > 0) listCache.set(items, { list, pes: all, index });
  return index;
}

/**
 * Record the keys of `out`, a copy of the map `from` with `added` keys appended
 * (merge), when those of `from` are kept: the copy's keys are known without
 * listing them again. Not when an added key is an array index, which objects list
 * first, in numeric order.
 */
export function rememberKeys(m: MapType, out: JsonObject, from: JsonObject, added: string[] | null): void {
  if (m.elem === null || operationDepth === 0) return;
  const base = keysCache.get(from);
  if (base === undefined) return;
  if (added === null) keysCache.set(out, base);
  else if (!added.some(isArrayIndex)) keysCache.set(out, [...base, ...added]);
}

const MAX_ARRAY_INDEX = 2 ** 32 - 2;

function isArrayIndex(k: string): boolean {
  const c = k.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && k.length > 1)) return false;
  for (let i = 1; i < k.length; i++) {
    const d = k.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(k) <= MAX_ARRAY_INDEX;
}

/** Record the elements of a list built from items whose elements are known (merge, removal). */
export function rememberItemElements(
  list: ListType,
  items: readonly JsonValue[],
  pes: readonly PathElement[],
): void {
  if (operationDepth > 0) listCache.set(items, { list, pes, index: null });
}

/**
 * The path element naming an item of an associative list, or an error message.
 * Key fields missing from the item take their schema default (e.g. protocol: TCP).
 */
export function listItemElement(list: ListType, item: JsonValue): PathElement | string {
  if (list.keys.length === 0) {
    if (item === null) return "associative list without keys has an element that's an explicit null";
    if (Array.isArray(item)) return 'not supported: associative list with lists as elements';
    if (typeof item === 'object') return "associative list without keys has an element that's a map type";
    return valueElement(item);
  }
  if (item === null) return 'associative list with keys may not have a null element';
  if (!isObject(item)) return 'associative list with keys may not have non-map elements';
  const plan = planOf(list);
  if (list.elem.map === null) {
    // Items that are not maps in the schema cannot take key defaults.
    for (const name of list.keys)
      if (!hasOwn(item, name))
        return `couldn't find default value for ${name}: associative list may not have non-map types`;
  }
  // The element id is written here in one go: the key fields in name order, each
  // `"name":value` with Go's JSON encoding (what keyElement would build).
  if (plan.names.length === 1) {
    const value = hasOwn(item, plan.names[0]) ? item[plan.names[0]] : plan.defaults[0];
    if (value === undefined) return omitsKeys(list);
    return keyElementWithId([{ name: plan.names[0], value }], `k:{${plan.prefixes[0]}${goJson(value)}}`);
  }
  const fields: KeyField[] = [];
  let id = 'k:{';
  for (let i = 0; i < plan.names.length; i++) {
    const name = plan.names[i];
    const value = hasOwn(item, name) ? item[name] : plan.defaults[i];
    if (value === undefined) continue;
    if (fields.length > 0) id += ',';
    id += plan.prefixes[i] + goJson(value);
    fields.push({ name, value });
  }
  if (fields.length === 0) return omitsKeys(list);
  return keyElementWithId(fields, `${id}}`);
}

function omitsKeys(list: ListType): string {
  return `associative list with keys has an element that omits all key fields ${quoteList(list.keys)} (and doesn't have default values for any key fields)`;
}
