// Many kustomize sources in one kustomize run: starting kubectl costs more than
// building a small kustomization, and a repository of 200 apps would start it
// 200 times. Sources whose builds read no directory in common (so each object's
// origin annotation says which source made it) are built together through one
// kustomization that only lists their edited copies; kustomize transforms each
// source inside its own kustomization, so every object is as it would be built
// alone, and the output's order within a source is kept. When the run fails (an
// error in one source, two sources making the same object) or an object cannot
// be told apart, each source is built alone: errors are always per source.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stringify } from 'yaml';
import { treePath, under } from './fields.ts';
import {
  type BuiltObject,
  buildPrepared,
  builtObjects,
  disposePrepared,
  ensureCopy,
  type PreparedKustomize,
  placed,
  prepareKustomize,
  runKustomize,
} from './kustomize.ts';
import { type KustomizationNode, reachable } from './kustomize-graph.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import type { RenderSource } from './types.ts';

/** The most sources one kustomize run builds. */
export const BATCH_SIZE = 25;

/** The directories a kustomize source's build reads. */
function buildDirs(src: RenderSource, graph: ReadonlyMap<string, KustomizationNode>): Set<string> {
  const plan = src.plan;
  if (plan?.tool !== 'kustomize') return new Set();
  const components = (plan.edits.components ?? []).flatMap((c) => {
    const p = treePath(c, plan.dir);
    return p === null ? [] : [p];
  });
  return reachable(graph, [plan.dir, ...components]);
}

function overlaps(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) for (const y of b) if (under(x, y) || under(y, x)) return true;
  return false;
}

/**
 * Groups kustomize sources (indexes into `sources`) into batches whose builds
 * read disjoint directories; a source that overlaps every open batch starts one.
 */
export function planBatches(
  sources: readonly RenderSource[],
  indexes: readonly number[],
  graph: ReadonlyMap<string, KustomizationNode>,
): number[][] {
  const batches: { members: number[]; dirs: Set<string>[] }[] = [];
  for (const i of indexes) {
    if (sources[i].plan?.tool !== 'kustomize') continue;
    const dirs = buildDirs(sources[i], graph);
    const open = batches.find((b) => b.members.length < BATCH_SIZE && !b.dirs.some((d) => overlaps(d, dirs)));
    if (open) {
      open.members.push(i);
      open.dirs.push(dirs);
    } else batches.push({ members: [i], dirs: [dirs] });
  }
  return batches.map((b) => b.members);
}

/** The tree path of an origin annotation's path (relative to the batch directory), copies mapped back to their directories. */
function originToTree(
  origin: string,
  batchDir: string,
  prepared: readonly PreparedKustomize[],
  ctx: RenderContext,
): string | null {
  const abs = `${batchDir}/${origin}`;
  const rel = relative(ctx.tree.root, abs).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  for (const p of prepared) {
    if (p.copyAbs === null) continue;
    const copyRel = relative(ctx.tree.root, p.copyAbs);
    if (rel === copyRel || rel.startsWith(`${copyRel}/`))
      return p.dir === '' ? rel.slice(copyRel.length + 1) : `${p.dir}${rel.slice(copyRel.length)}`;
  }
  return rel;
}

interface Member {
  at: number;
  p: PreparedKustomize;
  dirs: Set<string>;
}

/** One kustomize run over `group`'s copies: each member's objects, or null when the run fails or an object has no owner. */
async function buildTogether(group: readonly Member[], ctx: RenderContext): Promise<SourceOutput[] | null> {
  const batchDir = `${ctx.tree.scratch}/tree/batch-${ctx.nextCopy()}`;
  mkdirSync(batchDir, { recursive: true });
  try {
    const resources = group.map(({ p }) => relative(batchDir, p.target));
    writeFileSync(
      `${batchDir}/kustomization.yaml`,
      stringify({ resources, buildMetadata: ['originAnnotations'] }),
    );
    const run = await runKustomize(batchDir, ctx);
    if (!run.ok) return null;
    const copies = group.map((m) => m.p);
    const objects = builtObjects(run.stdout, 'kustomization.yaml', (o) =>
      originToTree(o, batchDir, copies, ctx),
    );
    const owners = objects.map((b: BuiltObject) =>
      b.origin === null ? -1 : group.findIndex(({ dirs }) => [...dirs].some((d) => under(d, b.origin!))),
    );
    if (owners.includes(-1)) return null;
    return group.map(({ p }, j) => ({
      objects: placed(
        objects.filter((_, k) => owners[k] === j),
        p,
        ctx,
      ),
      problems: [],
    }));
  } finally {
    rmSync(batchDir, { recursive: true, force: true });
  }
}

/**
 * Builds `group` in one run; when that fails, each half the same way, down to
 * single sources built alone (their errors then name their own files): one
 * broken source among 25 costs a few runs, not 25.
 */
async function buildGroup(
  group: readonly Member[],
  ctx: RenderContext,
  out: (SourceOutput | undefined)[],
): Promise<void> {
  if (group.length === 0) return;
  if (group.length === 1) {
    out[group[0].at] = await buildPrepared(group[0].p, ctx);
    return;
  }
  const got = await buildTogether(group, ctx);
  if (got !== null) {
    group.forEach(({ at }, j) => {
      out[at] = got[j];
    });
    return;
  }
  const half = Math.ceil(group.length / 2);
  await buildGroup(group.slice(0, half), ctx, out);
  await buildGroup(group.slice(half), ctx, out);
}

/** Builds the sources of one batch (indexes into `sources`); their outputs in the same order. */
export async function renderKustomizeBatch(
  batch: readonly RenderSource[],
  ctx: RenderContext,
  graph: ReadonlyMap<string, KustomizationNode>,
): Promise<SourceOutput[]> {
  const out: (SourceOutput | undefined)[] = new Array(batch.length);
  const prepared: Member[] = [];
  for (const [at, src] of batch.entries()) {
    const p = prepareKustomize(src, ctx);
    if (!('src' in p)) out[at] = p;
    else {
      const plan = src.plan!;
      const dirs =
        plan.tool === 'kustomize'
          ? reachable(graph, [plan.dir, ...(plan.edits.components ?? [])])
          : new Set<string>();
      prepared.push({ at, p, dirs });
    }
  }
  try {
    // Built together: sources with an edited copy that asked for no origin annotations of their own.
    const together = prepared.filter(({ p }) => p.pending !== null && p.stripOrigin);
    // A source with edits builds from its copy; one without, in place (the batch's buildMetadata annotates it).
    for (const { p } of together) if (!p.unedited) ensureCopy(p, ctx);
    await buildGroup(together, ctx, out);
    for (const { at, p } of prepared) if (out[at] === undefined) out[at] = await buildPrepared(p, ctx);
  } finally {
    for (const { p } of prepared) disposePrepared(p);
  }
  return out as SourceOutput[];
}
