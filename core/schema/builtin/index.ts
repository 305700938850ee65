// The built-in Kubernetes types, resolved by apiVersion and kind with no cluster.
//
// The generated module (k8s-<version>.ts) holds each OpenAPI definition as compact
// JSON. A kind is resolved by parsing the definitions its root reaches, turning
// them back into a minimal OpenAPI v3 document and converting that with
// typesFromOpenAPIDocument, the converter every other schema goes through; the
// converted types are cached, and shared by later kinds that reach only them.

import type { ResolvedSchema, TypeNode } from '../model.ts';
import { typesFromOpenAPIDocument } from '../openapi.ts';
import { BUILTIN_SCHEMAS, KUBERNETES_VERSION } from './k8s-1.35.ts';

export { KUBERNETES_VERSION };

/** The `source` of schemas resolved here. */
export const BUILTIN_SOURCE = `builtin:${KUBERNETES_VERSION}`;

interface Schema {
  [key: string]: unknown;
}

function isObj(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function ownString(o: unknown, k: string): string | undefined {
  if (!isObj(o) || !Object.hasOwn(o, k)) return undefined;
  const v = o[k];
  return typeof v === 'string' ? v : undefined;
}

const REF_PREFIX = '#/components/schemas/';

/** Parsed definitions (references expanded back to JSON pointers), with the names they refer to. */
const parsed = new Map<string, { schema: Schema; refs: string[] }>();

function parseDefinition(name: string): { schema: Schema; refs: string[] } | null {
  const hit = parsed.get(name);
  if (hit) return hit;
  const json = ownString(BUILTIN_SCHEMAS.definitions, name);
  if (json === undefined) return null;
  const schema: unknown = JSON.parse(json);
  if (!isObj(schema)) throw new Error(`built-in definition ${name} is not an object`);
  const refs: string[] = [];
  expandRefs(schema, refs);
  const out = { schema, refs };
  parsed.set(name, out);
  return out;
}

/** Turns the compact `$ref: <name>` of a schema and its members into JSON pointers. */
function expandRefs(s: Schema, refs: string[]): void {
  const ref = s.$ref;
  if (typeof ref === 'string') {
    refs.push(ref);
    s.$ref = REF_PREFIX + ref.replace(/~/g, '~0').replace(/\//g, '~1');
  }
  const props = s.properties;
  if (isObj(props)) for (const k of Object.keys(props)) if (isObj(props[k])) expandRefs(props[k], refs);
  if (isObj(s.items)) expandRefs(s.items, refs);
  if (isObj(s.additionalProperties)) expandRefs(s.additionalProperties, refs);
}

/** Every definition `root` reaches, as an OpenAPI v3 `components.schemas` object. */
function closure(root: string): Schema {
  const schemas: Schema = Object.create(null);
  const todo = [root];
  for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
    if (Object.hasOwn(schemas, name)) continue;
    const def = parseDefinition(name);
    // A missing definition is left out; the converter reports the dangling $ref.
    if (!def) continue;
    Object.defineProperty(schemas, name, { value: def.schema, enumerable: true });
    for (const r of def.refs) if (!Object.hasOwn(schemas, r)) todo.push(r);
  }
  return schemas;
}

/** Converted definitions, by name (every type of each conversion, first one kept). */
const converted = new Map<string, TypeNode>();

function definitionType(name: string): TypeNode {
  const hit = converted.get(name);
  if (hit) return hit;
  const { types } = typesFromOpenAPIDocument({ openapi: '3.0.0', components: { schemas: closure(name) } });
  for (const [n, t] of types) if (!converted.has(n)) converted.set(n, t);
  return converted.get(name)!;
}

/** The definition serving `apiVersion` (`v1`, `apps/v1`, ...) and `kind`, or undefined. */
function definitionName(apiVersion: string, kind: string): string | undefined {
  const kinds = BUILTIN_SCHEMAS.kinds;
  return Object.hasOwn(kinds, apiVersion) ? ownString(kinds[apiVersion], kind) : undefined;
}

/**
 * The schema of a built-in kind of Kubernetes (every kind of every served version,
 * with the API server's merge topology), or null when it is not built in.
 */
export function builtinType(apiVersion: string, kind: string): TypeNode | null {
  const name = definitionName(apiVersion, kind);
  return name === undefined ? null : definitionType(name);
}

/** `builtinType` with its source (`builtin:<version>`). */
export function builtinSchema(apiVersion: string, kind: string): ResolvedSchema | null {
  const root = builtinType(apiVersion, kind);
  return root === null ? null : { root, source: BUILTIN_SOURCE };
}

/** Every built-in kind, as `"<apiVersion> <kind>"` (`"apps/v1 Deployment"`, `"v1 Pod"`), sorted. */
export function builtinKinds(): string[] {
  const out: string[] = [];
  for (const [apiVersion, kinds] of Object.entries(BUILTIN_SCHEMAS.kinds)) {
    for (const kind of Object.keys(kinds)) out.push(`${apiVersion} ${kind}`);
  }
  return out.sort();
}
