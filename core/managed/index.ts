// What surfaces use of managedFields handling: Status answers, the
// last-applied annotation, time parsing and managedFields errors.

export { LAST_APPLIED } from './lastapplied.ts';
export { ManagedFieldsError } from './managedfields.ts';
export { badRequest, invalidOption, status } from './status.ts';
export { parseTime } from './time.ts';
export type { KubeStatus } from './types.ts';
