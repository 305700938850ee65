// What the page shows, computed from its inputs: in the page itself (the engine
// of core/, nothing sent anywhere) or through the HTTP API of the same origin.
// No DOM here: the view is data, rendered by main.ts.

import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { InputError, parseYamlOne } from '../../api/yaml.ts';
import type { PresetName } from '../../core/appliers/index.ts';
import { ownerKind } from '../../core/appliers/index.ts';
import { isObject, type JsonObject, ownValue } from '../../core/index.ts';
import type { KubeStatus } from '../../core/managed/index.ts';
import { badRequest } from '../../core/managed/index.ts';
import type { BatchReport, ObjectReport, PlaygroundState } from '../../core/preview/index.ts';
import { previewOutcome, summarize } from '../../core/preview/index.ts';
import { renderBlame, renderMarkdown } from '../../core/preview/render/index.ts';
import type { Writer, WriteSettings } from '../../core/request/index.ts';
import {
  DEFAULT_KUBERNETES_VERSION,
  fieldManagerRequired,
  resolverForVersion,
  schemaOf,
} from '../../core/request/index.ts';
import type { ResolvedSchema } from '../../core/schema/index.ts';
import { SchemaError } from '../../core/schema/index.ts';

export type InputName = 'live' | 'manifest' | 'crd';

/** A line of an input to point at, with why. */
export interface Mark {
  input: InputName;
  /** 1-based. */
  line: number;
  message: string;
}

export interface BlameLine {
  text: string;
  changed: boolean;
}

export interface View {
  /** The report of the apply; null when the inputs could not be read at all. */
  report: ObjectReport | null;
  /** What the API server would answer when the apply fails. */
  status: KubeStatus | null;
  /** The object after the apply (after a forced apply on conflict) with owners; empty on error. */
  blame: BlameLine[];
  blameCaption: string;
  /** The Markdown the Action would post. */
  markdown: string;
  mark: Mark | null;
}

export interface Parsed {
  live: JsonObject | null;
  intent: JsonObject;
  crd: JsonObject | null;
}

/** Reads the three inputs; a failure is a 400 Status with the offending line marked. */
export function parseInputs(state: PlaygroundState): Parsed | View {
  const one = (name: InputName, text: string, required: boolean): JsonObject | null | View => {
    if (text.trim() === '') {
      if (!required) return null;
      return failure(badRequest(`${name}: required (paste a manifest)`), {
        input: name,
        line: 1,
        message: 'empty',
      });
    }
    let v: unknown;
    try {
      v = parseYamlOne(text, name);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      return failure(badRequest(e.message), { input: name, line: lineIn(e.message), message: e.message });
    }
    if (!isObject(v)) {
      const msg = `${name}: must be an object (a map of fields), not ${Array.isArray(v) ? 'a list' : typeof v}`;
      return failure(badRequest(msg), { input: name, line: firstContentLine(text), message: msg });
    }
    return v;
  };
  const live = one('live', state.live, false);
  if (isView(live)) return live;
  const intent = one('manifest', state.manifest, true);
  if (isView(intent)) return intent;
  const crd = one('crd', state.crd, false);
  if (isView(crd)) return crd;
  return { live, intent: intent as JsonObject, crd };
}

function isView(v: unknown): v is View {
  return typeof v === 'object' && v !== null && Object.hasOwn(v, 'blameCaption');
}

export function failure(status: KubeStatus, mark: Mark | null, report: ObjectReport | null = null): View {
  return { report, status, blame: [], blameCaption: '', markdown: report ? markdownOf(report) : '', mark };
}

function lineIn(message: string): number {
  const m = /\bline (\d+)/.exec(message);
  return m ? Number(m[1]) : 1;
}

function firstContentLine(text: string): number {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  return i < 0 ? 1 : i + 1;
}

function metaString(o: JsonObject, key: string): string {
  const m = ownValue(o, 'metadata');
  const v = isObject(m) ? ownValue(m, key) : undefined;
  return typeof v === 'string' ? v : '';
}

