// The top of the Markdown comment (markdown.ts): the verdict, what rolls, and the
// table of objects; for a report of several sources, one section a source (grouped
// by cluster directory), each with its verdict, its rollouts and images and its
// table, and the unchanged sources folded into one line; then the line naming the
// sources the change does not touch.

import type { BatchReport, GroupReport, ObjectReport } from '../types.ts';
import {
  formatCount,
  kubernetesVersions,
  managerName,
  nameList,
  plural,
  shownChanges,
  verdictParts,
} from './common.ts';
import { code, md } from './escape.ts';
import {
  containerLabel,
  foldedHead,
  foldedNames,
  GROUP_KIND_LABEL,
  groupBatch,
  rolloutCount,
  rolloutIndices,
  shownRollout,
  skippedHead,
  skippedSources,
  splitGroups,
} from './group-words.ts';
import { ACTION, FULL, objectName, table, valueCell } from './markdown-pieces.ts';
import { verificationMark, verificationVerdict } from './verification.ts';

function verdictLine(report: BatchReport): string {
  const s = report.summary;
  const icon =
    s.conflict + s.delete + (s.invalid ?? 0) > 0
      ? '🔴'
      : s.error > 0
        ? '⚠️'
        : s.create + s.update + s.orphan > 0
          ? '🟡'
          : '✅';
  const text = verdictParts(s)
    .map((p) => {
      if (!p.managers) return md(p.text);
      const shown = p.managers.slice(0, 3).map((m) => code(managerName(m)));
      const more = p.managers.length - shown.length;
      return `${md(p.text)} ${nameList(more > 0 ? [...shown, `${more} more`] : shown, 4)}`;
    })
    .join(', ');
  return `${icon} **${text}**${verificationVerdict(report)}`;
}

function schemaCell(o: ObjectReport): string {
  return o.schemaSource === 'deduced' ? `⚠️ ${code('deduced')}` : o.schemaSource ? code(o.schemaSource) : '—';
}

/**
 * The table of objects. When every object has the same schema it is said once,
 * in a line above the table, instead of a column repeating it on each row.
 */
function objectTable(report: BatchReport): string {
  const schemas = report.objects.map(schemaCell);
  const same = schemas.every((s) => s === schemas[0]);
  const rows = report.objects.map((o, i) => [
    (ACTION[o.action] ?? md(String(o.action))) + verificationMark(o),
    md(o.ref.kind || '(no kind)'),
    code(o.ref.name || '(no name)'),
    o.ref.namespace ? code(o.ref.namespace) : '—',
    formatCount(shownChanges(o).length),
    formatCount(o.ownership.length),
    o.conflicts.length > 0 ? `**🔴 ${formatCount(o.conflicts.length)}**` : '0',
    ...(same ? [] : [schemas[i]]),
  ]);
  const header = ['Action', 'Kind', 'Name', 'Namespace', 'Changes', 'Ownership changes', 'Conflicts'];
  if (!same) return table([...header, 'Schema'], rows);
  const all = report.objects.length === 1 ? 'the object' : `all ${plural(report.objects.length, 'object')}`;
  const line = schemas[0] === '—' ? '' : `Schema: ${schemas[0]} (${all}).\n\n`;
  return `${line}${table(header, rows)}`;
}

/**
 * The workloads whose pod template changes, one row a changed image (a row with
 * no image when none changes), with what the controller does with their pods.
 */
