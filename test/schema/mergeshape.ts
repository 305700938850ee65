// Test helper: differences in merge topology between two type graphs, names and
// scalar kinds aside (an OpenAPI `int64` and SMD's `numeric` merge alike): list
// atomicity and keys, map atomicity, declared fields and their defaults, map values.
// Untyped and deduced nodes (FieldsV1, RawExtension) are not walked into.
import type { TypeNode } from '../../core/schema/model.ts';

function untyped(t: TypeNode): boolean {
  return t.scalar === 'untyped' || t.name === '__untyped_deduced_' || t.name === '__untyped_atomic_';
}

export function mergeShapeDiff(a: TypeNode, b: TypeNode, limit = 20): string[] {
  const diffs: string[] = [];
  const seen = new Map<TypeNode, Set<TypeNode>>();
  const walk = (x: TypeNode, y: TypeNode, path: string): void => {
    if (diffs.length >= limit || untyped(x) || untyped(y)) return;
    const s = seen.get(x) ?? new Set<TypeNode>();
    seen.set(x, s);
    if (s.has(y)) return;
    s.add(y);
    const fail = (what: string) => diffs.push(`${path || '<root>'}: ${what}`);
    if (!x.scalar !== !y.scalar) fail(`scalar ${x.scalar} vs ${y.scalar}`);
    if (!x.list !== !y.list) fail(`list ${!!x.list} vs ${!!y.list}`);
    if (!x.map !== !y.map) fail(`map ${!!x.map} vs ${!!y.map}`);
    if (x.list && y.list) {
      if (x.list.atomic !== y.list.atomic) fail(`list atomic ${x.list.atomic} vs ${y.list.atomic}`);
      if (x.list.keys.join() !== y.list.keys.join()) fail(`keys [${x.list.keys}] vs [${y.list.keys}]`);
      walk(x.list.elem, y.list.elem, `${path}[]`);
    }
    if (x.map && y.map) {
      if (x.map.atomic !== y.map.atomic) fail(`map atomic ${x.map.atomic} vs ${y.map.atomic}`);
      const xs = [...x.map.fields.keys()].sort().join();
      const ys = [...y.map.fields.keys()].sort().join();
      if (xs !== ys) fail(`fields ${xs} vs ${ys}`);
      for (const [k, f] of x.map.fields) {
        const g = y.map.fields.get(k);
        if (!g) continue;
        if (JSON.stringify(f.default) !== JSON.stringify(g.default))
          fail(`${k} default ${JSON.stringify(f.default)} vs ${JSON.stringify(g.default)}`);
        walk(f.type, g.type, `${path}.${k}`);
      }
      if (!x.map.elem !== !y.map.elem) fail(`map values ${!!x.map.elem} vs ${!!y.map.elem}`);
      if (x.map.elem && y.map.elem) walk(x.map.elem, y.map.elem, `${path}{}`);
    }
  };
  walk(a, b, '');
  return diffs;
}
