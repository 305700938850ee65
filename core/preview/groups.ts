// The report grouped as the repository is: the objects of each source (a Flux
// Kustomization or HelmRelease, an Argo CD Application, a plain Kustomize or Helm
// directory), ordered by cluster directory, then source, each with its own counts
// and verdict. Objects that name no source form one group of plain manifests.

import { verdictText } from './render/common.ts';
import { summarize } from './summary.ts';
import type { BatchReport, GroupKind, GroupReport, ObjectReport, ReportGroup } from './types.ts';

/** The group of objects that name no source: manifests read as they are. */
export const MANIFESTS_GROUP: ReportGroup = { id: 'manifests', kind: 'manifests', name: 'plain manifests' };

/** `clusters/<name>` (with what precedes it) when the file sits under such a directory, else undefined. */
export function clusterDirectory(file: string): string | undefined {
  const m = /^(?:.*\/)?clusters\/[^/]+(?=\/)/.exec(file.replace(/\\/g, '/'));
  return m === null ? undefined : m[0];
}

/** The group of a source found in the repository; its id is unique per kind, name and file. */
export function sourceGroup(source: {
  kind: GroupKind;
  name: string;
  file?: string;
  line?: number;
}): ReportGroup {
  const g: ReportGroup = {
    id: `${source.kind}:${source.name}${source.file !== undefined ? `@${source.file}` : ''}`,
    kind: source.kind,
    name: source.name,
  };
  if (source.file !== undefined) {
    g.file = source.file;
    if (source.line !== undefined) g.line = source.line;
    const cluster = clusterDirectory(source.file);
    if (cluster !== undefined) g.cluster = cluster;
  }
  return g;
}

function text(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
}

/** Cluster directories first (by name), then sources under none; plain manifests last within each; then by name. */
function byPlace(a: ReportGroup, b: ReportGroup): number {
  return (
    text(a.cluster, b.cluster) ||
    Number(a.kind === 'manifests') - Number(b.kind === 'manifests') ||
    text(a.name, b.name) ||
    text(a.kind, b.kind) ||
    text(a.file, b.file) ||
    text(a.id, b.id)
  );
}

/**
 * The groups of a report's objects (ObjectReport.group), in order; null when no
 * object names a source (the report is then one group of plain manifests).
 */
export function reportGroups(objects: readonly ObjectReport[]): GroupReport[] | null {
  const byId = new Map<string, { group: ReportGroup; objects: number[] }>();
  let named = false;
  for (const [i, o] of objects.entries()) {
    const g = o.group ?? MANIFESTS_GROUP;
    if (o.group !== undefined) named = true;
    const entry = byId.get(g.id);
    if (entry === undefined) byId.set(g.id, { group: g, objects: [i] });
    else entry.objects.push(i);
  }
  if (!named) return null;
  return [...byId.values()]
    .sort((a, b) => byPlace(a.group, b.group))
    .map((e) => {
      const summary = summarize(e.objects.map((i) => objects[i]));
      return {
        group: e.group,
        summary,
        verdict: verdictText(summary),
        objects: e.objects,
        unchanged: summary.unchanged === summary.objects,
      };
    });
}

/** A report of these objects: their summary and, when any names a source, their groups. */
export function batchReport(objects: ObjectReport[]): BatchReport {
  const report: BatchReport = { summary: summarize(objects), objects };
  const groups = reportGroups(objects);
  if (groups !== null) report.groups = groups;
  return report;
}
