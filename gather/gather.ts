// Everything a preview needs, gathered the same way by the Action and by
// `apply-preview preview`: the manifests (with positions), the live state from
// the chosen source, the schemas (CRD files, CRDs among the manifests, the
// cluster's OpenAPI), then the engine's reports in manifest order — a bad
// manifest or an object the cluster would not show us is an `error` report of its
// own, never a failure of the whole run.

import { type ApplierChoice, chooseApplier } from '../core/appliers/index.ts';
import type { JsonObject } from '../core/index.ts';
import type { BatchReport, ObjectRef, ObjectReport, ObjectSides } from '../core/preview/index.ts';
import { batchReport, errorReport, guardReport } from '../core/preview/index.ts';
import {
  DEFAULT_KUBERNETES_VERSION,
  kubernetesVersionProblem,
  loadKubernetesVersion,
} from '../core/request/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import { mayRender } from '../gather/render/presence.ts';
import {
  type RenderMode,
  renderBase,
  renderHead,
  repositoryUrls,
  toolsOnPath,
} from '../gather/render/preview.ts';
import { type RemoteChartsMode, remoteCharts } from '../gather/render/remote-fetch.ts';
import type { RenderTools } from '../gather/render/tools.ts';
import { readBaseEntries, replayBase, replayEntries } from './base.ts';
import { KubeClient, readCluster } from './cluster.ts';
import { readClusterVersion } from './cluster-version.ts';
import { isCRD, loadCRDs, manifestCRDs, withMoreCRDs } from './crds.ts';
import { type EngineItem, makeResolver, previewItems, type Schemas } from './engine.ts';
import { FatalError, oneLine } from './errors.ts';
import { FileReader } from './files.ts';
import { trackedFiles } from './git.ts';
import { expandFiles } from './glob.ts';
import { loadKubeconfig } from './kubeconfig.ts';
import type { Logger } from './log.ts';
import { type ManifestEntry, readManifestFiles } from './manifests.ts';
import { namespaceEntries, schemaScope } from './namespace.ts';
import { Progress } from './progress.ts';
import { keyOf, LiveIndex, refOf } from './refs.ts';
import { type RemovedObject, removedReports } from './removed-reports.ts';
import { scopeNote, scopeSources, settleScopes } from './render/scope.ts';
import { loadSnapshot } from './snapshot.ts';
import { WriteChooser } from './source-applier.ts';
import { type VerifyTarget, verifyPreviews } from './verify.ts';

export type LiveSource =
  | { mode: 'cluster'; kubeconfig: string; context?: string }
  /** `manifests`: rendered base manifests on disk (globs) replayed instead of the base commit's files. */
  | { mode: 'base'; ref: string; manifests?: string[] }
  | { mode: 'snapshot'; paths: string[] };