/** The live object must be the manifest's object (as the API checks it). */
export function sameObjectProblem(p: Parsed, state: PlaygroundState): View | null {
  if (p.live === null) return null;
  for (const key of ['name', 'namespace']) {
    const a = metaString(p.live, key);
    const b = metaString(p.intent, key);
    if (a !== '' && b !== '' && a !== b) {
      const msg = `intent: metadata.${key} ${JSON.stringify(b)} does not match the live object's ${JSON.stringify(a)}`;
      return failure(badRequest(msg), {
        input: 'manifest',
        line: lineOfPath(state.manifest, `.metadata.${key}`) ?? 1,
        message: msg,
      });
    }
  }
  return null;
}

export { fieldManagerRequired } from '../../core/request/index.ts';

/**
 * The schema of the manifest, as core resolves a request's (core/request/pipeline.ts
 * schemaOf): the CRD's when one is given, else built-in (of the state's Kubernetes
 * version, loaded first), else deduced.
 */
export function schemaFor(p: Parsed, state: PlaygroundState): ResolvedSchema | View {
  try {
    const resolver = resolverForVersion(
      state.kubernetesVersion || DEFAULT_KUBERNETES_VERSION,
      p.crd ? { crds: [p.crd] } : {},
    );
    const r = schemaOf({
      verb: 'apply',
      live: p.live,
      body: p.intent,
      writer: {},
      settings: {},
      schema: { resolver },
    }).schema;
    if (p.crd && !r.source.startsWith('crd:')) {
      const msg = `crd: the CustomResourceDefinition does not serve ${String(p.intent.apiVersion)} ${String(p.intent.kind)}`;
      return failure(badRequest(msg), {
        input: 'crd',
        line: lineOfPath(state.crd, '.spec.names.kind') ?? 1,
        message: msg,
      });
    }
    return r;
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    const msg = `crd: ${e.message}`;
    return failure(badRequest(msg), {
      input: 'crd',
      line: markFromMessage(state.crd, e.message) ?? 1,
      message: msg,
    });
  }
}

/** RFC 3339, to the second, as managedFields times are. */
export function nowSecond(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, 'Z');
}

/**
 * Who writes (core/request/types.ts): the applier preset and the mode only when
 * set. An empty field manager is the preset's (kubectl's client-side one without
 * a preset).
 */
export function writerOf(state: PlaygroundState): Writer & { fieldManager: string; force: boolean } {
  const owner = state.owner?.trim();
  return {
    fieldManager: state.fieldManager.trim(),
    force: state.force,
    ...(state.applier ? { applier: state.applier } : {}),
    ...(state.mode ? { mode: state.mode } : {}),
    // Only where the preset writes an owner (elsewhere the option is refused).
    ...(owner && state.applier && ownerKind(state.applier as PresetName) !== null ? { owner } : {}),
  };
}

/**
 * The settings of the write (core/request/types.ts): defaults and the Kubernetes
 * version always (loaded first: loadKubernetesVersion), fieldValidation when not Strict. JSON, as remote.ts sends it (the randomness stays the engine's own).
 */
export function settingsOf(
  state: PlaygroundState,
): Omit<WriteSettings, 'random'> & { defaults: boolean; kubernetesVersion: string } {
  return {
    defaults: state.defaults !== false,
    kubernetesVersion: state.kubernetesVersion || DEFAULT_KUBERNETES_VERSION,
    ...(state.fieldValidation && state.fieldValidation !== 'Strict'
      ? { fieldValidation: state.fieldValidation }
      : {}),
  };
}

/** The write the state asks for, as previewOutcome and the API take it: its writer and its settings. */
export function writeOptions(
  state: PlaygroundState,
): ReturnType<typeof writerOf> & ReturnType<typeof settingsOf> {
  return { ...writerOf(state), ...settingsOf(state) };
}

