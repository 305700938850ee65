// Reading the v1 JSON the way Go reads the decoded struct: a missing or mistyped
// string is "", a missing list is empty, a missing object is null (a nil pointer).
// Shared by the core and networking kinds' validators (branch valid-core).

import { getOwn, isInteger, isObject, type JsonObject, type JsonValue } from '../value.ts';

export function strOf(o: JsonObject | null, k: string): string {
  if (o === null) return '';
  const v = getOwn(o, k);
  return typeof v === 'string' ? v : '';
}

/** A *string: null when absent (nil), the string otherwise. */
export function strPtr(o: JsonObject | null, k: string): string | null {
  if (o === null) return null;
  const v = getOwn(o, k);
  return typeof v === 'string' ? v : null;
}

export function objOf(o: JsonObject | null, k: string): JsonObject | null {
  if (o === null) return null;
  const v = getOwn(o, k);
  return isObject(v) ? v : null;
}

export function listOf(o: JsonObject | null, k: string): JsonValue[] {
  if (o === null) return [];
  const v = getOwn(o, k);
  return Array.isArray(v) ? v : [];
}

export function stringsOf(o: JsonObject | null, k: string): string[] {
  return listOf(o, k).map((s) => (typeof s === 'string' ? s : ''));
}

/** An integer field (int32/int64): 0 when absent, as Go's zero value. */
export function intOf(o: JsonObject | null, k: string): number {
  if (o === null) return 0;
  const v = getOwn(o, k);
  return isInteger(v ?? null) ? Number(v) : 0;
}

/** A *int32: null when absent. */
export function intPtr(o: JsonObject | null, k: string): number | null {
  if (o === null) return null;
  const v = getOwn(o, k);
  return isInteger(v ?? null) ? Number(v) : null;
}

/** A *bool: null when absent. */
export function boolPtr(o: JsonObject | null, k: string): boolean | null {
  if (o === null) return null;
  const v = getOwn(o, k);
  return typeof v === 'boolean' ? v : null;
}
