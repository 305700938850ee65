// An Argo CD object's own sync options pick its apply method
// (argoproj/argo-cd gitops-engine/pkg/sync/sync_context.go
// shouldUseServerSideApply; pkg/sync/resource/annotations.go HasAnnotationOption):
// ServerSideApply=true on one manifest applies it server-side in a client-side
// Application (the usual fix for CRDs too big for the last-applied annotation),
// ServerSideApply=false applies it client-side in a server-side one.

import { describe, expect, it } from 'vitest';
import { argocdServerSide } from '../../core/appliers/argocd.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { previewOutcome } from '../../core/preview/index.ts';
import type { JsonObject } from '../../core/value.ts';

const OPTIONS = 'argocd.argoproj.io/sync-options';

function configMap(syncOptions?: string, data: JsonObject = { a: '1' }): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'cfg',
      namespace: 'shop',
      ...(syncOptions ? { annotations: { [OPTIONS]: syncOptions } } : {}),
    },
    data,
  };
}

describe('argocdServerSide (shouldUseServerSideApply)', () => {
  it("the object's option wins over the Application's; items of the list are trimmed; the match is exact", () => {
    expect(argocdServerSide(false, configMap())).toBe(false);
    expect(argocdServerSide(true, configMap())).toBe(true);
    expect(argocdServerSide(false, configMap('ServerSideApply=true'))).toBe(true);
    expect(argocdServerSide(false, configMap('Prune=false, ServerSideApply=true'))).toBe(true);
    expect(argocdServerSide(true, configMap('ServerSideApply=false'))).toBe(false);
    expect(argocdServerSide(false, configMap('serversideapply=true'))).toBe(false);
    // Both given: false wins, as the Go code checks it first.
    expect(argocdServerSide(false, configMap('ServerSideApply=true,ServerSideApply=false'))).toBe(false);
  });
});

describe('a preview with an Argo CD applier follows the object', () => {
  const opts = { fieldManager: '', now: '2026-01-01T00:00:00Z' };

  it('ServerSideApply=true in a client-side Application: a forced server-side apply by argocd-controller, no annotation', () => {
    const o = previewOutcome(
      { intent: configMap('ServerSideApply=true'), live: null },
      { ...opts, applier: 'argocd' },
    );
    expect(o.report).toMatchObject({ applier: 'argocd-server-side', mode: 'server-side', force: true });
    expect(o.report.fieldManager).toBe('argocd-controller');
    const meta = (o.object as JsonObject).metadata as JsonObject;
    expect((meta.managedFields as JsonObject[]).map((e) => `${e.manager}/${e.operation}`)).toEqual([
      'argocd-controller/Apply',
    ]);
    expect(Object.keys(meta.annotations as JsonObject)).not.toContain(LAST_APPLIED);
    expect(o.report.notes.map((n) => n.message).join(' ')).toContain('ServerSideApply=true');
    expect(o.report.patch).toBeUndefined();
  });

  it('ServerSideApply=false in a server-side Application: kubectl client-side code, the last-applied annotation', () => {
    const o = previewOutcome(
      { intent: configMap('ServerSideApply=false'), live: null },
      { ...opts, applier: 'argocd-server-side' },
    );
    expect(o.report).toMatchObject({ applier: 'argocd', mode: 'client-side' });
    expect(o.report.patch?.type).toBe('create');
    const meta = (o.object as JsonObject).metadata as JsonObject;
    expect(Object.keys(meta.annotations as JsonObject)).toContain(LAST_APPLIED);
    expect((meta.managedFields as JsonObject[]).map((e) => `${e.manager}/${e.operation}`)).toEqual([
      'argocd-controller/Update',
    ]);
  });

  it("without the option, each object gets the Application's method", () => {
    const o = previewOutcome({ intent: configMap(), live: null }, { ...opts, applier: 'argocd' });
    expect(o.report).toMatchObject({ applier: 'argocd', mode: 'client-side' });
  });
});
