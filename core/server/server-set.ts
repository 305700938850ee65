// The fields a strategy or the REST storage sets on a write (create-rules.ts,
// service.ts, status-rules.ts), as the report names them (`.spec.selector`,
// `.status`): the paths under which `after` differs from `before`, found by
// following only the subtrees the rules copied (they never change an object in
// place, so a subtree they left is the same object). A list that changed is not
// entered (its items have no name without the schema); a new one is named whole.

import { isObject, type JsonObject, type JsonValue } from '../value.ts';

function walk(before: JsonValue | undefined, after: JsonValue, path: string, out: string[]): void {
  if (before === after) return;
  if (isObject(after) && isObject(before)) {
    for (const k of Object.keys(after)) {
      const a = after[k];
      const b = Object.hasOwn(before, k) ? before[k] : undefined;
      if (a !== b) walk(b, a, `${path}.${k}`, out);
    }
    return;
  }
  if (Array.isArray(after) && Array.isArray(before)) return;
  out.push(path);
}

/** Where `after` has a value `before` does not (added or changed), by report path. */
export function serverSetPaths(before: JsonObject, after: JsonObject): string[] {
  const out: string[] = [];
  walk(before, after, '', out);
  return out;
}
