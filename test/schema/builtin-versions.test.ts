// The built-in schemas of each modelled Kubernetes version: the generated diffs stay
// small and name their sources, and each version serves its own kinds and fields.
// That the diffs are what the generator makes of the upstream files, and that their
// merge topology is client-go's for each release, is test/upstream/ (it needs the
// upstream repositories: npm run test:upstream).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILTIN_VERSIONS,
  type BuiltinTypes,
  builtinMinor,
  builtinType,
  builtinTypesFor,
  NEWEST_BUILTIN_VERSION,
  UnknownKubernetesVersionError,
} from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { loadScenarioSchema, parseScenario, ScenarioError, scenarioSchema } from '../../core/simulate.ts';
import { REPO_ROOT } from '../../scripts/gen-builtin-schemas.ts';
import { at } from './typepath.ts';

const versions = new Map<string, BuiltinTypes>();
beforeAll(async () => {
  for (const v of BUILTIN_VERSIONS) versions.set(v, await builtinTypesFor(v));
}, 120_000);

function v(version: string): BuiltinTypes {
  return versions.get(version)!;
}

function kind(version: string, apiVersion: string, k: string): TypeNode {
  const t = v(version).type(apiVersion, k);
  if (!t) throw new Error(`${apiVersion} ${k} does not resolve in ${version}`);
  return t;
}

describe('generated diffs', () => {
  it('stay small: each under 64 KiB, 8 KiB gzip', () => {
    for (const v of ['1.33', '1.34', '1.36', '1.37']) {
      const bytes = readFileSync(resolve(REPO_ROOT, 'core/schema/builtin', `k8s-${v}.diff.ts`));
      expect(bytes.length, v).toBeLessThan(64 * 1024);
      expect(gzipSync(bytes).length, v).toBeLessThan(8 * 1024);
    }
  });

  it('name their upstream sources', () => {
    const text = (name: string) => readFileSync(resolve(REPO_ROOT, 'core/schema/builtin', name), 'utf8');
    expect(text('k8s-1.33.diff.ts')).toContain(
      'kubernetes-sigs/kubectl-validate a97ccfaca20b164819afdae780392496f6ed6bbd pkg/openapiclient/builtins/1.33/',
    );
    expect(text('k8s-1.36.diff.ts')).toContain(
      'blob 67de7f202bb8168699e2faf088ac42cfe467a51e (release-1.36)',
    );
    expect(text('k8s-1.36.diff.ts')).toContain(
      'kubernetes/client-go v0.36.3 (44a8af2fee834a8fc3523360e029cf7ea7104622)',
    );
    expect(text('k8s-1.37.diff.ts')).toContain(
      'kubernetes/client-go v0.37.0-beta.0 (e68a8a7323d4407dad190f37c5b7e5d423df1d13)',
    );
  });
});

