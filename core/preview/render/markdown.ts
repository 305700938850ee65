// The report as GitHub-flavoured Markdown, for a pull-request comment: a marker,
// the verdict, a table of objects, every conflict with its ways out, then one
// collapsible <details> per object. With `maxLength` the details of the least
// important objects are dropped first, then long values and tables are cut, then
// conflict values are shortened; the verdict, the table and every conflict stay.
//
// Every piece of user-controlled text (names, paths, values, managers, messages)
// goes through `md()`/`code()`, which turn Markdown and HTML syntax into character
// references: nothing from a report can open a tag, end a table cell or start a line.

import { utf8Bytes } from '../../base64.ts';
import type { PlaygroundLinkResult } from '../link.ts';
import type { BatchReport, ConflictReport, ObjectReport, ObjectSides } from '../types.ts';
import {
  byImportance,
  CREATE_STAMPS,
  formatCount,
  managerLabel,
  managerName,
  oneLine,
  plural,
  shownChanges,
  truncate,
  unreadFile,
} from './common.ts';
import { diffFence, type YamlDiff, yamlDiff } from './diff.ts';
import { code, md } from './escape.ts';
import { shownGroups, shownOrder } from './group-words.ts';
import { headBlocks } from './markdown-groups.ts';
import {
  ACTION,
  CHANGE,
  CONFLICT_STYLES,
  type ConflictStyle,
  DIFF_WIDTH,
  FULL,
  managersCell,
  NOTE_ICON,
  objectName,
  pathCell,
  type Style,
  TIGHT,
  table,
  valueCell,
} from './markdown-pieces.ts';
import { refusalBlock } from './refusal.ts';
import { refusedBlock, verificationNeedsDetails, verificationSection } from './verification.ts';

/** GitHub refuses issue and pull-request comments longer than this (UTF-16 code units). */
export const GITHUB_COMMENT_LIMIT = 65536;

export interface MarkdownOptions {
  /** Cap on the length in UTF-16 code units (GitHub's count), e.g. GITHUB_COMMENT_LIMIT. */
  maxLength?: number;
  /** A heading above the verdict. */
  title?: string;
  /** A hidden comment put first, as its text or whole (`<!-- x -->`): a sticky comment finds itself by it. */
  marker?: string;
  /**
   * The objects before and after (PreviewOutcome.sides), by index of `report.objects`:
   * an object with sides gets a YAML diff with owners per line, and its field-change
   * table keeps only the values the diff cuts for length.
   */
  sides?: readonly (ObjectSides | null | undefined)[];
  /**
   * Each object's playground link, or why it has none (core/preview/link.ts), by
   * index of `report.objects`: shown in the object's details.
   */
  playground?: readonly (PlaygroundLinkResult | null | undefined)[];
}

function markerComment(marker: string): string {
  // Given whole (`<!-- x -->`) or as its text; a comment ends at the first `--`... `>`,
  // so the text loses what could close it early.
  const whole = /^<!--([\s\S]*)-->$/.exec(marker.trim());
  const text = oneLine(whole ? whole[1].trim() : marker)
    .replace(/--+/g, '-')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/^-|-$/g, '');
  return `<!-- ${text} -->`;
}

