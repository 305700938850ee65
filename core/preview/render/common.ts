// What the renderers share: how a manager, an object and a value are written on
// one line, the verdict, the order of importance of objects, and the last guard
// that keeps Secret values out of any output.

import { stringifyJson } from '../../json.ts';
import type { JsonValue } from '../../value.ts';
import {
  type BatchSummary,
  type FieldChange,
  type InvalidCause,
  type ManagerRef,
  type ObjectRef,
  type ObjectReport,
  type PreviewAction,
  SECRET_MASK,
} from '../types.ts';

/** Characters that must not reach a one-line output raw: C0/C1 controls, DEL, line/paragraph separators, BOM, lone surrogates. */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex4(c: number): string {
  return `\\u${c.toString(16).padStart(4, '0')}`;
}

function escapeUnsafe(ch: string): string {
  switch (ch) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    default:
      return hex4(ch.charCodeAt(0));
  }
}

/** The text on one line, with every control character written as an escape (`\n`, `\u001b`): no terminal codes, no line breaks. */
export function oneLine(s: string): string {
  return s.replace(UNSAFE, escapeUnsafe);
}

/** True when oneLine would change the text. */
export function hasUnsafe(s: string): boolean {
  UNSAFE.lastIndex = 0;
  const r = UNSAFE.test(s);
  UNSAFE.lastIndex = 0;
  return r;
}

/** JSON.stringify, plus escapes for what JSON leaves raw but a terminal or YAML must not see (DEL, C1, U+2028/9, BOM). */
export function jsonText(v: JsonValue): string {
  return stringifyJson(v).replace(UNSAFE, (ch) => hex4(ch.charCodeAt(0)));
}

/** At most `max` UTF-16 code units, ending with `…` when cut; never splits a surrogate pair. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  if (max <= 1) return max === 1 ? '…' : '';
  let end = max - 1;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${s.slice(0, end)}…`;
}

/** Strings that would read as another JSON type, or with edges a reader cannot see, are shown JSON-quoted. */
const AMBIGUOUS = /^(?:true|false|null|-?\d[\d.eE+-]*|)$|^\s|\s$|^"/;

/**
 * A value on one line: strings as they are (JSON-quoted when they contain control
 * characters or could be mistaken for a number, a boolean or null), other values as
 * compact JSON. Not truncated.
 */
export function valueText(v: JsonValue): string {
  if (typeof v === 'string') return AMBIGUOUS.test(v) || hasUnsafe(v) ? jsonText(v) : v;
  return jsonText(v);
}

/**
 * `kubectl (Apply)`, `kube-controller-manager (Update using apps/v1)`,
 * `hpa (Update with subresource "scale" using apps/v1)`: the operation, then
 * subresource and API version worded as kube-apiserver words them in conflicts.
 */
export function managerLabel(m: ManagerRef): string {
  let s = `${managerName(m.manager)} (${m.operation}`;
  if (m.subresource) s += ` with subresource ${jsonText(m.subresource)}`;
  if (m.operation === 'Update' && m.apiVersion) s += ` using ${oneLine(m.apiVersion)}`;
  return `${s})`;
}

