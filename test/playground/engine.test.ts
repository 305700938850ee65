// The page's computation without a browser (playground/src/engine.ts): every
// example gives the report the HTTP API gives for the same request, errors point
// at the line they are about, and changed lines are those that differ.

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApp } from '../../api/app.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { examples } from '../../playground/examples.ts';
import { commonLines, lineOfPath, localView } from '../../playground/src/engine.ts';

const NOW = '2026-11-25T08:00:00Z';
const app = createApp();

describe('the examples', () => {
  const all = examples();

  it('cover a conflict, an update, a handover, a shared field, a forced takeover and a custom resource', () => {
    const actions = all.map((ex) => [ex.id, localView(ex.state, NOW).report?.action]);
    expect(actions).toEqual([
      ['configmap-conflict', 'conflict'],
      ['configmap-update', 'update'],
      ['hpa-handover', 'update'],
      ['shared-field', 'update'],
      ['forced-takeover', 'update'],
      ['custom-resource', 'conflict'],
    ]);
    const byId = Object.fromEntries(all.map((ex) => [ex.id, localView(ex.state, NOW)]));
    expect(byId['custom-resource'].report?.schemaSource).toBe('crd:routetables.net.example.com');
    expect(byId['hpa-handover'].blame.map((l) => l.text)).toContainEqual(
      expect.stringMatching(/^ {2}replicas: 5 +# kube-controller-manager \(Update with subresource "scale"/),
    );
    expect(byId['shared-field'].report?.ownership).toEqual([
      {
        path: '.data.b',
        before: [{ manager: 'kubectl', operation: 'Apply' }],
        after: [
          { manager: 'other', operation: 'Apply' },
          { manager: 'kubectl', operation: 'Apply' },
        ],
      },
    ]);
    expect(byId['forced-takeover'].report?.notes.map((n) => n.code)).toContain('forced');
  });

  for (const ex of all) {
    it(`${ex.id}: the page's report is the API's (POST /v1/preview)`, async () => {
      const local = localView(ex.state, NOW);
      const live = ex.state.live === '' ? null : parse(ex.state.live);
      const intent = parse(ex.state.manifest);
      const item: Record<string, unknown> = { live, intent };
      if (ex.state.crd !== '') item.schema = { crd: parse(ex.state.crd) };
      const r = await app.request('/v1/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          items: [item],
          fieldManager: ex.state.fieldManager,
          force: ex.state.force,
          now: NOW,
        }),
      });
      expect(r.status).toBe(200);
      const batch = (await r.json()) as BatchReport;
      expect(local.report).toEqual(batch.objects[0]);
    });
  }
});

describe('errors point at a line', () => {
  const state = { live: '', crd: '', fieldManager: 'm', force: false };

  it('a YAML error: the line the parser names (where the bad nested map starts)', () => {
    const v = localView({
      ...state,
      manifest: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n   bad: 1\n',
    });
    expect(v.report).toBeNull();
    expect(v.status?.code).toBe(400);
    expect(v.status?.message).toMatch(/^manifest: invalid YAML at line 4, column 9: /);
    expect(v.mark).toMatchObject({ input: 'manifest', line: 4 });
  });

  it('a value the schema refuses: the line of its path', () => {
    const manifest = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: web',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: sidecar',
      '          image: a',
      '        - name: app',
      '          image: {}',
    ].join('\n');
    const v = localView({ ...state, manifest });
    expect(v.status?.message).toMatch(/\.spec\.template\.spec\.containers\[name="app"\]\.image/);
    expect(v.mark).toMatchObject({ input: 'manifest', line: 12 });
  });

  it('a missing field manager, a live object of another name, a CRD that does not serve the kind', () => {
    const manifest = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n';
    expect(localView({ ...state, manifest, fieldManager: ' ' }).status?.message).toMatch(/fieldManager/);
    const other = localView({
      ...state,
      manifest,
      live: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n',
    });
    expect(other.status?.message).toBe(`intent: metadata.name "a" does not match the live object's "b"`);
    expect(other.mark).toMatchObject({ input: 'manifest', line: 4 });
    const crd = localView({
      ...state,
      manifest,
      crd: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: x.example.com\nspec:\n  group: example.com\n  names:\n    kind: X\n    plural: xs\n  scope: Namespaced\n  versions: []\n',
    });
    expect(crd.status?.message).toMatch(/^crd: /);
    expect(crd.mark?.input).toBe('crd');
  });
});

describe('helpers', () => {
  it('lineOfPath follows keys, indices and key selectors, and stops at the deepest found', () => {
    const text = 'a:\n  list:\n    - name: x\n      v: 1\n    - name: "y"\n      v: 2\n  other: 3\n';
    expect(lineOfPath(text, '.a.other')).toBe(7);
    expect(lineOfPath(text, '.a.list[1].v')).toBe(6);
    expect(lineOfPath(text, '.a.list[name="y"].v')).toBe(6);
    expect(lineOfPath(text, '.a.list[name="z"].v')).toBe(2);
    expect(lineOfPath(text, '.b')).toBeNull();
    expect(lineOfPath('', '.a')).toBeNull();
  });

  it('commonLines keeps a longest common subsequence', () => {
    expect(commonLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(commonLines([], ['a'])).toEqual([false]);
    expect(commonLines(['b', 'a'], ['a', 'b']).filter(Boolean)).toHaveLength(1);
    expect(commonLines(['x', 'y'], ['x', 'y'])).toEqual([true, true]);
  });
});
