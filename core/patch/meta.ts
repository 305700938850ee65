// Strategic-merge-patch metadata of a field, read from our compiled schema: the
// field's type (for a list: its items' type) and its patch strategy and merge key
// (`x-kubernetes-patch-strategy` / `x-kubernetes-patch-merge-key`, kept on
// `Field` by core/schema/openapi.ts).
//
// Lookups fail the way the Go lookups fail, with their wording: kubectl's
// OpenAPI v3 lookup when a patch is created ('create'), the API server's Go
// struct lookup when it is applied ('apply'). Callers only ask when a map or a
// list sits under the key on both sides, as the Go code does.

import { type TypeNode, untypedAtomic } from '../schema/model.ts';
import { PatchError } from './errors.ts';

export type Side = 'create' | 'apply';

export interface PatchMeta {
  /** The type below the key (a list's items for slice lookups); null when unknown and tolerated. */
  type: TypeNode | null;
  /** '' (replace lists, recurse into maps), 'merge', 'replace', or another strategy as written. */
  strategy: string;
  retainKeys: boolean;
  mergeKey: string;
}

const NONE: PatchMeta = { type: null, strategy: '', retainKeys: false, mergeKey: '' };

function shortName(t: TypeNode): string {
  const i = t.name.lastIndexOf('.');
  return i < 0 ? t.name : t.name.slice(i + 1);
}

function kindName(t: TypeNode): string {
  if (t.list) return 'slice';
  if (t.scalar === 'string') return 'string';
  if (t.scalar === 'boolean') return 'bool';
  if (t.scalar === 'numeric') return 'int64';
  return 'interface';
}

/**
 * A list's item type. A schema with properties but no `type` compiles to a node
 * that also accepts an untyped list; kubectl then treats the schema itself as
 * the items' (it has no `items`), as for mergeItem's `mergeItemPtr`.
 */
function itemsOf(t: TypeNode): TypeNode {
  if (!t.list) return t;
  if (t.list.elem === untypedAtomic && t.map !== null && t.map.fields.size > 0) return t;
  return t.list.elem;
}

/** Splits `retainKeys` from the other strategy (at most one of each). */
export function splitStrategies(strategies: readonly string[], path: string): [boolean, string] {
  switch (strategies.length) {
    case 0:
      return [false, ''];
    case 1:
      return strategies[0] === 'retainKeys' ? [true, ''] : [false, strategies[0]];
    case 2:
      if (strategies[0] === 'retainKeys') return [true, strategies[1]];
      if (strategies[1] === 'retainKeys') return [true, strategies[0]];
      break;
    default:
      break;
  }
  throw new PatchError(path, `unexpected patch strategy: [${strategies.join(' ')}]`);
}

/**
 * The metadata of `key` in the map type `parent`; `slice` asks for a list's
 * items. Throws PatchError when the schema has no such field.
 */
export function lookupMeta(
  parent: TypeNode | null,
  key: string,
  slice: boolean,
  side: Side,
  path: string,
): PatchMeta {
  if (parent === null) return NONE;
  const field = parent.map?.fields.get(key);
  if (field === undefined) {
    if (side === 'create') throw new PatchError(path, `unable to find api field "${key}"`);
    // A Go map type (additionalProperties only) or a non-object; other types are structs.
    if (
      parent.map === null ||
      (parent.scalar === null && parent.map.fields.size === 0 && parent.map.elem !== null)
    ) {
      const kind = parent.map === null ? kindName(parent) : 'map';
      throw new PatchError(
        path,
        `merging an object in json but data type is not struct, instead is: ${kind}`,
      );
    }
    throw new PatchError(
      path,
      `unable to find api field in struct ${shortName(parent)} for the json field "${key}"`,
    );
  }
  const t = field.type;
  if (!field.patchStrategy)
    return {
      type: slice ? itemsOf(t) : t,
      strategy: '',
      retainKeys: false,
      mergeKey: field.patchMergeKey ?? '',
    };
  const [retainKeys, strategy] = splitStrategies(field.patchStrategy, path);
  return {
    type: slice ? itemsOf(t) : t,
    strategy,
    retainKeys,
    mergeKey: field.patchMergeKey ?? '',
  };
}
