// Test helpers: walk a type graph by field names; compare two graphs.
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

/**
 * Differences between two type graphs (every node reachable from the roots): names,
 * scalar kinds, list atomicity and keys, map atomicity, declared fields and their
 * defaults, map values.
 */
export function topologyDiff(a: TypeNode, b: TypeNode): string[] {
  const diffs: string[] = [];
  const seen = new Map<TypeNode, Set<TypeNode>>();
  const walk = (x: TypeNode, y: TypeNode, path: string): void => {
    if (diffs.length > 20) return;
    const s = seen.get(x) ?? new Set<TypeNode>();
    seen.set(x, s);
    if (s.has(y)) return;
    s.add(y);
    const fail = (what: string) => diffs.push(`${path || '<root>'}: ${what}`);
    if (x.name !== y.name) fail(`name ${x.name} vs ${y.name}`);
    if (x.scalar !== y.scalar) fail(`scalar ${x.scalar} vs ${y.scalar}`);
    if (!x.list !== !y.list) fail(`list ${!!x.list} vs ${!!y.list}`);
    if (x.list && y.list) {
      if (x.list.atomic !== y.list.atomic) fail(`list atomic ${x.list.atomic} vs ${y.list.atomic}`);
      if (x.list.keys.join() !== y.list.keys.join()) fail(`list keys ${x.list.keys} vs ${y.list.keys}`);
      walk(x.list.elem, y.list.elem, `${path}[]`);
    }
    if (!x.map !== !y.map) fail(`map ${!!x.map} vs ${!!y.map}`);
    if (x.map && y.map) {
      if (x.map.atomic !== y.map.atomic) fail(`map atomic ${x.map.atomic} vs ${y.map.atomic}`);
      if (!!x.map.deduced !== !!y.map.deduced) fail(`deduced ${x.map.deduced} vs ${y.map.deduced}`);
      const fx = [...x.map.fields.keys()].sort().join();
      const fy = [...y.map.fields.keys()].sort().join();
      if (fx !== fy) fail(`fields ${fx} vs ${fy}`);
      for (const [name, f] of x.map.fields) {
        const g = y.map.fields.get(name);
        if (!g) continue;
        const [dx, dy] = [JSON.stringify(f.default), JSON.stringify(g.default)];
        if (dx !== dy) fail(`default of ${name}: ${dx} vs ${dy}`);
        walk(f.type, g.type, `${path}.${name}`);
      }
      if (!x.map.elem !== !y.map.elem) fail(`map values ${!!x.map.elem} vs ${!!y.map.elem}`);
      if (x.map.elem && y.map.elem) walk(x.map.elem, y.map.elem, `${path}{}`);
    }
  };
  walk(a, b, '');
  return diffs;
}
