// The reset fields of a write (the strategy's GetResetFields): the notes for the
// values a request sets there and the server does not take, and the body without them.

import type { JsonObject } from '../value.ts';
import { pathString, withAt } from './paths.ts';
import { overridden } from './prepare.ts';
import type { ServerNote } from './types.ts';

/** Notes for values of reset paths the request set and the server does not take. */
export function resetNotes(
  notes: ServerNote[],
  body: JsonObject,
  kept: JsonObject | null,
  paths: readonly (readonly string[])[],
  where: string,
): void {
  for (const p of overridden(body, kept, paths)) {
    const path = pathString(p);
    if (path === '.status') {
      notes.push({
        code: 'status-ignored',
        path,
        message: `the server ignores .status in a write to ${where}: status is written through the /status subresource`,
      });
    } else {
      notes.push({
        code: 'reset-field',
        path,
        message: `the server resets ${path} on a write to ${where}: the value is neither written nor owned`,
      });
    }
  }
}

export function stripPaths(body: JsonObject, paths: readonly (readonly string[])[]): JsonObject {
  let out = body;
  for (const p of paths) out = withAt(out, p, undefined);
  return out;
}