function conflictBlocks(report: BatchReport, style: ConflictStyle): string[] {
  const withConflicts = report.objects.filter((o) => o.conflicts.length > 0);
  const blocks: string[] = [];
  const refusal = refusalBlock(report, style.errorWidth);
  if (refusal !== null) blocks.push(refusal);
  if (withConflicts.length > 0) {
    const total = withConflicts.reduce((n, o) => n + o.conflicts.length, 0);
    blocks.push(
      `### 🔴 Conflicts: ${plural(total, 'field')} in ${plural(withConflicts.length, 'object')}\n\n` +
        'These applies fail with **409 Conflict**: the fields below are owned by other managers and would change.',
    );
    if (style.compact) {
      const rows: string[][] = [];
      for (const o of withConflicts) {
        for (const c of o.conflicts) {
          rows.push([
            objectName(o),
            pathCell(c.path, style),
            managersCell(c.owners),
            valueCell(o, c.path, c.liveValue, c.masked, style),
            valueCell(o, c.path, c.appliedValue, c.masked, style),
          ]);
        }
      }
      blocks.push(table(['Object', 'Field', 'Owned by', 'Live value', 'Applied value'], rows));
      blocks.push(
        'Ways out, for each field: **force** the apply (`--force-conflicts`) to take the field; ' +
          '**drop** the field from the manifest and leave it to its owners; or **set it to the live value** to share ownership.',
      );
    } else {
      for (const o of withConflicts) {
        const lines = [`#### 🔴 ${objectName(o)} (field manager ${code(managerName(o.fieldManager))})`, ''];
        for (const c of o.conflicts) lines.push(...conflictItem(o, c, style));
        blocks.push(lines.join('\n'));
      }
    }
  }
  const errors = report.objects.filter((o) => o.action === 'error');
  if (errors.length > 0) {
    const lines = ['### ⚠️ Could not preview', ''];
    for (const o of errors) {
      const msg = o.error
        ? `${o.error.reason ? `${o.error.reason}: ` : ''}${o.error.message}`
        : 'unknown error';
      // A file not read (or not parsed) has no object: it is named by its path.
      const file = unreadFile(o);
      const label = file === null ? objectName(o) : code(file);
      lines.push(`- ${label}: ${md(truncate(oneLine(msg), style.errorWidth))}`);
    }
    blocks.push(lines.join('\n'));
  }
  const refused = refusedBlock(report);
  if (refused !== null) blocks.push(refused);
  return blocks;
}

function conflictItem(o: ObjectReport, c: ConflictReport, style: ConflictStyle): string[] {
  const text = (s: string) => md(truncate(oneLine(s), Math.max(style.errorWidth, 200)));
  return [
    `- **${pathCell(c.path, style)}** is owned by ${managersCell(c.owners)}: live value ${valueCell(o, c.path, c.liveValue, c.masked, style)}, applied value ${valueCell(o, c.path, c.appliedValue, c.masked, style)}`,
    `  - **Force:** ${text(c.resolutions.force)}`,
    `  - **Drop the field:** ${text(c.resolutions.drop)}`,
    `  - **Co-own it:** ${text(c.resolutions.coOwn)}`,
  ];
}

/** Whether an object gets a details block (and so a place for its playground link). */
export function hasDetails(o: ObjectReport): boolean {
  return (
    shownChanges(o).length > 0 ||
    o.ownership.length > 0 ||
    o.retained.length > 0 ||
    o.pruned.length > 0 ||
    o.notes.length > 0 ||
    managersChanged(o) ||
    verificationNeedsDetails(o)
  );
}

function managersChanged(o: ObjectReport): boolean {
  return o.managers.some((m) => m.gained !== 0 || m.lost !== 0 || m.fieldsBefore !== m.fieldsAfter);
}

/** A table of at most `style.rows` rows, with a line saying how many were left out. */
function section(title: string, header: string[], rows: string[][], style: Style): string {
  const shown = rows.length > style.rows ? rows.slice(0, style.rows) : rows;
  let s = `**${title}**\n\n${table(header, shown)}`;
  if (shown.length < rows.length) s += `\n\n<i>… and ${formatCount(rows.length - shown.length)} more</i>`;
  return s;
}

/** The object's YAML diff, or null without sides, for an object that does not change, or when a side cannot be read. */
function diffOf(o: ObjectReport, sides: ObjectSides | null | undefined): YamlDiff | null {
  const diffed =
    o.action === 'create' || o.action === 'update' || o.action === 'conflict' || o.action === 'delete';
  if (!sides || !diffed) return null;
  try {
    const opts = { width: DIFF_WIDTH, ...(o.action === 'create' ? { omit: CREATE_STAMPS } : {}) };
    const d = yamlDiff(sides, o.changes, opts);
    return d.lines.length === 0 ? null : d;
  } catch {
    return null; // unreadable managedFields: the field-change table says it all
  }
}

function diffSection(o: ObjectReport, d: YamlDiff, style: Style): string {
  const title = o.action === 'conflict' ? 'Diff if the apply is forced' : 'Diff';
  const shown = d.lines.length > style.diffLines ? d.lines.slice(0, style.diffLines) : d.lines;
  let s = `**${title}** <sub>(${code('# …')} beside a line: who owns it; before → after where that changes)</sub>\n\n${diffFence(shown)}`;
  if (shown.length < d.lines.length) {
    s += `\n\n<i>… and ${plural(d.lines.length - shown.length, 'more diff line')}</i>`;
  }
  return s;
}

