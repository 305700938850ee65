// Objects whose manifest the change removes. A tool that prunes (Flux with
// `prune: true`, Argo CD with pruning on, Helm on upgrade, `kubectl apply --prune`)
// deletes them; one that does not leaves them in the cluster. What keeps an
// object from a tool's pruning (Flux's `kustomize.toolkit.fluxcd.io/prune:
// disabled`, Argo CD's `Prune=false` sync option, Helm's `resource-policy: keep`)
// is the preset's (core/appliers/presets.ts).

import { hasKeepMarker, wouldPrune } from '../appliers/prune.ts';
import type { ApplierPreset } from '../appliers/types.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { JsonObject } from '../value.ts';
import { objectRef } from './report.ts';
import { maskObject } from './secrets.ts';
import type { ObjectReport, ObjectSides, ReportGroup } from './types.ts';

export interface RemovedOptions {
  /** The manager the report names (the applier's). */
  fieldManager: string;
  /** The tool that applies; null: a plain server-side apply (kubectl apply --server-side). */
  preset: ApplierPreset | null;
  /** Whether the tool runs with pruning on; default: the preset's default (off without a preset). */
  prune?: boolean;
  schema: ResolvedSchema;
  /** Where the manifest was (the base's file). */
  source?: ObjectReport['source'];
  /** The source the base rendered the object from (its group in the report). */
  group?: ReportGroup;
}

export interface RemovedOutcome {
  report: ObjectReport;
  /** The object before (masked) and nothing after, for the Markdown diff. */
  sides: ObjectSides;
}

/** When each tool deletes an object whose manifest is gone, in words that follow "only". */
const PRUNES_ONLY: Readonly<Record<string, string>> = {
  flux: 'when its Kustomization sets spec.prune: true',
  argocd: 'on a sync with pruning (syncPolicy.automated.prune: true, or a manual sync with Prune)',
  'argocd-server-side':
    'on a sync with pruning (syncPolicy.automated.prune: true, or a manual sync with Prune)',
  kubectl: 'when run with --prune (with -l or --all) or with --applyset',
  'kubectl-server-side': 'when run with --prune (with -l or --all) or with --applyset',
};

/**
 * Why an object whose manifest is gone stays, in plain words: what the tool will do
 * and why (pruning off, assumed or as the run was told).
 */
function leftMessage(tool: string, preset: ApplierPreset | null, prune: boolean | undefined): string {
  const head = `The change removes this object's manifest. ${tool} will leave the object in the cluster, no longer managed by these manifests`;
  if (preset?.prune.byDefault) {
    // A tool that always prunes (Helm's upgrade), told here that it does not.
    return `${head}, because this preview was told pruning is off (prune: false).`;
  }
  const only = PRUNES_ONLY[preset?.name ?? 'kubectl-server-side'];
  const why = only ?? `with ${preset?.prune.option}`;
  const assumed =
    prune === undefined
      ? ' This preview assumes pruning is off: set prune: true (preview --prune) when it is on.'
      : '';
  return `${head}: it deletes such objects only ${why}.${assumed}`;
}

/** The report of a live object whose manifest is gone: `delete` when the applier prunes it, else `orphan`. */
export function removedObject(live: JsonObject, opts: RemovedOptions): RemovedOutcome {
  const preset = opts.preset;
  const prune = opts.prune ?? preset?.prune.byDefault ?? false;
  const tool = preset?.tool ?? 'kubectl apply --server-side';
  const report: ObjectReport = {
    ref: objectRef(live),
    schemaSource: opts.schema.source,
    action: 'orphan',
    fieldManager: opts.fieldManager,
    force: false,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: [],
  };
  if (preset !== null) report.applier = preset.name;
  if (opts.source) report.source = opts.source;
  if (opts.group !== undefined) report.group = opts.group;
  const keeper = preset?.prune.keep.find((k) => hasKeepMarker(live, k));
  const deleted = preset !== null ? wouldPrune(preset, live, prune) : prune;
  if (deleted) {
    report.action = 'delete';
    report.notes.push({
      code: 'deleted',
      message: `The change removes this object's manifest and ${tool} prunes: the object is deleted from the cluster.`,
    });
  } else if (prune && keeper !== undefined) {
    report.notes.push({
      code: 'left-in-cluster',
      message: `The change removes this object's manifest; ${tool} prunes, but the object carries ${keeper.key}: ${keeper.value}${keeper.match === 'csv-option' ? ' (among its options)' : ''}, so it is kept in the cluster.`,
    });
  } else if (prune && preset !== null && preset.prune.onlyWith !== undefined) {
    report.notes.push({
      code: 'left-in-cluster',
      message: `The change removes this object's manifest; ${tool} prunes only objects with ${preset.prune.onlyWith}, so this one stays in the cluster.`,
    });
  } else {
    report.notes.push({ code: 'left-in-cluster', message: leftMessage(tool, preset, opts.prune) });
  }
  return { report, sides: { before: maskObject(live), after: {}, schema: opts.schema.root } };
}
