// The Action: gather the pull request's manifests and the live state, preview the
// server-side apply, and write the result where reviewers look (the sticky
// comment, the job summary, annotations on the manifests' lines, outputs, a JSON
// report). `run()` never throws: a failure of its own is one line through
// `core.setFailed`, and the exit status follows `fail-on`.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { GITHUB_PR_FILES_CAP, stringifyJson } from '../core/index.ts';
import type { BatchReport, ObjectReport } from '../core/preview/index.ts';
import {
  GITHUB_COMMENT_LIMIT,
  type MarkdownOptions,
  MIN_MARKDOWN_LENGTH,
  renderMarkdown,
  renderMarkdownWithin,
  wholeMarkdownWithin,
} from '../core/preview/render/index.ts';
import { FatalError, oneLine } from '../gather/errors.ts';
import { type PreviewConfig, runPreview } from '../gather/gather.ts';
import { changedBetween, repositoryPrefix, resolveCommit } from '../gather/git.ts';
import type { Logger } from '../gather/log.ts';
import type { ManifestEntry } from '../gather/manifests.ts';
import { refusedCount } from '../gather/verify.ts';
import { annotationsOf, lineOf } from './annotations.ts';
import { postComment } from './comment.ts';
import { gitHub, gitHubLimits, pullRequestFiles } from './github.ts';
import { type ActionInputs, type RunContext, readContext, readInputs, workingDirectory } from './inputs.ts';
import { withNodes } from './lines.ts';
import { failure, outputsOf } from './outputs.ts';
import { playgroundLinks } from './playground.ts';

/** The text of the hidden comment a sticky comment is found by. */
export const MARKER = 'apply-preview';
const MARKER_COMMENT = `<!-- ${MARKER} -->`;
/** The job summary of a step is capped at 1 MiB (in bytes). */
const SUMMARY_LIMIT = 1_000_000;

const log: Logger = {
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
};

function maskSecret(value: string): void {
  for (const line of value.split(/\r?\n/)) if (line.trim().length >= 4) core.setSecret(line.trim());
}

function title(inputs: ActionInputs, liveDescription: string): string {
  const live = inputs.live.mode === 'snapshot' ? 'snapshot' : inputs.live.mode;
  return `Server-side apply preview — ${inputs.fieldManager}${inputs.force ? ' (force)' : ''} onto ${live}${liveDescription && inputs.live.mode !== 'snapshot' ? ` (${liveDescription})` : ''}`;
}

/** The comment's body: the whole report, or as much as fits with a pointer to the job summary. */
export function commentBody(
  report: BatchReport,
  heading: string,
  runUrl: string,
  playground?: MarkdownOptions['playground'],
  sides?: MarkdownOptions['sides'],
): string {
  const full = wholeMarkdownWithin(report, {
    marker: MARKER,
    title: heading,
    playground,
    sides,
    maxLength: GITHUB_COMMENT_LIMIT,
  });
  if (full !== null) return full;
  const footer = `> 📄 The whole report is longer than a comment can be: it is in the job summary of [this run](${runUrl}).`;
  let body = renderMarkdown(report, {
    marker: MARKER,
    title: heading,
    playground,
    sides,
    maxLength: GITHUB_COMMENT_LIMIT - footer.length - 2,
  });
  if (body.length > GITHUB_COMMENT_LIMIT - footer.length - 2) {
    body = `${body.slice(0, GITHUB_COMMENT_LIMIT - footer.length - 40)}\n\n…(cut)`;
  }
  return `${body}\n\n${footer}`;
}

/**
 * The whole report for the job summary, within its limit (bytes, not
 * characters): rendered within a number of characters (cut at a line when the
 * object table and conflicts alone are longer), then again with fewer when the
 * bytes are too many, and cut as a last resort.
 */
export function summaryText(
  report: BatchReport,
  heading: string,
  playground?: MarkdownOptions['playground'],
  sides?: MarkdownOptions['sides'],
): string {
  let max = SUMMARY_LIMIT;
  let text = '';
  for (let round = 0; round < 3; round++) {
    text = renderMarkdownWithin(report, { title: heading, maxLength: max, playground, sides });
    const bytes = Buffer.byteLength(text);
    if (bytes <= SUMMARY_LIMIT) return text;
    max = Math.max(MIN_MARKDOWN_LENGTH, Math.floor((max * SUMMARY_LIMIT) / bytes) - 1000);
  }
  const tail = '\n\n> ✂️ **Cut:** the rest of the report does not fit in a job summary.\n';
  const room = SUMMARY_LIMIT - Buffer.byteLength(tail);
  const cut = Buffer.from(text).subarray(0, room).toString('utf8');
  const end = cut.lastIndexOf('\n');
  return `${end > 0 ? cut.slice(0, end) : cut.replace(/\uFFFD$/, '')}${tail}`;
}