describe('kinds per version', () => {
  const served = (version: string, entry: string) => v(version).kinds().includes(entry);

  it('MutatingAdmissionPolicy v1 from 1.36 (alpha and beta before)', () => {
    for (const x of ['1.33', '1.34', '1.35'])
      expect(served(x, 'admissionregistration.k8s.io/v1 MutatingAdmissionPolicy'), x).toBe(false);
    for (const x of ['1.36', '1.37']) {
      expect(served(x, 'admissionregistration.k8s.io/v1 MutatingAdmissionPolicy'), x).toBe(true);
      expect(served(x, 'admissionregistration.k8s.io/v1 MutatingAdmissionPolicyBinding'), x).toBe(true);
    }
    expect(served('1.35', 'admissionregistration.k8s.io/v1beta1 MutatingAdmissionPolicy')).toBe(true);
  });

  it('1.37 (v0.37.0-beta.0): ClusterTrustBundle, StorageVersionMigration and DeviceTaintRule at v1; PodCertificateRequest still v1beta1', () => {
    for (const e of [
      'certificates.k8s.io/v1 ClusterTrustBundle',
      'storagemigration.k8s.io/v1 StorageVersionMigration',
      'resource.k8s.io/v1 DeviceTaintRule',
    ]) {
      expect(served('1.36', e), `1.36 ${e}`).toBe(false);
      expect(served('1.37', e), `1.37 ${e}`).toBe(true);
    }
    expect(served('1.37', 'certificates.k8s.io/v1 PodCertificateRequest')).toBe(false);
    expect(served('1.37', 'certificates.k8s.io/v1beta1 PodCertificateRequest')).toBe(true);
    // A new group-version names DeleteOptions as every other one does.
    expect(served('1.37', 'storagemigration.k8s.io/v1 DeleteOptions')).toBe(true);
    // The new v1 types are the v1beta1 ones under the new version.
    expect(
      at(kind('1.37', 'certificates.k8s.io/v1', 'ClusterTrustBundle'), 'spec', 'trustBundle').scalar,
    ).toBe('string');
  });

  it('no HorizontalPodAutoscaler at autoscaling/v2beta1 or v2beta2 in any (removed in 1.25 and 1.26)', () => {
    for (const x of BUILTIN_VERSIONS) {
      expect(served(x, 'autoscaling/v2beta2 HorizontalPodAutoscaler'), x).toBe(false);
      expect(served(x, 'autoscaling/v2beta1 HorizontalPodAutoscaler'), x).toBe(false);
      expect(served(x, 'autoscaling/v2 HorizontalPodAutoscaler'), x).toBe(true);
    }
    // 1.33-1.35's documents still list those group-versions for DeleteOptions only.
    expect(served('1.35', 'autoscaling/v2beta2 DeleteOptions')).toBe(true);
    expect(served('1.36', 'autoscaling/v2beta2 DeleteOptions')).toBe(false);
  });

  it('served by default: stable group-versions only', () => {
    expect(v('1.36').servedByDefault('admissionregistration.k8s.io/v1')).toBe(true);
    expect(v('1.35').servedByDefault('admissionregistration.k8s.io/v1beta1')).toBe(false);
    expect(v('1.35').servedByDefault('admissionregistration.k8s.io/v1alpha1')).toBe(false);
    expect(v('1.35').servedByDefault('v1')).toBe(true);
    expect(v('1.36').servedByDefault('storagemigration.k8s.io/v1')).toBe(false);
    expect(v('1.37').servedByDefault('storagemigration.k8s.io/v1')).toBe(true);
    expect(v('1.37').servedByDefault('example.com/v1')).toBe(false);
  });

  it('scheduling.k8s.io Workload: v1alpha1 in 1.35, v1alpha2 in 1.36, v1alpha3 in 1.37', () => {
    expect(['1.35', '1.36', '1.37'].map((x) => served(x, 'scheduling.k8s.io/v1alpha1 Workload'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(['1.35', '1.36', '1.37'].map((x) => served(x, 'scheduling.k8s.io/v1alpha2 Workload'))).toEqual([
      false,
      true,
      false,
    ]);
    expect(served('1.37', 'scheduling.k8s.io/v1alpha3 Workload')).toBe(true);
  });
});

describe('fields and list types per version', () => {
  it('ResourceClaim status.devices: keyed by driver, device, pool in 1.33; shareID joins the key in 1.34', () => {
    const keys = (x: string) =>
      at(kind(x, 'resource.k8s.io/v1beta1', 'ResourceClaim'), 'status', 'devices').list!.keys;
    expect(keys('1.33')).toEqual(['driver', 'device', 'pool']);
    expect(keys('1.34')).toEqual(['driver', 'device', 'pool', 'shareID']);
    expect(keys('1.35')).toEqual(['driver', 'device', 'pool', 'shareID']);
  });

  it('PodSpec: workloadRef in 1.35 only, schedulingGroup from 1.36; hostnameOverride from 1.34', () => {
    const spec = (x: string) => at(kind(x, 'apps/v1', 'Deployment'), 'spec', 'template', 'spec').map!.fields;
    expect(['1.34', '1.35', '1.36', '1.37'].map((x) => spec(x).has('workloadRef'))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(['1.35', '1.36', '1.37'].map((x) => spec(x).has('schedulingGroup'))).toEqual([false, true, true]);
    expect(['1.33', '1.34'].map((x) => spec(x).has('hostnameOverride'))).toEqual([false, true]);
  });

  it("a 1.37 field only SMD describes takes its width from k8s.io/api's generated.proto", () => {
    const cond = (x: string) =>
      at(kind(x, 'autoscaling/v2', 'HorizontalPodAutoscaler'), 'status', 'conditions', '[]').map!.fields;
    expect(cond('1.36').has('observedGeneration')).toBe(false);
    // proto `optional int64 observedGeneration = 6;`: an int64, as every other observedGeneration
    expect(cond('1.37').get('observedGeneration')?.type.name).toBe('int64');
    const policy = at(kind('1.37', 'v1', 'Node'), 'spec', 'podPreemptionPolicy', 'disableResizePreemption');
    expect(policy.list).toMatchObject({ atomic: false, keys: [] });
  });

  it('key defaults come along: ContainerPort.protocol TCP in every version', () => {
    for (const x of BUILTIN_VERSIONS) {
      const port = at(kind(x, 'v1', 'Pod'), 'spec', 'containers', '[]', 'ports', '[]');
      expect(port.map!.fields.get('protocol')?.default, x).toBe('TCP');
    }
  });
});

describe('builtinTypesFor', () => {
  it('defaults to the newest modelled version and takes a minor or a patch', async () => {
    expect(NEWEST_BUILTIN_VERSION).toBe('1.37');
    expect(BUILTIN_VERSIONS).toEqual(['1.33', '1.34', '1.35', '1.36', '1.37']);
    expect((await builtinTypesFor()).version).toBe('1.37');
    const t = await builtinTypesFor('1.36');
    expect(await builtinTypesFor('1.36.2')).toBe(t);
    expect(await builtinTypesFor('v1.36.2')).toBe(t);
    expect(t.source).toBe('builtin:1.36');
    expect(builtinMinor('1.036')).toBe('1.36');
    expect(builtinMinor('1.36.x')).toBeNull();
  });

  it('caches converted types per version; 1.35 is the base the version-less functions use', async () => {
    const t = await builtinTypesFor('1.36');
    expect(t.type('apps/v1', 'Deployment')).toBe(t.type('apps/v1', 'Deployment'));
    expect((await builtinTypesFor('1.35')).type('apps/v1', 'Deployment')).toBe(
      builtinType('apps/v1', 'Deployment'),
    );
    expect(t.type('apps/v1', 'Deployment')).not.toBe(builtinType('apps/v1', 'Deployment'));
  });

  it('refuses a version not modelled, naming those that are', async () => {
    for (const bad of ['1.20', '1.38', '2', 'latest', '']) {
      await expect(builtinTypesFor(bad)).rejects.toThrow(UnknownKubernetesVersionError);
    }
    await expect(builtinTypesFor('1.20')).rejects.toThrow(
      'Kubernetes version "1.20" is not modelled: the built-in schemas cover 1.33, 1.34, 1.35, 1.36, 1.37',
    );
  });
});

describe('SchemaResolver by version', () => {
  it('types a kind new in 1.36 with the 1.36 schema; without a version it stays 1.35 (deduced)', async () => {
    const r136 = await SchemaResolver.forVersion('1.36');
    const map = r136.resolve('admissionregistration.k8s.io/v1', 'MutatingAdmissionPolicy');
    expect(map.source).toBe('builtin:1.36');
    expect(at(map.root, 'spec', 'matchConditions').list!.keys).toEqual(['name']);
    expect(at(map.root, 'spec', 'mutations').list!.atomic).toBe(true);
    expect(
      new SchemaResolver().resolve('admissionregistration.k8s.io/v1', 'MutatingAdmissionPolicy').source,
    ).toBe('deduced');
    expect(new SchemaResolver().resolve('apps/v1', 'Deployment').source).toBe('builtin:1.35');
    expect((await SchemaResolver.forVersion(undefined)).resolve('v1', 'Pod').source).toBe('builtin:1.37');
  });

  it('CRDs still come first', async () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'deployments.apps' },
      spec: {
        group: 'apps',
        names: { kind: 'Deployment', plural: 'deployments' },
        scope: 'Namespaced',
        versions: [
          { name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } },
        ],
      },
    };
    const r = await SchemaResolver.forVersion('1.34', { crds: [crd] });
    expect(r.resolve('apps/v1', 'Deployment').source).toBe('crd:deployments.apps');
    expect(r.resolve('batch/v1', 'Job').source).toBe('builtin:1.34');
  });
});