export interface PreviewConfig {
  workspace: string;
  manifests: string[];
  /**
   * Only these workspace-relative files (a pull request's changes), plus files git
   * does not track (generated in the job, e.g. rendered Helm output); null: every match.
   */
  changed: ReadonlySet<string> | null;
  /** With `changed`, the base commit's paths of the changed files (old names of renames included). */
  changedAtBase?: ReadonlySet<string> | null;
  live: LiveSource;
  fieldManager: string;
  force: boolean;
  /** Default objects as the API server does (default true); false: the raw merge. */
  defaults?: boolean;
  /** The fieldValidation of every previewed write (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /** The applier preset (core/appliers) and mode; absent: a plain server-side apply by fieldManager. */
  applier?: string;
  mode?: 'server-side' | 'client-side';
  /** Flux, Helm, Argo CD: the Kustomization, release or Application (`namespace/name`); absent: each live object's. */
  owner?: string;
  /** Whether the applier deletes objects whose manifest is gone; absent: the applier's default. */
  prune?: boolean;
  /**
   * kubectl's -n (namespace.ts): objects of namespaced kinds without a namespace go
   * there, others in another namespace are refused; in the head, the base and the
   * cluster reads alike. Absent: a snapshot or base object in no namespace or in
   * `default` matches; the cluster's reads use the kubeconfig context's namespace.
   */
  namespace?: string;
  /**
   * With live: cluster in a pull request: the base commit, whose manifests name the
   * objects the change may delete (those no head manifest names are read from the cluster).
   */
  baseRef?: string;
  crds: string[];
  apiUrl?: string;
  apiToken?: string;
  /** RFC 3339; default: now. */
  now?: string;
  /** Called with each credential found (kubeconfig tokens, keys) so the caller can mask it. */
  onSecret?: (value: string) => void;
  /**
   * `auto`: the repository's Flux, Argo CD, Kustomize and Helm sources rendered
   * (gather/render, docs/rendering.md), head and base; `none` (default): files as they are.
   */
  render?: RenderMode;
  /** With render auto: the binaries (default: kubectl, else kustomize, and helm on PATH). */
  renderTools?: RenderTools;
  /**
   * With render auto and no `changed`: the files that differ from the base (the
   * command line's --base), head and base paths; only the sources they touch are
   * previewed (plain files are all read).
   */
  renderChanged?: { head: ReadonlySet<string>; base: ReadonlySet<string> } | null;
  /** With render auto: how many renders run at once (default RENDER_CONCURRENCY). */
  renderConcurrency?: number;
  /** With render auto: `fetch` (default) pulls charts of Helm and OCI repositories once for head and base; `skip` lists them as not rendered. */
  remoteCharts?: RemoteChartsMode;
  /** With live cluster: send each apply with dryRun=All and compare (verify: server-dry-run), within this many seconds. */
  verify?: { timeoutSeconds: number };
  /**
   * The cluster's Kubernetes version (`1.36`, `1.36.2`): whose built-in schemas type
   * the objects. Absent: with live cluster, the cluster's `/version`; else the newest
   * modelled (core/request/version.ts DEFAULT_KUBERNETES_VERSION).
   */
  kubernetesVersion?: string;
}

/** The built-in schemas of `version` loaded, for every resolver made of `schemas`; a version not modelled fails the run. */
async function useVersion(version: string, schemas: Schemas): Promise<void> {
  const problem = kubernetesVersionProblem(version);
  if (problem !== null) throw new FatalError(`kubernetes-version: ${problem}`);
  await loadKubernetesVersion(version);
  schemas.kubernetesVersion = version;
}

export interface Preview {
  report: BatchReport;
  /** The manifest entry of each report object (same index). */
  entries: ManifestEntry[];
  /** Files matched (after the changed-files filter). */
  files: string[];
  /** A few words on where the live state came from. */
  liveDescription: string;
  /** The Kubernetes version previewed (`1.36`, `1.36.2`): given, read from the cluster, or the default. */
  kubernetesVersion?: string;
  /** What each report object (same index) was previewed with: its live object (null: a create) and manifest; absent for an error before the preview. */
  inputs: ({ live: JsonObject | null; intent: JsonObject } | undefined)[];
  /** The CustomResourceDefinitions used for schemas (the crds input's files, those among the manifests, the repository's with rendering). */
  crds: JsonObject[];
  /** With `verify`: the milliseconds the check against the cluster took. */
  verifyMs?: number;
  /** Each report object's sides (same index): the object before and after, masked, for the Markdown's YAML diff; null where none. */
  sides: (ObjectSides | null)[];
  /** With render auto and changed files: the sources the change does not touch, not previewed (`Flux Kustomization ns/name`). */
  skippedSources?: string[];
}

