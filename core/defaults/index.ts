// Defaulting as kube-apiserver does it before it stores an object: the built-in
// kinds' Go defaulting functions (a table, one entry per upstream file) and, for
// custom resources, the `default`s of the CRD's structural schema.
//
// Not modelled (the values come from elsewhere or cannot be known offline):
// - what registries and allocators set on create: the strategies' additions
//   (a Namespace's finalizer, a Job's generated selector and labels, status
//   resets) are core/server's, and what only the cluster allocates (a Service's
//   clusterIP(s), ipFamilies, ipFamilyPolicy and nodePorts) is left out;
// - SetDefaults_ResourceList's rounding of quantities up to milli units, and
//   the canonical re-encoding of quantities;
// - the pod-level resources arithmetic of SetDefaults_Pod (PodLevelResources):
//   summing container requests/limits into spec.resources.

import type { TypeNode } from '../schema/model.ts';
import { isObject, type JsonObject, ownValue } from '../value.ts';
import { type FeatureGates, UNNAMED_KUBERNETES_VERSION } from '../versions.ts';
import { builtinDefaulter, groupOf, isBuiltinGroup } from './builtin.ts';
import { defaultStructural } from './structural.ts';

/**
 * `obj` defaulted as the API server defaults it: by its apiVersion/kind when it is
 * a built-in kind (with the feature gates of the version previewed, default the
 * newest modelled), else by the `default`s of `root` (a CRD's structural schema).
 * Never mutates `obj`; returns `obj` itself when nothing was defaulted, else a new
 * object sharing every subtree it did not change.
 */
export function applyDefaults(
  obj: JsonObject,
  root: TypeNode | null,
  gates: Readonly<FeatureGates> = UNNAMED_KUBERNETES_VERSION.gates,
): JsonObject {
  const apiVersion = ownValue(obj, 'apiVersion');
  const kind = ownValue(obj, 'kind');
  if (typeof apiVersion === 'string' && isBuiltinGroup(groupOf(apiVersion))) {
    const fn = typeof kind === 'string' ? builtinDefaulter(apiVersion, kind) : null;
    return fn === null ? obj : fn(obj, gates);
  }
  if (root === null) return obj;
  const r = defaultStructural(obj, root);
  return isObject(r) ? r : obj;
}

export { BUILTIN_DEFAULTERS, type BuiltinEntry } from './builtin.ts';
