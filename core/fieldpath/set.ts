// A set of field paths, stored as a trie. Each node maps an element id to
// { member, child }: `member` says the path ending here is in the set, `child`
// holds the longer paths through it. Sets are treated as immutable once built:
// operations return new sets and share untouched subtrees.
//
// A set holds its nodes by id, in element order, or both; the missing form is
// made when first needed. Sets read from FieldsV1 as the API server writes it, and
// the sets derived from them by the algebra, come in element order and are looked
// up by walking or searching that order, so a manager's big set is never hashed:
// on maps of tens of thousands of keys the hash table outgrows the processor's
// caches and costs several times more per key than a walk in order.

import { sortInPlace } from '../sort.ts';
import { compareElements, FIELD, fieldElement, type Path, type PathElement } from './element.ts';

export interface SetNode {
  readonly pe: PathElement;
  member: boolean;
  child: FieldSet | null;
}

export class FieldSet {
  private byId: Map<string, SetNode> | null;
  private ordered: readonly SetNode[] | null;

  /** A set of these nodes by id; or, given `ordered` instead, of nodes in element order (see inOrder). */
  constructor(nodes?: Map<string, SetNode>, ordered?: readonly SetNode[]) {
    this.ordered = ordered ?? null;
    this.byId = nodes ?? (ordered === undefined ? new Map() : null);
  }

  /** The set of these nodes, given in element order with distinct ids (the array becomes the set's). */
  static inOrder(nodes: readonly SetNode[]): FieldSet {
    return nodes.length === 0 ? EMPTY : new FieldSet(undefined, nodes);
  }

  static of(...paths: Path[]): FieldSet {
    const s = new FieldSet();
    for (const p of paths) s.insert(p);
    return s;
  }

  /** The nodes by id. */
  get nodes(): ReadonlyMap<string, SetNode> {
    return this.table(false);
  }

  /** The number of nodes (elements) at this level. */
  get count(): number {
    return this.ordered !== null ? this.ordered.length : this.byId!.size;
  }

  /** The nodes at this level: in element order when the set knows it, otherwise as inserted. */
  each(): Iterable<SetNode> {
    return this.ordered ?? this.byId!.values();
  }

  /** The nodes in element order, when the set holds them so. */
  knownOrder(): readonly SetNode[] | null {
    return this.ordered;
  }

  /** The node of `pe`, if any; found through `along`, a cursor over this set, when given one. */
  find(pe: PathElement, along: NodeCursor | null = null): SetNode | undefined {
    if (along !== null) return along.find(pe);
    if (this.byId !== null) return this.byId.get(pe.id);
    const list = this.ordered!;
    const i = indexIn(list, pe, 0, list.length);
    return i < 0 ? undefined : list[i];
  }

  isEmpty(): boolean {
    return this.count === 0;
  }

  /** Number of paths in the set. */
  size(): number {
    let n = 0;
    for (const node of this.each()) {
      if (node.member) n++;
      if (node.child) n += node.child.size();
    }
    return n;
  }

  // ---- building (only while the set is private to its builder) ----

  insert(path: Path): void {
    if (path.length === 0) return;
    let s: FieldSet = this;
    for (let i = 0; i < path.length - 1; i++) s = s.childFor(path[i]);
    s.addMember(path[path.length - 1]);
  }

  addMember(pe: PathElement): void {
    const n = this.nodes.get(pe.id);
    if (n) n.member = true;
    else this.table(true).set(pe.id, { pe, member: true, child: null });
  }

  /** The child set under `pe`, created empty if absent: callers must put something in it. */
  childFor(pe: PathElement): FieldSet {
    let n = this.nodes.get(pe.id);
    if (!n) {
      n = { pe, member: false, child: null };
      this.table(true).set(pe.id, n);
    }
    if (!n.child) n.child = new FieldSet();
    return n.child;
  }

  /** Attach a finished child set (ignored when empty). */
  setChild(pe: PathElement, child: FieldSet): void {
    if (child.isEmpty()) return;
    const n = this.nodes.get(pe.id);
    if (n) n.child = n.child ? n.child.union(child) : child;
    else this.table(true).set(pe.id, { pe, member: false, child });
  }

  // The nodes by id, made from the order if needed. A builder about to add nodes
  // (`adding`) drops the order, which no longer holds.
  private table(adding: boolean): Map<string, SetNode> {
    if (this.byId === null) {
      const m = new Map<string, SetNode>();
      for (const n of this.ordered!) m.set(n.pe.id, n);
      this.byId = m;
    }
    if (adding) this.ordered = null;
    return this.byId;
  }

