// Annotations on the pull request's files: an error on the line of each
// conflicting field, of each field the API server refuses (an `invalid` object:
// one per cause), and on each object that could not be previewed; a warning on
// each field fieldValidation Warn drops; a warning on each occurrence of an object
// the manifests name more than once; a warning
// on each field the apply will prune (on the line of its nearest enclosing field
// still in the manifest), an error on each object whose dry run the cluster
// refused (verify). Secret values never appear: masked values are not shown.

import type { JsonValue } from '../core/index.ts';
import { stringifyJson } from '../core/index.ts';
import type { ConflictReport, ManagerRef, ObjectReport } from '../core/preview/index.ts';
import type { ManifestEntry } from '../gather/manifests.ts';
import { describeSource } from '../gather/manifests.ts';
import { positionIn, positionOf } from '../gather/positions.ts';
import { describeRef } from '../gather/refs.ts';

export interface Annotation {
  level: 'error' | 'warning';
  file: string;
  line: number;
  title: string;
  message: string;
}

function manager(m: ManagerRef): string {
  let s = JSON.stringify(m.manager);
  if (m.subresource) s += ` with subresource ${JSON.stringify(m.subresource)}`;
  if (m.operation === 'Update' && m.apiVersion) s += ` using ${m.apiVersion}`;
  return s;
}

function short(v: JsonValue | undefined): string {
  const s = stringifyJson(v) ?? 'null';
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** The line of a field (a path as the report prints it) in the manifest, else of the nearest enclosing one. */
export function lineOf(e: ManifestEntry, path: string): number {
  if (e.node && e.lineCounter) return positionOf(e.node, path, e.lineCounter).line;
  if (e.positions) return positionIn(e.positions.root, e.positions.line, e.positions.lines, path).line;
  return e.line;
}

function conflictMessage(o: ObjectReport, c: ConflictReport): string {
  const owners = c.owners.map(manager).join(', ');
  let values = '';
  if (!c.masked && (c.liveValue !== undefined || c.appliedValue !== undefined)) {
    values = ` (live ${c.liveValue === undefined ? 'unset' : short(c.liveValue)}, manifest ${short(c.appliedValue)})`;
  }
  return `${describeRef(o.ref)}: ${c.path} is owned by ${owners}${values}. The apply by ${JSON.stringify(o.fieldManager)} fails with a conflict: drop the field from the manifest, set it to the live value to share it, or force the apply.`;
}

/** The annotations of a preview (reports and their manifest entries, same index). */
export function annotationsOf(
  objects: readonly ObjectReport[],
  entries: readonly ManifestEntry[],
): Annotation[] {
  const out: Annotation[] = [];
  objects.forEach((o, i) => {
    const e = entries[i];
    if (!e) return;
    if (o.action === 'error') {
      out.push({
        level: 'error',
        file: e.file,
        line: e.line,
        title: 'apply-preview: cannot preview this object',
        message: `${describeSource(e)}: ${o.ref.kind ? `${describeRef(o.ref)}: ` : ''}${o.error?.message ?? 'error'}`,
      });
      return;
    }
    const refused = o.verification?.result === 'refused' ? o.verification.status : undefined;
    if (refused) {
      // verify: server-dry-run: the cluster's own refusal (Secret values masked in core).
      out.push({
        level: 'error',
        file: e.file,
        line: e.line,
        title: 'apply-preview: the cluster refused the dry run',
        message: `${describeRef(o.ref)}: ${refused.code} ${refused.reason}: ${refused.message}`,
      });
    }
    if (o.action === 'invalid') {
      const e422 = o.status ?? o.error;
      const head = `${describeRef(o.ref)}: the API server refuses the write${e422 ? ` (${e422.code} ${e422.reason})` : ''}`;
      const causes = o.causes ?? [];
      if (causes.length === 0) {
        out.push({
          level: 'error',
          file: e.file,
          line: e.line,
          title: 'apply-preview: refused as invalid',
          message: `${head}: ${e422?.message ?? 'invalid'}`,
        });
      }
      for (const c of causes) {
        out.push({
          level: 'error',
          file: e.file,
          line: c.line ?? (c.path !== undefined ? lineOf(e, c.path) : e.line),
          title: `apply-preview: refused as invalid${c.path !== undefined ? `: ${c.path}` : ''}`,
          message: `${head}: ${c.path !== undefined ? `${c.path}: ` : ''}${c.message}`,
        });
      }
      return;
    }
    for (const n of o.notes) {
      if (n.code === 'duplicate') {
        // The same object elsewhere in the manifests: on the line where this occurrence starts.
        out.push({
          level: 'warning',
          file: e.file,
          line: e.line,
          title: 'apply-preview: the same object more than once',
          message: `${describeRef(o.ref)}: ${n.message}`,
        });
        continue;
      }
      if (n.code !== 'field-warning') continue;
      out.push({
        level: 'warning',
        file: e.file,
        line: n.path !== undefined ? lineOf(e, n.path) : e.line,
        title: 'apply-preview: field dropped by the API server',
        message: `${describeRef(o.ref)}: ${n.message}`,
      });
    }
    if (o.action === 'conflict') {
      for (const c of o.conflicts) {
        out.push({
          level: 'error',
          file: e.file,
          line: lineOf(e, c.path),
          title: `apply-preview: conflict with ${c.owners.map((m) => m.manager).join(', ')}`,
          message: conflictMessage(o, c),
        });
      }
      return;
    }
    for (const p of o.pruned) {
      out.push({
        level: 'warning',
        file: e.file,
        line: lineOf(e, p.path),
        title: 'apply-preview: field will be removed',
        message: `${describeRef(o.ref)}: ${p.path}${p.masked || p.before === undefined ? '' : ` (${short(p.before)})`} will be removed: ${JSON.stringify(o.fieldManager)} applied it before, no longer does, and nobody else owns it.`,
      });
    }
  });
  return out;
}
