// The cluster's Kubernetes version as a request names it (`1.36`, `1.36.2`,
// `v1.36.2`): checked once with a message naming the modelled versions, its
// built-in schemas loaded before the (synchronous) pipeline runs, and one cached
// resolver per version for requests that bring no schema of their own.

import { type BuiltinTypes, builtinTypesFor, builtinTypesLoaded } from '../schema/builtin/index.ts';
import { SchemaResolver, type SchemaSources } from '../schema/resolve.ts';
import { DEFAULT_KUBERNETES_VERSION as NEWEST_VERSION, parseKubernetesVersion } from '../versions.ts';

/**
 * What every surface (API, command line, Action, playground) uses when no version is
 * given: the minor of core/versions.ts's default, the newest modelled.
 */
export const DEFAULT_KUBERNETES_VERSION: string = NEWEST_VERSION.minor;

/** The patch that default stands for ("1.37.0"), as reports state it. */
export const DEFAULT_KUBERNETES_PATCH: string = NEWEST_VERSION.version;

/**
 * Why `version` cannot be previewed (bad form, or not modelled), naming the versions
 * that are (core/versions.ts, the one authority); null when it can.
 */
export function kubernetesVersionProblem(version: string): string | null {
  const r = parseKubernetesVersion(version);
  return r.ok ? null : r.message;
}

/** The minor whose built-in tables serve `version` ("v1.36.2-gke.1" → "1.36"); the text itself when not modelled. */
function tableMinor(version: string): string {
  const r = parseKubernetesVersion(version);
  return r.ok ? r.version.minor : version;
}

/**
 * The built-in types of `version` (default DEFAULT_KUBERNETES_VERSION), loaded:
 * await it before running requests of that version. Rejects for a version not
 * modelled (UnknownKubernetesVersionError; check kubernetesVersionProblem first for
 * a surface's own wording).
 */
export function loadKubernetesVersion(version: string = DEFAULT_KUBERNETES_VERSION): Promise<BuiltinTypes> {
  return builtinTypesFor(tableMinor(version));
}

/**
 * The loaded built-in types of `version`; undefined: none named (the base table
 * serves). Throws when the version was not loaded first with loadKubernetesVersion:
 * a surface's mistake, never the user's.
 */
export function builtinsOf(version: string | undefined): BuiltinTypes | undefined {
  if (version === undefined) return undefined;
  const types = builtinTypesLoaded(tableMinor(version));
  if (types === undefined) {
    const problem = kubernetesVersionProblem(version);
    throw new Error(
      problem !== null
        ? problem
        : `kubernetesVersion ${version}: its built-in schemas are not loaded (await loadKubernetesVersion first)`,
    );
  }
  return types;
}

/** A resolver of `sources` with the built-ins of `version` (loaded: see builtinsOf). */
export function resolverForVersion(
  version: string | undefined,
  sources: Omit<SchemaSources, 'builtins'> = {},
): SchemaResolver {
  const builtins = builtinsOf(version);
  return new SchemaResolver(builtins !== undefined ? { ...sources, builtins } : sources);
}

/** One resolver per version (undefined: the base table) for requests without schemas of their own. */
const plain = new Map<string, SchemaResolver>();

/** The cached resolver of the built-ins alone of `version` (loaded: see builtinsOf). */
export function builtinResolver(version: string | undefined): SchemaResolver {
  const key = version === undefined ? '' : tableMinor(version);
  let hit = plain.get(key);
  if (hit === undefined) {
    hit = resolverForVersion(version);
    plain.set(key, hit);
  }
  return hit;
}