  // ---- queries ----

  has(path: Path): boolean {
    if (path.length === 0) return false;
    let s: FieldSet | null = this;
    for (let i = 0; i < path.length - 1; i++) {
      s = s.find(path[i])?.child ?? null;
      if (!s) return false;
    }
    return s.find(path[path.length - 1])?.member === true;
  }

  hasMember(pe: PathElement): boolean {
    return this.find(pe)?.member === true;
  }

  /** The paths below `pe`, without the `pe` prefix. */
  withPrefix(pe: PathElement): FieldSet {
    return this.find(pe)?.child ?? EMPTY;
  }

  /** Nodes in the Go library's element order. */
  sorted(): readonly SetNode[] {
    if (this.ordered === null) {
      const nodes: SetNode[] = new Array(this.byId!.size);
      let i = 0;
      for (const n of this.byId!.values()) nodes[i++] = n;
      this.ordered = sortInPlace(nodes, byElement);
    }
    return this.ordered;
  }

  /** Every path, in the Go library's order: a node's members first, then each child's paths. */
  iterate(fn: (p: Path) => void, prefix: PathElement[] = []): void {
    const sorted = this.sorted();
    for (const n of sorted) if (n.member) fn([...prefix, n.pe]);
    for (const n of sorted) {
      if (n.child) {
        prefix.push(n.pe);
        n.child.iterate(fn, prefix);
        prefix.pop();
      }
    }
  }

  paths(): Path[] {
    const out: Path[] = [];
    this.iterate((p) => out.push(p));
    return out;
  }

  equals(o: FieldSet): boolean {
    if (this === o) return true;
    if (this.count !== o.count) return false;
    const along = NodeCursor.over(o);
    for (const n of this.each()) {
      const m = o.find(n.pe, along);
      if (!m || m.member !== n.member) return false;
      if (n.child === null || m.child === null) {
        if (n.child !== m.child) return false;
      } else if (!n.child.equals(m.child)) return false;
    }
    return true;
  }

  // ---- algebra ----

  union(o: FieldSet): FieldSet {
    if (o.count === 0 || o === this) return this;
    if (this.count === 0) return o;
    if (this.ordered !== null && o.ordered !== null) {
      const merged = unionInOrder(this.ordered, o.ordered);
      // Nothing new: this set itself (its encoding, remembered by identity, holds).
      if (merged === this.ordered) return this;
      if (merged !== null) return FieldSet.inOrder(merged);
    }
    // Copied at the first node the other set adds to: a big set that takes
    // nothing new (a client-side apply's update of fields it owns) is not copied.
    let out: Map<string, SetNode> | null = null;
    const along = NodeCursor.over(this);
    for (const m of o.each()) {
      const id = m.pe.id;
      const n = out === null ? this.find(m.pe, along) : out.get(id);
      const j = n === undefined ? m : joined(n, m);
      if (j !== n) {
        if (out === null) out = new Map(this.nodes);
        out.set(id, j);
      }
    }
    return out !== null ? new FieldSet(out) : this;
  }

  intersection(o: FieldSet): FieldSet {
    if (this.count === 0 || o.count === 0) return EMPTY;
    if (o === this) return this;
    // Walk the smaller side and look up in the bigger: a manager's big set
    // intersected with a few changed fields costs the few look-ups. Elements are
    // this set's either way (they may print numbers as decoded FieldsV1 does).
    const small = o.count < this.count ? o : this;
    const big = small === this ? o : this;
    const out = new Map<string, SetNode>();
    const along = NodeCursor.over(big);
    for (const s of small.each()) {
      const b = big.find(s.pe, along);
      if (!b) continue;
      const n = small === this ? s : b;
      const m = small === this ? b : s;
      const member = n.member && m.member;
      let child: FieldSet | null = null;
      if (n.child !== null && m.child !== null) {
        child = n.child.intersection(m.child);
        if (child.count === 0) child = null;
      }
      if (member || child) out.set(n.pe.id, { pe: n.pe, member, child });
    }
    return out.size === 0 ? EMPTY : new FieldSet(out);
  }

  /** Members of this not in o; children recursively minus o's children (o's members do not remove subtrees). */
  difference(o: FieldSet): FieldSet {
    return this.without(o, false);
  }

