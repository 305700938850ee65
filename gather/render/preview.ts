// Rendering as the preview uses it (`render: auto`): the head's sources
// rendered from the working tree and the base's from the base commit, each
// object a manifest entry at the file it comes from, each failure an entry with
// its error at the file and line the tool named (the report's error, the
// Action's annotation); the files a source covers are not read again as plain
// manifests. With a pull request's changed files, only the sources it touches
// are rendered and kept (a changed file under the source's path or a directory
// its kustomizations read, its own manifest, a values file: touched.ts).

import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import {
  type RenderingProblem,
  type RenderingReport,
  type ReportGroup,
  sourceGroup,
} from '../../core/preview/index.ts';
import type { FileReader } from '../files.ts';
import { matchPaths } from '../glob.ts';
import type { Logger } from '../log.ts';
import type { ManifestEntry } from '../manifests.ts';
import { parseManifestText } from '../manifests.ts';
import { sourceApply } from './applier.ts';
import { copyCommit } from './commit-tree.ts';
import { under } from './fields.ts';
import { type RenderOptions, renderTree } from './index.ts';
import type { RenderTools } from './tools.ts';
import { copyWorkspace, type RepoTree, readTreeText } from './tree.ts';
import type { RenderResult, RenderSource } from './types.ts';

export type RenderMode = 'auto' | 'none';

/** The first executable `name` on `PATH`, or ''. */
function onPath(name: string, path: string): string {
  for (const dir of path.split(':')) {
    if (dir === '') continue;
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // next
    }
  }
  return '';
}

/** kubectl (for `kubectl kustomize`, else a standalone kustomize) and helm from PATH; '' for one that is missing. */
export function toolsOnPath(path = process.env.PATH ?? ''): RenderTools {
  return { kubectl: onPath('kubectl', path) || onPath('kustomize', path), helm: onPath('helm', path) };
}

/** This repository's URLs: `origin`'s, and GitHub's name of it in an Action run. */
export function repositoryUrls(workspace: string): string[] {
  const out: string[] = [];
  try {
    const url = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (url) out.push(url);
  } catch {
    // not a git work tree, or no origin
  }
  const repo = process.env.GITHUB_REPOSITORY;
  if (repo) out.push(`${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${repo}`);
  return out;
}