/** A Markdown link to a URL made inert: characters that could end it or open markup are percent-encoded. */
function link(text: string, url: string): string {
  const href = url.replace(/[^A-Za-z0-9\-._~:/?#@!$&*+,;=%[\]]/g, (ch) =>
    utf8Bytes(ch)
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
  return /^https?:\/\//i.test(href) ? `[${md(text)}](${href})` : md(text);
}

function playgroundLine(p: PlaygroundLinkResult): string {
  if ('url' in p)
    return `🔗 ${link('Open in the playground', p.url)}: this live object, manifest and field manager.`;
  if (p.omitted === 'secret')
    return '🔗 No playground link: it would carry a Secret’s values (a link is not encrypted).';
  return `🔗 No playground link: it would be ${formatCount(p.length)} characters long, more than the ${formatCount(p.limit)} a link may have.`;
}

function detailsBlock(
  o: ObjectReport,
  style: Style,
  diff: YamlDiff | null,
  playground?: PlaygroundLinkResult | null,
): string {
  const changes = shownChanges(o);
  const counts: string[] = [];
  if (changes.length > 0) counts.push(plural(changes.length, 'field change'));
  if (o.ownership.length > 0) counts.push(plural(o.ownership.length, 'ownership change'));
  if (o.conflicts.length > 0) counts.push(plural(o.conflicts.length, 'conflict'));
  const summary = `${ACTION[o.action] ?? md(String(o.action))} ${objectName(o)}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
  const parts: string[] = [`<details>\n<summary>${summary}</summary>`];

  const about = [`Field manager ${code(managerName(o.fieldManager))}${o.force ? ' (forced)' : ''}`];
  if (o.schemaSource) about.push(`schema ${code(o.schemaSource)}`);
  if (o.source?.file !== undefined) {
    let from = `from ${code(o.source.file)}`;
    if (o.source.document !== undefined) from += `, document ${o.source.document}`;
    if (o.source.line !== undefined) from += `, line ${o.source.line}`;
    about.push(from);
  }
  parts.push(`${about.join(', ')}.`);
  if (playground) parts.push(playgroundLine(playground));

  if (o.notes.length > 0) {
    parts.push(
      o.notes
        .map(
          (n) =>
            `- ${NOTE_ICON[n.code] ?? '⚠️'} ${md(n.message)}${n.path ? ` (${pathCell(n.path, style)})` : ''} <sub>${md(n.code)}</sub>`,
        )
        .join('\n'),
    );
  }
  const verified = verificationSection(o);
  if (verified !== null) parts.push(verified);
  if (diff !== null) parts.push(diffSection(o, diff, style));
  const listed = diff === null ? changes : changes.filter((c) => diff.cut.has(c.path));
  if (listed.length > 0) {
    const long = diff === null ? style : { ...style, width: style.longWidth };
    parts.push(
      section(
        diff !== null
          ? 'Values cut in the diff'
          : o.action === 'conflict'
            ? 'Field changes if the apply is forced'
            : 'Field changes',
        ['Change', 'Field', 'Before', 'After'],
        listed.map((c) => [
          CHANGE[c.kind] ?? md(String(c.kind)),
          pathCell(c.path, style),
          valueCell(o, c.path, c.before, c.masked, long),
          valueCell(o, c.path, c.after, c.masked, long),
        ]),
        style,
      ),
    );
  }
  // A create's diff already names the owner of every line.
  if (o.ownership.length > 0 && !(diff !== null && o.action === 'create')) {
    parts.push(
      section(
        'Ownership changes',
        ['Field', 'Owners before', 'Owners after'],
        o.ownership.map((c) => [pathCell(c.path, style), managersCell(c.before), managersCell(c.after)]),
        style,
      ),
    );
  }
  if (managersChanged(o)) {
    parts.push(
      section(
        'Managers',
        ['Manager', 'Fields before', 'Fields after', 'Gained', 'Lost'],
        o.managers.map((m) => [
          code(managerLabel(m)),
          formatCount(m.fieldsBefore),
          formatCount(m.fieldsAfter),
          m.gained > 0 ? `+${formatCount(m.gained)}` : '0',
          m.lost > 0 ? `**−${formatCount(m.lost)}**` : '0',
        ]),
        style,
      ),
    );
  }
  if (o.retained.length > 0) {
    parts.push(
      section(
        'Retained: left out of the manifest, but kept because other managers own them',
        ['Field', 'Still owned by'],
        o.retained.map((r) => [pathCell(r.path, style), managersCell(r.owners)]),
        style,
      ),
    );
  }
  if (o.pruned.length > 0) {
    parts.push(
      section(
        'Pruned: removed from the object',
        ['Field', 'Value removed'],
        o.pruned.map((p) => [pathCell(p.path, style), valueCell(o, p.path, p.before, p.masked, style)]),
        style,
      ),
    );
  }
  parts.push('</details>');
  return parts.join('\n\n');
}

// ---------------------------------------------------------------------------
// Assembly and the length cap

function join(blocks: readonly string[]): string {
  return `${blocks.join('\n\n')}\n`;
}

/** Where the objects are listed: one table, a table a source that changes, or (under the cap) none. */
type Tables = 'one' | 'groups' | 'none';

function omissionNote(
  report: BatchReport,
  omitted: readonly number[],
  max: number,
  tight: boolean,
  conflictsShortened: boolean,
  tables: Tables,
): string | null {
  const said: string[] = [];
  if (omitted.length > 0) {
    const byAction = new Map<string, number>();
    for (const i of omitted) {
      const a = report.objects[i].action;
      byAction.set(a, (byAction.get(a) ?? 0) + 1);
    }
    const kinds = [...byAction].map(([a, n]) => `${formatCount(n)} ${a}`).join(', ');
    said.push(`the details of ${plural(omitted.length, 'object')} (${kinds}) are left out`);
  }
  if (tight) said.push('long values and tables in the details are cut');
  if (conflictsShortened) said.push('conflict values are shortened');
  if (tables === 'none') said.push("the sources' tables of objects are left out");
  if (said.length === 0) return null;
  const listed =
    tables === 'one'
      ? ' The table above lists every object.'
      : tables === 'groups'
        ? ' The tables above list every object of the sources that change.'
        : '';
  return `> ✂️ **Shortened to fit ${formatCount(max)} characters:** ${said.join('; ')}.${listed}`;
}

/**
 * The report as GitHub-flavoured Markdown. With `maxLength`, the result is at most
 * that long unless the marker, verdict, object table and conflicts alone (with
 * their values shortened) are longer.
 */
export function renderMarkdown(report: BatchReport, opts: MarkdownOptions = {}): string {
  return render(report, opts, false) as string;
}

/**
 * The whole report, as renderMarkdown gives it without a cap, when it is at most
 * `maxLength` long; null when it is longer (found without rendering all of it).
 */
export function wholeMarkdownWithin(
  report: BatchReport,
  opts: MarkdownOptions & { maxLength: number },
): string | null {
  return render(report, opts, true);
}

function render(report: BatchReport, opts: MarkdownOptions, wholeOnly: boolean): string | null {
  const marker = opts.marker !== undefined ? [markerComment(opts.marker)] : [];
  // Several sources: a section each; the unchanged ones are one line, without details.
  const groups = shownGroups(report);
  let head = [...marker, ...headBlocks(report, groups, opts.title, true)];
  let tables: Tables = groups === null ? 'one' : 'groups';
  const max = opts.maxLength;
  if (max !== undefined && groups !== null) {
    // Sources whose tables alone pass the cap keep their sections without them: every
    // source's verdict and rollouts, and the conflicts, rather than a comment cut short.
    const length = [...head, ...conflictBlocks(report, CONFLICT_STYLES[0])].reduce(
      (n, b) => n + b.length + 2,
      0,
    );
    if (length > max) {
      if (wholeOnly) return null;
      head = [...marker, ...headBlocks(report, groups, opts.title, false)];
      tables = 'none';
    }
  }
  const shown = shownOrder(report, groups);
  const withDetails = shown.filter((i) => hasDetails(report.objects[i]));
  // Each object's diff is computed once, its details once per style.
  const diffs = new Map<number, YamlDiff | null>();
  const memo = new Map<Style, Map<number, string>>();
  const details = (i: number, style: Style): string => {
    const m = memo.get(style) ?? new Map<number, string>();
    memo.set(style, m);
    let d = m.get(i);
    if (d === undefined) {
      const diff = diffs.get(i) ?? diffOf(report.objects[i], opts.sides?.[i]);
      diffs.set(i, diff);
      d = detailsBlock(report.objects[i], style, diff, opts.playground?.[i]);
      m.set(i, d);
    }
    return d;
  };
  const build = (
    cstyle: ConflictStyle,
    style: Style,
    keep: ReadonlySet<number>,
    note: string | null,
  ): string => {
    const blocks = [...head, ...conflictBlocks(report, cstyle)];
    if (note !== null) blocks.push(note);
    for (const i of withDetails) if (keep.has(i)) blocks.push(details(i, style));
    return join(blocks);
  };

  if (max === undefined) return build(CONFLICT_STYLES[0], FULL, new Set(withDetails), null);
  const fixed = [...head, ...conflictBlocks(report, CONFLICT_STYLES[0])];
  const fixedLength = fixed.reduce((n, b) => n + b.length, 0);
  // The whole report's length, its details rendered only until it is past the cap.
  let whole = fixedLength + 2 * (fixed.length - 1) + 1;
  for (const i of withDetails) {
    if (whole > max) break;
    whole += details(i, FULL).length + 2;
  }
  if (whole <= max) {
    const full = build(CONFLICT_STYLES[0], FULL, new Set(withDetails), null);
    if (full.length <= max) return full;
  }
  if (wholeOnly) return null;

  // Keep the details of the most important objects that fit (a prefix of the order
  // of importance), first as they are, then with long values and tables cut.
  const inDetails = new Set(withDetails);
  const order = byImportance(report.objects).filter((i) => inDetails.has(i));
  for (const [style, tight] of [
    [FULL, false],
    [TIGHT, true],
  ] as const) {
    // Details past the cap cannot be kept: they are not rendered. The cap counts
    // the table and conflicts too (with 10,000 objects they alone fill a job
    // summary, and no object's details need rendering).
    const prefix = [0];
    for (const i of order) {
      const k = prefix.length - 1;
      if (fixedLength + prefix[k] + 2 * (fixed.length + k - 1) + 1 > max) break;
      prefix.push(prefix[k] + details(i, style).length);
    }
    for (let k = Math.min(order.length - (tight ? 0 : 1), prefix.length - 1); k >= 1; k--) {
      // Too long even without the note: skip writing the note (counting the left-out objects each time made this quadratic).
      if (fixedLength + prefix[k] + 2 * (fixed.length + k - 1) + 1 > max) continue;
      const note = omissionNote(report, order.slice(k), max, tight, false, tables);
      const blocks = fixed.length + k + (note === null ? 0 : 1);
      const length = fixedLength + (note?.length ?? 0) + prefix[k] + 2 * (blocks - 1) + 1;
      if (length <= max) {
        const out = build(CONFLICT_STYLES[0], style, new Set(order.slice(0, k)), note);
        if (out.length <= max) return out;
      }
    }
  }

  // No details: shorten the conflicts until the rest fits (or nothing more can be cut).
  let out = '';
  for (const [n, cstyle] of CONFLICT_STYLES.entries()) {
    out = build(cstyle, FULL, new Set(), omissionNote(report, order, max, false, n > 0, tables));
    if (out.length <= max) return out;
  }
  return out;
}

/** The fewest characters `renderMarkdownWithin` accepts as a cap. */
export const MIN_MARKDOWN_LENGTH = 1000;

/**
 * renderMarkdown capped at `maxLength` (at least MIN_MARKDOWN_LENGTH) without
 * exception: when the verdict, the object table and the conflicts alone are
 * longer, the text is cut at a line and ends with a line saying so.
 */
export function renderMarkdownWithin(
  report: BatchReport,
  opts: MarkdownOptions & { maxLength: number },
): string {
  const max = Math.max(MIN_MARKDOWN_LENGTH, Math.floor(opts.maxLength));
  const text = renderMarkdown(report, { ...opts, maxLength: max });
  if (text.length <= max) return text;
  const tail = `\n\n> ✂️ **Cut at ${formatCount(max)} characters:** the rest of the report does not fit.\n`;
  const room = max - tail.length;
  const end = text.lastIndexOf('\n', room);
  return `${end > 0 ? text.slice(0, end) : truncate(text, room)}${tail}`;
}