  /** Like difference, but a member of o also removes everything below it. */
  recursiveDifference(o: FieldSet): FieldSet {
    return this.without(o, true);
  }

  private without(o: FieldSet, recursive: boolean): FieldSet {
    if (o.count === 0 || this.count === 0) return this;
    if (o === this) return EMPTY;
    // The nodes of this that change, as they become (null: gone).
    const was: SetNode[] = [];
    const now: (SetNode | null)[] = [];
    const along = NodeCursor.over(this);
    for (const m of o.each()) {
      const n = this.find(m.pe, along);
      if (n === undefined) continue;
      let member = n.member;
      let child = n.child;
      if (recursive && m.member) {
        member = false;
        child = null;
      } else {
        if (!recursive) member = n.member && !m.member;
        if (child !== null && m.child !== null) {
          child = child.without(m.child, recursive);
          if (child.count === 0) child = null;
        }
      }
      if (member === n.member && child === n.child) continue;
      was.push(n);
      now.push(member || child ? { pe: n.pe, member, child } : null);
    }
    if (was.length === 0) return this;
    if (this.ordered !== null) return FieldSet.inOrder(replaced(this.ordered, was, now));
    const out = new Map(this.nodes);
    for (let i = 0; i < was.length; i++) {
      const id = was[i].pe.id;
      const n = now[i];
      if (n === null) out.delete(id);
      else out.set(id, n);
    }
    return out.size === 0 ? EMPTY : new FieldSet(out);
  }

  /** Only the paths that have no path below them in the set. */
  leaves(): FieldSet {
    const out = new Map<string, SetNode>();
    for (const n of this.each()) {
      const id = n.pe.id;
      const child = n.child ? n.child.leaves() : null;
      const member = n.member && n.child === null;
      const c = child && child.count > 0 ? child : null;
      if (member || c) out.set(id, { pe: n.pe, member, child: c });
    }
    return new FieldSet(out);
  }
}

/** The node of a set holding both `n` and `m` (same element). */
function joined(n: SetNode, m: SetNode): SetNode {
  const child = n.child === null ? m.child : m.child === null ? n.child : n.child.union(m.child);
  const member = n.member || m.member;
  // `m` adds nothing below or at `n`: `n` itself.
  if (child === n.child && member === n.member) return n;
  return { pe: n.pe, member, child };
}

/** Two ordered node lists merged in order; null if two elements tie without being the same. */
function unionInOrder(a: readonly SetNode[], b: readonly SetNode[]): SetNode[] | null {
  const out: SetNode[] = [];
  let i = 0;
  let j = 0;
  let same = true;
  while (i < a.length && j < b.length) {
    const c = compareElements(a[i].pe, b[j].pe);
    if (c < 0) out.push(a[i++]);
    else if (c > 0) {
      out.push(b[j++]);
      same = false;
    } else if (a[i].pe.id !== b[j].pe.id) return null;
    else {
      const n = joined(a[i], b[j++]);
      if (n !== a[i++]) same = false;
      out.push(n);
    }
  }
  if (j < b.length) same = false;
  // `b` added nothing: `a` itself.
  if (same) return a as SetNode[];
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/** `list` with each node of `was` replaced by the same position of `now`, or left out for null. */
function replaced(
  list: readonly SetNode[],
  was: readonly SetNode[],
  now: readonly (SetNode | null)[],
): SetNode[] {
  let gone = 0;
  for (let i = 0; i < now.length; i++) if (now[i] === null) gone++;
  // Sized once: on big sets, growing the array by steps costs fresh memory each step.
  const out: SetNode[] = new Array(list.length - gone);
  // `was` is usually in list order (both sets ordered): one pass in step.
  let w = 0;
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    if (k < was.length && n === was[k]) {
      const r = now[k++];
      if (r !== null) out[w++] = r;
    } else out[w++] = n;
  }
  if (k === was.length) return out;
  const swap = new Map<SetNode, SetNode | null>();
  for (let i = 0; i < was.length; i++) swap.set(was[i], now[i]);
  w = 0;
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    const r = swap.get(n);
    if (r === undefined) out[w++] = n;
    else if (r !== null) out[w++] = r;
  }
  // The pass in step may have run past the end.
  out.length = w;
  return out;
}

