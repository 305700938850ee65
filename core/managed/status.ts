// Kubernetes Status objects for the failures the engine reports.

import { pathString } from '../fieldpath/element.ts';
import { type Conflict, conflictsMessage } from '../merge/conflict.ts';
import { printManager } from './identity.ts';
import type { KubeStatus, StatusCause } from './types.ts';

export function status(
  code: number,
  reason: string,
  message: string,
  details?: KubeStatus['details'],
): KubeStatus {
  // Key order as kube-apiserver serializes a Status.
  if (details)
    return {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message,
      reason,
      details,
      code,
    };
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code };
}

export function badRequest(message: string): KubeStatus {
  return status(400, 'BadRequest', message);
}

/** 422 for a request option that is invalid (e.g. a missing fieldManager on apply). */
export function invalidOption(kind: string, field: string, causeReason: string, detail: string): KubeStatus {
  return status(422, 'Invalid', `${kind}.meta.k8s.io "" is invalid: ${field}: ${detail}`, {
    group: 'meta.k8s.io',
    kind,
    causes: [{ reason: causeReason, message: detail, field }],
  });
}

/** The 409 an apply gets for conflicts, worded as the API server words it. */
export function conflictStatus(conflicts: Conflict[]): KubeStatus {
  const causes: StatusCause[] = conflicts.map((c) => ({
    reason: 'FieldManagerConflict',
    message: `conflict with ${printManager(c.manager)}`,
    field: pathString(c.path),
  }));
  const n = conflicts.length;
  const message =
    n === 1
      ? `Apply failed with 1 conflict: ${conflictsMessage(conflicts, printManager)}`
      : `Apply failed with ${n} conflicts: ${conflictsMessage(conflicts, printManager)}`;
  return status(409, 'Conflict', message, { causes });
}
