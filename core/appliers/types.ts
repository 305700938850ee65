// The shape of an applier preset: what a deployment tool does around its write
// (its manager, mode, forcing, pruning, housekeeping steps) and the citation of the
// upstream file that shows each behaviour.

import type { JsonObject } from '../value.ts';

/** A file that shows a behaviour: repository, path, and the function or constant. */
export interface Citation {
  repo: string;
  path: string;
  symbol: string;
  /** The branch or tag read when it is not the default branch. */
  ref?: string;
}

export type PresetName =
  | 'kubectl'
  | 'kubectl-server-side'
  | 'flux'
  | 'argocd'
  | 'argocd-server-side'
  | 'helm3'
  | 'helm4';

/** A label or annotation (or an option inside one) that keeps an object from being pruned. */
export interface KeepMarker {
  /** Where the tool looks: the live object's annotations, labels, or either. */
  in: 'annotation' | 'label' | 'annotation-or-label';
  key: string;
  value: string;
  /** exact: value equal; case-insensitive: equal ignoring case; csv-option: one item of a comma-separated list. */
  match: 'exact' | 'case-insensitive' | 'csv-option';
}

export interface PruneBehaviour {
  /** Whether objects whose manifest disappeared are deleted when the tool runs as configured by default. */
  byDefault: boolean;
  /** The switch that turns pruning on (or off). */
  option: string;
  /** What keeps a live object from being deleted. */
  keep: KeepMarker[];
  /** What a live object must carry to be pruned at all, when anything. */
  onlyWith?: string;
  source: Citation[];
}

export interface HousekeepingContext {
  /** The manifest being applied (some tools look at it too). */
  manifest?: JsonObject;
  /** The Flux Kustomization, Helm release or Argo CD Application the object belongs to. */
  owner?: ToolOwner;
  /** Argo CD: how the Application tracks its objects (default: the annotation, Argo CD 3's default). */
  tracking?: ArgoTracking;
  /** Flux: the controller's --override-manager names. */
  overrideManagers?: readonly string[];
  /** Argo CD: the Application's argocd.argoproj.io/client-side-apply-migration-manager. */
  migrationManager?: string;
  /** The tool's field manager when overridden (default: the preset's). */
  fieldManager?: string;
}

/** One step a tool runs around its write. */
export interface Housekeeping {
  id: string;
  /** before: on the live object before the write; after: on the stored object after it; manifest: on the manifest. */
  when: 'before' | 'after' | 'manifest';
  description: string;
  run: (obj: JsonObject, ctx?: HousekeepingContext) => JsonObject;
  source: Citation[];
}

export interface ApplierPreset {
  name: PresetName;
  tool: string;
  fieldManager: string;
  mode: 'client-side' | 'server-side';
  /** Server-side: whether conflicts are forced. Client-side patches never conflict. */
  force: boolean;
  /** Client-side: what the three-way patch takes as the previous configuration. */
  previousConfiguration?: 'last-applied-annotation' | 'previous-release-manifest';
  /** Client-side: whether the tool writes kubectl's last-applied annotation. */
  writesLastApplied?: boolean;
  prune: PruneBehaviour;
  housekeeping: Housekeeping[];
  source: Citation[];
  /** Documented behaviour the preset does not model. */
  notModelled?: string[];
}

/** The object a tool writes on behalf of: a Flux Kustomization, a Helm release, an Argo CD Application. */
export interface ToolOwner {
  name: string;
  /** Argo CD: "" for an Application in the controller's own namespace (its name alone tracks it). */
  namespace: string;
}

export type ArgoTrackingMethod = 'annotation' | 'label' | 'annotation+label';

export interface ArgoTracking {
  method: ArgoTrackingMethod;
  /** The argocd-cm `installationID`, written beside the tracking annotation when set. */
  installationId: string;
  /** The namespace a tracking id names for an object without one (the Application's destination). */
  destinationNamespace: string;
}
