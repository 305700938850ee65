// The fields a custom resource's structural schema prunes, as apiextensions-apiserver
// prunes them when it decodes a create or update (pkg/apiserver/schema/pruning/
// algorithm.go): a key is kept when its object declares it in `properties`, has an
// `additionalProperties` schema, or says `x-kubernetes-preserve-unknown-fields`;
// any other key is unknown. Unlike the merge schema (core/schema/openapi.ts, which
// follows structured-merge-diff and lets a preserving object's whole subtree keep
// unknown keys), a property declared under a preserving object is pruned by its own
// schema. The root and every `x-kubernetes-embedded-resource` object keep
// apiVersion, kind and metadata; metadata is ObjectMeta, whose unknown fields the
// decoder reports too. spec.preserveUnknownFields: true (a v1beta1 CRD) prunes nothing.

import type { TypeNode } from '../schema/model.ts';
import { objectMeta } from '../schema/objectmeta.ts';
import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';

const MAX_DEPTH = 1000;

/** The unknown fields of a custom resource, in the three groups the API server lists in turn. */
export interface Pruned {
  /** The object's own metadata (`metadata.unknownMeta`). */
  meta: string[];
  /** Pruned by the schema (sorted by the caller). */
  pruned: string[];
  /** In the metadata of embedded resources. */
  embeddedMeta: string[];
}

type Prune = (v: JsonValue, t: TypeNode, path: string) => JsonValue;

/** The openAPIV3Schema of the CRD's version `apiVersion`; undefined when it has none, null when it prunes nothing. */
export function crdVersionSchema(crd: JsonObject, apiVersion: string): JsonObject | null | undefined {
  const spec = getOwn(crd, 'spec');
  if (!isObject(spec)) return undefined;
  if (getOwn(spec, 'preserveUnknownFields') === true) return null;
  const version = apiVersion.slice(apiVersion.indexOf('/') + 1);
  const versions = getOwn(spec, 'versions');
  const v = Array.isArray(versions)
    ? versions.find((x) => isObject(x) && getOwn(x, 'name') === version)
    : undefined;
  const s = isObject(v) ? getOwn(v, 'schema') : undefined;
  const own = isObject(s) ? getOwn(s, 'openAPIV3Schema') : undefined;
  if (isObject(own)) return own;
  // apiextensions.k8s.io/v1beta1 kept one schema for every version.
  const validation = getOwn(spec, 'validation');
  const shared = isObject(validation) ? getOwn(validation, 'openAPIV3Schema') : undefined;
  return isObject(shared) ? shared : undefined;
}

function join(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * The body with the keys its structural schema prunes removed (a copy only where
 * something goes), recording each. `typed` prunes metadata against ObjectMeta.
 */
export function pruneCustom(
  body: JsonObject,
  schema: JsonObject | null,
  out: Pruned,
  typed: Prune,
): JsonObject {
  const walk = (
    v: JsonValue,
    s: JsonObject | null,
    path: string,
    resource: boolean,
    depth: number,
  ): JsonValue => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      const items = s === null ? undefined : getOwn(s, 'items');
      if (!isObject(items)) return v;
      let copy: JsonValue[] | null = null;
      v.forEach((x, i) => {
        const y = walk(
          x,
          items,
          `${path}[${i}]`,
          getOwn(items, 'x-kubernetes-embedded-resource') === true,
          depth + 1,
        );
        if (y !== x) {
          copy ??= v.slice();
          copy[i] = y;
        }
      });
      return copy ?? v;
    }
    if (!isObject(v)) return v;
    const props = s === null ? undefined : getOwn(s, 'properties');
    const extra = s === null ? undefined : getOwn(s, 'additionalProperties');
    const preserve = s === null || getOwn(s, 'x-kubernetes-preserve-unknown-fields') === true;
    let copy: JsonObject | null = null;
    const set = (k: string, y: JsonValue | undefined) => {
      if (copy === null) {
        copy = {};
        for (const kk of Object.keys(v)) {
          if (kk === k) break;
          copy[kk] = getOwn(v, kk) as JsonValue;
        }
      }
      if (y !== undefined) copy[k] = y;
    };
    for (const k of Object.keys(v)) {
      const x = getOwn(v, k) as JsonValue;
      const p = join(path, k);
      let y: JsonValue | undefined = x;
      if (resource && k === 'metadata' && isObject(x)) {
        const before = out.pruned.length;
        y = typed(x, objectMeta, p);
        // ObjectMeta's unknown fields were recorded as pruned: move them to their group.
        const found = out.pruned.splice(before);
        (path === '' ? out.meta : out.embeddedMeta).push(...found);
      } else if (resource && (k === 'apiVersion' || k === 'kind')) {
        y = x;
      } else {
        const ps = isObject(props) ? getOwn(props, k) : undefined;
        if (isObject(ps))
          y = walk(x, ps, p, getOwn(ps, 'x-kubernetes-embedded-resource') === true, depth + 1);
        else if (isObject(extra))
          y = walk(x, extra, p, getOwn(extra, 'x-kubernetes-embedded-resource') === true, depth + 1);
        else if (extra === true || preserve) y = x;
        else {
          out.pruned.push(p);
          y = undefined;
        }
      }
      if (copy !== null || y !== x) set(k, y);
    }
    return copy ?? v;
  };
  return walk(body, schema, '', true, 0) as JsonObject;
}
