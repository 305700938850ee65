// The 422 Invalid Status the API server answers for field errors
// (k8s.io/apimachinery pkg/api/errors NewInvalid): `<Kind>.<group> "<name>" is invalid: <aggregate>`,
// one cause per error, the aggregate's messages deduplicated and bracketed when several.

import { status } from '../managed/status.ts';
import type { KubeStatus, StatusCause } from '../managed/types.ts';
import { errorBody, errorText, type FieldError } from './errors.ts';

/** utilerrors' aggregate: one message as it is, several as `[a, b]`, repeats left out. */
export function aggregateMessage(errors: readonly FieldError[]): string {
  const seen = new Set<string>();
  for (const e of errors) seen.add(errorText(e));
  const parts = [...seen];
  return parts.length === 1 ? (parts[0] as string) : `[${parts.join(', ')}]`;
}

export function invalidStatus(
  group: string,
  kind: string,
  name: string,
  errors: readonly FieldError[],
): KubeStatus {
  const qualified = group ? `${kind}.${group}` : kind;
  const causes: StatusCause[] = errors.map((e) => ({
    reason: e.type,
    message: errorBody(e),
    field: e.field,
  }));
  const message =
    errors.length === 0
      ? `${qualified} "${name}" is invalid`
      : `${qualified} "${name}" is invalid: ${aggregateMessage(errors)}`;
  const details: NonNullable<KubeStatus['details']> = {};
  if (name) details.name = name;
  if (group) details.group = group;
  if (kind) details.kind = kind;
  details.causes = causes;
  return status(422, 'Invalid', message, details);
}
