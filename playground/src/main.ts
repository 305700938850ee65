// The playground page: inputs to state, state to view (engine.ts in the page, or
// remote.ts through the API), view to DOM; the state is kept in the URL fragment
// (core/preview/link.ts), so the address bar is always a link to what is shown.
// Every text from the inputs or a report reaches the DOM as text, except the
// pull-request comment, which gfm.ts renders and sanitizes.

import { loadBuiltinBase } from 'virtual:builtin-base';
import examples from 'virtual:examples';
import type { ApplierPreset, PresetName } from '../../core/appliers/index.ts';
import { ownerKind, PRESETS, presetOf } from '../../core/appliers/index.ts';
import type { ClientPatch, ManagerRef, ObjectReport } from '../../core/preview/index.ts';
import {
  normalizeState,
  type PlaygroundMode,
  type PlaygroundState,
  playgroundLink,
  stateFromFragment,
  stateHasSecret,
} from '../../core/preview/index.ts';
import { shownChanges } from '../../core/preview/render/index.ts';
import { DEFAULT_KUBERNETES_VERSION, loadKubernetesVersion } from '../../core/request/index.ts';
import { BUILTIN_VERSIONS } from '../../core/schema/builtin/index.ts';
import { isFieldValidation } from '../../core/server/index.ts';
import { loadCel, needsCel } from './cel.ts';
import { createEditor, type Editor } from './editor.ts';
import { type InputName, localView, type View } from './engine.ts';
import { renderGfm } from './gfm.ts';
import { remoteView } from './remote.ts';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

const editors: Record<InputName, Editor> = {
  live: createEditor($('ed-live'), schedule),
  manifest: createEditor($('ed-manifest'), schedule),
  crd: createEditor($('ed-crd'), schedule),
};
const fieldManager = $<HTMLInputElement>('fieldManager');
const force = $<HTMLInputElement>('force');
const defaults = $<HTMLInputElement>('defaults');
const fieldValidation = $<HTMLSelectElement>('fieldValidation');
const kubernetesVersion = $<HTMLSelectElement>('kubernetesVersion');
const applier = $<HTMLSelectElement>('applier');
const owner = $<HTMLInputElement>('owner');
const applyClient = $<HTMLInputElement>('apply-client');
const applyServer = $<HTMLInputElement>('apply-server');
const modeApi = $<HTMLInputElement>('mode-api');
const linkStatus = $('link-status');

fieldManager.addEventListener('input', schedule);
/**
 * Force as the user last set it by hand. A preset that forces (Flux, Argo CD
 * server-side) ticks the box; leaving it puts back this choice, so a forced
 * preview never outlives the preset that forced it unnoticed.
 */
let forceByHand = false;
force.addEventListener('change', () => {
  forceByHand = force.checked;
  schedule();
});
owner.addEventListener('input', () => schedule());
defaults.addEventListener('change', schedule);
fieldValidation.addEventListener('change', schedule);
// The modelled versions, newest first (the default); another one's schemas load on first use.
for (const v of [...BUILTIN_VERSIONS].reverse()) {
  kubernetesVersion.append(new Option(v === DEFAULT_KUBERNETES_VERSION ? `${v} (newest)` : v, v));
}
kubernetesVersion.value = DEFAULT_KUBERNETES_VERSION;
kubernetesVersion.addEventListener('change', schedule);

// ---------------------------------------------------------------------------
// The write: an applier preset (or none) and the apply mode. A preset applies in
// its own mode, so choosing one sets the mode, and choosing the other mode
// leaves the preset. A field manager left as the previous choice's default
// follows the new one (empty: the preset's, shown as the placeholder).

applier.append(new Option('none: one apply request by the field manager', ''));
for (const p of Object.values(PRESETS)) {
  applier.append(
    new Option(`${p.name}: ${p.tool}${p.mode === 'client-side' ? ' (client-side)' : ''}`, p.name),
  );
}

function applyMode(): PlaygroundMode {
  return applyClient.checked ? 'client-side' : 'server-side';
}

/** The preset of the current choice: the one chosen, or kubectl's for a client-side apply without one. */
function presetNow(name: string = applier.value, mode: PlaygroundMode = applyMode()): ApplierPreset | null {
  return (name ? presetOf(name) : undefined) ?? (mode === 'client-side' ? PRESETS.kubectl : null);
}

/** The field manager an untouched input means: the preset's, else kubectl's. */
function defaultManager(name: string, mode: PlaygroundMode): string {
  return presetNow(name, mode)?.fieldManager ?? 'kubectl';
}

