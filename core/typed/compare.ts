// Compare two versions of an object: the fields added, removed and modified.
// Leaves and atomic values compare by value; a map or list node that appears or
// disappears as a whole is itself added or removed, along with its descendants.
// Subtrees shared by reference are equal and are skipped without a walk.

import { fieldElement, type PathElement, pathString } from '../fieldpath/element.ts';
import { FieldSet } from '../fieldpath/set.ts';
import type { ListType, MapType, TypeNode } from '../schema/model.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { ValidationError, type ValidationIssue } from './errors.ts';
import { formMask, LIST, MAP, pickForm, SCALAR } from './forms.ts';
import {
  type ItemIndex,
  inOperation,
  isRepeat,
  itemElements,
  itemIndex,
  keysOf,
  ValueCursor,
  valuesOf,
} from './operation.ts';
import { scalarIssue } from './validate.ts';

export interface Comparison {
  added: FieldSet;
  removed: FieldSet;
  modified: FieldSet;
}

class Walker {
  readonly added = new FieldSet();
  readonly removed = new FieldSet();
  readonly modified = new FieldSet();
  readonly path: PathElement[] = [];
  readonly issues: ValidationIssue[] = [];

  node(lhs: JsonValue | undefined, rhs: JsonValue | undefined, t: TypeNode): void {
    if (lhs !== undefined && lhs === rhs) return;
    const ml = formMask(t, lhs);
    const mr = formMask(t, rhs);
    let leaf: boolean;
    if (rhs === undefined) leaf = this.form(pickForm(ml), lhs, rhs, t);
    else if (lhs === undefined || ml === mr) leaf = this.form(pickForm(mr), lhs, rhs, t);
    else {
      // The value changed kind: both readings are walked, the second decides leafness.
      this.form(pickForm(ml), lhs, rhs, t);
      leaf = this.form(pickForm(mr), lhs, rhs, t);
    }
    if (!leaf && this.path.length > 0) {
      if (lhs === undefined) this.added.insert(this.path);
      else if (rhs === undefined) this.removed.insert(this.path);
    }
  }

  private leaf(lhs: JsonValue | undefined, rhs: JsonValue | undefined): true {
    if (this.path.length === 0) return true;
    if (lhs === undefined) this.added.insert(this.path);
    else if (rhs === undefined) this.removed.insert(this.path);
    else if (!deepEqual(lhs, rhs)) this.modified.insert(this.path);
    return true;
  }

  /** Handle one form; returns true when the node was compared as a leaf. */
  private form(form: number, lhs: JsonValue | undefined, rhs: JsonValue | undefined, t: TypeNode): boolean {
    if (form === SCALAR) {
      // Reported only when both sides are wrong: the old value is read for it only then.
      const re = scalarIssue(t.scalar!, rhs);
      const le = re === null ? null : scalarIssue(t.scalar!, lhs);
      if (le && re) {
        this.issues.push({ path: pathString(this.path), message: `lhs: ${le}` });
        this.issues.push({ path: pathString(this.path), message: `rhs: ${re}` });
        return false;
      }
      return this.leaf(lhs, rhs);
    }
    if (form === LIST) {
      const ll = Array.isArray(lhs) ? lhs : null;
      const rl = Array.isArray(rhs) ? rhs : null;
      if (t.list!.atomic || ((ll === null || ll.length === 0) && (rl === null || rl.length === 0))) {
        return this.leaf(lhs, rhs);
      }
      this.items(t, ll ?? [], rl ?? []);
      return false;
    }
    if (form === MAP) {
      const lm = isObject(lhs) ? lhs : null;
      const rm = isObject(rhs) ? rhs : null;
      if (t.map!.atomic) return this.leaf(lhs, rhs);
      const lkeys = lm === null ? NO_KEYS : keysOf(t.map!, lm);
      const rkeys = rm === null ? NO_KEYS : keysOf(t.map!, rm);
      if (lkeys.length === 0 && rkeys.length === 0) return this.leaf(lhs, rhs);
      this.entries(t, lm, rm, lkeys, rkeys);
      return false;
    }
    this.issues.push({ path: pathString(this.path), message: `schema error: invalid atom: ${t.name}` });
    return false;
  }

  private entries(
    t: TypeNode,
    lm: JsonObject | null,
    rm: JsonObject | null,
    lkeys: readonly string[],
    rkeys: readonly string[],
  ): void {
    const m = t.map!;
    // Big maps are read in sequence where this operation knows their values
    // (ValueCursor): the new map mostly keeps the live keys in their order.
    // Keys of the new map also in the old one, counted on the way: when that is all
    // of them, no key was added, and the new keys need not be looked up again.
    let shared = 0;
    if (lkeys.length > 0) {
      const lvals = valuesOf(lm!);
      const rc = rm === null ? null : new ValueCursor(m, rm);
      for (let i = 0; i < lkeys.length; i++) {
        const k = lkeys[i];
        const rv = rc === null ? undefined : rc.get(k);
        if (rv !== undefined) shared++;
        this.entry(m, k, lvals !== null ? lvals[i] : lm![k], rv);
      }
    }
    if (rkeys.length > shared) {
      const rvals = valuesOf(rm!);
      const lc = lm === null ? null : new ValueCursor(m, lm);
      for (let i = 0; i < rkeys.length; i++) {
        const k = rkeys[i];
        if (lc === null || lc.get(k) === undefined)
          this.entry(m, k, undefined, rvals !== null ? rvals[i] : rm![k]);
      }
    }
  }

