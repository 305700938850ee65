// The page's computation without a browser (playground/src/engine.ts): every
// example gives the report the HTTP API gives for the same request, errors point
// at the line they are about, and changed lines are those that differ.

import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createApp } from '../../api/app.ts';
import type { PlaygroundState } from '../../core/preview/link.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { loadKubernetesVersion } from '../../core/request/version.ts';
import { examples } from '../../playground/examples.ts';
import { commonLines, lineOfPath, localView } from '../../playground/src/engine.ts';
import { remoteView } from '../../playground/src/remote.ts';

const NOW = '2026-11-25T08:00:00Z';
const app = createApp();

/** A live object (YAML) with Helm's release metadata for release default/default, as Helm leaves it. */
function withHelmRelease(liveYaml: string): string {
  const live = parse(liveYaml) as { metadata: Record<string, Record<string, string>> };
  live.metadata.labels = { ...live.metadata.labels, 'app.kubernetes.io/managed-by': 'Helm' };
  live.metadata.annotations = {
    ...live.metadata.annotations,
    'meta.helm.sh/release-name': 'default',
    'meta.helm.sh/release-namespace': 'default',
  };
  return stringify(live);
}

// The page loads the built-in schemas of its version before it previews (playground/src/main.ts).
beforeAll(async () => {
  await loadKubernetesVersion();
});

