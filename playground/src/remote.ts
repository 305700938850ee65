// The same view through the HTTP API of the page's own origin: POST /v1/preview
// for the report, POST /v1/apply for the Status of a failing apply and for the
// blame of the result (`?view=blame`). The inputs are read here first, so a YAML
// error still marks its line without a request.

import { isObject, type JsonObject } from '../../core/index.ts';
import type { KubeStatus } from '../../core/managed/index.ts';
import { badRequest } from '../../core/managed/index.ts';
import type { BatchReport, PlaygroundState } from '../../core/preview/index.ts';
import { renderBlame } from '../../core/preview/render/index.ts';
import {
  type BlameLine,
  commonLines,
  failure,
  fieldManagerRequired,
  managerMissing,
  markdownOf,
  markOf,
  markOfRefusal,
  parseInputs,
  sameObjectProblem,
  schemaFor,
  unpadded,
  type View,
  writeOptions,
} from './engine.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

function isStatus(v: unknown): v is KubeStatus {
  return isObject(v) && v.kind === 'Status' && typeof v.code === 'number';
}

async function call(fetcher: Fetch, path: string, body: JsonObject, accept = 'application/json') {
  const r = await fetcher(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (accept !== 'application/json' && r.ok) return { status: r.status, text, json: null as unknown };
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: r.status, text, json };
}

export async function remoteView(state: PlaygroundState, fetcher: Fetch): Promise<View> {
  const p = parseInputs(state);
  if ('blameCaption' in p) return p;
  const other = sameObjectProblem(p, state);
  if (other) return other;
  if (managerMissing(state)) return failure(fieldManagerRequired(), null);
  const schema = schemaFor(p, state);
  if ('blameCaption' in schema) return schema;

  // The same write options in both requests: field manager (empty: the preset's),
  // force, applier, mode and defaults.
  const opts: JsonObject = { ...writeOptions(state) };
  const req: JsonObject = { live: p.live, intent: p.intent, ...opts };
  if (p.crd) req.schema = { crd: p.crd };
  const pre = await call(fetcher, '/v1/preview', {
    items: [{ live: p.live, intent: p.intent, ...(p.crd ? { schema: { crd: p.crd } } : {}) }],
    ...opts,
  });
  if (isStatus(pre.json)) return failure(pre.json, markOf(pre.json.message, state, p));
  const batch = pre.json as BatchReport | null;
  const report = batch?.objects?.[0];
  if (!report) return failure(badRequest(`the API answered HTTP ${pre.status} without a report`), null);

  if (report.action === 'invalid' && report.status !== undefined) {
    // The report carries the API server's Status: shown as the apply would answer it.
    return failure(report.status, markOfRefusal(report.status.message, report, state, p), report);
  }
  let status: KubeStatus | null = null;
  if (report.action === 'error' || report.action === 'conflict' || report.action === 'invalid') {
    const r = await call(fetcher, '/v1/apply', req);
    status = isStatus(r.json) ? r.json : badRequest(`the API answered HTTP ${r.status}`);
    if (report.action === 'error') return failure(status, markOf(status.message, state, p), report);
    if (report.action === 'invalid')
      return failure(status, markOfRefusal(status.message, report, state, p), report);
  }
  // The blame of the result (of the forced apply, on conflict), as the API renders it.
  const view = await call(
    fetcher,
    '/v1/apply?view=blame',
    { ...req, force: state.force || status !== null },
    'text/plain',
  );
  let blame: BlameLine[] = [];
  let blameCaption = status !== null ? 'if forced' : '';
  if (view.status === 200) {
    const after = view.text.replace(/\n$/, '').split('\n');
    let before: string[] = [];
    try {
      if (p.live) before = renderBlame(p.live, schema.root).replace(/\n$/, '').split('\n');
    } catch {
      before = [];
    }
    const kept = commonLines(before.map(unpadded), after.map(unpadded));
    blame = after.map((text, i) => ({ text, changed: i > 0 && (p.live === null || !kept[i]) }));
  } else blameCaption = `no blame view: the API answered HTTP ${view.status}`;
  return { report, status, blame, blameCaption, markdown: markdownOf(report), mark: null };
}
