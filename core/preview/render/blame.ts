// The blame view: an object as block-style YAML with the manager(s) owning each
// line beside it, read from metadata.managedFields. Each line stands for one
// path: a map key for its field, a list item for the item's path element as the
// schema names it (key, value or index), so a line's owners are the managers
// whose field set holds exactly that path. Lines inside an atomic value (an
// atomic list or map, a scalar-typed field holding a map) show the owners of
// that atomic value.

import { elementString, fieldElement, type PathElement } from '../../fieldpath/element.ts';
import type { FieldSet } from '../../fieldpath/set.ts';
import { parseIdentity } from '../../managed/identity.ts';
import { decodeManagedFields } from '../../managed/managedfields.ts';
import { type TypeNode, untypedAtomic } from '../../schema/model.ts';
import { withObjectMeta } from '../../schema/objectmeta.ts';
import { formMask, LIST, MAP, pickForm } from '../../typed/forms.ts';
import { inOperation, itemElements } from '../../typed/operation.ts';
import { isObject, type JsonObject, type JsonValue, setOwn } from '../../value.ts';
import type { ManagerRef } from '../types.ts';
import {
  hasUnsafe,
  isSecret,
  jsonText,
  managerLabel,
  maskSecretObject,
  objectLabel,
  oneLine,
} from './common.ts';

export interface BlameOptions {
  /** ANSI colours for the owner comments (one colour per manager). */
  color?: boolean;
  /** Paths the API server's defaulting set (PreviewOutcome.sides.defaulted): their lines say "defaulted". */
  defaulted?: ReadonlySet<string>;
}

/** Deeper values are printed on one line as JSON (valid YAML) instead of recursing further. */
const MAX_DEPTH = 1000;
/** Owner comments line up at this column at most; longer lines put theirs two spaces after. */
const MAX_COMMENT_COLUMN = 64;

interface Line {
  indent: number;
  text: string;
  /** Indices of the owning managers, ascending. */
  owners: readonly number[];
  /** False for the body lines of a literal block scalar, where a `#` would be content. */
  comment: boolean;
  path: string;
  parent: string;
}

type Sets = readonly (FieldSet | null)[];

interface Walk {
  none: Sets;
  depth: number;
  /** Paths of values the schema makes atomic while a manager's entry owns fields inside them. */
  hidden: Map<string, Set<number>>;
}

/** Records that managers own fields inside an atomic value, which its lines cannot show. */
function noteHidden(walk: Walk, path: string, child: Sets): void {
  for (let i = 0; i < child.length; i++) {
    if (child[i] === null) continue;
    const who = walk.hidden.get(path) ?? new Set<number>();
    walk.hidden.set(path, who);
    who.add(i);
  }
}

const NOBODY: readonly number[] = [];

/**
 * The object as YAML with the owning managers of each line as a comment. `schema`
 * is the object's root type (its `metadata` is read as ObjectMeta whatever it
 * says). `metadata.managedFields` is not printed: a header comment counts its
 * entries. A Secret's `data`/`stringData` values (and its last-applied
 * annotation) are replaced by SECRET_MASK. Throws ManagedFieldsError when the
 * managedFields cannot be read.
 */
export function renderBlame(object: JsonObject, schema: TypeNode, opts: BlameOptions = {}): string {
  return inOperation(() => blameOf(object, schema, opts));
}

/** One line of the blame view: its text (indented), owners and the path it stands for. */
export interface BlameLine {
  /** The YAML line, indented, without an owner comment. */
  text: string;
  /** Indices of the owning managers (into BlameLines.managers), ascending. */
  owners: readonly number[];
  /** False for the body lines of a literal block scalar, where a `#` would be content. */
  comment: boolean;
  /** The path the line stands for, in the report's form (`.spec.containers[name="app"].image`); a block body line has its key's. */
  path: string;
  /** The path of the map or list holding it (`''` at the top). */
  parent: string;
  /** Nobody owns the line and the API server's defaulting set it. */
  defaulted?: true;
}

