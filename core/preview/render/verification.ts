// The verification (verify: server-dry-run) in the Markdown and text reports: a
// mark per object and in the verdict, each difference with our value, the
// cluster's and the likely cause, and the requests the cluster refused with its
// Status message. Values go through guardValue: no Secret value is shown.

import type { JsonValue } from '../../value.ts';
import type { BatchReport, ObjectReport, Verification, VerificationDifference } from '../types.ts';
import { CAUSE_TEXT, verificationTally, verificationText } from '../verify-tally.ts';
import { guardValue, objectLabel, oneLine, truncate, valueText } from './common.ts';
import { code, md } from './escape.ts';

const VALUE_WIDTH = 80;
const MESSAGE_WIDTH = 400;

const MARK: Record<Verification['result'], string> = {
  agrees: '☑️ checked against the cluster',
  differs: '🔶 differs from the cluster',
  refused: '⛔ refused by the cluster',
  unchecked: '⏳ not checked',
};

/** Plain words of a result, for the text report. */
const WORDS: Record<Verification['result'], string> = {
  agrees: 'checked against the cluster: agrees',
  differs: 'differs from the cluster',
  refused: 'refused by the cluster',
  unchecked: 'not checked against the cluster',
};

function statusText(v: Verification): string {
  const s = v.status;
  if (!s) return '';
  return `${s.code > 0 ? `${s.code} ` : ''}${s.reason}: ${s.message}`;
}

/** The mark after an object's action in the table and its details' summary ("" when not verified). */
export function verificationMark(o: ObjectReport): string {
  const v = o.verification;
  if (!v) return '';
  const why = v.result === 'unchecked' && v.cause === 'forbidden' ? ' (no permission)' : '';
  const time = v.result === 'unchecked' && v.cause === 'timeout' ? ' (timeout)' : '';
  const several = v.result === 'unchecked' && v.cause === 'several-requests' ? ' (several requests)' : '';
  return `<br>${MARK[v.result]}${why}${time}${several}`;
}

/** What the verdict line adds ("" when nothing was verified). */
export function verificationVerdict(report: BatchReport): string {
  const t = verificationTally(report.objects);
  if (t === null) return '';
  const icon = t.refused > 0 ? '⛔' : t.differs > 0 ? '🔶' : t.unchecked > 0 ? '⏳' : '☑️';
  return ` · ${icon} ${md(verificationText(t))}`;
}

function valueMd(o: ObjectReport, d: VerificationDifference, v: JsonValue | undefined): string {
  if (v === undefined) return '<i>absent</i>';
  return code(truncate(valueText(guardValue(o.ref, d.path, v)), VALUE_WIDTH));
}

function differenceMd(o: ObjectReport, d: VerificationDifference): string {
  const where = d.path === '' ? 'the answer' : code(d.path);
  const what = d.manager
    ? `ownership of ${where} by ${code(d.manager)}: preview ${md(String(d.ours))}, cluster ${md(String(d.cluster))}`
    : `${where}: preview ${valueMd(o, d, d.ours)}, cluster ${valueMd(o, d, d.cluster)}`;
  const icon = d.cause === 'allocated' ? 'ℹ️' : '🔶';
  return `- ${icon} ${what}${d.cause ? ` — likely: ${md(CAUSE_TEXT[d.cause])}` : ''}`;
}

/** The details' section on the verification (null when not verified). */
export function verificationSection(o: ObjectReport): string | null {
  const v = o.verification;
  if (!v) return null;
  const head = `**${MARK[v.result]}** <sub>(the same apply sent with ${code('dryRun=All')})</sub>`;
  const lines: string[] = [];
  if (v.result === 'agrees') lines.push('The cluster answers what this preview shows.');
  if (v.status && v.result !== 'differs') {
    lines.push(`${md(truncate(oneLine(statusText(v)), MESSAGE_WIDTH))}`);
    if (v.cause) lines.push(`<i>${md(CAUSE_TEXT[v.cause])}; the preview above still stands.</i>`);
  }
  for (const d of v.differences) lines.push(differenceMd(o, d));
  if (v.more) lines.push(`<i>… and ${v.more} more differences</i>`);
  return `${head}\n\n${lines.join('\n')}`;
}

/** Whether the verification alone gives an object details (anything but agreement). */
export function verificationNeedsDetails(o: ObjectReport): boolean {
  return o.verification !== undefined && o.verification.result !== 'agrees';
}

/** The block of requests the cluster refused, kept with the conflicts (null when none). */
export function refusedBlock(report: BatchReport): string | null {
  const refused = report.objects.filter((o) => o.verification?.result === 'refused');
  if (refused.length === 0) return null;
  const lines = [
    '### ⛔ Refused by the cluster (server dry run)',
    '',
    'The cluster answered the same apply, sent with `dryRun=All`, with an error: the apply would fail.',
    '',
  ];
  for (const o of refused) {
    lines.push(
      `- ${md(objectLabel(o.ref))}: ${md(truncate(oneLine(statusText(o.verification!)), MESSAGE_WIDTH))}`,
    );
  }
  return lines.join('\n');
}

/** The text report's lines on an object's verification (none when not verified). */
export function verificationLines(o: ObjectReport): string[] {
  const v = o.verification;
  if (!v) return [];
  const out = [
    `  ${WORDS[v.result]}${v.status && v.result !== 'differs' ? `: ${oneLine(statusText(v))}` : ''}`,
  ];
  if (v.cause && v.result !== 'differs') out.push(`    likely: ${CAUSE_TEXT[v.cause]}`);
  for (const d of v.differences) {
    const val = (x: JsonValue | undefined) =>
      x === undefined ? '(absent)' : truncate(oneLine(valueText(guardValue(o.ref, d.path, x))), 120);
    const what = d.manager
      ? `${oneLine(d.path || '(answer)')} owned by ${oneLine(d.manager)}: preview ${String(d.ours)}, cluster ${String(d.cluster)}`
      : `${oneLine(d.path || '(answer)')}: preview ${val(d.ours)}, cluster ${val(d.cluster)}`;
    out.push(`    ≠ ${what}${d.cause ? ` (likely: ${CAUSE_TEXT[d.cause]})` : ''}`);
  }
  if (v.more) out.push(`    … and ${v.more} more differences`);
  return out;
}

/** The text report's verdict addition ("" when nothing was verified). */
export function verificationVerdictText(report: BatchReport): string {
  const t = verificationTally(report.objects);
  return t === null ? '' : `; ${verificationText(t)}`;
}
