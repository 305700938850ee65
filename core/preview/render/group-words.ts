// The words the Markdown and text renderers share for groups and rollouts: what a
// source is called, the lines that fold unchanged sources and name those the
// change does not touch, the count of workloads
// that roll, and the order in which groups and their objects are shown.

import { reportGroups } from '../groups.ts';
import type {
  BatchReport,
  GroupKind,
  GroupReport,
  ImageChange,
  ObjectReport,
  ReportGroup,
  Rollout,
} from '../types.ts';
import { formatCount, isSecret, nameList, plural } from './common.ts';

export const GROUP_KIND_LABEL: Record<GroupKind, string> = {
  'flux-kustomization': 'Flux Kustomization',
  'flux-helmrelease': 'Flux HelmRelease',
  'argocd-application': 'Argo CD Application',
  kustomize: 'Kustomize',
  helm: 'Helm chart',
  manifests: 'Plain manifests',
};

/** Unchanged sources named in the folded line, at most. */
export const FOLDED_NAMES = 30;

/**
 * The report's groups when it has more than one, else null: a report of one group
 * (plain manifests, or one source) renders as an ungrouped report.
 */
export function shownGroups(report: BatchReport): GroupReport[] | null {
  const groups = reportGroups(report.objects);
  return groups !== null && groups.length > 1 ? groups : null;
}

/** The groups that change, and the ones folded into one line. */
export function splitGroups(groups: readonly GroupReport[]): { open: GroupReport[]; folded: GroupReport[] } {
  return { open: groups.filter((g) => !g.unchanged), folded: groups.filter((g) => g.unchanged) };
}

/** The indices of the objects that are shown, group by group (all of them, in report order, without groups). */
export function shownOrder(report: BatchReport, groups: readonly GroupReport[] | null): number[] {
  if (groups === null) return [...report.objects.keys()];
  return splitGroups(groups).open.flatMap((g) => g.objects);
}

/** The objects of a group as a report of their own (for its table and verdict). */
export function groupBatch(report: BatchReport, g: GroupReport): BatchReport {
  return { summary: g.summary, objects: g.objects.map((i) => report.objects[i]) };
}

/** Indices (among `indices`, default all) of the objects whose pod template changes. */
export function rolloutIndices(objects: readonly ObjectReport[], indices?: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of indices ?? objects.keys()) if (shownRollout(objects[i]) !== undefined) out.push(i);
  return out;
}

/** "2 workloads roll their pods, 1 changes its pod template without a roll". */
export function rolloutCount(objects: readonly ObjectReport[], indices: readonly number[]): string {
  let rolls = 0;
  for (const i of indices) if (objects[i].rollout?.rolls === true) rolls++;
  const still = indices.length - rolls;
  const parts: string[] = [];
  if (rolls > 0) parts.push(`${plural(rolls, 'workload')} ${rolls === 1 ? 'rolls its' : 'roll their'} pods`);
  if (still > 0) {
    const who = rolls > 0 ? formatCount(still) : plural(still, 'workload');
    parts.push(`${who} ${still === 1 ? 'changes its' : 'change their'} pod template without a roll`);
  }
  return parts.join(', ');
}

/** The rollout of an object as it may be shown: none for a Secret (the guard keeps its report to values it masks). */
export function shownRollout(o: ObjectReport): Rollout | undefined {
  return isSecret(o.ref) ? undefined : o.rollout;
}

/** `app`, `setup (init)`. */
export function containerLabel(c: ImageChange): string {
  return c.init === true ? `${c.container} (init)` : c.container;
}

/** "3 sources unchanged", the head of the folded line. */
export function foldedHead(n: number): string {
  return `${plural(n, 'source')} unchanged`;
}

/** "2 sources the change does not touch, not previewed", the head of the skipped line. */
export function skippedHead(n: number): string {
  return `${plural(n, 'source')} the change does not touch, not previewed`;
}

/** The sources the rendering skipped as untouched (BatchReport.rendering), in report order. */
export function skippedSources(report: BatchReport): ReportGroup[] {
  return report.rendering?.skipped.map((s) => s.group) ?? [];
}

/**
 * Sources in one line: each `name` (`in` its cluster directory), at most
 * FOLDED_NAMES, then how many more; `word` writes a name or directory (code in Markdown).
 */
export function foldedNames(
  groups: readonly ReportGroup[],
  word: (s: string) => string,
  manifests: string,
): string {
  const names = groups.slice(0, FOLDED_NAMES).map((g) => {
    const name = g.kind === 'manifests' ? manifests : word(g.name);
    return g.cluster === undefined ? name : `${name} in ${word(g.cluster)}`;
  });
  const more = groups.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${formatCount(more)} more` : nameList(names, FOLDED_NAMES);
}
