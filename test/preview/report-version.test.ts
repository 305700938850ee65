// The preview report on a chosen Kubernetes version: it says which version it
// previewed, its defaults follow that version's feature gates, a patch newer than the
// newest modelled gets a note, and a version not modelled is refused.

import { beforeAll, describe, expect, it } from 'vitest';
import { previewObject } from '../../core/preview/index.ts';
import { loadKubernetesVersion } from '../../core/request/version.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-11-27T00:00:00Z';

const sts: JsonObject = {
  apiVersion: 'apps/v1',
  kind: 'StatefulSet',
  metadata: { name: 'db', namespace: 'default' },
  spec: {
    serviceName: 'db',
    selector: { matchLabels: { app: 'db' } },
    template: {
      metadata: { labels: { app: 'db' } },
      spec: { containers: [{ name: 'db', image: 'postgres:17' }] },
    },
  },
};

const MAX_UNAVAILABLE = '.spec.updateStrategy.rollingUpdate.maxUnavailable';

// A caller loads a version's built-in schemas before it previews at that version (core/request/version.ts).
beforeAll(async () => {
  for (const v of ['1.35', '1.36', '1.37']) await loadKubernetesVersion(v);
});

describe('preview report per Kubernetes version', () => {
  it("names the version previewed: without one, the base table's 1.35 (its newest patch)", () => {
    const r = previewObject({ live: null, intent: sts }, { fieldManager: 'kubectl', now: NOW });
    expect(r.kubernetesVersion).toBe('1.35.7');
    expect(r.schemaSource).toBe('builtin:1.35');
    // MaxUnavailableStatefulSet is off from 1.35.4.
    expect(r.changes.some((c) => c.path === MAX_UNAVAILABLE)).toBe(false);
  });

  it("a StatefulSet's maxUnavailable default follows the version's MaxUnavailableStatefulSet gate", () => {
    const on136 = previewObject(
      { live: null, intent: sts },
      { fieldManager: 'kubectl', now: NOW, kubernetesVersion: '1.36' },
    );
    expect(on136.kubernetesVersion).toBe('1.36.3');
    expect(on136.changes.some((c) => c.path === MAX_UNAVAILABLE)).toBe(false);
    expect(on136.changes.some((c) => c.path === '.spec.updateStrategy.rollingUpdate.partition')).toBe(true);
    const on1352 = previewObject(
      { live: null, intent: sts },
      { fieldManager: 'kubectl', now: NOW, kubernetesVersion: 'v1.35.2' },
    );
    expect(on1352.kubernetesVersion).toBe('1.35.2');
    expect(on1352.changes.find((c) => c.path === MAX_UNAVAILABLE)?.after).toBe(1);
  });

  it('a patch newer than the newest modelled is previewed as that one, with a note', () => {
    const r = previewObject(
      { live: null, intent: sts },
      { fieldManager: 'kubectl', now: NOW, kubernetesVersion: '1.36.9' },
    );
    expect(r.kubernetesVersion).toBe('1.36.3');
    expect(r.notes.filter((n) => n.code === 'version-newer').map((n) => n.message)).toEqual([
      'Kubernetes 1.36.9 is newer than the newest 1.36 patch modelled: previewed as 1.36.3',
    ]);
  });

  it('a version not modelled is an error naming the modelled versions', () => {
    const r = previewObject(
      { live: null, intent: sts },
      { fieldManager: 'kubectl', now: NOW, kubernetesVersion: '1.20' },
    );
    expect(r.action).toBe('error');
    expect(r.error?.code).toBe(400);
    expect(r.error?.message).toBe(
      'Kubernetes 1.20 is not modelled: apply-preview models 1.33.0-1.33.13, 1.34.0-1.34.10, 1.35.0-1.35.7, 1.36.0-1.36.3 and 1.37.0 (a later patch of these minors is previewed as the newest modelled one)',
    );
    expect(r.kubernetesVersion).toBeUndefined();
  });
});
