// The validators of built-in kinds, keyed `<group>/<Kind>` (core group: `/<Kind>`).
// Each entry cites its upstream source in its own file (pkg/apis/<group>/validation).

import { horizontalPodAutoscalerValidator } from './autoscaling.ts';
import { configMapValidator, secretValidator } from './configdata.ts';
import { namespaceValidator, serviceAccountValidator } from './namespace.ts';
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
  ['autoscaling/HorizontalPodAutoscaler', horizontalPodAutoscalerValidator],
  ['rbac.authorization.k8s.io/ClusterRole', clusterRoleValidator],
  ['rbac.authorization.k8s.io/ClusterRoleBinding', clusterRoleBindingValidator],
  ['rbac.authorization.k8s.io/Role', roleValidatorNs],
  ['rbac.authorization.k8s.io/RoleBinding', roleBindingValidator],
]);
