// Notes a report takes from the server's write, and the note for a conflict on a
// field of another API version (the API server compares each manager's fields in
// the version it wrote at, so the conflict names that version's path).

import type { ManagerSetsView } from '../merge/updater.ts';
import type { ServerNote } from '../server/types.ts';
import { describeManager, managerRef } from './ownership.ts';
import type { ConflictReport, Note, NoteCode } from './types.ts';

/** The server's notes a report passes on as they are. */
const PASSED_ON: ReadonlySet<string> = new Set<NoteCode>([
  'status-ignored',
  'reset-field',
  'cluster-allocates',
  'value-wrapped',
  'version-not-converted',
  'field-manager-failed',
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

/** A note for each conflict whose owner's fields are recorded at another version than the manifest's. */
export function otherVersionConflictNotes(
  conflicts: readonly ConflictReport[],
  before: ManagerSetsView,
  apiVersion: string,
): Note[] {
  const versionOf = new Map<string, string>();
  for (const [id, vs] of before) {
    if (vs.apiVersion === apiVersion) continue;
    const r = managerRef(id);
    versionOf.set(
      `${r.manager}\n${r.operation}\n${r.apiVersion ?? ''}\n${r.subresource ?? ''}`,
      vs.apiVersion,
    );
  }
  if (versionOf.size === 0) return [];
  const out: Note[] = [];
  for (const c of conflicts) {
    for (const o of c.owners) {
      const v = versionOf.get(`${o.manager}\n${o.operation}\n${o.apiVersion ?? ''}\n${o.subresource ?? ''}`);
      if (v === undefined) continue;
      out.push({
        code: 'other-version-conflict',
        path: c.path,
        message: `${c.path} is a field of ${v}, the version ${describeManager(o)} wrote at: the API server compares that manager's fields on the objects converted to ${v}, so the conflict names ${v}'s field; in this ${apiVersion} manifest, what converts to it is what changes (its values here are not shown)`,
      });
    }
  }
  return out;
}
