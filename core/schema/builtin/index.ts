// The built-in Kubernetes types, resolved by apiVersion and kind with no cluster,
// for each modelled Kubernetes version.
//
// The base module (k8s-1.35.ts) holds each OpenAPI definition as compact JSON; the
// other versions are generated differences from it (k8s-<version>.diff.ts: the
// definitions and kinds a release adds, changes or lacks), loaded on first use by
// dynamic import, so the base path loads nothing more. A kind is resolved by parsing
// the definitions its root reaches, turning them back into a minimal OpenAPI v3
// document and converting that with typesFromOpenAPIDocument, the converter every
// other schema goes through; the converted types are cached per version, and shared
// by later kinds of that version that reach only them.

import { parseKubernetesVersion } from '../../versions.ts';
import type { ResolvedSchema, TypeNode } from '../model.ts';
import { typesFromOpenAPIDocument } from '../openapi.ts';
import type { BuiltinSchemaDiff } from './diff.ts';
import { BUILTIN_SCHEMAS, KUBERNETES_VERSION } from './k8s-1.35.ts';

/** The version of the base table, which `builtinType`/`builtinSchema` and a SchemaResolver without `builtins` use. */
export { KUBERNETES_VERSION };

/** The `source` of schemas resolved from the base table. */
export const BUILTIN_SOURCE = `builtin:${KUBERNETES_VERSION}`;

/** Each modelled version's difference module, imported on first use. */
const DIFFS: Readonly<Record<string, () => Promise<{ BUILTIN_DIFF: BuiltinSchemaDiff }>>> = {
  '1.33': () => import('./k8s-1.33.diff.ts'),
  '1.34': () => import('./k8s-1.34.diff.ts'),
  '1.36': () => import('./k8s-1.36.diff.ts'),
  '1.37': () => import('./k8s-1.37.diff.ts'),
};

/** The Kubernetes minor versions with built-in tables, oldest first. */
export const BUILTIN_VERSIONS: readonly string[] = [...Object.keys(DIFFS), KUBERNETES_VERSION].sort(
  (a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]),
);

/** The newest modelled version: what `builtinTypesFor()` gives when no version is asked for. */
export const NEWEST_BUILTIN_VERSION = BUILTIN_VERSIONS[BUILTIN_VERSIONS.length - 1];

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

/** The built-in types of one Kubernetes version: the base table with that version's differences. */
export class BuiltinTypes {
  /** The `source` of the schemas it resolves: `builtin:<version>`. */
  readonly source: string;
  /** Parsed definitions (references expanded back to JSON pointers), with the names they refer to. */
  private readonly parsed = new Map<string, { schema: Schema; refs: string[] }>();
  /** Converted definitions, by name (every type of each conversion, first one kept). */
  private readonly converted = new Map<string, TypeNode>();
  private groupVersions: ReadonlySet<string> | undefined;

  constructor(
    readonly version: string,
    private readonly diff: BuiltinSchemaDiff | null,
  ) {
    this.source = `builtin:${version}`;
  }

  /**
   * The schema of a built-in kind of this version (every kind of every group-version
   * its API documents carry, with the API server's merge topology), or null when it
   * has no such kind.
   */
  type(apiVersion: string, kind: string): TypeNode | null {
    const name = this.definitionName(apiVersion, kind);
    return name === undefined ? null : this.definitionType(name);
  }

  /** `type` with its source (`builtin:<version>`). */
  schema(apiVersion: string, kind: string): ResolvedSchema | null {
    const root = this.type(apiVersion, kind);
    return root === null ? null : { root, source: this.source };
  }

  /**
   * Whether a cluster of this version serves `apiVersion` without being asked to:
   * a stable group-version it has. Alpha ones never are, and beta ones not since 1.24
   * (KEP-3136, kubernetes/kubernetes pkg/controlplane DefaultAPIResourceConfigSource;
   * the last beta resources on by default, flowcontrol v1beta3, went in 1.32): they
   * are served only when enabled with `--runtime-config`.
   */
  servedByDefault(apiVersion: string): boolean {
    const version = apiVersion.slice(apiVersion.indexOf('/') + 1);
    return /^v[0-9]+$/.test(version) && this.apiVersions().has(apiVersion);
  }

  /** The group-versions this version has (made once). */
  private apiVersions(): ReadonlySet<string> {
    this.groupVersions ??= new Set(this.kinds().map((k) => k.slice(0, k.indexOf(' '))));
    return this.groupVersions;
  }

  /** Every kind of this version, as `"<apiVersion> <kind>"` (`"apps/v1 Deployment"`, `"v1 Pod"`), sorted. */
  kinds(): string[] {
    const out = new Set<string>();
    for (const [apiVersion, kinds] of Object.entries(BUILTIN_SCHEMAS.kinds)) {
      for (const kind of Object.keys(kinds)) out.add(`${apiVersion} ${kind}`);
    }
    for (const [apiVersion, kinds] of Object.entries(this.diff?.kinds ?? {})) {
      for (const [kind, name] of Object.entries(kinds)) {
        if (name === null) out.delete(`${apiVersion} ${kind}`);
        else out.add(`${apiVersion} ${kind}`);
      }
    }
    return [...out].sort();
  }

  /** The definition serving `apiVersion` (`v1`, `apps/v1`, ...) and `kind`, or undefined. */
  private definitionName(apiVersion: string, kind: string): string | undefined {
    const changed = this.diff?.kinds;
    if (
      changed !== undefined &&
      Object.hasOwn(changed, apiVersion) &&
      Object.hasOwn(changed[apiVersion], kind)
    ) {
      const name = changed[apiVersion][kind];
      return name === null ? undefined : name;
    }
    const kinds = BUILTIN_SCHEMAS.kinds;
    return Object.hasOwn(kinds, apiVersion) ? ownString(kinds[apiVersion], kind) : undefined;
  }

