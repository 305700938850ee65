// The built-in types of a write's Kubernetes version: the Go types that release's
// API server decodes built-in kinds into, whatever schema the preview merges with.
// The caller loads the version's table first (core/request loadKubernetesVersion);
// a write never falls back to another release's types.

import { type BuiltinTypes, builtinTypesLoaded } from '../schema/builtin/index.ts';
import type { KubernetesVersion } from '../versions.ts';

/** The loaded built-in types of `version`; throws (a caller's mistake) when they are not loaded. */
export function goTypesOf(version: KubernetesVersion): BuiltinTypes {
  const types = builtinTypesLoaded(version.minor);
  if (types === undefined) {
    throw new Error(
      `Kubernetes ${version.version}: its built-in schemas are not loaded (await loadKubernetesVersion or builtinTypesFor first)`,
    );
  }
  return types;
}
