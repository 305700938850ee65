// A set of field paths, stored as a trie. Each node maps an element id to
// { member, child }: `member` says the path ending here is in the set, `child`
// holds the longer paths through it. Sets are treated as immutable once built:
// operations return new sets and share untouched subtrees.

import { sortInPlace } from '../sort.ts';
import { compareElements, FIELD, type Path, type PathElement } from './element.ts';

export interface SetNode {
  readonly pe: PathElement;
  member: boolean;
  child: FieldSet | null;
}

export class FieldSet {
  readonly nodes: Map<string, SetNode>;
  private sortedCache: SetNode[] | null = null;

  constructor(nodes?: Map<string, SetNode>) {
    this.nodes = nodes ?? new Map();
  }

  static of(...paths: Path[]): FieldSet {
    const s = new FieldSet();
    for (const p of paths) s.insert(p);
    return s;
  }

  isEmpty(): boolean {
    return this.nodes.size === 0;
  }

  /** Number of paths in the set. */
  size(): number {
    let n = 0;
    for (const node of this.nodes.values()) {
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
    else {
      this.nodes.set(pe.id, { pe, member: true, child: null });
      this.sortedCache = null;
    }
  }

  /** The child set under `pe`, created empty if absent: callers must put something in it. */
  childFor(pe: PathElement): FieldSet {
    let n = this.nodes.get(pe.id);
    if (!n) {
      n = { pe, member: false, child: null };
      this.nodes.set(pe.id, n);
      this.sortedCache = null;
    }
    if (!n.child) n.child = new FieldSet();
    return n.child;
  }

  /** Attach a finished child set (ignored when empty). */
  setChild(pe: PathElement, child: FieldSet): void {
    if (child.isEmpty()) return;
    const n = this.nodes.get(pe.id);
    if (n) n.child = n.child ? n.child.union(child) : child;
    else {
      this.nodes.set(pe.id, { pe, member: false, child });
      this.sortedCache = null;
    }
  }

  // ---- queries ----

  has(path: Path): boolean {
    if (path.length === 0) return false;
    let s: FieldSet | null = this;
    for (let i = 0; i < path.length - 1; i++) {
      s = s.nodes.get(path[i].id)?.child ?? null;
      if (!s) return false;
    }
    return s.nodes.get(path[path.length - 1].id)?.member === true;
  }

  hasMember(pe: PathElement): boolean {
    return this.nodes.get(pe.id)?.member === true;
  }

  /** The paths below `pe`, without the `pe` prefix. */
  withPrefix(pe: PathElement): FieldSet {
    return this.nodes.get(pe.id)?.child ?? EMPTY;
  }

  /** Nodes in the Go library's element order. */
  sorted(): SetNode[] {
    if (this.sortedCache === null) {
      const nodes: SetNode[] = new Array(this.nodes.size);
      let i = 0;
      for (const n of this.nodes.values()) nodes[i++] = n;
      this.sortedCache = sortInPlace(nodes, byElement);
    }
    return this.sortedCache;
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
    if (this.nodes.size !== o.nodes.size) return false;
    for (const n of this.nodes.values()) {
      const id = n.pe.id;
      const m = o.nodes.get(id);
      if (!m || m.member !== n.member) return false;
      if (n.child === null || m.child === null) {
        if (n.child !== m.child) return false;
      } else if (!n.child.equals(m.child)) return false;
    }
    return true;
  }

  /**
   * Whether this set and `o` hold the same elements with the same member flags
   * and the very same child sets. For a set built beside `o` whose equal subtrees
   * were already swapped for o's own (toFieldSet with a previous set), this is
   * equality, found without walking below the first level.
   */
  sameNodes(o: FieldSet): boolean {
    if (o === this) return true;
    if (this.nodes.size !== o.nodes.size) return false;
    const along = NodeCursor.over(o);
    for (const n of this.nodes.values()) {
      const m = along === null ? o.nodes.get(n.pe.id) : along.find(n.pe.id);
      if (m === undefined || m.member !== n.member || m.child !== n.child) return false;
    }
    return true;
  }

  // ---- algebra ----

  union(o: FieldSet): FieldSet {
    if (o.nodes.size === 0 || o === this) return this;
    if (this.nodes.size === 0) return o;
    const out = new Map(this.nodes);
    for (const m of o.nodes.values()) {
      const id = m.pe.id;
      const n = out.get(id);
      if (!n) out.set(id, m);
      else {
        const child = n.child === null ? m.child : m.child === null ? n.child : n.child.union(m.child);
        out.set(id, { pe: n.pe, member: n.member || m.member, child });
      }
    }
    return new FieldSet(out);
  }

  intersection(o: FieldSet): FieldSet {
    if (this.nodes.size === 0 || o.nodes.size === 0) return EMPTY;
    if (o === this) return this;
    // Walk the smaller side and look up in the bigger: a manager's big set
    // intersected with a few changed fields costs the few look-ups. Elements are
    // this set's either way (they may print numbers as decoded FieldsV1 does).
    const small = o.nodes.size < this.nodes.size ? o : this;
    const big = small === this ? o : this;
    const out = new Map<string, SetNode>();
    const along = NodeCursor.over(big);
    for (const s of small.nodes.values()) {
      const id = s.pe.id;
      const b = along === null ? big.nodes.get(id) : along.find(id);
      if (!b) continue;
      const n = small === this ? s : b;
      const m = small === this ? b : s;
      const member = n.member && m.member;
      let child: FieldSet | null = null;
      if (n.child !== null && m.child !== null) {
        child = n.child.intersection(m.child);
        if (child.nodes.size === 0) child = null;
      }
      if (member || child) out.set(id, { pe: n.pe, member, child });
    }
    return out.size === 0 ? EMPTY : new FieldSet(out);
  }

  /** Members of this not in o; children recursively minus o's children (o's members do not remove subtrees). */
  difference(o: FieldSet): FieldSet {
    if (o.nodes.size === 0 || this.nodes.size === 0) return this;
    if (o === this) return EMPTY;
    let out: Map<string, SetNode> | null = null;
    const along = NodeCursor.over(this);
    for (const m of o.nodes.values()) {
      const id = m.pe.id;
      const n = along === null ? this.nodes.get(id) : along.find(id);
      if (!n) continue;
      const member = n.member && !m.member;
      let child = n.child;
      if (child !== null && m.child !== null) {
        child = child.difference(m.child);
        if (child.nodes.size === 0) child = null;
      }
      if (member === n.member && child === n.child) continue;
      out ??= new Map(this.nodes);
      if (member || child) out.set(id, { pe: n.pe, member, child });
      else out.delete(id);
    }
    if (out === null) return this;
    return out.size === 0 ? EMPTY : new FieldSet(out);
  }

  /** Like difference, but a member of o also removes everything below it. */
  recursiveDifference(o: FieldSet): FieldSet {
    if (o.nodes.size === 0 || this.nodes.size === 0) return this;
    if (o === this) return EMPTY;
    let out: Map<string, SetNode> | null = null;
    const along = NodeCursor.over(this);
    for (const m of o.nodes.values()) {
      const id = m.pe.id;
      const n = along === null ? this.nodes.get(id) : along.find(id);
      if (!n) continue;
      let member = n.member;
      let child = n.child;
      if (m.member) {
        member = false;
        child = null;
      } else if (child !== null && m.child !== null) {
        child = child.recursiveDifference(m.child);
        if (child.nodes.size === 0) child = null;
      }
      if (member === n.member && child === n.child) continue;
      out ??= new Map(this.nodes);
      if (member || child) out.set(id, { pe: n.pe, member, child });
      else out.delete(id);
    }
    if (out === null) return this;
    return out.size === 0 ? EMPTY : new FieldSet(out);
  }

  /** Only the paths that have no path below them in the set. */
  leaves(): FieldSet {
    const out = new Map<string, SetNode>();
    for (const n of this.nodes.values()) {
      const id = n.pe.id;
      const child = n.child ? n.child.leaves() : null;
      const member = n.member && n.child === null;
      const c = child && child.nodes.size > 0 ? child : null;
      if (member || c) out.set(id, { pe: n.pe, member, child: c });
    }
    return new FieldSet(out);
  }
}

/**
 * Looks nodes of one set up by id, for a caller that asks in about the set's own
 * order (a configuration applied again by the manager that applied it): reads the
 * set alongside and uses its table only where the orders part, so big sets are
 * read in sequence rather than at random, which is what costs once they outgrow
 * the processor's caches.
 */
export class NodeCursor {
  private readonly it: Iterator<SetNode>;
  private next: SetNode | undefined;

