// The patch `kubectl apply` (client-side) sends for an existing object, as kubectl
// 1.35 decides it (k8s.io/kubectl v0.35.0 pkg/cmd/apply/patcher.go patchSimple):
// the cluster's OpenAPI first (a strategic merge patch for every kind the cluster
// serves from Go types), then kubectl's own scheme, else a JSON merge patch. The
// cluster's release decides, not the 1.35 table.

import { beforeAll, describe, expect, it } from 'vitest';
import { kubectlClientSideApply, STRATEGIC_MERGE_PATCH } from '../../core/appliers/clientside.ts';
import { strategicPatchType } from '../../core/appliers/patch-type.ts';
import { builtinTypesFor } from '../../core/schema/builtin/index.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-01-01T00:00:00Z';

beforeAll(async () => {
  await builtinTypesFor('1.36');
});

function policy(conditions: string[]): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'MutatingAdmissionPolicy',
    metadata: { name: 'add-label' },
    spec: {
      failurePolicy: 'Fail',
      matchConditions: conditions.map((name) => ({ name, expression: 'true' })),
    },
  };
}

describe('client-side apply of a kind new in 1.36 (MutatingAdmissionPolicy v1)', () => {
  it("sends a strategic merge patch on 1.36, from the cluster's schema: a condition another writer added is kept", async () => {
    const schema = (await SchemaResolver.forVersion('1.36')).resolve(
      'admissionregistration.k8s.io/v1',
      'MutatingAdmissionPolicy',
    );
    expect(schema.source).toBe('builtin:1.36');
    const opts = { schema, now: NOW, kubernetesVersion: '1.36' };
    const created = kubectlClientSideApply(null, policy(['a']), opts);
    if (!created.ok) throw new Error(created.status.message);
    // Another writer adds condition b, which the last-applied configuration does not have.
    const live = structuredClone(created.object);
    ((live.spec as JsonObject).matchConditions as JsonObject[]).push({ name: 'b', expression: 'true' });

    const r = kubectlClientSideApply(live, policy(['a', 'c']), opts);
    expect(r.request.verb).toBe('patch');
    if (r.request.verb !== 'patch' || !r.ok) throw new Error('patch failed');
    expect(r.request.patchType).toBe(STRATEGIC_MERGE_PATCH);
    // matchConditions has patchStrategy merge on key name (client-go v0.36.3, OpenAPI of 1.36).
    expect(r.request.body).toEqual({
      spec: {
        '$setElementOrder/matchConditions': [{ name: 'a' }, { name: 'c' }],
        matchConditions: [{ expression: 'true', name: 'c' }],
      },
      metadata: expect.any(Object),
    });
    const names = ((r.object.spec as JsonObject).matchConditions as JsonObject[]).map((c) => c.name);
    expect(names.sort()).toEqual(['a', 'b', 'c']);
  });

  it('a kind neither the 1.35 cluster nor kubectl 1.35 knows gets a JSON merge patch', () => {
    expect(strategicPatchType(policy(['a']), { kubernetesVersion: '1.35' })).toBeNull();
  });
});

describe('strategicPatchType', () => {
  it("follows the cluster's release, then kubectl 1.35's scheme", () => {
    const at = (apiVersion: string, kind: string, kubernetesVersion: string) =>
      strategicPatchType({ apiVersion, kind }, { kubernetesVersion })?.name ?? null;
    // Served natively by the cluster: its OpenAPI lists strategic merge patch.
    expect(at('admissionregistration.k8s.io/v1', 'MutatingAdmissionPolicy', '1.36.2')).toBe(
      'io.k8s.api.admissionregistration.v1.MutatingAdmissionPolicy',
    );
    expect(at('apiextensions.k8s.io/v1', 'CustomResourceDefinition', '1.35')).toBe(
      'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition',
    );
    // scheduling.k8s.io/v1alpha1 Workload is 1.35's, gone from 1.36 (v1alpha2 there):
    // not in the 1.36 cluster's OpenAPI, but in kubectl 1.35's scheme.
    expect(at('scheduling.k8s.io/v1alpha1', 'Workload', '1.36')).toBe(
      'io.k8s.api.scheduling.v1alpha1.Workload',
    );
    // Neither: apiextensions v1beta1 left in 1.22, and kubectl's scheme never had that group.
    expect(at('apiextensions.k8s.io/v1beta1', 'CustomResourceDefinition', '1.36')).toBeNull();
    // A custom resource, whatever its group: a JSON merge patch.
    const crd = { kind: 'CustomResourceDefinition' };
    expect(
      strategicPatchType({ apiVersion: 'apps/v1', kind: 'Deployment' }, { crd, kubernetesVersion: '1.35' }),
    ).toBeNull();
  });

  it('Helm 3 asks no OpenAPI: its own scheme, which registers apiextensions but not apiregistration', () => {
    const helm = (apiVersion: string, kind: string) =>
      strategicPatchType({ apiVersion, kind }, { kubernetesVersion: '1.35', rule: 'helm3' })?.name ?? null;
    const kubectl = (apiVersion: string, kind: string) =>
      strategicPatchType({ apiVersion, kind }, { kubernetesVersion: '1.35' })?.name ?? null;
    expect(helm('v1', 'ConfigMap')).toBe('io.k8s.api.core.v1.ConfigMap');
    expect(helm('apiextensions.k8s.io/v1', 'CustomResourceDefinition')).toBe(
      'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition',
    );
    // An APIService: served natively (kubectl finds strategic merge patch in the OpenAPI), not in Helm's scheme.
    expect(kubectl('apiregistration.k8s.io/v1', 'APIService')).toBe(
      'io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService',
    );
    expect(helm('apiregistration.k8s.io/v1', 'APIService')).toBeNull();
  });

  it('a CRD-served object gets a JSON merge patch', async () => {
    const schema = (await SchemaResolver.forVersion('1.36')).resolve('apps/v1', 'Deployment');
    expect(
      strategicPatchType(
        { apiVersion: 'apps/v1', kind: 'Deployment' },
        { schema: { ...schema, source: 'crd:deployments.apps' }, kubernetesVersion: '1.36' },
      ),
    ).toBeNull();
  });
});
