// The set of fields an object sets: what a manager owns after applying it.
// Leaves, atomic values, list items and map entries are members; declared struct
// fields are members only when null or an empty map (their children stand for them).
// An item duplicated in a list is recorded once, as a whole, without its children.
//
// Given the set the same manager owned before (`like`), the build shares with it:
// each subtree equal to its counterpart there is that counterpart, and `like`
// itself comes back when the sets are equal. The set algebra that follows skips
// shared subtrees by reference, and the encoder reuses their encodings. Sharing
// while building, rather than after, lets the copies of unchanged subtrees die at
// once: on big objects, subtrees held to the end of an apply outlive the young
// generation and cost the garbage collector a copy each.

import { fieldElement, type PathElement } from '../fieldpath/element.ts';
import { FieldSet, NodeCursor } from '../fieldpath/set.ts';
import type { TypeNode } from '../schema/model.ts';
import { isEmptyObject, isObject, type JsonValue } from '../value.ts';
import { formMask, LIST, MAP, pickForm } from './forms.ts';
import { inOperation, itemElements, itemIndex, keysOf, valuesOf } from './operation.ts';

export function toFieldSet(value: JsonValue, type: TypeNode, like: FieldSet | null = null): FieldSet {
  return inOperation(() => {
    const root = new FieldSet();
    addChildren(root, value, type, like);
    return like !== null && root.sameNodes(like) ? like : root;
  });
}

/** The child set built under a node: the previous one (`like`) when equal to it. */
function settled(child: FieldSet, like: FieldSet | null): FieldSet {
  return like !== null && child.sameNodes(like) ? like : child;
}

/** The previous child set under the node with this id: from `like`, read through `cursor` when it has one. */
function childIn(like: FieldSet | null, cursor: NodeCursor | null, id: string): FieldSet | null {
  if (like === null) return null;
  const n = cursor === null ? like.nodes.get(id) : cursor.find(id);
  return n === undefined ? null : n.child;
}

/**
 * Add the node at parent/pe: itself when atomic or scalar, else its children.
 * `like` is the previous set below pe. Returns true for an empty map.
 */
function addNode(
  parent: FieldSet,
  pe: PathElement,
  v: JsonValue,
  t: TypeNode,
  like: FieldSet | null,
): boolean {
  const form = pickForm(formMask(t, v));
  if (form === MAP) {
    if (t.map!.atomic) {
      parent.addMember(pe);
      return isObject(v) && isEmptyObject(v);
    }
    if (isObject(v)) {
      const child = new FieldSet();
      const n = addChildren(child, v, t, like);
      parent.setChild(pe, settled(child, like));
      return n === 0;
    }
  } else if (form === LIST) {
    if (t.list!.atomic) parent.addMember(pe);
    else if (Array.isArray(v)) {
      const child = new FieldSet();
      addChildren(child, v, t, like);
      parent.setChild(pe, settled(child, like));
    }
  } else parent.addMember(pe);
  return isObject(v) && isEmptyObject(v);
}

/**
 * Add the paths below a map or list node (nothing for scalars and atomic nodes at
 * the root). Returns the number of map entries seen (-1 for other forms).
 */
function addChildren(set: FieldSet, v: JsonValue, t: TypeNode, like: FieldSet | null): number {
  const cursor = like === null ? null : NodeCursor.over(like);
  const form = pickForm(formMask(t, v));
  if (form === MAP) {
    const m = t.map!;
    if (m.atomic || !isObject(v)) return -1;
    const keys = keysOf(m, v);
    const vals = valuesOf(v);
    const hasFields = m.fields.size > 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const f = hasFields ? m.fields.get(k) : undefined;
      const ft = f !== undefined ? f.type : m.elem;
      const val = vals !== null ? vals[i] : v[k];
      // Beside a big previous set, each key's node there is found in step, and an
      // undeclared key takes the element found instead of a new one. Beside a small
      // one, only values that can have children look theirs up.
      let pe: PathElement;
      let below: FieldSet | null = null;
      if (cursor !== null) {
        const n = f !== undefined ? cursor.find(f.pe.id) : cursor.findField(k);
        pe = f !== undefined ? f.pe : (n?.pe ?? fieldElement(k));
        below = n?.child ?? null;
      } else {
        pe = f !== undefined ? f.pe : fieldElement(k);
        if (typeof val === 'object' && val !== null) below = childIn(like, null, pe.id);
      }
      // A declared field is owned itself only when null or an empty map; other keys always.
      const emptyMap = ft !== null ? addNode(set, pe, val, ft, below) : isObject(val) && isEmptyObject(val);
      if (val === null || f === undefined || emptyMap) set.addMember(pe);
    }
    return keys.length;
  }
  if (form === LIST) {
    const list = t.list!;
    if (list.atomic || !Array.isArray(v)) return -1;
    const pes = itemElements(list, v);
    // A repeated id is owned as a whole, once, without its children.
    const dups = v.length > 1 ? itemIndex(list, v).dups : null;
    if (dups !== null) {
      const first = itemIndex(list, v).first;
      for (const id of dups) set.addMember(pes[first.get(id)!] as PathElement);
    }
    for (let i = 0; i < v.length; i++) {
      const pe = pes[i];
      if (typeof pe === 'string' || dups?.has(pe.id)) continue;
      addNode(set, pe, v[i], list.elem, childIn(like, cursor, pe.id));
      set.addMember(pe);
    }
  }
  return -1;
}
