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
import { getOwn, isObject, type JsonObject, type JsonValue, setOwn } from '../../core/index.ts';
import { parseManifestText } from '../manifests.ts';
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

/** A kustomize source ready to build: its edited copy (or its own directory when its kustomization cannot be read). */
export interface PreparedKustomize {
  src: RenderSource;
  dir: string;
  kfile: string;
  ktext: string | null;
  generated: boolean;
  /** The directory kustomize builds (absolute). */
  target: string;
  /** The edited copy beside the directory (absolute), or null when kustomize builds the directory itself. */
  copyAbs: string | null;
  /** Remove the origin annotations after the build (the kustomization did not ask for them). */
  stripOrigin: boolean;
  /**
   * The kustomization as it will be built (edits and origin annotations written in),
   * not yet copied: a source with nothing to edit builds in place inside a batch,
   * whose own buildMetadata gives the origin annotations (kustomize-batch.ts).
   */
  pending: JsonObject | null;
  /** Nothing to change in the kustomization but the origin annotations. */
  unedited: boolean;
}

/** Writes the prepared source's edited copy beside its directory (once). */
export function ensureCopy(p: PreparedKustomize, ctx: RenderContext): void {
  if (p.pending === null) return;
  const dirAbs = p.dir === '' ? ctx.tree.root : `${ctx.tree.root}/${p.dir}`;
  const copyAbs = `${dirAbs}.apply-preview-${ctx.nextCopy()}`;
  cpSync(dirAbs, copyAbs, { recursive: true });
  for (const name of KUSTOMIZATION_FILES) rmSync(`${copyAbs}/${name}`, { force: true });
  writeFileSync(`${copyAbs}/kustomization.yaml`, stringify(p.pending, { lineWidth: 0 }));
  p.pending = null;
  p.copyAbs = copyAbs;
  p.target = copyAbs;
}

/** The edited copy of a source's directory, or the error when the directory is not there. */
export function prepareKustomize(src: RenderSource, ctx: RenderContext): PreparedKustomize | SourceOutput {
  const plan = src.plan;
  if (plan?.tool !== 'kustomize') throw new Error('prepareKustomize: not a kustomize plan');
  const { tree } = ctx;
  const dir = plan.dir;
  const dirAbs = dir === '' ? tree.root : `${tree.root}/${dir}`;
  const kfileName = KUSTOMIZATION_FILES.find((k) => ctx.files.has(dir === '' ? k : `${dir}/${k}`));
  const kfile = kfileName === undefined ? src.file : dir === '' ? kfileName : `${dir}/${kfileName}`;
  const ktext = kfileName === undefined ? null : readTreeText(tree, kfile);
  if (!existsDir(dirAbs)) {
    const message = `${dir || '.'}: no such directory in the repository`;
    return { objects: [], problems: [{ kind: 'error', file: src.file, line: src.line, message }] };
  }
  let k: JsonObject | null;
  if (kfileName === undefined)
    k = {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: generatedResources(dirAbs),
    };
  else k = ktext === null ? null : parseValuesText(ktext);
  const prepared: PreparedKustomize = {
    src,
    dir,
    kfile,
    ktext,
    generated: kfileName === undefined,
    target: dirAbs,
    copyAbs: null,
    stripOrigin: false,
    pending: null,
    unedited: false,
  };
  // A kustomization that is not a YAML map: kustomize reads it itself and says what is wrong, at its lines.
  if (k === null) return prepared;
  prepared.unedited =
    kfileName !== undefined && Object.keys(plan.edits).length === 0 && src.commonMetadata === undefined;
  applyEdits(k, plan.edits, src.commonMetadata);
  const meta = list(k, 'buildMetadata');
  if (!meta.includes('originAnnotations')) {
    k.buildMetadata = [...meta, 'originAnnotations'];
    prepared.stripOrigin = true;
  }
  prepared.pending = k;
  return prepared;
}

