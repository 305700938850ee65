// What one operation (an apply, an update, a typed function called on its own, a
// preview) remembers about the objects it reads: the elements and id index of
// each list array, and the keys of big maps. Validation, field sets, merge and
// comparison all walk the same objects, and for big lists and maps naming items
// and listing keys cost more than the rest of a walk. Keyed by the array or
// object itself, kept only while the operation runs (inOperation) and forgotten
// when it ends, so an object changed between operations, or the same objects
// replayed by a benchmark, never reuse an answer; outside an operation nothing is
// kept.

import type { PathElement } from '../fieldpath/element.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import type { ListType, MapType } from '../schema/model.ts';
import { deepEqual, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { listItemElement } from './forms.ts';

/** Where each element id of a list first occurs, and which ids repeat. */
export interface ItemIndex {
  /** Position of the first item with each id (items without an element are left out). */
  readonly first: Map<string, number>;
  /** Ids held by more than one item, in the order their second items come; null when none. */
  readonly dups: Set<string> | null;
}

interface ListEntry {
  list: ListType;
  pes: readonly (PathElement | string)[];
  index: ItemIndex | null;
}

// One entry a list array, not one an item: per-item weak entries cost more than
// naming the items again once lists grow to thousands of items.
let lists = new WeakMap<readonly JsonValue[], ListEntry>();
let keys = new WeakMap<JsonObject, readonly string[]>();
let sortedKeys = new WeakMap<JsonObject, readonly string[]>();
let values = new WeakMap<JsonObject, readonly JsonValue[]>();
// fieldsV1 objects read in this operation that encoding their set would write
// again, key for key (plain: without the "." marker; marked: with it), and the
// other way round, objects holding such reads with the sets they encode.
let readPlain = new WeakMap<FieldSet, JsonObject>();
let readMarked = new WeakMap<FieldSet, JsonObject>();
let readSets = new WeakMap<JsonObject, FieldSet>();
/** Maps with fewer keys are listed each time: a table look-up would cost as much. */
const KEYS_WORTH_KEEPING = 64;

let depth = 0;

/**
 * Run `fn` as one operation, or as part of the one already running. While it
 * runs, the objects it reads are taken as unchanged (core never writes to them),
 * so what is computed for them is kept; it is forgotten when the outermost
 * operation ends.
 */
export function inOperation<R>(fn: () => R): R {
  if (depth > 0) return fn();
  depth = 1;
  try {
    return fn();
  } finally {
    depth = 0;
    lists = new WeakMap();
    keys = new WeakMap();
    sortedKeys = new WeakMap();
    values = new WeakMap();
    readPlain = new WeakMap();
    readMarked = new WeakMap();
    readSets = new WeakMap();
  }
}

/**
 * Note that `obj`, a fieldsV1 object read in this operation, is exactly what
 * encoding `set` writes (with the "." marker when `marked`): encoding the set
 * again in this operation gives `obj` back instead of building it.
 */
export function rememberEncodingRead(set: FieldSet, marked: boolean, obj: JsonObject): void {
  if (depth > 0) (marked ? readMarked : readPlain).set(set, obj);
}

/** The fieldsV1 object read in this operation that `set` encodes to, if any. */
export function encodingRead(set: FieldSet, marked: boolean): JsonObject | undefined {
  return depth === 0 ? undefined : (marked ? readMarked : readPlain).get(set);
}

/** Note that the fieldsV1 object `obj` encodes `set`, for a read later in this operation. */
export function rememberSetOf(obj: JsonObject, set: FieldSet): void {
  if (depth > 0) readSets.set(obj, set);
}

/** The set a fieldsV1 object encodes, when this operation wrote or read it. */
export function setOf(obj: JsonObject): FieldSet | undefined {
  return depth === 0 ? undefined : readSets.get(obj);
}

/** The own keys of `v`, a value of map type `m` (not to be changed by the caller). */
export function keysOf(m: MapType, v: JsonObject): readonly string[] {
  // Structs have as many keys as their schema declares at most; only open maps grow.
  if (m.elem === null || depth === 0) return Object.keys(v);
  const known = keys.get(v);
  if (known !== undefined) return known;
  const listed = Object.keys(v);
  if (listed.length >= KEYS_WORTH_KEEPING) keys.set(v, listed);
  return listed;
}

/**
 * The own keys of `v`, any object this operation reads and nobody changes while
 * it runs (the caller does not change the list either): a big map is listed once
 * an operation, whichever of its readers (patch, encoder, validation, field set,
 * comparison) comes first.
 */
export function ownKeysOf(v: JsonObject): readonly string[] {
  if (depth === 0) return Object.keys(v);
  const known = keys.get(v);
  if (known !== undefined) return known;
  const listed = Object.keys(v);
  if (listed.length >= KEYS_WORTH_KEEPING) keys.set(v, listed);
  return listed;
}

/**
 * The own keys of `v` in the default sort order (Go's key order for keys without
 * surrogates), not to be changed: a big map is sorted once an operation (the
 * annotation kubectl writes and the reading of the previous one both walk the
 * manifest's maps in this order), and a listing already in order is not copied.
 */
export function sortedKeysOf(v: JsonObject): readonly string[] {
  const known = depth === 0 ? undefined : sortedKeys.get(v);
  if (known !== undefined) return known;
  const listed = ownKeysOf(v);
  let inOrder = true;
  for (let i = 1; i < listed.length && inOrder; i++) inOrder = listed[i - 1] < listed[i];
  const out = inOrder ? listed : listed.slice().sort();
  if (depth > 0 && out.length >= KEYS_WORTH_KEEPING) sortedKeys.set(v, out);
  return out;
}

/** deepEqual over the key listings of this operation (a big map is listed once, whoever reads it first). */
export function sameValue(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return deepEqual(a, b, ownKeysOf);
}

/**
 * Note that `copy`, a map built in this operation and no longer changed, has the
 * same own keys in the same order as `source`: when this operation listed
 * `source`, listing `copy` gives that list back.
 */
export function sameKeysAs(copy: JsonObject, source: JsonObject): void {
  if (depth === 0) return;
  const known = keys.get(source);
  if (known !== undefined) keys.set(copy, known);
}

/**
 * The values of `v` in the order of keysOf(m, v), when this operation has read
 * them all already (null otherwise: look values up by key). The values of a big
 * map are hash-table entries spread over memory: the first walk that reads them
 * all records them (recordValues), and each later walk over the map in the same
 * operation reads them in sequence instead of looking each key up again.
 */
export function valuesOf(v: JsonObject): readonly JsonValue[] | null {
  return depth === 0 ? null : (values.get(v) ?? null);
}

/** An array to record the values of `v` into while reading them, when worth keeping; else null. */
export function valuesToRecord(m: MapType, keyList: readonly string[]): JsonValue[] | null {
  return keyList.length < KEYS_WORTH_KEEPING || m.elem === null || depth === 0
    ? null
    : new Array(keyList.length);
}

/**
 * Reads the own values of a map by key, for a caller asking in about the map's
 * own order: where this operation knows the map's values, it looks a few places
 * ahead of the last key found before looking the key up.
 */
export class ValueCursor {
  private j = 0;
  /** Position of the value the last get() found in step; -1 when it looked the key up. */
  at = -1;
  private readonly keyList: readonly string[] | null;
  private readonly vals: readonly JsonValue[] | null;

  constructor(
    m: MapType,
    private readonly obj: JsonObject,
  ) {
    this.vals = valuesOf(obj);
    this.keyList = this.vals === null ? null : keysOf(m, obj);
  }

  get(k: string): JsonValue | undefined {
    const keyList = this.keyList;
    if (keyList !== null) {
      const end = Math.min(keyList.length, this.j + LOOK_AHEAD);
      for (let j = this.j; j < end; j++)
        if (keyList[j] === k) {
          this.j = j + 1;
          this.at = j;
          return this.vals![j];
        }
    }
    this.at = -1;
    return ownValue(this.obj, k);
  }
}

/** How far a ValueCursor looks ahead: a map applied in part skips a few keys between two. */
const LOOK_AHEAD = 16;

/** Record the values of `v`, in the order of its keys (from valuesToRecord, filled). */
export function recordValues(v: JsonObject, vals: readonly JsonValue[]): void {
  if (depth > 0) values.set(v, vals);
}

/**
 * Record the keys of `out`, a copy of the map `from` with `added` keys appended
 * (merge), when those of `from` are kept: the copy's keys are known without
 * listing them again. Not when an added key is an array index, which objects list
 * first, in numeric order.
 */
export function rememberKeys(m: MapType, out: JsonObject, from: JsonObject, added: string[] | null): boolean {
  if (m.elem === null || depth === 0) return false;
  const base = keys.get(from);
  if (base === undefined) return false;
  if (added === null) keys.set(out, base);
  else if (!added.some(isArrayIndex)) keys.set(out, [...base, ...added]);
  else return false;
  return true;
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

/** The entry of `items` this operation holds, when it holds one for this list type. */
function held(list: ListType, items: readonly JsonValue[]): ListEntry | null {
  const e = lists.get(items);
  return e !== undefined && e.list === list && e.pes.length === items.length ? e : null;
}

function store(items: readonly JsonValue[], entry: ListEntry): void {
  if (depth > 0) lists.set(items, entry);
}

/** The element (or the error message) of each item of `items`, an array of `list`'s type. */
export function itemElements(list: ListType, items: readonly JsonValue[]): readonly (PathElement | string)[] {
  const e = held(list, items);
  if (e !== null) return e.pes;
  const pes: (PathElement | string)[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) pes[i] = listItemElement(list, items[i]);
  store(items, { list, pes, index: null });
  return pes;
}

/** Record the elements of a list built from items whose elements are known (merge, removal). */
export function rememberItemElements(
  list: ListType,
  items: readonly JsonValue[],
  pes: readonly PathElement[],
): void {
  store(items, { list, pes, index: null });
}

/**
 * The id index of `items`, built once per list array and operation: validation,
 * field sets, merge and comparison all need "is this id here, and where", and one
 * table serves them all instead of one each.
 */
export function itemIndex(list: ListType, items: readonly JsonValue[]): ItemIndex {
  const e = held(list, items);
  return e?.index ?? indexItems(list, items, itemElements(list, items), NO_VISIT)!;
}

/** Whether item i, named `pe`, repeats the id of an earlier item. */
export function isRepeat(index: ItemIndex, pe: PathElement, i: number): boolean {
  return index.dups?.has(pe.id) === true && index.first.get(pe.id) !== i;
}

/** What visitItems calls with each item: its position, element, and whether the id came before. */
export type ItemVisit = (i: number, pe: PathElement | string, repeat: boolean) => boolean;

const NO_VISIT: ItemVisit = () => true;

/**
 * Visit the items of a list in order with their elements, naming and indexing
 * them on the way when this operation has not yet: one pass over the items
 * instead of three (elements, index, the caller's walk), which on lists bigger
 * than the processor's caches saves a memory read an item. A visit that returns
 * false stops the walk.
 */
export function visitItems(list: ListType, items: readonly JsonValue[], visit: ItemVisit): void {
  const e = held(list, items);
  const index = e === null ? null : e.index;
  if (e === null || index === null) {
    indexItems(list, items, e === null ? null : e.pes, visit);
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const pe = e.pes[i];
    if (!visit(i, pe, typeof pe !== 'string' && isRepeat(index, pe, i))) return;
  }
}

/**
 * Index the items (naming them too when `known` is null), visiting each; record
 * both and return the index when the visits went to the end, else null.
 */
function indexItems(
  list: ListType,
  items: readonly JsonValue[],
  known: readonly (PathElement | string)[] | null,
  visit: ItemVisit,
): ItemIndex | null {
  const named: (PathElement | string)[] | null = known === null ? new Array(items.length) : null;
  const first = new Map<string, number>();
  let dups: Set<string> | null = null;
  for (let i = 0; i < items.length; i++) {
    let pe: PathElement | string;
    if (named === null) pe = known![i];
    else {
      pe = listItemElement(list, items[i]);
      named[i] = pe;
    }
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
  const pes = named ?? known!;
  if (dups !== null) {
    const fixed = new Set<string>();
    for (let i = 0; i < pes.length; i++) {
      const pe = pes[i];
      if (typeof pe !== 'string' && dups.has(pe.id) && !fixed.has(pe.id)) {
        first.set(pe.id, i);
        fixed.add(pe.id);
      }
    }
  }
  const index: ItemIndex = { first, dups };
  store(items, { list, pes, index });
  return index;
}
