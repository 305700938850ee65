// Finds what to render in a tree: Flux Kustomizations and HelmReleases whose
// source is this repository, Argo CD Applications (each of their sources in this
// repository), then the plain kustomization and chart directories no controller
// object points at and no other kustomization or chart includes. Each source
// says how it renders (types.ts RenderPlan) and what its controller's object
// says about the apply (applier, owner, prune, force, destination).

import { posix } from 'node:path';
import type { JsonObject } from '../../core/index.ts';
import { type ManifestEntry, parseManifestText } from '../manifests.ts';
import { KUSTOMIZATION_FILES, normalizeRepoUrl, objectName, type RepoObjects } from './context.ts';
import { applicationSetSources } from './discover-appset.ts';
import { argoSources } from './discover-argo.ts';
import { fluxSource } from './discover-flux.ts';
import { list, str, treePath, under } from './fields.ts';
import { escapeFrom, type KustomizationNode, kustomizationGraph } from './kustomize-graph.ts';
import { type RepoTree, readTreeText } from './tree.ts';
import type { RenderSource } from './types.ts';
import { parseValuesText } from './values.ts';

/** Files that may hold a controller object, a Flux source or a CRD: read (with positions) while discovering. */
const CONTROLLERS =
  /\bkind:\s*["']?(Kustomization|HelmRelease|Application|ApplicationSet|GitRepository|HelmRepository|OCIRepository|CustomResourceDefinition)\b/;
/** Files that may hold a ConfigMap or Secret: read only when a controller looks one up. */
const VARIABLES = /\bkind:\s*["']?(ConfigMap|Secret)\b/;

export interface DiscoverOptions {
  /** This repository's URLs (e.g. `git remote get-url origin`): a GitRepository or repoURL naming another is not rendered. Empty: any. */
  repoUrls?: readonly string[];
}

export interface Discovery {
  sources: RenderSource[];
  /** Tree-relative directories a kustomization includes (resources, components): rendered as part of another, not alone. */
  included: Set<string>;
  /** `group/version` and `group/version/Kind` served by the CRDs in the tree, for helm's --api-versions. */
  crdApiVersions: string[];
  /** The CustomResourceDefinitions of the tree's YAML files, whichever source holds them (their kinds' scope). */
  crds: JsonObject[];
  /** The kustomization directories and what each includes. */
  graph: Map<string, KustomizationNode>;
  /** Documents of the tree that could not be read while looking for controller objects. */
  unreadable: ManifestEntry[];
  /** `namespace/name` of every ApplicationSet in the tree. */
  applicationSets: string[];
}

/** Every controller object and every ConfigMap/Secret/CRD of the tree's YAML files. */
function readObjects(tree: RepoTree): { objects: RepoObjects; unreadable: ManifestEntry[] } {
  const lazy: string[] = [];
  const objects: RepoObjects = {
    entries: [],
    byKind: new Map(),
    more: () => {
      for (const f of lazy.splice(0)) {
        for (const e of parseManifestText(readTreeText(tree, f) ?? '', f, false)) {
          if (!e.intent) continue;
          const key = `${e.intent.apiVersion} ${e.intent.kind}`;
          const same = objects.byKind.get(key);
          if (same) same.push(e);
          else objects.byKind.set(key, [e]);
        }
      }
    },
  };
  const unreadable: ManifestEntry[] = [];
  for (const f of tree.files) {
    if (!/\.(ya?ml|json)$/.test(f)) continue;
    const text = readTreeText(tree, f);
    if (text === null) continue;
    if (!CONTROLLERS.test(text)) {
      if (VARIABLES.test(text)) lazy.push(f);
      continue;
    }
    for (const e of parseManifestText(text, f, true)) {
      if (!e.intent) {
        unreadable.push(e);
        continue;
      }
      const key = `${e.intent.apiVersion} ${e.intent.kind}`;
      objects.entries.push(e);
      const same = objects.byKind.get(key);
      if (same) same.push(e);
      else objects.byKind.set(key, [e]);
    }
  }
  return { objects, unreadable };
}

/** The CustomResourceDefinitions among the tree's objects. */
function treeCRDs(objects: RepoObjects): JsonObject[] {
  const out: JsonObject[] = [];
  for (const e of objects.entries) {
    const o = e.intent as JsonObject;
    if (o.kind === 'CustomResourceDefinition' && String(o.apiVersion).startsWith('apiextensions.k8s.io/'))
      out.push(o);
  }
  return out;
}

function crdVersions(crds: readonly JsonObject[]): string[] {
  const out = new Set<string>();
  for (const crd of crds) {
    const group = str(crd, 'spec', 'group');
    const kind = str(crd, 'spec', 'names', 'kind');
    if (!group) continue;
    for (const v of list(crd, 'spec', 'versions')) {
      const name = str(v, 'name');
      if (!name || (v as JsonObject).served === false) continue;
      out.add(`${group}/${name}`);
      if (kind) out.add(`${group}/${name}/${kind}`);
    }
  }
  return [...out].sort();
}

/** A kustomize source whose build would reach a directory outside the tree is not rendered. */
function refuseEscapes(s: RenderSource, graph: ReturnType<typeof kustomizationGraph>): void {
  if (s.plan?.tool !== 'kustomize') return;
  const dirs = [s.plan.dir];
  for (const c of s.plan.edits.components ?? []) {
    const p = treePath(c, s.plan.dir);
    if (p === null) {
      s.notRendered = `component ${c} is outside the repository`;
      s.plan = null;
      return;
    }
    dirs.push(p);
  }
  const out = escapeFrom(graph, dirs);
  if (out === null) return;
  s.notRendered = `${out.file} names ${out.ref}, outside the repository`;
  s.notRenderedAt = { file: out.file, line: out.line };
  s.plan = null;
}

/** Finds the sources of `tree`, controller objects first (in file order), then plain directories. */
export function discoverSources(tree: RepoTree, o: DiscoverOptions = {}): Discovery {
  const { objects, unreadable } = readObjects(tree);
  const repoUrls = (o.repoUrls ?? []).map(normalizeRepoUrl);
  const sources: RenderSource[] = [];
  const applicationSets: string[] = [];
  const fileSet = new Set(tree.files);
  const kustomizationDirs = new Set<string>();
  const chartDirs: string[] = [];
  for (const f of tree.files) {
    const base = posix.basename(f);
    const dir = posix.dirname(f) === '.' ? '' : posix.dirname(f);
    if (KUSTOMIZATION_FILES.includes(base)) kustomizationDirs.add(dir);
    if (base === 'Chart.yaml') chartDirs.push(dir);
  }
  const ctx = {
    objects,
    repoUrls,
    fileSet,
    kustomizationDirs,
    chartDirs: new Set(chartDirs),
    readText: (f: string) => readTreeText(tree, f),
    refused: tree.refused,
  };
  for (const e of objects.entries) {
    const av = String(e.intent?.apiVersion);
    const kind = e.intent?.kind;
    if (
      (av === 'kustomize.toolkit.fluxcd.io/v1' && kind === 'Kustomization') ||
      (av === 'helm.toolkit.fluxcd.io/v2' && kind === 'HelmRelease')
    ) {
      sources.push(fluxSource(e, ctx));
    } else if (av === 'argoproj.io/v1alpha1' && kind === 'Application') {
      sources.push(...argoSources(e, ctx));
    } else if (av === 'argoproj.io/v1alpha1' && kind === 'ApplicationSet') {
      applicationSets.push(objectName(e.intent!));
      sources.push(...applicationSetSources(e, ctx));
    }
  }
  const graph = kustomizationGraph(tree);
  // Included by another kustomization, or a Component (built only inside the one that names it).
  const included = new Set<string>();
  for (const [dir, node] of graph) {
    if (node.component) included.add(dir);
    for (const d of node.includes) included.add(d);
  }
  // The components a Flux Kustomization or an Argo CD Application names (relative to its path).
  for (const s of sources) {
    if (s.plan?.tool !== 'kustomize') continue;
    for (const c of s.plan.edits.components ?? []) {
      const p = treePath(c, s.plan.dir);
      if (p !== null) included.add(p);
    }
  }
  // A source whose files are elsewhere (a remote chart, another repository) points at no directory of the tree.
  const controlled = sources.filter((s) => !s.elsewhere).map((s) => s.path);
  const pointedAt = (dir: string) => controlled.some((p) => under(p, dir));
  for (const dir of [...kustomizationDirs].sort()) {
    if (included.has(dir) || pointedAt(dir)) continue;
    if (chartDirs.some((c) => under(c, dir))) continue;
    const file = KUSTOMIZATION_FILES.map((k) => (dir === '' ? k : `${dir}/${k}`)).find((k) =>
      fileSet.has(k),
    )!;
    sources.push({
      kind: 'kustomize',
      name: dir || '.',
      file,
      line: 1,
      path: dir,
      applier: null,
      plan: { tool: 'kustomize', dir, edits: {}, generate: false },
      notes: [],
    });
  }
  for (const dir of chartDirs.sort()) {
    if (pointedAt(dir)) continue;
    // A subchart (under another chart) renders with its parent.
    if (chartDirs.some((c) => c !== dir && under(c, dir))) continue;
    const file = dir === '' ? 'Chart.yaml' : `${dir}/Chart.yaml`;
    const text = readTreeText(tree, file) ?? '';
    // The release is named after the chart (Chart.yaml `name`), else its directory.
    const chartName = str(parseValuesText(text) ?? {}, 'name') ?? (posix.basename(dir) || 'release');
    sources.push({
      kind: 'helm',
      name: dir || '.',
      file,
      line: 1,
      path: dir,
      applier: null,
      plan: {
        tool: 'helm',
        chart: dir,
        release: chartName,
        namespace: 'default',
        // `helm install` installs no test hooks (they run with `helm test`).
        values: { files: [], inline: [], set: [], skipCrds: false, skipTests: true },
      },
      notes: [],
    });
  }
  for (const s of sources) refuseEscapes(s, graph);
  const crds = treeCRDs(objects);
  return {
    sources,
    included,
    graph,
    crdApiVersions: crdVersions(crds),
    crds,
    unreadable,
    applicationSets,
  };
}