  /** A definition's compact JSON in this version, or undefined when it has none. */
  private definitionJson(name: string): string | undefined {
    const changed = this.diff?.definitions;
    if (changed !== undefined && Object.hasOwn(changed, name)) return changed[name] ?? undefined;
    return ownString(BUILTIN_SCHEMAS.definitions, name);
  }

  private parseDefinition(name: string): { schema: Schema; refs: string[] } | null {
    const hit = this.parsed.get(name);
    if (hit) return hit;
    const json = this.definitionJson(name);
    if (json === undefined) return null;
    const schema: unknown = JSON.parse(json);
    if (!isObj(schema)) throw new Error(`built-in definition ${name} (${this.version}) is not an object`);
    const refs: string[] = [];
    expandRefs(schema, refs);
    const out = { schema, refs };
    this.parsed.set(name, out);
    return out;
  }

  /** Every definition `root` reaches, as an OpenAPI v3 `components.schemas` object. */
  private closure(root: string): Schema {
    const schemas: Schema = Object.create(null);
    const todo = [root];
    for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
      if (Object.hasOwn(schemas, name)) continue;
      const def = this.parseDefinition(name);
      // A missing definition is left out; the converter reports the dangling $ref.
      if (!def) continue;
      Object.defineProperty(schemas, name, { value: def.schema, enumerable: true });
      for (const r of def.refs) if (!Object.hasOwn(schemas, r)) todo.push(r);
    }
    return schemas;
  }

  private definitionType(name: string): TypeNode {
    const hit = this.converted.get(name);
    if (hit) return hit;
    const { types } = typesFromOpenAPIDocument({
      openapi: '3.0.0',
      components: { schemas: this.closure(name) },
    });
    for (const [n, t] of types) if (!this.converted.has(n)) this.converted.set(n, t);
    return this.converted.get(name)!;
  }
}

/** The base table's types (Kubernetes 1.35), made at once: what callers that name no version get. */
export const BASE_BUILTINS = new BuiltinTypes(KUBERNETES_VERSION, null);
const BASE = BASE_BUILTINS;

/** Loaded versions (the base one from the start). */
const loaded = new Map<string, Promise<BuiltinTypes>>([[KUBERNETES_VERSION, Promise.resolve(BASE)]]);
/** The versions whose load has finished, for synchronous callers (builtinTypesLoaded). */
const ready = new Map<string, BuiltinTypes>([[KUBERNETES_VERSION, BASE]]);

/** Thrown for a Kubernetes version with no built-in table. */
export class UnknownKubernetesVersionError extends Error {
  constructor(readonly version: string) {
    super(
      `Kubernetes version ${JSON.stringify(version)} is not modelled: the built-in schemas cover ${BUILTIN_VERSIONS.join(', ')}`,
    );
    this.name = 'UnknownKubernetesVersionError';
  }
}

/**
 * The modelled minor (`1.36`) of a version written `1.36`, `1.36.2`, `v1.36.2` or
 * as a server's gitVersion, or null: read by core/versions.ts, the one parser of
 * versions, and kept only when a table of that minor is built in.
 */
export function builtinMinor(version: string): string | null {
  const r = parseKubernetesVersion(version);
  return r.ok && BUILTIN_VERSIONS.includes(r.version.minor) ? r.version.minor : null;
}

/**
 * The built-in types of Kubernetes `version` (`1.36`, `1.36.2`; default: the newest
 * modelled), loading that version's differences on first use; the same object, with
 * its converted types, for every later call. Rejects with
 * UnknownKubernetesVersionError for a version not modelled.
 */
export function builtinTypesFor(version: string = NEWEST_BUILTIN_VERSION): Promise<BuiltinTypes> {
  const minor = builtinMinor(version);
  if (minor === null) return Promise.reject(new UnknownKubernetesVersionError(version));
  let hit = loaded.get(minor);
  if (hit === undefined) {
    const load = DIFFS[minor];
    hit = load().then((m) => {
      const types = new BuiltinTypes(minor, m.BUILTIN_DIFF);
      ready.set(minor, types);
      return types;
    });
    // A failed import is not cached: a later call tries again.
    hit.catch(() => loaded.delete(minor));
    loaded.set(minor, hit);
  }
  return hit;
}

/**
 * The built-in types of `version` when builtinTypesFor has loaded them (the base
 * version always is), else undefined: for synchronous code that a caller prepared.
 */
export function builtinTypesLoaded(version: string): BuiltinTypes | undefined {
  const minor = builtinMinor(version);
  return minor === null ? undefined : ready.get(minor);
}

/**
 * The schema of a built-in kind of the base table (Kubernetes 1.35), or null when it
 * is not built in. For another version: `(await builtinTypesFor(version)).type(...)`.
 */
export function builtinType(apiVersion: string, kind: string): TypeNode | null {
  return BASE.type(apiVersion, kind);
}

/** `builtinType` with its source (`builtin:1.35`). */
export function builtinSchema(apiVersion: string, kind: string): ResolvedSchema | null {
  return BASE.schema(apiVersion, kind);
}

/** Every built-in kind of the base table, as `"<apiVersion> <kind>"` (`"apps/v1 Deployment"`, `"v1 Pod"`), sorted. */
export function builtinKinds(): string[] {
  return BASE.kinds();
}
