// `kubectl apply --server-side` as kubectl sends it (pkg/cmd/apply/apply.go):
// the apply, the last-applied annotation kept by `kubectl-last-applied`, the
// managed-field upgrade (JSON patch) and the re-apply, replayed against the
// engine's API server.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradeManagedFields } from '../../core/appliers/csaupgrade.ts';
import { kubectlServerSideApply } from '../../core/appliers/kubectl.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

const NOW = '2026-01-01T00:00:00Z';
const resolver = new SchemaResolver();

function entries(obj: JsonObject): JsonObject[] {
  return ((obj.metadata as JsonObject).managedFields ?? []) as JsonObject[];
}
function labels(obj: JsonObject): string[] {
  return entries(obj).map((e) => [e.manager, e.operation, e.subresource].filter(Boolean).join('/'));
}

describe('TestApplyCSAMigration (kubernetes/kubectl pkg/cmd/apply/apply_test.go)', () => {
  const f = JSON.parse(
    readFileSync(new URL('../fixtures/appliers/kubectl/TestApplyCSAMigration.json', import.meta.url), 'utf8'),
  ) as { live: JsonObject; manifest: JsonObject; firstRun: string[]; secondRun: string[] };
  const schema = resolver.resolve('v1', 'ReplicationController');

  it('migrates with three applies and one JSON patch, and is a single apply afterwards', () => {
    const r = kubectlServerSideApply(f.live, f.manifest, { schema, now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings).toEqual([]);
    expect(r.requests.map((q) => q.step)).toEqual(f.firstRun);
    expect(r.requests.every((q) => q.ok)).toBe(true);
    expect(r.upgraded).toEqual(['kubectl-client-side-apply']);
    const save = r.requests[1];
    expect(save.manager).toBe('kubectl-last-applied');
    expect(save.body).toEqual({
      apiVersion: 'v1',
      kind: 'ReplicationController',
      metadata: {
        name: 'test-rc',
        namespace: 'test',
        annotations: {
          [LAST_APPLIED]: (r.object.metadata as JsonObject).annotations![LAST_APPLIED as never],
        },
      },
    });
    const patch = r.requests[2];
    expect(patch.patchType).toBe('application/json-patch+json');
    const ops = patch.body as { op: string; path: string; value: JsonValue }[];
    expect(ops.map((o) => `${o.op} ${o.path}`)).toEqual([
      'replace /metadata/managedFields',
      'replace /metadata/resourceVersion',
    ]);
    expect((ops[0].value as JsonObject[]).map((e) => e.manager)).not.toContain('kubectl-client-side-apply');
    // No client-side entry is left; the upgrade is a no-op from now on.
    expect(labels(r.object)).not.toContain('kubectl-client-side-apply/Update');
    expect(labels(r.object)).toContain('kubectl/Apply');
    expect(labels(r.object)).toContain('kubectl-last-applied/Apply');
    expect(labels(r.object)).toContain('kube-controller-manager/Update/status');
    const again = upgradeManagedFields(r.object, ['kubectl-client-side-apply'], 'kubectl');
    expect(again.ok && again.changed).toBe(false);
    // The annotation stays owned (by kubectl-last-applied), so a later downgrade still works.
    expect((r.object.metadata as JsonObject).annotations).toHaveProperty([LAST_APPLIED]);

    const second = kubectlServerSideApply(r.object, f.manifest, { schema, now: NOW });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.requests.map((q) => q.step)).toEqual(f.secondRun);
  });
});

// A Deployment managed client-side: kubectl-client-side-apply owns what the
// three-way patch set, including a sidecar the new manifest drops.
function clientSideDeployment(): JsonObject {
  const schema = resolver.resolve('apps/v1', 'Deployment');
  const config: JsonObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [
            { name: 'web', image: 'nginx:1.25' },
            { name: 'sidecar', image: 'busybox:1.36' },
          ],
        },
      },
    },
  };
  const annotated: JsonObject = {
    ...config,
    metadata: {
      ...(config.metadata as JsonObject),
      annotations: { [LAST_APPLIED]: `${JSON.stringify(config)}\n` },
    },
  };
  const r = serverWrite({
    verb: 'create',
    live: null,
    body: annotated,
    manager: 'kubectl-client-side-apply',
    schema,
    now: '2025-12-01T00:00:00Z',
    random: () => 0.5,
  });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

const next: JsonObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    replicas: 2,
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] },
    },
  },
};

function containers(obj: JsonObject): string[] {
  const spec = ((obj.spec as JsonObject).template as JsonObject).spec as JsonObject;
  return (spec.containers as JsonObject[]).map((c) => `${c.name}=${c.image}`);
}

