// Argo CD sources: an argoproj.io/v1alpha1 Application's source (or each of its
// sources) in this repository, typed as Argo CD's repo-server types it
// (argo-cd reposerver/repository GetAppSourceType: explicit helm / kustomize /
// directory fields first, else a kustomization file means Kustomize, a
// Chart.yaml Helm, anything else a plain directory), with the options of that
// type, the destination, and what the sync policy says (prune, server-side).
// A source with `chart` is a chart of a Helm or OCI repository (remote-chart.ts).

import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import { type DiscoverContext, hasKustomization, isThisRepo, lineOf, objectName } from './context.ts';
import { bool, list, obj, str, strMap, treePath } from './fields.ts';
import { describeRemote, remoteChart } from './remote-chart.ts';
import type { HelmValues, KustomizeEdits, RenderPlan, RenderSource } from './types.ts';
import { parseValuesText } from './values.ts';

/** Argo CD's `kustomize.images` entries (`nginx:1.2`, `nginx=repo/nginx:1.2`, `nginx@sha256:...`) as kustomize images. */
export function argoImage(spec: string): JsonObject {
  let name = spec;
  let target = spec;
  const eq = spec.indexOf('=');
  if (eq >= 0) {
    name = spec.slice(0, eq);
    target = spec.slice(eq + 1);
  }
  const out: JsonObject = {};
  const at = target.indexOf('@');
  let ref = target;
  if (at >= 0) {
    out.digest = target.slice(at + 1);
    ref = target.slice(0, at);
  }
  const colon = ref.lastIndexOf(':');
  let newName = ref;
  if (colon > ref.lastIndexOf('/')) {
    out.newTag = ref.slice(colon + 1);
    newName = ref.slice(0, colon);
  }
  const bareName = eq >= 0 ? name : newName;
  if (eq >= 0 && newName !== name) out.newName = newName;
  return { name: bareName, ...out };
}

function kustomizeEdits(k: JsonObject | undefined): KustomizeEdits {
  const edits: KustomizeEdits = {};
  if (k === undefined) return edits;
  const prefix = str(k, 'namePrefix');
  const suffix = str(k, 'nameSuffix');
  const ns = str(k, 'namespace');
  if (prefix) edits.namePrefix = prefix;
  if (suffix) edits.nameSuffix = suffix;
  if (ns) edits.namespace = ns;
  const images = list(k, 'images').filter((i): i is string => typeof i === 'string');
  if (images.length > 0) edits.images = images.map(argoImage);
  const labels = strMap(k, 'commonLabels');
  const annotations = strMap(k, 'commonAnnotations');
  if (labels) edits.commonLabels = labels;
  if (annotations) edits.commonAnnotations = annotations;
  const patches = list(k, 'patches').filter(isObject);
  if (patches.length > 0) edits.patches = patches;
  const components = list(k, 'components').filter((c): c is string => typeof c === 'string');
  if (components.length > 0) edits.components = components;
  const replicas = list(k, 'replicas').filter(isObject);
  if (replicas.length > 0) edits.replicas = replicas;
  return edits;
}

/**
 * The helm options of a source. `refs`: the `ref` names of the Application's
 * sources, true for those of this repository, whose `$ref/path` values files
 * are read from the tree (Argo CD multi-source Applications).
 */
