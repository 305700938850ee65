// Flux sources: a kustomize.toolkit.fluxcd.io/v1 Kustomization (its path built
// by kustomize-controller, fluxcd/kustomize-controller internal/controller and
// fluxcd/pkg kustomize/kustomize_generator.go) and a helm.toolkit.fluxcd.io/v2
// HelmRelease whose chart is a path in this repository (helm-controller), or
// a chart of a HelmRepository or OCIRepository (remote-flux.ts).
//
// "This repository": the sourceRef must be a GitRepository; when that
// GitRepository is in the tree its spec.url must name this repository (any URL
// when this repository's are unknown); when it is not in the tree it is taken
// to be this repository, and the source says so in a note.

import { isObject, type JsonObject } from '../../core/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import {
  type DiscoverContext,
  findObject,
  hasKustomization,
  isThisRepo,
  lineOf,
  objectName,
} from './context.ts';
import { bool, list, obj, str, strMap, treePath } from './fields.ts';
import { describeRemote } from './remote-chart.ts';
import { type FluxChartSource, fluxRemoteChart } from './remote-flux.ts';
import type { HelmValues, KustomizeEdits, RenderSource, Substitution } from './types.ts';
import { parseValuesText } from './values.ts';

const GIT_REPOSITORY = 'source.toolkit.fluxcd.io/v1';

/** Whether a Flux sourceRef names this repository; a reason when it does not, a note when assumed. */
function sourceOfRef(
  ctx: DiscoverContext,
  ref: JsonObject | undefined,
  ownNamespace: string,
): { ok: true; note?: string } | { ok: false; reason: string } {
  const kind = str(ref, 'kind');
  const name = str(ref, 'name') ?? '';
  const namespace = str(ref, 'namespace') ?? ownNamespace;
  if (kind !== 'GitRepository')
    return { ok: false, reason: `its source is ${kind ?? 'not given'} ${name}, not this repository` };
  const repo = findObject(ctx, GIT_REPOSITORY, 'GitRepository', namespace, name);
  if (repo === undefined)
    return {
      ok: true,
      note: `GitRepository ${namespace}/${name} is not in the repository: taken to be this repository`,
    };
  const url = str(repo.intent, 'spec', 'url');
  if (!isThisRepo(ctx, url))
    return {
      ok: false,
      reason: `its GitRepository ${namespace}/${name} is ${url ?? 'without a URL'}, not this repository`,
    };
  return { ok: true };
}

/** Flux postBuild: the variables of substitute and substituteFrom (ConfigMaps and Secrets of the tree). */
function substitution(
  ctx: DiscoverContext,
  spec: JsonObject,
  namespace: string,
  notes: string[],
  inputs: string[],
): Substitution | undefined {
  const postBuild = obj(spec, 'postBuild');
  if (postBuild === undefined) return undefined;
  const vars = new Map<string, string>();
  const secret = new Set<string>();
  for (const ref of list(postBuild, 'substituteFrom')) {
    const kind = str(ref, 'kind');
    const name = str(ref, 'name') ?? '';
    const found =
      kind === 'ConfigMap' || kind === 'Secret' ? findObject(ctx, 'v1', kind, namespace, name) : undefined;
    if (found?.intent === undefined) {
      if (bool(ref, 'optional') !== true)
        notes.push(
          `substituteFrom ${kind ?? '?'}/${name} is not in the repository: its variables are left unset`,
        );
      continue;
    }
    inputs.push(found.file);
    const data = obj(found.intent, 'data') ?? {};
    for (const [k, v] of Object.entries(data)) {
      if (typeof v !== 'string') continue;
      // Flux drops newlines from every value (kustomize_varsub.go).
      if (kind === 'Secret') {
        // The value is never decoded: the variable is substituted with a mask (envsubst.ts).
        vars.set(k, '');
        secret.add(k);
      } else vars.set(k, v.replaceAll('\n', ''));
    }
    if (kind === 'Secret') for (const k of Object.keys(obj(found.intent, 'stringData') ?? {})) secret.add(k);
  }
  for (const [k, v] of Object.entries(strMap(postBuild, 'substitute') ?? {})) {
    vars.set(k, v.replaceAll('\n', ''));
    secret.delete(k);
  }
  return { vars, secret };
}

