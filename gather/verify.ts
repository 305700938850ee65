// verify: server-dry-run — each previewed object's apply sent to the cluster with
// dryRun=All (PATCH, application/apply-patch+yaml, fieldManager, force), through
// the same client and request bound as the reads, and the answer compared with
// the preview (core/preview/verify.ts). Nothing is written: the client refuses a
// write without dryRun=All. Within `timeoutSeconds` for the whole check: what has
// no answer by then is "not checked (timeout)", and the preview stands.

import { chooseApplier, previewWrite } from '../core/appliers/index.ts';
import { parseJsonExact } from '../core/index.ts';
import type { BatchReport, ObjectReport, Verification } from '../core/preview/index.ts';
import {
  type ClusterAnswer,
  type DryRunApply,
  dryRunRequest,
  isSecret,
  type PreviewItem,
  previewOutcome,
  verificationTally,
  verificationText,
  verifyAnswer,
} from '../core/preview/index.ts';
import type { ResolvedSchema, SchemaResolver } from '../core/schema/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import { CONCURRENCY, type KubeClient } from './cluster.ts';
import { oneLine } from './errors.ts';
import type { Logger } from './log.ts';
import { pool } from './pool.ts';

export interface VerifyTarget {
  /** The report to attach the verification to. */
  report: ObjectReport;
  /** What was previewed: the live object and the manifest. */
  item: PreviewItem;
  /** The object's API path; absent when the cluster does not serve its kind. */
  path?: string;
}

export interface VerifyOptions {
  fieldManager: string;
  force: boolean;
  /** The applier preset and mode previewed (a client-side apply is checked with the request kubectl sends). */
  applier?: string;
  /** Flux, Helm, Argo CD: the owner named (`namespace/name`); absent: each live object's. */
  owner?: string;
  mode?: 'server-side' | 'client-side';
  defaults: boolean;
  /** The fieldValidation of the preview, sent with each dry run too (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  now: string;
  resolver: SchemaResolver;
  /** Seconds for the whole check. */
  timeoutSeconds: number;
  log: Logger;
}

/**
 * Which objects are checked: those the preview could answer for (not `error`),
 * written by one request: a server-side apply, or a client-side apply's create or
 * patch (with its patch type). An empty client-side patch sends nothing, and a
 * server-side preset's several requests are not checked.
 */
export function verifiable(r: ObjectReport): boolean {
  const answered =
    r.action === 'create' || r.action === 'update' || r.action === 'unchanged' || r.action === 'conflict';
  if (!answered) return false;
  if (r.mode === 'client-side') return r.patch !== undefined && r.patch.type !== 'none';
  return r.applier === undefined;
}

/** Sends the dry runs and sets each target report's `verification`; returns the time it took (ms). */
export async function verifyPreviews(
  client: KubeClient,
  targets: readonly VerifyTarget[],
  opts: VerifyOptions,
): Promise<number> {
  const todo = targets.filter((t) => verifiable(t.report));
  if (todo.length === 0) return 0;
  const started = performance.now();
  opts.log.info(
    `Checking ${todo.length} object(s) against the cluster: dry-run PATCH requests (dryRun=All, up to ${CONCURRENCY} at a time, within ${opts.timeoutSeconds} s).`,
  );
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutSeconds * 1000);
  try {
    await pool(todo, CONCURRENCY, async (t) => {
      t.report.verification = await verifyOne(client, t, opts, deadline.signal);
    });
  } finally {
    clearTimeout(timer);
  }
  const ms = performance.now() - started;
  const tally = verificationTally(todo.map((t) => t.report));
  if (tally) {
    opts.log.info(`${verificationText(tally)} (${ms.toFixed(0)} ms).`);
    if (tally.timedOut > 0) {
      opts.log.warning(
        `verify-timeout: no answer from the cluster within ${opts.timeoutSeconds} s for ${tally.timedOut} object(s): they are not checked, and the preview is posted without their check.`,
      );
    }
    if (tally.forbidden > 0) {
      opts.log.warning(
        `verify: the cluster refused ${tally.forbidden} dry run(s) for lack of permission (403): grant "patch" on the kinds previewed (docs/action.md); the preview stands.`,
      );
    }
  }
  return ms;
}