export interface BlameLines {
  managers: ManagerRef[];
  lines: BlameLine[];
  /** Entries in metadata.managedFields. */
  entries: number;
  /**
   * Values the schema makes atomic (or a scalar) whose managers' entries own fields
   * inside them, by path, with those managers' indices: the lines cannot show those
   * owners (the cluster's schema keyed the value; another one types it here).
   */
  hidden: { path: string; managers: number[] }[];
}

/**
 * The object's YAML lines with their owners (call inside inOperation): what the
 * blame view prints and the Markdown diff compares. managedFields are not among
 * the lines; a Secret's values are masked. Throws ManagedFieldsError.
 */
export function blameLines(
  object: JsonObject,
  schema: TypeNode,
  defaulted?: ReadonlySet<string>,
): BlameLines {
  const meta = Object.hasOwn(object, 'metadata') && isObject(object.metadata) ? object.metadata : null;
  const rawEntries = meta !== null && Object.hasOwn(meta, 'managedFields') ? meta.managedFields : undefined;
  const managed = decodeManagedFields(rawEntries);
  const managers: ManagerRef[] = [];
  const sets: FieldSet[] = [];
  for (const [id, vs] of managed.sets) {
    const who = parseIdentity(id);
    const ref: ManagerRef = { manager: who.manager ?? '', operation: vs.applied ? 'Apply' : 'Update' };
    if (!vs.applied) ref.apiVersion = vs.apiVersion;
    if (who.subresource) ref.subresource = who.subresource;
    managers.push(ref);
    sets.push(vs.set);
  }

  let shown = withoutManagedFields(object, meta);
  if (isSecret(object)) shown = maskSecretObject(shown);

  const root = withObjectMeta(schema);
  const walk: Walk = { none: sets.map(() => null), depth: 0, hidden: new Map() };
  const rootInherited = isGranularMap(shown, root) ? null : NOBODY;
  const lines: Line[] = [];
  if (Object.keys(shown).length > 0) mapLines(lines, 0, shown, root, sets, rootInherited, walk, '');
  const out: BlameLine[] = lines.map((l) => ({
    text: l.text === '' ? '' : `${' '.repeat(l.indent)}${l.text}`,
    owners: l.owners,
    comment: l.comment,
    path: l.path,
    parent: l.parent,
  }));
  if (defaulted !== undefined && defaulted.size > 0) markDefaulted(out, defaulted);
  const hidden = [...walk.hidden].map(([path, who]) => ({ path, managers: [...who].sort((a, b) => a - b) }));
  return { managers, entries: Array.isArray(rawEntries) ? rawEntries.length : 0, lines: out, hidden };
}

/**
 * Marks the unowned lines the server's defaulting set: a line whose path is
 * defaulted, and a map or list line all of whose lines below are (children come
 * after their parent, so a walk from the end sees them first).
 */
function markDefaulted(lines: BlameLine[], defaulted: ReadonlySet<string>): void {
  const children = new Map<string, { all: number; marked: number }>();
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i];
    if (!l.comment) continue;
    const below = children.get(l.path);
    const marked =
      l.owners.length === 0 &&
      (defaulted.has(l.path) || (below !== undefined && below.all > 0 && below.all === below.marked));
    if (marked) l.defaulted = true;
    const c = children.get(l.parent) ?? { all: 0, marked: 0 };
    c.all++;
    if (marked) c.marked++;
    children.set(l.parent, c);
  }
}

