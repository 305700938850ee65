// The validators of built-in kinds, keyed `<group>/<Kind>` (core group: `/<Kind>`).
// Each entry cites its upstream source in its own file (pkg/apis/<group>/validation).

import {
  DAEMONSET_VALIDATOR,
  DEPLOYMENT_VALIDATOR,
  REPLICASET_VALIDATOR,
  STATEFULSET_VALIDATOR,
} from './apps.ts';
import { CRONJOB_VALIDATOR, JOB_VALIDATOR } from './batch.ts';
import type { KindValidator } from './types.ts';

export const BUILTIN_VALIDATORS: ReadonlyMap<string, KindValidator> = new Map<string, KindValidator>([
  ['apps/DaemonSet', DAEMONSET_VALIDATOR],
  ['apps/Deployment', DEPLOYMENT_VALIDATOR],
  ['apps/ReplicaSet', REPLICASET_VALIDATOR],
  ['apps/StatefulSet', STATEFULSET_VALIDATOR],
  ['batch/CronJob', CRONJOB_VALIDATOR],
  ['batch/Job', JOB_VALIDATOR],
]);
