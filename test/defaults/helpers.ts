// What the applyDefaults tests share: their fixtures (test/fixtures/defaults), a
// deep freeze to catch mutation, and the leaf paths of a value.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'defaults');

export function deepFreeze<T extends JsonValue>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const k of Object.keys(v)) deepFreeze((v as JsonObject)[k]);
    Object.freeze(v);
  }
  return v;
}

/** Every leaf path (dotted, list indexes as numbers) of a JSON value, empty objects included. */
export function leaves(v: JsonValue, prefix = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, prefix === '' ? `${i}` : `${prefix}.${i}`));
  if (isObject(v) && Object.keys(v).length > 0)
    return Object.keys(v).flatMap((k) => leaves(v[k], prefix === '' ? k : `${prefix}.${k}`));
  return [prefix];
}

export const load = (name: string): JsonObject => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));