function blameOf(object: JsonObject, schema: TypeNode, opts: BlameOptions): string {
  const meta = Object.hasOwn(object, 'metadata') && isObject(object.metadata) ? object.metadata : null;
  const { managers, lines, entries: count, hidden } = blameLines(object, schema, opts.defaulted);
  const secret = object.kind === 'Secret';

  const c = opts.color === true;
  const palette = ['36', '33', '35', '32', '34', '31', '96', '93', '95', '92', '94', '91'];
  const labels = managers.map((m, i) => {
    const label = managerLabel(m);
    return c ? `\u001b[${palette[i % palette.length]}m${label}\u001b[0m` : label;
  });

  const out: string[] = [];
  const dim = (s: string) => (c ? `\u001b[2m${s}\u001b[0m` : s);
  const ref = refOf(object, meta);
  out.push(
    dim(
      `# ${ref}: owners from metadata.managedFields (${count === 0 ? 'no entries: no field has an owner' : `${count} ${count === 1 ? 'entry' : 'entries'}, not shown`})`,
    ),
  );
  if (secret) out.push(dim('# Secret data and stringData values are hidden'));
  for (const h of hidden) {
    const who = h.managers.map((i) => managerLabel(managers[i])).join(', ');
    out.push(
      dim(
        `# ${h.path}: owned as a whole by this schema, but ${who} own${h.managers.length === 1 ? 's' : ''} fields inside it (not shown: the cluster's schema is not this one)`,
      ),
    );
  }

  const column = commentColumn(
    lines.filter((l) => l.comment && (l.owners.length > 0 || l.defaulted)).map((l) => l.text.length),
    MAX_COMMENT_COLUMN,
  );
  for (const l of lines) {
    if (l.comment && l.defaulted) {
      out.push(`${withComment(l.text, column)}${dim('# defaulted (no owner)')}`);
      continue;
    }
    if (!l.comment || l.owners.length === 0) {
      out.push(l.text);
      continue;
    }
    const names = l.owners.map((i) => labels[i]).join(c ? '\u001b[2m, \u001b[0m' : ', ');
    out.push(`${withComment(l.text, column)}${c ? `\u001b[2m#\u001b[0m ${names}` : `# ${names}`}`);
  }
  return `${out.join('\n')}\n`;
}

/** The column comments line up at: after the longest line that has one (their lengths), at most `max`. */
export function commentColumn(widths: Iterable<number>, max: number): number {
  let column = 0;
  for (const w of widths) column = Math.max(column, w);
  return Math.min(column, max);
}

/** The line padded to two spaces past `column` (at least two spaces), ready for its `# ` comment. */
export function withComment(text: string, column: number): string {
  return `${text}${' '.repeat(Math.max(2, column + 2 - text.length))}`;
}

function refOf(object: JsonObject, meta: JsonObject | null): string {
  const str = (v: JsonValue | undefined) => (typeof v === 'string' ? v : '');
  return objectLabel({
    apiVersion: str(object.apiVersion),
    kind: str(Object.hasOwn(object, 'kind') ? object.kind : undefined),
    namespace: meta !== null && Object.hasOwn(meta, 'namespace') ? str(meta.namespace) : '',
    name: meta !== null && Object.hasOwn(meta, 'name') ? str(meta.name) : '',
  });
}

function withoutManagedFields(object: JsonObject, meta: JsonObject | null): JsonObject {
  if (meta === null || !Object.hasOwn(meta, 'managedFields')) return object;
  const m: JsonObject = {};
  for (const k of Object.keys(meta)) if (k !== 'managedFields') setOwn(m, k, meta[k]);
  const out: JsonObject = {};
  for (const k of Object.keys(object)) setOwn(out, k, k === 'metadata' ? m : object[k]);
  return out;
}

// ---------------------------------------------------------------------------
// Ownership lookup

function isGranularMap(v: JsonValue, t: TypeNode): boolean {
  return pickForm(formMask(t, v)) === MAP && !t.map!.atomic && isObject(v);
}

/** Whether `v` is owned as a whole under `t` (its lines, if any, show the owners of the value itself). */
function isAtomic(v: JsonValue, t: TypeNode): boolean {
  const form = pickForm(formMask(t, v));
  if (form === MAP) return t.map!.atomic || !isObject(v);
  if (form === LIST) return t.list!.atomic || !Array.isArray(v);
  return true;
}

/** The managers owning `pe` below the current sets, and their sets below it. */
function step(sets: Sets, pe: PathElement, walk: Walk): { owners: readonly number[]; child: Sets } {
  const owners: number[] = [];
  let child: (FieldSet | null)[] | null = null;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s === null) continue;
    const n = s.find(pe);
    if (n === undefined) continue;
    if (n.member) owners.push(i);
    if (n.child !== null) {
      child ??= walk.none.slice();
      child[i] = n.child;
    }
  }
  return { owners: owners.length === 0 ? NOBODY : owners, child: child ?? walk.none };
}

