// Conflicts found by an apply: which manager owns which path that would change.

import { type Path, pathString } from '../fieldpath/element.ts';
import { compareUtf8 } from '../value.ts';

export interface Conflict {
  /** Manager identity as the updater knows it (the Kubernetes layer uses a JSON identity). */
  manager: string;
  path: Path;
}

export class ConflictError extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super(conflictsMessage(conflicts, (m) => JSON.stringify(m)));
    this.name = 'ConflictError';
  }
}

/**
 * The Go library's wording: one conflict `conflict with "m": .a`; several grouped by
 * manager in sorted order, `conflicts with "m":\n- .a\n- .b`.
 */
export function conflictsMessage(conflicts: Conflict[], printManager: (m: string) => string): string {
  if (conflicts.length === 1) {
    return `conflict with ${printManager(conflicts[0].manager)}: ${pathString(conflicts[0].path)}`;
  }
  const byManager = new Map<string, Path[]>();
  for (const c of conflicts) {
    const list = byManager.get(c.manager);
    if (list) list.push(c.path);
    else byManager.set(c.manager, [c.path]);
  }
  const lines: string[] = [];
  for (const m of [...byManager.keys()].sort(compareUtf8)) {
    lines.push(`conflicts with ${printManager(m)}:`);
    for (const p of byManager.get(m)!) lines.push(`- ${pathString(p)}`);
  }
  return lines.join('\n');
}
