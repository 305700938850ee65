// The report for a terminal: the verdict, a table of objects, the conflicts with
// their ways out, then each object that changes with its field changes,
// ownership changes, managers, retained and pruned fields and notes. ANSI colour
// only when asked (added green, removed red, conflicts bold red); every piece of
// user text is put on one line with control characters escaped, so a value can
// neither break the layout nor send terminal codes.

import type { JsonValue } from '../../value.ts';
import type { BatchReport, FieldChange, ManagerRef, ObjectReport } from '../types.ts';
import {
  causeText,
  formatCount,
  guardValue,
  isSecret,
  kubernetesVersions,
  managerLabel,
  managerName,
  objectLabel,
  oneLine,
  plural,
  refusedObjects,
  SECRET_MASK,
  shownChanges,
  truncate,
  unreadFile,
  valueText,
  verdictText,
} from './common.ts';
import { shownGroups, shownOrder } from './group-words.ts';
import { groupSections, type Palette, rolloutLines, skippedLines } from './text-groups.ts';
import { verificationLines, verificationVerdictText } from './verification.ts';

export interface TextOptions {
  /** ANSI colours (for a TTY). */
  color?: boolean;
}

/** Values longer than this are cut with an ellipsis. */
const VALUE_WIDTH = 120;

type Paint = (s: string) => string;

function sgr(code: string): Paint {
  return (s) => (s === '' ? s : `\u001b[${code}m${s}\u001b[0m`);
}

const PLAIN: Palette = {
  bold: (s) => s,
  dim: (s) => s,
  green: (s) => s,
  red: (s) => s,
  yellow: (s) => s,
  conflict: (s) => s,
};

const COLOR: Palette = {
  bold: sgr('1'),
  dim: sgr('2'),
  green: sgr('32'),
  red: sgr('31'),
  yellow: sgr('33'),
  conflict: sgr('1;31'),
};

function value(o: ObjectReport, path: string, v: JsonValue | undefined): string {
  if (v === undefined) return '(none)';
  const safe = guardValue(o.ref, path, v);
  if (safe === SECRET_MASK && isSecret(o.ref)) return SECRET_MASK;
  return truncate(valueText(safe), VALUE_WIDTH);
}

function managers(ms: readonly ManagerRef[]): string {
  return ms.length === 0 ? '(nobody)' : ms.map(managerLabel).join(', ');
}

