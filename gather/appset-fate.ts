// What becomes of an object of an Argo CD Application that an ApplicationSet
// generated at the base and no longer generates at the head. Not the
// Application's own pruning decides, but the ApplicationSet controller
// (argo-cd applicationset/controllers/applicationset_controller.go): it deletes
// an Application it no longer generates when its applicationsSync policy allows
// deletion (`sync`, `create-delete`; not `create-only`, `create-update`), and
// changes nothing when generating fails. A deleted Application takes its objects
// with it when it carries a resources finalizer, which the controller sets unless
// preserveResourcesOnDeletion (applicationset/utils/utils.go RenderTemplateParams);
// Argo CD then deletes every object it tracks for the Application but CRDs and
// objects with Delete=false or helm.sh/resource-policy: keep (controller/appcontroller.go
// shouldBeDeleted). An ApplicationSet removed from the cluster takes its
// Applications with it through their ownerReferences, unless it holds the resources
// finalizer and a policy without deletion (the controller then drops those
// references first: docs/operator-manual/applicationset/Controlling-Resource-Modification.md).

import { ARGOCD_INSTANCE_LABEL, ARGOCD_TRACKING_ID, metaValue } from '../core/appliers/index.ts';
import type { JsonObject } from '../core/index.ts';
import type { ObjectReport } from '../core/preview/index.ts';
import { RESOURCES_FINALIZERS } from './render/discover-appset.ts';
import type { AppSetOrigin, RenderResult } from './render/types.ts';

type Note = ObjectReport['notes'][number];

/** What the head says of one ApplicationSet: the Applications it generates, what the preview does not expand, a failure. */
export interface HeadSet {
  apps: Set<string>;
  skipped: string[];
  fails?: string;
}

/** The fate of one object: `action` null keeps the Application's own pruning (the outcome is not known). */
export interface AppSetFate {
  action: 'delete' | 'orphan' | null;
  note: Note;
}

/** Every ApplicationSet of the head's tree (absent: not in the repository at the head). */
export function headSets(head: RenderResult | null): Map<string, HeadSet> {
  const out = new Map<string, HeadSet>();
  for (const name of head?.applicationSets ?? []) out.set(name, { apps: new Set(), skipped: [] });
  for (const s of head?.sources ?? []) {
    const origin = s.applicationSet;
    const at = origin === undefined ? undefined : out.get(origin.set);
    if (origin === undefined || at === undefined) continue;
    if (origin.role === 'generated' && s.owner !== undefined) at.apps.add(s.owner);
    else if (origin.role === 'fails') at.fails ??= origin.reason ?? '';
    else if (origin.role === 'skipped') at.skipped.push(origin.reason ?? '');
  }
  return out;
}

/** Whether the policy lets the controller delete an Application (applicationset_types.go AllowDelete; unset is sync). */
function allowsDelete(sync: string): boolean {
  return sync === '' || sync === 'sync' || sync === 'create-delete';
}

