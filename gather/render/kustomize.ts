// Builds a kustomize source with `kubectl kustomize` as its controller would:
// kustomize-controller generates a kustomization over every manifest under the
// path when there is none (fluxcd/pkg kustomize/kustomize_generator.go) and
// writes the Kustomization's targetNamespace, namePrefix/nameSuffix, patches,
// images and components into it; Argo CD's repo-server does the same with the
// Application's `kustomize` options (`kustomize edit set ...`). The edited
// kustomization goes into a copy of the directory beside it (same parent, so
// `../base` still resolves), never into the tree other renders read. Each build
// asks kustomize for origin annotations (buildMetadata: [originAnnotations]) to
// say which file each object comes from, then removes them unless the
// kustomization asked for them itself.
//
// The build runs with kustomize's root-only load restrictor, no plugins, no exec
// functions and no Helm (`kubectl kustomize` enables none of them by default).

import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { stringify } from 'yaml';
import { parseManifestText } from '../../action/manifests.ts';
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../../core/value.ts';
import { KUSTOMIZATION_FILES } from './context.ts';
import { list, obj, str, treePath } from './fields.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import { locateToolError } from './tool-errors.ts';
import { readTreeText } from './tree.ts';
import type { KustomizeEdits, RenderSource } from './types.ts';
import { parseValuesText } from './values.ts';

const ORIGIN = 'config.kubernetes.io/origin';

/** Flux's generated resources: every .yaml/.yml file under `abs`, a subdirectory with a kustomization as one entry. */
function generatedResources(abs: string, rel = '.'): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(abs).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const p = `${abs}/${name}`;
    const r = `${rel}/${name}`;
    const st = statSync(p);
    if (st.isDirectory()) {
      if (KUSTOMIZATION_FILES.some((k) => existsFile(`${p}/${k}`))) out.push(r);
      else out.push(...generatedResources(p, r));
    } else if (/\.ya?ml$/.test(name)) out.push(r);
  }
  return out;
}

function existsFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function mergeMap(k: JsonObject, field: string, add: Record<string, string>): void {
  const m = obj(k, field) ?? {};
  for (const [key, v] of Object.entries(add)) setOwn(m, key, v);
  setOwn(k, field, m);
}

function appendList(k: JsonObject, field: string, items: readonly JsonValue[]): void {
  setOwn(k, field, [...list(k, field), ...items]);
}

/** The kustomization with the controller's edits written in. */
export function applyEdits(k: JsonObject, e: KustomizeEdits, common?: RenderSource['commonMetadata']): void {
  if (e.namespace) k.namespace = e.namespace;
  if (e.namePrefix) k.namePrefix = e.namePrefix;
  if (e.nameSuffix) k.nameSuffix = e.nameSuffix;
  if (e.patches) appendList(k, 'patches', e.patches);
  if (e.components) appendList(k, 'components', e.components);
  if (e.replicas) appendList(k, 'replicas', e.replicas);
  if (e.commonLabels) mergeMap(k, 'commonLabels', e.commonLabels);
  if (e.commonAnnotations) mergeMap(k, 'commonAnnotations', e.commonAnnotations);
  if (e.images) {
    const images = list(k, 'images').slice();
    for (const img of e.images) {
      const at = images.findIndex((i) => str(i, 'name') === str(img, 'name'));
      if (at >= 0) images[at] = img;
      else images.push(img);
    }
    k.images = images;
  }
  if (common?.labels) appendList(k, 'labels', [{ pairs: common.labels, includeSelectors: false }]);
  if (common?.annotations) mergeMap(k, 'commonAnnotations', common.annotations);
}

/** The line of the first mention of `name` in a text (a missing file named in a kustomization). */
function lineMentioning(text: string, name: string): number {
  const i = text.indexOf(name);
  if (i < 0) return 1;
  return text.slice(0, i).split('\n').length;
}