describe('kubectl apply --server-side over client-side apply state', () => {
  const schema = resolver.resolve('apps/v1', 'Deployment');

  it('with kubectl: the image conflict is forgiven, and the dropped sidecar is pruned after the upgrade', () => {
    const live = clientSideDeployment();
    const r = kubectlServerSideApply(live, next, { schema, now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => q.step)).toEqual([
      'apply',
      'save-last-applied',
      'upgrade-managed-fields',
      'reapply',
    ]);
    expect(containers(r.object)).toEqual(['web=nginx:1.27']);
    // kubectl-last-applied's apply changed nothing (the annotation had that value): no time, so it sorts first.
    expect(entries(r.object).map((e) => [e.manager, e.time ?? null])).toEqual([
      ['kubectl-last-applied', null],
      ['kubectl', NOW],
    ]);
    // The server kept the annotation up to date with the new configuration.
    const annotation = ((r.object.metadata as JsonObject).annotations as JsonObject)[LAST_APPLIED] as string;
    expect(annotation).toContain('nginx:1.27');
    expect(annotation).not.toContain('sidecar');
  });

  it('a server-side apply alone (no kubectl upgrade) would keep the sidecar: the client-side entry still owns it', () => {
    const live = clientSideDeployment();
    const r = serverWrite({ verb: 'apply', live, body: next, manager: 'kubectl', schema, now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(containers(r.object)).toEqual(['web=nginx:1.27', 'sidecar=busybox:1.36']);
  });

  it('another field manager: no forgiveness, so a changed value conflicts with the client-side manager', () => {
    const live = clientSideDeployment();
    const r = kubectlServerSideApply(live, next, { schema, now: NOW, fieldManager: 'my-manager' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.code).toBe(409);
    expect(r.conflicts.map((c) => `${c.manager} ${c.path}`)).toEqual([
      'kubectl-client-side-apply .spec.template.spec.containers[name="web"].image',
    ]);
    expect(r.requests.map((q) => q.step)).toEqual(['apply']);
  });

  it('another field manager with equal values: no annotation save, but kubectl still folds the client-side entry into it', () => {
    const live = clientSideDeployment();
    const same: JsonObject = JSON.parse(JSON.stringify(next));
    (((same.spec as JsonObject).template as JsonObject).spec as JsonObject).containers = [
      { name: 'web', image: 'nginx:1.25' },
    ];
    const r = kubectlServerSideApply(live, same, { schema, now: NOW, fieldManager: 'my-manager' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.requests.map((q) => q.step)).toEqual(['apply', 'upgrade-managed-fields', 'reapply']);
    expect(containers(r.object)).toEqual(['web=nginx:1.25']);
    // The annotation is now owned by nobody but my-manager's Apply entry, which drops it on the re-apply.
    expect(labels(r.object)).toEqual(['my-manager/Apply']);
    expect((r.object.metadata as JsonObject).annotations ?? {}).not.toHaveProperty([LAST_APPLIED]);
  });

  it('an object with no managedFields: the server gives its fields to before-first-apply, which owns the annotation, so kubectl folds it in', () => {
    const legacy = clientSideDeployment();
    const meta = { ...(legacy.metadata as JsonObject) };
    delete meta.managedFields;
    // Someone paused the rollout before managed fields existed; the manifest does not say so.
    const live: JsonObject = {
      ...legacy,
      metadata: meta,
      spec: { ...(legacy.spec as JsonObject), paused: true },
    };
    const r = kubectlServerSideApply(live, next, { schema, now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.upgraded).toEqual(['before-first-apply']);
    expect(r.requests.map((q) => q.step)).toEqual([
      'apply',
      'save-last-applied',
      'upgrade-managed-fields',
      'reapply',
    ]);
    expect(labels(r.object)).toEqual(['kubectl-last-applied/Apply', 'kubectl/Apply']);
    // Everything the object had is now kubectl's: the re-apply prunes what the manifest leaves out.
    expect((r.object.spec as JsonObject).paused).toBeUndefined();
    expect(containers(r.object)).toEqual(['web=nginx:1.27']);
  });

  it('kubectl scale in between: replicas conflict with the scale writer and nothing else is sent', () => {
    const live = clientSideDeployment();
    const scaled = serverWrite({
      verb: 'update',
      subresource: 'scale',
      live,
      body: {
        apiVersion: 'autoscaling/v1',
        kind: 'Scale',
        metadata: {
          name: 'web',
          namespace: 'default',
          resourceVersion: (live.metadata as JsonObject).resourceVersion ?? null,
        },
        spec: { replicas: 5 },
      },
      manager: 'kubectl-scale',
      schema,
      now: '2025-12-15T00:00:00Z',
    });
    expect(scaled.ok, scaled.ok ? '' : scaled.status.message).toBe(true);
    if (!scaled.ok) return;
    const r = kubectlServerSideApply(scaled.object, next, { schema, now: NOW });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl-scale" with subresource "scale" using apps/v1: .spec.replicas',
    );
    expect(r.requests.map((q) => q.step)).toEqual(['apply']);
  });
});
