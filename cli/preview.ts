// `apply-preview preview --live <path|base|cluster> MANIFESTS...`: the Action's run
// on a workstation. The same gathering code (gather/gather.ts) reads the
// manifests, the live state and the schemas; the report is printed as text (or
// Markdown, or JSON).

import { resolve } from 'node:path';
import { chooseApplier } from '../core/appliers/index.ts';
import { stringifyJson } from '../core/index.ts';
import { renderMarkdown, renderText } from '../core/preview/render/index.ts';
import { BUILTIN_VERSIONS } from '../core/schema/builtin/index.ts';
import { FatalError } from '../gather/errors.ts';
import type { LiveSource, PreviewConfig } from '../gather/gather.ts';
import { runPreview } from '../gather/gather.ts';
import { changedSinceCommit, firstCommit } from '../gather/git.ts';
import { namespaceOptionProblem } from '../gather/namespace.ts';
import { refusedCount } from '../gather/verify.ts';
import { readVerify } from '../gather/verify-option.ts';
import {
  fieldValidationOption,
  kubernetesVersionOption,
  type OptionSpec,
  type Parsed,
  UsageError,
} from './args.ts';
import { type CliIO, InputError } from './io.ts';

export const PREVIEW_HELP = `Usage: apply-preview preview --live <SNAPSHOT|base|cluster> [options] MANIFESTS...

What "kubectl apply --server-side" of MANIFESTS (files, directories or globs of
YAML/JSON; several documents per file; kind: List expanded) would do to the live
objects: field changes, ownership, pruned fields and conflicts. The same run as
the GitHub Action, printed as text.

Where the live state comes from (--live):
  SNAPSHOT    a file, directory or glob of live objects, as written by
              "kubectl get ... -o yaml --show-managed-fields"
  base        no cluster: the manifests at --base, applied by the field manager
  cluster     each object read from the cluster of --kubeconfig (404: created),
              with the cluster's OpenAPI v3 for schemas

Options:
  --field-manager NAME  the field manager (default: kubectl, or the applier's)
  --force               preview a forced apply (--force-conflicts)
  --client-side         what "kubectl apply" without --server-side does
  --applier NAME        a tool's whole write: kubectl, kubectl-server-side, flux,
                        argocd, argocd-server-side, helm3, helm4
  --owner NS/NAME       with flux, helm3, helm4, argocd*: the Kustomization, Helm
                        release or Argo CD Application whose metadata the tool writes
                        (default: each live object's, else default/default)
  -n, --namespace NS    as "kubectl apply -n NS": an object of a namespaced kind without
                        metadata.namespace goes to NS (in the manifests, the base and
                        the cluster reads); one in another namespace is refused, as
                        kubectl refuses it; cluster-scoped kinds are left alone.
                        Default: a snapshot or base object in no namespace or in
                        "default" matches; --live cluster uses the context's namespace
  --prune               with --live base or cluster: the applier deletes objects whose
                        manifests are gone (default: the applier's own default)
  --no-defaults         skip the API server's defaulting (the raw merge)
  --field-validation V  Strict (default, as kubectl sends it), Warn or Ignore: what the
                        server does with fields the schema does not declare (a server-side
                        apply refuses them whatever V; kubectl's create under Strict too)
  --kubernetes-version V  the cluster's Kubernetes version (1.36, or a patch: 1.36.2):
                        its built-in schemas type the objects. Default: with --live
                        cluster, what the cluster's /version reports; else the newest
                        modelled (${BUILTIN_VERSIONS.join(', ')})
  --crds GLOB           CustomResourceDefinition files for custom resources
                        (CRDs among the manifests are used too)
  --base REF            with --live base: the commit to compare with
                        (default: origin/HEAD, else main, else master)
  --render MODE         auto: render the repository's Flux Kustomizations and
                        HelmReleases, Argo CD Applications, kustomization and chart
                        directories (kubectl or kustomize, and helm, from PATH), at
                        the head and at --base (default; plain manifests are read
                        as they are); none: files as they are
  --remote-charts MODE  with --render auto: fetch (default) pulls the charts of
                        Helm and OCI repositories that HelmReleases and Argo CD
                        Applications name (helm pull, once for head and base; no
                        credentials); skip lists them as not rendered
  --base-manifests GLOB with --live base: rendered base manifests on disk, replayed
                        instead of the files of --base
  --kubeconfig PATH     with --live cluster (default: $KUBECONFIG, else ~/.kube/config)
  --context NAME        with --live cluster: the kubeconfig context (default: current)
  --verify              with --live cluster: send each apply to the cluster with
                        dryRun=All (nothing is written; needs RBAC patch) and
                        compare its answer with the preview, field by field
  --verify-timeout SECONDS  with --verify: give up after this long (default 60);
                        what has no answer is "not checked", the preview stands
  --api-url URL         compute the preview with a deployed API instead of in-process
                        (token: $APPLY_PREVIEW_API_TOKEN)
  -C, --dir DIR         work as if started in DIR (paths and git are relative to it)
  --format FORMAT       text (default), markdown or json
  --color WHEN          auto (default: on a terminal unless NO_COLOR), always or never
  -h, --help            show this help

Exit status: 0 nothing conflicts; 1 an apply would conflict, the API server
would refuse a write as invalid, an object could not be previewed, or (--verify)
the cluster refused a dry run; 2 usage or input error.
`;