export function rolloutSection(objects: readonly ObjectReport[], indices: readonly number[]): string | null {
  const rolling = rolloutIndices(objects, indices);
  if (rolling.length === 0) return null;
  const rows: string[][] = [];
  for (const i of rolling) {
    const o = objects[i];
    const r = shownRollout(o);
    if (r === undefined) continue;
    const pods = `${r.rolls ? '🔄' : '⏸️'} ${md(r.message)}`;
    if (r.images.length === 0) rows.push([objectName(o), pods, '—', '—', '—']);
    for (const c of r.images) {
      rows.push([
        objectName(o),
        pods,
        code(containerLabel(c)),
        c.before === undefined ? '<i>none</i>' : valueCell(o, '.image', c.before, undefined, FULL),
        c.after === undefined ? '<i>none</i>' : valueCell(o, '.image', c.after, undefined, FULL),
      ]);
    }
  }
  const head = `**Rollouts:** ${md(rolloutCount(objects, rolling))}.`;
  return `${head}\n\n${table(['Workload', 'Pods', 'Container', 'Image before', 'Image after'], rows)}`;
}

function groupTitle(g: GroupReport): string {
  const label = GROUP_KIND_LABEL[g.group.kind] ?? String(g.group.kind);
  const name = g.group.kind === 'manifests' ? '' : ` ${code(g.group.name)}`;
  return `#### ${md(label)}${name}`;
}

function groupFrom(g: GroupReport): string {
  if (g.group.file === undefined) return '';
  return ` <sub>from ${code(g.group.file)}${g.group.line !== undefined ? `, line ${g.group.line}` : ''}</sub>`;
}

/** "✅ **3 sources unchanged:** `a`, `b` in `clusters/prod` and `c`". */
function foldedLine(folded: readonly GroupReport[]): string {
  const list = foldedNames(
    folded.map((g) => g.group),
    code,
    md(GROUP_KIND_LABEL.manifests.toLowerCase()),
  );
  return `✅ **${md(foldedHead(folded.length))}:** ${list}`;
}

/** "⏭️ **1 source the change does not touch, not previewed:** `flux-system/billing` in `clusters/prod`". */
function skippedLine(report: BatchReport): string | null {
  const skipped = skippedSources(report);
  if (skipped.length === 0) return null;
  return `⏭️ **${md(skippedHead(skipped.length))}:** ${foldedNames(skipped, code, '')}`;
}

/**
 * The blocks at the top of the comment, after the marker: the title and verdict,
 * then (one group) the rollouts and the table, or (several) a section a source
 * that changes and the line of the unchanged ones; without `withTables`, the
 * sources' sections have no table of objects (the cap's last resort).
 */
export function headBlocks(
  report: BatchReport,
  groups: readonly GroupReport[] | null,
  title: string | undefined,
  withTables: boolean,
): string[] {
  const top: string[] = [];
  if (title !== undefined) top.push(`### ${md(title)}`);
  top.push(verdictLine(report));
  const versions = kubernetesVersions(report.objects);
  if (versions.length > 0) top.push(`Kubernetes ${versions.map(code).join(', ')}`);
  const blocks = [top.join('\n\n')];
  if (groups === null) {
    const rollouts = rolloutSection(report.objects, [...report.objects.keys()]);
    if (rollouts !== null) blocks.push(rollouts);
    if (report.objects.length > 0) blocks.push(objectTable(report));
    const skipped = skippedLine(report);
    if (skipped !== null) blocks.push(skipped);
    return blocks;
  }
  const { open, folded } = splitGroups(groups);
  const clustered = groups.some((g) => g.group.cluster !== undefined);
  let cluster: string | undefined | null = null;
  for (const g of open) {
    if (clustered && g.group.cluster !== cluster) {
      cluster = g.group.cluster;
      blocks.push(cluster === undefined ? '### Other sources' : `### 📁 ${code(cluster)}`);
    }
    const sub = groupBatch(report, g);
    blocks.push(`${groupTitle(g)}\n\n${verdictLine(sub)}${groupFrom(g)}`);
    const rollouts = rolloutSection(report.objects, g.objects);
    if (rollouts !== null) blocks.push(rollouts);
    if (withTables) blocks.push(objectTable(sub));
  }
  if (folded.length > 0) blocks.push(foldedLine(folded));
  const skipped = skippedLine(report);
  if (skipped !== null) blocks.push(skipped);
  return blocks;
}