let lastChoice = { applier: '', mode: 'server-side' as PlaygroundMode };

/** After a change of preset or mode: the manager, force and their hints follow it. */
function choiceChanged(): void {
  const mode = applyMode();
  const m = fieldManager.value.trim();
  if (m === '' || m === defaultManager(lastChoice.applier, lastChoice.mode)) {
    fieldManager.value = presetNow() ? '' : 'kubectl';
  }
  const p = presetNow();
  if (applier.value !== lastChoice.applier) force.checked = p ? p.force : forceByHand;
  lastChoice = { applier: applier.value, mode };
  describeChoice();
  schedule();
}

/** The hints of the current choice: its description, the manager placeholder, force off client-side. */
function describeChoice(): void {
  const mode = applyMode();
  const p = presetNow();
  fieldManager.placeholder = p?.fieldManager ?? '';
  const client = mode === 'client-side';
  force.disabled = client;
  if (client) force.checked = false;
  $('force-note').hidden = !client;
  applier.options[0].text = client
    ? "none: kubectl apply's client-side patch"
    : 'none: one apply request by the field manager';
  const manager = p ? `field manager ${p.fieldManager} when the input is empty` : 'the field manager below';
  // The owner a Flux, Helm or Argo CD write puts on the object: asked for with those presets only.
  const kind = applier.value ? ownerKind(applier.value as PresetName) : null;
  $('owner-field').hidden = kind === null;
  if (kind !== null) {
    $('owner-label').textContent = kind;
    owner.placeholder = kind === 'Argo CD Application' ? 'name, or namespace/name' : 'namespace/name';
  }
  $('applier-desc').textContent = !applier.value
    ? client
      ? `No applier: kubectl apply's client-side patch (the kubectl preset), ${manager}.`
      : 'No applier: the one server-side apply request of the field manager.'
    : p
      ? `${p.tool}: ${p.mode}, ${manager}, ${p.mode === 'client-side' ? 'a three-way patch (never a conflict)' : p.force ? 'conflicts forced' : 'conflicts not forced'}${p.housekeeping.length > 0 ? `, with its housekeeping (${p.housekeeping.length} ${p.housekeeping.length === 1 ? 'step' : 'steps'})` : ''}.`
      : '';
}

applier.addEventListener('change', () => {
  const p = presetOf(applier.value);
  if (p) (p.mode === 'client-side' ? applyClient : applyServer).checked = true;
  choiceChanged();
});
for (const r of [applyServer, applyClient]) {
  r.addEventListener('change', () => {
    const p = presetOf(applier.value);
    if (p && p.mode !== applyMode()) applier.value = '';
    choiceChanged();
  });
}
for (const r of document.querySelectorAll<HTMLInputElement>('input[name="mode"]')) {
  r.addEventListener('change', () => {
    privacyNote();
    schedule();
  });
}

function privacyNote(): void {
  $('privacy').classList.toggle('remote', modeApi.checked);
  $('privacy').textContent = modeApi.checked
    ? 'Through the API: the inputs are sent to this site’s API (POST /v1/preview and /v1/apply on this origin); it keeps nothing.'
    : 'Private: the preview runs in your browser. What you paste, Secrets included, never leaves this page; it is kept only in this page’s address (after the #, which browsers do not send).';
}

function state(): PlaygroundState {
  return normalizeState({
    live: editors.live.value(),
    manifest: editors.manifest.value(),
    crd: editors.crd.value(),
    fieldManager: fieldManager.value,
    force: force.checked && !force.disabled,
    mode: applyMode(),
    applier: applier.value,
    defaults: defaults.checked,
    owner: $('owner-field').hidden ? '' : owner.value.trim(),
    fieldValidation: isFieldValidation(fieldValidation.value) ? fieldValidation.value : 'Strict',
    kubernetesVersion: kubernetesVersion.value,
  });
}

function load(s: PlaygroundState): void {
  editors.live.set(s.live);
  editors.manifest.set(s.manifest);
  editors.crd.set(s.crd);
  fieldManager.value = s.fieldManager;
  // A preset this page does not know stays chosen, as an option of its own: the preview says why it is refused.
  if (s.applier && ![...applier.options].some((o) => o.value === s.applier)) {
    applier.append(new Option(`${s.applier} (unknown)`, s.applier));
  }
  applier.value = s.applier ?? '';
  const p = s.applier ? presetOf(s.applier) : undefined;
  ((p?.mode ?? s.mode) === 'client-side' ? applyClient : applyServer).checked = true;
  lastChoice = { applier: applier.value, mode: applyMode() };
  describeChoice();
  force.checked = s.force && !force.disabled;
  // A link's force counts as the user's unless the preset forces anyway.
  forceByHand = force.checked && p?.force !== true;
  defaults.checked = s.defaults !== false;
  fieldValidation.value = s.fieldValidation ?? 'Strict';
  // A patch (1.36.2) from a link is kept as an option of its own.
  const version = s.kubernetesVersion ?? DEFAULT_KUBERNETES_VERSION;
  if (![...kubernetesVersion.options].some((o) => o.value === version)) {
    kubernetesVersion.append(new Option(version, version));
  }
  kubernetesVersion.value = version;
  owner.value = s.owner ?? '';
  ($('crd-pane') as HTMLDetailsElement).open = s.crd.trim() !== '';
  schedule(0);
}