/** The paths of `files` (from the repository's top) under `prefix`, relative to it. */
function under(files: ReadonlySet<string>, prefix: string): Set<string> {
  if (prefix === '') return new Set(files);
  const out = new Set<string>();
  for (const f of files) if (f.startsWith(prefix)) out.add(f.slice(prefix.length));
  return out;
}

async function execute(): Promise<void> {
  const env = process.env;
  const inputs = readInputs((name) => core.getInput(name));
  const ctx: RunContext = readContext(env);
  if (inputs.githubToken) maskSecret(inputs.githubToken);
  if (inputs.apiToken) maskSecret(inputs.apiToken);

  const pr = ctx.pullRequest;
  if (!pr)
    core.info(`Not a pull request event (${ctx.eventName || 'none'}): every match is previewed, no comment.`);
  const needsGitHub = pr !== null && (inputs.changedOnly || inputs.comment !== 'off');
  if (needsGitHub && !inputs.githubToken) {
    throw new FatalError(
      'input github-token is empty: it is needed to list the pull request files and to comment (the default github.token works, with permissions pull-requests: write; or set comment: off and changed-only: false)',
    );
  }
  if (needsGitHub && (!ctx.owner || !ctx.repo))
    throw new FatalError('GITHUB_REPOSITORY is not set (owner/repo)');
  const gh = needsGitHub ? gitHub(inputs.githubToken!, ctx.apiUrl, gitHubLimits(env)) : null;

  // File inputs, git and the report's paths are relative to the working directory;
  // the pull request's files and annotations to the repository's top.
  const root = workingDirectory(ctx.workspace, inputs.workingDirectory);
  const prefix = await repositoryPrefix(root);
  if (inputs.workingDirectory !== '') {
    core.info(
      `Working directory ${root}${prefix ? ` (${prefix.replace(/\/$/, '')} in its repository)` : ''}.`,
    );
  }

  const cfg: PreviewConfig = {
    workspace: root,
    manifests: inputs.manifests,
    changed: null,
    live: inputs.live,
    fieldManager: inputs.fieldManager,
    force: inputs.force,
    defaults: inputs.defaults,
    fieldValidation: inputs.fieldValidation,
    render: inputs.render,
    remoteCharts: inputs.remoteCharts,
    ...(inputs.applier !== undefined ? { applier: inputs.applier } : {}),
    ...(inputs.owner !== undefined ? { owner: inputs.owner } : {}),
    ...(inputs.mode !== undefined ? { mode: inputs.mode } : {}),
    ...(inputs.prune !== undefined ? { prune: inputs.prune } : {}),
    ...(inputs.namespace !== undefined ? { namespace: inputs.namespace } : {}),
    crds: inputs.crds,
    apiUrl: inputs.apiUrl,
    apiToken: inputs.apiToken,
    onSecret: maskSecret,
  };
  if (inputs.verify) cfg.verify = inputs.verify;
  if (inputs.kubernetesVersion !== undefined) cfg.kubernetesVersion = inputs.kubernetesVersion;
  if (inputs.live.mode === 'base' && !inputs.live.manifests) {
    if (!pr?.baseSha) {
      throw new FatalError(
        'live: base needs a pull_request event (it compares with the base commit), or base-manifests',
      );
    }
    cfg.live = { ...inputs.live, ref: pr.baseSha };
  }
  // With live: cluster, the base commit names the objects whose manifests the pull request removes.
  if (inputs.live.mode === 'cluster' && pr?.baseSha) cfg.baseRef = pr.baseSha;
  if (pr && inputs.changedOnly && gh) {
    let changed = await pullRequestFiles(gh, ctx.owner, ctx.repo, pr.number);
    // GitHub lists at most 3,000 files of a pull request: past that, git says which.
    const cut =
      pr.changedFiles === undefined
        ? changed.listed >= GITHUB_PR_FILES_CAP
        : pr.changedFiles > changed.listed;
    if (cut) {
      const what = `GitHub lists ${changed.listed} of the pull request's ${pr.changedFiles ?? 'more than 3000'} changed files`;
      try {
        const base = await resolveCommit(pr.baseSha, root);
        const head = pr.headSha ? await resolveCommit(pr.headSha, root) : 'HEAD';
        changed = { ...(await changedBetween(base, head, root)), listed: changed.listed };
        core.warning(
          `${what} (its limit): the changed files are taken from git diff ${base.slice(0, 12)}...${head.slice(0, 12)} instead.`,
        );
      } catch (e) {
        throw new FatalError(
          `${what} (its limit), and git cannot say which the others are (${oneLine(e)}): check out with fetch-depth: 0, or set changed-only: false`,
        );
      }
    }
    cfg.changed = under(changed.head, prefix);
    cfg.changedAtBase = under(changed.base, prefix);
    core.info(
      `Pull request #${pr.number}: ${changed.head.size} changed file(s)${prefix ? `, ${cfg.changed.size} under ${prefix}` : ''}.`,
    );
  }

  const started = performance.now();
  const preview = await runPreview(cfg, log);
  const ms = performance.now() - started;
  const { report } = preview;
  const skipped = preview.skippedSources ?? [];
  if (skipped.length > 0)
    core.notice(
      `render: ${skipped.length} source${skipped.length === 1 ? '' : 's'} the pull request does not touch, not previewed: ${skipped.join(', ')}`,
    );
  const n = report.objects.length;
  core.info(
    `Previewed ${n} object(s) from ${preview.files.length} file(s) against ${preview.liveDescription} in ${ms.toFixed(0)} ms${n > 0 ? ` (${(ms / n).toFixed(2)} ms per object)` : ''} with ${inputs.apiUrl ? 'the API' : 'the embedded engine'}.`,
  );

  // Field lines only for the objects annotated on a field (their files parsed again).
  const onFields = report.objects.flatMap((o, i) => (onAField(o) ? [i] : []));
  const entries = await withNodes(preview.entries, onFields, root);
  // Each refused field's line, for the comment and the JSON report.
  placeCauses(report.objects, entries);

  const reportPath = join(ctx.reportDir, `apply-preview-${env.GITHUB_ACTION || 'report'}.json`);
  mkdirSync(ctx.reportDir, { recursive: true });
  writeFileSync(reportPath, `${stringifyJson(report, 2)}\n`);
  const outputs = Object.entries(outputsOf(report.summary, reportPath));
  if (env.GITHUB_OUTPUT) for (const [k, v] of outputs) core.setOutput(k, String(v));
  // Not on a runner (run locally): no step outputs to write, so they are printed.
  else
    core.info(
      `GITHUB_OUTPUT is not set: outputs not written (${outputs.map(([k, v]) => `${k}=${v}`).join(', ')}).`,
    );

  const heading = title(inputs, preview.liveDescription);
  let links: MarkdownOptions['playground'];
  if (inputs.playgroundUrl) {
    const made = playgroundLinks(inputs.playgroundUrl, preview, inputs);
    links = made.links;
    const { linked, secret, tooLong } = made.counts;
    core.info(
      `Playground links: ${linked} object(s) linked${secret > 0 ? `, ${secret} Secret(s) without one` : ''}${tooLong > 0 ? `, ${tooLong} too long to link` : ''}.`,
    );
  }
  if (env.GITHUB_STEP_SUMMARY)
    await core.summary.addRaw(summaryText(report, heading, links, preview.sides), true).write();

  if (pr && gh && inputs.comment !== 'off') {
    const body = commentBody(report, heading, ctx.runUrl, links, preview.sides);
    const r = await postComment(
      gh,
      { owner: ctx.owner, repo: ctx.repo, issue: pr.number, marker: MARKER_COMMENT },
      body,
      inputs.comment,
      n > 0,
    );
    core.info(
      r.action === 'skipped'
        ? 'Nothing to preview and no earlier comment: no comment.'
        : `Comment ${r.action}: ${r.url ?? r.id}`,
    );
  }

  for (const a of annotationsOf(report.objects, entries)) {
    const props = { file: prefix + a.file, startLine: a.line, title: a.title };
    if (a.level === 'error') core.error(a.message, props);
    else core.warning(a.message, props);
  }

  const why = failure(report.summary, inputs.failOn, refusedCount(report));
  if (why) core.setFailed(why);
}

/** Whether an object gets annotations on its fields' lines. */
function onAField(o: ObjectReport): boolean {
  if (o.action === 'conflict') return o.conflicts.length > 0;
  if (o.action === 'invalid') return (o.causes ?? []).some((c) => c.path !== undefined);
  if (o.action === 'error') return false;
  return o.pruned.length > 0 || o.notes.some((n) => n.code === 'field-warning' && n.path !== undefined);
}

/** Sets the manifest line of each cause of the refused objects that names a field. */
function placeCauses(objects: readonly ObjectReport[], entries: readonly ManifestEntry[]): void {
  objects.forEach((o, i) => {
    const e = entries[i];
    if (o.action !== 'invalid' || e === undefined) return;
    for (const c of o.causes ?? []) if (c.path !== undefined) c.line = lineOf(e, c.path);
  });
}

export async function run(): Promise<void> {
  try {
    await execute();
  } catch (e) {
    core.setFailed(e instanceof FatalError ? e.message : `internal error: ${oneLine(e)}`);
  }
}
