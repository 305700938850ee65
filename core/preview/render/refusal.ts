// The writes the API server refuses as invalid (action `invalid`) in the Markdown
// comment: the Status message and one line per cause, each with its place in the
// manifest when the caller knows it. The block comes first: nothing of such an
// apply happens.

import type { BatchReport, InvalidCause, ObjectReport } from '../types.ts';
import { oneLine, plural, refusedObjects, truncate } from './common.ts';
import { code, md } from './escape.ts';

function objectName(o: ObjectReport): string {
  const ns = o.ref.namespace ? `${o.ref.namespace}/` : '';
  return `${md(o.ref.kind || '(no kind)')} ${code(`${ns}${o.ref.name || '(no name)'}`)}`;
}

/** Where a cause's field is in the manifest: `k8s/web.yaml`, line 12, when the caller knows. */
function causeWhere(o: ObjectReport, c: InvalidCause): string {
  const file = o.source?.file;
  if (file === undefined) return '';
  const line = c.line ?? o.source?.line;
  return ` <sub>${code(file)}${line !== undefined ? `, line ${line}` : ''}</sub>`;
}

/** The block of refused writes, or null when there is none; messages cut at `width`. */
export function refusalBlock(report: BatchReport, width: number): string | null {
  const refused = refusedObjects(report.objects);
  if (refused.length === 0) return null;
  const lines = [
    `### ⛔ Refused as invalid: ${plural(refused.length, 'object')}`,
    '',
    'The API server refuses these writes: the apply fails and nothing of it is written.',
    '',
  ];
  for (const o of refused) {
    const e = o.status ?? o.error;
    const head = e ? `${e.code} ${e.reason}: ` : '';
    lines.push(`- ${objectName(o)}: ${md(truncate(oneLine(head + (e?.message ?? 'refused')), width))}`);
    for (const c of o.causes ?? []) {
      const field = c.path !== undefined ? `**${code(truncate(oneLine(c.path), 200))}** ` : '';
      lines.push(`  - ${field}${md(truncate(oneLine(c.message), width))}${causeWhere(o, c)}`);
    }
  }
  return lines.join('\n');
}