  private constructor(private readonly set: FieldSet) {
    this.it = set.nodes.values();
    this.next = this.it.next().value;
  }

  /** A cursor over a set big enough to gain from one; null for small sets, looked up directly. */
  static over(set: FieldSet): NodeCursor | null {
    return set.nodes.size > 16 ? new NodeCursor(set) : null;
  }

  /** The node with this id. */
  find(id: string): SetNode | undefined {
    return this.seek(id, false);
  }

  /**
   * find() for the field element of a map key, by the key itself: a caller that
   * finds it in step takes the set's element and need not make one (the keys of a
   * big map, each an element and an id string otherwise).
   */
  findField(name: string): SetNode | undefined {
    return this.seek(name, true);
  }

  // `key` is an id, or with `byName` a field name.
  private seek(key: string, byName: boolean): SetNode | undefined {
    let n = this.next;
    // The set may hold one element more at this point: step over it once.
    if (n !== undefined && !matches(n, key, byName)) n = this.next = this.it.next().value;
    if (n !== undefined && matches(n, key, byName)) {
      this.next = this.it.next().value;
      return n;
    }
    return this.set.nodes.get(byName ? `f:${key}` : key);
  }
}

function matches(n: SetNode, key: string, byName: boolean): boolean {
  return byName ? n.pe.kind === FIELD && n.pe.name === key : n.pe.id === key;
}

const byElement = (a: SetNode, b: SetNode): number => compareElements(a.pe, b.pe);

export const EMPTY: FieldSet = new FieldSet();
