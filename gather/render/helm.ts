// `helm template` of a chart in the tree, as helm-controller (Flux HelmRelease),
// Argo CD's repo-server or a plain `helm install` renders it: the release name,
// the namespace, the values files (tree-relative, in order), the inline values
// (a values file written to the scratch directory), --set parameters, CRDs
// included unless skipped, the previewed cluster's --kube-version and
// --api-versions. No network: a dependency missing from charts/ is "not
// rendered", named, never fetched; helm runs with no plugins and no
// post-renderer.

import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { stringify } from 'yaml';
import { parseManifestText } from '../manifests.ts';
import { list, str } from './fields.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import { locateToolError } from './tool-errors.ts';
import { readTreeText } from './tree.ts';
import type { RenderPlan, RenderSource } from './types.ts';
import { parseValuesText } from './values.ts';

/** Dependencies of Chart.yaml that are neither under charts/ nor a local file:// chart: helm would fetch them. */
function missingDependencies(
  chartDir: string,
  chart: ReturnType<typeof parseValuesText>,
  ctx: RenderContext,
): string[] {
  const out: string[] = [];
  const prefix = chartDir === '' ? 'charts/' : `${chartDir}/charts/`;
  const vendored = [...ctx.files].filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
  for (const dep of list(chart ?? {}, 'dependencies')) {
    const name = str(dep, 'name') ?? '';
    const repo = str(dep, 'repository') ?? '';
    if (repo.startsWith('file://')) continue;
    const found = vendored.some(
      (f) => f.startsWith(`${name}/`) || new RegExp(`^${escapeRe(name)}-[^/]*\\.tgz$`).test(f),
    );
    if (!found) out.push(`${name}${repo ? ` from ${repo}` : ''}`);
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits helm's output at its `# Source:` comments: each document with the template it came from. */
function documentsOf(stdout: string): { source: string | null; text: string }[] {
  const out: { source: string | null; text: string }[] = [];
  for (const chunk of stdout.split(/^---[ \t]*$/m)) {
    if (chunk.trim() === '') continue;
    const m = /^# Source: (.+)$/m.exec(chunk);
    out.push({ source: m ? m[1].trim() : null, text: chunk });
  }
  return out;
}

type HelmPlan = Extract<RenderPlan, { tool: 'helm' }>;

/**
 * `helm template` arguments for `chart` (a directory or an archive) with the
 * plan's release, namespace and values, the cluster's version and API versions;
 * the values files `files` (default the plan's, tree-relative), inline values
 * written to scratch, then the --set parameters.
 */
export function templateArgs(
  plan: HelmPlan,
  chart: string,
  ctx: RenderContext,
  files = plan.values.files.map((f) => f.path),
): string[] {
  const args = [
    'template',
    plan.release,
    chart,
    '--namespace',
    plan.namespace,
    '--kube-version',
    ctx.kubeVersion,
  ];
  if (ctx.apiVersions.length > 0) args.push('--api-versions', ctx.apiVersions.join(','));
  if (!plan.values.skipCrds) args.push('--include-crds');
  if (plan.values.skipTests) args.push('--skip-tests');
  for (const f of files) args.push('--values', f);
  plan.values.inline.forEach((v) => {
    const file = `${ctx.tree.scratch}/values-${ctx.nextCopy()}.yaml`;
    writeFileSync(file, stringify(v));
    args.push('--values', file);
  });
  for (const s of plan.values.set)
    args.push(s.forceString ? '--set-string' : '--set', `${s.name}=${s.value}`);
  return args;
}

/** The objects of helm's output, each at the file `fileOf` gives for its `# Source:` template. */
export function templateObjects(
  stdout: string,
  src: RenderSource,
  fileOf: (source: string | null) => string,
): SourceOutput {
  const out: SourceOutput = { objects: [], problems: [] };
  const perFile = new Map<string, number>();
  for (const d of documentsOf(stdout)) {
    const file = fileOf(d.source);
    for (const e of parseManifestText(d.text, file, false)) {
      if (!e.intent) {
        if (e.error && !/^(empty|no object)/i.test(e.error))
          out.problems.push({ kind: 'error', file, line: 1, message: e.error });
        continue;
      }
      const document = (perFile.get(file) ?? 0) + 1;
      perFile.set(file, document);
      out.objects.push({ object: e.intent, file, line: file === src.file ? src.line : 1, document });
    }
  }
  return out;
}

/** Renders a helm source of a chart in the tree (plan.tool === 'helm'). */
export async function renderHelm(src: RenderSource, ctx: RenderContext): Promise<SourceOutput> {
  const plan = src.plan;
  if (plan?.tool !== 'helm') throw new Error('renderHelm: not a helm plan');
  const chartFile = plan.chart === '' ? 'Chart.yaml' : `${plan.chart}/Chart.yaml`;
  const chartText = readTreeText(ctx.tree, chartFile);
  if (chartText === null)
    return {
      objects: [],
      problems: [
        { kind: 'error', file: src.file, line: src.line, message: `no Chart.yaml at ${plan.chart || '.'}` },
      ],
    };
  const chart = parseValuesText(chartText);
  const chartName = str(chart ?? {}, 'name') ?? posix.basename(plan.chart);
  const missing = missingDependencies(plan.chart, chart, ctx);
  if (missing.length > 0) {
    return {
      objects: [],
      problems: [
        {
          kind: 'not-rendered',
          file: chartFile,
          line: 1,
          message: `not rendered: the chart needs ${missing.join(', ')}, not in charts/ (no network for helm)`,
        },
      ],
    };
  }
  // Flux valuesFiles replace the chart's values.yaml: a copy of the chart without it is templated.
  const copy = plan.values.replaceChartValues
    ? `${ctx.tree.scratch}/chart-${ctx.nextCopy()}/${posix.basename(plan.chart) || 'chart'}`
    : null;
  if (copy !== null) {
    cpSync(plan.chart === '' ? ctx.tree.root : `${ctx.tree.root}/${plan.chart}`, copy, { recursive: true });
    rmSync(`${copy}/values.yaml`, { force: true });
  }
  const args = templateArgs(plan, copy ?? `./${plan.chart}`, ctx);
  const run = await ctx.run(ctx.tools.helm, args);
  if (!run.ok) {
    const where = locateToolError(run.failure ?? run.stderr, {
      roots: [
        ...(copy !== null ? [{ abs: copy, rel: plan.chart }] : []),
        { abs: ctx.tree.root, rel: '' },
        { abs: ctx.tree.scratch, rel: '(inline values)' },
      ],
      dir: plan.chart,
      chartName,
      files: ctx.files,
      fallback: { file: src.file, line: src.line },
      missing: (p) => {
        const named = plan.values.files.find((f) => f.path === p);
        return named ? { file: src.file, line: named.line } : undefined;
      },
    });
    return { objects: [], problems: [{ kind: 'error', ...where }] };
  }
  return templateObjects(run.stdout, src, (source) => {
    if (source?.startsWith(`${chartName}/`)) {
      const rel = source.slice(chartName.length + 1);
      const p = plan.chart === '' ? rel : `${plan.chart}/${rel}`;
      if (ctx.files.has(p)) return p;
    }
    return src.file;
  });
}