/** The value of option `name` in a comma-separated options annotation, or undefined. */
function optionValue(live: JsonObject, key: string, name: string): string | undefined {
  for (const item of metaValue(live, 'annotations', key).split(',')) {
    const [k, ...v] = item.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** Why Argo CD keeps this object when it deletes its Application's objects, or null. */
function keptOnDeletion(live: JsonObject, origin: AppSetOrigin): string | null {
  if (live.kind === 'CustomResourceDefinition' && String(live.apiVersion).startsWith('apiextensions.k8s.io/'))
    return 'Argo CD does not delete a CustomResourceDefinition with its Application';
  if (
    metaValue(live, 'annotations', ARGOCD_TRACKING_ID) === '' &&
    metaValue(live, 'labels', ARGOCD_INSTANCE_LABEL) === ''
  )
    return `the object carries no Argo CD tracking (${ARGOCD_TRACKING_ID} or ${ARGOCD_INSTANCE_LABEL}), so it is not among the Application's objects`;
  const own = optionValue(live, 'argocd.argoproj.io/sync-options', 'Delete');
  if (own === 'false') return 'the object carries argocd.argoproj.io/sync-options Delete=false';
  if (own === undefined && origin.deleteOption === 'false')
    return "the Application's syncPolicy.syncOptions hold Delete=false";
  const policy = metaValue(live, 'annotations', 'helm.sh/resource-policy').split(',');
  if (policy.some((p) => p.trim() === 'keep')) return 'the object carries helm.sh/resource-policy: keep';
  return null;
}

const orphan = (message: string): AppSetFate => ({
  action: 'orphan',
  note: { code: 'left-in-cluster', message },
});

/** The Application is deleted (`why`): its finalizers decide this object's fate. */
function deleted(why: string, live: JsonObject, origin: AppSetOrigin): AppSetFate {
  const finalizers = origin.finalizers ?? [];
  const finalizer = finalizers.find((f) => RESOURCES_FINALIZERS.includes(f));
  if (finalizer === undefined) {
    const because = origin.preserveResourcesOnDeletion
      ? 'the ApplicationSet sets syncPolicy.preserveResourcesOnDeletion: true'
      : `its template gives it the finalizers ${finalizers.join(', ')}`;
    return orphan(
      `${why}; the Application has no resources finalizer (${because}), so this object stays in the cluster, no longer managed by Argo CD.`,
    );
  }
  const kept = keptOnDeletion(live, origin);
  if (kept !== null)
    return orphan(
      `${why}; its ${finalizer} finalizer makes Argo CD delete the Application's objects, but not this one: ${kept}.`,
    );
  return {
    action: 'delete',
    note: {
      code: 'deleted',
      message: `${why}; its ${finalizer} finalizer makes Argo CD delete the Application's objects: this object is deleted from the cluster.`,
    },
  };
}

/**
 * The fate of `live`, an object of Application `app` that ApplicationSet `origin.set`
 * generated at the base; null when the head's set still generates the Application
 * (its own pruning decides). `setAction`: what the preview reports for the
 * ApplicationSet object itself when its manifest is gone (undefined: not reported).
 */
export function appSetFate(
  live: JsonObject,
  app: string,
  origin: AppSetOrigin,
  head: ReadonlyMap<string, HeadSet>,
  setAction: (set: string) => ObjectReport['action'] | undefined,
): AppSetFate | null {
  const set = `ApplicationSet ${origin.set}`;
  const application = `Argo CD Application ${app}`;
  const sync = origin.applicationsSync;
  const at = head.get(origin.set);
  if (at !== undefined) {
    if (at.apps.has(app)) return null;
    if (at.fails !== undefined)
      return orphan(
        `${set} generates no Application at the head (${at.fails}): the ApplicationSet controller then creates, updates and deletes none, so ${application} and this object stay in the cluster.`,
      );
    if (at.skipped.length > 0)
      return {
        action: null,
        note: {
          code: 'applicationset-unknown',
          message: `${set} no longer generates ${application} among the Applications the preview expands at the head, but the preview does not expand all of it (${at.skipped[0]}${at.skipped.length > 1 ? `, and ${at.skipped.length - 1} more` : ''}): whether the ApplicationSet controller deletes the Application, and with it this object, is not known; previewed by the Application's own pruning.`,
        },
      };
    if (!allowsDelete(sync))
      return orphan(
        `${set} no longer generates ${application}, but its syncPolicy.applicationsSync ${sync} does not let the ApplicationSet controller delete Applications: the Application and this object stay in the cluster.`,
      );
    return deleted(
      `${set} no longer generates ${application}: the ApplicationSet controller deletes the Application`,
      live,
      origin,
    );
  }
  const fate = setAction(origin.set);
  if (fate === 'orphan')
    return orphan(
      `${set} is no longer in the repository but stays in the cluster (see its report): it keeps ${application}, and the Application keeps this object.`,
    );
  if (fate === 'delete') {
    if (!allowsDelete(sync) && origin.setFinalizer)
      return orphan(
        `${set} is deleted, but its resources finalizer and syncPolicy.applicationsSync ${sync} make the ApplicationSet controller remove its Applications' ownerReferences first: ${application} and this object stay in the cluster (with a background cascading deletion of the ApplicationSet; a foreground one may still delete them).`,
      );
    return deleted(
      `${set} is deleted (its manifest is gone), and with it, through its ownerReferences, ${application}`,
      live,
      origin,
    );
  }
  return {
    action: null,
    note: {
      code: 'applicationset-unknown',
      message: `${set}, which generated ${application}, is no longer in the repository, and the preview does not show whether it is deleted from the cluster (its object is not among the previewed manifests): when it is, its Applications go with it (ownerReferences), and with them their objects unless syncPolicy.preserveResourcesOnDeletion; previewed by the Application's own pruning.`,
    },
  };
}
