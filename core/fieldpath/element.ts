// Path elements: one step into an object. Every element carries `id`, its exact
// FieldsV1 key (`f:name`, `k:{"name":"x"}`, `v:"a"`, `i:0`). Ids are canonical, so
// element equality is id equality and sets can index children by id.

import { compareUtf8, compareValues, type JsonValue } from '../value.ts';
import { goJson, goJsonString, goValueString } from './gofmt.ts';

export const FIELD = 0;
export const KEY = 1;
export const VALUE = 2;
export const INDEX = 3;
export type ElementKind = typeof FIELD | typeof KEY | typeof VALUE | typeof INDEX;

/** One key field of an associative-list item. */
export interface KeyField {
  readonly name: string;
  readonly value: JsonValue;
}

// A KEY element with one key field (most lists) holds that field in `name` and
// `value`, with `key` null: an item then costs one object instead of three. Read key
// fields through keyCount / keyName / keyValue, which know both forms.
export interface PathElement {
  readonly kind: ElementKind;
  /** Field name (FIELD); the key field's name (KEY with one key field). */
  readonly name: string;
  /** Key fields sorted by name (KEY with more than one); null otherwise. */
  readonly key: readonly KeyField[] | null;
  /** Set member value (VALUE); the key field's value (KEY with one key field). */
  readonly value: JsonValue;
  /** List index (INDEX). */
  readonly index: number;
  /** The canonical FieldsV1 key of this element. */
  readonly id: string;
  /** Numbers came from decoded FieldsV1, where Go holds them as float64 (affects printing only). */
  readonly floats: boolean;
}

export function fieldElement(name: string): PathElement {
  return { kind: FIELD, name, key: null, value: null, index: 0, id: `f:${name}`, floats: false };
}

/** A field element from its FieldsV1 key (`f:<name>`), reusing the key string as the id. */
export function fieldElementWithId(id: string): PathElement {
  return { kind: FIELD, name: id.slice(2), key: null, value: null, index: 0, id, floats: false };
}

/** An element for an associative-list item; `fields` must already be sorted by name. */
export function keyElement(fields: readonly KeyField[], floats = false): PathElement {
  let id = 'k:{';
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) id += ',';
    id += `${goJsonString(fields[i].name)}:${goJson(fields[i].value)}`;
  }
  return keyElementWithId(fields, `${id}}`, floats);
}

/** keyElement for a caller that has built the id itself, exactly as keyElement would. */
export function keyElementWithId(fields: readonly KeyField[], id: string, floats = false): PathElement {
  if (fields.length === 1) return oneKeyElement(fields[0].name, fields[0].value, id, floats);
  return { kind: KEY, name: '', key: fields, value: null, index: 0, id, floats };
}

/** The element of an item of a list with one key field, its id built by the caller as keyElement would. */
export function oneKeyElement(name: string, value: JsonValue, id: string, floats = false): PathElement {
  return { kind: KEY, name, key: null, value, index: 0, id, floats };
}

/** Number of key fields of a KEY element. */
export function keyCount(e: PathElement): number {
  return e.key === null ? 1 : e.key.length;
}

/** Name of key field i of a KEY element (fields in name order). */
export function keyName(e: PathElement, i: number): string {
  return e.key === null ? e.name : e.key[i].name;
}

/** Value of key field i of a KEY element. */
export function keyValue(e: PathElement, i: number): JsonValue {
  return e.key === null ? e.value : e.key[i].value;
}

export function valueElement(value: JsonValue, floats = false): PathElement {
  return { kind: VALUE, name: '', key: null, value, index: 0, id: `v:${goJson(value)}`, floats };
}

export function indexElement(index: number): PathElement {
  return { kind: INDEX, name: '', key: null, value: null, index, id: `i:${index}`, floats: false };
}

/** The Go library's element order: fields < keys < values < indices, then by content. */
export function compareElements(a: PathElement, b: PathElement): number {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  switch (a.kind) {
    case FIELD:
      return compareUtf8(a.name, b.name);
    case KEY: {
      const na = keyCount(a);
      const nb = keyCount(b);
      for (let i = 0; i < na && i < nb; i++) {
        const c = compareUtf8(keyName(a, i), keyName(b, i)) || compareValues(keyValue(a, i), keyValue(b, i));
        if (c !== 0) return c;
      }
      return na < nb ? -1 : na > nb ? 1 : 0;
    }
    case VALUE:
      return compareValues(a.value, b.value);
    default:
      return a.index < b.index ? -1 : a.index > b.index ? 1 : 0;
  }
}

/** The element as the Go library prints it: `.name`, `[k=v,...]`, `[=v]`, `[i]`. */
export function elementString(e: PathElement): string {
  switch (e.kind) {
    case FIELD:
      return `.${e.name}`;
    case KEY: {
      let s = '[';
      for (let i = 0; i < keyCount(e); i++)
        s += `${i > 0 ? ',' : ''}${keyName(e, i)}=${goValueString(keyValue(e, i), e.floats)}`;
      return `${s}]`;
    }
    case VALUE:
      return `[=${goValueString(e.value, e.floats)}]`;
    default:
      return `[${e.index}]`;
  }
}

export type Path = readonly PathElement[];

/** The path as the Go library prints it; a plain string in the list stands for a field name. */
export function pathString(p: readonly (PathElement | string)[]): string {
  let s = '';
  for (const e of p) s += typeof e === 'string' ? `.${e}` : elementString(e);
  return s;
}