const SOURCE_TYPES: Record<RenderSource['kind'], { apiVersion: string; kind: string } | null> = {
  'flux-kustomization': { apiVersion: 'kustomize.toolkit.fluxcd.io/v1', kind: 'Kustomization' },
  'flux-helmrelease': { apiVersion: 'helm.toolkit.fluxcd.io/v2', kind: 'HelmRelease' },
  'argocd-application': { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application' },
  kustomize: null,
  helm: null,
};

/** The controller object a source's error is reported on (the report's reference). */
function partialOf(s: RenderSource): ManifestEntry['partial'] {
  const t = SOURCE_TYPES[s.kind];
  if (t === null || s.owner === undefined) return undefined;
  const slash = s.owner.indexOf('/');
  return { ...t, namespace: s.owner.slice(0, slash), name: s.owner.slice(slash + 1) };
}

/** Whether the changed files touch source `i` of `r`. */
function touched(r: RenderResult, i: number, changed: ReadonlySet<string>): boolean {
  // Decided before rendering when the render was given the change (touched.ts).
  if (r.touched !== undefined) return r.touched[i];
  const s = r.sources[i];
  if (changed.has(s.file)) return true;
  if (s.plan !== null && [...changed].some((f) => under(s.path, f))) return true;
  if (s.plan?.tool === 'helm' && s.plan.values.files.some((f) => changed.has(f.path))) return true;
  return (
    r.objects.some((o) => o.source === i && changed.has(o.file)) ||
    r.problems.some((p) => p.source === i && changed.has(p.file))
  );
}

const KIND_WORDS: Record<RenderSource['kind'], string> = {
  'flux-kustomization': 'Flux Kustomization',
  'flux-helmrelease': 'Flux HelmRelease',
  'argocd-application': 'Argo CD Application',
  kustomize: 'kustomization',
  helm: 'chart',
};

/** A source in a few words: `Flux Kustomization flux-system/apps`, `chart charts/api`. */
export function describeSource(s: RenderSource): string {
  return `${KIND_WORDS[s.kind]} ${s.name || '.'}`;
}

/** Which sources of `r` are previewed: those the patterns select (`chosen`) and, given a change, touch (`keep`). */
function selection(
  r: RenderResult,
  changed: ReadonlySet<string> | null,
  selected: (file: string) => boolean,
): { chosen: boolean[]; keep: boolean[] } {
  // A source is previewed when the manifests patterns match the file that defines it (a rendered chart is not also a source).
  const chosen = r.sources.map((s) => selected(s.file));
  const keep = r.sources.map((_, i) => chosen[i] && (changed === null || touched(r, i, changed)));
  return { chosen, keep };
}

/** Each source as its objects' group names it. */
function groupsOf(r: RenderResult): ReportGroup[] {
  return r.sources.map((s) => sourceGroup({ kind: s.kind, name: s.name, file: s.file, line: s.line }));
}

/**
 * The entries of a render: its objects, then its problems, source by source;
 * only touched sources when `changed` is given (the others' descriptions go to `skipped`).
 */
export function renderEntries(
  r: RenderResult,
  changed: ReadonlySet<string> | null,
  log: Logger,
  where: string,
  skipped: string[] = [],
  selected: (file: string) => boolean = () => true,
): ManifestEntry[] {
  const { chosen, keep } = selection(r, changed, selected);
  r.sources.forEach((s, i) => {
    if (chosen[i] && !keep[i]) skipped.push(describeSource(s));
  });
  if (skipped.length > 0)
    log.info(
      `render${where}: ${skipped.length} source${skipped.length === 1 ? '' : 's'} the change does not touch skipped: ${skipped.join(', ')}`,
    );
  const applies = r.sources.map(sourceApply);
  const groups = groupsOf(r);
  const entries: ManifestEntry[] = [];
  for (const o of r.objects) {
    if (!keep[o.source]) continue;
    const apply = applies[o.source];
    entries.push({
      file: o.file,
      document: o.document,
      line: o.line,
      intent: o.object,
      ...(apply !== undefined ? { apply } : {}),
      group: groups[o.source],
      ...(o.scopeAssumed ? { scopeAssumed: true as const } : {}),
    });
  }
  for (const p of r.problems) {
    if (!keep[p.source]) continue;
    const partial = partialOf(r.sources[p.source]);
    entries.push({
      file: p.file,
      document: 1,
      line: p.line,
      error: p.message,
      ...(partial ? { partial } : {}),
      group: groups[p.source],
    });
  }
  return entries;
}

/** What became of each selected source (the JSON report's `rendering`): rendered, skipped as untouched, or not rendered. */
export function renderingReport(
  r: RenderResult,
  changed: ReadonlySet<string> | null,
  selected: (file: string) => boolean = () => true,
): RenderingReport {
  const { chosen, keep } = selection(r, changed, selected);
  const groups = groupsOf(r);
  const objects = r.sources.map(() => 0);
  for (const o of r.objects) objects[o.source]++;
  const problems = r.sources.map((): RenderingProblem[] => []);
  for (const p of r.problems)
    problems[p.source].push({ kind: p.kind, message: p.message, file: p.file, line: p.line });
  const out: RenderingReport = { rendered: [], skipped: [], notRendered: [] };
  r.sources.forEach((_, i) => {
    const group = groups[i];
    if (!chosen[i]) return;
    if (!keep[i]) out.skipped.push({ group });
    else if (problems[i].length > 0) out.notRendered.push({ group, problems: problems[i] });
    else out.rendered.push({ group, objects: objects[i] });
  });
  return out;
}

function describe(r: RenderResult, tree: RepoTree): string {
  const n = r.sources.length;
  return `render (${tree.label}): ${n} source${n === 1 ? '' : 's'}, ${r.objects.length} object${r.objects.length === 1 ? '' : 's'}, ${r.problems.length} not rendered, in ${Math.round(r.ms)} ms`;
}

/** Renders the working tree. */
export async function renderHead(
  reader: FileReader,
  changed: ReadonlySet<string> | null,
  o: RenderOptions,
  log: Logger,
  patterns: readonly string[] = ['.'],
): Promise<{
  entries: ManifestEntry[];
  covered: Set<string>;
  result: RenderResult;
  skipped: string[];
  outcome: RenderingReport;
}> {
  const tree = copyWorkspace(reader);
  try {
    const result = await renderTree(tree, { ...o, changed });
    log.info(describe(result, tree));
    const skipped: string[] = [];
    const selected = new Set(
      matchPaths(
        patterns,
        reader.workspace,
        result.sources.map((s) => s.file),
      ),
    );
    const isSelected = (f: string) => selected.has(f);
    const entries = renderEntries(result, changed, log, '', skipped, isSelected);
    const outcome = renderingReport(result, changed, isSelected);
    return { entries, covered: result.covered, result, skipped, outcome };
  } finally {
    tree.dispose();
  }
}

/**
 * Renders the base commit: its sources' entries (only those `touchedBy` touches,
 * when given; default `only`), then the plain files of the commit that
 * `patterns` match and no source covers (only those of `only`, when given).
 */
export async function renderBase(
  ref: string,
  patterns: readonly string[],
  only: ReadonlySet<string> | null,
  reader: FileReader,
  o: RenderOptions,
  log: Logger,
  touchedBy: ReadonlySet<string> | null = only,
): Promise<{ entries: ManifestEntry[]; commit: string; files: number }> {
  const { tree, commit } = await copyCommit(ref, reader);
  try {
    const result = await renderTree(tree, { ...o, changed: touchedBy });
    log.info(describe(result, tree));
    const selected = new Set(
      matchPaths(
        patterns,
        reader.workspace,
        result.sources.map((s) => s.file),
      ),
    );
    const entries = renderEntries(result, touchedBy, log, ' (base)', [], (f) => selected.has(f));
    let plain = matchPaths(patterns, reader.workspace, tree.files).filter((f) => !result.covered.has(f));
    if (only) plain = plain.filter((f) => only.has(f));
    for (const f of plain) {
      const text = readTreeText(tree, f);
      if (text !== null) entries.push(...parseManifestText(text, f, false));
    }
    for (const r of tree.refused) {
      if (matchPaths(patterns, reader.workspace, [r.file]).length > 0 && (only === null || only.has(r.file)))
        entries.push({ file: r.file, document: 1, line: 1, error: `not read: ${r.reason}` });
    }
    return { entries, commit, files: plain.length + result.sources.length };
  } finally {
    tree.dispose();
  }
}
