// The counts of a report or of one group of it: objects by action, conflicting
// fields, and the managers whose ownership changes or that an apply conflicts with.

import { sortedNames } from './ownership.ts';
import type { BatchSummary, ObjectReport } from './types.ts';

export function summarize(objects: readonly ObjectReport[]): BatchSummary {
  const s: BatchSummary = {
    objects: objects.length,
    create: 0,
    update: 0,
    unchanged: 0,
    conflict: 0,
    invalid: 0,
    error: 0,
    delete: 0,
    orphan: 0,
    conflicts: 0,
    managersAffected: [],
    conflictsWith: [],
  };
  const affected: string[] = [];
  const against: string[] = [];
  for (const o of objects) {
    s[o.action]++;
    s.conflicts += o.conflicts.length;
    // A conflicting apply changes nothing: its forced preview does not count as affecting anyone.
    if (o.action !== 'conflict')
      for (const m of o.managers) if (m.gained > 0 || m.lost > 0) affected.push(m.manager);
    for (const c of o.conflicts) for (const w of c.owners) against.push(w.manager);
  }
  s.managersAffected = sortedNames(affected);
  s.conflictsWith = sortedNames(against);
  return s;
}
