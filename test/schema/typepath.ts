// Test helper: walk a type graph by field names.
import type { TypeNode } from '../../core/schema/model.ts';

/** Follows field names (and `[]` for list items, `{}` for map values) from a node. */
export function at(node: TypeNode, ...path: string[]): TypeNode {
  let cur = node;
  for (const p of path) {
    if (p === '[]') {
      if (!cur.list) throw new Error(`${cur.name} is not a list`);
      cur = cur.list.elem;
    } else if (p === '{}') {
      if (!cur.map?.elem) throw new Error(`${cur.name} has no map values`);
      cur = cur.map.elem;
    } else {
      const f = cur.map?.fields.get(p);
      if (!f) throw new Error(`${cur.name} has no field ${p}`);
      cur = f.type;
    }
  }
  return cur;
}