/** A manager name, quoted when empty or when it holds characters that would make a list of names ambiguous. */
export function managerName(name: string): string {
  return name === '' || /[,"()]|^\s|\s$/.test(name) || hasUnsafe(name) ? jsonText(name) : name;
}

export function managerList(ms: readonly ManagerRef[]): string {
  return ms.map(managerLabel).join(', ');
}

/** The file of an error report with no object in it (a file not read, a document not parsed), or null. */
export function unreadFile(o: ObjectReport): string | null {
  if (o.ref.kind !== '' || o.ref.name !== '') return null;
  return o.source?.file ? o.source.file : null;
}

/** `Deployment default/web`, `ClusterRole admin`. */
export function objectLabel(ref: ObjectRef): string {
  const kind = ref.kind || '(no kind)';
  const name = ref.name || '(no name)';
  return oneLine(`${kind} ${ref.namespace ? `${ref.namespace}/` : ''}${name}`);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** 65536 -> "65,536", without depending on a locale. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `a`, `a and b`, `a, b and c`, `a, b, c and 4 more`. */
export function nameList(names: readonly string[], max = 3): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= max) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

export interface VerdictPart {
  text: string;
  /** Manager names the part ends with (rendered as code in Markdown). */
  managers?: string[];
}

/**
 * The one-line verdict, as parts: "3 objects change (1 new)", "1 conflicts with
 * hpa-controller", "1 could not be previewed", "46 unchanged" ("1 object conflicts
 * with ..." when nothing changes); "No changes" when nothing happens.
 */
export function verdictParts(s: BatchSummary): VerdictPart[] {
  const parts: VerdictPart[] = [];
  // A write the API server refuses leads: the apply fails and nothing of it happens.
  const invalid = s.invalid ?? 0;
  if (invalid > 0) parts.push({ text: `${plural(invalid, 'object')} refused as invalid` });
  // A deletion next: it is the line a reviewer must not miss.
  if (s.delete > 0) parts.push({ text: `${plural(s.delete, 'object')} deleted` });
  const changing = s.create + s.update;
  if (changing > 0) {
    parts.push({
      text: `${plural(changing, 'object')} change${changing === 1 ? 's' : ''}${s.create > 0 ? ` (${formatCount(s.create)} new)` : ''}`,
    });
  }
  if (s.conflict > 0) {
    const noun = parts.length === 0 ? ` object${s.conflict === 1 ? '' : 's'}` : '';
    const p: VerdictPart = {
      text: `${formatCount(s.conflict)}${noun} conflict${s.conflict === 1 ? 's' : ''}`,
    };
    if (s.conflictsWith.length > 0) {
      p.text += ' with';
      p.managers = s.conflictsWith;
    }
    parts.push(p);
  }
  if (s.error > 0) {
    const noun = parts.length === 0 ? ` object${s.error === 1 ? '' : 's'}` : '';
    parts.push({ text: `${formatCount(s.error)}${noun} could not be previewed` });
  }
  if (s.orphan > 0) parts.push({ text: `${plural(s.orphan, 'object')} left in the cluster` });
  if (parts.length === 0) return [{ text: s.objects === 0 ? 'No objects to preview' : 'No changes' }];
  if (s.unchanged > 0) parts.push({ text: `${formatCount(s.unchanged)} unchanged` });
  return parts;
}

/** One cause of a refused write on one line: `.spec.replica: unknown field` (without the path when it names none). */
export function causeText(c: InvalidCause): string {
  return oneLine(c.path !== undefined ? `${c.path}: ${c.message}` : c.message);
}

/** The objects whose write the API server refuses, most important first. */
export function refusedObjects(objects: readonly ObjectReport[]): ObjectReport[] {
  return objects.filter((o) => o.action === 'invalid');
}

/** The verdict as plain text (managers by name). */
export function verdictText(s: BatchSummary): string {
  return verdictParts(s)
    .map((p) => (p.managers ? `${p.text} ${nameList(p.managers.map(managerName))}` : p.text))
    .join(', ');
}

/**
 * Objects in order of importance for a reviewer (lower first): writes the API
 * server refuses, deletes, conflicts, errors, updates, creates, left behind, unchanged.
 */
export const ACTION_RANK: Record<PreviewAction, number> = {
  invalid: 0,
  delete: 1,
  conflict: 2,
  error: 3,
  update: 4,
  create: 5,
  orphan: 6,
  unchanged: 7,
};

/** Indices of `objects`, most important first (stable within a rank). */
export function byImportance(objects: readonly ObjectReport[]): number[] {
  return objects
    .map((_, i) => i)
    .sort((a, b) => ACTION_RANK[objects[a].action] - ACTION_RANK[objects[b].action] || a - b);
}

// ---------------------------------------------------------------------------
// Secret guard: the report masks Secret data already; the renderers check again,
// with the same guard (core/preview/secrets.ts).

export { guardValue, isSecret, maskSecretFields as maskSecretObject } from '../secrets.ts';

/** Whether a value is shown as the mask (the report's flag, or the mask itself in a Secret). */
export function isMasked(v: JsonValue | undefined, masked: boolean | undefined): boolean {
  return v === SECRET_MASK && masked === true;
}

export { SECRET_MASK };

/** `.apiVersion`, `.kind`, `.metadata.name`, `.metadata.namespace`: a create sets them, a reader knows them. */
const IDENTITY = new Set(['.apiVersion', '.kind', '.metadata.name', '.metadata.namespace']);

/** A create's uid and creationTimestamp: random, and the time of the run. */
export const CREATE_STAMPS: ReadonlySet<string> = new Set(['.metadata.uid', '.metadata.creationTimestamp']);

/**
 * The field changes a reader is shown: a create's identity fields, uid and
 * creationTimestamp are left out (the JSON report keeps them). Every renderer counts
 * and lists these, so the text report and the Markdown comment agree.
 */
export function shownChanges(o: ObjectReport): FieldChange[] {
  return o.action === 'create'
    ? o.changes.filter((c) => !IDENTITY.has(c.path) && !CREATE_STAMPS.has(c.path))
    : o.changes;
}

/** The Kubernetes versions a batch was previewed on, in order of first appearance (one in practice). */
export function kubernetesVersions(objects: readonly { kubernetesVersion?: string }[]): string[] {
  const seen: string[] = [];
  for (const o of objects)
    if (o.kubernetesVersion !== undefined && !seen.includes(o.kubernetesVersion))
      seen.push(o.kubernetesVersion);
  return seen;
}
