// The object before and after as a unified YAML diff (`diff -U3` over the blame
// view's lines, managedFields left out, Secret values masked), with the owners of
// each changed line beside it: `-` lines their owners before, `+` lines their
// owners after (`before → after` when the same field changes hands), context lines
// only when their owners change. Hunk headers name the YAML path of the map or
// list the hunk starts in. Long lines are cut; the caller lists those fields whole.

import { inOperation } from '../../typed/operation.ts';
import type { FieldChange, ManagerRef, ObjectSides } from '../types.ts';
import { type BlameLine, type BlameLines, blameLines, commentColumn, withComment } from './blame.ts';
import { managerName, oneLine, truncate } from './common.ts';

export interface DiffOptions {
  /** Unchanged lines around each change (default 3). */
  context?: number;
  /** Lines longer than this are cut with `…` (their paths are reported in `cut`). */
  width: number;
  /** Paths whose lines are left out of the object after the write (a create's random uid). */
  omit?: ReadonlySet<string>;
}

export interface YamlDiff {
  /** The diff's lines (`@@` headers, ` `/`-`/`+` lines with owner comments), without a fence. */
  lines: string[];
  /** Paths of the fields whose lines were cut for length. */
  cut: Set<string>;
}

/** Owner comments line up at this column at most (the `+`/`-` included). */
const MAX_COMMENT_COLUMN = 60;
/** Beyond this many edits between two objects, the changed middle is shown as removed then added. */
const MAX_EDITS = 1000;

/** `kubectl (Apply)`, `hpa (Update, scale)`: short enough to sit beside a YAML line. */
export function shortLabel(m: ManagerRef): string {
  return `${managerName(m.manager)} (${m.operation}${m.subresource ? `, ${oneLine(m.subresource)}` : ''})`;
}

function ownersText(side: BlameLines, l: BlameLine): string {
  if (l.defaulted === true && l.owners.length === 0) return 'defaulted';
  return l.owners.map((i) => shortLabel(side.managers[i])).join(', ');
}

export type Op = { kind: ' ' | '-' | '+'; b: number; a: number };

/**
 * The shortest edit script between `x` and `y` (Myers), as ops in order. `b`/`a`
 * are the line indices on each side (-1 where the line is not on that side).
 */
export function editScript(x: readonly string[], y: readonly string[]): Op[] {
  let lo = 0;
  while (lo < x.length && lo < y.length && x[lo] === y[lo]) lo++;
  let hx = x.length;
  let hy = y.length;
  while (hx > lo && hy > lo && x[hx - 1] === y[hy - 1]) {
    hx--;
    hy--;
  }
  const ops: Op[] = [];
  for (let i = 0; i < lo; i++) ops.push({ kind: ' ', b: i, a: i });
  ops.push(...middle(x, y, lo, hx, lo, hy));
  for (let i = 0; hx + i < x.length; i++) ops.push({ kind: ' ', b: hx + i, a: hy + i });
  return ops;
}

