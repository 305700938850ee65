// Which form of a type node a value takes, and how list items are named.
//
// A node may offer a map, a scalar and a list form at once. A value whose kind
// matches one of them uses that form alone; any other value (null, or a kind the
// node does not offer) sees the node's full set of forms and is handled as a map
// first, then a scalar, then a list — the Go library's deduceAtom/handleAtom.

import {
  type KeyField,
  keyElementWithId,
  oneKeyElement,
  type PathElement,
  valueElement,
} from '../fieldpath/element.ts';
import { goJson, goJsonString, isPlainGoString } from '../fieldpath/gofmt.ts';
import type { ListType, TypeNode } from '../schema/model.ts';
import { compareUtf8, hasOwn, isObject, type JsonValue } from '../value.ts';
import { everyKeyFieldRequired } from './key-rule.ts';

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
  /** With one key field: the id up to the opening quote of a string value (`k:{"name":"`). */
  openString: string;
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
      openString: `k:{${goJsonString(names[0])}:"`,
    };
    plans.set(list, plan);
  }
  return plan;
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
    if (value === undefined) return everyKeyFieldRequired() ? omitsKey(plan.names[0]) : omitsKeys(list);
    // A string key needing no escapes (item names): its id in one concatenation.
    const id =
      typeof value === 'string' && isPlainGoString(value)
        ? plan.openString.concat(value, '"}')
        : `k:{${plan.prefixes[0]}${goJson(value)}}`;
    return oneKeyElement(plan.names[0], value, id);
  }
  const fields: KeyField[] = [];
  let id = 'k:{';
  for (let i = 0; i < plan.names.length; i++) {
    const name = plan.names[i];
    const value = hasOwn(item, name) ? item[name] : plan.defaults[i];
    if (value === undefined) {
      if (everyKeyFieldRequired()) return omitsKey(name);
      continue;
    }
    if (fields.length > 0) id += ',';
    id += plan.prefixes[i] + goJson(value);
    fields.push({ name, value });
  }
  if (fields.length === 0) return omitsKeys(list);
  return keyElementWithId(fields, `${id}}`);
}

/** SMD v4's refusal of an item missing one key field (core/typed/key-rule.ts). */
function omitsKey(name: string): string {
  return `associative list with keys has an element that omits key field ${goJson(name)} (and doesn't have default value)`;
}

function omitsKeys(list: ListType): string {
  return `associative list with keys has an element that omits all key fields ${quoteList(list.keys)} (and doesn't have default values for any key fields)`;
}