/** Whether the state names no field manager and no preset gives one: the API server's 422. */
export function managerMissing(state: PlaygroundState): boolean {
  return state.fieldManager.trim() === '' && !state.applier && state.mode !== 'client-side';
}

/** The preview, computed here. */
export function localView(state: PlaygroundState, now: string = nowSecond()): View {
  const p = parseInputs(state);
  if (isView(p)) return p;
  const other = sameObjectProblem(p, state);
  if (other) return other;
  if (managerMissing(state)) return failure(fieldManagerRequired(), null);
  const schema = schemaFor(p, state);
  if (isView(schema)) return schema;
  const item = { live: p.live, intent: p.intent };
  // The CRD's subresources decide its reset fields (status), as on the API's side.
  const crd = p.crd && schema.source.startsWith('crd:') ? { crd: p.crd } : {};
  const outcome = previewOutcome(item, { ...writeOptions(state), schema, now, ...crd });
  const report = outcome.report;
  if (report.action === 'error' || report.action === 'invalid') {
    // A refused write shows its Status as a conflict does, its first field marked.
    const status = outcome.status ?? badRequest(report.error?.message ?? 'bad request');
    return failure(status, markOfRefusal(status.message, report, state, p), report);
  }
  const conflict = outcome.object === null;
  // On a conflict the sides hold what a forced apply would store.
  const after = conflict ? (outcome.sides?.after ?? null) : outcome.object;
  return {
    report,
    status: outcome.status,
    ...blameView(p.live, after, schema, conflict, outcome.sides?.defaulted),
    markdown: markdownOf(report),
    mark: null,
  };
}

export function markdownOf(report: ObjectReport): string {
  const batch: BatchReport = { summary: summarize([report]), objects: [report] };
  return renderMarkdown(batch);
}

/** The blame of `after` with the lines that differ from the blame of `before` marked. */
export function blameView(
  before: JsonObject | null,
  after: JsonObject | null,
  schema: ResolvedSchema,
  conflict = false,
  defaulted?: ReadonlySet<string>,
): { blame: BlameLine[]; blameCaption: string } {
  if (after === null) return { blame: [], blameCaption: '' };
  let a: string[];
  let b: string[] = [];
  try {
    a = body(renderBlame(after, schema.root, { defaulted }));
    if (before !== null) b = body(renderBlame(before, schema.root));
  } catch (e) {
    return { blame: [], blameCaption: `no blame view: ${e instanceof Error ? e.message : String(e)}` };
  }
  const kept = commonLines(b.map(unpadded), a.map(unpadded));
  const blame = a.map((text, i) => ({ text, changed: i > 0 && (before === null || !kept[i]) }));
  return { blame, blameCaption: conflict ? 'if forced' : '' };
}

