// The API server's side of the client-side -> server-side migration: the
// lastAppliedManager (conflicts forgiven for kubectl where the live value still
// equals the last-applied one) and the lastAppliedUpdater (the annotation kept up
// to date), checked against the cases of k8s.io/apimachinery
// pkg/util/managedfields/internal/lastappliedmanager_test.go and
// lastappliedupdater_test.go, and the integration test of kubernetes/kubernetes
// test/integration/apiserver/apply/apply_test.go TestUpgradeClientSideToServerSideApply.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import { buildLastApplied, LAST_APPLIED, withLastApplied } from '../../core/managed/lastapplied.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';
import { loadScenarios, replay } from '../scenario-helper.ts';

const dir = new URL('../fixtures/appliers/lastapplied/', import.meta.url);
const NOW = '2026-01-01T00:00:00Z';

interface ConflictCase {
  origin: { repo: string; path: string; commit: string; test: string };
  apiVersion: string;
  kind: string;
  fieldManager: string;
  /** The annotation's configuration; absent: the original object; null: an empty annotation source. */
  lastApplied?: JsonValue;
  original: JsonObject;
  applied: JsonObject;
  expectConflicts: string[] | null;
}

/** reflect's DeepDerivative as apimachinery uses it: what `a` sets, `b` holds; unset or empty values in `a` match anything. */
function derivative(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === undefined || a === null) return true;
  if (typeof a === 'string' && a === '') return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => derivative(x, b[i]));
  }
  if (isObject(a)) {
    if (Object.keys(a).length === 0) return true;
    if (!isObject(b)) return false;
    return Object.keys(a).every((k) => Object.hasOwn(b, k) && derivative(a[k], b[k]));
  }
  return a === b;
}

function annotated(obj: JsonObject, config: JsonValue): JsonObject {
  // The Go test writes the configuration as compact JSON (yamlToJSON); an empty source gives "{}".
  return withLastApplied(obj, JSON.stringify(config ?? {}));
}

describe('lastAppliedManager: conflicts forgiven for kubectl (lastappliedmanager_test.go)', () => {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  it('has the 20 upstream cases', () => expect(files.length).toBe(20));
  for (const f of files) {
    const c = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as ConflictCase;
    it(`${c.origin.test} (${c.fieldManager}${c.expectConflicts ? ', conflicts' : ''})`, () => {
      const schema = new SchemaResolver().resolve(c.apiVersion, c.kind);
      expect(schema.source).toBe('builtin:1.35');
      const original = annotated(c.original, 'lastApplied' in c ? (c.lastApplied ?? null) : c.original);
      const created = update(null, original, {
        manager: 'test_client_side_apply',
        schema: schema.root,
        now: NOW,
      });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      let live = created.object;
      const r = apply(live, c.applied, { manager: c.fieldManager, schema: schema.root, now: NOW });
      if (c.expectConflicts === null) {
        expect(r.ok, r.ok ? '' : r.status.message).toBe(true);
        if (r.ok) live = r.object;
      } else {
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.status.code).toBe(409);
        for (const x of r.conflicts) {
          expect(x).toMatchObject({
            manager: 'test_client_side_apply',
            operation: 'Update',
            apiVersion: c.apiVersion,
          });
        }
        expect(r.conflicts.map((x) => x.path).sort()).toEqual([...c.expectConflicts].sort());
        const forced = apply(live, c.applied, {
          manager: c.fieldManager,
          schema: schema.root,
          now: NOW,
          force: true,
        });
        expect(forced.ok).toBe(true);
        if (forced.ok) live = forced.object;
      }
      expect(derivative(c.applied, live), JSON.stringify(live)).toBe(true);
    });
  }
});

const deployment = (annotation: string): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'my-deployment', annotations: { [LAST_APPLIED]: annotation }, labels: { app: 'my-app' } },
  spec: {
    replicas: 20,
    selector: { matchLabels: { app: 'my-app' } },
    template: {
      metadata: { labels: { app: 'my-app' } },
      spec: { containers: [{ name: 'my-c', image: 'my-image' }] },
    },
  },
});

