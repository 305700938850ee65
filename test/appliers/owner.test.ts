// core/appliers/owner.ts: the Flux Kustomization, Helm release or Argo CD
// Application a preview writes on the manifest, read from the live object; and
// Argo CD's resource tracking (argoproj/argo-cd util/argo/resource_tracking.go
// SetAppInstance, as reposerver/repository/repository.go runs it on every
// manifest but CRDs). A preview of an object the tool manages must not show the
// tool's own metadata changing.

import { describe, expect, it } from 'vitest';
import {
  ARGOCD_INSTALLATION_ID,
  ARGOCD_INSTANCE_LABEL,
  ARGOCD_TRACKING_ID,
  argocdInstanceName,
  argocdOwnerOf,
  argocdResourceTracking,
  argocdTrackingFromLive,
  helmOwnershipError,
  ownerFor,
  ownerFromLive,
} from '../../core/appliers/owner.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { previewObject, previewOutcome } from '../../core/preview/index.ts';
import type { JsonObject } from '../../core/value.ts';

function deployment(labels: JsonObject = {}, annotations: JsonObject = {}, image = 'nginx:1.25'): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop', labels: { app: 'web', ...labels }, annotations },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image }] } },
    },
  };
}

describe('the owner read from the live object', () => {
  it('Flux: the Kustomization labels', () => {
    const live = deployment({
      'kustomize.toolkit.fluxcd.io/name': 'apps',
      'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
    });
    expect(ownerFromLive('flux', live)).toEqual({ name: 'apps', namespace: 'flux-system' });
    expect(ownerFromLive('flux', deployment())).toBeNull();
  });

  it('Helm: the release annotations, for Helm 3 and 4', () => {
    const live = deployment(
      { 'app.kubernetes.io/managed-by': 'Helm' },
      { 'meta.helm.sh/release-name': 'shop', 'meta.helm.sh/release-namespace': 'prod' },
    );
    expect(ownerFromLive('helm3', live)).toEqual({ name: 'shop', namespace: 'prod' });
    expect(ownerFromLive('helm4', live)).toEqual({ name: 'shop', namespace: 'prod' });
    expect(ownerFromLive('flux', live)).toBeNull();
  });

  it('Argo CD: the tracking id, else the instance label; a namespace_name instance outside the controller namespace', () => {
    const annotated = deployment({}, { [ARGOCD_TRACKING_ID]: 'team-a_web:apps/Deployment:shop/web' });
    expect(ownerFromLive('argocd', annotated)).toEqual({ name: 'web', namespace: 'team-a' });
    const labelled = deployment({ [ARGOCD_INSTANCE_LABEL]: 'web' });
    expect(ownerFromLive('argocd-server-side', labelled)).toEqual({ name: 'web', namespace: '' });
    expect(argocdInstanceName(argocdOwnerOf('team-a_web'))).toBe('team-a_web');
    expect(argocdInstanceName(argocdOwnerOf('web'))).toBe('web');
  });

  it('a name given wins; without one and without metadata, the owner is assumed', () => {
    expect(ownerFor('helm3', null)).toEqual({
      owner: { name: 'default', namespace: 'default' },
      from: 'assumed',
    });
    expect(ownerFor('argocd', null)).toEqual({ owner: { name: 'default', namespace: '' }, from: 'assumed' });
    expect(ownerFor('flux', null, { name: 'infra', namespace: 'flux-system' }).from).toBe('named');
  });
});