// ---------------------------------------------------------------------------
// Running: debounced; a newer run makes an older answer stale.

let timer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

function schedule(delay: number | Event = 200): void {
  clearTimeout(timer);
  timer = setTimeout(run, typeof delay === 'number' ? delay : 200);
}

async function run(): Promise<void> {
  const gen = ++generation;
  const s = state();
  document.body.dataset.busy = 'true';
  let view: View;
  try {
    // The built-in schemas' base table, a chunk of its own: fetched once, by the first preview.
    await loadBuiltinBase();
    if (!modeApi.checked) await loadKubernetesVersion(s.kubernetesVersion);
    // A CRD's rules: the CEL chunk, fetched once, by the first local preview with a CRD.
    if (!modeApi.checked && needsCel(s)) await loadCel();
    view = modeApi.checked ? await remoteView(s, (u, init) => fetch(u, init)) : localView(s);
  } catch (e) {
    view = {
      report: null,
      status: {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: `the preview failed: ${e instanceof Error ? e.message : String(e)}`,
        reason: 'InternalError',
        code: 500,
      },
      blame: [],
      blameCaption: '',
      markdown: '',
      mark: null,
    };
  }
  if (gen !== generation) return; // a newer run is under way and will finish
  try {
    render(view);
    keepInAddress(s);
  } finally {
    document.body.dataset.busy = 'false';
  }
}

function keepInAddress(s: PlaygroundState): void {
  linkStatus.textContent = '';
  if (stateHasSecret(s)) {
    history.replaceState(null, '', location.pathname + location.search);
    linkStatus.textContent =
      'A Secret is in the inputs: they are not put in the address, and no link is made.';
    return;
  }
  const link = playgroundLink(location.href, s, Number.POSITIVE_INFINITY);
  if (link === null) return;
  const hash = link.slice(link.indexOf('#'));
  if (hash !== location.hash) history.replaceState(null, '', hash);
}

$('copy-link').addEventListener('click', async () => {
  const s = state();
  const link = playgroundLink(location.href, s);
  if (link === null) {
    linkStatus.textContent = stateHasSecret(s)
      ? 'No link: the inputs hold a Secret, whose values anyone with the link could read.'
      : 'No link: this view needs more than 8,000 characters (GitHub and some browsers cut longer links).';
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    linkStatus.textContent = `Link copied (${link.length} characters).`;
  } catch {
    linkStatus.textContent = `Copy this link (${link.length} characters): ${link}`;
  }
});

window.addEventListener('hashchange', () => {
  const s = readFragment();
  if (s) load(s);
});

function readFragment(): PlaygroundState | null {
  try {
    return stateFromFragment(location.hash);
  } catch (e) {
    linkStatus.textContent = `The link could not be read: ${e instanceof Error ? e.message : String(e)}`;
    return null;
  }
}

// ---------------------------------------------------------------------------
// Rendering

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  cls?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

const ACTION_TEXT: Record<string, string> = {
  create: 'Creates the object',
  update: 'Updates the object',
  unchanged: 'Changes nothing',
  conflict: 'Conflict: the apply fails with 409 and changes nothing',
  invalid: 'Refused as invalid: the API server answers with an error and changes nothing',
  error: 'Error: the apply is refused',
};

function managers(ms: readonly ManagerRef[]): string {
  if (ms.length === 0) return 'nobody';
  return ms
    .map((m) => {
      const v = m.operation === 'Update' && m.apiVersion ? ` using ${m.apiVersion}` : '';
      const sub = m.subresource ? ` on ${m.subresource}` : '';
      return `${m.manager} (${m.operation}${sub}${v})`;
    })
    .join(', ');
}

function value(v: unknown): string {
  return v === undefined ? '' : JSON.stringify(v);
}

/**
 * A long field path or JSON value with places to wrap it where a reader would:
 * before each `.` of a path (outside its `[...]` keys) and after each `,` outside
 * quotes. A short one stays whole.
 */