export function disposePrepared(p: PreparedKustomize): void {
  if (p.copyAbs !== null) rmSync(p.copyAbs, { recursive: true, force: true });
}

/** `kubectl kustomize DIR` (or a standalone `kustomize build DIR`) with the root-only load restrictor. */
export function runKustomize(target: string, ctx: RenderContext) {
  const verb = posix.basename(ctx.tools.kubectl) === 'kustomize' ? 'build' : 'kustomize';
  return ctx.run(ctx.tools.kubectl, [verb, '--load-restrictor', 'LoadRestrictionsRootOnly', target]);
}

/** Builds one prepared source. */
export async function buildPrepared(p: PreparedKustomize, ctx: RenderContext): Promise<SourceOutput> {
  ensureCopy(p, ctx);
  const run = await runKustomize(p.target, ctx);
  if (!run.ok) {
    const where = locateToolError(run.failure ?? run.stderr, {
      roots: [
        ...(p.copyAbs !== null ? [{ abs: p.copyAbs, rel: p.dir }] : []),
        { abs: ctx.tree.root, rel: '' },
      ],
      dir: p.dir,
      files: ctx.files,
      fallback: { file: p.kfile, line: p.generated ? p.src.line : 1 },
      missing: (path) =>
        p.ktext === null ? undefined : { file: p.kfile, line: lineMentioning(p.ktext, posix.basename(path)) },
    });
    return { objects: [], problems: [{ kind: 'error', ...where }] };
  }
  const objects = builtObjects(run.stdout, p.kfile, (origin) => treePath(origin, p.dir));
  return { objects: placed(objects, p, ctx), problems: [] };
}

/** Builds a kustomize source (plan.tool === 'kustomize'). */
export async function renderKustomize(src: RenderSource, ctx: RenderContext): Promise<SourceOutput> {
  const p = prepareKustomize(src, ctx);
  if (!('src' in p)) return p;
  try {
    return await buildPrepared(p, ctx);
  } finally {
    disposePrepared(p);
  }
}

function existsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A built object and the tree path its origin annotation names (null: none, or not in the tree). */
export interface BuiltObject {
  object: JsonObject;
  origin: string | null;
  /** The annotation, removed with `strip`. */
  strip: () => void;
}

/** The objects of kustomize's output, each with the tree path its origin annotation names (`toTree` resolves it). */
export function builtObjects(
  stdout: string,
  file: string,
  toTree: (origin: string) => string | null,
): BuiltObject[] {
  const out: BuiltObject[] = [];
  for (const e of parseManifestText(stdout, file, false)) {
    if (!e.intent) continue;
    const o = e.intent;
    const annotations = obj(o, 'metadata', 'annotations');
    const value = annotations ? getOwn(annotations, ORIGIN) : undefined;
    let origin: string | null = null;
    if (typeof value === 'string') {
      const m = /^(?:path|configuredIn): (.+)$/m.exec(value);
      if (m) origin = toTree(m[1].trim());
    }
    out.push({
      object: o,
      origin,
      strip: () => {
        if (!annotations || typeof value !== 'string') return;
        delete annotations[ORIGIN];
        if (Object.keys(annotations).length === 0 && isObject(o.metadata))
          delete (o.metadata as JsonObject).annotations;
      },
    });
  }
  return out;
}

/** A source's built objects at the files they come from, origin annotations removed unless asked for. */
export function placed(
  objects: readonly BuiltObject[],
  p: PreparedKustomize,
  ctx: RenderContext,
): SourceOutput['objects'] {
  const out: SourceOutput['objects'] = [];
  const perFile = new Map<string, number>();
  for (const b of objects) {
    const file = b.origin !== null && ctx.files.has(b.origin) ? b.origin : p.kfile;
    if (p.stripOrigin) b.strip();
    const document = (perFile.get(file) ?? 0) + 1;
    perFile.set(file, document);
    out.push({ object: b.object, file, line: ctx.lineIn(file, b.object), document });
  }
  return out;
}