function kustomizationSource(e: ManifestEntry, ctx: DiscoverContext, o: JsonObject): RenderSource {
  const spec = obj(o, 'spec') ?? {};
  const namespace = str(o, 'metadata', 'namespace') ?? 'default';
  const notes: string[] = [];
  const inputs: string[] = [];
  const path = treePath(str(spec, 'path') ?? '');
  const targetNamespace = str(spec, 'targetNamespace');
  const base: RenderSource = {
    kind: 'flux-kustomization',
    name: objectName(o),
    file: e.file,
    line: e.line,
    path: path ?? '',
    applier: 'flux',
    owner: objectName(o),
    prune: bool(spec, 'prune') ?? false,
    force: bool(spec, 'force') ?? false,
    ...(targetNamespace ? { destination: { namespace: targetNamespace } } : {}),
    plan: null,
    notes,
    inputs,
  };
  const from = sourceOfRef(ctx, obj(spec, 'sourceRef'), namespace);
  if (!from.ok) return { ...base, elsewhere: true, notRendered: from.reason };
  if (from.note) notes.push(from.note);
  if (path === null)
    return {
      ...base,
      notRendered: `spec.path ${str(spec, 'path')} leaves the repository`,
      line: lineOf(e, '.spec.path'),
    };
  if (obj(spec, 'kubeConfig')) notes.push('spec.kubeConfig: applied to another cluster');
  const edits: KustomizeEdits = {};
  if (targetNamespace) edits.namespace = targetNamespace;
  const prefix = str(spec, 'namePrefix');
  const suffix = str(spec, 'nameSuffix');
  if (prefix) edits.namePrefix = prefix;
  if (suffix) edits.nameSuffix = suffix;
  const images = list(spec, 'images').filter(isObject);
  if (images.length > 0) edits.images = images;
  const patches = list(spec, 'patches').filter(isObject);
  if (patches.length > 0) edits.patches = patches;
  const components = list(spec, 'components').filter((c): c is string => typeof c === 'string');
  if (components.length > 0) edits.components = components;
  const substitute = substitution(ctx, spec, namespace, notes, inputs);
  const labels = strMap(spec, 'commonMetadata', 'labels');
  const annotations = strMap(spec, 'commonMetadata', 'annotations');
  return {
    ...base,
    plan: { tool: 'kustomize', dir: path, edits, generate: !hasKustomization(ctx, path) },
    ...(substitute ? { substitute } : {}),
    ...(labels || annotations
      ? { commonMetadata: { ...(labels ? { labels } : {}), ...(annotations ? { annotations } : {}) } }
      : {}),
  };
}

/** helm-controller's release name: spec.releaseName, else `<targetNamespace>-<name>` or the HelmRelease's name. */
function releaseName(o: JsonObject): string {
  const explicit = str(o, 'spec', 'releaseName');
  if (explicit) return explicit;
  const target = str(o, 'spec', 'targetNamespace');
  const name = str(o, 'metadata', 'name') ?? '';
  return target ? `${target}-${name}` : name;
}

