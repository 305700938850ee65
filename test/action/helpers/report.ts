// Reports of two runs differ where the API server's dry run is random or timed: a
// created object's uid (random) and creationTimestamp (the run's second). The
// comparisons of two runs blank those values and check their form instead.

import type { BatchReport } from '../../../core/preview/types.ts';

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** The report with each server-set uid and creationTimestamp replaced by its form; throws on a malformed one. */
export function withoutRunValues(report: BatchReport): BatchReport {
  for (const o of report.objects) {
    for (const c of o.changes) {
      if (c.setBy !== 'server') continue;
      const form = c.path === '.metadata.uid' ? UID : c.path === '.metadata.creationTimestamp' ? TIME : null;
      if (form === null) continue;
      if (typeof c.after !== 'string' || !form.test(c.after)) {
        throw new Error(`${o.ref.name}: ${c.path} = ${JSON.stringify(c.after)} is not a ${form}`);
      }
      c.after = `<${c.path.slice('.metadata.'.length)}>`;
    }
  }
  return report;
}