describe('scenarios with kubernetesVersion', () => {
  const steps = [
    {
      op: 'apply',
      manager: 'm',
      object: {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'MutatingAdmissionPolicy',
        metadata: { name: 'p' },
      },
    },
  ];

  it('load the built-ins of that version', async () => {
    expect(
      (await loadScenarioSchema(parseScenario({ kubernetesVersion: '1.36.1', live: null, steps }))).source,
    ).toBe('builtin:1.36');
    expect((await loadScenarioSchema(parseScenario({ live: null, steps }))).source).toBe('deduced');
  });

  it('refuse a version not modelled, and a schema made without its built-ins', () => {
    let err: unknown;
    try {
      parseScenario({ kubernetesVersion: '1.20', live: null, steps });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScenarioError);
    expect((err as Error).message).toBe(
      'kubernetesVersion: Kubernetes 1.20 is not modelled: apply-preview models 1.33.0-1.33.13, 1.34.0-1.34.10, 1.35.0-1.35.7, 1.36.0-1.36.3 and 1.37.0 (a later patch of these minors is previewed as the newest modelled one)',
    );
    expect(() => parseScenario({ kubernetesVersion: 136, live: null, steps })).toThrow(
      'kubernetesVersion: must be a string such as "1.36" or "1.36.2"',
    );
    expect(() => scenarioSchema(parseScenario({ kubernetesVersion: '1.36', live: null, steps }))).toThrow(
      /not loaded/,
    );
  });
});