function helmValues(
  e: ManifestEntry,
  at: string,
  h: JsonObject | undefined,
  dir: string,
  notes: string[],
  refs: ReadonlyMap<string, boolean>,
): HelmValues {
  const values: HelmValues = { files: [], inline: [], set: [], skipCrds: false, skipTests: false };
  if (h === undefined) return values;
  list(h, 'valueFiles').forEach((f, i) => {
    if (typeof f !== 'string') return;
    const line = lineOf(e, `${at}.helm.valueFiles[${i}]`);
    if (f.startsWith('$')) {
      const m = /^\$([^/]+)\/(.+)$/.exec(f);
      const p = m && refs.get(m[1]) === true ? treePath(m[2]) : null;
      if (p === null) notes.push(`valueFiles ${f}: a file of another source is not read`);
      else values.files.push({ path: p, line, fromRef: true });
      return;
    }
    if (/^[a-z]+:\/\//.test(f)) {
      notes.push(`valueFiles ${f}: a remote values file is not read (no network)`);
      return;
    }
    const p = treePath(f, dir);
    if (p === null) {
      notes.push(`valueFiles ${f} leaves the repository: not read`);
      return;
    }
    values.files.push({ path: p, line });
  });
  // valuesObject wins over values (Argo CD ApplicationSourceHelm.ValuesYAML).
  const valuesObject = obj(h, 'valuesObject');
  const valuesText = str(h, 'values');
  if (valuesObject) values.inline.push(valuesObject);
  else if (valuesText) {
    const parsed = parseValuesText(valuesText);
    if (parsed) values.inline.push(parsed);
    else notes.push('helm.values is not a YAML map: not used');
  }
  for (const p of list(h, 'parameters')) {
    const name = str(p, 'name');
    if (!name) continue;
    values.set.push({ name, value: str(p, 'value') ?? '', forceString: bool(p, 'forceString') === true });
  }
  if (list(h, 'fileParameters').length > 0) notes.push('helm.fileParameters are not used');
  values.skipCrds = bool(h, 'skipCrds') === true;
  values.skipTests = bool(h, 'skipTests') === true;
  return values;
}

/** A source with `chart` and `repoURL`: a chart of a Helm repository or OCI registry, `targetRevision` its version. */
function remoteSource(
  e: ManifestEntry,
  app: JsonObject,
  src: JsonObject,
  at: string,
  base: RenderSource,
  chartName: string,
  refs: ReadonlyMap<string, boolean>,
): RenderSource {
  const url = str(src, 'repoURL') ?? '';
  const got = remoteChart(url, chartName, str(src, 'targetRevision') ?? '');
  if ('refused' in got)
    return {
      ...base,
      remoteChart: `${chartName} from ${url}`,
      elsewhere: true,
      line: lineOf(e, `${at}.repoURL`),
      notRendered: `a remote chart (${chartName} from ${url}): ${got.refused}`,
    };
  const helm = obj(src, 'helm');
  // valueFiles of a remote chart are paths inside the chart (Argo CD reads them after pulling it).
  const values = helmValues(e, at, helm, '', base.notes, refs);
  // In helm's order: the chart's own files (relative to its top), and `$ref` files of this repository.
  const valueFiles = values.files.map((f) => ({
    path: f.path,
    line: f.line,
    ...(f.fromRef ? { tree: true } : {}),
  }));
  values.files = values.files.filter((f) => f.fromRef);
  return {
    ...base,
    remoteChart: describeRemote(got),
    elsewhere: true,
    plan: {
      tool: 'helm',
      chart: '',
      release: str(helm, 'releaseName') ?? str(app, 'metadata', 'name') ?? '',
      namespace: base.destination?.namespace ?? 'default',
      values,
      remote: {
        ...got,
        ...(valueFiles.length > 0 ? { valueFiles } : {}),
        ...(bool(helm, 'ignoreMissingValueFiles') === true ? { ignoreMissingValueFiles: true } : {}),
      },
    },
  };
}