function body(s: string): string[] {
  const lines = s.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * A blame line without the padding before its owners: the owners' column moves
 * with the longest line, and a line whose owners stay is not a changed line.
 */
export function unpadded(line: string): string {
  return line.replace(/^(.*\S) {2,}(# .*)$/, '$1  $2');
}

/** For each line of `b`, whether it is part of a longest common subsequence with `a`. */
export function commonLines(a: string[], b: string[]): boolean[] {
  const kept = b.map(() => false);
  // Trim the common head and tail, then LCS on the rest (a bounded table; past it, equal lines by count).
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) kept[s++] = true;
  let ea = a.length;
  let eb = b.length;
  while (ea > s && eb > s && a[ea - 1] === b[eb - 1]) {
    kept[--eb] = true;
    ea--;
  }
  const n = ea - s;
  const m = eb - s;
  if (n === 0 || m === 0) return kept;
  if (n * m > 4_000_000) {
    const counts = new Map<string, number>();
    for (let i = s; i < ea; i++) counts.set(a[i], (counts.get(a[i]) ?? 0) + 1);
    for (let j = s; j < eb; j++) {
      const c = counts.get(b[j]) ?? 0;
      if (c > 0) {
        kept[j] = true;
        counts.set(b[j], c - 1);
      }
    }
    return kept;
  }
  const w = m + 1;
  const t = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i * w + j] =
        a[s + i] === b[s + j] ? t[(i + 1) * w + j + 1] + 1 : Math.max(t[(i + 1) * w + j], t[i * w + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[s + i] === b[s + j]) {
      kept[s + j] = true;
      i++;
      j++;
    } else if (t[(i + 1) * w + j] >= t[i * w + j + 1]) i++;
    else j++;
  }
  return kept;
}

// ---------------------------------------------------------------------------
// Pointing at a line: a path such as `.spec.containers[name="app"].image` found in
// a message, looked up in the YAML text the object came from.

const PATH_IN_MESSAGE = /(?:^|[\s:(])(\.[A-Za-z0-9_$-][^\s:,]*)/;

/** The mark of a refused write: its first cause's field in the manifest, else what the message names. */
export function markOfRefusal(
  message: string,
  report: ObjectReport,
  state: PlaygroundState,
  p: Parsed | null,
): Mark | null {
  const path = report.causes?.find((c) => c.path !== undefined)?.path;
  const line = path === undefined ? null : lineOfPath(state.manifest, path);
  if (line === null) return markOf(message, state, p);
  return { input: 'manifest', line, message };
}

export function markOf(message: string, state: PlaygroundState, p: Parsed | null): Mark | null {
  const live = /^live\b|live object/i.test(message) && p?.live ? 'live' : 'manifest';
  const text = live === 'live' ? state.live : state.manifest;
  const line = markFromMessage(text, message);
  return { input: live, line: line ?? firstContentLine(text), message };
}

function markFromMessage(text: string, message: string): number | null {
  const at = /\bline (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const m = PATH_IN_MESSAGE.exec(message);
  if (m) return lineOfPath(text, m[1]);
  const field = /^([A-Za-z][A-Za-z0-9.]*):/.exec(message);
  return field ? lineOfPath(text, `.${field[1]}`) : null;
}

type Step = { key: string } | { index: number } | { match: [string, string][] };

function steps(path: string): Step[] {
  const out: Step[] = [];
  const re = /\.([^.[\]]+)|\[(\d+)\]|\[([^\]]*)\]/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[1] !== undefined) out.push({ key: m[1] });
    else if (m[2] !== undefined) out.push({ index: Number(m[2]) });
    else {
      const pairs: [string, string][] = [];
      for (const kv of m[3].matchAll(/([A-Za-z0-9_-]+)=("(?:[^"\\]|\\.)*"|[^,]*)/g)) {
        let v = kv[2];
        try {
          v = v.startsWith('"') ? String(JSON.parse(v)) : v;
        } catch {
          // keep as written
        }
        pairs.push([kv[1], v]);
      }
      out.push({ match: pairs });
    }
  }
  return out;
}

/** The 1-based line of the deepest node of `path` found in the YAML `text`; null when not even the first step is there. */
export function lineOfPath(text: string, path: string): number | null {
  if (text.trim() === '') return null;
  const counter = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  } catch {
    return null;
  }
  let node: unknown = doc.contents;
  let found: number | null = null;
  const lineAt = (n: unknown) => {
    const r = (n as Node | null)?.range;
    return r ? counter.linePos(r[0]).line : null;
  };
  for (const st of steps(path)) {
    let next: unknown;
    let at: number | null = null;
    if ('key' in st && isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === st.key);
      if (pair) {
        next = pair.value;
        at = lineAt(pair.key);
      }
    } else if ('index' in st && isSeq(node)) {
      next = node.items[st.index];
      at = lineAt(next);
    } else if ('match' in st && isSeq(node)) {
      next = node.items.find(
        (it) =>
          isMap(it) &&
          st.match.every(([k, v]) => {
            const val = it.get(k);
            return val !== undefined && String(val) === v;
          }),
      );
      at = lineAt(next);
    }
    if (at === null) break;
    found = at;
    node = next;
  }
  return found;
}