describe('the examples', () => {
  const all = examples();

  it('cover a conflict, an update, a handover, a shared field, a forced takeover, a custom resource, a client-side apply and its migration', () => {
    const actions = all.map((ex) => [ex.id, localView(ex.state, NOW).report?.action]);
    expect(actions).toEqual([
      ['configmap-conflict', 'conflict'],
      ['configmap-update', 'update'],
      ['hpa-handover', 'update'],
      ['shared-field', 'update'],
      ['forced-takeover', 'update'],
      ['custom-resource', 'conflict'],
      ['client-side', 'update'],
      ['migration', 'update'],
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

  /** The report of POST /v1/preview for a state, built by hand as a client of the API would. */
  async function apiReport(state: PlaygroundState) {
    const live = state.live === '' ? null : parse(state.live);
    const intent = parse(state.manifest);
    const item: Record<string, unknown> = { live, intent };
    if (state.crd !== '') item.schema = { crd: parse(state.crd) };
    const r = await app.request('/v1/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [item],
        fieldManager: state.fieldManager,
        force: state.force,
        ...(state.applier ? { applier: state.applier } : {}),
        ...(state.mode ? { mode: state.mode } : {}),
        ...(state.defaults === false ? { defaults: false } : {}),
        ...(state.owner ? { owner: state.owner } : {}),
        now: NOW,
      }),
    });
    expect(r.status).toBe(200);
    return ((await r.json()) as BatchReport).objects[0];
  }

  /** The view through the API (remote.ts) against the app itself, its clock fixed. */
  function remote(state: PlaygroundState) {
    return remoteView(state, async (url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return app.request(url, { ...init, body: JSON.stringify({ ...body, now: NOW }) });
    });
  }

  for (const ex of all) {
    it(`${ex.id}: the page's report is the API's (POST /v1/preview)`, async () => {
      const local = localView(ex.state, NOW);
      expect(local.report).toEqual(await apiReport(ex.state));
    });
  }

  // The same state in both of the page's modes: in the page, and through the API (remote.ts).
  const withPatch = all.find((ex) => ex.id === 'client-side')?.state as PlaygroundState;
  const migration = all.find((ex) => ex.id === 'migration')?.state as PlaygroundState;
  const hpa = all.find((ex) => ex.id === 'hpa-handover')?.state as PlaygroundState;
  const cases: [string, PlaygroundState][] = [
    ['a client-side apply (kubectl preset by mode), its patch', withPatch],
    ['kubectl-server-side: the migration', migration],
    [
      'flux, its manager given by the preset (field manager empty)',
      { ...hpa, fieldManager: '', applier: 'flux' },
    ],
    // A Helm 3 upgrade of an object its release made: the live object carries the release metadata.
    [
      'helm3 (client-side preset), defaults off',
      { ...withPatch, live: withHelmRelease(withPatch.live), applier: 'helm3', defaults: false },
    ],
    ['a server-side apply with defaults off', { ...hpa, defaults: false }],
    [
      'flux creating the object, its Kustomization named',
      { ...hpa, live: '', fieldManager: '', applier: 'flux', owner: 'flux-system/apps' },
    ],
    ['a create, defaults on', { ...hpa, live: '' }],
    ['a create, defaults off', { ...hpa, live: '', defaults: false }],
  ];
  for (const [name, state] of cases) {
    it(`${name}: the page's report and view are the API's`, async () => {
      // A create's uid is random on each side: compared as a placeholder.
      const same = <T>(v: T): T =>
        JSON.parse(
          JSON.stringify(v).replace(
            /(\\")?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\\")?/g,
            'UID', // quoted in YAML when it reads as a number
          ),
        );
      const local = localView(state, NOW);
      expect(local.report?.action).not.toBe('error');
      expect(same(local.report)).toEqual(same(await apiReport(state)));
      const api = await remote(state);
      expect(same(api.report)).toEqual(same(local.report));
      expect(api.status).toEqual(local.status);
      expect(same(api.blame)).toEqual(same(local.blame));
      expect(same(api.markdown)).toEqual(same(local.markdown));
    });
  }

  it('the client-side example sends a strategic merge patch deleting the log container; the migration folds kubectl-client-side-apply into kubectl', () => {
    const cs = localView(withPatch, NOW).report;
    expect(cs?.mode).toBe('client-side');
    expect(cs?.fieldManager).toBe('kubectl-client-side-apply');
    expect(cs?.patch?.type).toBe('application/strategic-merge-patch+json');
    expect(JSON.stringify(cs?.patch?.body)).toContain('{"name":"log","$patch":"delete"}');
    const mig = localView(migration, NOW);
    expect(mig.report?.applier).toBe('kubectl-server-side');
    expect(mig.report?.fieldManager).toBe('kubectl');
    expect(mig.report?.patch).toBeUndefined();
    expect(mig.report?.managers.map((m) => m.manager)).toContain('kubectl');
    expect(mig.blame.map((l) => l.text)).toContainEqual(
      expect.stringMatching(/^ {6}app: web +# kubectl \(Apply\)$/),
    );
  });

  it('defaults off: no line says defaulted, and no change is set by the defaults', () => {
    // A create of the Deployment: the API server fills in its defaults.
    const create: PlaygroundState = {
      live: '',
      manifest: hpa.manifest,
      crd: '',
      fieldManager: 'kubectl',
      force: false,
    };
    const on = localView(create, NOW);
    const off = localView({ ...create, defaults: false }, NOW);
    expect(on.blame).toContainEqual({
      text: expect.stringMatching(/^ {6}restartPolicy: Always +# defaulted/),
      changed: true,
    });
    expect(on.blame.some((l) => /# defaulted/.test(l.text))).toBe(true);
    expect(off.blame.some((l) => /defaulted/.test(l.text))).toBe(false);
    expect(off.report?.changes.some((c) => c.setBy === 'defaults')).toBe(false);
  });
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

  it('a field the schema does not declare: invalid, the Status shown, its line marked; Warn previews without it', async () => {
    const manifest = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: web',
      'spec:',
      '  replica: 3',
      '  selector:',
      '    matchLabels: {app: web}',
      '  template:',
      '    metadata:',
      '      labels: {app: web}',
      '    spec:',
      '      containers:',
      '        - name: app',
      '          image: a',
    ].join('\n');
    const v = localView({ ...state, manifest }, NOW);
    expect(v.report?.action).toBe('invalid');
    expect(v.status?.code).toBe(400);
    expect(v.status?.message).toContain('.spec.replica: field not declared in schema');
    expect(v.mark).toMatchObject({ input: 'manifest', line: 6 });
    const api = await remoteView({ ...state, manifest }, async (url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return app.request(url, { ...init, body: JSON.stringify({ ...body, now: NOW }) });
    });
    expect(api.report?.action).toBe('invalid');
    expect(api.status).toEqual(v.status);
    const warn = localView({ ...state, manifest, mode: 'client-side', fieldValidation: 'Warn' }, NOW);
    expect(warn.report?.action).toBe('create');
    expect(warn.report?.notes.map((n) => n.code)).toContain('field-warning');
    const strict = localView({ ...state, manifest, mode: 'client-side' }, NOW);
    expect(strict.status?.message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"',
    );
    expect(strict.mark).toMatchObject({ input: 'manifest', line: 6 });
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
    expect(crd.status?.message).toBe('crd: the CustomResourceDefinition does not serve v1 ConfigMap');
    expect(crd.mark).toMatchObject({ input: 'crd', line: 8 });
  });
});

describe('the write chosen', () => {
  const manifest = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  k: v\n';
  const base = { live: '', manifest, crd: '', fieldManager: '', force: false };

  it("an empty field manager is the preset's, or kubectl's client-side one; with neither it is required", () => {
    expect(localView({ ...base, applier: 'helm4' }, NOW).report?.fieldManager).toBe('helm');
    expect(localView({ ...base, mode: 'client-side' }, NOW).report?.fieldManager).toBe(
      'kubectl-client-side-apply',
    );
    expect(localView(base, NOW).status?.message).toMatch(/fieldManager: Required value/);
  });

  it('an unknown preset, or a preset in the other mode, is the 400 the API answers', async () => {
    const unknown = localView({ ...base, applier: 'pulumi' }, NOW);
    expect(unknown.status?.code).toBe(400);
    expect(unknown.status?.message).toMatch(/applier: unknown preset "pulumi" \(one of kubectl, /);
    const other = localView({ ...base, applier: 'flux', mode: 'client-side' }, NOW);
    expect(other.status?.message).toMatch(/mode: the applier flux applies server-side, not client-side/);
    const api = await remoteView({ ...base, applier: 'pulumi' }, async (url, init) => app.request(url, init));
    expect(api.status?.message).toBe(unknown.status?.message);
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
