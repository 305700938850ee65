// The same object twice in the manifests (issue 26, rough edge 4): kubectl apply
// writes each in turn, so the preview writes the second onto what the first left,
// and each occurrence carries a `duplicate` note naming every file and line.

import { describe, expect, it } from 'vitest';
import { noteUnchainedDuplicates, objectKey } from '../../core/preview/duplicates.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { type PreviewItem, previewBatch } from '../../core/preview/report.ts';
import type { ObjectReport } from '../../core/preview/types.ts';
import type { JsonObject } from '../../core/value.ts';
import { previewItems } from '../../gather/engine.ts';
import { RecordingApi } from '../action/helpers/api.ts';

const NOW = '2026-11-27T10:00:00Z';

function configMap(data: Record<string, string>, namespace = 'shop'): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace }, data };
}

const items: PreviewItem[] = [
  {
    live: null,
    intent: configMap({ mode: 'blue', size: 'l' }),
    source: { file: 'k8s/a.yaml', document: 1, line: 1 },
  },
  {
    live: null,
    intent: configMap({ other: 'x' }, 'other'),
    source: { file: 'k8s/a.yaml', document: 2, line: 9 },
  },
  { live: null, intent: configMap({ mode: 'green' }), source: { file: 'k8s/b.yaml', document: 1, line: 4 } },
];

function duplicateNotes(r: ObjectReport): string[] {
  return r.notes.filter((n) => n.code === 'duplicate').map((n) => n.message);
}

function checkChained(objects: readonly ObjectReport[]): void {
  const [first, other, second] = objects;
  expect(first.action).toBe('create');
  // The second write goes onto the first's result: an update that drops .data.size.
  expect(second.action).toBe('update');
  expect(second.changes).toContainEqual({
    path: '.data.mode',
    kind: 'modified',
    before: 'blue',
    after: 'green',
  });
  expect(second.pruned).toEqual([{ path: '.data.size', before: 'l' }]);
  // Another namespace is another object.
  expect(other.action).toBe('create');
  expect(duplicateNotes(other)).toEqual([]);
  expect(duplicateNotes(first)).toEqual([
    'The same object is in the manifests 2 times (k8s/a.yaml:1 and k8s/b.yaml:4): kubectl apply applies each in turn. k8s/b.yaml:4 is applied after this one: the object ends as the last one leaves it.',
  ]);
  expect(duplicateNotes(second)).toEqual([
    'The same object is in the manifests 2 times (k8s/a.yaml:1 and k8s/b.yaml:4): kubectl apply applies each in turn. This write goes onto what k8s/a.yaml:1 left.',
  ]);
}

describe('the same object twice', () => {
  it('previewBatch writes the second onto the first', () => {
    const report = previewBatch(items, { fieldManager: 'kubectl', now: NOW });
    checkChained(report.objects);
    expect(report.summary).toMatchObject({ create: 2, update: 1 });
    expect(renderText(report)).toContain('[duplicate]');
  });

  it('the Action and the command line (the embedded engine) do the same', async () => {
    const reports = await previewItems(items, {
      fieldManager: 'kubectl',
      force: false,
      now: NOW,
      schemas: { crds: [], openapi: {} },
    });
    checkChained(reports);
  });

  it('a failed first write leaves the live object for the second', () => {
    const bad = { ...configMap({ mode: 'blue' }), data: { mode: 3 } } as unknown as JsonObject;
    const report = previewBatch(
      [
        { live: null, intent: bad, source: { file: 'k8s/a.yaml', line: 1 } },
        { live: null, intent: configMap({ mode: 'green' }), source: { file: 'k8s/b.yaml', line: 1 } },
      ],
      { fieldManager: 'kubectl', now: NOW },
    );
    expect(report.objects[0].action).not.toBe('create');
    expect(report.objects[1].action).toBe('create');
    expect(duplicateNotes(report.objects[1])).toHaveLength(1);
  });

  it('with api-url, each object previewed alone by the API: the note says so', async () => {
    const api = await new RecordingApi().start();
    try {
      const reports = await previewItems(items, {
        fieldManager: 'kubectl',
        force: false,
        now: NOW,
        schemas: { crds: [], openapi: {} },
        apiUrl: api.url,
      });
      expect(reports.map((r) => r.action)).toEqual(['create', 'create', 'create']);
      expect(duplicateNotes(reports[2])[0]).toContain('This write is previewed onto the live object');
      expect(duplicateNotes(reports[0])).toHaveLength(1);
      expect(duplicateNotes(reports[1])).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it('previewed alone (the API): the note says the later one is not chained', () => {
    const reports = items.map((it) => previewBatch([it], { fieldManager: 'kubectl', now: NOW }).objects[0]);
    noteUnchainedDuplicates(items, reports);
    expect(duplicateNotes(reports[2])[0]).toContain(
      'This write is previewed onto the live object, not onto what k8s/a.yaml:1 would leave: the result may differ.',
    );
    expect(duplicateNotes(reports[1])).toEqual([]);
  });

  it('the object is its group, kind, namespace and name, whatever the version', () => {
    const deploy = (apiVersion: string, namespace?: string): JsonObject => ({
      apiVersion,
      kind: 'Deployment',
      metadata: { name: 'web', ...(namespace ? { namespace } : {}) },
    });
    expect(objectKey(deploy('apps/v1'))).toBe(objectKey(deploy('apps/v1beta2')));
    expect(objectKey(deploy('apps/v1'))).not.toBe(objectKey(deploy('extensions/v1beta1')));
    expect(objectKey(deploy('apps/v1', 'a'))).not.toBe(objectKey(deploy('apps/v1', 'b')));
    expect(objectKey({ apiVersion: 'v1', kind: 'ConfigMap', metadata: {} })).toBeNull();
  });
});
