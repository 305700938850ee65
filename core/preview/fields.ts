// One object's fields as a report lists them: the changes between the live object and
// the one stored (who set each value: the manifest, defaulting, the server), the
// fields the applier gave up (pruned, reset to a default, retained by other owners),
// and what defaulting set.

import { FIELD, fieldElement, KEY, type Path, pathString } from '../fieldpath/element.ts';
import { EMPTY, FieldSet } from '../fieldpath/set.ts';
import { withoutManagedFields } from '../managed/fieldmanager.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import { type Comparison, compare } from '../typed/compare.ts';
import { isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { managerRef, ownersOf } from './ownership.ts';
import { hasAtOrBelow, sameQuantityAt, valueAt, walkPaths } from './paths.ts';
import { guardAt } from './secrets.ts';
import type { FieldChange, ManagerRef, PrunedField, RetainedField } from './types.ts';

/** Changed leaves and atomic values, depth first. */
export function fieldChanges(
  cmp: Comparison,
  before: JsonObject | null,
  after: JsonObject,
  schema: ResolvedSchema,
  secret: boolean,
  defaulted: FieldSet,
  intent: JsonObject,
  serverSet: readonly string[] = [],
): FieldChange[] {
  const added = cmp.added.leaves();
  const removed = cmp.removed.leaves();
  const all = added.union(removed).union(cmp.modified);
  const out: FieldChange[] = [];
  walkPaths(all, (p) => {
    const kind = added.has(p)
      ? 'added'
      : removed.has(p)
        ? 'removed'
        : cmp.modified.has(p)
          ? 'modified'
          : null;
    if (kind === null) return; // an inner node of another change
    const c: FieldChange = { path: pathString(p), kind };
    const was = kind === 'added' ? undefined : valueAt(before ?? undefined, schema.root, p);
    const now = kind === 'removed' ? undefined : valueAt(after, schema.root, p);
    // The server stores quantities canonically: another spelling of the same value is no change.
    if (kind === 'modified' && sameQuantityAt(schema.root, p, was, now)) return;
    let masked = false;
    const show = (v: JsonValue | undefined): JsonValue => {
      if (v === undefined) return null;
      if (!secret) return v;
      const g = guardAt(p, v);
      masked ||= g.masked;
      return g.value;
    };
    if (kind !== 'added') c.before = show(was);
    if (kind !== 'removed') c.after = show(now);
    if (masked) c.masked = true;
    if (kind !== 'removed') {
      if (defaulted.has(p)) c.setBy = 'defaults';
      else if (isServerValue(p, intent) || underServerSet(c.path, serverSet)) c.setBy = 'server';
    }
    out.push(c);
  });
  return out;
}

/** metadata fields the API server sets itself when the manifest does not. */
const SERVER_META = new Set(['uid', 'creationTimestamp', 'generation', 'resourceVersion']);
const SERVER_META_SET = FieldSet.of(
  ...[...SERVER_META].map((n) => [fieldElement('metadata'), fieldElement(n)]),
);

/** The change is at or under a field the strategy or the REST storage set. */
function underServerSet(path: string, serverSet: readonly string[]): boolean {
  for (const s of serverSet) {
    if (path === s) return true;
    if (path.startsWith(s) && (path[s.length] === '.' || path[s.length] === '[')) return true;
  }
  return false;
}

function isServerValue(p: Path, intent: JsonObject): boolean {
  if (p.length !== 2 || p[0].kind !== FIELD || p[0].name !== 'metadata' || p[1].kind !== FIELD) return false;
  if (!SERVER_META.has(p[1].name)) return false;
  const meta = ownValue(intent, 'metadata');
  return !isObject(meta) || ownValue(meta, p[1].name) === undefined;
}

/** An item of a keyed list whose key changed: the old item went, the new one came in its list. */
export interface ReplacedItem {
  path: string;
  by: string;
}

/**
 * Fields the applier gave up: pruned when they disappear, retained when others still
 * own them. A keyed list item that disappears while the write adds an item to the same
 * list (a Service port renumbered: `[port=80]` goes, `[port=8080]` comes) is `replaced`,
 * paired in list order, not pruned: its key changed, and the changes show both items.
 */
export function droppedFields(
  dropped: FieldSet,
  before: JsonObject | null,
  after: JsonObject,
  afterSets: ManagerSetsView,
  schema: ResolvedSchema,
  secret: boolean,
  defaulted: FieldSet,
  added: FieldSet = EMPTY,
): {
  pruned: PrunedField[];
  retained: RetainedField[];
  prunedPaths: Path[];
  resets: { path: string; value: JsonValue }[];
  replaced: ReplacedItem[];
} {
  const replaced: ReplacedItem[] = [];
  const taken = new Set<string>();
  const resets: { path: string; value: JsonValue }[] = [];
  const pruned: PrunedField[] = [];
  const retained: RetainedField[] = [];
  const prunedPaths: Path[] = [];
  let skip: Path | null = null;
  const refs = new Map<string, ManagerRef>();
  walkPaths(dropped, (p) => {
    if (skip !== null && startsWith(p, skip)) return;
    const was = valueAt(before ?? undefined, schema.root, p);
    if (was === undefined) return;
    const now = valueAt(after, schema.root, p);
    if (now !== undefined && defaulted.has(p)) {
      // Removed by the apply, then set back by the server's defaulting: a reset, not a prune.
      const b = secret ? guardAt(p, was) : { value: was, masked: false };
      const a = secret ? guardAt(p, now) : { value: now, masked: false };
      const f: PrunedField = { path: pathString(p), before: b.value, resetTo: a.value };
      if (b.masked || a.masked) f.masked = true;
      pruned.push(f);
      resets.push({ path: f.path, value: f.resetTo as JsonValue });
      skip = p;
      return;
    }
    if (now === undefined) {
      skip = p;
      const by = newItemBeside(p, added, taken);
      if (by !== null) {
        replaced.push({ path: pathString(p), by: pathString(by) });
        return;
      }
      const b = secret ? guardAt(p, was) : { value: was, masked: false };
      const f: PrunedField = { path: pathString(p), before: b.value };
      if (b.masked) f.masked = true;
      pruned.push(f);
      prunedPaths.push(p);
      return;
    }
    let owners = ownersOf(afterSets, p, refs);
    if (owners.length === 0) {
      owners = [...afterSets].filter(([, vs]) => hasAtOrBelow(vs.set, p)).map(([id]) => managerRef(id));
    }
    if (owners.length > 0) retained.push({ path: pathString(p), owners });
  });
  return { pruned, retained, prunedPaths, resets, replaced };
}

/** A keyed item the write added to the list holding the item `p` (not one `taken` already); null when none. */
function newItemBeside(p: Path, added: FieldSet, taken: Set<string>): Path | null {
  const last = p[p.length - 1];
  if (last.kind !== KEY) return null;
  let level: FieldSet = added;
  for (let i = 0; i < p.length - 1 && !level.isEmpty(); i++) level = level.withPrefix(p[i]);
  for (const n of level.sorted()) {
    if (n.pe.kind !== KEY || n.pe.id === last.id) continue;
    const q = [...p.slice(0, -1), n.pe];
    const id = pathString(q);
    if (taken.has(id)) continue;
    taken.add(id);
    return q;
  }
  return null;
}

function startsWith(p: Path, prefix: Path): boolean {
  if (p.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (p[i].id !== prefix[i].id) return false;
  return true;
}

/** New or changed leaves of `after` that no manager owns: what the server's defaulting set in a preset's write. */
export function unownedNewPaths(cmp: Comparison, sets: ManagerSetsView): FieldSet {
  let owned: FieldSet = EMPTY;
  for (const vs of sets.values()) owned = owned.union(vs.set);
  return cmp.added.union(cmp.modified).leaves().difference(owned).difference(SERVER_META_SET);
}

/** Paths whose value in `after` (the object as stored) is not the undefaulted write's: set by defaulting. */
export function defaultedPaths(undefaulted: JsonObject, after: JsonObject, schema: ResolvedSchema): FieldSet {
  const cmp = compare(withoutManagedFields(undefaulted), after, schema.root);
  return cmp.added.union(cmp.modified);
}
