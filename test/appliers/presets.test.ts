// The applier presets (core/appliers/presets.ts): the table, and each tool's
// housekeeping on real-looking live objects (managedFields entries in, entries out).

import { describe, expect, it } from 'vitest';
import { ARGOCD_MANAGER, argocdClientSideApplyMigration } from '../../core/appliers/argocd.ts';
import { SOURCES_READ } from '../../core/appliers/citations.ts';
import { FLUX_MANAGER, fluxCleanupMetadata, fluxPrepareManifest } from '../../core/appliers/flux.ts';
import { helmReleaseMetadata, helmUpgradeClientSideFieldManager } from '../../core/appliers/helm.ts';
import { kubectlSaveLastApplied, kubectlUpgradeAfterApply } from '../../core/appliers/kubectl.ts';
import { PRESETS, presetOf } from '../../core/appliers/presets.ts';
import { hasKeepMarker, wouldPrune } from '../../core/appliers/prune.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';

const ANNOTATION_FIELDS = { 'f:metadata': { 'f:annotations': { '.': {}, [`f:${LAST_APPLIED}`]: {} } } };

function entry(
  manager: string,
  operation: 'Apply' | 'Update',
  fieldsV1: JsonObject,
  extra: JsonObject = {},
): JsonObject {
  return {
    manager,
    operation,
    apiVersion: 'apps/v1',
    time: '2025-11-01T10:00:00Z',
    fieldsType: 'FieldsV1',
    fieldsV1,
    ...extra,
  };
}

function deployment(
  managedFields: JsonObject[],
  annotations: JsonObject = {},
  labels: JsonObject = { app: 'web' },
): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'prod', resourceVersion: '4242', annotations, labels, managedFields },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'web', image: 'nginx:1.27', env: [{ name: 'MODE', value: 'prod' }] }] },
      },
    },
  };
}

function managers(obj: JsonObject): string[] {
  return ((obj.metadata as JsonObject).managedFields as JsonObject[]).map((e) =>
    [e.manager, e.operation, e.subresource].filter(Boolean).join('/'),
  );
}
function entryOf(obj: JsonObject, label: string): JsonObject | undefined {
  return ((obj.metadata as JsonObject).managedFields as JsonObject[]).find(
    (e) => [e.manager, e.operation, e.subresource].filter(Boolean).join('/') === label,
  );
}

