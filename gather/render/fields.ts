// Reading the fields of a controller object (a Flux Kustomization, a HelmRelease,
// an Argo CD Application) as plain values: a string, a map of strings, an object,
// a list, each absent when the field has another type. Keys such as `__proto__`
// are ordinary field names (core/value.ts getOwn).

import { getOwn, isObject, type JsonObject, type JsonValue } from '../../core/index.ts';

/** The value at `path` below `o` (own keys only), or undefined. */
export function at(o: JsonValue | undefined, ...path: string[]): JsonValue | undefined {
  let v: JsonValue | undefined = o;
  for (const k of path) {
    if (!isObject(v)) return undefined;
    v = getOwn(v, k);
  }
  return v;
}

export function str(o: JsonValue | undefined, ...path: string[]): string | undefined {
  const v = at(o, ...path);
  return typeof v === 'string' ? v : undefined;
}

export function bool(o: JsonValue | undefined, ...path: string[]): boolean | undefined {
  const v = at(o, ...path);
  return typeof v === 'boolean' ? v : undefined;
}

export function obj(o: JsonValue | undefined, ...path: string[]): JsonObject | undefined {
  const v = at(o, ...path);
  return isObject(v) ? v : undefined;
}

export function list(o: JsonValue | undefined, ...path: string[]): JsonValue[] {
  const v = at(o, ...path);
  return Array.isArray(v) ? v : [];
}

/** A map of strings (other values dropped), or undefined when the field is not a map. */
export function strMap(o: JsonValue | undefined, ...path: string[]): Record<string, string> | undefined {
  const v = obj(o, ...path);
  if (v === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v))
    if (typeof x === 'string')
      Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
  return out;
}

/** A controller path (`./apps/prod`, `apps/prod/`, `.`) as a tree-relative directory ('' for the top), or null when it leaves the tree. */
export function treePath(p: string, base = ''): string | null {
  const parts = base === '' ? [] : base.split('/');
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** True when tree-relative `file` is `dir` or below it. */
export function under(dir: string, file: string): boolean {
  return dir === '' || file === dir || file.startsWith(`${dir}/`);
}