function helmReleaseSource(e: ManifestEntry, ctx: DiscoverContext, o: JsonObject): RenderSource {
  const spec = obj(o, 'spec') ?? {};
  const namespace = str(o, 'metadata', 'namespace') ?? 'default';
  const notes: string[] = [];
  const inputs: string[] = [];
  const target = str(spec, 'targetNamespace') ?? namespace;
  const base: RenderSource = {
    kind: 'flux-helmrelease',
    name: objectName(o),
    file: e.file,
    line: e.line,
    path: '',
    applier: 'helm',
    owner: objectName(o),
    destination: { namespace: target },
    plan: null,
    notes,
    inputs,
  };
  const chartSpec = obj(spec, 'chart', 'spec') ?? {};
  const refKind = str(chartSpec, 'sourceRef', 'kind');
  let remote: FluxChartSource | undefined;
  if (obj(spec, 'chartRef')) remote = fluxRemoteChart(ctx, obj(spec, 'chartRef'), undefined, namespace);
  else if (refKind === 'HelmRepository')
    remote = fluxRemoteChart(ctx, obj(chartSpec, 'sourceRef'), chartSpec, namespace);
  if (remote?.file !== undefined) inputs.push(remote.file);
  if (remote !== undefined && 'refused' in remote)
    return { ...base, remoteChart: remote.what, elsewhere: true, notRendered: remote.refused };
  let chart = '';
  if (remote === undefined) {
    const from = sourceOfRef(ctx, obj(chartSpec, 'sourceRef'), namespace);
    if (!from.ok)
      return {
        ...base,
        elsewhere: true,
        notRendered: `a remote chart: ${from.reason}`,
      };
    if (from.note) notes.push(from.note);
    const p = treePath(str(chartSpec, 'chart') ?? '');
    if (p === null || !ctx.chartDirs.has(p))
      return {
        ...base,
        line: lineOf(e, '.spec.chart.spec.chart'),
        notRendered: `no chart at ${str(chartSpec, 'chart') ?? '(no spec.chart.spec.chart)'} in the repository`,
      };
    chart = p;
  }
  // helm-controller runs a chart's tests only with spec.test.enable, never as part of the release.
  const values: HelmValues = { files: [], inline: [], set: [], skipCrds: false, skipTests: true };
  // Relative to the GitRepository's top for a chart of the repository, to the chart's for a remote one.
  if (list(chartSpec, 'valuesFiles').length > 0) values.replaceChartValues = true;
  const valuesFiles: { path: string; line: number }[] = [];
  list(chartSpec, 'valuesFiles').forEach((f, i) => {
    if (typeof f !== 'string') return;
    const p = treePath(f);
    if (p !== null) valuesFiles.push({ path: p, line: lineOf(e, `.spec.chart.spec.valuesFiles[${i}]`) });
  });
  for (const ref of list(spec, 'valuesFrom')) {
    const kind = str(ref, 'kind');
    const name = str(ref, 'name') ?? '';
    if (kind === 'Secret') {
      notes.push(`valuesFrom Secret/${name} is not read: Secret values are never used`);
      continue;
    }
    const cm = findObject(ctx, 'v1', 'ConfigMap', namespace, name);
    if (cm) inputs.push(cm.file);
    const text = cm ? str(cm.intent, 'data', str(ref, 'valuesKey') ?? 'values.yaml') : undefined;
    if (text === undefined) {
      if (bool(ref, 'optional') !== true) notes.push(`valuesFrom ConfigMap/${name} is not in the repository`);
      continue;
    }
    if (str(ref, 'targetPath')) {
      notes.push(`valuesFrom ConfigMap/${name} targetPath is not used`);
      continue;
    }
    const parsed = parseValuesText(text);
    if (parsed !== null) values.inline.push(parsed);
  }
  const inline = obj(spec, 'values');
  if (inline) values.inline.push(inline);
  if (str(spec, 'install', 'crds') === 'Skip') values.skipCrds = true;
  if (list(spec, 'postRenderers').length > 0) notes.push('spec.postRenderers are not applied');
  if (remote !== undefined) {
    const ignoreMissing = bool(chartSpec, 'ignoreMissingValuesFiles') === true;
    return {
      ...base,
      remoteChart: describeRemote(remote.chart),
      elsewhere: true,
      plan: {
        tool: 'helm',
        chart: '',
        release: releaseName(o),
        namespace: target,
        values,
        remote: {
          ...remote.chart,
          ...(valuesFiles.length > 0 ? { valueFiles: valuesFiles } : {}),
          ...(ignoreMissing ? { ignoreMissingValueFiles: true } : {}),
        },
      },
    };
  }
  values.files = valuesFiles;
  return {
    ...base,
    path: chart,
    plan: { tool: 'helm', chart, release: releaseName(o), namespace: target, values },
  };
}

/** The source of a Flux Kustomization or HelmRelease entry. */
export function fluxSource(e: ManifestEntry, ctx: DiscoverContext): RenderSource {
  const o = e.intent!;
  return o.kind === 'Kustomization' ? kustomizationSource(e, ctx, o) : helmReleaseSource(e, ctx, o);
}
