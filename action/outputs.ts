// The step's outputs and the verdict of `fail-on`.

import type { BatchSummary } from '../core/preview/index.ts';
import type { FailOn } from './inputs.ts';

export interface Outputs {
  /** Objects whose apply conflicts. */
  conflicts: number;
  /** Objects whose write the API server refuses as invalid (422, or 400 such as an unknown field). */
  invalid: number;
  /** Existing objects the apply changes (values or ownership). */
  changed: number;
  created: number;
  unchanged: number;
  /** Objects that could not be previewed (bad manifest, unreadable live object). */
  errors: number;
  /** Objects the change deletes (manifest gone, the applier prunes). */
  deleted: number;
  /** Path of the JSON report (a BatchReport). */
  report: string;
}

export function outputsOf(s: BatchSummary, reportPath: string): Outputs {
  return {
    conflicts: s.conflict,
    invalid: s.invalid ?? 0,
    changed: s.update,
    created: s.create,
    unchanged: s.unchanged,
    errors: s.error,
    deleted: s.delete,
    report: reportPath,
  };
}

/**
 * Why the step fails under `fail-on`, or null. Objects the API server refuses
 * as invalid, objects that could not be previewed, and (with verify) objects
 * whose dry run the cluster refused, fail it unless `never`.
 */
export function failure(s: BatchSummary, failOn: FailOn, refused = 0): string | null {
  if (failOn === 'never') return null;
  const parts: string[] = [];
  const n = (k: number, one: string, many: string) => (k === 1 ? `1 ${one}` : `${k} ${many}`);
  // A write the API server refuses fails the step at every level, as a conflict does.
  const invalid = s.invalid ?? 0;
  if (invalid > 0) parts.push(`${n(invalid, 'object is', 'objects are')} refused as invalid`);
  if (s.conflict > 0) {
    parts.push(
      `${n(s.conflict, 'object conflicts', 'objects conflict')} (with ${s.conflictsWith.map((m) => JSON.stringify(m)).join(', ')})`,
    );
  }
  if (s.error > 0) parts.push(`${n(s.error, 'object', 'objects')} could not be previewed`);
  if (refused > 0) parts.push(`the cluster refused the dry run of ${n(refused, 'object', 'objects')}`);
  if ((failOn === 'delete' || failOn === 'change') && s.delete > 0)
    parts.push(`${n(s.delete, 'object is', 'objects are')} deleted`);
  if (failOn === 'change') {
    if (s.create > 0) parts.push(`${n(s.create, 'object is', 'objects are')} created`);
    if (s.update > 0) parts.push(`${n(s.update, 'object changes', 'objects change')}`);
  }
  return parts.length === 0 ? null : `${parts.join('; ')} (fail-on: ${failOn})`;
}