function breakable(text: string, path: boolean): (string | HTMLElement)[] {
  if (text.length <= 24) return [text];
  const out: (string | HTMLElement)[] = [];
  let cur = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (path && ch === '.' && depth === 0 && !quoted && cur !== '') {
      out.push(cur, document.createElement('wbr'));
      cur = '';
    }
    cur += ch;
    if (ch === '\\' && quoted) {
      cur += text[++i] ?? '';
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '[' || ch === '{')) depth++;
    else if (!quoted && (ch === ']' || ch === '}')) depth--;
    else if (!quoted && ch === ',') {
      out.push(cur, document.createElement('wbr'));
      cur = '';
    }
  }
  if (cur !== '') out.push(cur);
  return out;
}

function table(head: string[], rows: string[][], empty: string): HTMLElement {
  if (rows.length === 0) return el('p', empty, 'hint');
  const t = el('table');
  const tr = el('tr');
  for (const h of head) {
    const th = el('th', h);
    th.scope = 'col';
    tr.append(th);
  }
  t.append(el('thead'), el('tbody'));
  t.tHead?.append(tr);
  for (const r of rows) {
    const row = el('tr');
    r.forEach((c, i) => {
      const td = el('td', undefined, head[i] === 'Change' ? 'kind' : 'mono');
      if (c.length > 120 && (head[i] === 'Before' || head[i] === 'After')) {
        // A long value (a last-applied annotation): its start, the whole of it one Enter away.
        const d = el('details', undefined, 'long');
        d.append(
          el('summary', `${c.slice(0, 28)}… (${c.length.toLocaleString('en')} characters)`),
          el('span', c),
        );
        td.append(d);
      } else td.append(...breakable(c, head[i] === 'Field'));
      row.append(td);
    });
    t.tBodies[0].append(row);
  }
  return t;
}