/** Columns padded to their widest cell (the last one is not padded). */
function columns(
  rows: readonly string[][],
  paint: (row: number, col: number, s: string) => string,
): string[] {
  const widths: number[] = [];
  for (const r of rows) {
    for (let i = 0; i < r.length; i++) widths[i] = Math.max(widths[i] ?? 0, r[i].length);
  }
  return rows.map((r, ri) =>
    r
      .map((c, i) => paint(ri, i, i === r.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

const CHANGE_SIGN: Record<FieldChange['kind'], string> = { added: '+', modified: '~', removed: '-' };

/** The report as plain text for a terminal, ending with a newline. */
export function renderText(report: BatchReport, opts: TextOptions = {}): string {
  const p = opts.color === true ? COLOR : PLAIN;
  const s = report.summary;
  const out: string[] = [];
  const verdict = oneLine(verdictText(s) + verificationVerdictText(report));
  out.push(s.conflict + (s.invalid ?? 0) > 0 ? p.conflict(verdict) : p.bold(verdict));
  const versions = kubernetesVersions(report.objects);
  if (versions.length > 0) out.push(`Kubernetes ${versions.map(oneLine).join(', ')}`);

  // Several sources: a section each (by cluster directory), the unchanged ones on one line.
  const groups = shownGroups(report);
  if (groups === null) {
    out.push(...rolloutLines(report.objects, [...report.objects.keys()], p));
    if (report.objects.length > 0) out.push('', ...objectTable(report.objects, p));
  } else {
    out.push(...groupSections(report, groups, p, objectTable));
  }
  out.push(...skippedLines(report));

  const refused = refusedObjects(report.objects);
  if (refused.length > 0) {
    out.push('', p.conflict('REFUSED AS INVALID (the API server answers with an error; nothing is written)'));
    for (const o of refused) {
      const e = o.status ?? o.error;
      const head = e ? `${e.code} ${e.reason}: ` : '';
      const message = e ? e.message : 'refused';
      // The message may span lines (a YAML decoder's list): each line on its own.
      const [first, ...more] = message.split('\n');
      out.push(`  ${p.bold(objectLabel(o.ref))}: ${oneLine(head + first)}`);
      for (const m of more) out.push(`    ${oneLine(m)}`);
      for (const c of o.causes ?? []) out.push(`    ${p.conflict(causeText(c))}`);
    }
  }

  const conflicting = report.objects.filter((o) => o.conflicts.length > 0);
  if (conflicting.length > 0) {
    out.push('', p.conflict(`CONFLICTS (${plural(s.conflicts, 'field')})`));
    for (const o of conflicting) {
      out.push(`  ${p.bold(objectLabel(o.ref))}  ${p.dim(`field manager ${managerName(o.fieldManager)}`)}`);
      for (const c of o.conflicts) {
        out.push(
          `    ${p.conflict(oneLine(c.path))}  owned by ${managers(c.owners)}`,
          `      live: ${value(o, c.path, c.liveValue)}   applied: ${value(o, c.path, c.appliedValue)}`,
          `      force:  ${oneLine(c.resolutions.force)}`,
          `      drop:   ${oneLine(c.resolutions.drop)}`,
          `      co-own: ${oneLine(c.resolutions.coOwn)}`,
        );
      }
    }
  }

  const errors = report.objects.filter((o) => o.action === 'error');
  if (errors.length > 0) {
    out.push('', p.conflict('ERRORS'));
    for (const o of errors) {
      const msg = o.error
        ? `${o.error.reason ? `${o.error.reason}: ` : ''}${o.error.message}`
        : 'unknown error';
      // A file not read (or not parsed) has no object: it is named by its path.
      const file = unreadFile(o);
      out.push(`  ${p.bold(file === null ? objectLabel(o.ref) : oneLine(file))}: ${oneLine(msg)}`);
    }
  }

  for (const i of shownOrder(report, groups)) {
    const o = report.objects[i];
    const body = objectBody(o, p);
    if (body.length === 0) continue;
    const src =
      o.source?.file === undefined
        ? ''
        : `, ${oneLine(o.source.file)}${o.source.line ? `:${o.source.line}` : ''}`;
    out.push(
      '',
      `${p.bold(objectLabel(o.ref))}  ${oneLine(o.action)}  ${p.dim(`(${o.schemaSource ? `${oneLine(o.schemaSource)}, ` : ''}manager ${managerName(o.fieldManager)}${o.force ? ', forced' : ''}${src})`)}`,
      ...body,
    );
  }
  return `${out.join('\n')}\n`;
}

/** The table of objects, one row each. */
function objectTable(objects: readonly ObjectReport[], p: Palette): string[] {
  const rows = [['ACTION', 'KIND', 'NAMESPACE', 'NAME', 'CHANGES', 'OWNERSHIP', 'CONFLICTS', 'SCHEMA']];
  for (const o of objects) {
    rows.push([
      oneLine(o.action),
      oneLine(o.ref.kind || '(no kind)'),
      oneLine(o.ref.namespace || '-'),
      oneLine(o.ref.name || '(no name)'),
      formatCount(shownChanges(o).length),
      formatCount(o.ownership.length),
      formatCount(o.conflicts.length),
      oneLine(o.schemaSource === 'deduced' ? 'deduced (approximate)' : o.schemaSource || '-'),
    ]);
  }
  const actions = objects.map((o) => o.action);
  return columns(rows, (r, c, cell) => {
    if (r === 0) return p.bold(cell);
    const a = actions[r - 1];
    if (c === 0 || c === 6) {
      if (a === 'conflict' || a === 'error' || a === 'invalid') return p.conflict(cell);
      if (c === 0 && a === 'create') return p.green(cell);
      if (c === 0 && a === 'update') return p.yellow(cell);
    }
    return cell;
  });
}

function objectBody(o: ObjectReport, p: Palette): string[] {
  const out: string[] = [];
  out.push(...verificationLines(o));
  for (const n of o.notes) {
    out.push(
      `  ${p.yellow('!')} ${oneLine(n.message)}${n.path ? ` (${oneLine(n.path)})` : ''} ${p.dim(`[${oneLine(n.code)}]`)}`,
    );
  }
  const changes = shownChanges(o);
  if (changes.length > 0) {
    out.push(`  ${o.action === 'conflict' ? 'changes if forced' : 'changes'}:`);
    for (const c of changes) {
      const paint = c.kind === 'added' ? p.green : c.kind === 'removed' ? p.red : p.yellow;
      const path = oneLine(c.path);
      const text =
        c.kind === 'added'
          ? `${path}: ${value(o, c.path, c.after)}`
          : c.kind === 'removed'
            ? `${path}: ${value(o, c.path, c.before)}`
            : `${path}: ${value(o, c.path, c.before)} → ${value(o, c.path, c.after)}`;
      out.push(`    ${paint(`${CHANGE_SIGN[c.kind] ?? '?'} ${text}`)}`);
    }
  }
  if (o.ownership.length > 0) {
    out.push('  ownership:');
    for (const c of o.ownership) {
      out.push(`    ${oneLine(c.path)}: ${managers(c.before)} → ${managers(c.after)}`);
    }
  }
  const moved = o.managers.filter((m) => m.gained !== 0 || m.lost !== 0 || m.fieldsBefore !== m.fieldsAfter);
  if (moved.length > 0) {
    out.push('  managers:');
    for (const m of o.managers) {
      const gained = m.gained > 0 ? p.green(`+${formatCount(m.gained)}`) : '+0';
      const lost = m.lost > 0 ? p.red(`-${formatCount(m.lost)}`) : '-0';
      out.push(
        `    ${managerLabel(m)}: ${formatCount(m.fieldsBefore)} → ${plural(m.fieldsAfter, 'field')} (${gained} ${lost})`,
      );
    }
  }
  if (o.retained.length > 0) {
    out.push('  retained (left out of the manifest, still owned by others):');
    for (const r of o.retained) out.push(`    ${oneLine(r.path)}: ${managers(r.owners)}`);
  }
  if (o.pruned.length > 0) {
    out.push('  pruned (removed from the object):');
    for (const r of o.pruned) out.push(`    ${p.red(`- ${oneLine(r.path)}: ${value(o, r.path, r.before)}`)}`);
  }
  return out;
}
