// The pieces of the Markdown comment (markdown.ts): the action and note icons, the
// styles that bound values and tables (full, then tighter under the length cap), and
// the cells every table uses.

import type { JsonValue } from '../../value.ts';
import type { FieldChange, ManagerRef, NoteCode, ObjectReport, PreviewAction } from '../types.ts';
import {
  guardValue,
  isMasked,
  isSecret,
  managerLabel,
  oneLine,
  SECRET_MASK,
  truncate,
  valueText,
} from './common.ts';
import { code, md } from './escape.ts';

export const ACTION: Record<PreviewAction, string> = {
  create: '🟢 create',
  update: '🟡 update',
  unchanged: '⚪ unchanged',
  conflict: '🔴 conflict',
  invalid: '⛔ invalid',
  error: '⚠️ error',
  delete: '🗑️ delete',
  orphan: '👻 left in cluster',
};

export const NOTE_ICON: Record<NoteCode, string> = {
  create: 'ℹ️',
  duplicate: '⚠️',
  'conflict-preview': 'ℹ️',
  'quantity-spelling': '⚠️',
  'value-wrapped': '⚠️',
  'version-not-converted': '⚠️',
  'field-manager-failed': '⚠️',
  'other-version-conflict': 'ℹ️',
  'client-side-apply': 'ℹ️',
  applier: 'ℹ️',
  'applier-owner': '⚠️',
  skipped: 'ℹ️',
  'scope-assumed': '⚠️',
  'client-side-apply-migration': 'ℹ️',
  'deduced-schema': '⚠️',
  'default-reset': '⚠️',
  'replaced-item': 'ℹ️',
  defaulted: 'ℹ️',
  'status-ignored': '⚠️',
  'reset-field': '⚠️',
  'cluster-allocates': 'ℹ️',
  'replicas-autoscaler': '⚠️',
  forced: '⚠️',
  deleted: '🗑️',
  'left-in-cluster': '⚠️',
  'applicationset-unknown': '⚠️',
  validation: 'ℹ️',
  'field-warning': '⚠️',
  'version-newer': '⚠️',
  'gate-disabled': '⚠️',
};

export const CHANGE: Record<FieldChange['kind'], string> = {
  added: '➕ added',
  modified: '✏️ modified',
  removed: '➖ removed',
};

/** How long values and tables may be. */
export interface Style {
  /** Values longer than this are cut (0: values omitted). */
  width: number;
  /** Rows per table in a details block. */
  rows: number;
  /** Paths longer than this are cut. */
  pathWidth: number;
  /** Lines per YAML diff. */
  diffLines: number;
  /** Values of the fields the diff cuts are listed up to this length. */
  longWidth: number;
}

export const FULL: Style = {
  width: 100,
  rows: Number.POSITIVE_INFINITY,
  pathWidth: Number.POSITIVE_INFINITY,
  diffLines: Number.POSITIVE_INFINITY,
  longWidth: 2000,
};
export const TIGHT: Style = { width: 40, rows: 20, pathWidth: 200, diffLines: 40, longWidth: 200 };
/** Diff lines longer than this are cut (the field's values are listed below the diff). */
export const DIFF_WIDTH = 120;

export interface ConflictStyle extends Style {
  /** One table row per conflict and one shared paragraph for the ways out. */
  compact: boolean;
  /** Error messages longer than this are cut. */
  errorWidth: number;
}

export const CONFLICT_STYLES: ConflictStyle[] = [
  { ...FULL, width: 200, compact: false, errorWidth: 1000 },
  { ...FULL, width: 40, compact: false, errorWidth: 300 },
  { ...FULL, width: 12, pathWidth: 200, compact: false, errorWidth: 120 },
  { ...FULL, width: 12, pathWidth: 200, compact: true, errorWidth: 120 },
  { ...FULL, width: 0, pathWidth: 120, compact: true, errorWidth: 60 },
];

export function valueCell(
  o: ObjectReport,
  path: string,
  v: JsonValue | undefined,
  masked: boolean | undefined,
  style: Style,
): string {
  if (v === undefined) return '—';
  const safe = guardValue(o.ref, path, v);
  if (safe === SECRET_MASK && (isMasked(safe, masked) || isSecret(o.ref))) return `<i>${md(SECRET_MASK)}</i>`;
  if (style.width <= 0) return '…';
  return code(truncate(valueText(safe), style.width));
}

export function pathCell(path: string, style: Style): string {
  return code(truncate(oneLine(path), style.pathWidth));
}

export function managersCell(ms: readonly ManagerRef[]): string {
  return ms.length === 0 ? '<i>nobody</i>' : ms.map((m) => code(managerLabel(m))).join(', ');
}

export function objectName(o: ObjectReport): string {
  const ns = o.ref.namespace ? `${o.ref.namespace}/` : '';
  return `${md(o.ref.kind || '(no kind)')} ${code(`${ns}${o.ref.name || '(no name)'}`)}`;
}

export function table(header: readonly string[], rows: readonly string[][]): string {
  const out = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const r of rows) out.push(`| ${r.join(' | ')} |`);
  return out.join('\n');
}
