// Renders a repository tree: finds its sources (discover.ts), renders each once,
// several at a time (RENDER_CONCURRENCY), with kustomize, helm or Argo CD's
// directory reading, then does what the controller does after the build: Flux's
// postBuild substitution, the namespace Argo CD (destination.namespace) or Helm
// (the release namespace) sets on namespaced objects that have none, and none on
// cluster-scoped ones (scope.ts: every CRD of the tree decides). A source
// that fails gives a problem at the file and line the tool names; the others
// still render.

import type { JsonObject } from '../../core/index.ts';
import { RENDER_CONCURRENCY } from '../../core/index.ts';
import { builtinKinds, KUBERNETES_VERSION } from '../../core/schema/builtin/index.ts';
import { parseManifestText } from '../manifests.ts';
import { pool } from '../pool.ts';
import { renderDirectory } from './directory.ts';
import { discoverSources } from './discover.ts';
import { SECRET_MASK, substituteObject } from './envsubst.ts';
import { str, under } from './fields.ts';
import { renderHelm } from './helm.ts';
import { renderKustomize } from './kustomize.ts';
import { planBatches, renderKustomizeBatch } from './kustomize-batch.ts';
import { type RemoteCharts, remoteCharts } from './remote-fetch.ts';
import { renderRemoteHelm } from './remote-render.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import { placeObject, renderScope } from './scope.ts';
import { type RenderTools, type RunLimits, runTool, scrubbedEnv } from './tools.ts';
import { touchesSource } from './touched.ts';
import { type RepoTree, readTreeText } from './tree.ts';
import type { RenderedObject, RenderProblem, RenderResult, RenderSource } from './types.ts';

export interface RenderOptions {
  tools: RenderTools;
  /** The previewed cluster's version (`1.35`): helm's --kube-version. */
  kubeVersion?: string;
  /** helm's --api-versions; default: every built-in group/version (and /Kind) of the schema tables, and the tree's CRDs. */
  apiVersions?: readonly string[];
  /** This repository's URLs (discover.ts). */
  repoUrls?: readonly string[];
  concurrency?: number;
  limits?: RunLimits;
  /** Remote charts (remote-fetch.ts): pass one to head and base so each chart is fetched once; default: fetched for this tree. */
  remoteCharts?: RemoteCharts;
  /** Tree-relative files the change touches: only the sources they touch are rendered (touched.ts). */
  changed?: ReadonlySet<string> | null;
}

/** `1.35` -> `v1.35.0`. */
export function kubeVersionFlag(v: string): string {
  const parts = v.replace(/^v/, '').split('.');
  while (parts.length < 3) parts.push('0');
  return `v${parts.join('.')}`;
}

function builtinApiVersions(): string[] {
  const out = new Set<string>();
  for (const k of builtinKinds()) {
    const [apiVersion, kind] = k.split(' ');
    out.add(apiVersion);
    out.add(`${apiVersion}/${kind}`);
  }
  return [...out];
}