function middle(
  x: readonly string[],
  y: readonly string[],
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): Op[] {
  const n = x1 - x0;
  const m = y1 - y0;
  const replace = (): Op[] => {
    const out: Op[] = [];
    for (let i = x0; i < x1; i++) out.push({ kind: '-', b: i, a: -1 });
    for (let j = y0; j < y1; j++) out.push({ kind: '+', b: -1, a: j });
    return out;
  };
  if (n === 0 || m === 0) return replace();
  const max = Math.min(n + m, MAX_EDITS);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let i: number;
      if (k === -d || (k !== d && v[off + k - 1] < v[off + k + 1])) i = v[off + k + 1];
      else i = v[off + k - 1] + 1;
      let j = i - k;
      while (i < n && j < m && x[x0 + i] === y[y0 + j]) {
        i++;
        j++;
      }
      v[off + k] = i;
      if (i >= n && j >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return replace();
  // Walk back through the saved frontiers.
  const rev: Op[] = [];
  let i = n;
  let j = m;
  for (let d = found; d > 0; d--) {
    const pv = trace[d];
    const k = i - j;
    const down = k === -d || (k !== d && pv[off + k - 1] < pv[off + k + 1]);
    const pk = down ? k + 1 : k - 1;
    const pi = pv[off + pk];
    const pj = pi - pk;
    while (i > (down ? pi : pi + 1) && j > (down ? pj + 1 : pj)) {
      i--;
      j--;
      rev.push({ kind: ' ', b: x0 + i, a: y0 + j });
    }
    if (down) {
      j--;
      rev.push({ kind: '+', b: -1, a: y0 + j });
    } else {
      i--;
      rev.push({ kind: '-', b: x0 + i, a: -1 });
    }
  }
  while (i > 0 && j > 0) {
    i--;
    j--;
    rev.push({ kind: ' ', b: x0 + i, a: y0 + j });
  }
  return rev.reverse();
}

/**
 * The YAML diff of one object. `changes` are the report's: a masked value that
 * changes (it reads the same, SECRET_MASK, on both sides) is shown as changed.
 * Throws ManagedFieldsError when a side's managedFields cannot be read.
 */
export function yamlDiff(sides: ObjectSides, changes: readonly FieldChange[], opts: DiffOptions): YamlDiff {
  return inOperation(() => {
    const empty: BlameLines = { managers: [], lines: [], entries: 0, hidden: [] };
    const before = sides.before === null ? empty : blameLines(sides.before, sides.schema);
    let after = blameLines(sides.after, sides.schema, sides.defaulted);
    const omit = opts.omit;
    if (omit !== undefined) after = { ...after, lines: after.lines.filter((l) => !omit.has(l.path)) };
    return diffOf(before, after, changes, opts);
  });
}

function diffOf(
  before: BlameLines,
  after: BlameLines,
  changes: readonly FieldChange[],
  opts: DiffOptions,
): YamlDiff {
  const hidden = new Set(
    changes.filter((c) => c.masked === true && c.kind === 'modified').map((c) => c.path),
  );
  const x = before.lines.map((l) => l.text);
  const y = after.lines.map((l) => (hidden.has(l.path) && l.comment ? `${l.text}\u0000changed` : l.text));
  const ops = editScript(x, y);

  // Owners of each path before, read for added lines only: made on the first.
  let ownedBefore: Map<string, string> | null = null;
  const wasOwned = (path: string): string | undefined => {
    if (ownedBefore === null) {
      ownedBefore = new Map();
      for (const l of before.lines) if (l.comment) ownedBefore.set(l.path, ownersText(before, l));
    }
    return ownedBefore.get(path);
  };

  const context = opts.context ?? 3;
  const changed: number[] = [];
  ops.forEach((op, i) => {
    if (op.kind !== ' ') changed.push(i);
  });
  const result: YamlDiff = { lines: [], cut: new Set() };
  if (changed.length === 0) return result;

  // Hunks: runs of ops within `context` lines of a change.
  const hunks: [number, number][] = [];
  for (const c of changed) {
    const start = Math.max(0, c - context);
    const end = Math.min(ops.length, c + context + 1);
    const last = hunks[hunks.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else hunks.push([start, end]);
  }

  interface Row {
    text: string;
    note: string;
  }
  const rows: Row[] = [];
  const lineOf = (op: Op): BlameLine => (op.kind === '-' ? before.lines[op.b] : after.lines[op.a]);
  for (const [start, end] of hunks) {
    let bStart = 0;
    let aStart = 0;
    let bLen = 0;
    let aLen = 0;
    for (let i = start; i < end; i++) {
      const op = ops[i];
      if (op.kind !== '+') {
        if (bLen === 0) bStart = op.b + 1;
        bLen++;
      }
      if (op.kind !== '-') {
        if (aLen === 0) aStart = op.a + 1;
        aLen++;
      }
    }
    // A side with no lines in the hunk is numbered by the line before it, as diff does.
    if (bLen === 0) bStart = previousLine(ops, start, 'b');
    if (aLen === 0) aStart = previousLine(ops, start, 'a');
    const firstChange = ops.slice(start, end).find((op) => op.kind !== ' ');
    const where = firstChange === undefined ? '' : lineOf(firstChange).parent;
    const header = `@@ -${bStart},${bLen} +${aStart},${aLen} @@`;
    rows.push({ text: where === '' ? header : `${header} ${truncate(oneLine(where), 100)}`, note: '' });
    for (let i = start; i < end; i++) {
      const op = ops[i];
      const l = lineOf(op);
      let note = '';
      if (l.comment) {
        if (op.kind === '-') note = ownersText(before, l);
        else {
          const now = ownersText(after, l);
          const was = op.kind === ' ' ? ownersText(before, before.lines[op.b]) : wasOwned(l.path);
          if (was !== undefined && was !== now) note = `${was || 'nobody'} → ${now || 'nobody'}`;
          else if (op.kind === '+') note = now;
          // Both sides read SECRET_MASK: say why the line is in the diff at all.
          if (op.kind === '+' && hidden.has(l.path))
            note = `${note === '' ? '' : `${note}; `}the hidden value changes`;
        }
      }
      let text = l.text;
      if (text.length + 1 > opts.width) {
        text = truncate(text, opts.width - 1);
        if (op.kind !== ' ') result.cut.add(l.path);
      }
      rows.push({ text: `${op.kind}${text}`, note });
    }
  }

  // Lines too long for the column put their comment two spaces after them instead of pushing every comment right.
  const column = commentColumn(
    rows.filter((r) => r.note !== '' && r.text.length <= MAX_COMMENT_COLUMN).map((r) => r.text.length),
    MAX_COMMENT_COLUMN,
  );
  for (const r of rows) {
    result.lines.push(r.note === '' ? r.text : `${withComment(r.text, column)}# ${r.note}`);
  }
  return result;
}

/** The 1-based number of the last line on one side before op `at` (0 at the top). */
function previousLine(ops: readonly Op[], at: number, side: 'a' | 'b'): number {
  for (let i = at - 1; i >= 0; i--) {
    const n = ops[i][side];
    if (n >= 0) return n + 1;
  }
  return 0;
}

/** The lines in a fenced ```diff block whose fence no line can close. */
export function diffFence(lines: readonly string[]): string {
  let longest = 0;
  for (const l of lines) for (const run of l.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}diff\n${lines.join('\n')}\n${fence}`;
}