const REASONS: Record<number, string> = {
  400: 'BadRequest',
  403: 'Forbidden',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

function failedEntry(e: ManifestEntry, message: string, cfg: PreviewConfig, code = 400): ObjectReport {
  const p = e.partial ?? (e.intent ? refOf(e.intent) : {});
  const ref: ObjectRef = { apiVersion: p.apiVersion ?? '', kind: p.kind ?? '', name: p.name ?? '' };
  if (p.namespace) ref.namespace = p.namespace;
  const error = { message, code, reason: REASONS[code] ?? 'InternalError' };
  return errorReport(ref, cfg, error, { file: e.file, document: e.document, line: e.line });
}

/** Gathers and previews. Throws FatalError for failures of the run itself. */
export async function runPreview(cfg: PreviewConfig, log: Logger): Promise<Preview> {
  const now = cfg.now ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  // Every file of the pull request is read through this one reader (files.ts).
  const reader = new FileReader(cfg.workspace);
  let { files, refused } = expandFiles(cfg.manifests, reader);
  const matched = files;
  if (cfg.changed) {
    const changed = cfg.changed;
    const tracked = await trackedFiles(cfg.workspace);
    const kept = (f: string) => changed.has(f) || (tracked !== null && !tracked.has(f));
    files = files.filter(kept);
    refused = refused.filter((r) => kept(r.file));
  }
  // render: auto: the sources rendered (head now, the base below); the files they cover are not plain manifests.
  const rendering =
    cfg.render === 'auto' && mayRender(new FileReader(cfg.workspace), matched)
      ? {
          tools: cfg.renderTools ?? toolsOnPath(),
          repoUrls: repositoryUrls(cfg.workspace),
          remoteCharts: remoteCharts(cfg.remoteCharts ?? 'fetch', undefined, (chart) =>
            log.info(`render: helm pull ${chart}`),
          ),
          ...(cfg.renderConcurrency !== undefined ? { concurrency: cfg.renderConcurrency } : {}),
        }
      : null;
  const rendered = rendering
    ? await renderHead(
        new FileReader(cfg.workspace),
        cfg.changed ?? cfg.renderChanged?.head ?? null,
        rendering,
        log,
        cfg.manifests,
      )
    : null;
  if (rendered) {
    files = files.filter((f) => !rendered.covered.has(f));
    refused = refused.filter((r) => !rendered.covered.has(r.file));
  }
  const reading = new Progress(log, 'Reading', files.length, `manifest file${files.length === 1 ? '' : 's'}`);
  const plainEntries = await readManifestFiles(files, reader, (n) => reading.tick(n), refused);
  const read = rendered ? [...rendered.entries, ...plainEntries] : plainEntries;
  if (rendered) files = [...new Set([...rendered.result.sources.map((s) => s.file), ...files])];
  reading.done(`${read.length} document${read.length === 1 ? '' : 's'}`);
  const fileCRDs = await loadCRDs(cfg.crds, reader, log);
  const found = [...fileCRDs, ...manifestCRDs(read)];
  const schemas: Schemas = { crds: withMoreCRDs(found, rendered?.result.crds ?? []), openapi: {} };
  // With -n: a kind no schema knows is namespaced, unless the cluster's discovery says.
  const ns = cfg.namespace;
  const crdScope = schemaScope(schemas.crds);
  const scopeOf = ns === undefined ? null : crdScope;
  const unknownScope = cfg.live.mode === 'cluster' ? undefined : true;
  // A rendered object whose scope was assumed, settled by the crds input's CRDs too (render/scope.ts).
  const namespaced = (list: ManifestEntry[]) => {
    const settled = settleScopes(list, crdScope);
    return ns === undefined || scopeOf === null
      ? settled
      : namespaceEntries(settled, ns, scopeOf, unknownScope);
  };
  const entries = namespaced(read);

  // entry index -> the live object (null: create) or an error of that object
  const live: (JsonObject | null)[] = new Array(entries.length).fill(null);
  const intents: (JsonObject | undefined)[] = entries.map((e) => e.intent);
  const problems: ({ message: string; code: number } | undefined)[] = entries.map((e) =>
    e.error === undefined ? undefined : { message: e.error, code: 400 },
  );
  let liveDescription = '';
  // The base's sources previewed when the command line's change is known (renderChanged).
  const baseTouched = cfg.changed ? null : (cfg.renderChanged?.base ?? null);
  // The applier whose writes the preview (and a base replay) runs; chosen from the inputs.
  const chosen = chooseApplier({
    applier: cfg.applier,
    mode: cfg.mode,
    fieldManager: cfg.fieldManager,
    force: cfg.force,
    owner: cfg.owner,
  });
  if (typeof chosen === 'string') throw new FatalError(chosen);
  const choice: ApplierChoice = chosen;
  // Without an applier of the user's, a rendered object is written as its controller writes it.
  const writes = new WriteChooser(
    choice,
    cfg.applier !== undefined || cfg.mode !== undefined,
    cfg.force,
    cfg.prune,
  );
  // Each removed object, with the base entry that made it (its source's write and prune).
  let removed: RemovedObject[] = [];
  // With live: base, the base manifest of each object: Helm 3's previous release manifest.
  const previous: (JsonObject | undefined)[] = new Array(entries.length);
  const valid = entries.flatMap((e, i) => (e.intent ? [i] : []));
  // With verify: the client the reads use, kept for the dry runs, and each object's API path.
  let kube: KubeClient | null = null;
  const objectPaths: (string | undefined)[] = new Array(entries.length);

  let kubernetesVersion = cfg.kubernetesVersion;
  if (cfg.live.mode === 'cluster') {
    const access = loadKubeconfig(cfg.live.kubeconfig, process.env, cfg.live.context);
    for (const s of access.secrets) cfg.onSecret?.(s);
    liveDescription = `cluster ${access.server}`;
    if (cfg.verify) {
      if (cfg.apiUrl)
        log.info('verify: the preview each dry run is compared with is computed in the Action.');
      kube = new KubeClient(access);
    }
    if (kubernetesVersion === undefined) {
      // No version given: the cluster's own, as it reports it.
      const client = kube ?? new KubeClient(access);
      try {
        const v = await readClusterVersion(client, access.describe);
        kubernetesVersion = v.version;
        liveDescription += `, Kubernetes ${v.reported}`;
      } catch (e) {
        kube?.close();
        throw e;
      } finally {
        if (client !== kube) client.close();
      }
    }
    await useVersion(kubernetesVersion, schemas);
    if (valid.length > 0) {
      const state = await readCluster(
        valid.map((i) => entries[i].intent!),
        access,
        log,
        kube ?? undefined,
        ns,
      ).catch((e: unknown) => {
        kube?.close();
        throw e;
      });
      schemas.openapi = state.openapi;
      valid.forEach((i, j) => {
        const r = state.results[j];
        if ('error' in r) problems[i] = { message: r.error, code: r.code };
        else {
          live[i] = r.live;
          intents[i] = r.intent;
          objectPaths[i] = r.path;
        }
      });
    }
    // The base's objects no head manifest names, as the cluster has them: the change removes their manifests.
    if (cfg.baseRef) {
      let base: Awaited<ReturnType<typeof readBaseEntries>> | null = null;
      try {
        const only = cfg.changed ? (cfg.changedAtBase ?? cfg.changed) : null;
        base = rendering
          ? await renderBase(cfg.baseRef, cfg.manifests, only, reader, rendering, log, only ?? baseTouched)
          : await readBaseEntries(
              { ref: cfg.baseRef, workspace: cfg.workspace, patterns: cfg.manifests, only },
              reader,
            );
      } catch (e) {
        log.warning(
          `the base commit could not be read (${oneLine(e)}): objects whose manifests this change removes are not reported`,
        );
      }
      const head = new LiveIndex(valid.map((i) => intents[i] ?? entries[i].intent!));
      const gone = namespaced(base?.entries ?? []).filter((e) => e.intent && head.find(e.intent) === null);
      if (gone.length > 0) {
        const state = await readCluster(
          gone.map((e) => e.intent!),
          access,
          log,
          kube ?? undefined,
          ns,
        );
        for (const [path, doc] of Object.entries(state.openapi)) schemas.openapi[path] ??= doc;
        gone.forEach((e, j) => {
          const r = state.results[j];
          // Named again once the cluster's namespace is filled in: still not in the head, and on the cluster.
          if ('error' in r || r.live === null || head.find(r.intent) !== null) return;
          removed.push({
            live: r.live,
            source: { file: e.file, document: e.document, line: e.line },
            entry: e,
          });
        });
      }
    }
  } else {
    kubernetesVersion ??= DEFAULT_KUBERNETES_VERSION;
    await useVersion(kubernetesVersion, schemas);
    let index: LiveIndex;
    // The base entry of each replayed object (rendered bases: its source's write).
    const baseEntries = new Map<string, ManifestEntry>();
    if (cfg.live.mode === 'base' && cfg.live.manifests) {
      const { files: rendered, refused: notRendered } = expandFiles(cfg.live.manifests, reader);
      if (rendered.length === 0 && notRendered.length === 0) {
        throw new FatalError(
          `base-manifests: no file matches ${cfg.live.manifests.map((p) => JSON.stringify(p)).join(', ')}`,
        );
      }
      index = replayEntries(
        namespaced(await readManifestFiles(rendered, reader, undefined, notRendered)),
        cfg.fieldManager,
        now,
        makeResolver(schemas),
        log,
        '',
        cfg.defaults !== false,
        choice,
      );
      liveDescription = `base manifests ${cfg.live.manifests.join(', ')} (${rendered.length} file${rendered.length === 1 ? '' : 's'} replayed as ${cfg.fieldManager})`;
    } else if (cfg.live.mode === 'base' && rendering) {
      const only = cfg.changed ? (cfg.changedAtBase ?? cfg.changed) : null;
      const base = await renderBase(
        cfg.live.ref,
        cfg.manifests,
        only,
        reader,
        rendering,
        log,
        only ?? baseTouched,
      );
      const where = ` at ${base.commit.slice(0, 12)}`;
      const replayed = settleScopes(base.entries, crdScope);
      for (const e of replayed) if (e.intent && e.apply) baseEntries.set(keyOf(refOf(e.intent)), e);
      index = replayEntries(
        replayed,
        cfg.fieldManager,
        now,
        makeResolver(schemas),
        log,
        where,
        cfg.defaults !== false,
        (e) => writes.choiceOf(e),
      );
      liveDescription = `base ${base.commit.slice(0, 12)} (rendered: ${base.files} source${base.files === 1 ? '' : 's'} and files replayed as ${cfg.fieldManager})`;
    } else if (cfg.live.mode === 'base') {
      const base = await replayBase(
        {
          ref: cfg.live.ref,
          workspace: cfg.workspace,
          patterns: cfg.manifests,
          only: cfg.changed ? (cfg.changedAtBase ?? cfg.changed) : null,
          fieldManager: cfg.fieldManager,
          now,
          defaults: cfg.defaults !== false,
          choice,
          ...(ns !== undefined && scopeOf !== null ? { namespace: { name: ns, scopeOf } } : {}),
        },
        makeResolver(schemas),
        log,
        reader,
      );
      index = base.live;
      liveDescription = `base ${base.commit.slice(0, 12)} (${base.files} file${base.files === 1 ? '' : 's'} replayed as ${cfg.fieldManager})`;
    } else {
      index = await loadSnapshot(cfg.live.paths, reader);
      // The snapshot's CRDs settle a scope the repository's did not give.
      settleScopes(entries, schemaScope(index.all().filter(isCRD))).forEach((e, i) => {
        entries[i] = e;
        intents[i] = e.intent;
      });
      liveDescription = `snapshot ${cfg.live.paths.join(', ')} (${index.size} object${index.size === 1 ? '' : 's'})`;
    }
    for (const i of valid) {
      live[i] = index.find(entries[i].intent!);
      const m = live[i] === null ? undefined : index.manifestOf(live[i]!);
      if (m !== undefined) previous[i] = m;
    }
    // The base's objects no head manifest names: the change removes their manifests.
    if (cfg.live.mode === 'base') {
      const named = new Set(valid.map((i) => index.find(entries[i].intent!)).filter((o) => o !== null));
      removed = index
        .all()
        .filter((o) => !named.has(o))
        .map((o) => ({ live: o, source: index.sourceOf(o), entry: baseEntries.get(keyOf(refOf(o))) }));
    }
  }

  const items: EngineItem[] = [];
  const itemOf: number[] = [];
  entries.forEach((e, i) => {
    if (problems[i] !== undefined || !intents[i]) return;
    itemOf[i] = items.length;
    const write = writes.writeOf(e);
    items.push({
      live: live[i],
      intent: intents[i]!,
      source: { file: e.file, document: e.document, line: e.line },
      ...(previous[i] !== undefined &&
      writes.choiceOf(e).preset?.previousConfiguration === 'previous-release-manifest'
        ? { previous: previous[i] }
        : {}),
      ...(write !== undefined ? { write } : {}),
    });
  });
  let reports: ObjectReport[];
  const itemSides: (ObjectSides | null)[] = [];
  let verifyMs: number | undefined;
  try {
    reports = await previewItems(items, {
      fieldManager: cfg.fieldManager,
      force: cfg.force,
      defaults: cfg.defaults,
      ...(cfg.fieldValidation !== undefined ? { fieldValidation: cfg.fieldValidation } : {}),
      ...(cfg.applier !== undefined ? { applier: cfg.applier } : {}),
      ...(cfg.mode !== undefined ? { mode: cfg.mode } : {}),
      ...(cfg.owner !== undefined ? { owner: cfg.owner } : {}),
      sides: itemSides,
      now,
      schemas,
      apiUrl: cfg.apiUrl,
      apiToken: cfg.apiToken,
      log,
    });
    if (kube && cfg.verify) {
      const targets: VerifyTarget[] = [];
      entries.forEach((_, i) => {
        const j = itemOf[i];
        if (j !== undefined) targets.push({ report: reports[j], item: items[j], path: objectPaths[i] });
      });
      verifyMs = await verifyPreviews(kube, targets, {
        fieldManager: cfg.fieldManager,
        force: cfg.force,
        ...(cfg.applier !== undefined ? { applier: cfg.applier } : {}),
        ...(cfg.mode !== undefined ? { mode: cfg.mode } : {}),
        ...(cfg.owner !== undefined ? { owner: cfg.owner } : {}),
        defaults: cfg.defaults !== false,
        ...(cfg.fieldValidation !== undefined ? { fieldValidation: cfg.fieldValidation } : {}),
        kubernetesVersion,
        now,
        resolver: makeResolver(schemas),
        timeoutSeconds: cfg.verify.timeoutSeconds,
        log,
      });
    }
  } finally {
    kube?.close();
  }
  // Objects whose manifests are gone: deleted when the applier prunes (or an ApplicationSet's Application goes), else left behind.
  const gone = removedReports(removed, writes, schemas, rendered?.result ?? null);
  const previewed = entries.map((e, i) => {
    const problem = problems[i];
    const shown = (() => {
      if (problem !== undefined) return failedEntry(e, problem.message, cfg, problem.code);
      const report = reports[itemOf[i]];
      // Still assumed: no CRD said, and the cluster (live: cluster) does not serve the kind.
      const assumed = e.scopeAssumed && objectPaths[i] === undefined && e.intent;
      const notes = assumed
        ? [...writes.notesOf(e), scopeNote(e.intent!, scopeSources(cfg.live.mode))]
        : writes.notesOf(e);
      return notes.length === 0 ? report : { ...report, notes: [...report.notes, ...notes] };
    })();
    // A rendered object sits in its source's group of the report.
    return e.group === undefined ? shown : { ...shown, group: e.group };
  });
  for (const p of writes.problems()) log.warning(`${p}: previewed with the inputs' applier`);
  // Deletions lead the report: the line a reviewer must not miss. Every output
  // (comment, summary, annotations, report file, the CLI's formats) reads these:
  // the Secret guard runs once more on each, whatever produced it (engine or API).
  const objects = [...gone.map((g) => g.report), ...previewed].map(guardReport);
  const used = [
    ...gone.map(() => undefined),
    ...entries.map((_, i) => (itemOf[i] === undefined ? undefined : items[itemOf[i]])),
  ];
  const goneEntries: ManifestEntry[] = removed.map((r) => ({
    file: r.source?.file ?? '',
    document: r.source?.document ?? 1,
    line: r.source?.line ?? 1,
  }));
  return {
    report: rendered ? { ...batchReport(objects), rendering: rendered.outcome } : batchReport(objects),
    entries: goneEntries.length > 0 ? [...goneEntries, ...entries] : entries,
    sides: [
      ...gone.map((g) => g.sides),
      ...entries.map((_, i) => (itemOf[i] === undefined ? null : (itemSides[itemOf[i]] ?? null))),
    ],
    files,
    liveDescription,
    kubernetesVersion,
    inputs: used.map((it) => (it ? { live: it.live, intent: it.intent } : undefined)),
    crds: schemas.crds,
    skippedSources: rendered?.skipped ?? [],
    ...(verifyMs === undefined ? {} : { verifyMs }),
  };
}
