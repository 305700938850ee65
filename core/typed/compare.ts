// Compare two versions of an object: the fields added, removed and modified.
// Leaves and atomic values compare by value; a map or list node that appears or
// disappears as a whole is itself added or removed, along with its descendants.
// Subtrees shared by reference are equal and are skipped without a walk.

import { fieldElement, type PathElement, pathString } from '../fieldpath/element.ts';
import { FieldSet } from '../fieldpath/set.ts';
import type { ListType, MapType, TypeNode } from '../schema/model.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { ValidationError, type ValidationIssue } from './errors.ts';
import { formMask, itemElements, LIST, MAP, pickForm, SCALAR } from './forms.ts';
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
      const le = scalarIssue(t.scalar!, lhs);
      const re = scalarIssue(t.scalar!, rhs);
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
      const lkeys = lm === null ? NO_KEYS : Object.keys(lm);
      const rkeys = rm === null ? NO_KEYS : Object.keys(rm);
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
    lkeys: string[],
    rkeys: string[],
  ): void {
    const m = t.map!;
    for (let i = 0; i < lkeys.length; i++) {
      const k = lkeys[i];
      this.entry(m, k, lm![k], rm === null ? undefined : ownValue(rm, k));
    }
    for (let i = 0; i < rkeys.length; i++) {
      const k = rkeys[i];
      if (lm === null || ownValue(lm, k) === undefined) this.entry(m, k, undefined, rm![k]);
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

  /**
   * Index a list's items by element id (an item, or Dups when the id repeats),
   * adding first-seen ids that `skip` lacks to `order`.
   */
  private group(
    list: ListType,
    items: JsonValue[],
    order: PathElement[],
    skip: Map<string, Slot> | null,
  ): Map<string, Slot> {
    const byId = new Map<string, Slot>();
    const pes = itemElements(list, items);
    for (let i = 0; i < items.length; i++) {
      const pe = pes[i];
      if (typeof pe === 'string') {
        this.issues.push({ path: pathString(this.path), message: `element ${i}: ${pe}` });
        continue;
      }
      const seen = byId.get(pe.id);
      if (seen === undefined) {
        byId.set(pe.id, items[i]);
        if (skip === null || !skip.has(pe.id)) order.push(pe);
      } else if (seen instanceof Dups) seen.items.push(items[i]);
      else byId.set(pe.id, new Dups([seen, items[i]]));
    }
    return byId;
  }

  private items(t: TypeNode, ll: JsonValue[], rl: JsonValue[]): void {
    const list = t.list!;
    const order: PathElement[] = [];
    const lv = this.group(list, ll, order, null);
    const rv = this.group(list, rl, order, lv);
    for (const pe of order) {
      const l = lv.get(pe.id);
      const r = rv.get(pe.id);
      this.path.push(pe);
      const ld = l instanceof Dups ? l : null;
      const rd = r instanceof Dups ? r : null;
      const lOne = ld === null ? (l as JsonValue | undefined) : undefined;
      const rOne = rd === null ? (r as JsonValue | undefined) : undefined;
      if (ld === null && rd === null) this.node(lOne, rOne, list.elem);
      else if (ld !== null && rd !== null) {
        // Duplicated on both sides: equal as a sequence, or modified as a whole.
        if (!deepEqual(ld.items, rd.items)) this.modified.insert(this.path);
      } else if (ld !== null) {
        if (rOne !== undefined) this.node(undefined, rOne, list.elem);
        this.removed.insert(this.path);
      } else {
        if (lOne !== undefined) this.node(lOne, undefined, list.elem);
        this.added.insert(this.path);
      }
      this.path.pop();
    }
  }
}

/** Items of one list that share an element id. */
class Dups {
  constructor(readonly items: JsonValue[]) {}
}

type Slot = JsonValue | Dups;

const NO_KEYS: string[] = [];

export function compare(lhs: JsonValue | undefined, rhs: JsonValue | undefined, type: TypeNode): Comparison {
  const w = new Walker();
  if (lhs !== undefined || rhs !== undefined) w.node(lhs, rhs, type);
  if (w.issues.length > 0) throw new ValidationError(w.issues);
  return { added: w.added, removed: w.removed, modified: w.modified };
}
