// The pieces the OpenAPI compiler (openapi.ts) is built from: its error, raw JSON
// access with own-property checks, the shared scalar leaves, and the readers of one
// schema's type, `$ref`, map and list topology (x-kubernetes-* extensions and the
// strategic-merge-patch ones) and defaults.

import type { JsonValue } from '../value.ts';
import type { Field, ListType, MapType, TypeNode } from './model.ts';

/**
 * A schema that cannot be compiled; names the input it came from (when known), the
 * definition and the location inside it.
 */
export class SchemaError extends Error {
  /**
   * The definition being compiled, 'root' for a standalone schema or the document
   * itself, '' when the error is about the input as a whole (see `source`).
   */
  readonly definition: string;
  /** JSON pointer into the definition ('' for the definition itself). */
  readonly path: string;
  readonly reason: string;
  /** Which input: `crds[0]`, `openapi["apis/apps/v1"]`, ...; '' when not known. */
  readonly source: string;

  constructor(definition: string, path: string, reason: string, source = '') {
    const subject =
      definition === '' ? '' : `schema ${JSON.stringify(definition)}${path === '' ? '' : ` at ${path}`}: `;
    super(`${source === '' ? '' : `${source}: `}${subject}${reason}`);
    this.name = 'SchemaError';
    this.definition = definition;
    this.path = path;
    this.reason = reason;
    this.source = source;
  }

  /** The same error, said to come from `source` (prefixed to any source it already names). */
  in(source: string): SchemaError {
    const combined = this.source === '' ? source : `${source}: ${this.source}`;
    return new SchemaError(this.definition, this.path, this.reason, combined);
  }
}

// ---------------------------------------------------------------------------
// Raw JSON access

export interface RawObject {
  readonly [key: string]: unknown;
}

export function isObj(v: unknown): v is RawObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function own(o: RawObject, k: string): unknown {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

export function has(o: RawObject, k: string): boolean {
  return Object.hasOwn(o, k);
}

export function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

// ---------------------------------------------------------------------------
// Shared leaves

export const STRING: TypeNode = { name: 'string', scalar: 'string', list: null, map: null };
// `format: byte`: a string merged as any string, named for the Go []byte it decodes to
// (base64, checked by core/server/decode.ts).
export const BYTES: TypeNode = { name: 'byte', scalar: 'string', list: null, map: null };
export const NUMERIC: TypeNode = { name: 'numeric', scalar: 'numeric', list: null, map: null };
// Integers merge as any number does; their name keeps the Go type a fraction fails
// to convert to (core/server/numbers.ts), in the same node shape.
export const INT32: TypeNode = { name: 'int32', scalar: 'numeric', list: null, map: null };
export const INT64: TypeNode = { name: 'int64', scalar: 'numeric', list: null, map: null };
export const INTEGER: TypeNode = { name: 'integer', scalar: 'numeric', list: null, map: null };
export const BOOLEAN: TypeNode = { name: 'boolean', scalar: 'boolean', list: null, map: null };
export const UNTYPED_SCALAR: TypeNode = { name: 'untyped', scalar: 'untyped', list: null, map: null };

// Definitions the API server does not derive from their OpenAPI text.
export const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';
export const RAW_EXTENSION = 'io.k8s.apimachinery.pkg.runtime.RawExtension';

export const REF_PREFIXES = ['#/components/schemas/', '#/definitions/'];

/** Deepest nesting of inline schemas accepted (guards the stack against hostile input). */
export const MAX_DEPTH = 512;

// The context of the node being compiled (for errors and inherited settings).
export interface Ctx {
  /** Definition being compiled (for errors). */
  def: string;
  /** JSON pointer inside it (for errors). */
  path: string;
  /** Readable name for the inline node built here. */
  label: string;
  /** Undeclared keys of objects in this subtree are kept (deduced). */
  preserve: boolean;
  depth: number;
}

// ---------------------------------------------------------------------------
// Schema pieces

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v);
  return typeof v;
}

/** The schema's type ('' when absent; the first one when a list is given). */
export function schemaType(raw: RawObject, ctx: Ctx): string {
  const t = own(raw, 'type');
  if (t === undefined || t === null) return '';
  const first = Array.isArray(t) ? (t.length > 0 ? t[0] : '') : t;
  if (typeof first !== 'string')
    throw new SchemaError(ctx.def, ctx.path, `type must be a string, got ${describe(first)}`);
  return first;
}

/** The shared scalar node of a scalar schema, or null when it is not a scalar type. */
export function scalarOf(raw: RawObject, ctx: Ctx): TypeNode | null {
  switch (schemaType(raw, ctx)) {
    case 'integer': {
      const format = own(raw, 'format');
      return format === 'int32' ? INT32 : format === 'int64' ? INT64 : INTEGER;
    }
    case 'number':
      return NUMERIC;
    case 'boolean':
      return BOOLEAN;
    case 'string': {
      // Only plain and base64 strings are strings; any other format (date-time,
      // int-or-string, ...) is an untyped scalar, as in the API server.
      const format = own(raw, 'format');
      if (format === 'byte') return BYTES;
      return format === undefined || format === null || format === '' ? STRING : UNTYPED_SCALAR;
    }
    default:
      return null;
  }
}

