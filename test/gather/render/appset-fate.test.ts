// The ApplicationSet controller's decision for an object of an Application it no
// longer generates (gather/appset-fate.ts), case by case: the Application's
// finalizers (argo-cd applicationset/utils/utils.go RenderTemplateParams), what
// Argo CD keeps when it deletes an Application's objects (controller/appcontroller.go
// shouldBeDeleted), the policies (applicationset_types.go AllowDelete) and a
// removed ApplicationSet.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { appSetFate, type HeadSet, headSets } from '../../../gather/appset-fate.ts';
import type { AppSetOrigin, RenderResult, RenderSource } from '../../../gather/render/types.ts';

const tracked = (extra: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: {
    name: 'cm',
    namespace: 'a',
    annotations: { 'argocd.argoproj.io/tracking-id': 'one:/ConfigMap:a/cm', ...extra },
  },
});

const origin = (over: Partial<AppSetOrigin> = {}): AppSetOrigin => ({
  set: 'argocd/s',
  role: 'generated',
  applicationsSync: '',
  preserveResourcesOnDeletion: false,
  setFinalizer: false,
  finalizers: ['resources-finalizer.argocd.argoproj.io'],
  ...over,
});

/** The head holds set argocd/s generating only argocd/two. */
const head = new Map<string, HeadSet>([['argocd/s', { apps: new Set(['argocd/two']), skipped: [] }]]);
type SetAction = (set: string) => 'delete' | 'orphan' | undefined;
const none: SetAction = () => undefined;

function fate(live: JsonObject, o: AppSetOrigin, at = head, setAction: SetAction = none) {
  const got = appSetFate(live, 'argocd/one', o, at, setAction);
  return got === null ? null : [got.action, got.note.code, got.note.message];
}

describe('appSetFate', () => {
  it('leaves an Application the head still generates to its own pruning', () => {
    expect(appSetFate(tracked(), 'argocd/two', origin(), head, none)).toBeNull();
  });

  it('deletes with any of the resources finalizers, the template’s own included', () => {
    for (const f of [
      'resources-finalizer.argocd.argoproj.io',
      'resources-finalizer.argocd.argoproj.io/background',
      'resources-finalizer.argocd.argoproj.io/foreground',
    ])
      expect(fate(tracked(), origin({ finalizers: ['x', f], preserveResourcesOnDeletion: true }))?.[0]).toBe(
        'delete',
      );
    expect(fate(tracked(), origin({ finalizers: ['example.com/other'] }))).toEqual([
      'orphan',
      'left-in-cluster',
      'ApplicationSet argocd/s no longer generates Argo CD Application argocd/one: the ApplicationSet controller deletes the Application; the Application has no resources finalizer (its template gives it the finalizers example.com/other), so this object stays in the cluster, no longer managed by Argo CD.',
    ]);
  });

  it('keeps what Argo CD does not delete with its Application', () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: tracked().metadata,
    };
    expect(fate(crd, origin())?.[2]).toContain('Argo CD does not delete a CustomResourceDefinition');
    expect(fate(tracked({ 'helm.sh/resource-policy': 'keep' }), origin())?.[2]).toContain(
      'helm.sh/resource-policy: keep',
    );
    expect(fate({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } }, origin())?.[2]).toContain(
      'carries no Argo CD tracking',
    );
    expect(fate(tracked(), origin({ deleteOption: 'false' }))?.[2]).toContain(
      "the Application's syncPolicy.syncOptions hold Delete=false",
    );
    // The object's own option wins over the Application's.
    expect(
      fate(
        tracked({ 'argocd.argoproj.io/sync-options': 'Prune=false, Delete=true' }),
        origin({ deleteOption: 'false' }),
      )?.[0],
    ).toBe('delete');
    expect(fate(tracked({ 'argocd.argoproj.io/sync-options': 'Delete=false' }), origin())?.[0]).toBe(
      'orphan',
    );
  });

  it('deletes no Application under create-only or create-update, and does under create-delete', () => {
    expect(fate(tracked(), origin({ applicationsSync: 'create-update' }))?.[0]).toBe('orphan');
    expect(fate(tracked(), origin({ applicationsSync: 'create-only' }))?.[0]).toBe('orphan');
    expect(fate(tracked(), origin({ applicationsSync: 'create-delete' }))?.[0]).toBe('delete');
    expect(fate(tracked(), origin({ applicationsSync: 'sync' }))?.[0]).toBe('delete');
  });

  it('follows a removed ApplicationSet: cascade unless its finalizer and a policy without deletion', () => {
    const gone = new Map<string, HeadSet>();
    expect(fate(tracked(), origin(), gone, () => 'delete')?.[0]).toBe('delete');
    // ownerReferences are no applicationsSync deletion: create-update does not keep them alone.
    expect(fate(tracked(), origin({ applicationsSync: 'create-update' }), gone, () => 'delete')?.[0]).toBe(
      'delete',
    );
    expect(
      fate(
        tracked(),
        origin({ applicationsSync: 'create-update', setFinalizer: true }),
        gone,
        () => 'delete',
      )?.[0],
    ).toBe('orphan');
    expect(fate(tracked(), origin(), gone, () => 'orphan')?.[0]).toBe('orphan');
    expect(fate(tracked(), origin(), gone, none)?.slice(0, 2)).toEqual([null, 'applicationset-unknown']);
  });
});

describe('headSets', () => {
  it('reads each set: its Applications, what is not expanded, a failure; a set generating none is still there', () => {
    const src = (owner: string | undefined, applicationSet: AppSetOrigin): RenderSource => ({
      kind: 'argocd-application',
      name: owner ?? 'x',
      file: 'set.yaml',
      line: 1,
      path: '',
      applier: 'argocd',
      plan: null,
      notes: [],
      ...(owner !== undefined ? { owner } : {}),
      applicationSet,
    });
    const result = {
      applicationSets: ['argocd/s', 'argocd/empty', 'argocd/bad'],
      sources: [
        src('argocd/one', origin()),
        src(undefined, origin({ role: 'skipped', reason: 'a clusters generator' })),
        src(undefined, origin({ set: 'argocd/bad', role: 'fails', reason: 'boom' })),
      ],
    } as unknown as RenderResult;
    const sets = headSets(result);
    expect([...sets.keys()]).toEqual(['argocd/s', 'argocd/empty', 'argocd/bad']);
    expect(sets.get('argocd/s')).toEqual({
      apps: new Set(['argocd/one']),
      skipped: ['a clusters generator'],
    });
    expect(sets.get('argocd/empty')).toEqual({ apps: new Set(), skipped: [] });
    expect(sets.get('argocd/bad')?.fails).toBe('boom');
    expect(headSets(null).size).toBe(0);
  });
});