describe("Argo CD's resource tracking (SetAppInstance)", () => {
  const app = { name: 'web', namespace: '' };
  const annotationOnly = { method: 'annotation' as const, installationId: '', destinationNamespace: 'shop' };

  it('the annotation <app>:<group>/<kind>:<namespace>/<name>, the core group empty', () => {
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cfg', namespace: 'shop' } };
    const out = argocdResourceTracking(cm, app, annotationOnly);
    expect((out.metadata as JsonObject).annotations).toEqual({
      [ARGOCD_TRACKING_ID]: 'web:/ConfigMap:shop/cfg',
    });
    expect(cm.metadata).toEqual({ name: 'cfg', namespace: 'shop' }); // the manifest itself unchanged
  });

  it('an object without a namespace gets the destination namespace in its id', () => {
    const role = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: 'reader' },
    };
    const out = argocdResourceTracking(role, app, annotationOnly);
    expect(((out.metadata as JsonObject).annotations as JsonObject)[ARGOCD_TRACKING_ID]).toBe(
      'web:rbac.authorization.k8s.io/ClusterRole:shop/reader',
    );
  });

  it('a CustomResourceDefinition is left as it is', () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'x.y' },
    };
    expect(argocdResourceTracking(crd, app, annotationOnly)).toBe(crd);
  });

  it('the installation id is written when set and removed when not', () => {
    const withId = argocdResourceTracking(deployment(), app, {
      ...annotationOnly,
      installationId: 'cluster-1',
    });
    expect(((withId.metadata as JsonObject).annotations as JsonObject)[ARGOCD_INSTALLATION_ID]).toBe(
      'cluster-1',
    );
    const stale = deployment({}, { [ARGOCD_INSTALLATION_ID]: 'old' });
    const without = argocdResourceTracking(stale, app, annotationOnly);
    expect((without.metadata as JsonObject).annotations).toEqual({
      [ARGOCD_TRACKING_ID]: 'web:apps/Deployment:shop/web',
    });
  });

  it('label tracking keeps a long name whole; annotation+label cuts the label to 63, ending in a letter or digit', () => {
    const long = { name: `${'a'.repeat(61)}-x`, namespace: 'team' }; // instance team_aaaa…-x, 67 characters
    const labelOnly = argocdResourceTracking(deployment(), long, { ...annotationOnly, method: 'label' });
    expect(((labelOnly.metadata as JsonObject).labels as JsonObject)[ARGOCD_INSTANCE_LABEL]).toBe(
      `team_${'a'.repeat(61)}-x`,
    );
    expect((labelOnly.metadata as JsonObject).annotations).toEqual({});
    const both = argocdResourceTracking(deployment(), long, {
      ...annotationOnly,
      method: 'annotation+label',
    });
    const label = ((both.metadata as JsonObject).labels as JsonObject)[ARGOCD_INSTANCE_LABEL] as string;
    expect(label).toBe(`team_${'a'.repeat(58)}`);
    expect(((both.metadata as JsonObject).annotations as JsonObject)[ARGOCD_TRACKING_ID]).toBe(
      `team_${'a'.repeat(61)}-x:apps/Deployment:shop/web`,
    );
  });

  it('the live object tells the method, the installation id and the destination namespace', () => {
    expect(argocdTrackingFromLive(null)).toEqual({
      method: 'annotation',
      installationId: '',
      destinationNamespace: '',
    });
    expect(argocdTrackingFromLive(deployment({ [ARGOCD_INSTANCE_LABEL]: 'web' })).method).toBe('label');
    const both = deployment(
      { [ARGOCD_INSTANCE_LABEL]: 'web' },
      {
        [ARGOCD_TRACKING_ID]: 'web:rbac.authorization.k8s.io/ClusterRole:prod/reader',
        [ARGOCD_INSTALLATION_ID]: 'c1',
      },
    );
    expect(argocdTrackingFromLive(both)).toEqual({
      method: 'annotation+label',
      installationId: 'c1',
      destinationNamespace: 'prod',
    });
  });
});

describe('previews of objects the tool manages show no change to its own metadata', () => {
  /**
   * The object as the tool left it (created by the same applier, then given the
   * owner metadata of a real release, Kustomization or Application), and the
   * fields a new image changes on it, but the generation the server bumps.
   */
  const changedPaths = (applier: string, owned: (meta: JsonObject) => void): string[] => {
    const created = previewOutcome(
      { intent: deployment(), live: null },
      { applier, fieldManager: '', now: '2026-01-01T00:00:00Z' },
    );
    const live = structuredClone(created.object as JsonObject);
    owned(live.metadata as JsonObject);
    return previewObject(
      { intent: deployment({}, {}, 'nginx:1.26'), live },
      { applier, fieldManager: '', now: '2026-01-02T00:00:00Z' },
    )
      .changes.filter((c) => c.setBy !== 'server')
      .map((c) => c.path);
  };
  const image = '.spec.template.spec.containers[name="web"].image';

  it('Flux: its Kustomization labels stay', () => {
    const paths = changedPaths('flux', (m) => {
      Object.assign(m.labels as JsonObject, {
        'kustomize.toolkit.fluxcd.io/name': 'apps',
        'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
      });
    });
    expect(paths).toEqual([image]);
  });

  it('Helm 4: its release annotations stay', () => {
    const paths = changedPaths('helm4', (m) => {
      Object.assign(m.annotations as JsonObject, {
        'meta.helm.sh/release-name': 'shop',
        'meta.helm.sh/release-namespace': 'prod',
      });
    });
    expect(paths).toEqual([image]);
  });

  it('Argo CD (server-side): its tracking annotation stays', () => {
    const paths = changedPaths('argocd-server-side', (m) => {
      (m.annotations as JsonObject)[ARGOCD_TRACKING_ID] = 'web:apps/Deployment:shop/web';
    });
    expect(paths).toEqual([image]);
  });

  it('Argo CD (client-side): its tracking annotation stays; the last-applied one changes with the image', () => {
    const paths = changedPaths('argocd', (m) => {
      const a = m.annotations as JsonObject;
      a[ARGOCD_TRACKING_ID] = 'web:apps/Deployment:shop/web';
      a[LAST_APPLIED] = (a[LAST_APPLIED] as string).replace(
        'default:apps/Deployment:shop/web',
        'web:apps/Deployment:shop/web',
      );
    });
    expect(paths).toEqual([`.metadata.annotations.${LAST_APPLIED}`, image]);
  });
});

