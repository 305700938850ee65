// Every input of the Action and every fact of the run it needs from the runner's
// environment, read and checked here and nowhere else. A bad value is a
// one-line error naming the input.

import { readFileSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve, sep } from 'node:path';
import { chooseApplier } from '../core/appliers/index.ts';
import { isObject, type JsonObject } from '../core/index.ts';
import { kubernetesVersionProblem } from '../core/request/index.ts';
import { FIELD_VALIDATIONS, type FieldValidation, refuseFieldManager } from '../core/server/index.ts';
import { FatalError } from '../gather/errors.ts';
import type { LiveSource } from '../gather/gather.ts';
import { patternLines } from '../gather/glob.ts';
import { namespaceOptionProblem } from '../gather/namespace.ts';
import { readVerify } from '../gather/verify-option.ts';

export type CommentMode = 'update' | 'new' | 'off';
export type FailOn = 'conflict' | 'delete' | 'change' | 'never';

export interface ActionInputs {
  manifests: string[];
  changedOnly: boolean;
  live: LiveSource;
  fieldManager: string;
  force: boolean;
  /** The tool whose write is previewed (input applier: a core/appliers preset); absent: a plain server-side apply. */
  applier?: string;
  /** Input owner: the Flux Kustomization, Helm release or Argo CD Application; absent: each live object's. */
  owner?: string;
  /** Input mode: client-side previews kubectl's client-side apply (the kubectl preset). */
  mode?: 'server-side' | 'client-side';
  /** Input namespace: kubectl's -n (namespace.ts); absent: the default namespace rules. */
  namespace?: string;
  /** Input prune: whether objects whose manifest is gone are deleted; absent (auto): the applier's default. */
  prune?: boolean;
  /** Default objects as the API server does (input defaults, true); false: the raw merge. */
  defaults: boolean;
  /** Input field-validation: the fieldValidation of every write (default Strict, as kubectl sends). */
  fieldValidation: FieldValidation;
  /** Input render: auto renders the repository's Flux, Argo CD, Kustomize and Helm sources; none reads files as they are. Default auto, or none with base-manifests. */
  render: 'auto' | 'none';
  /** Input remote-charts: fetch pulls charts of Helm and OCI repositories (once for head and base); skip lists them as not rendered. Default fetch. */
  remoteCharts: 'fetch' | 'skip';
  crds: string[];
  apiUrl?: string;
  apiToken?: string;
  githubToken?: string;
  comment: CommentMode;
  failOn: FailOn;
  /** Where the repository is checked out, as given (relative to the workspace); "" for the workspace itself. */
  workingDirectory: string;
  /** The playground page each object of the report links to (its state in the fragment); absent: no links. */
  playgroundUrl?: string;
  /** verify: server-dry-run (live: cluster only): each apply sent with dryRun=All and compared, within verify-timeout seconds. */
  verify?: { timeoutSeconds: number };
  /** Input kubernetes-version (`1.36`, `1.36.2`); absent: the cluster's /version with live: cluster, else the newest modelled. */
  kubernetesVersion?: string;
}

export interface PullRequest {
  number: number;
  baseSha: string;
  headSha?: string;
  /** The event's `changed_files`: how many files the pull request changes (GitHub lists at most 3,000). */
  changedFiles?: number;
}

export interface RunContext {
  workspace: string;
  /** GitHub's REST API (GITHUB_API_URL), e.g. https://api.github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
  eventName: string;
  pullRequest: PullRequest | null;
  /** The run's page, where the job summary is. */
  runUrl: string;
  /** Where the JSON report is written. */
  reportDir: string;
}

/** Reads an input by name as @actions/core does (`INPUT_<NAME>`, hyphens kept); "" when unset. */
export type InputReader = (name: string) => string;

export function envInputReader(env: NodeJS.ProcessEnv): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function oneOf<T extends string>(get: InputReader, name: string, values: readonly T[], dflt: T): T {
  const v = get(name) || dflt;
  if (!(values as readonly string[]).includes(v)) {
    throw new FatalError(`input ${name}: ${JSON.stringify(v)} is not one of ${values.join(', ')}`);
  }
  return v as T;
}