/** Builds a kustomize source (plan.tool === 'kustomize'). */
export async function renderKustomize(src: RenderSource, ctx: RenderContext): Promise<SourceOutput> {
  const plan = src.plan;
  if (plan?.tool !== 'kustomize') throw new Error('renderKustomize: not a kustomize plan');
  const { tree } = ctx;
  const dir = plan.dir;
  const dirAbs = dir === '' ? tree.root : `${tree.root}/${dir}`;
  const kfileName = KUSTOMIZATION_FILES.find((k) => ctx.files.has(dir === '' ? k : `${dir}/${k}`));
  const kfile = kfileName === undefined ? src.file : dir === '' ? kfileName : `${dir}/${kfileName}`;
  const ktext = kfileName === undefined ? null : readTreeText(tree, kfile);
  if (!existsDir(dirAbs)) {
    return {
      objects: [],
      problems: [
        {
          kind: 'error',
          file: src.file,
          line: src.line,
          message: `${dir || '.'}: no such directory in the repository`,
        },
      ],
    };
  }
  let k: JsonObject | null;
  if (kfileName === undefined)
    k = {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: generatedResources(dirAbs),
    };
  else k = ktext === null ? null : parseValuesText(ktext);
  const copyAbs = `${dirAbs}.apply-preview-${ctx.nextCopy()}`;
  let target = dirAbs;
  let stripOrigin = false;
  if (k !== null) {
    applyEdits(k, plan.edits, src.commonMetadata);
    const meta = list(k, 'buildMetadata');
    if (!meta.includes('originAnnotations')) {
      k.buildMetadata = [...meta, 'originAnnotations'];
      stripOrigin = true;
    }
    cpSync(dirAbs, copyAbs, { recursive: true });
    for (const name of KUSTOMIZATION_FILES) rmSync(`${copyAbs}/${name}`, { force: true });
    writeFileSync(`${copyAbs}/kustomization.yaml`, stringify(k, { lineWidth: 0 }));
    target = copyAbs;
  }
  // else: kustomize reads the kustomization itself and says what is wrong with it, at its lines.
  try {
    // `kubectl kustomize DIR`, or a standalone `kustomize build DIR`.
    const verb = posix.basename(ctx.tools.kubectl) === 'kustomize' ? 'build' : 'kustomize';
    const run = await ctx.run(ctx.tools.kubectl, [
      verb,
      '--load-restrictor',
      'LoadRestrictionsRootOnly',
      target,
    ]);
    if (!run.ok) {
      const where = locateToolError(run.failure ?? run.stderr, {
        roots: [
          { abs: copyAbs, rel: dir },
          { abs: tree.root, rel: '' },
        ],
        dir,
        files: ctx.files,
        fallback: { file: kfile, line: kfileName === undefined ? src.line : 1 },
        missing: (p) =>
          ktext === null ? undefined : { file: kfile, line: lineMentioning(ktext, posix.basename(p)) },
      });
      return { objects: [], problems: [{ kind: 'error', ...where }] };
    }
    return { objects: objectsOf(run.stdout, dir, kfile, stripOrigin, ctx), problems: [] };
  } finally {
    if (target === copyAbs) rmSync(copyAbs, { recursive: true, force: true });
  }
}

function existsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The built objects, each with the file its origin annotation names (tree-relative). */
function objectsOf(
  stdout: string,
  dir: string,
  kfile: string,
  stripOrigin: boolean,
  ctx: RenderContext,
): SourceOutput['objects'] {
  const out: SourceOutput['objects'] = [];
  const perFile = new Map<string, number>();
  for (const e of parseManifestText(stdout, kfile, false)) {
    if (!e.intent) continue;
    const o = e.intent;
    const annotations = obj(o, 'metadata', 'annotations');
    const origin = annotations ? getOwn(annotations, ORIGIN) : undefined;
    let file = kfile;
    if (typeof origin === 'string') {
      const m = /^(?:path|configuredIn): (.+)$/m.exec(origin);
      const p = m ? treePath(m[1].trim(), dir) : null;
      if (p !== null && ctx.files.has(p)) file = p;
      if (stripOrigin && annotations) {
        delete annotations[ORIGIN];
        if (Object.keys(annotations).length === 0 && isObject(o.metadata))
          delete (o.metadata as JsonObject).annotations;
      }
    }
    const document = (perFile.get(file) ?? 0) + 1;
    perFile.set(file, document);
    out.push({ object: o, file, line: ctx.lineIn(file, o), document });
  }
  return out;
}
