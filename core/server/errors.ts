// The Status objects kube-apiserver answers for the failures of this layer
// (k8s.io/apimachinery/pkg/api/errors: NewNotFound, NewAlreadyExists,
// NewConflict, NewInvalid, NewBadRequest), keyed by the resource's plural.

import { status } from '../managed/status.ts';
import type { KubeStatus, StatusCause } from '../managed/types.ts';
import { qualifiedResource } from './resources.ts';

interface GroupResource {
  group: string;
  resource: string;
}

function details(group: string, kind: string, name: string, causes?: StatusCause[]): KubeStatus['details'] {
  // Field order as Go's StatusDetails serializes (name, group, kind, causes), empty ones left out.
  const d: NonNullable<KubeStatus['details']> = {};
  if (name) d.name = name;
  if (group) d.group = group;
  if (kind) d.kind = kind;
  if (causes) d.causes = causes;
  return d;
}

export function notFound(r: GroupResource, name: string): KubeStatus {
  return status(
    404,
    'NotFound',
    `${qualifiedResource(r)} "${name}" not found`,
    details(r.group, r.resource, name),
  );
}

export function alreadyExists(r: GroupResource, name: string): KubeStatus {
  return status(
    409,
    'AlreadyExists',
    `${qualifiedResource(r)} "${name}" already exists`,
    details(r.group, r.resource, name),
  );
}

/** storage's OptimisticLockErrorMsg, as the registry store words a stale resourceVersion. */
export const OPTIMISTIC_LOCK =
  'the object has been modified; please apply your changes to the latest version and try again';

export function conflict(r: GroupResource, name: string, why: string): KubeStatus {
  return status(
    409,
    'Conflict',
    `Operation cannot be fulfilled on ${qualifiedResource(r)} "${name}": ${why}`,
    details(r.group, r.resource, name),
  );
}

/** NewInvalid for one field: `<Kind>.<group> "name" is invalid: <field>: <detail>`. */
export function invalid(
  group: string,
  kind: string,
  name: string,
  field: string,
  reason: string,
  detail: string,
): KubeStatus {
  const qualified = group ? `${kind}.${group}` : kind;
  return status(
    422,
    'Invalid',
    `${qualified} "${name}" is invalid: ${field}: ${detail}`,
    details(group, kind, name, [{ reason, message: detail, field }]),
  );
}

/** The API server's answer for a route it does not serve (a subresource the kind lacks). */
export function noRoute(): KubeStatus {
  return status(404, 'NotFound', 'the server could not find the requested resource', {});
}