function bool(get: InputReader, name: string, dflt: boolean): boolean {
  const v = get(name);
  if (v === '') return dflt;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^(false|no|off)$/i.test(v)) return false;
  throw new FatalError(`input ${name}: ${JSON.stringify(v)} is not true or false`);
}

export function readInputs(get: InputReader): ActionInputs {
  const manifests = patternLines(get('manifests'));
  if (manifests.length === 0) throw new FatalError('input manifests: give at least one file pattern');
  const liveRaw = get('live');
  let live: LiveSource;
  if (liveRaw === '') throw new FatalError('input live: give "cluster", "base" or the path of a snapshot');
  else if (liveRaw === 'cluster') live = { mode: 'cluster', kubeconfig: get('kubeconfig') };
  else if (liveRaw === 'base') {
    live = { mode: 'base', ref: '' };
    const rendered = patternLines(get('base-manifests'));
    if (rendered.length > 0) live.manifests = rendered;
  } else live = { mode: 'snapshot', paths: patternLines(liveRaw) };

  if (live.mode !== 'base' && get('base-manifests') !== '') {
    throw new FatalError('input base-manifests: only used with live: base');
  }
  const applier = get('applier');
  const modeRaw = get('mode');
  const forceRaw = get('force');
  const owner = get('owner');
  const choice = chooseApplier({
    applier: applier === '' ? undefined : applier,
    mode: modeRaw === '' ? undefined : modeRaw,
    fieldManager: get('field-manager') || (applier === '' && modeRaw !== 'client-side' ? 'kubectl' : ''),
    force: forceRaw === '' ? undefined : bool(get, 'force', false),
    owner,
  });
  if (typeof choice === 'string') throw new FatalError(`input ${choice}`);
  const fieldManager = choice.fieldManager;
  // Refused as kube-apiserver refuses it (core/server/refuse.ts): over 128 bytes, or unprintable.
  const refused = refuseFieldManager(fieldManager, 'apply');
  if (refused !== null) throw new FatalError(`input field-manager: ${refused.message}`);
  const pruneRaw = get('prune');
  if (pruneRaw !== '' && pruneRaw !== 'auto' && pruneRaw !== 'true' && pruneRaw !== 'false')
    throw new FatalError(`input prune: ${JSON.stringify(pruneRaw)} is not one of auto, true, false`);
  const namespace = get('namespace');
  if (namespace !== '') {
    const problem = namespaceOptionProblem(namespace);
    if (problem !== null) throw new FatalError(`input namespace: ${problem}`);
  }
  const inputs: ActionInputs = {
    manifests,
    changedOnly: bool(get, 'changed-only', true),
    live,
    fieldManager,
    force: choice.force,
    ...(choice.preset !== null ? { applier: choice.preset.name } : {}),
    ...(owner !== '' ? { owner } : {}),
    ...(modeRaw !== '' ? { mode: choice.mode } : {}),
    ...(namespace !== '' ? { namespace } : {}),
    ...(pruneRaw === 'true' || pruneRaw === 'false' ? { prune: pruneRaw === 'true' } : {}),
    defaults: bool(get, 'defaults', true),
    fieldValidation: oneOf(get, 'field-validation', FIELD_VALIDATIONS, 'Strict'),
    // auto by default; with base-manifests (rendered in the job), none.
    render: oneOf(
      get,
      'render',
      ['auto', 'none'] as const,
      live.mode === 'base' && live.manifests ? 'none' : 'auto',
    ),
    remoteCharts: oneOf(get, 'remote-charts', ['fetch', 'skip'] as const, 'fetch'),
    crds: patternLines(get('crds')),
    comment: oneOf(get, 'comment', ['update', 'new', 'off'] as const, 'update'),
    failOn: oneOf(get, 'fail-on', ['conflict', 'delete', 'change', 'never'] as const, 'conflict'),
    workingDirectory: get('working-directory'),
  };
  const apiUrl = get('api-url');
  if (apiUrl !== '') {
    let u: URL;
    try {
      u = new URL(apiUrl);
    } catch {
      throw new FatalError(`input api-url: ${JSON.stringify(apiUrl)} is not a URL`);
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') {
      throw new FatalError('input api-url: must be an http:// or https:// URL');
    }
    if (u.username || u.password)
      throw new FatalError('input api-url: put credentials in api-token, not in the URL');
    inputs.apiUrl = apiUrl;
  }
  const kubernetesVersion = get('kubernetes-version');
  if (kubernetesVersion !== '') {
    const problem = kubernetesVersionProblem(kubernetesVersion);
    if (problem !== null) throw new FatalError(`input kubernetes-version: ${problem}`);
    inputs.kubernetesVersion = kubernetesVersion;
  }
  const verify = readVerify(get('verify'), get('verify-timeout'), live.mode);
  if (verify) inputs.verify = verify;
  const playgroundUrl = get('playground-url');
  if (playgroundUrl !== '') inputs.playgroundUrl = playgroundPage(playgroundUrl);
  const apiToken = get('api-token');
  if (apiToken !== '') inputs.apiToken = apiToken;
  const githubToken = get('github-token');
  if (githubToken !== '') inputs.githubToken = githubToken;
  return inputs;
}

