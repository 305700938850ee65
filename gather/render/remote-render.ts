// Renders a source whose chart is in a Helm or OCI repository (an Argo CD
// Application's `chart` + `repoURL`, a Flux HelmRelease's HelmRepository): the
// chart archive fetched once per run (remote-fetch.ts), written to the tree's
// scratch directory and templated as a local chart is (helm.ts templateArgs),
// with valueFiles read from inside the archive (Argo CD's `$ref/...` files from
// the tree, in their order among them). Every object is at
// the controller object's manifest; a chart that cannot be fetched is "not
// rendered" with helm's reason, never dropped.

import { mkdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { templateArgs, templateObjects } from './helm.ts';
import { describeRemote } from './remote-chart.ts';
import { readArchive } from './remote-tar.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import { cleanMessage } from './tool-errors.ts';
import type { RenderSource } from './types.ts';

function problem(kind: 'error' | 'not-rendered', file: string, line: number, message: string): SourceOutput {
  return { objects: [], problems: [{ kind, file, line, message }] };
}

/**
 * Writes the chart's files under `dir` without its values.yaml (Flux valuesFiles
 * replace it); null when a name would leave the chart's directory.
 */
function unpackWithoutValues(files: ReadonlyMap<string, Buffer>, top: string, dir: string): string | null {
  const prefix = top === '' ? '' : `${top}/`;
  const out = `${dir}/${top || 'chart'}`;
  for (const [name, body] of files) {
    if (!name.startsWith(prefix)) continue;
    const rel = posix.normalize(name.slice(prefix.length));
    if (rel.startsWith('../') || rel === '..' || posix.isAbsolute(rel) || rel.includes('\0')) return null;
    if (rel === 'values.yaml' || rel === '.') continue;
    mkdirSync(posix.dirname(`${out}/${rel}`), { recursive: true });
    writeFileSync(`${out}/${rel}`, body);
  }
  return out;
}

/** Renders a helm source with plan.remote. */
export async function renderRemoteHelm(src: RenderSource, ctx: RenderContext): Promise<SourceOutput> {
  const plan = src.plan;
  if (plan?.tool !== 'helm' || plan.remote === undefined)
    throw new Error('renderRemoteHelm: not a remote chart');
  const remote = plan.remote;
  const what = describeRemote(remote);
  const notRendered = (why: string) =>
    problem('not-rendered', src.file, src.line, `not rendered: ${what}: ${why}`);
  if (ctx.remote.mode === 'skip') return notRendered('remote charts are not fetched (remote-charts: skip)');
  if (ctx.tools.helm === '') return notRendered('no helm on PATH');
  const got = await ctx.remote.fetch(remote, ctx.tools.helm);
  if (!got.ok) return notRendered(got.reason);
  let chart = `${ctx.tree.scratch}/remote-chart-${ctx.nextCopy()}.tgz`;
  writeFileSync(chart, got.archive);
  const valuesFiles: string[] = [];
  if (remote.valueFiles !== undefined && remote.valueFiles.length > 0) {
    const files = readArchive(got.archive);
    if ('error' in files) return problem('error', src.file, src.line, `${what}: ${files.error}`);
    const first = files.keys().next().value ?? '';
    const top = first.includes('/') ? first.slice(0, first.indexOf('/')) : '';
    if (plan.values.replaceChartValues) {
      const dir = unpackWithoutValues(files, top, `${ctx.tree.scratch}/remote-chart-${ctx.nextCopy()}`);
      if (dir === null)
        return problem(
          'error',
          src.file,
          src.line,
          `${what}: the chart archive holds a path outside the chart`,
        );
      chart = dir;
    }
    for (const f of remote.valueFiles) {
      if (f.tree) {
        if (ctx.files.has(f.path)) valuesFiles.push(f.path);
        else if (!remote.ignoreMissingValueFiles)
          return problem('error', src.file, f.line, `values file ${f.path} is not in the repository`);
        continue;
      }
      const body = files.get(top === '' ? f.path : `${top}/${f.path}`);
      if (body === undefined) {
        if (remote.ignoreMissingValueFiles) continue;
        return problem('error', src.file, f.line, `values file ${f.path} is not in the chart ${what}`);
      }
      const file = `${ctx.tree.scratch}/remote-values-${ctx.nextCopy()}.yaml`;
      writeFileSync(file, body);
      valuesFiles.push(file);
    }
  }
  const run = await ctx.run(ctx.tools.helm, templateArgs(plan, chart, ctx, valuesFiles));
  if (!run.ok) {
    const message = cleanMessage(run.failure ?? run.stderr, [
      { abs: ctx.tree.scratch, rel: '(remote chart)' },
      { abs: ctx.tree.root, rel: '' },
    ]);
    return problem('error', src.file, src.line, `${what}: ${message}`);
  }
  return templateObjects(run.stdout, src, () => src.file);
}
