// Remote charts from an OCI registry (the stand-in of remote-registry.ts, over
// plain HTTP as Flux's `insecure: true` asks): a HelmRelease through a
// HelmRepository of `type: oci` with a version range, and one through a
// chartRef to an OCIRepository with `ref.tag`, rendered with the real helm.

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { FileReader } from '../../../gather/files.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { remoteCharts } from '../../../gather/render/remote-fetch.ts';
import { copyWorkspace } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { type RegistryServer, startRegistry } from './remote-registry.ts';
import { webChart } from './remote-repo.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

let registry: RegistryServer;
let repo: string;
let result: RenderResult;

beforeAll(async () => {
  registry = await startRegistry('charts', [webChart('1.2.0'), webChart('1.3.0'), webChart('2.0.0')]);
  repo = writeRepo({
    'flux/oci.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: oci-charts
  namespace: flux-system
spec:
  type: oci
  url: oci://${registry.host}/charts
  insecure: true
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: ranged
  namespace: flux-system
spec:
  targetNamespace: apps
  chart:
    spec:
      chart: web
      version: ">=1.0.0 <2.0.0"
      sourceRef:
        kind: HelmRepository
        name: oci-charts
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: OCIRepository
metadata:
  name: web-chart
  namespace: flux-system
spec:
  url: oci://${registry.host}/charts/web
  insecure: true
  ref:
    tag: 1.2.0
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: OCIRepository
metadata:
  name: web-digest
  namespace: flux-system
spec:
  url: oci://${registry.host}/charts/web
  insecure: true
  ref:
    tag: 1.2.0
    digest: ${registry.digests.get('charts/web:2.0.0')}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: by-digest
  namespace: flux-system
spec:
  chartRef:
    kind: OCIRepository
    name: web-digest
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: pinned
  namespace: flux-system
spec:
  targetNamespace: apps
  chartRef:
    kind: OCIRepository
    name: web-chart
`,
  });
  const tree = copyWorkspace(new FileReader(repo));
  try {
    result = await renderTree(tree, { tools: renderTools(), remoteCharts: remoteCharts('fetch') });
  } finally {
    tree.dispose();
  }
});

afterAll(async () => {
  await registry.close();
  rmSync(repo, { recursive: true, force: true });
});

function versionOf(name: string): unknown {
  const i = result.sources.findIndex((s) => s.name === name);
  const [deploy] = result.objects.filter((o) => o.source === i).map((o) => o.object);
  return ((deploy?.metadata as JsonObject | undefined)?.labels as JsonObject | undefined)?.['chart-version'];
}

describe('charts of an OCI registry', () => {
  it('a HelmRepository of type oci: the highest version in the range', () => {
    expect(result.problems).toEqual([]);
    expect(versionOf('flux-system/ranged')).toBe('1.3.0');
    expect(result.sources.find((s) => s.name === 'flux-system/ranged')?.remoteChart).toBe(
      `oci://${registry.host}/charts/web >=1.0.0 <2.0.0`,
    );
  });

  it('a chartRef to an OCIRepository with a digest: that manifest, whatever the tag', () => {
    expect(versionOf('flux-system/by-digest')).toBe('2.0.0');
    const digest = registry.digests.get('charts/web:2.0.0');
    expect(registry.requests.get(`GET /v2/charts/web/manifests/${digest}`)).toBe(1);
  });

  it('a chartRef to an OCIRepository: its tag', () => {
    expect(versionOf('flux-system/pinned')).toBe('1.2.0');
    expect(registry.requests.get('GET /v2/charts/web/manifests/1.2.0')).toBe(1);
  });
});