export const PREVIEW_SPEC: OptionSpec = {
  live: { type: 'string' },
  'field-manager': { type: 'string' },
  force: { type: 'boolean' },
  'no-defaults': { type: 'boolean' },
  'field-validation': { type: 'string' },
  'kubernetes-version': { type: 'string' },
  'client-side': { type: 'boolean' },
  applier: { type: 'string' },
  owner: { type: 'string' },
  prune: { type: 'boolean' },
  namespace: { type: 'string', short: 'n' },
  crds: { type: 'string' },
  base: { type: 'string' },
  'base-manifests': { type: 'string' },
  render: { type: 'string' },
  'remote-charts': { type: 'string' },
  kubeconfig: { type: 'string' },
  context: { type: 'string' },
  verify: { type: 'boolean' },
  'verify-timeout': { type: 'string' },
  'api-url': { type: 'string' },
  dir: { type: 'string', short: 'C' },
  format: { type: 'string' },
  color: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

function useColor(when: string | undefined, io: CliIO): boolean {
  if (when === 'always') return true;
  if (when === 'never') return false;
  if (when !== undefined && when !== 'auto') {
    throw new UsageError(`--color must be auto, always or never, got ${JSON.stringify(when)}`);
  }
  const noColor = process.env.NO_COLOR;
  return (io.stdout as { isTTY?: unknown }).isTTY === true && (noColor === undefined || noColor === '');
}

export async function runPreviewCommand(p: Parsed, io: CliIO): Promise<number> {
  if (p.booleans.has('help')) {
    io.stdout.write(PREVIEW_HELP);
    return 0;
  }
  const liveArg = p.strings.get('live');
  if (!liveArg) throw new UsageError('--live is required: a snapshot path, base or cluster');
  if (p.positionals.length === 0) throw new UsageError('missing the MANIFESTS (files, directories or globs)');
  const format = p.strings.get('format') ?? 'text';
  if (!['text', 'markdown', 'json'].includes(format)) {
    throw new UsageError(`--format must be text, markdown or json, got ${JSON.stringify(format)}`);
  }
  const color = useColor(p.strings.get('color'), io);
  // auto by default; rendered base manifests on disk (--base-manifests) read files as they are.
  const render = p.strings.get('render') ?? (p.strings.has('base-manifests') ? 'none' : 'auto');
  if (render !== 'auto' && render !== 'none') {
    throw new UsageError(`--render must be auto or none, got ${JSON.stringify(render)}`);
  }
  const remoteCharts = p.strings.get('remote-charts') ?? 'fetch';
  if (remoteCharts !== 'fetch' && remoteCharts !== 'skip') {
    throw new UsageError(`--remote-charts must be fetch or skip, got ${JSON.stringify(remoteCharts)}`);
  }
  if (render === 'auto' && p.strings.has('base-manifests'))
    throw new UsageError('--render auto renders the base itself: drop --base-manifests');
  const fieldValidation = fieldValidationOption(p);
  const kubernetesVersion = kubernetesVersionOption(p, undefined);
  const workspace = resolve(p.strings.get('dir') ?? process.cwd());
  for (const [opt, mode] of [
    ['base', 'base'],
    ['base-manifests', 'base'],
    ['kubeconfig', 'cluster'],
    ['context', 'cluster'],
  ] as const) {
    if (p.strings.has(opt) && liveArg !== mode) throw new UsageError(`--${opt} goes with --live ${mode}`);
  }

  if (p.booleans.has('verify') && liveArg !== 'cluster')
    throw new UsageError('--verify goes with --live cluster');
  if (p.strings.has('verify-timeout') && !p.booleans.has('verify'))
    throw new UsageError('--verify-timeout goes with --verify');
  let verify: { timeoutSeconds: number } | null = null;
  try {
    verify = readVerify(
      p.booleans.has('verify') ? 'server-dry-run' : 'off',
      p.strings.get('verify-timeout') ?? '',
      liveArg === 'cluster' ? 'cluster' : 'snapshot',
      { verify: '--verify', timeout: '--verify-timeout' },
    );
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }

  let live: LiveSource;
  if (liveArg === 'cluster') {
    live = {
      mode: 'cluster',
      kubeconfig: p.strings.get('kubeconfig') ?? '',
      context: p.strings.get('context'),
    };
  } else if (liveArg === 'base' && p.strings.has('base-manifests')) {
    live = { mode: 'base', ref: '', manifests: [p.strings.get('base-manifests')!] };
  } else if (liveArg === 'base') {
    const ref =
      p.strings.get('base') ??
      (await firstCommit(['origin/HEAD', 'main', 'master', 'origin/main'], workspace));
    if (!ref) throw new UsageError('--live base: no origin/HEAD, main or master here; give --base REF');
    live = { mode: 'base', ref };
  } else live = { mode: 'snapshot', paths: [liveArg] };

  const crds = p.strings.get('crds');
  const applier = p.strings.get('applier');
  const clientSide = p.booleans.has('client-side');
  const choice = chooseApplier({
    applier,
    mode: clientSide ? 'client-side' : undefined,
    fieldManager: p.strings.get('field-manager') ?? (applier === undefined && !clientSide ? 'kubectl' : ''),
    force: p.booleans.has('force') ? true : undefined,
    owner: p.strings.get('owner'),
  });
  if (typeof choice === 'string') throw new UsageError(choice);
  const owner = p.strings.get('owner');
  const namespace = p.strings.get('namespace');
  if (namespace !== undefined) {
    const problem = namespaceOptionProblem(namespace);
    if (problem !== null) throw new UsageError(`--namespace ${problem}`);
  }
  const cfg: PreviewConfig = {
    workspace,
    manifests: p.positionals,
    changed: null,
    live,
    fieldManager: choice.fieldManager,
    force: choice.force,
    defaults: !p.booleans.has('no-defaults'),
    fieldValidation,
    ...(kubernetesVersion !== undefined ? { kubernetesVersion } : {}),
    ...(applier !== undefined ? { applier } : {}),
    ...(owner !== undefined ? { owner } : {}),
    ...(clientSide ? { mode: 'client-side' as const } : {}),
    ...(p.booleans.has('prune') ? { prune: true } : {}),
    ...(namespace !== undefined ? { namespace } : {}),
    crds: crds ? [crds] : [],
    render,
    remoteCharts,
  };
  if (verify) cfg.verify = verify;
  // Rendering previews only the sources the branch touches: the files that differ from --base.
  if (render === 'auto' && live.mode === 'base' && !live.manifests) {
    try {
      cfg.renderChanged = await changedSinceCommit(live.ref, workspace);
    } catch {
      // not a git work tree at that commit: every source is previewed (the base read says why it fails)
    }
  }
  const apiUrl = p.strings.get('api-url');
  if (apiUrl) {
    cfg.apiUrl = apiUrl;
    const token = process.env.APPLY_PREVIEW_API_TOKEN;
    if (token) cfg.apiToken = token;
  }
  const log = {
    info() {},
    warning: (m: string) => io.stderr.write(`apply-preview: warning: ${m}\n`),
  };
  let preview: Awaited<ReturnType<typeof runPreview>>;
  try {
    preview = await runPreview(cfg, log);
  } catch (e) {
    if (e instanceof FatalError) throw new InputError(e.message);
    throw e;
  }
  const { report } = preview;
  const skipped = preview.skippedSources ?? [];
  if (skipped.length > 0)
    io.stderr.write(
      `apply-preview: render: ${skipped.length} source${skipped.length === 1 ? '' : 's'} the change does not touch, not previewed: ${skipped.join(', ')}\n`,
    );
  if (preview.files.length === 0) {
    throw new InputError(`no file matches ${p.positionals.map((m) => JSON.stringify(m)).join(', ')}`);
  }
  if (format === 'json') io.stdout.write(`${stringifyJson(report, 2)}\n`);
  else if (format === 'markdown') io.stdout.write(`${renderMarkdown(report, { sides: preview.sides })}\n`);
  else io.stdout.write(renderText(report, { color }));
  const s = report.summary;
  return s.conflict > 0 || (s.invalid ?? 0) > 0 || s.error > 0 || refusedCount(report) > 0 ? 1 : 0;
}
