// The same object twice in the manifests: besides the `duplicate` note, the Action
// puts a warning on the line where each occurrence starts (issue 26, rough edge 4).

import { describe, expect, it } from 'vitest';
import { annotationsOf } from '../../action/annotations.ts';
import { previewBatch } from '../../core/preview/report.ts';
import type { JsonObject } from '../../core/value.ts';
import type { ManifestEntry } from '../../gather/manifests.ts';

function configMap(data: Record<string, string>): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace: 'shop' }, data };
}

describe('annotations of a duplicate', () => {
  it('a warning on each occurrence, naming the other', () => {
    const entries: ManifestEntry[] = [
      { file: 'k8s/a.yaml', document: 1, line: 1, intent: configMap({ mode: 'blue' }) },
      { file: 'k8s/b.yaml', document: 2, line: 7, intent: configMap({ mode: 'green' }) },
    ];
    const report = previewBatch(
      entries.map((e) => ({
        live: null,
        intent: e.intent as JsonObject,
        source: { file: e.file, document: e.document, line: e.line },
      })),
      { fieldManager: 'kubectl', now: '2026-11-27T10:00:00Z' },
    );
    const warnings = annotationsOf(report.objects, entries).filter(
      (a) => a.title === 'apply-preview: the same object more than once',
    );
    expect(warnings.map((a) => [a.level, a.file, a.line])).toEqual([
      ['warning', 'k8s/a.yaml', 1],
      ['warning', 'k8s/b.yaml', 7],
    ]);
    expect(warnings[1].message).toBe(
      'ConfigMap shop/settings: The same object is in the manifests 2 times (k8s/a.yaml:1 and k8s/b.yaml:7): kubectl apply applies each in turn. This write goes onto what k8s/a.yaml:1 left.',
    );
  });
});
