// The engine's schema: a graph of type nodes, compiled once from OpenAPI, a CRD or
// the built-in catalogue, then walked with no name look-ups. A node may offer a
// scalar, a list and a map form at once (the deduced and untyped types do); a
// value picks the form that matches its own kind, as the Go library's deduceAtom.

import { fieldElement, type PathElement } from '../fieldpath/element.ts';
import type { JsonValue } from '../value.ts';

export type ScalarKind = 'numeric' | 'string' | 'boolean' | 'untyped';

export interface TypeNode {
  /** Name for messages: the definition it came from, or a description. */
  name: string;
  scalar: ScalarKind | null;
  list: ListType | null;
  map: MapType | null;
}

export interface ListType {
  elem: TypeNode;
  /** Atomic lists are owned and replaced as a whole. */
  atomic: boolean;
  /** Key fields of an associative list (list-type map); empty for a set. */
  keys: readonly string[];
  /** The items schema's `default` and `nullable` (CRD structural defaulting). */
  elemDefault?: JsonValue;
  elemNullable?: boolean;
}

export interface MapType {
  /** Declared fields (a struct); may be empty. */
  fields: ReadonlyMap<string, Field>;
  /** Type of undeclared keys (a map's values); null when undeclared keys are invalid. */
  elem: TypeNode | null;
  atomic: boolean;
  /** True for the deduced map, which topology reconciliation leaves alone. */
  deduced?: boolean;
  /** The additionalProperties schema's `default` and `nullable` (CRD structural defaulting). */
  elemDefault?: JsonValue;
  elemNullable?: boolean;
}

export interface Field {
  name: string;
  type: TypeNode;
  /** Path element for this field, built once. */
  pe: PathElement;
  default?: JsonValue;
  /** The property's schema says `nullable: true`. */
  nullable?: boolean;
  /**
   * Strategic merge patch: the property's `x-kubernetes-patch-strategy`, split at
   * commas (`['merge']`, `['retainKeys']`, `['merge', 'retainKeys']`, `['replace']`).
   */
  patchStrategy?: readonly string[];
  /** Strategic merge patch: the property's `x-kubernetes-patch-merge-key`. */
  patchMergeKey?: string;
}

export function makeField(name: string, type: TypeNode, def?: JsonValue): Field {
  const f: Field = { name, type, pe: fieldElement(name) };
  if (def !== undefined) f.default = def;
  return f;
}

/** A root type plus where it came from, for reports (`builtin:1.35`, `crd:<name>`, `openapi`, `deduced`). */
export interface ResolvedSchema {
  root: TypeNode;
  source: string;
}

export function scalarNode(kind: ScalarKind, name: string = kind): TypeNode {
  return { name, scalar: kind, list: null, map: null };
}

export function structNode(
  name: string,
  fields: Field[],
  opts: { atomic?: boolean; elem?: TypeNode | null } = {},
): TypeNode {
  return {
    name,
    scalar: null,
    list: null,
    map: {
      fields: new Map(fields.map((f) => [f.name, f])),
      elem: opts.elem ?? null,
      atomic: opts.atomic ?? false,
    },
  };
}

export function mapNode(name: string, elem: TypeNode, atomic = false): TypeNode {
  return { name, scalar: null, list: null, map: { fields: new Map(), elem, atomic } };
}

export function listNode(
  name: string,
  elem: TypeNode,
  kind: 'atomic' | 'set' | 'map',
  keys: string[] = [],
): TypeNode {
  return {
    name,
    scalar: null,
    list: { elem, atomic: kind === 'atomic', keys: kind === 'map' ? keys : [] },
    map: null,
  };
}

// The untyped types of the Go library: what objects without a schema are made of.
// `untypedAtomic` is any value, owned as a whole; `deduced` is a granular map of
// deduced values whose lists are atomic.
export const untypedAtomic: TypeNode = {
  name: '__untyped_atomic_',
  scalar: 'untyped',
  list: null,
  map: null,
};
untypedAtomic.list = { elem: untypedAtomic, atomic: true, keys: [] };
untypedAtomic.map = { fields: new Map(), elem: untypedAtomic, atomic: true };

export const deduced: TypeNode = { name: '__untyped_deduced_', scalar: 'untyped', list: null, map: null };
deduced.list = { elem: untypedAtomic, atomic: true, keys: [] };
deduced.map = { fields: new Map(), elem: deduced, atomic: false, deduced: true };
