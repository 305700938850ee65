// verify: server-dry-run — each previewed object's write sent to the cluster with
// dryRun=All as its writer sends it (a rendered object's controller, else the
// inputs': the manager, apply or patch, force, the manifest with the owner's
// labels and annotations as the preview wrote them), through the same client and
// request bound as the reads, and the answer compared with the preview
// (core/preview/verify.ts). Nothing is written: the client refuses a write
// without dryRun=All. Within `timeoutSeconds` for the whole check: what has no
// answer by then is "not checked (timeout)", and the preview stands.

import { isObject, type JsonObject, parseJsonExact } from '../core/index.ts';
import type { BatchReport, ObjectReport, PreviewOutcome, Verification } from '../core/preview/index.ts';
import {
  type ClusterAnswer,
  type DryRunApply,
  dryRunRequest,
  previewOutcome,
  verificationTally,
  verificationText,
  verifyAnswer,
} from '../core/preview/index.ts';
import type { ResolvedSchema, SchemaResolver } from '../core/schema/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import { CONCURRENCY, type KubeClient } from './cluster.ts';
import type { EngineItem } from './engine.ts';
import { oneLine } from './errors.ts';
import type { Logger } from './log.ts';
import { pool } from './pool.ts';

export interface VerifyTarget {
  /** The report to attach the verification to. */
  report: ObjectReport;
  /** What was previewed: the live object, the manifest and, for a rendered object, its controller's write. */
  item: EngineItem;
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
  /** The Kubernetes version previewed. */
  kubernetesVersion?: string;
  now: string;
  resolver: SchemaResolver;
  /** Seconds for the whole check. */
  timeoutSeconds: number;
  log: Logger;
}

/** One object's check: the preview's own answer (unmasked) and the request its write sends. */
interface Check {
  target: VerifyTarget;
  schema: ResolvedSchema;
  ours: PreviewOutcome;
  /** The manifest as the writer sends it (a server-side preset's, with its owner's marks). */
  manifest: JsonObject;
  apply: DryRunApply;
}

/** An object whose write is several requests: previewed, not sent (see requestOf). Each report gets its own. */
function severalRequests(): Verification {
  return {
    method: 'server-dry-run',
    result: 'unchecked',
    differences: [],
    cause: 'several-requests',
    status: { code: 0, reason: 'NotChecked', message: 'not sent: the write is several requests' },
  };
}

/** Whether the preview answered for the object (not `error` or `invalid`). */
function answered(r: ObjectReport): boolean {
  return (
    r.action === 'create' || r.action === 'update' || r.action === 'unchanged' || r.action === 'conflict'
  );
}

/**
 * The one request the previewed write sends, or null when it is not one request:
 * a client-side apply's create or patch (an empty patch sends nothing), the plain
 * apply of the manifest, or a server-side preset's write that is one apply (a
 * housekeeping request before or after it is not checked: a dry run of each
 * would not see the one before).
 */
function requestOf(
  ours: PreviewOutcome,
  intent: JsonObject,
): { manifest: JsonObject; apply: DryRunApply } | null {
  const r = ours.report;
  const sent = ours.sent;
  if (r.mode === 'client-side') {
    if (sent === undefined || !('patch' in sent) || sent.patch.type === 'none') return null;
    return {
      manifest: intent,
      apply: { mode: 'client-side', fieldManager: r.fieldManager, patch: sent.patch },
    };
  }
  if (sent === undefined || !('requests' in sent))
    return { manifest: intent, apply: { mode: 'server-side', fieldManager: r.fieldManager, force: r.force } };
  const [only, ...more] = sent.requests;
  if (only === undefined || more.length > 0 || only.step !== 'apply' || !isObject(only.body)) return null;
  return {
    manifest: only.body,
    apply: { mode: 'server-side', fieldManager: only.manager, force: only.force },
  };
}

/** The object's own preview, as the engine ran it (its source's write over the inputs'), and its request. */
function checkOf(target: VerifyTarget, opts: VerifyOptions): Check | null {
  const { item } = target;
  const schema = opts.resolver.resolve(item.intent.apiVersion, item.intent.kind);
  const write = item.write;
  const ours = previewOutcome(item, {
    fieldManager: opts.fieldManager,
    force: opts.force,
    resolver: opts.resolver,
    schema,
    now: opts.now,
    defaults: opts.defaults,
    ...(opts.kubernetesVersion !== undefined ? { kubernetesVersion: opts.kubernetesVersion } : {}),
    ...(opts.fieldValidation !== undefined ? { fieldValidation: opts.fieldValidation } : {}),
    ...(opts.applier !== undefined ? { applier: opts.applier } : {}),
    ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
    ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
    ...(write ?? {}),
  });
  const request = requestOf(ours, item.intent);
  return request === null ? null : { target, schema, ours, ...request };
}

/** Sends the dry runs and sets each target report's `verification`; returns the time it took (ms). */
export async function verifyPreviews(
  client: KubeClient,
  targets: readonly VerifyTarget[],
  opts: VerifyOptions,
): Promise<number> {
  const todo: Check[] = [];
  let several = 0;
  for (const t of targets) {
    if (!answered(t.report)) continue;
    const c = checkOf(t, opts);
    if (c !== null) todo.push(c);
    else if (t.report.mode !== 'client-side') {
      several++;
      t.report.verification = severalRequests();
    }
  }
  if (several > 0)
    opts.log.info(
      `verify: ${several} object(s) not checked: their applier's write is several requests (housekeeping beside the apply), and a dry run of each would not see the one before.`,
    );
  if (todo.length === 0) return 0;
  const started = performance.now();
  opts.log.info(
    `Checking ${todo.length} object(s) against the cluster: dry-run requests (dryRun=All, up to ${CONCURRENCY} at a time, within ${opts.timeoutSeconds} s).`,
  );
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutSeconds * 1000);
  try {
    await pool(todo, CONCURRENCY, async (c) => {
      c.target.report.verification = await verifyOne(client, c, opts, deadline.signal);
    });
  } finally {
    clearTimeout(timer);
  }
  const ms = performance.now() - started;
  const tally = verificationTally(todo.map((c) => c.target.report));
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

async function verifyOne(
  client: KubeClient,
  c: Check,
  opts: VerifyOptions,
  deadline: AbortSignal,
): Promise<Verification> {
  const { item, path } = c.target;
  if (path === undefined) {
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
  const { ours } = c;
  const defaulted = new Set(ours.report.changes.filter((ch) => ch.setBy === 'defaults').map((ch) => ch.path));
  const input = {
    intent: c.manifest,
    live: item.live,
    schema: c.schema.root,
    ours: { object: ours.object, status: ours.status },
    defaulted,
  };
  const req = dryRunRequest(path, c.manifest, {
    ...c.apply,
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