/** What the previewed apply sends: one server-side apply, or the client-side request (unmasked) kubectl makes. */
function applyOf(
  item: PreviewItem,
  schema: ResolvedSchema,
  opts: VerifyOptions,
  report: ObjectReport,
): DryRunApply {
  // The report's manager and force: what this object got (an Argo CD object may ask for server-side).
  if (report.mode !== 'client-side')
    return { mode: 'server-side', fieldManager: report.fieldManager, force: report.force };
  // The report's patch is the request, except a Secret's, whose values it masks: that one is made again.
  if (report.patch !== undefined && !isSecret(item.intent))
    return { mode: 'client-side', fieldManager: report.fieldManager, patch: report.patch };
  const choice = chooseApplier({
    applier: opts.applier,
    mode: 'client-side',
    fieldManager: opts.fieldManager,
    owner: opts.owner,
  });
  if (typeof choice === 'string') throw new Error(choice);
  const crd = opts.resolver.crdFor(item.intent.apiVersion, item.intent.kind);
  const w = previewWrite(item.live, item.intent, choice, false, {
    schema,
    ...(crd ? { crd } : {}),
    defaults: opts.defaults,
    now: opts.now,
    ...(opts.fieldValidation !== undefined ? { fieldValidation: opts.fieldValidation } : {}),
    ...(item.previous !== undefined ? { previous: item.previous } : {}),
  });
  return { mode: 'client-side', fieldManager: choice.fieldManager, patch: w.patch ?? { type: 'none' } };
}

async function verifyOne(
  client: KubeClient,
  t: VerifyTarget,
  opts: VerifyOptions,
  deadline: AbortSignal,
): Promise<Verification> {
  const { item } = t;
  if (t.path === undefined) {
    return {
      method: 'server-dry-run',
      result: 'unchecked',
      differences: [],
      cause: 'refused',
      status: {
        code: 404,
        reason: 'NotFound',
        message: `the cluster does not serve ${String(item.intent.apiVersion)} ${String(item.intent.kind)}: nothing to send the dry run to`,
      },
    };
  }
  const schema = opts.resolver.resolve(item.intent.apiVersion, item.intent.kind);
  // The preview's own answer (as the report was made from), unmasked, for the comparison.
  const ours = previewOutcome(item, {
    fieldManager: opts.fieldManager,
    force: opts.force,
    resolver: opts.resolver,
    schema,
    now: opts.now,
    defaults: opts.defaults,
    ...(opts.fieldValidation !== undefined ? { fieldValidation: opts.fieldValidation } : {}),
    ...(opts.applier !== undefined ? { applier: opts.applier } : {}),
    ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
    ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
  });
  const defaulted = new Set(ours.report.changes.filter((c) => c.setBy === 'defaults').map((c) => c.path));
  const input = {
    intent: item.intent,
    live: item.live,
    schema: schema.root,
    ours: { object: ours.object, status: ours.status },
    defaulted,
  };
  const req = dryRunRequest(t.path, item.intent, {
    ...applyOf(item, schema, opts, ours.report),
    fieldValidation: opts.fieldValidation ?? 'Strict',
  });
  let answer: ClusterAnswer;
  if (deadline.aborted) answer = { kind: 'timeout', seconds: opts.timeoutSeconds };
  else {
    try {
      const r = await client.request(req.method, req.path, {
        body: req.body,
        contentType: req.contentType,
        signal: deadline,
      });
      let body: ReturnType<typeof parseJsonExact> | undefined;
      try {
        body = parseJsonExact(r.body);
      } catch {
        body = undefined;
      }
      answer = { kind: 'answer', code: r.status, body };
    } catch (e) {
      answer = deadline.aborted
        ? { kind: 'timeout', seconds: opts.timeoutSeconds }
        : { kind: 'unreachable', message: oneLine(e) };
    }
  }
  return verifyAnswer(input, answer);
}

/** Objects whose dry run the cluster refused (verify: server-dry-run): a denial, an invalid object. */
export function refusedCount(report: BatchReport): number {
  return report.objects.filter((o) => o.verification?.result === 'refused').length;
}
