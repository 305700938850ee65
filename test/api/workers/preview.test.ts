// POST /v1/preview, inside workerd (SELF: the Worker of wrangler.toml).

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BatchReport, Status } from '../../../api/schemas.ts';
import { configMap, liveConfigMap, NOW, post, SECRET_VALUE, secret, widget, widgetCRD } from '../fixtures.ts';

import { call } from './routes-helpers.ts';

describe('POST /v1/preview', () => {
  const live = liveConfigMap;

  it('a batch: created, changed, unchanged, conflicted and a bad item, with the summary', async () => {
    const r = await call('/v1/preview', {
      fieldManager: 'kubectl',
      now: NOW,
      items: [
        { live: null, intent: configMap({ x: '1' }, 'new-cm') },
        { live, intent: configMap({ a: '1', b: '2', c: '3' }) },
        { live, intent: configMap({ a: '1', b: '2' }) },
        {
          live,
          intent:
            'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: test-cm, namespace: default}\ndata: {a: "1", b: "2"}',
        },
        { intent: 42 },
        { intent: 'a: [unclosed' },
      ],
    });
    expect(r.status).toBe(200);
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => o.action)).toEqual([
      'create',
      'update',
      'unchanged',
      'unchanged',
      'error',
      'error',
    ]);
    expect(report.objects[4].error).toEqual({
      code: 400,
      reason: 'BadRequest',
      message: 'items[4].intent: must be a Kubernetes object or a YAML string',
    });
    expect(report.objects[5].error?.message).toMatch(/^items\[5\]\.intent: invalid YAML at line 1, column/);
    expect(report.summary).toMatchObject({
      objects: 6,
      create: 1,
      update: 1,
      unchanged: 2,
      conflict: 0,
      error: 2,
    });

    const conflict = await call('/v1/preview', {
      fieldManager: 'other',
      items: [{ live, intent: configMap({ b: '3' }) }],
    });
    const c = BatchReport.parse(conflict.json());
    expect(c.objects[0].action).toBe('conflict');
    expect(c.summary).toMatchObject({ conflict: 1, conflicts: 1, conflictsWith: ['kubectl'] });
    expect(c.objects[0].conflicts[0]).toMatchObject({
      path: '.data.b',
      owners: [{ manager: 'kubectl', operation: 'Apply' }],
      liveValue: '2',
      appliedValue: '3',
    });
  });

  it('per-item schemas and batch schemas (CRDs)', async () => {
    const w = widget([{ name: 'a', size: 1 }]);
    const r = await call('/v1/preview', {
      fieldManager: 'kubectl',
      schemas: [{ crd: widgetCRD }],
      items: [
        { intent: w },
        { intent: w, schema: { openAPIV3Schema: { type: 'object' } } },
        { intent: configMap({ a: '1' }) },
        { intent: w, schema: { crd: { kind: 'nope' } } },
      ],
    });
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => o.schemaSource)).toEqual([
      'crd:widgets.example.com',
      'explicit',
      'builtin:1.37',
      '',
    ]);
    expect(report.objects[3].action).toBe('error');
    expect(report.objects[3].error?.message).toMatch(/^items\[3\]\.schema/);
  });

  it('a multi-document YAML: live objects matched to manifests by apiVersion/kind/namespace/name', async () => {
    const yaml = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: test-cm, namespace: default}',
      'data: {b: "3"}',
      '---',
      JSON.stringify(live),
      '---',
      'apiVersion: v1',
      'kind: List',
      'items:',
      '- apiVersion: v1',
      '  kind: ConfigMap',
      '  metadata: {name: fresh}',
      '  data: {k: v}',
    ].join('\n');
    const r = await call('/v1/preview?fieldManager=other', yaml, { 'Content-Type': 'application/yaml' });
    expect(r.status).toBe(200);
    const report = BatchReport.parse(r.json());
    expect(report.objects.map((o) => [o.ref.name, o.action, o.source?.document])).toEqual([
      ['test-cm', 'conflict', 1],
      ['fresh', 'create', 3],
    ]);
  });

  it('Accept: text/markdown gives the rendered report', async () => {
    const r = await SELF.fetch(
      ...post(
        '/v1/preview',
        { fieldManager: 'other', items: [{ live, intent: configMap({ b: '3' }) }] },
        {
          Accept: 'text/markdown',
        },
      ),
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const md = await r.text();
    expect(md).toContain('| 🔴 conflict | ConfigMap |');
    expect(md).toContain('<code>.data.b</code>');
  });

  it('Markdown: a YAML diff per object with the owners of each changed line, Secret values hidden', async () => {
    const r = await call(
      '/v1/preview',
      { fieldManager: 'other', items: [{ live, intent: configMap({ b: '3' }) }, { intent: secret() }] },
      { Accept: 'text/markdown' },
    );
    expect(r.status).toBe(200);
    expect(r.text).toContain('**Diff if the apply is forced**');
    expect(r.text).toMatch(/^```diff\n@@ -\d+,\d+ \+\d+,\d+ @@ \.data$/m);
    expect(r.text).toMatch(/^- {2}b: "2" +# kubectl \(Apply\)$/m);
    expect(r.text).toMatch(/^\+ {2}b: "3" +# kubectl \(Apply\) → other \(Apply\)$/m);
    expect(r.text).toMatch(/^\+ {2}password: \(secret value hidden\) +# other \(Apply\)$/m);
    expect(r.text).not.toContain(SECRET_VALUE);
    expect(r.text).not.toContain(atob(SECRET_VALUE));
  });

  it('Markdown capped by the maxLength query parameter', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      intent: configMap({ key: `value-${i}` }, `cm-${i}`),
    }));
    const md = async (query: string) => {
      const r = await call(
        `/v1/preview${query}`,
        { fieldManager: 'kubectl', items },
        { Accept: 'text/markdown' },
      );
      expect(r.status).toBe(200);
      return r.text;
    };
    const full = await md('');
    expect(full.length).toBeGreaterThan(8000);
    const capped = await md('?maxLength=8000');
    expect(capped.length).toBeLessThanOrEqual(8000);
    expect(capped).toContain('**40 objects change (40 new)**');
    expect(capped).toMatch(
      /Shortened to fit 8,000 characters:\*\* the details of \d+ objects \(\d+ create\) are left out/,
    );
    expect(capped.match(/^\| 🟢 create \| ConfigMap \|/gm)).toHaveLength(40);
    // Too small for the object table itself: cut at a line, and said so.
    const cut = await md('?maxLength=1000');
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(/Cut at 1,000 characters:\*\* the rest of the report does not fit\.\n$/);
    // JSON ignores a valid cap.
    const json = await call('/v1/preview?maxLength=1000', { fieldManager: 'kubectl', items });
    expect(BatchReport.parse(json.json()).objects).toHaveLength(40);
  });

  it('a bad maxLength is a 400 naming the parameter', async () => {
    for (const bad of ['abc', '999', '1e4', '-5', '20000000', '', '12.5']) {
      const r = await call(
        `/v1/preview?maxLength=${encodeURIComponent(bad)}`,
        { fieldManager: 'kubectl', items: [{ intent: configMap({ a: '1' }) }] },
        { Accept: 'text/markdown' },
      );
      expect(r.status, bad).toBe(400);
      const st = Status.parse(r.json());
      expect(st.reason).toBe('BadRequest');
      expect(st.message).toBe(
        `maxLength: the query parameter must be a whole number from 1000 to 10000000, got ${JSON.stringify(bad)}`,
      );
    }
  });

  it('Accept: JSON wins over Markdown unless Markdown is preferred', async () => {
    const body = { fieldManager: 'k', items: [{ intent: configMap({ a: '1' }) }] };
    for (const [accept, type] of [
      ['application/json, text/markdown', 'application/json'],
      ['text/markdown, application/json', 'text/markdown'],
      ['application/json;q=0.5, text/markdown', 'text/markdown'],
      ['text/markdown;q=0', 'application/json'],
      ['*/*', 'application/json'],
    ]) {
      const r = await SELF.fetch(...post('/v1/preview', body, { Accept: accept }));
      expect(r.headers.get('content-type'), accept).toMatch(new RegExp(`^${type}`));
      await r.body?.cancel();
    }
  });

  it('Secret values are masked in the report', async () => {
    const r = await call('/v1/preview', { fieldManager: 'kubectl', items: [{ intent: secret() }] });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(SECRET_VALUE);
    expect(BatchReport.parse(r.json()).objects[0].changes).toContainEqual({
      path: '.data.password',
      kind: 'added',
      after: '(secret value hidden)',
      masked: true,
    });
  });
});