describe('the preset table', () => {
  it('has the seven presets, each with its manager, mode, force and citations', () => {
    const brief = Object.values(PRESETS).map((p) => [p.name, p.fieldManager, p.mode, p.force]);
    expect(brief).toEqual([
      ['kubectl', 'kubectl-client-side-apply', 'client-side', false],
      ['kubectl-server-side', 'kubectl', 'server-side', false],
      ['flux', 'kustomize-controller', 'server-side', true],
      ['argocd', 'argocd-controller', 'client-side', false],
      ['argocd-server-side', 'argocd-controller', 'server-side', true],
      ['helm3', 'helm', 'client-side', false],
      ['helm4', 'helm', 'server-side', false],
    ]);
    for (const p of Object.values(PRESETS)) {
      expect(p.source.length, p.name).toBeGreaterThan(0);
      expect(p.prune.source.length, p.name).toBeGreaterThan(0);
      for (const h of p.housekeeping) expect(h.source.length, `${p.name} ${h.id}`).toBeGreaterThan(0);
      for (const c of [...p.source, ...p.prune.source, ...p.housekeeping.flatMap((h) => h.source)]) {
        expect(c.repo).toMatch(/^[\w-]+\/[\w.-]+$/);
        expect(c.path.length).toBeGreaterThan(0);
        expect(c.symbol.length).toBeGreaterThan(0);
      }
    }
    expect(PRESETS.helm3.previousConfiguration).toBe('previous-release-manifest');
    expect(PRESETS.kubectl.previousConfiguration).toBe('last-applied-annotation');
    expect(presetOf('helm4')?.tool).toBe('Helm 4');
    expect(presetOf('__proto__')).toBeUndefined();
    // Every cited repository has the commit it was read at.
    const repos = new Set(
      Object.values(PRESETS)
        .flatMap((p) => [...p.source, ...p.prune.source, ...p.housekeeping.flatMap((h) => h.source)])
        .map((c) => (c.ref ? `${c.repo}@${c.ref}` : c.repo)),
    );
    for (const r of repos) expect(SOURCES_READ[r], r).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('Flux kustomize-controller: cleanupMetadata before the apply', () => {
  const csa = entry('kubectl-client-side-apply', 'Update', {
    ...ANNOTATION_FIELDS,
    'f:spec': {
      'f:replicas': {},
      'f:template': {
        'f:spec': { 'f:containers': { 'k:{"name":"web"}': { '.': {}, 'f:image': {}, 'f:name': {} } } },
      },
    },
  });
  const edit = entry(
    'kubectl-edit',
    'Update',
    { 'f:spec': { 'f:template': { 'f:spec': { 'f:containers': { 'k:{"name":"web"}': { 'f:env': {} } } } } } },
    { time: '2025-11-02T10:00:00Z' },
  );
  const scale = entry(
    'kubectl-scale',
    'Update',
    { 'f:spec': { 'f:replicas': {} } },
    { subresource: 'scale' },
  );
  const hpa = entry(
    'kube-controller-manager',
    'Update',
    { 'f:status': { 'f:replicas': {} } },
    { subresource: 'status' },
  );
  const flux = entry(
    FLUX_MANAGER,
    'Apply',
    { 'f:metadata': { 'f:labels': { 'f:app': {} } } },
    { time: '2025-11-03T10:00:00Z' },
  );
  const bfa = entry('before-first-apply', 'Update', { 'f:spec': { 'f:selector': {} } });
  const other = entry('my-operator', 'Update', { 'f:metadata': { 'f:labels': { 'f:team': {} } } });

  it('folds kubectl*, before-first-apply and its own Update entries into its Apply entry, moved to the end, and removes the annotations', () => {
    const live = deployment(
      [csa, flux, edit, scale, hpa, bfa, other],
      {
        [LAST_APPLIED]: '{"apiVersion":"apps/v1"}',
        'fluxcd.io/sync-checksum': 'abc',
        'example.com/keep': 'yes',
      },
      { app: 'web', 'fluxcd.io/sync-gc-mark': 'sha256.x' },
    );
    const out = fluxCleanupMetadata(live);
    expect((out.metadata as JsonObject).annotations).toEqual({ 'example.com/keep': 'yes' });
    expect((out.metadata as JsonObject).labels).toEqual({ app: 'web' });
    // The /scale and /status entries do not match (subresource), my-operator is not Flux's.
    expect(managers(out)).toEqual([
      'kubectl-scale/Update/scale',
      'kube-controller-manager/Update/status',
      'my-operator/Update',
      'kustomize-controller/Apply',
    ]);
    const merged = entryOf(out, 'kustomize-controller/Apply')!;
    expect(merged.time).toBe('2025-11-03T10:00:00Z');
    expect(merged.fieldsV1).toEqual({
      'f:metadata': {
        'f:annotations': { '.': {}, [`f:${LAST_APPLIED}`]: {} },
        'f:labels': { 'f:app': {} },
      },
      'f:spec': {
        'f:replicas': {},
        'f:selector': {},
        'f:template': {
          'f:spec': {
            'f:containers': { 'k:{"name":"web"}': { '.': {}, 'f:env': {}, 'f:image': {}, 'f:name': {} } },
          },
        },
      },
    });
    // The live object is not changed.
    expect(managers(live)).toHaveLength(7);
  });

  it('without an Apply entry of its own, the first match is renamed (keeping its version and time)', () => {
    const live = deployment([hpa, csa, edit]);
    const out = fluxCleanupMetadata(live);
    expect(managers(out)).toEqual(['kube-controller-manager/Update/status', 'kustomize-controller/Apply']);
    const merged = entryOf(out, 'kustomize-controller/Apply')!;
    expect([merged.apiVersion, merged.time]).toEqual(['apps/v1', '2025-11-01T10:00:00Z']);
    expect(Object.keys((merged.fieldsV1 as JsonObject)['f:spec'] as JsonObject)).toEqual([
      'f:replicas',
      'f:template',
    ]);
  });

  it('--override-manager names are taken over too, Apply and Update', () => {
    const live = deployment([entry('legacy-deployer', 'Apply', { 'f:spec': { 'f:replicas': {} } }), other]);
    const out = fluxCleanupMetadata(live, { overrideManagers: ['legacy-deployer'] });
    expect(managers(out)).toEqual(['my-operator/Update', 'kustomize-controller/Apply']);
  });

  it('kustomize.toolkit.fluxcd.io/ssa: merge on the object or the manifest turns the cleanup off', () => {
    const live = deployment([csa], { [LAST_APPLIED]: '{}', 'kustomize.toolkit.fluxcd.io/ssa': 'merge' });
    expect(fluxCleanupMetadata(live)).toBe(live);
    const plain = deployment([csa], { [LAST_APPLIED]: '{}' });
    const manifest: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', labels: { 'kustomize.toolkit.fluxcd.io/ssa': 'Merge' } },
    };
    expect(fluxCleanupMetadata(plain, { manifest })).toBe(plain);
  });

  it('an object with nothing to clean is returned as it is', () => {
    const live = deployment([flux, hpa]);
    expect(fluxCleanupMetadata(live)).toBe(live);
  });

  it('then the forced apply by kustomize-controller prunes what only client-side apply had set', () => {
    const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');
    const created = serverWrite({
      verb: 'create',
      live: null,
      manager: 'kubectl-client-side-apply',
      schema,
      now: '2025-11-01T10:00:00Z',
      random: () => 0.25,
      body: {
        ...deployment([]),
        metadata: {
          name: 'web',
          namespace: 'prod',
          labels: { app: 'web' },
          annotations: { [LAST_APPLIED]: '{}' },
        },
      },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const manifest = fluxPrepareManifest(
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'web', namespace: 'prod', labels: { app: 'web' } },
        spec: {
          replicas: 3,
          selector: { matchLabels: { app: 'web' } },
          template: {
            metadata: { labels: { app: 'web' } },
            spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] },
          },
        },
      },
      { name: 'apps', namespace: 'flux-system' },
    );
    const cleaned = fluxCleanupMetadata(created.object, { manifest });
    // The cleanup is a JSON patch: the server stores it as an update by kustomize-controller.
    const patched = serverWrite({
      verb: 'update',
      live: created.object,
      body: cleaned,
      manager: FLUX_MANAGER,
      schema,
      now: '2026-01-01T00:00:00Z',
    });
    expect(patched.ok).toBe(true);
    if (!patched.ok) return;
    expect(managers(patched.object)).toEqual(['kustomize-controller/Apply']);
    const applied = serverWrite({
      verb: 'apply',
      live: patched.object,
      body: manifest,
      manager: FLUX_MANAGER,
      force: true,
      schema,
      now: '2026-01-01T00:00:00Z',
    });
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const container = (((applied.object.spec as JsonObject).template as JsonObject).spec as JsonObject)
      .containers as JsonObject[];
    expect(container[0].env).toBeUndefined();
    expect((applied.object.metadata as JsonObject).labels).toEqual({
      app: 'web',
      'kustomize.toolkit.fluxcd.io/name': 'apps',
      'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
    });
    expect((applied.object.metadata as JsonObject).annotations ?? {}).not.toHaveProperty([LAST_APPLIED]);
  });
});

describe('Flux: the manifest as kustomize-controller sends it', () => {
  it('fills TCP into container ports, drops status and sets creationTimestamp null, adds the owner labels', () => {
    const m: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        template: {
          spec: {
            containers: [
              { name: 'web', ports: [{ containerPort: 80 }, { containerPort: 53, protocol: 'UDP' }] },
            ],
          },
        },
      },
      status: { replicas: 1 },
    };
    expect(fluxPrepareManifest(m, { name: 'apps', namespace: 'flux-system' })).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: {
        name: 'web',
        creationTimestamp: null,
        labels: {
          'kustomize.toolkit.fluxcd.io/name': 'apps',
          'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
        },
      },
      spec: {
        template: {
          spec: {
            containers: [
              {
                name: 'web',
                ports: [
                  { containerPort: 80, protocol: 'TCP' },
                  { containerPort: 53, protocol: 'UDP' },
                ],
              },
            ],
          },
        },
      },
    });
  });

  it("moves a Secret's stringData into data (base64 of the UTF-8 bytes) and fills Service ports", () => {
    const secret = fluxPrepareManifest(
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 's' },
        data: { a: 'YQ==' },
        stringData: { b: 'héllo', c: '' },
      },
      { name: 'x', namespace: 'y' },
    );
    expect(secret.data).toEqual({ a: 'YQ==', b: 'aMOpbGxv', c: '' });
    expect(secret).not.toHaveProperty('stringData');
    const svc = fluxPrepareManifest(
      { apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { ports: [{ port: 443 }] } },
      { name: 'x', namespace: 'y' },
    );
    expect((svc.spec as JsonObject).ports).toEqual([{ port: 443, protocol: 'TCP' }]);
    const crd = fluxPrepareManifest(
      {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'c' },
        status: { x: 1 },
      },
      { name: 'x', namespace: 'y' },
    );
    expect(crd.status).toEqual({ x: 1 });
  });
});

