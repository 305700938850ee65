// The applier presets: for each tool, what it does around its write, as one table
// (the tools' behaviours are in flux.ts, argocd.ts, helm.ts, kubectl.ts; the shape in
// types.ts; the citations in citations.ts). Every behaviour carries the file that
// shows it (`source`).
//
// The housekeeping functions are pure: a live object (or a manifest) in, the
// changed object out, as the tool would send it (entries in the tool's order;
// the API server re-sorts them when it stores the write).

import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { ARGOCD_MANAGER, ARGOCD_SYNC_OPTIONS, argocdClientSideApplyMigration } from './argocd.ts';
import {
  ARGO_APPLY,
  ARGO_CSV,
  ARGO_MANAGER,
  ARGO_MIGRATE,
  ARGO_OPS,
  ARGO_OPTIONS,
  ARGO_PRUNE,
  ARGO_SYNC,
  CSAUPGRADE,
  FLUX_APPLY,
  FLUX_DELETE,
  FLUX_META,
  FLUX_NORMALIZE,
  FLUX_OWNER,
  FLUX_OWNER_LABELS,
  FLUX_PRUNE_FIELD,
  FLUX_SSA_APPLY,
  FLUX_SSA_DELETE,
  FLUX_SSA_PATCH,
  HELM_POLICY,
  HELM3_MANAGER,
  HELM3_META,
  HELM3_PATCH,
  HELM3_UPDATE,
  HELM4_CLIENT,
  HELM4_FLAGS,
  HELM4_INSTALL,
  HELM4_MANAGER,
  HELM4_META,
  HELM4_UPGRADE,
  KUBECTL_APPLY,
  KUBECTL_APPLY_ONE,
  KUBECTL_APPLYSET,
  KUBECTL_MIGRATE,
  KUBECTL_PATCHER,
  KUBECTL_PRUNE,
  KUBECTL_SAVE,
} from './citations.ts';
import {
  KUBECTL_CLIENT_SIDE_MANAGER,
  KUBECTL_LAST_APPLIED_MANAGER,
  KUBECTL_SERVER_SIDE_MANAGER,
} from './csaupgrade.ts';
import {
  FLUX_MANAGER,
  FLUX_SELECTORS,
  FLUX_SKIP_APPLY,
  fluxCleanupMetadata,
  fluxPrepareManifest,
} from './flux.ts';
import { HELM_MANAGER, helmReleaseMetadata, helmUpgradeClientSideFieldManager } from './helm.ts';
import { kubectlSaveLastApplied, kubectlUpgradeAfterApply } from './kubectl.ts';
import {
  ARGO_INSTANCE_NAME,
  ARGO_TRACKING,
  ARGO_TRACKING_DEFAULT,
  ARGO_TRACKING_SET,
  ARGOCD_INSTANCE_LABEL,
  ARGOCD_TRACKING_ID,
  ASSUMED_APPLICATION,
  argocdResourceTracking,
  argocdTrackingFromLive,
  FLUX_GROUP,
  HELM_INSTALL_CHECK,
  HELM_OWNERSHIP,
  HELM_UPGRADE_CHECK,
} from './owner.ts';
import type {
  ApplierPreset,
  Housekeeping,
  HousekeepingContext,
  KeepMarker,
  PresetName,
  PruneBehaviour,
} from './types.ts';

// ---------------------------------------------------------------------------
// The table.

/** Argo CD's tracking on every manifest (both of its presets). */
const ARGOCD_TRACKING_STEP: Housekeeping = {
  id: 'argocd-resource-tracking',
  when: 'manifest',
  description:
    "the Application's tracking annotation argocd.argoproj.io/tracking-id (Argo CD 3's default) and/or instance label app.kubernetes.io/instance, as the live object is tracked",
  run: (m, ctx) =>
    argocdResourceTracking(
      m,
      ctx?.owner ?? ASSUMED_APPLICATION,
      ctx?.tracking ?? argocdTrackingFromLive(null),
    ),
  source: [ARGO_TRACKING_SET, ARGO_TRACKING, ARGO_TRACKING_DEFAULT, ARGO_INSTANCE_NAME],
};

/** Argo CD's pruning (both of its presets). */
const ARGOCD_PRUNE: PruneBehaviour = {
  byDefault: false,
  option: 'sync with prune (syncPolicy.automated.prune or a manual sync with prune)',
  keep: [{ in: 'annotation', key: ARGOCD_SYNC_OPTIONS, value: 'Prune=false', match: 'csv-option' }],
  onlyWith: `the Application's tracking (the ${ARGOCD_TRACKING_ID} annotation or the ${ARGOCD_INSTANCE_LABEL} label)`,
  source: [ARGO_PRUNE, ARGO_OPTIONS, ARGO_CSV, ARGO_TRACKING],
};

const releaseFromCtx = (ctx?: HousekeepingContext): { name: string; namespace: string } =>
  ctx?.owner ?? { name: 'release', namespace: 'default' };

