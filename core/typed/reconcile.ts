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
  // Sets are immutable, and a manager's set comes back step after step (decoded
  // once, or written by the last apply), so the answer is kept per set and type.
  const known = reconciled.get(set);
  if (known !== undefined && known.type === type) return known.result;
  const atomicPaths: Path[] = [];
  walk(set, type, false, [], atomicPaths);
  let result: FieldSet | null = null;
  if (atomicPaths.length > 0) {
    const fold = FieldSet.of(...atomicPaths);
    result = set.recursiveDifference(fold).union(fold);
    reconciled.set(result, { type, result: null });
  }
  reconciled.set(set, { type, result });
  return result;
}

const reconciled = new WeakMap<FieldSet, { type: TypeNode; result: FieldSet | null }>();

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
    for (const n of set.each()) {
      let ft: TypeNode | null = m.elem;
      if (n.pe.kind === FIELD) ft = m.fields.get(n.pe.name)?.type ?? m.elem;
      if (ft === null) continue;
      path.push(n.pe);
      walk(n.child, ft, n.member && n.child === null, path, out);
      path.pop();
    }
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
    for (const n of set.each()) {
      path.push(n.pe);
      walk(n.child, l.elem, n.member && n.child === null, path, out);
      path.pop();
    }
  }
}

/** The set with every declared struct field that has children also a member (recursively). */
export function ensureNamedFieldsAreMembers(set: FieldSet, type: TypeNode | null): FieldSet {
  let out: Map<string, SetNode> | null = null;
  const m = type?.map ?? null;
  for (const n of set.each()) {
    const id = n.pe.id;
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
