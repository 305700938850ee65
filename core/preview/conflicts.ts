// Conflicts as a reviewer needs them: the field, who holds it, the live and the
// applied value, and the three ways out the Server-Side Apply docs give — force,
// drop the field, or set it to the live value and share it — phrased for the field.

import { type Path, pathString } from '../fieldpath/element.ts';
import { stringifyJson } from '../json.ts';
import type { ConflictInfo } from '../managed/types.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonObject, JsonValue } from '../value.ts';
import { describeManagers } from './ownership.ts';
import { sameQuantityAt, valueAt, walkPaths } from './paths.ts';
import { guardAt } from './secrets.ts';
import type { ConflictReport, ManagerRef } from './types.ts';

/** A value in one line for a sentence: JSON, cut at `max` characters. */
export function brief(v: JsonValue | undefined, max = 60): string {
  if (v === undefined) return '(not set)';
  const s = stringifyJson(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** The Path of each conflicting path string, found in the owners' sets (conflicts are always owned paths). */
function pathsByString(wanted: Set<string>, before: ManagerSetsView): Map<string, Path> {
  const out = new Map<string, Path>();
  for (const vs of before.values()) {
    if (out.size === wanted.size) break;
    walkPaths(vs.set, (p) => {
      const s = pathString(p);
      if (wanted.has(s) && !out.has(s)) out.set(s, p);
    });
  }
  return out;
}

export function conflictReports(
  infos: ConflictInfo[],
  before: ManagerSetsView,
  live: JsonObject | null,
  intent: JsonObject,
  type: TypeNode,
  manager: string,
  secret: boolean,
  /** Filled with the paths whose live and applied values are the same quantity spelled differently. */
  spelled: string[] = [],
): ConflictReport[] {
  const byPath = new Map<string, ManagerRef[]>();
  for (const c of infos) {
    const owner: ManagerRef = { manager: c.manager, operation: c.operation };
    if (c.apiVersion) owner.apiVersion = c.apiVersion;
    if (c.subresource) owner.subresource = c.subresource;
    const list = byPath.get(c.path);
    if (list) list.push(owner);
    else byPath.set(c.path, [owner]);
  }
  const paths = pathsByString(new Set(byPath.keys()), before);
  const out: ConflictReport[] = [];
  for (const [path, owners] of byPath) {
    const p = paths.get(path);
    let masked = false;
    const show = (v: JsonValue | undefined): JsonValue | undefined => {
      if (v === undefined || !secret || p === undefined) return v;
      const g = guardAt(p, v);
      masked ||= g.masked;
      return g.value;
    };
    const liveRaw = p === undefined || live === null ? undefined : valueAt(live, type, p);
    const appliedRaw = p === undefined ? undefined : valueAt(intent, type, p);
    if (p !== undefined && sameQuantityAt(type, p, liveRaw, appliedRaw)) spelled.push(path);
    const liveValue = show(liveRaw);
    const appliedValue = show(appliedRaw);
    const r: ConflictReport = {
      path,
      owners,
      resolutions: resolutions(path, owners, manager, liveValue, appliedValue),
    };
    if (liveValue !== undefined) r.liveValue = liveValue;
    if (appliedValue !== undefined) r.appliedValue = appliedValue;
    if (masked) r.masked = true;
    out.push(r);
  }
  return out;
}

function resolutions(
  path: string,
  owners: ManagerRef[],
  manager: string,
  liveValue: JsonValue | undefined,
  appliedValue: JsonValue | undefined,
): ConflictReport['resolutions'] {
  const who = describeManagers(owners);
  const controller = owners.some((o) => o.operation === 'Update');
  const force =
    `Force the apply (kubectl apply --server-side --force-conflicts, or force: true): "${manager}" takes ${path}` +
    (appliedValue === undefined ? '' : ` and sets it to ${brief(appliedValue)}`) +
    `; ${who} ${owners.length === 1 ? 'loses' : 'lose'} it` +
    (controller ? ' and a controller among them may write it back on its next update.' : '.');
  const drop =
    `Remove ${path} from the manifest: ${who} keep${owners.length === 1 ? 's' : ''} it` +
    (liveValue === undefined ? '.' : ` and it stays ${brief(liveValue)}.`);
  const coOwn =
    liveValue === undefined
      ? `Set ${path} to the value it has on the live object to share ownership with ${who}.`
      : `Set ${path} to the live value ${brief(liveValue)} in the manifest: "${manager}" then shares ownership with ${who} and the apply no longer conflicts.`;
  return { force, drop, coOwn };
}