/** The definition name a schema refers to: `$ref`, or `allOf: [{$ref}]`; null if none. */
export function refOf(raw: RawObject, ctx: Ctx): string | null {
  let ref = own(raw, '$ref');
  let at = `${ctx.path}/$ref`;
  if (ref === undefined || ref === '') {
    const allOf = own(raw, 'allOf');
    if (!Array.isArray(allOf) || allOf.length !== 1 || !isObj(allOf[0])) return null;
    ref = own(allOf[0], '$ref');
    at = `${ctx.path}/allOf/0/$ref`;
    if (ref === undefined || ref === '') return null;
  }
  if (typeof ref !== 'string')
    throw new SchemaError(ctx.def, at, `$ref must be a string, got ${describe(ref)}`);
  for (const prefix of REF_PREFIXES) {
    if (ref.startsWith(prefix) && ref.length > prefix.length)
      return unescapePointer(ref.slice(prefix.length));
  }
  throw new SchemaError(
    ctx.def,
    at,
    `unsupported $ref ${JSON.stringify(ref)} (expected #/components/schemas/<name> or #/definitions/<name>)`,
  );
}

/** `x-kubernetes-map-type`: true (atomic), false (granular) or null (unset). */
export function mapRelationship(raw: RawObject, ctx: Ctx): boolean | null {
  if (!has(raw, 'x-kubernetes-map-type')) return null;
  const v = own(raw, 'x-kubernetes-map-type');
  if (v === 'atomic') return true;
  if (v === 'granular') return false;
  throw new SchemaError(ctx.def, ctx.path, `unknown x-kubernetes-map-type ${describe(v)}`);
}

export interface ListRelationship {
  atomic: boolean;
  keys: string[];
  /** The extension the keys came from (for messages). */
  ext: string;
}

export const ATOMIC_LIST: ListRelationship = { atomic: true, keys: [], ext: '' };
export const SET_LIST: ListRelationship = { atomic: false, keys: [], ext: '' };

/** List topology: `x-kubernetes-list-type` first, then the strategic-merge-patch strategy, else atomic. */
export function listRelationship(raw: RawObject, ctx: Ctx): ListRelationship {
  if (has(raw, 'x-kubernetes-list-type')) {
    const lt = own(raw, 'x-kubernetes-list-type');
    switch (lt) {
      case 'atomic':
        return ATOMIC_LIST;
      case 'set':
        return SET_LIST;
      case 'map': {
        const ext = 'x-kubernetes-list-map-keys';
        if (!has(raw, ext))
          throw new SchemaError(ctx.def, ctx.path, `x-kubernetes-list-type map without ${ext}`);
        const keys = own(raw, ext);
        if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) {
          throw new SchemaError(ctx.def, ctx.path, `${ext} must be a list of strings, got ${describe(keys)}`);
        }
        if (keys.length === 0) throw new SchemaError(ctx.def, ctx.path, `${ext} must not be empty`);
        return { atomic: false, keys: [...(keys as string[])], ext };
      }
      default:
        throw new SchemaError(ctx.def, ctx.path, `unknown x-kubernetes-list-type ${describe(lt)}`);
    }
  }
  if (has(raw, 'x-kubernetes-patch-strategy')) {
    const ps = own(raw, 'x-kubernetes-patch-strategy');
    switch (ps) {
      case 'merge':
      case 'merge,retainKeys': {
        const ext = 'x-kubernetes-patch-merge-key';
        // A merge strategy without a merge key is a set.
        if (!has(raw, ext)) return SET_LIST;
        const key = own(raw, ext);
        if (typeof key !== 'string')
          throw new SchemaError(ctx.def, ctx.path, `${ext} must be a string, got ${describe(key)}`);
        return { atomic: false, keys: [key], ext };
      }
      case 'retainKeys':
        return ATOMIC_LIST;
      default:
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `unknown x-kubernetes-patch-strategy ${describe(ps)} on a list`,
        );
    }
  }
  return ATOMIC_LIST;
}

/**
 * Records a property's strategic-merge-patch extensions, as kubectl reads them
 * from the property's own schema (not from the definition it refers to).
 */
export function keepPatchMeta(field: Field, member: RawObject): void {
  const strategy = own(member, 'x-kubernetes-patch-strategy');
  if (typeof strategy === 'string' && strategy !== '') field.patchStrategy = strategy.split(',');
  const key = own(member, 'x-kubernetes-patch-merge-key');
  if (typeof key === 'string' && key !== '') field.patchMergeKey = key;
}

/** Records an items/additionalProperties schema's `default` (null is no default) and `nullable`. */
export function keepDefault(into: ListType | MapType, schema: RawObject): void {
  const def = own(schema, 'default');
  if (def !== undefined && def !== null) into.elemDefault = def as JsonValue;
  if (own(schema, 'nullable') === true) into.elemNullable = true;
}
