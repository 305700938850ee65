// The reports of the objects whose manifests the change removes: each deleted or
// left in the cluster as the applier that wrote it prunes (core/preview removedObject),
// with its source's notes; an object of an Argo CD Application that an ApplicationSet
// no longer generates is decided by the ApplicationSet controller instead (appset-fate.ts).

import type { JsonObject } from '../core/index.ts';
import { type ObjectReport, removedObject } from '../core/preview/index.ts';
import { type AppSetFate, appSetFate, headSets } from './appset-fate.ts';
import type { Schemas } from './engine.ts';
import { makeResolver } from './engine.ts';
import type { ManifestEntry } from './manifests.ts';
import type { RenderResult } from './render/types.ts';
import type { WriteChooser } from './source-applier.ts';

/** An object whose manifest is gone, with the base entry that made it (its source's write and prune). */
export interface RemovedObject {
  live: JsonObject;
  source: ObjectReport['source'];
  entry?: ManifestEntry;
}

/** Where an ApplicationSet object's report is found: its `namespace/name`. */
function setKey(ref: ObjectReport['ref']): string | null {
  if (ref.apiVersion !== 'argoproj.io/v1alpha1' || ref.kind !== 'ApplicationSet') return null;
  return `${ref.namespace ?? 'default'}/${ref.name}`;
}

/** The report (and sides) of each removed object; `head`: the head's render (its ApplicationSets), null without rendering. */
export function removedReports(
  removed: readonly RemovedObject[],
  writes: WriteChooser,
  schemas: Schemas,
  head: RenderResult | null,
): ReturnType<typeof removedObject>[] {
  if (removed.length === 0) return [];
  const resolver = makeResolver(schemas);
  const gone = removed.map((r) => {
    const written = writes.choiceOf(r.entry);
    const prune = writes.pruneOf(r.entry);
    const out = removedObject(r.live, {
      fieldManager: written.fieldManager,
      preset: written.preset,
      ...(prune !== undefined ? { prune } : {}),
      schema: resolver.resolve(r.live.apiVersion, r.live.kind),
      ...(r.source !== undefined ? { source: r.source } : {}),
      ...(r.entry?.group !== undefined ? { group: r.entry.group } : {}),
    });
    out.report.notes.push(...writes.notesOf(r.entry));
    return out;
  });
  // The ApplicationSet objects among them: what becomes of a set no longer in the repository.
  const setActions = new Map<string, ObjectReport['action']>();
  for (const g of gone) {
    const key = setKey(g.report.ref);
    if (key !== null) setActions.set(key, g.report.action);
  }
  let sets: ReturnType<typeof headSets> | null = null;
  removed.forEach((r, i) => {
    const apply = r.entry?.apply;
    if (apply?.applicationSet === undefined || !writes.sourceDecides(r.entry)) return;
    sets ??= headSets(head);
    const fate = appSetFate(r.live, apply.owner, apply.applicationSet, sets, (s) => setActions.get(s));
    if (fate !== null) settle(gone[i].report, fate);
  });
  for (const g of gone) tellTakenApplications(g.report, removed, gone);
  return gone;
}

/**
 * On a deleted ApplicationSet's own report: the Applications it generated at the
 * base, which go with it (ownerReferences), and how many of their removed objects
 * the preview deletes or leaves (each object's own report says why).
 */
function tellTakenApplications(
  set: ObjectReport,
  removed: readonly RemovedObject[],
  gone: readonly ReturnType<typeof removedObject>[],
): void {
  const key = setKey(set.ref);
  if (key === null || set.action !== 'delete') return;
  const apps = new Set<string>();
  let deleted = 0;
  let left = 0;
  removed.forEach((r, i) => {
    const apply = r.entry?.apply;
    if (apply?.applicationSet?.set !== key) return;
    apps.add(apply.owner);
    if (gone[i].report.action === 'delete') deleted++;
    else left++;
  });
  if (apps.size === 0) return;
  const names = [...apps].sort().join(', ');
  const objects = `${deleted} of their objects ${deleted === 1 ? 'is' : 'are'} deleted and ${left} left in the cluster (each object's report says why)`;
  set.notes.push({
    code: 'deleted',
    message: `Deleting ApplicationSet ${key} deletes the Application${apps.size === 1 ? '' : 's'} it generated through their ownerReferences (${names}), unless its resources finalizer and applicationsSync policy keep them: ${objects}.`,
  });
}

/** The report as the ApplicationSet controller decides it: its action and why (the pruning note replaced), or a note that it is not known. */
function settle(report: ObjectReport, fate: AppSetFate): void {
  if (fate.action === null) {
    report.notes.push(fate.note);
    return;
  }
  report.action = fate.action;
  const rest = report.notes.filter((n) => n.code !== 'deleted' && n.code !== 'left-in-cluster');
  report.notes = [fate.note, ...rest];
}
