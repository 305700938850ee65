// The text report and the Markdown comment count (and list) the same field changes:
// a create's identity fields, uid and creationTimestamp are in neither, only in the
// JSON report (issue 26, rough edge 8b).

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { previewBatch } from '../../core/preview/report.ts';

const created = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'shop' },
  data: { mode: 'green', size: 'l' },
};

describe('a create: the same count of field changes in every rendering', () => {
  const report = previewBatch([{ live: null, intent: created }], {
    fieldManager: 'kubectl',
    now: '2026-11-27T10:00:00Z',
  });
  const o = report.objects[0];

  it('the JSON keeps identity and stamps', () => {
    expect(o.action).toBe('create');
    const paths = o.changes.map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining(['.kind', '.metadata.name', '.metadata.uid', '.metadata.creationTimestamp']),
    );
  });

  it('text and Markdown both count the two data fields', () => {
    const text = renderText(report);
    const row = text.split('\n').find((l) => l.startsWith('create'));
    expect(row?.split(/\s+/)[4]).toBe('2');
    const md = renderMarkdown(report);
    expect(md).toContain('| 🟢 create | ConfigMap | <code>settings</code> | <code>shop</code> | 2 |');
    expect(md).toContain('2 field changes');
  });

  it('the text lists what it counts', () => {
    const text = renderText(report);
    expect(text).toContain('+ .data.mode: green');
    expect(text).not.toContain('.metadata.uid');
    expect(text).not.toContain('+ .kind');
  });
});