function union(a: readonly number[], b: readonly number[]): readonly number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

// ---------------------------------------------------------------------------
// Lines

function isBlock(v: JsonValue): boolean {
  return Array.isArray(v) ? v.length > 0 : isObject(v) && Object.keys(v).length > 0;
}

/**
 * A non-empty map's lines, appended to `lines` at `indent`. `inherited`: the
 * owners of an atomic ancestor (all lines show them).
 */
function mapLines(
  lines: Line[],
  indent: number,
  v: JsonObject,
  t: TypeNode,
  sets: Sets,
  inherited: readonly number[] | null,
  walk: Walk,
  at: string,
): void {
  const m = pickForm(formMask(t, v)) === MAP ? t.map : null;
  for (const k of Object.keys(v)) {
    const f = m?.fields.get(k);
    const ft = f !== undefined ? f.type : (m?.elem ?? untypedAtomic);
    const val = v[k];
    let owners = inherited ?? NOBODY;
    let child = walk.none;
    const pe = f !== undefined ? f.pe : fieldElement(k);
    if (inherited === null) ({ owners, child } = step(sets, pe, walk));
    const inner = inherited ?? (isAtomic(val, ft) ? owners : null);
    if (inherited === null && inner !== null && child !== walk.none)
      noteHidden(walk, `${at}${elementString(pe)}`, child);
    entry(
      lines,
      indent,
      `${yamlKey(k)}:`,
      val,
      ft,
      owners,
      child,
      inner,
      walk,
      at,
      `${at}${elementString(pe)}`,
    );
  }
}

/** A non-empty list's lines, `- ` items, appended to `lines` at `indent`. */
function listLines(
  lines: Line[],
  indent: number,
  v: JsonValue[],
  t: TypeNode,
  sets: Sets,
  inherited: readonly number[] | null,
  at: string,
  walk: Walk,
): void {
  const list = pickForm(formMask(t, v)) === LIST ? t.list : null;
  const elem = list?.elem ?? untypedAtomic;
  // Items duplicated in a live list are owned once, as a whole.
  const dups = new Set<string>();
  const pes = inherited === null && list !== null ? itemElements(list, v) : null;
  if (pes !== null && v.length > 1) {
    const seen = new Set<string>();
    for (const pe of pes) {
      if (typeof pe === 'string') continue;
      if (seen.has(pe.id)) dups.add(pe.id);
      else seen.add(pe.id);
    }
  }
  for (let i = 0; i < v.length; i++) {
    const item = v[i];
    let owners = inherited ?? NOBODY;
    let child = walk.none;
    let inner = inherited;
    let here = `${at}[${i}]`;
    if (pes !== null) {
      const pe = pes[i];
      if (typeof pe !== 'string') {
        ({ owners, child } = step(sets, pe, walk));
        here = `${at}${elementString(pe)}`;
        if (dups.has(pe.id) || isAtomic(item, elem)) {
          inner = owners;
          if (child !== walk.none) noteHidden(walk, here, child);
        }
      }
    }
    entry(lines, indent, '-', item, elem, owners, child, inner, walk, at, here);
  }
}

/**
 * One key or list item at `indent`: `head value` on one line, or `head` followed
 * by the lines of a non-empty map/list or of a literal block, two spaces deeper.
 * A `- ` item holding a map or a list starts its first line on the dash line,
 * which then stands for both. Lines go straight into `lines` at their indent
 * (not copied up level by level).
 */