describe('Argo CD', () => {
  it('ServerSideApply=true: kubectl-client-side-apply folded into argocd-controller before the sync', () => {
    const live = deployment([
      entry(
        'kube-controller-manager',
        'Update',
        { 'f:status': { 'f:replicas': {} } },
        { subresource: 'status' },
      ),
      entry('kubectl-client-side-apply', 'Update', { ...ANNOTATION_FIELDS, 'f:spec': { 'f:replicas': {} } }),
    ]);
    const out = argocdClientSideApplyMigration(live);
    expect(managers(out)).toEqual(['kube-controller-manager/Update/status', 'argocd-controller/Apply']);
    expect(entryOf(out, 'argocd-controller/Apply')!.fieldsV1).toEqual({
      ...ANNOTATION_FIELDS,
      'f:spec': { 'f:replicas': {} },
    });
    // Already migrated (or never client-side): nothing to do.
    expect(argocdClientSideApplyMigration(out)).toBe(out);
  });

  it('the Application can name another migration manager; its Update entry is merged into the existing Apply entry', () => {
    const live = deployment([
      entry(ARGOCD_MANAGER, 'Apply', { 'f:spec': { 'f:replicas': {} } }),
      entry('old-deployer', 'Update', { 'f:spec': { 'f:paused': {} } }),
    ]);
    const out = argocdClientSideApplyMigration(live, 'old-deployer');
    expect(managers(out)).toEqual(['argocd-controller/Apply']);
    expect(entryOf(out, 'argocd-controller/Apply')!.fieldsV1).toEqual({
      'f:spec': { 'f:paused': {}, 'f:replicas': {} },
    });
  });

  it("after the sync, kubectl's code folds Argo CD's own client-side entry (owner of the annotation) into argocd-controller", () => {
    const stored = deployment([
      entry(ARGOCD_MANAGER, 'Update', { ...ANNOTATION_FIELDS, 'f:spec': { 'f:template': {} } }),
      entry(ARGOCD_MANAGER, 'Apply', { 'f:spec': { 'f:replicas': {} } }),
    ]);
    const out = kubectlUpgradeAfterApply(stored, ARGOCD_MANAGER);
    expect(managers(out)).toEqual(['argocd-controller/Apply']);
    expect(entryOf(out, 'argocd-controller/Apply')!.fieldsV1).toEqual({
      ...ANNOTATION_FIELDS,
      'f:spec': { 'f:replicas': {}, 'f:template': {} },
    });
  });

  it('Prune=false in the sync-options list keeps an object', () => {
    const tracking = { 'argocd.argoproj.io/tracking-id': 'web:apps/Deployment:prod/web' };
    const keep = deployment([], {
      ...tracking,
      'argocd.argoproj.io/sync-options': 'ServerSideApply=true, Prune=false',
    });
    const prune = deployment([], { ...tracking, 'argocd.argoproj.io/sync-options': 'Prune=confirm' });
    expect(wouldPrune(PRESETS.argocd, keep, true)).toBe(false);
    expect(wouldPrune(PRESETS.argocd, prune, true)).toBe(true);
    expect(wouldPrune(PRESETS.argocd, prune)).toBe(false); // pruning is off unless the sync prunes
  });

  it('prunes only what an Application tracks (the tracking annotation or the instance label)', () => {
    expect(wouldPrune(PRESETS['argocd-server-side'], deployment([]), true)).toBe(false);
    expect(
      wouldPrune(PRESETS.argocd, deployment([], {}, { 'app.kubernetes.io/instance': 'web' }), true),
    ).toBe(true);
  });
});

