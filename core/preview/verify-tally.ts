// Counting the objects' verifications against the cluster's dry run, for the
// verdict, the Action's log and fail-on, and the wording of each cause.

import type { ObjectReport, VerificationCause } from './types.ts';

export interface VerificationTally {
  /** Objects with a verification. */
  checked: number;
  agrees: number;
  differs: number;
  refused: number;
  unchecked: number;
  /** Unchecked for lack of time (verify-timeout). */
  timedOut: number;
  /** Unchecked for lack of permission (403 on the dry-run PATCH). */
  forbidden: number;
}

/** Counts of the objects' verifications; null when none was checked. */
export function verificationTally(objects: readonly ObjectReport[]): VerificationTally | null {
  const t: VerificationTally = {
    checked: 0,
    agrees: 0,
    differs: 0,
    refused: 0,
    unchecked: 0,
    timedOut: 0,
    forbidden: 0,
  };
  for (const o of objects) {
    const v = o.verification;
    if (!v) continue;
    t.checked++;
    t[v.result]++;
    if (v.result === 'unchecked' && v.cause === 'timeout') t.timedOut++;
    if (v.result === 'unchecked' && v.cause === 'forbidden') t.forbidden++;
  }
  return t.checked === 0 ? null : t;
}

/** "checked against the cluster: 3 agree, 1 differs, 1 refused, 2 not checked (timeout)". */
export function verificationText(t: VerificationTally): string {
  const parts: string[] = [];
  if (t.agrees > 0) parts.push(`${t.agrees} agree${t.agrees === 1 ? 's' : ''}`);
  if (t.differs > 0) parts.push(`${t.differs} differ${t.differs === 1 ? 's' : ''}`);
  if (t.refused > 0) parts.push(`${t.refused} refused`);
  if (t.unchecked > 0) {
    const why: string[] = [];
    if (t.timedOut > 0) why.push('timeout');
    if (t.forbidden > 0) why.push('no permission');
    if (t.unchecked > t.timedOut + t.forbidden) why.push('no answer');
    parts.push(`${t.unchecked} not checked (${why.join(', ')})`);
  }
  return `checked against the cluster: ${parts.join(', ')}`;
}

/** How each cause reads in a report. */
export const CAUSE_TEXT: Record<VerificationCause, string> = {
  mutation:
    'a field no manifest sets and no default we know: a mutating webhook, or a default we do not have',
  'admission-changed': 'the cluster changed a value the manifest sets: a mutating webhook or policy',
  'default-differs': 'we default this field and the cluster does not (another version or feature gate)',
  'changed-since-read': 'the object changed on the cluster after it was read',
  conflict: 'the cluster and the preview disagree on the conflicts',
  denied: 'admission denied the request (a webhook or a ValidatingAdmissionPolicy)',
  refused: 'the cluster refused the request',
  forbidden: 'no permission to send the dry run (RBAC: the patch verb on this kind)',
  timeout: 'no answer in time (verify-timeout)',
  unreachable: 'no usable answer from the cluster',
  'several-requests':
    "the applier's write is several requests (housekeeping beside the apply): a dry run of each would not see the one before",
  allocated: 'a value the API server allocates on create (the preview does not model allocators)',
};
