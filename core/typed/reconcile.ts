// Field sets against the schema: reconcile ownership after a topology change, and
// make declared struct fields members so that removal takes their whole subtree.

import type { Path, PathElement } from '../fieldpath/element.ts';
import { FIELD, KEY } from '../fieldpath/element.ts';
import { FieldSet, type SetNode } from '../fieldpath/set.ts';
import { deduced, type TypeNode } from '../schema/model.ts';

/**
 * Ownership recorded under a list, map or struct that the schema now says is
 * atomic is folded into ownership of the whole value (seed 000: "Compatibility
 * across topology changes"). Returns null when nothing changes. Going the other
 * way (atomic -> granular) cannot be reconciled and leaves the set as it is.
 */
export function reconcileWithSchema(set: FieldSet, type: TypeNode): FieldSet | null {
  const atomicPaths: Path[] = [];
  walk(set, type, false, [], atomicPaths);
  if (atomicPaths.length === 0) return null;
  const fold = FieldSet.of(...atomicPaths);
  return set.recursiveDifference(fold).union(fold);
}

function walk(
  set: FieldSet | null,
  t: TypeNode,
  isAtomicMember: boolean,
  path: PathElement[],
  out: Path[],
): void {
  if (t.map !== null) {
    const m = t.map;
    if (m.elem === deduced && m.fields.size === 0) return; // deduced maps are left alone
    if (!isAtomicMember && m.atomic) {
      if (set !== null && !set.isEmpty()) out.push([...path]);
      return;
    }
    if (set === null) return;
    eachElement(set, (n) => {
      let ft: TypeNode | null = m.elem;
      if (n.pe.kind === FIELD) ft = m.fields.get(n.pe.name)?.type ?? m.elem;
      if (ft === null) return;
      path.push(n.pe);
      walk(n.child, ft, n.member && n.child === null, path, out);
      path.pop();
    });
    return;
  }
  if (t.scalar !== null) return;
  if (t.list !== null) {
    const l = t.list;
    if (!isAtomicMember && l.atomic) {
      out.push([...path]);
      return;
    }
    if (set === null) return;
    eachElement(set, (n) => {
      path.push(n.pe);
      walk(n.child, l.elem, n.member && n.child === null, path, out);
      path.pop();
    });
  }
}

function eachElement(set: FieldSet, fn: (n: SetNode) => void): void {
  for (const n of set.nodes.values()) fn(n);
}

/** The set with every declared struct field that has children also a member (recursively). */
export function ensureNamedFieldsAreMembers(set: FieldSet, type: TypeNode | null): FieldSet {
  let out: Map<string, SetNode> | null = null;
  const m = type?.map ?? null;
  for (const [id, n] of set.nodes) {
    if (n.child === null) continue;
    let ct: TypeNode | null = null;
    let declared = false;
    if (n.pe.kind === FIELD && m !== null) {
      const f = m.fields.get(n.pe.name);
      ct = f !== undefined ? f.type : m.elem;
      declared = f !== undefined;
    } else if (n.pe.kind === KEY && type?.list) ct = type.list.elem;
    const child = ensureNamedFieldsAreMembers(n.child, ct);
    const member = n.member || declared;
    if (child === n.child && member === n.member) continue;
    out ??= new Map(set.nodes);
    out.set(id, { pe: n.pe, member, child });
  }
  return out === null ? set : new FieldSet(out);
}
