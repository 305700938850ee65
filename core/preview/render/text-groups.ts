// The terminal report's top (text.ts) for what rolls and for several sources: the
// workloads whose pod template changes with their image changes, and one section
// a source that changes (grouped by cluster directory), with its verdict, its
// rollouts and its table, the unchanged sources on one line; and the line naming
// the sources the change does not touch.

import type { BatchReport, GroupReport, ObjectReport } from '../types.ts';
import { objectLabel, oneLine, truncate, valueText, verdictText } from './common.ts';
import {
  containerLabel,
  foldedHead,
  foldedNames,
  GROUP_KIND_LABEL,
  rolloutCount,
  rolloutIndices,
  shownRollout,
  skippedHead,
  skippedSources,
  splitGroups,
} from './group-words.ts';

type Paint = (s: string) => string;

export interface Palette {
  bold: Paint;
  dim: Paint;
  green: Paint;
  red: Paint;
  yellow: Paint;
  conflict: Paint;
}

/** Images longer than this are cut with an ellipsis. */
const IMAGE_WIDTH = 120;

function image(v: string | undefined): string {
  return v === undefined ? '(none)' : truncate(valueText(v), IMAGE_WIDTH);
}

/** The workloads among `indices` whose pod template changes, each with its image changes; none when there are none. */
export function rolloutLines(
  objects: readonly ObjectReport[],
  indices: readonly number[],
  p: Palette,
): string[] {
  const rolling = rolloutIndices(objects, indices);
  if (rolling.length === 0) return [];
  const out = ['', p.bold(`ROLLOUTS (${rolloutCount(objects, rolling)})`)];
  for (const i of rolling) {
    const o = objects[i];
    const r = shownRollout(o);
    if (r === undefined) continue;
    const message = oneLine(r.message);
    out.push(`  ${p.bold(objectLabel(o.ref))}: ${r.rolls ? p.yellow(message) : message}`);
    for (const c of r.images) {
      out.push(`    ${oneLine(containerLabel(c))}: ${image(c.before)} → ${image(c.after)}`);
    }
  }
  return out;
}

function groupHeader(g: GroupReport): string {
  const label = GROUP_KIND_LABEL[g.group.kind] ?? g.group.kind;
  const name = g.group.kind === 'manifests' ? '' : ` ${g.group.name}`;
  const from =
    g.group.file === undefined
      ? ''
      : `  (${g.group.file}${g.group.line !== undefined ? `:${g.group.line}` : ''})`;
  return oneLine(`${label}${name}${from}`);
}

function foldedLine(folded: readonly GroupReport[]): string {
  const list = foldedNames(
    folded.map((g) => g.group),
    (w) => w,
    GROUP_KIND_LABEL.manifests.toLowerCase(),
  );
  return oneLine(`${foldedHead(folded.length)}: ${list}`);
}

/** "1 source the change does not touch, not previewed: flux-system/billing in clusters/prod", or none. */
export function skippedLines(report: BatchReport): string[] {
  const skipped = skippedSources(report);
  if (skipped.length === 0) return [];
  return ['', oneLine(`${skippedHead(skipped.length)}: ${foldedNames(skipped, (w) => w, '')}`)];
}

/** One section a source that changes (under a line naming its cluster directory), then the unchanged ones on one line. */
export function groupSections(
  report: BatchReport,
  groups: readonly GroupReport[],
  p: Palette,
  table: (objects: readonly ObjectReport[], p: Palette) => string[],
): string[] {
  const out: string[] = [];
  const { open, folded } = splitGroups(groups);
  const clustered = groups.some((g) => g.group.cluster !== undefined);
  let cluster: string | undefined | null = null;
  for (const g of open) {
    if (clustered && g.group.cluster !== cluster) {
      cluster = g.group.cluster;
      out.push('', p.bold(cluster === undefined ? '== other sources ==' : `== ${oneLine(cluster)} ==`));
    }
    out.push('', p.bold(groupHeader(g)), oneLine(verdictText(g.summary)));
    out.push(...rolloutLines(report.objects, g.objects, p));
    out.push(
      '',
      ...table(
        g.objects.map((i) => report.objects[i]),
        p,
      ),
    );
  }
  if (folded.length > 0) out.push('', foldedLine(folded));
  return out;
}
