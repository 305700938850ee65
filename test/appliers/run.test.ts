// Each server-side preset on the same object: a Deployment that `kubectl apply`
// (client-side) made, with a sidecar the new manifest drops and a new image.

import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../core/appliers/presets.ts';
import { runServerSidePreset } from '../../core/appliers/run.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-01-01T00:00:00Z';
const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');

function spec(containers: JsonObject[]): JsonObject {
  return {
    replicas: 2,
    selector: { matchLabels: { app: 'web' } },
    template: { metadata: { labels: { app: 'web' } }, spec: { containers } },
  };
}

function clientSideLive(): JsonObject {
  const config: JsonObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'prod' },
    spec: spec([
      { name: 'web', image: 'nginx:1.25' },
      { name: 'sidecar', image: 'busybox:1.36' },
    ]),
  };
  const r = serverWrite({
    verb: 'create',
    live: null,
    manager: 'kubectl-client-side-apply',
    schema,
    now: '2025-12-01T00:00:00Z',
    random: () => 0.5,
    body: {
      ...config,
      metadata: {
        name: 'web',
        namespace: 'prod',
        annotations: { [LAST_APPLIED]: `${JSON.stringify(config)}\n` },
      },
    },
  });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

const manifest: JsonObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'prod' },
  spec: spec([{ name: 'web', image: 'nginx:1.27' }]),
};

function summary(obj: JsonObject): { managers: string[]; containers: string[]; lastApplied: boolean } {
  const meta = obj.metadata as JsonObject;
  const entries = (meta.managedFields ?? []) as JsonObject[];
  const cs = ((((obj.spec as JsonObject).template as JsonObject).spec as JsonObject).containers ??
    []) as JsonObject[];
  return {
    managers: entries.map((e) => `${e.manager}/${e.operation}`),
    containers: cs.map((c) => `${c.name}=${c.image}`),
    lastApplied: Object.hasOwn((meta.annotations ?? {}) as JsonObject, LAST_APPLIED),
  };
}

describe('each server-side preset over client-side apply state', () => {
  it('kubectl-server-side: forgiven, upgraded, re-applied; the sidecar is pruned and the annotation kept', () => {
    const r = runServerSidePreset(PRESETS['kubectl-server-side'], clientSideLive(), manifest, {
      schema,
      now: NOW,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => `${q.step} ${q.manager}`)).toEqual([
      'apply kubectl',
      'save-last-applied kubectl-last-applied',
      'upgrade-managed-fields kubectl',
      'reapply kubectl',
    ]);
    expect(summary(r.object)).toEqual({
      managers: ['kubectl-last-applied/Apply', 'kubectl/Apply'],
      containers: ['web=nginx:1.27'],
      lastApplied: true,
    });
  });

  it('flux: the cleanup patch takes kubectl-client-side-apply over and removes the annotation; the forced apply prunes the sidecar', () => {
    const r = runServerSidePreset(PRESETS.flux, clientSideLive(), manifest, {
      schema,
      now: NOW,
      owner: { name: 'apps', namespace: 'flux-system' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => `${q.step} ${q.patchType}`)).toEqual([
      'upgrade-managed-fields application/json-patch+json',
      'apply application/apply-patch+yaml',
    ]);
    const ops = r.requests[0].body as JsonObject[];
    expect(ops.map((o) => `${o.op} ${o.path}`)).toEqual([
      'remove /metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration',
      'replace /metadata/managedFields',
    ]);
    expect(r.requests[1].force).toBe(true);
    expect(summary(r.object)).toEqual({
      managers: ['kustomize-controller/Apply'],
      containers: ['web=nginx:1.27'],
      lastApplied: false,
    });
    expect((r.object.metadata as JsonObject).labels).toEqual({
      'kustomize.toolkit.fluxcd.io/name': 'apps',
      'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
    });
  });

  it('argocd-server-side: kubectl-client-side-apply migrated to argocd-controller first; what it owned and the manifest drops is pruned, the annotation too', () => {
    const r = runServerSidePreset(PRESETS['argocd-server-side'], clientSideLive(), manifest, {
      schema,
      now: NOW,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => `${q.step} ${q.manager}`)).toEqual([
      'upgrade-managed-fields argocd-controller',
      'apply argocd-controller',
    ]);
    expect(summary(r.object)).toEqual({
      managers: ['argocd-controller/Apply'],
      containers: ['web=nginx:1.27'],
      lastApplied: false,
    });
  });

  it("argocd-server-side with ClientSideApplyMigration=false: kubectl's own apply code still folds the annotation's owner in after the apply", () => {
    const r = runServerSidePreset(PRESETS['argocd-server-side'], clientSideLive(), manifest, {
      schema,
      now: NOW,
      clientSideApplyMigration: false,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => `${q.step} ${q.manager} ${q.force}`)).toEqual([
      'apply argocd-controller true',
      'upgrade-managed-fields argocd-controller false',
      'reapply argocd-controller true',
    ]);
    expect(summary(r.object)).toEqual({
      managers: ['argocd-controller/Apply'],
      containers: ['web=nginx:1.27'],
      lastApplied: false,
    });
  });

  it('helm4: not forced, so the new image conflicts with kubectl-client-side-apply; with --force-conflicts it takes the image, and the sidecar stays', () => {
    const live = clientSideLive();
    const r = runServerSidePreset(PRESETS.helm4, live, manifest, {
      schema,
      now: NOW,
      owner: { name: 'shop', namespace: 'prod' },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl-client-side-apply" using apps/v1: .spec.template.spec.containers[name="web"].image',
    );
    const forced = runServerSidePreset(PRESETS.helm4, live, manifest, {
      schema,
      now: NOW,
      force: true,
      owner: { name: 'shop', namespace: 'prod' },
    });
    expect(forced.ok).toBe(true);
    if (!forced.ok) return;
    expect(summary(forced.object)).toEqual({
      managers: ['helm/Apply', 'kubectl-client-side-apply/Update'],
      containers: ['web=nginx:1.27', 'sidecar=busybox:1.36'],
      lastApplied: true,
    });
  });

  it("helm4 moving its own release from client-side to server-side: helm's Update entry is folded in first", () => {
    const created = serverWrite({
      verb: 'create',
      live: null,
      manager: 'helm',
      schema,
      now: '2025-12-01T00:00:00Z',
      random: () => 0.5,
      body: {
        ...manifest,
        spec: spec([
          { name: 'web', image: 'nginx:1.25' },
          { name: 'sidecar', image: 'busybox:1.36' },
        ]),
      },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const r = runServerSidePreset(PRESETS.helm4, created.object, manifest, {
      schema,
      now: NOW,
      owner: { name: 'shop', namespace: 'prod' },
      previousApplyMethod: 'csa',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => q.step)).toEqual(['upgrade-managed-fields', 'apply']);
    expect(summary(r.object)).toEqual({
      managers: ['helm/Apply'],
      containers: ['web=nginx:1.27'],
      lastApplied: false,
    });
    expect((r.object.metadata as JsonObject).annotations).toEqual({
      'meta.helm.sh/release-name': 'shop',
      'meta.helm.sh/release-namespace': 'prod',
    });
  });

  it('a client-side preset is not run here', () => {
    expect(() => runServerSidePreset(PRESETS.kubectl, null, manifest)).toThrow('kubectl applies client-side');
  });
});
