// How a rendered source's objects are written, as its controller writes them
// (issue 28): the core/appliers preset, the owner whose metadata it writes, its
// field manager and whether it deletes objects whose manifests are gone.
//
// - Flux Kustomization: kustomize-controller's server-side apply (`flux`), owner
//   the Kustomization, `spec.prune`; `spec.force` (recreate on immutable-field
//   errors) is no conflict force and is noted, not modelled.
// - Argo CD Application: `argocd` or `argocd-server-side` (syncOptions
//   ServerSideApply=true), owner the Application, syncPolicy.automated.prune.
// - Flux HelmRelease: helm-controller runs the Helm 3 SDK (helm.sh/helm/v3/pkg/kube:
//   a client-side three-way merge patch on upgrade, the `helm3` preset) with
//   `kube.ManagedFieldsManager = "helm-controller"` (fluxcd/helm-controller main.go);
//   owner the release (release name, target namespace); an upgrade deletes what
//   the previous release had and the new one does not.
// - A plain kustomization or chart: none (the user's applier).

import type { AppSetOrigin, RenderSource } from './types.ts';

/** helm-controller's field manager (fluxcd/helm-controller main.go, controllerName). */
export const HELM_CONTROLLER_MANAGER = 'helm-controller';

/** What a source says about the write of its objects. */
export interface SourceApply {
  /** A core/appliers preset name. */
  preset: 'flux' | 'argocd' | 'argocd-server-side' | 'helm3';
  /** `namespace/name` of the Kustomization, Application or Helm release (core/appliers/owner.ts parseOwner). */
  owner: string;
  /** The field manager when it is not the preset's own. */
  fieldManager?: string;
  /** Whether the controller deletes objects whose manifests are gone. */
  prune: boolean;
  /** Flux spec.force. */
  force?: boolean;
  /** The source in a few words (`Flux Kustomization flux-system/apps`), for notes. */
  describe: string;
  /** What the source asks that the preview does not render or model (RenderSource.notes): noted on each of its objects. */
  notes?: string[];
  /** The ApplicationSet that generated the Application (gather/appset-fate.ts: when it no longer does). */
  applicationSet?: AppSetOrigin;
}

/** The write a source implies, with its notes, or undefined for a plain directory (the user's applier). */
export function sourceApply(s: RenderSource): SourceApply | undefined {
  const apply = controllerApply(s);
  return apply !== undefined && s.notes.length > 0 ? { ...apply, notes: [...s.notes] } : apply;
}

function controllerApply(s: RenderSource): SourceApply | undefined {
  if (s.owner === undefined) return undefined;
  if (s.kind === 'flux-kustomization')
    return {
      preset: 'flux',
      owner: s.owner,
      prune: s.prune === true,
      ...(s.force === true ? { force: true } : {}),
      describe: `Flux Kustomization ${s.owner}`,
    };
  if (s.kind === 'argocd-application')
    return {
      preset: s.applier === 'argocd-server-side' ? 'argocd-server-side' : 'argocd',
      owner: s.owner,
      prune: s.prune === true,
      describe: `Argo CD Application ${s.owner}`,
      ...(s.applicationSet?.role === 'generated' ? { applicationSet: s.applicationSet } : {}),
    };
  if (s.kind === 'flux-helmrelease' && s.plan?.tool === 'helm')
    return {
      preset: 'helm3',
      owner: `${s.plan.namespace}/${s.plan.release}`,
      fieldManager: HELM_CONTROLLER_MANAGER,
      prune: true,
      describe: `Flux HelmRelease ${s.owner}`,
    };
  return undefined;
}
