// What rendering a repository gives: the sources found (a Flux Kustomization or
// HelmRelease, an Argo CD Application, a plain kustomization or chart
// directory), the objects each rendered, with what the source says about how
// they are applied, and the problems of those that did not render.

import type { JsonObject } from '../../core/index.ts';
import type { RemoteChart } from './remote-chart.ts';

/** The kinds of source rendering understands. */
export type SourceKind =
  | 'flux-kustomization'
  | 'flux-helmrelease'
  | 'argocd-application'
  | 'kustomize'
  | 'helm';

/** The tool whose write the source implies (core/appliers presets), or null for a plain directory. */
export type ImpliedApplier = 'flux' | 'argocd' | 'argocd-server-side' | 'helm' | null;

/** How a source is rendered, decided by discovery. */
export type RenderPlan =
  | { tool: 'kustomize'; dir: string; edits: KustomizeEdits; generate: boolean }
  | {
      tool: 'helm';
      /** The chart's tree directory ('' for a remote chart). */
      chart: string;
      release: string;
      namespace: string;
      values: HelmValues;
      /** A chart from a Helm or OCI repository, fetched (remote-fetch.ts) instead of read from the tree. */
      remote?: RemoteChart;
    }
  | { tool: 'directory'; dir: string; recurse: boolean; include: string; exclude: string };

/** What a controller adds to a kustomization before it builds it (Flux's generator, Argo CD's `kustomize edit`). */
export interface KustomizeEdits {
  namespace?: string;
  namePrefix?: string;
  nameSuffix?: string;
  images?: JsonObject[];
  patches?: JsonObject[];
  components?: string[];
  commonLabels?: Record<string, string>;
  commonAnnotations?: Record<string, string>;
  /** Argo CD's forceCommonLabels / forceCommonAnnotations. */
  replicas?: JsonObject[];
}

/** Values given to `helm template`, in Helm's order (files, then inline values, then --set). */
export interface HelmValues {
  /**
   * Tree-relative paths of values files, with where the source names each (for a missing one);
   * `fromRef`: an Argo CD `$ref/...` file of this repository (tree-relative even beside a remote chart).
   */
  files: { path: string; line: number; fromRef?: boolean }[];
  /** Inline values merged over the files (Argo CD values/valuesObject, Flux spec.values over valuesFrom). */
  inline: JsonObject[];
  /** `--set` / `--set-string` parameters. */
  set: { name: string; value: string; forceString: boolean }[];
  skipCrds: boolean;
  skipTests: boolean;
  /**
   * Flux: the values files replace the chart's values.yaml rather than merge over it
   * (source-controller internal/helm/chart builder_local.go / builder_remote.go
   * mergeChartValues, then OverwriteChartDefaultValues); values.yaml counts only when listed.
   */
  replaceChartValues?: boolean;
}

/** One source found in the tree. */
export interface RenderSource {
  kind: SourceKind;
  /** `namespace/name` of a controller object, the directory of a plain one. */
  name: string;
  /** The file that defines the source (the controller object's manifest, the kustomization.yaml or Chart.yaml). */
  file: string;
  /** 1-based line of the source's object (1 for a directory). */
  line: number;
  /** The tree-relative directory rendered ('' is the root). */
  path: string;
  applier: ImpliedApplier;
  /** `namespace/name` of the Kustomization, HelmRelease or Application (the owner its applier writes). */
  owner?: string;
  /** Whether the controller deletes objects whose manifests are gone (Flux spec.prune, Argo CD automated.prune). */
  prune?: boolean;
  /** Flux spec.force. */
  force?: boolean;
  /** Argo CD destination; Flux targetNamespace as `namespace`. */
  destination?: { server?: string; name?: string; namespace?: string };
  /** How it renders; null when it does not (see notRendered). */
  plan: RenderPlan | null;
  /** The remote chart the source names (remote-chart.ts describeRemote), rendered or not. */
  remoteChart?: string;
  /** Its files are elsewhere (a remote chart, another repository): it points at no directory of the tree and covers none. */
  elsewhere?: boolean;
  /** Why the source is not rendered (a refused remote chart, another repository, an unsupported field). */
  notRendered?: string;
  /** Where that reason points when it is not the source's own file (a kustomization it includes). */
  notRenderedAt?: { file: string; line: number };
  /** Flux postBuild substitutions (variables resolved at discovery; Secret values masked). */
  substitute?: Substitution;
  /** Flux commonMetadata, set on every object after the build. */
  commonMetadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  /** Other tree files discovery read for it (Flux substituteFrom / valuesFrom ConfigMaps and Secrets): a change to one touches it. */
  inputs?: string[];
  /** Tree files the controller reads as its own configuration, not manifests (an ApplicationSet git files generator's files): not read as plain manifests. */
  configFiles?: string[];
  /** What the source asks for that is not rendered as the controller would (one line each). */
  notes: string[];
  /** The ApplicationSet that generates this Application, or whose generator this not-rendered source stands for. */
  applicationSet?: AppSetOrigin;
}

/**
 * A source's part in an ApplicationSet (discover-appset.ts), with what decides the fate
 * of an Application the set no longer generates (gather/appset-fate.ts).
 */
export interface AppSetOrigin {
  /** `namespace/name` of the ApplicationSet. */
  set: string;
  /** `generated`: an Application it generates; `skipped`: a generator or Application not expanded; `fails`: the controller generates nothing. */
  role: 'generated' | 'skipped' | 'fails';
  /** Why, for `skipped` and `fails`. */
  reason?: string;
  /** spec.syncPolicy.applicationsSync as written ('' when unset: sync). */
  applicationsSync: string;
  /** spec.syncPolicy.preserveResourcesOnDeletion. */
  preserveResourcesOnDeletion: boolean;
  /** The ApplicationSet's own metadata.finalizers hold resources-finalizer.argocd.argoproj.io. */
  setFinalizer: boolean;
  /** `generated`: the Application's finalizers as the controller sets them (the template's, else the resources finalizer unless preserveResourcesOnDeletion). */
  finalizers?: string[];
  /** `generated`: the value of the Application's `Delete=` sync option, when it has one. */
  deleteOption?: string;
}

export interface Substitution {
  vars: Map<string, string>;
  /** Variables whose value comes from a Secret: substituted with a mask, never the value. */
  secret: Set<string>;
}

/** One object a source rendered. */
export interface RenderedObject {
  object: JsonObject;
  /** Index into RenderResult.sources. */
  source: number;
  /** Where the object comes from: the template or resource file when the tool says, else the source's file. */
  file: string;
  line: number;
  document: number;
  /** In a namespace, its kind's scope not known from the tree's CRDs or the built-in kinds: assumed namespaced. */
  scopeAssumed?: true;
}

/** A source that did not render: the tool's error at the file and line it names, or why it was not run. */
export interface RenderProblem {
  source: number;
  kind: 'error' | 'not-rendered';
  file: string;
  line: number;
  message: string;
}

export interface RenderResult {
  sources: RenderSource[];
  objects: RenderedObject[];
  problems: RenderProblem[];
  /** Tree-relative files that belong to a rendered source: not read again as plain manifests. */
  covered: Set<string>;
  /** The CustomResourceDefinitions of the tree's YAML files, rendered or not (discover.ts). */
  crds: JsonObject[];
  /** `namespace/name` of every ApplicationSet in the tree, whatever it generates. */
  applicationSets: string[];
  /** With a change (RenderOptions.changed): whether each source is touched; untouched ones were not rendered. */
  touched?: boolean[];
  /** Milliseconds spent rendering (wall clock). */
  ms: number;
}