function oneSource(
  e: ManifestEntry,
  ctx: DiscoverContext,
  app: JsonObject,
  src: JsonObject,
  at: string,
  suffix: string,
  refs: ReadonlyMap<string, boolean>,
): RenderSource {
  const spec = obj(app, 'spec') ?? {};
  const notes: string[] = [];
  const destination = obj(spec, 'destination') ?? {};
  const destNamespace = str(destination, 'namespace');
  const syncOptions = list(spec, 'syncPolicy', 'syncOptions').filter(
    (s): s is string => typeof s === 'string',
  );
  const serverSide = syncOptions.includes('ServerSideApply=true');
  const base: RenderSource = {
    kind: 'argocd-application',
    name: objectName(app) + suffix,
    file: e.file,
    line: e.line,
    path: '',
    applier: serverSide ? 'argocd-server-side' : 'argocd',
    owner: objectName(app),
    prune: bool(spec, 'syncPolicy', 'automated', 'prune') === true,
    destination: {
      ...(str(destination, 'server') ? { server: str(destination, 'server') } : {}),
      ...(str(destination, 'name') ? { name: str(destination, 'name') } : {}),
      ...(destNamespace ? { namespace: destNamespace } : {}),
    },
    plan: null,
    notes,
  };
  const chartName = str(src, 'chart');
  if (chartName !== undefined) return remoteSource(e, app, src, at, base, chartName, refs);
  if (!isThisRepo(ctx, str(src, 'repoURL')))
    return {
      ...base,
      elsewhere: true,
      notRendered: `its source is ${str(src, 'repoURL')}, not this repository`,
    };
  const pathText = str(src, 'path');
  const path = pathText === undefined ? null : treePath(pathText);
  if (path === null)
    return {
      ...base,
      line: lineOf(e, `${at}.path`),
      notRendered:
        pathText === undefined ? 'no source path' : `source path ${pathText} leaves the repository`,
    };
  const helm = obj(src, 'helm');
  const kustomize = obj(src, 'kustomize');
  const directory = obj(src, 'directory');
  if (obj(src, 'plugin')) return { ...base, path, notRendered: 'a config management plugin is not run' };
  let plan: RenderPlan;
  if (helm || (!kustomize && !directory && !hasKustomization(ctx, path) && ctx.chartDirs.has(path))) {
    const release = str(helm, 'releaseName') ?? str(app, 'metadata', 'name') ?? '';
    plan = {
      tool: 'helm',
      chart: path,
      release,
      namespace: destNamespace ?? 'default',
      values: helmValues(e, at, helm, path, notes, refs),
    };
    if (bool(helm, 'ignoreMissingValueFiles') === true) {
      plan.values.files = plan.values.files.filter((f) => ctx.fileSet.has(f.path));
    }
  } else if (kustomize || (!directory && hasKustomization(ctx, path))) {
    plan = { tool: 'kustomize', dir: path, edits: kustomizeEdits(kustomize), generate: false };
    if (str(kustomize, 'version'))
      notes.push(`kustomize.version ${str(kustomize, 'version')}: built with the kustomize at hand`);
  } else {
    if (obj(directory, 'jsonnet') && Object.keys(obj(directory, 'jsonnet') ?? {}).length > 0)
      notes.push('directory.jsonnet is not evaluated');
    plan = {
      tool: 'directory',
      dir: path,
      recurse: bool(directory, 'recurse') === true,
      include: str(directory, 'include') ?? '',
      exclude: str(directory, 'exclude') ?? '',
    };
  }
  return { ...base, path, plan };
}

/** The sources of an Argo CD Application entry: spec.source, or each of spec.sources that has a path. */
export function argoSources(e: ManifestEntry, ctx: DiscoverContext): RenderSource[] {
  const app = e.intent!;
  const single = obj(app, 'spec', 'source');
  if (single) return [oneSource(e, ctx, app, single, '.spec.source', '', new Map())];
  const many = list(app, 'spec', 'sources');
  const out: RenderSource[] = [];
  const refs = new Map<string, boolean>();
  for (const s of many) {
    const ref = str(s, 'ref');
    if (ref !== undefined) refs.set(ref, isThisRepo(ctx, str(s, 'repoURL')));
  }
  many.forEach((s: JsonValue, i) => {
    if (!isObject(s)) return;
    // A source with only a `ref` supplies values files to the others: nothing to render.
    if (str(s, 'ref') !== undefined && str(s, 'path') === undefined && str(s, 'chart') === undefined) return;
    out.push(
      oneSource(e, ctx, app, s, `.spec.sources[${i}]`, many.length > 1 ? ` (source ${i + 1})` : '', refs),
    );
  });
  return out;
}