describe('kubectl', () => {
  it('--server-side by kubectl: kubectl-last-applied takes the annotation, then the client-side entry is folded in', () => {
    const stored = deployment(
      [
        entry('kubectl-client-side-apply', 'Update', { ...ANNOTATION_FIELDS, 'f:spec': { 'f:paused': {} } }),
        entry('kubectl', 'Apply', { 'f:spec': { 'f:replicas': {} } }),
      ],
      { [LAST_APPLIED]: '{}' },
    );
    const saved = kubectlSaveLastApplied(stored);
    expect(managers(saved)).toEqual([
      'kubectl-client-side-apply/Update',
      'kubectl/Apply',
      'kubectl-last-applied/Apply',
    ]);
    expect(entryOf(saved, 'kubectl-last-applied/Apply')).toEqual({
      manager: 'kubectl-last-applied',
      operation: 'Apply',
      apiVersion: 'apps/v1',
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:metadata': { 'f:annotations': { [`f:${LAST_APPLIED}`]: {} } } },
    });
    expect(kubectlSaveLastApplied(saved)).toBe(saved);
    const upgraded = kubectlUpgradeAfterApply(saved, 'kubectl');
    expect(managers(upgraded)).toEqual(['kubectl/Apply', 'kubectl-last-applied/Apply']);
  });

  it("the table's housekeeping steps: kubectl-last-applied only for manager kubectl, the upgrade for any", () => {
    const stored = deployment(
      [entry('kubectl-client-side-apply', 'Update', { ...ANNOTATION_FIELDS, 'f:spec': { 'f:paused': {} } })],
      { [LAST_APPLIED]: '{}' },
    );
    const [save, upgrade] = PRESETS['kubectl-server-side'].housekeeping;
    expect(managers(save.run(stored))).toEqual([
      'kubectl-client-side-apply/Update',
      'kubectl-last-applied/Apply',
    ]);
    expect(save.run(stored, { fieldManager: 'my-manager' })).toBe(stored);
    expect(managers(upgrade.run(stored, { fieldManager: 'my-manager' }))).toEqual(['my-manager/Apply']);
  });

  it('--prune only deletes objects that carry the last-applied annotation', () => {
    expect(wouldPrune(PRESETS.kubectl, deployment([], { [LAST_APPLIED]: '{}' }), true)).toBe(true);
    expect(wouldPrune(PRESETS.kubectl, deployment([]), true)).toBe(false);
    expect(wouldPrune(PRESETS.kubectl, deployment([], { [LAST_APPLIED]: '{}' }))).toBe(false);
  });
});