async function renderOne(src: RenderSource, ctx: RenderContext): Promise<SourceOutput> {
  if (src.plan === null) {
    const at = src.notRenderedAt ?? { file: src.file, line: src.line };
    return {
      objects: [],
      problems: [
        {
          kind: 'not-rendered',
          file: at.file,
          line: at.line,
          message: `not rendered: ${src.notRendered ?? 'nothing to render'}`,
        },
      ],
    };
  }
  if (src.plan.tool === 'helm' && src.plan.remote) return renderRemoteHelm(src, ctx);
  const missing =
    src.plan.tool === 'kustomize' && ctx.tools.kubectl === ''
      ? 'no kubectl or kustomize on PATH'
      : src.plan.tool === 'helm' && ctx.tools.helm === ''
        ? 'no helm on PATH'
        : null;
  if (missing !== null) {
    return {
      objects: [],
      problems: [
        { kind: 'not-rendered', file: src.file, line: src.line, message: `not rendered: ${missing}` },
      ],
    };
  }
  try {
    if (src.plan.tool === 'kustomize') return await renderKustomize(src, ctx);
    if (src.plan.tool === 'helm') return await renderHelm(src, ctx);
    return renderDirectory(src, ctx);
  } catch (e) {
    return {
      objects: [],
      problems: [
        {
          kind: 'error',
          file: src.file,
          line: src.line,
          message: `render failed: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
    };
  }
}

/** Whether the tool a source needs is there (else renderOne says it is not rendered). */
function usable(src: RenderSource, ctx: RenderContext): boolean {
  return src.plan?.tool !== 'kustomize' || ctx.tools.kubectl !== '';
}

/** The namespace a controller gives namespaced objects that have none: Argo CD's destination, Helm's release namespace. */
function defaultNamespace(src: RenderSource): string | undefined {
  if (src.kind === 'argocd-application') return src.destination?.namespace;
  if (src.plan?.tool === 'helm' && src.kind === 'flux-helmrelease') return src.plan.namespace;
  return undefined;
}

/** Renders every source of `tree`. */
export async function renderTree(tree: RepoTree, o: RenderOptions): Promise<RenderResult> {
  const started = performance.now();
  const discovery = discoverSources(tree, { repoUrls: o.repoUrls ?? [] });
  const files = new Set(tree.files);
  const env = scrubbedEnv(`${tree.scratch}/home`);
  let copies = 0;
  const parsed = new Map<string, { kind: string; name: string; line: number }[]>();
  const ctx: RenderContext = {
    tree,
    files,
    tools: o.tools,
    run: (bin, args) => runTool(bin, args, tree.root, env, o.limits),
    nextCopy: () => ++copies,
    remote: o.remoteCharts ?? remoteCharts('fetch'),
    kubeVersion: kubeVersionFlag(o.kubeVersion ?? KUBERNETES_VERSION),
    apiVersions: o.apiVersions ?? [...builtinApiVersions(), ...discovery.crdApiVersions],
    lineIn: (file, obj) => {
      let docs = parsed.get(file);
      if (docs === undefined) {
        const text = readTreeText(tree, file) ?? '';
        docs = parseManifestText(text, file, false).flatMap((e) =>
          e.intent
            ? [{ kind: String(e.intent.kind), name: str(e.intent, 'metadata', 'name') ?? '', line: e.line }]
            : [],
        );
        parsed.set(file, docs);
      }
      const name = str(obj, 'metadata', 'name') ?? '';
      const same = docs.filter((d) => d.kind === obj.kind);
      const hit =
        same.find((d) => d.name === name) ??
        same.find((d) => d.name !== '' && name.includes(d.name)) ??
        (same.length === 1 ? same[0] : undefined);
      return hit?.line ?? 1;
    },
  };
  // Kustomize sources that read no directory in common build together (kustomize-batch.ts); the others alone.
  const changed = o.changed ?? null;
  const touched =
    changed === null ? undefined : discovery.sources.map((s) => touchesSource(s, changed, discovery.graph));
  const kustomize: number[] = [];
  const jobs: number[][] = [];
  const outputs: SourceOutput[] = new Array(discovery.sources.length);
  discovery.sources.forEach((s, i) => {
    if (touched !== undefined && !touched[i]) outputs[i] = { objects: [], problems: [] };
    else if (s.plan?.tool === 'kustomize' && usable(s, ctx)) kustomize.push(i);
    else jobs.push([i]);
  });
  jobs.push(...planBatches(discovery.sources, kustomize, discovery.graph));
  await pool(jobs, o.concurrency ?? RENDER_CONCURRENCY, async (job) => {
    if (job.length === 1) {
      outputs[job[0]] = await renderOne(discovery.sources[job[0]], ctx);
      return;
    }
    const batch = job.map((i) => discovery.sources[i]);
    let got: SourceOutput[];
    try {
      got = await renderKustomizeBatch(batch, ctx, discovery.graph);
    } catch {
      got = await Promise.all(batch.map((s) => renderOne(s, ctx)));
    }
    job.forEach((i, k) => {
      outputs[i] = got[k];
    });
  });
  const objects: RenderedObject[] = [];
  const problems: RenderProblem[] = [];
  // Scope from every CRD of the tree (a skipped source's too) and those the render gave.
  const rendered: JsonObject[] = [];
  for (const out of outputs)
    for (const r of out.objects) if (r.object.kind === 'CustomResourceDefinition') rendered.push(r.object);
  const scopeOf = renderScope(discovery.crds, rendered);
  outputs.forEach((out, i) => {
    const src = discovery.sources[i];
    for (const p of out.problems) problems.push({ source: i, ...p });
    const ns = defaultNamespace(src);
    for (const r of out.objects) {
      let object = r.object;
      // Flux substitutes only when there are variables (kustomize_varsub.go).
      if (src.substitute && (src.substitute.vars.size > 0 || src.substitute.secret.size > 0)) {
        const done = substituteObject(object, src.substitute);
        if (done !== null && 'error' in done) {
          problems.push({
            source: i,
            kind: 'error',
            file: r.file,
            line: r.line,
            message: `postBuild substitution: ${done.error}`,
          });
          continue;
        }
        if (done !== null) {
          object = done.object;
          if (done.maskedSecret) {
            const note = `postBuild variables from Secrets are substituted as ${SECRET_MASK}`;
            if (!src.notes.includes(note)) src.notes.push(note);
          }
        }
      }
      const assumed = placeObject(object, ns, scopeOf);
      objects.push({ ...r, object, source: i, ...(assumed ? { scopeAssumed: true as const } : {}) });
    }
  });
  return {
    sources: discovery.sources,
    objects,
    crds: discovery.crds,
    applicationSets: discovery.applicationSets,
    problems,
    covered: coveredFiles(discovery.sources, discovery.included, tree.files),
    ...(touched !== undefined ? { touched } : {}),
    ms: performance.now() - started,
  };
}

/** Files that belong to a source (its directory, values files, the directories kustomizations include, its configuration files). */
function coveredFiles(
  sources: readonly RenderSource[],
  included: ReadonlySet<string>,
  files: readonly string[],
): Set<string> {
  const dirs: string[] = [...included];
  const single = new Set<string>();
  for (const s of sources) {
    for (const f of s.configFiles ?? []) single.add(f);
    if (s.plan === null) continue;
    // A remote chart's source covers no directory of the tree (its `$ref` values files only).
    if (!s.elsewhere) dirs.push(s.path);
    if (s.plan.tool === 'helm') for (const f of s.plan.values.files) single.add(f.path);
  }
  const out = new Set<string>(single);
  for (const f of files) if (dirs.some((d) => under(d, f))) out.add(f);
  return out;
}
