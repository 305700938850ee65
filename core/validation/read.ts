// Typed reads of the v1 JSON the validators walk: a missing or mistyped value reads
// as Go's zero value (the schema layer has already refused wrong types).

import { isInteger, isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';

export function objectAt(o: JsonObject | undefined, k: string): JsonObject | undefined {
  if (o === undefined) return undefined;
  const v = ownValue(o, k);
  return isObject(v) ? v : undefined;
}

export function listAt(o: JsonObject | undefined, k: string): JsonValue[] {
  if (o === undefined) return [];
  const v = ownValue(o, k);
  return Array.isArray(v) ? v : [];
}

export function stringAt(o: JsonObject | undefined, k: string): string {
  if (o === undefined) return '';
  const v = ownValue(o, k);
  return typeof v === 'string' ? v : '';
}

/** An integer field: null when absent (a Go pointer left nil). */
export function intAt(o: JsonObject | undefined, k: string): number | null {
  if (o === undefined) return null;
  const v = ownValue(o, k);
  return isInteger(v) ? Number(v) : null;
}

export function has(o: JsonObject | undefined, k: string): boolean {
  if (o === undefined) return false;
  const v = ownValue(o, k);
  return v !== undefined && v !== null;
}

export function valueAt(o: JsonObject | undefined, k: string): JsonValue | undefined {
  return o === undefined ? undefined : ownValue(o, k);
}

/** The objects of a list (entries of another type skipped, their indexes kept). */
export function* objects(list: JsonValue[]): Generator<[number, JsonObject]> {
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (isObject(v)) yield [i, v];
  }
}

/** The object's own keys as a set (for membership tests over a fixed list). */
export function ownKeys(o: JsonObject): Set<string> {
  return new Set(Object.keys(o));
}
