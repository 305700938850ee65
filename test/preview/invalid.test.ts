// A write the API server refuses is its own action (`invalid`): a 422 from the
// engine (a changed uid on apply), a 400 for an unknown field under Strict. It
// leads the verdict, the object order and the comment, counts in the summary and
// lists one line per cause; Warn turns the fields into field-warning notes.

import { describe, expect, it } from 'vitest';
import { ACTION_RANK, byImportance, verdictText } from '../../core/preview/render/common.ts';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { previewBatch } from '../../core/preview/report.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-01-01T00:00:00Z';

const deployment = (spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'c', image: 'nginx' }] } },
    ...spec,
  },
});

const cm = (uid: string, data: JsonObject): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'default', uid },
  data,
});

function batch() {
  return previewBatch(
    [
      {
        live: null,
        intent: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'new', namespace: 'default' } },
        source: { file: 'k8s/new.yaml', line: 1 },
      },
      // A changed uid on apply: 422 Invalid, field is immutable.
      { live: cm('u1', { a: '1' }), intent: cm('u2', { a: '2' }), source: { file: 'k8s/cm.yaml', line: 1 } },
    ],
    { fieldManager: 'kubectl', now: NOW },
  );
}

describe('invalid action', () => {
  it('a 422 from the write is invalid, with its Status and one cause per field', () => {
    const b = batch();
    const o = b.objects[1];
    expect(o.action).toBe('invalid');
    expect(o.status).toMatchObject({ code: 422, reason: 'Invalid' });
    expect(o.status?.message).toBe(
      'ConfigMap "settings" is invalid: metadata.uid: Invalid value: "u2": field is immutable',
    );
    expect(o.causes).toEqual([
      {
        path: '.metadata.uid',
        reason: 'FieldValueInvalid',
        message: 'Invalid value: "u2": field is immutable',
      },
    ]);
    expect(o.error).toMatchObject({ code: 422, reason: 'Invalid' });
    expect(b.summary.invalid).toBe(1);
    expect(b.summary.create).toBe(1);
  });

  it('leads the verdict, the order of objects and the comment', () => {
    const b = batch();
    expect(verdictText(b.summary)).toBe('1 object refused as invalid, 1 object changes (1 new)');
    expect(ACTION_RANK.invalid).toBeLessThan(ACTION_RANK.conflict);
    expect(byImportance(b.objects)).toEqual([1, 0]);
    const md = renderMarkdown(b);
    const refused = md.indexOf('### ⛔ Refused as invalid: 1 object');
    expect(refused).toBeGreaterThan(0);
    expect(md.indexOf('🟢 create')).toBeGreaterThan(0);
    // Before any other section: the refusal is what a reviewer reads first after the verdict and table.
    expect(md.indexOf('<details>')).toBeGreaterThan(refused);
    expect(md).toContain(
      '  - **<code>.metadata.uid</code>** Invalid value&#58; &quot;u2&quot;&#58; field is immutable <sub><code>k8s/cm.yaml</code>, line 1</sub>',
    );
    expect(md.split('\n')[0]).toMatch(/^🔴 \*\*1 object refused as invalid/);
  });

  it('the text report lists the message and each cause', () => {
    const text = renderText(batch());
    expect(text).toContain('REFUSED AS INVALID');
    expect(text).toContain(
      '  ConfigMap default/settings: 422 Invalid: ConfigMap "settings" is invalid: metadata.uid: Invalid value: "u2": field is immutable',
    );
    expect(text).toContain('    .metadata.uid: Invalid value: "u2": field is immutable');
  });

  it('an unknown field under Strict (kubectl client-side create) is invalid; Warn makes a note; Ignore drops it', () => {
    const item = { live: null, intent: deployment({ replica: 3 }) };
    const strict = previewBatch([item], { fieldManager: 'kubectl', now: NOW, mode: 'client-side' });
    expect(strict.objects[0].action).toBe('invalid');
    expect(strict.objects[0].causes).toEqual([{ path: '.spec.replica', message: 'unknown field' }]);
    const warn = previewBatch([item], {
      fieldManager: 'kubectl',
      now: NOW,
      mode: 'client-side',
      fieldValidation: 'Warn',
    });
    expect(warn.objects[0].action).toBe('create');
    expect(warn.objects[0].notes).toContainEqual({
      code: 'field-warning',
      path: '.spec.replica',
      message:
        'the API server warns: unknown field "spec.replica"; the field is dropped and the write goes on (fieldValidation Warn)',
    });
    expect(warn.objects[0].changes.some((c) => c.path === '.spec.replica')).toBe(false);
    const ignore = previewBatch([item], {
      fieldManager: 'kubectl',
      now: NOW,
      mode: 'client-side',
      fieldValidation: 'Ignore',
    });
    expect(ignore.objects[0].action).toBe('create');
    expect(ignore.objects[0].notes.some((n) => n.code === 'field-warning')).toBe(false);
  });

  it('a server-side apply refuses the unknown field in every mode', () => {
    for (const fieldValidation of ['Strict', 'Warn', 'Ignore'] as const) {
      const b = previewBatch([{ live: null, intent: deployment({ replica: 3 }) }], {
        fieldManager: 'kubectl',
        now: NOW,
        fieldValidation,
      });
      expect(b.objects[0].action).toBe('invalid');
      expect(b.objects[0].causes).toEqual([
        { path: '.spec.replica', message: 'field not declared in schema' },
      ]);
    }
  });
});