/** The position of `pe`'s node in the ordered `list`, searched in [lo, hi); -1 if absent. */
function indexIn(list: readonly SetNode[], pe: PathElement, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareElements(list[mid].pe, pe) < 0) lo = mid + 1;
    else hi = mid;
  }
  // Elements can tie without being the same (numbers written two ways).
  for (let i = lo; i < list.length && compareElements(list[i].pe, pe) === 0; i++)
    if (list[i].pe.id === pe.id) return i;
  return -1;
}

/**
 * Looks nodes of one set up, for a caller that asks in about the set's own order
 * (a configuration applied again by the manager that applied it; the changes of
 * one manager against another's big set): reads the set alongside, and where the
 * orders part, searches ahead from the last node found (or the whole set when
 * the one asked for lies behind), so big sets are read in sequence rather than
 * at random.
 */
export class NodeCursor {
  // The set's nodes in order, with the position after the last node found; or,
  // for a set that holds no order, its table read in insertion order.
  private readonly list: readonly SetNode[] | null;
  private at = 0;
  // Look-ups that went back in the order. A caller asking in an order of its own
  // (a map's keys as written, not sorted) is served from the set's table instead,
  // made once, after the first few.
  private behind = 0;
  private readonly it: Iterator<SetNode> | null;
  private next: SetNode | undefined;

  private constructor(private readonly set: FieldSet) {
    this.list = set.knownOrder();
    this.it = this.list === null ? set.each()[Symbol.iterator]() : null;
    this.next = this.it?.next().value;
  }

  /** A cursor over a set big enough to gain from one; null for small sets, looked up directly. */
  static over(set: FieldSet): NodeCursor | null {
    return set.count > 16 ? new NodeCursor(set) : null;
  }

  /** The node of `pe`. */
  find(pe: PathElement): SetNode | undefined {
    if (this.list === null) return this.step(pe.id, false) ?? this.set.nodes.get(pe.id);
    const list = this.list;
    const p = this.at;
    // In step: the next node, or the one after (the set may hold one more here).
    if (p < list.length && list[p].pe.id === pe.id) {
      this.at = p + 1;
      return list[p];
    }
    if (p + 1 < list.length && list[p + 1].pe.id === pe.id) {
      this.at = p + 2;
      return list[p + 1];
    }
    return this.search(pe);
  }

  /**
   * find() for the field element of a map key, by the key itself: a caller that
   * finds it in step takes the set's element and need not make one (the keys of a
   * big map, each an element and an id string otherwise).
   */
  findField(name: string): SetNode | undefined {
    if (this.list === null) return this.step(name, true) ?? this.set.nodes.get(`f:${name}`);
    const list = this.list;
    const p = this.at;
    if (p < list.length && isField(list[p], name)) {
      this.at = p + 1;
      return list[p];
    }
    if (p + 1 < list.length && isField(list[p + 1], name)) {
      this.at = p + 2;
      return list[p + 1];
    }
    return this.search(fieldElement(name));
  }

  // Out of step: search ahead of the position by doubling strides, or the whole
  // list when `pe` lies behind it.
  private search(pe: PathElement): SetNode | undefined {
    if (this.behind > BEHIND_BEFORE_TABLE) return this.set.nodes.get(pe.id);
    const list = this.list!;
    let lo = 0;
    let hi = list.length;
    if (this.at < list.length && compareElements(list[this.at].pe, pe) < 0) {
      lo = this.at + 1;
      let stride = 1;
      while (lo + stride < list.length && compareElements(list[lo + stride].pe, pe) < 0) {
        lo += stride + 1;
        stride *= 2;
      }
      hi = Math.min(list.length, lo + stride + 1);
    } else this.behind++;
    const i = indexIn(list, pe, lo, hi);
    if (i < 0) return undefined;
    this.at = i + 1;
    return list[i];
  }

  // A set without order: its next node in insertion order, or the one after.
  private step(key: string, byName: boolean): SetNode | undefined {
    let n = this.next;
    if (n !== undefined && !matches(n, key, byName)) n = this.next = this.it!.next().value;
    if (n !== undefined && matches(n, key, byName)) {
      this.next = this.it!.next().value;
      return n;
    }
    return undefined;
  }
}

const BEHIND_BEFORE_TABLE = 16;

function isField(n: SetNode, name: string): boolean {
  return n.pe.kind === FIELD && n.pe.name === name;
}

function matches(n: SetNode, key: string, byName: boolean): boolean {
  return byName ? isField(n, key) : n.pe.id === key;
}

const byElement = (a: SetNode, b: SetNode): number => compareElements(a.pe, b.pe);

export const EMPTY: FieldSet = new FieldSet();
