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

export interface PathElement {
  readonly kind: ElementKind;
  /** Field name (FIELD). */
  readonly name: string;
  /** Key fields sorted by name (KEY). */
  readonly key: readonly KeyField[] | null;
  /** Set member value (VALUE). */
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
  return { kind: KEY, name: '', key: fields, value: null, index: 0, id: `${id}}`, floats };
}

/** keyElement for a caller that has built the id itself, exactly as keyElement would. */
export function keyElementWithId(fields: readonly KeyField[], id: string): PathElement {
  return { kind: KEY, name: '', key: fields, value: null, index: 0, id, floats: false };
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
      const ka = a.key!;
      const kb = b.key!;
      for (let i = 0; i < ka.length && i < kb.length; i++) {
        const c = compareUtf8(ka[i].name, kb[i].name) || compareValues(ka[i].value, kb[i].value);
        if (c !== 0) return c;
      }
      return ka.length < kb.length ? -1 : ka.length > kb.length ? 1 : 0;
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
    case KEY:
      return `[${e.key!.map((f) => `${f.name}=${goValueString(f.value, e.floats)}`).join(',')}]`;
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