const HELM_KEEP: KeepMarker = {
  in: 'annotation',
  key: 'helm.sh/resource-policy',
  value: 'keep',
  match: 'exact',
};

export const PRESETS: Readonly<Record<PresetName, ApplierPreset>> = {
  kubectl: {
    name: 'kubectl',
    tool: 'kubectl apply',
    fieldManager: KUBECTL_CLIENT_SIDE_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'last-applied-annotation',
    writesLastApplied: true,
    prune: {
      byDefault: false,
      option: '--prune with -l or --all (or --applyset)',
      keep: [],
      onlyWith: `the ${LAST_APPLIED} annotation (legacy --prune); with --applyset, the applyset.kubernetes.io/part-of label`,
      source: [KUBECTL_PRUNE, KUBECTL_APPLYSET],
    },
    housekeeping: [],
    source: [KUBECTL_APPLY, KUBECTL_APPLY_ONE, KUBECTL_PATCHER],
  },
  'kubectl-server-side': {
    name: 'kubectl-server-side',
    tool: 'kubectl apply --server-side',
    fieldManager: KUBECTL_SERVER_SIDE_MANAGER,
    mode: 'server-side',
    force: false,
    prune: {
      byDefault: false,
      option: '--prune with -l or --all (or --applyset)',
      keep: [],
      onlyWith: `the ${LAST_APPLIED} annotation (legacy --prune); with --applyset, the applyset.kubernetes.io/part-of label`,
      source: [KUBECTL_PRUNE, KUBECTL_APPLYSET],
    },
    housekeeping: [
      {
        id: 'kubectl-save-last-applied',
        when: 'after',
        description: `manager kubectl only: when the object has the last-applied annotation and no Apply entry owns it, an apply of just the annotation by ${KUBECTL_LAST_APPLIED_MANAGER}`,
        run: (obj, ctx) =>
          (ctx?.fieldManager ?? KUBECTL_SERVER_SIDE_MANAGER) === KUBECTL_SERVER_SIDE_MANAGER
            ? kubectlSaveLastApplied(obj)
            : obj,
        source: [KUBECTL_SAVE],
      },
      {
        id: 'kubectl-upgrade-managed-fields',
        when: 'after',
        description:
          'any field manager: the Update entries owning the last-applied annotation folded into its Apply entry (JSON patch with a resourceVersion precondition), then the same apply again',
        run: (obj, ctx) => kubectlUpgradeAfterApply(obj, ctx?.fieldManager ?? KUBECTL_SERVER_SIDE_MANAGER),
        source: [KUBECTL_MIGRATE, CSAUPGRADE],
      },
    ],
    source: [KUBECTL_APPLY, KUBECTL_APPLY_ONE],
  },
  flux: {
    name: 'flux',
    tool: 'Flux kustomize-controller',
    fieldManager: FLUX_MANAGER,
    mode: 'server-side',
    force: true,
    prune: {
      byDefault: false,
      option: 'Kustomization spec.prune: true (a required field)',
      keep: [
        {
          in: 'annotation-or-label',
          key: `${FLUX_GROUP}/prune`,
          value: 'disabled',
          match: 'case-insensitive',
        },
        {
          in: 'annotation-or-label',
          key: `${FLUX_GROUP}/reconcile`,
          value: 'disabled',
          match: 'case-insensitive',
        },
        { in: 'annotation-or-label', key: `${FLUX_GROUP}/ssa`, value: 'Ignore', match: 'case-insensitive' },
      ],
      onlyWith: `the owner labels ${FLUX_GROUP}/name and ${FLUX_GROUP}/namespace of the Kustomization`,
      source: [FLUX_DELETE, FLUX_PRUNE_FIELD, FLUX_SSA_DELETE, FLUX_META],
    },
    housekeeping: [
      {
        id: 'flux-prepare-manifest',
        when: 'manifest',
        description:
          'normalization (TCP ports, Secret stringData to data, creationTimestamp null, no status) and the owner labels',
        run: (m, ctx) =>
          fluxPrepareManifest(m, ctx?.owner ?? { name: 'flux-system', namespace: 'flux-system' }),
        source: [FLUX_NORMALIZE, FLUX_OWNER_LABELS, FLUX_APPLY],
      },
      {
        id: 'flux-cleanup-metadata',
        when: 'before',
        description:
          'last-applied and Flux v1 annotations/labels removed; kubectl*, before-first-apply* and kustomize-controller Update entries folded into its Apply entry',
        run: (live, ctx) => fluxCleanupMetadata(live, ctx),
        source: [FLUX_APPLY, FLUX_SSA_APPLY, FLUX_SSA_PATCH],
      },
    ],
    source: [FLUX_OWNER, FLUX_APPLY, FLUX_SSA_APPLY, FLUX_SKIP_APPLY, FLUX_SELECTORS],
    notModelled: [
      'spec.force recreates objects on immutable-field errors (not a conflict force)',
      'an object with no drift after the dry-run and no cleanup is not applied at all',
      `${FLUX_GROUP}/ssa: Ignore or reconcile: disabled on the manifest of an object that does not exist yet (Flux does not create it; previewed as created)`,
    ],
  },
  argocd: {
    name: 'argocd',
    tool: 'Argo CD (default sync)',
    fieldManager: ARGOCD_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'last-applied-annotation',
    writesLastApplied: true,
    prune: ARGOCD_PRUNE,
    housekeeping: [ARGOCD_TRACKING_STEP],
    source: [ARGO_MANAGER, ARGO_SYNC, ARGO_APPLY, ARGO_OPS],
    notModelled: [
      'Replace=true and Force=true sync options (replace / delete and recreate)',
      'a custom application.instanceLabelKey (the default app.kubernetes.io/instance is written)',
    ],
  },
  'argocd-server-side': {
    name: 'argocd-server-side',
    tool: 'Argo CD (ServerSideApply=true)',
    fieldManager: ARGOCD_MANAGER,
    mode: 'server-side',
    force: true,
    prune: ARGOCD_PRUNE,
    housekeeping: [
      ARGOCD_TRACKING_STEP,
      {
        id: 'argocd-client-side-apply-migration',
        when: 'before',
        description:
          'unless ClientSideApplyMigration=false: Update entries of kubectl-client-side-apply folded into argocd-controller (csaupgrade)',
        run: (live, ctx) => argocdClientSideApplyMigration(live, ctx?.migrationManager, ctx?.fieldManager),
        source: [ARGO_MIGRATE, ARGO_OPTIONS, CSAUPGRADE],
      },
      {
        id: 'kubectl-upgrade-managed-fields',
        when: 'after',
        description:
          "kubectl's apply code then folds the Update entries owning the last-applied annotation (Argo CD's own client-side writes) into argocd-controller and applies again",
        run: (obj, ctx) => kubectlUpgradeAfterApply(obj, ctx?.fieldManager ?? ARGOCD_MANAGER),
        source: [ARGO_OPS, KUBECTL_MIGRATE],
      },
    ],
    source: [ARGO_MANAGER, ARGO_SYNC, ARGO_APPLY, ARGO_OPS],
    notModelled: [
      'a custom application.instanceLabelKey (the default app.kubernetes.io/instance is written)',
    ],
  },
  helm3: {
    name: 'helm3',
    tool: 'Helm 3',
    fieldManager: HELM_MANAGER,
    mode: 'client-side',
    force: false,
    previousConfiguration: 'previous-release-manifest',
    writesLastApplied: false,
    prune: {
      byDefault: true,
      option: 'helm upgrade deletes what the previous release had and the new one does not',
      keep: [HELM_KEEP],
      source: [HELM3_UPDATE, HELM_POLICY],
    },
    housekeeping: [
      {
        id: 'helm-release-metadata',
        when: 'manifest',
        description:
          'label app.kubernetes.io/managed-by: Helm, annotations meta.helm.sh/release-name and -namespace',
        run: (m, ctx) => helmReleaseMetadata(m, releaseFromCtx(ctx)),
        source: [HELM3_META],
      },
    ],
    source: [HELM3_MANAGER, HELM3_PATCH, HELM_OWNERSHIP],
    notModelled: [
      '--force replaces the object (PUT) instead of patching it',
      '--take-ownership adopts an existing object without checking its release metadata',
    ],
  },
  helm4: {
    name: 'helm4',
    tool: 'Helm 4',
    fieldManager: HELM_MANAGER,
    mode: 'server-side',
    force: false,
    prune: {
      byDefault: true,
      option: 'helm upgrade deletes what the previous release had and the new one does not',
      keep: [HELM_KEEP],
      source: [HELM4_CLIENT, HELM_POLICY],
    },
    housekeeping: [
      {
        id: 'helm-release-metadata',
        when: 'manifest',
        description:
          'label app.kubernetes.io/managed-by: Helm, annotations meta.helm.sh/release-name and -namespace',
        run: (m, ctx) => helmReleaseMetadata(m, releaseFromCtx(ctx)),
        source: [HELM4_META],
      },
      {
        id: 'helm-upgrade-client-side-field-manager',
        when: 'before',
        description:
          'on the first server-side upgrade of a client-side release: helm Update entries folded into helm Apply',
        run: (live, ctx) => helmUpgradeClientSideFieldManager(live, ctx?.fieldManager),
        source: [HELM4_CLIENT, HELM4_UPGRADE],
      },
    ],
    source: [
      HELM4_MANAGER,
      HELM4_CLIENT,
      HELM4_UPGRADE,
      HELM4_FLAGS,
      HELM4_INSTALL,
      HELM_INSTALL_CHECK,
      HELM_UPGRADE_CHECK,
    ],
    notModelled: [
      '--server-side=auto keeps the previous release method: an upgraded Helm 3 release stays client-side',
      '--take-ownership adopts an existing object without checking its release metadata',
    ],
  },
};

export function presetOf(name: string): ApplierPreset | undefined {
  return Object.hasOwn(PRESETS, name) ? PRESETS[name as PresetName] : undefined;
}
