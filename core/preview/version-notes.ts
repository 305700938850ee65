// Notes a report takes from the server's write, and the note for a conflict on a
// field of another API version (the API server compares each manager's fields in
// the version it wrote at, so the conflict names that version's path).

import { converterFor } from '../conversion/index.ts';
import { type Path, pathString } from '../fieldpath/element.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { BuiltinTypes } from '../schema/builtin/index.ts';
import type { TypeNode } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import type { ServerNote } from '../server/types.ts';
import type { JsonObject } from '../value.ts';
import { describeManager, managerRef } from './ownership.ts';
import { valueAt, walkPaths } from './paths.ts';
import type { ConflictReport, ManagerRef, Note, NoteCode } from './types.ts';

/** The server's notes a report passes on as they are. */
const PASSED_ON: ReadonlySet<string> = new Set<NoteCode>([
  'status-ignored',
  'reset-field',
  'cluster-allocates',
  'value-wrapped',
  'version-not-converted',
  'field-manager-failed',
  'gate-disabled',
]);

export function serverNotes(notes: readonly ServerNote[]): Note[] {
  const out: Note[] = [];
  for (const n of notes) {
    if (!PASSED_ON.has(n.code)) continue;
    const note: Note = { code: n.code as NoteCode, message: n.message };
    if (n.path !== undefined) note.path = n.path;
    out.push(note);
  }
  return out;
}

function refKey(r: ManagerRef): string {
  return `${r.manager}\n${r.operation}\n${r.apiVersion ?? ''}\n${r.subresource ?? ''}`;
}

/** The managers whose sets are recorded at another version than `apiVersion`: their version and set. */
function otherVersionOwners(
  before: ManagerSetsView,
  apiVersion: string,
): Map<string, { version: string; set: FieldSet }> {
  const out = new Map<string, { version: string; set: FieldSet }>();
  for (const [id, vs] of before) {
    if (vs.apiVersion !== apiVersion)
      out.set(refKey(managerRef(id)), { version: vs.apiVersion, set: vs.set });
  }
  return out;
}

/**
 * The live and applied values of conflicts on fields of an owner's other version,
 * read on the objects converted to that version (where the kind converts), a
 * built-in kind's other version typed by `builtins` (the cluster's release; default
 * the 1.35 base table).
 */
export function otherVersionValues(
  conflicts: readonly ConflictReport[],
  before: ManagerSetsView,
  live: JsonObject | null,
  intent: JsonObject,
  requestType: TypeNode,
  crd: JsonObject | undefined,
  builtins?: () => BuiltinTypes,
): void {
  const apiVersion = typeof intent.apiVersion === 'string' ? intent.apiVersion : '';
  const owners = otherVersionOwners(before, apiVersion);
  if (owners.size === 0) return;
  const kind = typeof intent.kind === 'string' ? intent.kind : '';
  const converter = converterFor(apiVersion, kind, withObjectMeta(requestType), crd, builtins);
  if (converter === undefined) return;
  for (const c of conflicts) {
    if (c.liveValue !== undefined || c.appliedValue !== undefined) continue;
    for (const o of c.owners) {
      const at = owners.get(refKey(o));
      if (at === undefined) continue;
      let path: Path | undefined;
      walkPaths(at.set, (p) => {
        if (path === undefined && pathString(p) === c.path) path = p;
      });
      if (path === undefined) continue;
      try {
        const type = converter.typeOf(at.version);
        const liveValue =
          live === null ? undefined : valueAt(converter.convert(live, at.version), type, path);
        const appliedValue = valueAt(converter.convert(intent, at.version), type, path);
        if (liveValue !== undefined) c.liveValue = liveValue;
        if (appliedValue !== undefined) c.appliedValue = appliedValue;
      } catch {
        // Not convertible here: the values stay unshown.
      }
      break;
    }
  }
}

/** A note for each conflict whose owner's fields are recorded at another version than the manifest's. */
export function otherVersionConflictNotes(
  conflicts: readonly ConflictReport[],
  before: ManagerSetsView,
  apiVersion: string,
): Note[] {
  const owners = otherVersionOwners(before, apiVersion);
  if (owners.size === 0) return [];
  const out: Note[] = [];
  for (const c of conflicts) {
    for (const o of c.owners) {
      const v = owners.get(refKey(o))?.version;
      if (v === undefined) continue;
      out.push({
        code: 'other-version-conflict',
        path: c.path,
        message: `${c.path} is a field of ${v}, the version ${describeManager(o)} wrote at: the API server compares that manager's fields on the objects converted to ${v}, so the conflict names ${v}'s field and its values there; in this ${apiVersion} manifest, what converts to it is what changes`,
      });
    }
  }
  return out;
}