describe('Helm', () => {
  it('Helm 4 moving a release to server-side apply folds its helm Update entry into helm Apply', () => {
    const live = deployment([
      entry('helm', 'Update', {
        'f:metadata': { 'f:labels': { 'f:app.kubernetes.io/managed-by': {} } },
        'f:spec': { 'f:replicas': {} },
      }),
      entry('kube-controller-manager', 'Update', { 'f:status': {} }, { subresource: 'status' }),
    ]);
    const out = helmUpgradeClientSideFieldManager(live);
    expect(managers(out)).toEqual(['helm/Apply', 'kube-controller-manager/Update/status']);
    expect(helmUpgradeClientSideFieldManager(out)).toBe(out);
  });

  it('every rendered object gets the release label and annotations', () => {
    const m = helmReleaseMetadata(
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', labels: { a: 'b' } } },
      { name: 'shop', namespace: 'prod' },
    );
    expect(m.metadata).toEqual({
      name: 'c',
      labels: { a: 'b', 'app.kubernetes.io/managed-by': 'Helm' },
      annotations: { 'meta.helm.sh/release-name': 'shop', 'meta.helm.sh/release-namespace': 'prod' },
    });
  });

  it('helm.sh/resource-policy: keep (exactly) keeps an object an upgrade drops', () => {
    expect(wouldPrune(PRESETS.helm4, deployment([], { 'helm.sh/resource-policy': 'keep' }))).toBe(false);
    expect(wouldPrune(PRESETS.helm3, deployment([], { 'helm.sh/resource-policy': 'Keep' }))).toBe(true);
    expect(wouldPrune(PRESETS.helm3, deployment([]))).toBe(true);
  });
});

describe('Flux keep markers', () => {
  it('prune: disabled as a label or an annotation, in any case', () => {
    expect(
      wouldPrune(PRESETS.flux, deployment([], {}, { 'kustomize.toolkit.fluxcd.io/prune': 'Disabled' }), true),
    ).toBe(false);
    expect(
      wouldPrune(PRESETS.flux, deployment([], { 'kustomize.toolkit.fluxcd.io/prune': 'disabled' }), true),
    ).toBe(false);
    expect(
      wouldPrune(PRESETS.flux, deployment([], { 'kustomize.toolkit.fluxcd.io/reconcile': 'disabled' }), true),
    ).toBe(false);
    const owned = {
      'kustomize.toolkit.fluxcd.io/name': 'apps',
      'kustomize.toolkit.fluxcd.io/namespace': 'flux-system',
    };
    expect(wouldPrune(PRESETS.flux, deployment([], {}, owned), true)).toBe(true);
    // Not applied by a Kustomization (no owner labels): in no inventory, never pruned.
    expect(wouldPrune(PRESETS.flux, deployment([]), true)).toBe(false);
    expect(
      hasKeepMarker(deployment([], { 'kustomize.toolkit.fluxcd.io/prune': '' }), PRESETS.flux.prune.keep[0]),
    ).toBe(false);
  });
});
