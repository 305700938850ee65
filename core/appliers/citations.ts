// The upstream files that show each tool's behaviour, and the commits they were read at.

import type { Citation } from './types.ts';

/** The commits the citations were read at (repository → commit; Helm 3 at its release branch). */
export const SOURCES_READ: Readonly<Record<string, string>> = {
  'kubernetes/kubectl': 'dee3483a3d6a64c07fdf746caf80af446dee99ac',
  'kubernetes/client-go': '32ce75a7d6bc6960fd048d3d1e3b34185418d8c8',
  'kubernetes/apimachinery': 'eed236ceee2c19c2753a3d93ac0631dc20750454',
  'fluxcd/pkg': 'e2cfd1a2d1815a81b3e77ef750e6528282ccccd6',
  'fluxcd/kustomize-controller': '186fb3b29138ce82ff61ba1a9370b96a3dd598fe',
  'argoproj/argo-cd': '37ee0097cf851bc2dd7665fc081bbce61a7e836e',
  'helm/helm': 'e9b85e4de16ad45805843fb121748018cf89094b',
  'helm/helm@release-3.21': '94fe81cc2c1c89a6e26e9845934f7e2a77efef0f',
};

export const KUBECTL_APPLY: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'FieldManagerClientSideApply, fieldManagerServerSideApply, GetApplyFieldManagerFlag',
};
export const KUBECTL_APPLY_ONE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.applyOneObject',
};
export const KUBECTL_SAVE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.saveLastApplyAnnotationIfNecessary',
};
export const KUBECTL_MIGRATE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/apply.go',
  symbol: 'ApplyOptions.migrateToSSAIfNecessary',
};
export const KUBECTL_PATCHER: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/patcher.go',
  symbol: 'Patcher.patchSimple',
};
export const KUBECTL_PRUNE: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/prune.go',
  symbol: 'pruner.prune',
};
export const KUBECTL_APPLYSET: Citation = {
  repo: 'kubernetes/kubectl',
  path: 'pkg/cmd/apply/applyset.go',
  symbol: 'ApplysetPartOfLabel',
};
export const CSAUPGRADE: Citation = {
  repo: 'kubernetes/client-go',
  path: 'util/csaupgrade/upgrade.go',
  symbol: 'UpgradeManagedFields, UpgradeManagedFieldsPatch',
};

export const FLUX_APPLY: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'internal/controller/kustomization_controller.go',
  symbol: 'KustomizationReconciler.apply',
};
export const FLUX_OWNER: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'main.go',
  symbol: 'controllerName',
};
export const FLUX_DELETE: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'internal/controller/kustomization_controller.go',
  symbol: 'KustomizationReconciler.prune, deleteObjects',
};
export const FLUX_PRUNE_FIELD: Citation = {
  repo: 'fluxcd/kustomize-controller',
  path: 'api/v1/kustomization_types.go',
  symbol: 'KustomizationSpec.Prune',
};
export const FLUX_SSA_APPLY: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_apply.go',
  symbol: 'ResourceManager.apply (client.ForceOwnership), ResourceManager.cleanupMetadata',
};
export const FLUX_SSA_PATCH: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/patch.go',
  symbol: 'PatchReplaceFieldsManagers, matchFieldManager, PatchRemoveAnnotations, PatchRemoveLabels',
};
export const FLUX_SSA_DELETE: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager_delete.go',
  symbol: 'ResourceManager.Delete',
};
export const FLUX_META: Citation = { repo: 'fluxcd/pkg', path: 'ssa/utils/meta.go', symbol: 'AnyInMetadata' };
export const FLUX_NORMALIZE: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/normalize/normalize.go',
  symbol: 'UnstructuredWithScheme',
};
export const FLUX_OWNER_LABELS: Citation = {
  repo: 'fluxcd/pkg',
  path: 'ssa/manager.go',
  symbol: 'ResourceManager.SetOwnerLabels, GetOwnerLabels',
};

export const ARGO_MANAGER: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'common/common.go',
  symbol: 'ArgoCDSSAManager',
};
export const ARGO_SYNC: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'controller/sync.go',
  symbol:
    'appStateManager.SyncAppState (WithServerSideApply, WithServerSideApplyManager, WithClientSideApplyMigration)',
};
export const ARGO_APPLY: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.applyObject, shouldUseServerSideApply',
};
export const ARGO_MIGRATE: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.needsClientSideApplyMigration, performCSAUpgradeMigration',
};
export const ARGO_PRUNE: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/sync_context.go',
  symbol: 'syncContext.pruneObject, isPruningDisabled',
};
export const ARGO_OPTIONS: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/common/types.go',
  symbol: 'AnnotationSyncOptions, SyncOptionPrune, SyncValueFalse, DefaultClientSideApplyMigrationManager',
};
export const ARGO_CSV: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/sync/resource/annotations.go',
  symbol: 'GetAnnotationCSVs, GetAnnotationOptionValue',
};
export const ARGO_OPS: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'gitops-engine/pkg/utils/kube/resource_ops.go',
  symbol:
    'kubectlResourceOperations.newApplyOptions (FieldManager = manager, ForceConflicts = serverSideApply)',
};

export const HELM3_REF = 'release-3.21';
export const HELM3_MANAGER: Citation = {
  repo: 'helm/helm',
  path: 'cmd/helm/helm.go',
  symbol: 'kube.ManagedFieldsManager = "helm"',
  ref: HELM3_REF,
};
export const HELM3_PATCH: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol: 'createPatch, updateResource',
  ref: HELM3_REF,
};
export const HELM3_UPDATE: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol: 'Client.update (original.Difference(target) deleted unless helm.sh/resource-policy: keep)',
  ref: HELM3_REF,
};
export const HELM3_META: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/validate.go',
  symbol: 'setMetadataVisitor',
  ref: HELM3_REF,
};
export const HELM_POLICY: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/resource_policy.go',
  symbol: 'ResourcePolicyAnno, KeepPolicy',
};
export const HELM4_MANAGER: Citation = {
  repo: 'helm/helm',
  path: 'cmd/helm/helm.go',
  symbol: 'kube.ManagedFieldsManager = "helm"',
};
export const HELM4_CLIENT: Citation = {
  repo: 'helm/helm',
  path: 'pkg/kube/client.go',
  symbol:
    'Client.Update (serverSideApply default true), patchResourceServerSide, upgradeClientSideFieldManager',
};
export const HELM4_UPGRADE: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/upgrade.go',
  symbol: 'getUpgradeServerSideValue, Upgrade.releasingUpgrade (upgradeClientSideFieldManager)',
};
export const HELM4_FLAGS: Citation = {
  repo: 'helm/helm',
  path: 'pkg/cmd/upgrade.go',
  symbol: 'flags --server-side (auto), --force-conflicts',
};
export const HELM4_INSTALL: Citation = {
  repo: 'helm/helm',
  path: 'pkg/cmd/install.go',
  symbol: 'flags --server-side (true), --force-conflicts',
};
export const HELM4_META: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/validate.go',
  symbol: 'setMetadataVisitor',
};