function render(v: View): void {
  for (const name of Object.keys(editors) as InputName[]) {
    editors[name].mark(v.mark?.input === name ? v.mark.line : null, v.mark?.message);
  }
  if (v.mark?.input === 'crd') ($('crd-pane') as HTMLDetailsElement).open = true;
  const r: ObjectReport | null = v.report;
  document.body.dataset.action = r?.action ?? 'error';

  const verdict = $('verdict');
  verdict.className = `verdict ${r?.action ?? 'error'}`;
  const refused = !r || r.action === 'error' || r.action === 'invalid';
  // The changes a reader is shown, as in the comment: a create's identity, uid and creationTimestamp left out.
  const changes = r ? shownChanges(r) : [];
  verdict.textContent = r
    ? `${ACTION_TEXT[r.action]}: ${r.ref.kind} ${r.ref.namespace ? `${r.ref.namespace}/` : ''}${r.ref.name}, field manager ${r.fieldManager}${r.force ? ' (forced)' : ''}${r.applier ? `, applier ${r.applier} (${r.mode ?? 'server-side'})` : ''}.${refused ? (v.status ? ' The Status below says why.' : '') : ` ${changes.length} field ${changes.length === 1 ? 'change' : 'changes'}, ${r.ownership.length} ownership ${r.ownership.length === 1 ? 'change' : 'changes'}, ${r.conflicts.length} ${r.conflicts.length === 1 ? 'conflict' : 'conflicts'}${r.schemaSource ? `; schema ${r.schemaSource}` : ''}.`}`
    : `Error: ${v.status?.message ?? 'the inputs cannot be read'}`;

  // A forced preview says so: its conflicts are taken over, not reported.
  const forcer = r?.applier ? presetOf(r.applier) : undefined;
  const forcedBy = r?.force
    ? forcer?.force
      ? `Force is ticked: ${forcer.tool} forces`
      : 'Force is ticked'
    : '';
  $('forced-note').hidden = forcedBy === '';
  $('forced-note').textContent = forcedBy
    ? `Forced (--force-conflicts, ${forcedBy}): fields other managers own are taken over, so no conflict is reported.`
    : '';
  $('status-pane').hidden = v.status === null;
  $('status').textContent = v.status ? JSON.stringify(v.status, null, 2) : '';
  renderPatch(r);

  const conflicts = $('conflicts');
  conflicts.replaceChildren();
  $('conflicts-pane').hidden = !r || r.conflicts.length === 0;
  for (const c of r?.conflicts ?? []) {
    const li = el('li');
    const head = el('p');
    head.append(el('code', c.path), ` is owned by ${managers(c.owners)}`);
    if (c.liveValue !== undefined || c.appliedValue !== undefined) {
      head.append(
        `: live ${c.liveValue === undefined ? '(not set)' : value(c.liveValue)}, applied ${value(c.appliedValue)}`,
      );
    }
    const ways = el('ul', undefined, 'ways');
    for (const [label, text] of [
      ['Force', c.resolutions.force],
      ['Drop the field', c.resolutions.drop],
      ['Co-own it', c.resolutions.coOwn],
    ] as const) {
      const w = el('li');
      w.append(el('strong', `${label}: `), text);
      ways.append(w);
    }
    li.append(head, ways);
    conflicts.append(li);
  }

  const blame = $('blame');
  blame.replaceChildren(
    ...v.blame.map((l) => {
      const line = el('span', undefined, l.changed ? 'line changed' : 'line');
      line.append(el('span', l.changed ? '+' : ' ', 'sign'));
      const m = /^(.*\S)(\s{2,})(# .*)$/.exec(l.text);
      if (m && !l.text.startsWith('#')) line.append(m[1] + m[2], el('span', m[3], 'owners'));
      else line.append(el('span', l.text, l.text.startsWith('#') ? 'owners' : ''));
      return line;
    }),
  );
  const changedCount = v.blame.filter((l) => l.changed).length;
  $('blame-caption').textContent =
    v.blame.length === 0
      ? v.blameCaption || 'No object: the apply is refused.'
      : `${v.blameCaption === 'if forced' ? 'What a forced apply would write. ' : v.blameCaption ? `${v.blameCaption}. ` : ''}Owners after # on each line; ${changedCount} changed ${changedCount === 1 ? 'line is' : 'lines are'} highlighted and marked +.`;

  // A refused apply changes nothing: no empty tables to read through.
  $('changes-pane').hidden = refused;
  $('ownership-pane').hidden = refused;
  $('notes-pane').hidden = refused && (r?.notes.length ?? 0) === 0;
  $('changes').replaceChildren(
    table(
      ['Field', 'Change', 'Before', 'After'],
      changes.map((c) => [
        c.path,
        c.setBy === 'defaults'
          ? `${c.kind} (defaulted)`
          : c.setBy === 'server'
            ? `${c.kind} (by the server)`
            : c.kind,
        value(c.before),
        value(c.after),
      ]),
      'No field changes.',
    ),
  );
  $('ownership').replaceChildren(
    table(
      ['Field', 'Owners before', 'Owners after'],
      (r?.ownership ?? []).map((o) => [o.path, managers(o.before), managers(o.after)]),
      'No ownership changes.',
    ),
  );
  const notes = $('notes');
  notes.replaceChildren(...(r?.notes ?? []).map((n) => el('li', n.message)));
  if (!r || r.notes.length === 0) notes.append(el('li', 'No notes.', 'hint'));

  const md = $('markdown');
  md.replaceChildren(
    v.markdown ? renderGfm(v.markdown) : el('p', 'No comment: the inputs cannot be read.', 'hint'),
  );
  $('markdown-source').textContent = v.markdown;
}

/** What a client-side apply sends (report.patch): its Content-Type and its body as JSON. */
function renderPatch(r: ObjectReport | null): void {
  const patch: ClientPatch | undefined = r?.patch;
  $('patch-pane').hidden = patch === undefined;
  if (!r || patch === undefined) return;
  const tool = (r.applier ? presetOf(r.applier)?.tool : undefined) ?? 'kubectl apply';
  $('patch-label').textContent = `The request ${tool} sends`;
  $('patch-caption').textContent =
    patch.type === 'none'
      ? 'Nothing: the three-way patch is empty, so no request is sent and the object stays as it is.'
      : patch.type === 'create'
        ? 'A create (POST, Content-Type: application/json): the object does not exist yet. The body:'
        : `A PATCH with Content-Type: ${patch.type}, computed from the last-applied configuration, the manifest and the live object. The body:`;
  $('patch').textContent = patch.body === undefined ? '' : JSON.stringify(patch.body, null, 2);
  $('patch').hidden = patch.body === undefined;
}

// ---------------------------------------------------------------------------
// Examples and start

const list = $('examples');
for (const ex of examples) {
  const li = el('li');
  const b = el('button', ex.title);
  b.type = 'button';
  b.title = ex.blurb;
  b.dataset.example = ex.id;
  b.addEventListener('click', () => {
    load(ex.state);
    ($('manifest') as HTMLTextAreaElement).focus();
  });
  li.append(b);
  list.append(li);
}

privacyNote();
const initial = readFragment();
load(initial ?? examples[0].state);
