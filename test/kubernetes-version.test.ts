// The cluster's Kubernetes version on the command line and the HTTP API: a version
// not modelled is refused with the list of those that are, and the version chosen
// decides which built-in schemas type the object (a kind GA in 1.36,
// admissionregistration.k8s.io/v1 MutatingAdmissionPolicy, is typed by the 1.36
// tables and deduced with the 1.35 ones).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.ts';
import { BUILTIN_VERSIONS, NEWEST_BUILTIN_VERSION } from '../core/schema/builtin/index.ts';
import { modelledVersionsText } from '../core/versions.ts';
import { cli } from './cli-helpers.ts';

const NOW = '2026-11-27T10:00:00Z';
const dir = mkdtempSync(join(tmpdir(), 'apply-preview-k8sversion-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const _LIST = BUILTIN_VERSIONS.join(', ');
const MODELLED = modelledVersionsText();

/** A MutatingAdmissionPolicy with one match condition (spec.matchConditions: a list map keyed by name in 1.36). */
function policy(condition: string): string {
  return `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingAdmissionPolicy
metadata:
  name: add-label
spec:
  failurePolicy: Fail
  reinvocationPolicy: Never
  matchConstraints:
    resourceRules:
    - apiGroups: [""]
      apiVersions: [v1]
      operations: [CREATE]
      resources: [configmaps]
  matchConditions:
  - name: ${condition}
    expression: "true"
  mutations:
  - patchType: ApplyConfiguration
    applyConfiguration:
      expression: 'Object{metadata: Object.metadata{labels: {"seen": "yes"}}}'
`;
}

describe('--kubernetes-version', () => {
  it('refuses a version not modelled, naming the modelled ones (usage error, exit 2)', async () => {
    const intent = file('cm.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  k: v\n');
    const r = await cli(['apply', '--manager', 'ci', '--kubernetes-version', '1.20', intent]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `--kubernetes-version: Kubernetes 1.20 is not modelled: apply-preview models ${MODELLED}`,
    );
    expect(r.stdout).toBe('');
    const bad = await cli(['create', '--manager', 'ci', '--kubernetes-version=latest', intent]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"latest" is not a Kubernetes version: give "1.36" or "1.36.2"');
    const preview = await cli(['preview', '--live', intent, '--kubernetes-version', '1.9', intent]);
    expect(preview.code).toBe(2);
    expect(preview.stderr).toContain(`apply-preview models ${MODELLED}`);
  });

  it('types a kind new in 1.36 by the 1.36 schema, and deduces it with 1.35', async () => {
    // At each version: a first manager creates the policy, a second applies another match condition.
    // No version: the newest modelled.
    const twoManagers = async (version?: string) => {
      const v = version === undefined ? [] : ['--kubernetes-version', version];
      const first = await cli([
        'apply',
        '--manager',
        'platform',
        '--now',
        NOW,
        ...v,
        file('p1.yaml', policy('first')),
      ]);
      expect(first.code, first.stderr).toBe(0);
      const live = file('live.yaml', first.stdout);
      const second = file('p2.yaml', policy('second'));
      return cli(['apply', '--manager', 'team', '--now', NOW, ...v, '--live', live, second]);
    };

    // 1.36: matchConditions is a list map keyed by name; the platform's item stays its own.
    const typed = await twoManagers('1.36.0');
    expect(typed.code, typed.stderr).toBe(0);
    expect(typed.stdout).toMatch(/matchConditions:\n\s+- name: first\n.*\n\s+- name: second\n/);
    expect(typed.stdout).toContain('k:{"name":"second"}');

    // 1.35 has no admissionregistration.k8s.io/v1 MutatingAdmissionPolicy: deduced, every
    // list atomic, so the whole list is the platform's and the apply conflicts on it.
    const deduced = await twoManagers('1.35');
    expect(deduced.code).toBe(1);
    expect(deduced.stderr).toContain('conflict with "platform": .spec.matchConditions');

    expect(NEWEST_BUILTIN_VERSION).not.toBe('1.35');
    const byDefault = await twoManagers();
    expect(byDefault.code, byDefault.stderr).toBe(0);
    expect(byDefault.stdout).toContain('k:{"name":"second"}');
  });
});

describe('simulate --kubernetes-version', () => {
  it('runs a scenario that names no version at V, and refuses one of another minor', async () => {
    const scenario = (version?: string) =>
      file(
        `scenario-${version ?? 'none'}.json`,
        JSON.stringify({
          ...(version !== undefined ? { kubernetesVersion: version } : {}),
          now: NOW,
          live: null,
          steps: [
            {
              op: 'apply',
              manager: 'ci',
              object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } },
            },
          ],
        }),
      );
    const at = await cli(['simulate', '--kubernetes-version', '1.36', scenario()]);
    expect(at.code, at.stderr).toBe(0);
    expect(JSON.parse(at.stdout)).toMatchObject({
      kubernetesVersion: '1.36.3',
      schemaSource: 'builtin:1.36',
    });
    const same = await cli(['simulate', '--kubernetes-version', '1.36', scenario('1.36.1')]);
    expect(JSON.parse(same.stdout)).toMatchObject({ kubernetesVersion: '1.36.1' });
    const other = scenario('1.35');
    const clash = await cli(['simulate', '--kubernetes-version', '1.36', other]);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain(
      `--kubernetes-version 1.36: ${other} is a scenario of Kubernetes 1.35; give that version or none`,
    );
  });
});

describe('kubernetesVersion in the HTTP API', () => {
  const app = createApp();
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const intent = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'a', namespace: 'default' },
    data: { k: 'v' },
  };

  it('is a 400 naming the field and the modelled versions, in the body or the query', async () => {
    for (const [path, body] of [
      ['/v1/apply', { intent, fieldManager: 'ci', kubernetesVersion: '1.20' }],
      ['/v1/create', { object: intent, fieldManager: 'ci', kubernetesVersion: '1.20' }],
      ['/v1/update', { object: intent, live: intent, fieldManager: 'ci', kubernetesVersion: '1.20' }],
      ['/v1/preview', { items: [{ intent }], fieldManager: 'ci', kubernetesVersion: '1.20' }],
      ['/v1/apply?kubernetesVersion=1.20', { intent, fieldManager: 'ci' }],
    ] as const) {
      const r = await post(path, body);
      expect(r.status, path).toBe(400);
      const status = (await r.json()) as { message: string; reason: string };
      expect(status.reason).toBe('BadRequest');
      expect(status.message).toBe(
        `kubernetesVersion: Kubernetes 1.20 is not modelled: apply-preview models ${MODELLED} (a later patch of these minors is previewed as the newest modelled one)`,
      );
    }
    const both = await post('/v1/apply?kubernetesVersion=1.36', {
      intent,
      fieldManager: 'ci',
      kubernetesVersion: '1.35',
    });
    expect(both.status).toBe(400);
  });

  it('types the object with that version (schemaSource builtin:<minor>), the newest by default', async () => {
    const mapIntent = {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingAdmissionPolicy',
      metadata: { name: 'p' },
      spec: { failurePolicy: 'Fail' },
    };
    const source = async (body: Record<string, unknown>, query = '') => {
      const r = await post(`/v1/preview${query}`, {
        items: [{ intent: mapIntent }],
        fieldManager: 'ci',
        ...body,
      });
      expect(r.status).toBe(200);
      return ((await r.json()) as { objects: { schemaSource: string }[] }).objects[0].schemaSource;
    };
    expect(await source({ kubernetesVersion: '1.36.2' })).toBe('builtin:1.36');
    expect(await source({}, '?kubernetesVersion=1.35')).toBe('deduced');
    expect(await source({})).toBe(`builtin:${NEWEST_BUILTIN_VERSION}`);
    const r = await post('/v1/apply', {
      intent: mapIntent,
      fieldManager: 'ci',
      kubernetesVersion: 'v1.36.2',
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { result: { schemaSource: string } }).result.schemaSource).toBe(
      'builtin:1.36',
    );
  });

  it('/v1/simulate takes ?kubernetesVersion= for a scenario that names none, as simulate --kubernetes-version', async () => {
    const step = (condition: string, manager: string) => ({
      op: 'apply',
      manager,
      object: {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'MutatingAdmissionPolicy',
        metadata: { name: 'p' },
        spec: { matchConditions: [{ name: condition, expression: 'true' }] },
      },
    });
    const scenario = { now: NOW, live: null, steps: [step('first', 'platform'), step('second', 'team')] };
    const results = async (query: string, body: Record<string, unknown> = scenario) => {
      const r = await post(`/v1/simulate${query}`, body);
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };
    // 1.36 types the kind: each manager owns its condition, no conflict.
    const at136 = await results('?kubernetesVersion=1.36');
    expect(at136.status).toBe(200);
    expect(at136.body).toMatchObject({ schemaSource: 'builtin:1.36', kubernetesVersion: '1.36.3' });
    expect((at136.body.steps as { ok: boolean }[]).map((s) => s.ok)).toEqual([true, true]);
    // No version anywhere: 1.35, the scenarios' version, which deduces the kind (the list is atomic).
    const unnamed = await results('');
    expect(unnamed.body).toMatchObject({ schemaSource: 'deduced', kubernetesVersion: '1.35.7' });
    expect((unnamed.body.steps as { ok: boolean }[]).map((s) => s.ok)).toEqual([true, false]);
    // The scenario's own version wins when it is the same minor; another minor is refused.
    const own = await results('?kubernetesVersion=1.36', { ...scenario, kubernetesVersion: '1.36.1' });
    expect(own.body).toMatchObject({ kubernetesVersion: '1.36.1' });
    const clash = await results('?kubernetesVersion=1.36', { ...scenario, kubernetesVersion: '1.35' });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(
      'kubernetesVersion: the query parameter ("1.36") is not the scenario\'s own version ("1.35"): a scenario runs at its own version; give that one or none',
    );
    const unknown = await results('?kubernetesVersion=1.20');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      `kubernetesVersion: Kubernetes 1.20 is not modelled: apply-preview models ${MODELLED} (a later patch of these minors is previewed as the newest modelled one)`,
    );
  });
});
