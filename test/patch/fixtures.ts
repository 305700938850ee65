// Loading the ported upstream tables (test/fixtures/patch/*.json, each naming
// its origin) and the upstream test helper sortMergeListsByName, which sorts
// merge lists so that tables can state them in any order.

import { readFileSync } from 'node:fs';
import { dedupeScalars, goString, sortByText, sortScalars } from '../../core/patch/go.ts';
import { lookupMeta } from '../../core/patch/meta.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../../core/value.ts';

export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/patch/${name}`, import.meta.url), 'utf8')) as T;
}

export interface Origin {
  repository: string;
  commit: string;
  file: string;
  table: string;
}

export interface Table<C> {
  origin: Origin;
  sorted?: boolean;
  cases: C[];
}

export function schemaType(file: string, name: string): TypeNode {
  const { types } = typesFromOpenAPIDocument(fixture<unknown>(file));
  const t = types.get(name);
  if (!t) throw new Error(`${file} has no ${name}`);
  return t;
}

/** The upstream helper: merge lists sorted by merge key (scalars deduplicated and sorted), recursively. */
export function sortMergeLists(v: JsonValue | undefined, type: TypeNode | null): JsonValue | undefined {
  if (v === undefined || v === null || !isObject(v)) return v;
  return sortMap(v, type);
}

function sortMap(m: JsonObject, type: TypeNode | null): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(m)) {
    let v = m[k];
    if (k === '$retainKeys' || k.startsWith('$deleteFromPrimitiveList')) {
      v = sortScalars(v as JsonValue[]);
    } else if (k.startsWith('$setElementOrder') || k === '$patch') {
      // kept as written
    } else if (isObject(v)) {
      v = sortMap(v, lookupMeta(type, k, false, 'create', '').type);
    } else if (Array.isArray(v)) {
      const meta = lookupMeta(type, k, true, 'create', '');
      if (meta.strategy === 'merge') v = sortList(v, meta.type, meta.mergeKey);
    }
    setOwn(out, k, v);
  }
  return out;
}

function sortList(list: JsonValue[], type: TypeNode | null, mergeKey: string): JsonValue[] {
  if (list.length === 0) return list;
  if (!isObject(list[0])) return sortScalars(dedupeScalars(list));
  const items = list.map((e) => sortMap(e as JsonObject, type));
  return sortByText(items, (e) => goString(getOwn(e, mergeKey)));
}
