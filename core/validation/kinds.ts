// The validators of built-in kinds, keyed `<group>/<Kind>` (core group: `/<Kind>`).
// Each entry cites its upstream source in its own file (pkg/apis/<group>/validation).

import {
  DAEMONSET_VALIDATOR,
  DEPLOYMENT_VALIDATOR,
  REPLICASET_VALIDATOR,
  STATEFULSET_VALIDATOR,
} from './apps.ts';
import { horizontalPodAutoscalerValidator } from './autoscaling.ts';
import { CRONJOB_VALIDATOR, JOB_VALIDATOR } from './batch.ts';
import { configMapValidator, secretValidator } from './configdata.ts';
import { ingressValidator } from './ingress.ts';
import { namespaceValidator, serviceAccountValidator } from './namespace.ts';
import { networkPolicyValidator } from './networkpolicy.ts';
import { podDisruptionBudgetValidator } from './pdb.ts';
import { persistentVolumeClaimValidator } from './pvc.ts';
import {
  clusterRoleBindingValidator,
  clusterRoleValidator,
  roleBindingValidator,
  roleValidatorNs,
} from './rbac.ts';
import { serviceValidator } from './service.ts';
import type { KindValidator } from './types.ts';

export const BUILTIN_VALIDATORS: ReadonlyMap<string, KindValidator> = new Map<string, KindValidator>([
  ['/ConfigMap', configMapValidator],
  ['/Namespace', namespaceValidator],
  ['/PersistentVolumeClaim', persistentVolumeClaimValidator],
  ['/Secret', secretValidator],
  ['/Service', serviceValidator],
  ['/ServiceAccount', serviceAccountValidator],
  ['apps/DaemonSet', DAEMONSET_VALIDATOR],
  ['apps/Deployment', DEPLOYMENT_VALIDATOR],
  ['apps/ReplicaSet', REPLICASET_VALIDATOR],
  ['apps/StatefulSet', STATEFULSET_VALIDATOR],
  ['autoscaling/HorizontalPodAutoscaler', horizontalPodAutoscalerValidator],
  ['batch/CronJob', CRONJOB_VALIDATOR],
  ['batch/Job', JOB_VALIDATOR],
  ['networking.k8s.io/Ingress', ingressValidator],
  ['networking.k8s.io/NetworkPolicy', networkPolicyValidator],
  ['policy/PodDisruptionBudget', podDisruptionBudgetValidator],
  ['rbac.authorization.k8s.io/ClusterRole', clusterRoleValidator],
  ['rbac.authorization.k8s.io/ClusterRoleBinding', clusterRoleBindingValidator],
  ['rbac.authorization.k8s.io/Role', roleValidatorNs],
  ['rbac.authorization.k8s.io/RoleBinding', roleBindingValidator],
]);
