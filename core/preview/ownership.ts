// Who owns what before and after: per-manager summaries and every path whose set
// of owners changes. Managers are compared by identity (manager, operation,
// apiVersion for Update, subresource), as managedFields entries are.

import type { Path } from '../fieldpath/element.ts';
import { pathString } from '../fieldpath/element.ts';
import { EMPTY, FieldSet } from '../fieldpath/set.ts';
import { parseIdentity } from '../managed/identity.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import { compareUtf8 } from '../value.ts';
import { leafCount, walkPaths } from './paths.ts';
import type { ManagerRef, ManagerSummary, OwnershipChange } from './types.ts';

export function managerRef(id: string): ManagerRef {
  const p = parseIdentity(id);
  const ref: ManagerRef = { manager: p.manager, operation: p.operation };
  if (p.operation === 'Update' && p.apiVersion) ref.apiVersion = p.apiVersion;
  if (p.subresource) ref.subresource = p.subresource;
  return ref;
}

/** Identities of both sides, in the order managedFields sorts them after the write, then the ones that left. */
function identities(before: ManagerSetsView, after: ManagerSetsView): string[] {
  const out = [...after.keys()];
  for (const id of before.keys()) if (!after.has(id)) out.push(id);
  return out;
}

export function managerSummaries(before: ManagerSetsView, after: ManagerSetsView): ManagerSummary[] {
  return identities(before, after).map((id) => {
    const b = before.get(id)?.set ?? EMPTY;
    const a = after.get(id)?.set ?? EMPTY;
    return {
      ...managerRef(id),
      fieldsBefore: leafCount(b),
      fieldsAfter: leafCount(a),
      gained: leafCount(a.difference(b)),
      lost: leafCount(b.difference(a)),
    };
  });
}

/** Owners of one path among the given sets, as refs. */
export function ownersOf(sets: ManagerSetsView, path: Path, refs: Map<string, ManagerRef>): ManagerRef[] {
  const out: ManagerRef[] = [];
  for (const [id, vs] of sets) if (vs.set.has(path)) out.push(refOf(id, refs));
  return out;
}

function refOf(id: string, refs: Map<string, ManagerRef>): ManagerRef {
  let r = refs.get(id);
  if (r === undefined) {
    r = managerRef(id);
    refs.set(id, r);
  }
  return r;
}

/** Every path whose owners differ between the two sides, depth first. */
export function ownershipChanges(before: ManagerSetsView, after: ManagerSetsView): OwnershipChange[] {
  let touched = new FieldSet();
  for (const id of identities(before, after)) {
    const b = before.get(id)?.set ?? EMPTY;
    const a = after.get(id)?.set ?? EMPTY;
    if (a === b) continue;
    touched = touched.union(a.difference(b)).union(b.difference(a));
  }
  const refs = new Map<string, ManagerRef>();
  const out: OwnershipChange[] = [];
  walkPaths(touched, (p) => {
    out.push({ path: pathString(p), before: ownersOf(before, p, refs), after: ownersOf(after, p, refs) });
  });
  return out;
}

/** `kubectl (Apply)`, `hpa (Update with subresource "scale" using apps/v1)`: kube-apiserver's wording of an owner. */
export function describeManager(r: ManagerRef): string {
  let s = `${r.manager} (${r.operation}`;
  if (r.subresource) s += ` with subresource ${JSON.stringify(r.subresource)}`;
  if (r.operation === 'Update' && r.apiVersion) s += ` using ${r.apiVersion}`;
  return `${s})`;
}

export function describeManagers(rs: ManagerRef[]): string {
  if (rs.length === 0) return 'nobody';
  return rs.map(describeManager).join(', ');
}

export function sortedNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort(compareUtf8);
}
