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
import { FieldSet, NodeCursor, type SetNode } from '../fieldpath/set.ts';
import type { ListType, MapType, TypeNode } from '../schema/model.ts';
import { isEmptyObject, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { formMask, LIST, MAP, pickForm } from './forms.ts';
import { inOperation, itemElements, itemIndex, keysOf, valuesOf } from './operation.ts';

export function toFieldSet(value: JsonValue, type: TypeNode, like: FieldSet | null = null): FieldSet {
  // The root's own membership does not count: only the paths below it.
  return inOperation(() => nodeChildren(value, type, like) ?? (like?.isEmpty() ? like : new FieldSet()));
}

// What nodeChildren found about the node it was last asked about, besides its
// children (results without an allocation): whether the node is a member by its
// form (a scalar, an atomic map or list), and whether it holds an empty map.
let selfMember = false;
let emptyMap = false;

/** The paths below a node of type `t` holding `v` (null for none), beside `like`, the previous set below it. */
function nodeChildren(v: JsonValue, t: TypeNode, like: FieldSet | null): FieldSet | null {
  const form = pickForm(formMask(t, v));
  let set: FieldSet | null = null;
  let member = true;
  let empty = false;
  if (form === MAP && !t.map!.atomic && isObject(v)) {
    const keys = keysOf(t.map!, v);
    if (keys.length > 0) set = mapChildren(v, keys, t.map!, like);
    empty = keys.length === 0;
    member = false;
  } else {
    if (form === LIST && !t.list!.atomic) {
      member = false;
      if (Array.isArray(v)) set = listChildren(v, t.list!, like);
    } else if (form === MAP && !t.map!.atomic) member = false;
    empty = isObject(v) && isEmptyObject(v);
  }
  selfMember = member;
  emptyMap = empty;
  return set;
}

// While every node made so far is the previous set's own node (same element, same
// member flag, the very same child set), nothing is built: `marks` notes which
// keys or items gave those nodes, and the map of nodes is made at the first one
// that differs, from the noted nodes. A set equal to the previous one is never
// built at all, and `like` itself comes back.

/** The nodes noted so far (positions marked in `marks`), found in `like`. */
function notedNodes(
  like: FieldSet,
  marks: Uint8Array | null,
  upTo: number,
  peAt: (i: number) => PathElement,
): Map<string, SetNode> {
  const out = new Map<string, SetNode>();
  if (marks === null) return out;
  const cursor = NodeCursor.over(like);
  for (let j = 0; j < upTo; j++) {
    if (marks[j] === 0) continue;
    const pe = peAt(j);
    const n = like.find(pe, cursor)!;
    out.set(n.pe.id, n);
  }
  return out;
}

/** The paths below the map `v`, whose keys (at least one) are `keys`. */
function mapChildren(
  v: JsonObject,
  keys: readonly string[],
  m: MapType,
  like: FieldSet | null,
): FieldSet | null {
  const vals = valuesOf(v);
  const hasFields = m.fields.size > 0;
  // Beside a big previous set, each key's node there is found in step, and an
  // undeclared key takes the element found instead of a new one.
  const cursor = like === null ? null : NodeCursor.over(like);
  let out: Map<string, SetNode> | null = like === null ? new Map() : null;
  let marks: Uint8Array | null = null;
  let noted = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const f = hasFields ? m.fields.get(k) : undefined;
    const ft = f !== undefined ? f.type : m.elem;
    const val = vals !== null ? vals[i] : v[k];
    let pe: PathElement;
    let prev: SetNode | undefined;
    if (cursor !== null) {
      prev = f !== undefined ? cursor.find(f.pe) : cursor.findField(k);
      pe = f !== undefined ? f.pe : (prev?.pe ?? fieldElement(k));
    } else {
      pe = f !== undefined ? f.pe : fieldElement(k);
      prev = like?.find(pe);
    }
    // A declared field is owned itself only when null or an empty map; other keys always.
    let child: FieldSet | null = null;
    let member = true;
    if (ft !== null) {
      child = nodeChildren(val, ft, prev?.child ?? null);
      member = selfMember || emptyMap || val === null || f === undefined;
    }
    if (!member && child === null) continue;
    if (out === null) {
      if (prev !== undefined && prev.member === member && prev.child === child) {
        marks ??= new Uint8Array(keys.length);
        marks[i] = 1;
        noted++;
        continue;
      }
      out = notedNodes(like!, marks, i, (j) => mapKeyElement(m, keys[j]));
    }
    out.set(pe.id, { pe, member, child });
  }
  if (out === null) {
    if (noted === like!.count) return noted === 0 ? null : like;
    out = notedNodes(like!, marks, keys.length, (j) => mapKeyElement(m, keys[j]));
  }
  return out.size === 0 ? null : new FieldSet(out);
}

function mapKeyElement(m: MapType, k: string): PathElement {
  const f = m.fields.size > 0 ? m.fields.get(k) : undefined;
  return f !== undefined ? f.pe : fieldElement(k);
}

function listChildren(v: JsonValue[], list: ListType, like: FieldSet | null): FieldSet | null {
  if (v.length === 0) return null;
  const pes = itemElements(list, v);
  // A repeated id is owned as a whole, once, without its children.
  const dups = v.length > 1 ? itemIndex(list, v).dups : null;
  let out: Map<string, SetNode> | null = like === null || dups !== null ? new Map() : null;
  if (dups !== null) {
    const first = itemIndex(list, v).first;
    for (const id of dups)
      out!.set(id, { pe: pes[first.get(id)!] as PathElement, member: true, child: null });
  }
  const cursor = like === null ? null : NodeCursor.over(like);
  let marks: Uint8Array | null = null;
  let noted = 0;
  for (let i = 0; i < v.length; i++) {
    const pe = pes[i];
    if (typeof pe === 'string' || dups?.has(pe.id)) continue;
    const prev = like?.find(pe, cursor);
    const child = nodeChildren(v[i], list.elem, prev?.child ?? null);
    if (out === null) {
      if (prev?.member && prev.child === child) {
        marks ??= new Uint8Array(v.length);
        marks[i] = 1;
        noted++;
        continue;
      }
      out = notedNodes(like!, marks, i, (j) => pes[j] as PathElement);
    }
    out.set(pe.id, { pe, member: true, child });
  }
  if (out === null) {
    if (noted === like!.count) return noted === 0 ? null : like;
    out = notedNodes(like!, marks, v.length, (j) => pes[j] as PathElement);
  }
  return out.size === 0 ? null : new FieldSet(out);
}