describe('the owner option', () => {
  const opts = { fieldManager: '', now: '2026-01-01T00:00:00Z' };
  const labelsOf = (r: ReturnType<typeof previewOutcome>) =>
    ((r.object as JsonObject).metadata as JsonObject).labels as JsonObject;

  it('names the Kustomization a new object gets; without it the owner is assumed and a note says so', () => {
    const named = previewOutcome(
      { intent: deployment(), live: null },
      { ...opts, applier: 'flux', owner: 'flux-system/apps' },
    );
    expect(labelsOf(named)['kustomize.toolkit.fluxcd.io/name']).toBe('apps');
    expect(labelsOf(named)['kustomize.toolkit.fluxcd.io/namespace']).toBe('flux-system');
    expect(named.report.notes.map((n) => n.code)).not.toContain('applier-owner');
    const assumed = previewOutcome({ intent: deployment(), live: null }, { ...opts, applier: 'flux' });
    expect(labelsOf(assumed)['kustomize.toolkit.fluxcd.io/name']).toBe('default');
    const note = assumed.report.notes.find((n) => n.code === 'applier-owner');
    expect(note?.message).toContain('Flux Kustomization default/default');
  });

  it('takes a bare Application name for Argo CD, and refuses a bare name elsewhere', () => {
    const argo = previewOutcome(
      { intent: deployment(), live: null },
      { ...opts, applier: 'argocd', owner: 'shop' },
    );
    const annotations = ((argo.object as JsonObject).metadata as JsonObject).annotations as JsonObject;
    expect(annotations[ARGOCD_TRACKING_ID]).toBe('shop:apps/Deployment:shop/web');
    const refused = previewObject(
      { intent: deployment(), live: null },
      { ...opts, applier: 'helm4', owner: 'shop' },
    );
    expect(refused.action).toBe('error');
    expect(refused.error?.message).toBe('owner: expected "namespace/name" (Kubernetes names), got "shop"');
  });
});

describe("Helm's ownership check of an object it would take over (pkg/action/validate.go checkOwnership)", () => {
  const opts = { fieldManager: '', now: '2026-01-01T00:00:00Z' };
  const byKubectl = () => {
    const created = previewOutcome(
      { intent: deployment(), live: null },
      { fieldManager: 'kubectl', now: opts.now },
    );
    return created.object as JsonObject;
  };

  it('names every missing key, as Helm words it', () => {
    expect(helmOwnershipError(byKubectl(), { name: 'shop', namespace: 'prod' })).toBe(
      'Deployment "web" in namespace "shop" exists and cannot be imported into the current release: invalid ownership metadata; ' +
        'label validation error: missing key "app.kubernetes.io/managed-by": must be set to "Helm"; ' +
        'annotation validation error: missing key "meta.helm.sh/release-name": must be set to "shop"; ' +
        'annotation validation error: missing key "meta.helm.sh/release-namespace": must be set to "prod"',
    );
  });

  it('an object of another release: the value it has', () => {
    const other = deployment(
      { 'app.kubernetes.io/managed-by': 'Helm' },
      { 'meta.helm.sh/release-name': 'billing', 'meta.helm.sh/release-namespace': 'prod' },
    );
    expect(helmOwnershipError(other, { name: 'shop', namespace: 'prod' })).toBe(
      'Deployment "web" in namespace "shop" exists and cannot be imported into the current release: invalid ownership metadata; ' +
        'annotation validation error: key "meta.helm.sh/release-name" must equal "shop": current value is "billing"',
    );
    expect(helmOwnershipError(other, { name: 'billing', namespace: 'prod' })).toBeNull();
  });

  it('a preview of Helm 4 installing over an object kubectl made is that error; Helm 3 upgrading an object of its previous release is not checked', () => {
    const live = byKubectl();
    const r = previewObject(
      { intent: deployment(), live },
      { ...opts, applier: 'helm4', owner: 'prod/shop' },
    );
    expect(r.action).toBe('error');
    expect(r.error).toMatchObject({ code: 409, reason: 'Conflict' });
    expect(r.error?.message).toContain('exists and cannot be imported into the current release');
    const upgrade = previewObject(
      { intent: deployment(), live, previous: deployment() },
      { ...opts, applier: 'helm3', owner: 'prod/shop' },
    );
    expect(upgrade.action).toBe('update');
  });
});