describe('lastAppliedUpdater: the annotation kept up to date (lastappliedupdater_test.go)', () => {
  const schema = new SchemaResolver().resolve('apps/v1', 'Deployment').root;

  it('TestLastAppliedUpdater: another manager leaves it, kubectl rewrites it', () => {
    const applied = deployment('nonempty');
    const r1 = apply(null, applied, { manager: 'NOT-KUBECTL', schema, now: NOW });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    expect((r1.object.metadata as JsonObject).annotations).toEqual({ [LAST_APPLIED]: 'nonempty' });
    const r2 = apply(r1.object, applied, { manager: 'kubectl', schema, now: NOW });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    const value = ((r2.object.metadata as JsonObject).annotations as JsonObject)[LAST_APPLIED] as string;
    expect(value).not.toBe('nonempty');
    expect(value).toContain('my-app');
    expect(value).toContain('my-image');
    // Go's encoding of the applied object without the annotation: sorted keys, an emptied map kept as {}.
    expect(value).toBe(
      '{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"annotations":{},"labels":{"app":"my-app"},"name":"my-deployment"},"spec":{"replicas":20,"selector":{"matchLabels":{"app":"my-app"}},"template":{"metadata":{"labels":{"app":"my-app"}},"spec":{"containers":[{"image":"my-image","name":"my-c"}]}}}}\n',
    );
  });

  const configMap = (extraData: number, extraAnnotations: number): JsonObject => {
    const data: JsonObject = { k: 'v' };
    const annotations: JsonObject = { [LAST_APPLIED]: 'nonempty' };
    for (let i = 0; i < extraData; i++)
      data[`this-key-is-very-long-so-as-to-create-a-very-large-serialized-fieldset-${i}`] = 'A';
    for (let i = 0; i < extraAnnotations; i++)
      annotations[`this-key-is-very-long-so-as-to-create-a-very-large-serialized-fieldset-${i}`] = 'A';
    return {
      metadata: { name: 'large-update-test-cm', namespace: 'default', annotations },
      apiVersion: 'v1',
      kind: 'ConfigMap',
      data,
    };
  };
  const cmSchema = new SchemaResolver().resolve('v1', 'ConfigMap').root;
  for (const [name, oldObject, newObject] of [
    ['old object + new object last-applied annotation is too big', configMap(0, 0), configMap(9999, 0)],
    [
      'old object + new object annotations + new object last-applied annotation is too big',
      configMap(2000, 0),
      configMap(2000, 2000),
    ],
  ] as const) {
    it(`TestLargeLastApplied/${name}`, () => {
      const r1 = apply(null, oldObject, { manager: 'kubectl', schema: cmSchema, now: NOW });
      expect(r1.ok).toBe(true);
      if (!r1.ok) return;
      const first = ((r1.object.metadata as JsonObject).annotations as JsonObject)[LAST_APPLIED];
      expect(typeof first === 'string' && first.length > 0 && first !== 'nonempty').toBe(true);
      const r2 = apply(r1.object, newObject, { manager: 'kubectl', schema: cmSchema, now: NOW });
      expect(r2.ok).toBe(true);
      if (!r2.ok) return;
      const annotations = (r2.object.metadata as JsonObject).annotations as JsonObject;
      expect(Object.hasOwn(annotations, LAST_APPLIED)).toBe(false);
    });
  }

  it('an apply that changes no field still rewrites a stale annotation, and that is a change (lastappliedupdater.go Apply)', () => {
    const cm: JsonObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', annotations: { [LAST_APPLIED]: 'stale' } },
      data: { a: '1' },
    };
    const created = update(null, cm, { manager: 'kubectl-client-side-apply', schema: cmSchema, now: NOW });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const intent: JsonObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { a: '1' },
    };
    const r = apply(created.object, intent, { manager: 'kubectl', schema: cmSchema, now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.changed).toBe(true);
    expect(((r.object.metadata as JsonObject).annotations as JsonObject)[LAST_APPLIED]).toBe(
      '{"apiVersion":"v1","data":{"a":"1"},"kind":"ConfigMap","metadata":{"name":"c"}}\n',
    );
    // Applied again: the annotation is current, nothing changes.
    const again = apply(r.object, intent, { manager: 'kubectl', schema: cmSchema, now: NOW });
    expect(again.ok && again.changed).toBe(false);
  });

  it('buildLastApplied keeps an emptied annotations map as {} (unstructured SetAnnotations)', () => {
    const only: JsonObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'a', annotations: { [LAST_APPLIED]: 'x' } },
    };
    expect(buildLastApplied(only)).toBe(
      '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"annotations":{},"name":"a"}}\n',
    );
    const none: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } };
    expect(buildLastApplied(none)).toBe('{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a"}}\n');
  });
});

describe('integration tests (kubernetes/kubernetes test/integration/apiserver/apply)', () => {
  for (const { name, file } of loadScenarios(new URL('../fixtures/appliers/apiserver/', import.meta.url))) {
    it(`${name}: ${file.description}`, () => replay(file, name));
  }
});