/** The playground's address as links start with it: http(s), no credentials, no fragment (the state goes there). */
function playgroundPage(value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new FatalError(`input playground-url: ${JSON.stringify(value)} is not a URL`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') {
    throw new FatalError('input playground-url: must be an http:// or https:// URL');
  }
  if (u.username || u.password) throw new FatalError('input playground-url: must not hold credentials');
  if (u.hash !== '')
    throw new FatalError(
      'input playground-url: must not have a fragment (#...): the link puts the state there',
    );
  return u.href;
}

/**
 * The directory the file inputs, git and the pull request's paths are relative
 * to: `working-directory` resolved against the workspace (a checkout with
 * `actions/checkout`'s `path:`), or the workspace itself.
 */
export function workingDirectory(workspace: string, input: string): string {
  if (input === '') return workspace;
  if (input.includes('\0')) throw new FatalError('input working-directory: must not contain a NUL character');
  const dir = resolve(workspace, input);
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new FatalError(
      `input working-directory: ${JSON.stringify(input)} does not exist (looked for ${dir}; check out the repository there first)`,
    );
  }
  if (!isDir)
    throw new FatalError(`input working-directory: ${JSON.stringify(input)} is not a directory (${dir})`);
  // A pull request may make a directory of the workspace a symbolic link (to the runner's
  // home, to /): its files would then count as the repository's.
  const inside = (root: string, p: string) =>
    p === root || p.startsWith(root.endsWith(sep) ? root : root + sep);
  if (inside(resolve(workspace), dir) && !inside(realpathSync(workspace), realpathSync(dir))) {
    throw new FatalError(
      `input working-directory: ${JSON.stringify(input)} is a symbolic link that leaves the workspace: not read`,
    );
  }
  return dir;
}

function readEvent(path: string | undefined): JsonObject {
  if (!path) return {};
  try {
    const v: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isObject(v) ? v : {};
  } catch {
    throw new FatalError(`GITHUB_EVENT_PATH ${path}: cannot read the event`);
  }
}

/** A commit id from the event (40 or 64 hex digits), or '' (it is passed to git). */
function commitId(v: unknown): string {
  return typeof v === 'string' && /^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(v) ? v : '';
}

export function readContext(env: NodeJS.ProcessEnv): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const pr = isObject(event.pull_request) ? event.pull_request : null;
  let pullRequest: PullRequest | null = null;
  if (pr) {
    // The number goes into API paths: a positive integer, nothing else.
    if (typeof pr.number !== 'number' || !Number.isSafeInteger(pr.number) || pr.number <= 0) {
      throw new FatalError(
        `GITHUB_EVENT_PATH: pull_request.number is not a positive integer (${JSON.stringify(pr.number) ?? 'absent'})`,
      );
    }
    const base = isObject(pr.base) ? pr.base : {};
    const head = isObject(pr.head) ? pr.head : {};
    pullRequest = { number: pr.number, baseSha: commitId(base.sha) };
    const headSha = commitId(head.sha);
    if (headSha !== '') pullRequest.headSha = headSha;
    if (
      typeof pr.changed_files === 'number' &&
      Number.isSafeInteger(pr.changed_files) &&
      pr.changed_files >= 0
    )
      pullRequest.changedFiles = pr.changed_files;
  }
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    owner,
    repo,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    pullRequest,
    runUrl: `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`,
    // Not on a runner (run locally): the system's temp directory.
    reportDir: env.RUNNER_TEMP || tmpdir(),
  };
}