  private entry(m: MapType, k: string, lv: JsonValue | undefined, rv: JsonValue | undefined): void {
    if (lv !== undefined && lv === rv) return; // shared subtree: nothing changed below
    const f = m.fields.size > 0 ? m.fields.get(k) : undefined;
    const ft = f !== undefined ? f.type : m.elem;
    this.path.push(f !== undefined ? f.pe : fieldElement(k));
    if (ft === null)
      this.issues.push({ path: pathString(this.path), message: 'field not declared in schema' });
    else this.node(lv, rv, ft);
    this.path.pop();
  }

  private items(t: TypeNode, ll: JsonValue[], rl: JsonValue[]): void {
    const list = t.list!;
    const ls = new Side(list, ll);
    const rs = new Side(list, rl);
    for (const s of [ls, rs])
      for (let i = 0; i < s.items.length; i++) {
        const pe = s.pes[i];
        if (typeof pe === 'string')
          this.issues.push({ path: pathString(this.path), message: `element ${i}: ${pe}` });
      }
    // Ids in the order they first appear: the live list's, then the new ones. The
    // new list mostly keeps the live order, so its cursor finds most items in place.
    // Where its ids are unique, the items paired are marked by position, and the
    // new ones are those left unmarked: no table look-up for items found in place.
    const paired = rs.index.dups === null ? new Uint8Array(rl.length) : null;
    let j = 0;
    for (let i = 0; i < ll.length; i++) {
      const pe = ls.firstAt(i);
      if (pe === null) continue;
      let at: number | undefined;
      if (rs.idAt(j) === pe.id) at = j++;
      else if (rs.idAt(j + 1) === pe.id) {
        at = j + 1; // one item inserted here
        j += 2;
      } else at = rs.index.first.get(pe.id);
      if (at !== undefined && paired !== null) paired[at] = 1;
      this.pair(pe, ls.slotAt(i), at === undefined ? undefined : rs.slotAt(at), list.elem);
    }
    for (let i = 0; i < rl.length; i++) {
      const pe = rs.firstAt(i);
      if (pe !== null && (paired !== null ? paired[i] === 0 : !ls.index.first.has(pe.id)))
        this.pair(pe, undefined, rs.slotAt(i), list.elem);
    }
  }

  private pair(pe: PathElement, l: Slot | undefined, r: Slot | undefined, elem: TypeNode): void {
    this.path.push(pe);
    const ld = l instanceof Dups ? l : null;
    const rd = r instanceof Dups ? r : null;
    const lOne = ld === null ? (l as JsonValue | undefined) : undefined;
    const rOne = rd === null ? (r as JsonValue | undefined) : undefined;
    if (ld === null && rd === null) this.node(lOne, rOne, elem);
    else if (ld !== null && rd !== null) {
      // Duplicated on both sides: equal as a sequence, or modified as a whole.
      if (!deepEqual(ld.items, rd.items)) this.modified.insert(this.path);
    } else if (ld !== null) {
      if (rOne !== undefined) this.node(undefined, rOne, elem);
      this.removed.insert(this.path);
    } else {
      if (lOne !== undefined) this.node(lOne, undefined, elem);
      this.added.insert(this.path);
    }
    this.path.pop();
  }
}

/** One list of a comparison, looked up by element id. */
class Side {
  readonly pes: readonly (PathElement | string)[];
  readonly index: ItemIndex;
  private dupItems: Map<string, Dups> | null = null;

  constructor(
    list: ListType,
    readonly items: JsonValue[],
  ) {
    this.pes = itemElements(list, items);
    this.index = itemIndex(list, items);
  }

  /** The element of item i when it is the first item with its id, else null. */
  firstAt(i: number): PathElement | null {
    const pe = this.pes[i];
    return typeof pe === 'string' || isRepeat(this.index, pe, i) ? null : pe;
  }

  /** The element id of item i; undefined past the end or for an item without one. */
  idAt(i: number): string | undefined {
    const pe = i < this.pes.length ? this.pes[i] : undefined;
    return typeof pe === 'object' ? pe.id : undefined;
  }

  /** The slot of the id of item i, a first item (the item itself unless its id repeats). */
  slotAt(i: number): Slot | undefined {
    const dups = this.index.dups;
    return dups === null ? this.items[i] : this.slot((this.pes[i] as PathElement).id);
  }

  /** The item with this id, Dups when several have it, undefined when none. */
  slot(id: string): Slot | undefined {
    const at = this.index.first.get(id);
    if (at === undefined) return undefined;
    const dups = this.index.dups;
    if (dups === null || !dups.has(id)) return this.items[at];
    if (this.dupItems === null) {
      const byId = new Map<string, Dups>();
      for (let i = 0; i < this.items.length; i++) {
        const pe = this.pes[i];
        if (typeof pe === 'string' || !dups.has(pe.id)) continue;
        const d = byId.get(pe.id);
        if (d === undefined) byId.set(pe.id, new Dups([this.items[i]]));
        else d.items.push(this.items[i]);
      }
      this.dupItems = byId;
    }
    return this.dupItems.get(id);
  }
}

/** Items of one list that share an element id. */
class Dups {
  constructor(readonly items: JsonValue[]) {}
}

type Slot = JsonValue | Dups;

const NO_KEYS: readonly string[] = [];

export function compare(lhs: JsonValue | undefined, rhs: JsonValue | undefined, type: TypeNode): Comparison {
  return inOperation(() => {
    const w = new Walker();
    if (lhs !== undefined || rhs !== undefined) w.node(lhs, rhs, type);
    if (w.issues.length > 0) throw new ValidationError(w.issues);
    return { added: w.added, removed: w.removed, modified: w.modified };
  });
}