function entry(
  lines: Line[],
  indent: number,
  head: string,
  v: JsonValue,
  t: TypeNode,
  owners: readonly number[],
  child: Sets,
  inner: readonly number[] | null,
  walk: Walk,
  parent: string,
  path: string,
): void {
  if (isBlock(v) && walk.depth < MAX_DEPTH) {
    const start = lines.length;
    if (head !== '-') lines.push({ indent, text: head, owners, comment: true, path, parent });
    walk.depth++;
    if (Array.isArray(v)) listLines(lines, indent + 2, v, t, child, inner, path, walk);
    else mapLines(lines, indent + 2, v as JsonObject, t, child, inner, walk, path);
    walk.depth--;
    if (head === '-') {
      const first = lines[start];
      lines[start] = {
        ...first,
        indent,
        text: `- ${first.text}`,
        owners: union(owners, first.owners),
        comment: true,
      };
    }
    return;
  }
  const s = scalar(v);
  lines.push({ indent, text: `${head} ${s.text}`, owners, comment: true, path, parent });
  if (s.body !== null) {
    for (const b of s.body) {
      lines.push({ indent: indent + 2, text: b, owners: NOBODY, comment: false, path, parent });
    }
  }
}

// ---------------------------------------------------------------------------
// YAML scalars: plain when every YAML 1.1 and 1.2 reader gets the same string back,
// a literal block for readable multi-line text, else double-quoted JSON escapes.

const RESERVED_WORDS =
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$/;
const PLAIN = /^[A-Za-z_/(][A-Za-z0-9_./@%+=:,;()$^!?*&<>~-]*(?: +[A-Za-z0-9_./@%+=:,;()$^!?*&<>~-]+)*$/;
/** Digits then letters (`500m`, `10Gi`): no YAML number, octal, hex or exponent form. */
const DIGITS_UNIT = /^[0-9]+[A-Za-z][0-9A-Za-z]*$/;

function plainOk(s: string): boolean {
  if (RESERVED_WORDS.test(s)) return false;
  if (/^[0-9]/.test(s)) return DIGITS_UNIT.test(s) && !/^0[xXoObB]/.test(s) && !/^[0-9]+[eE][0-9]*$/.test(s);
  return PLAIN.test(s) && !s.includes(': ') && !s.endsWith(':');
}

function literalOk(s: string): boolean {
  if (!s.includes('\n') || s.endsWith('\n\n') || s.includes('\t')) return false;
  const content = s.endsWith('\n') ? s.slice(0, -1) : s;
  if (hasUnsafe(content.replaceAll('\n', ''))) return false;
  const rows = content.split('\n');
  const first = rows.find((r) => r !== '');
  if (first === undefined || first.startsWith(' ')) return false;
  return rows.every((r) => r === '' || !/^\s+$/.test(r));
}

function yamlKey(k: string): string {
  return plainOk(k) ? k : jsonText(k);
}

function yamlNumber(n: number): string {
  const s = String(n);
  // YAML 1.1 floats need a dot before the exponent.
  return /e/.test(s) && !s.includes('.') ? s.replace('e', '.0e') : s;
}

function scalar(v: JsonValue): { text: string; body: string[] | null } {
  if (v === null) return { text: 'null', body: null };
  if (typeof v === 'boolean') return { text: String(v), body: null };
  if (typeof v === 'number') return { text: yamlNumber(v), body: null };
  if (typeof v === 'bigint') return { text: v.toString(), body: null };
  if (typeof v === 'string') {
    if (plainOk(v)) return { text: v, body: null };
    if (literalOk(v)) {
      const keep = v.endsWith('\n');
      return { text: keep ? '|' : '|-', body: (keep ? v.slice(0, -1) : v).split('\n') };
    }
    return { text: jsonText(v), body: null };
  }
  if (Array.isArray(v)) return { text: v.length === 0 ? '[]' : oneLine(jsonText(v)), body: null };
  return { text: Object.keys(v).length === 0 ? '{}' : oneLine(jsonText(v)), body: null };
}
