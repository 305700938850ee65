// Secret values stay on the runner: with `api-url`, the bundled Action sends a
// Secret's `data`/`stringData` values (and their copies in the last-applied
// annotation) as keyed digests. Checked on the bytes the API received, and on
// the report the API made of them (a changed value still shows as changed).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { apply } from '../../core/managed/fieldmanager.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { DIGEST_PREFIX, SecretDigester } from '../../gather/secrets.ts';
import { RecordingApi } from './helpers/api.ts';
import { FakeGitHub } from './helpers/github.ts';
import { withoutRunValues } from './helpers/report.ts';
import { makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const NOW = '2026-01-05T10:00:00Z';
const b64 = (s: string) => Buffer.from(s).toString('base64');

// Values that must never be sent, in every form they take in the files.
const UNCHANGED_PLAIN = 'postgres-admin-user';
const OLD_PASSWORD = 'hunter2-old-password';
const NEW_PASSWORD = 'correct-horse-battery-staple';
const STRING_DATA = 'token-in-string-data-77';
const LIVE_ONLY = 'value-only-in-the-live-object';

function secretIntent(): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db', namespace: 'shop' },
    type: 'Opaque',
    data: { username: b64(UNCHANGED_PLAIN), password: b64(NEW_PASSWORD) },
    stringData: { token: STRING_DATA },
  };
}

/** The live Secret: created by a client-side apply (so it has the last-applied copy), then server-side applied. */
function liveSecret(): JsonObject {
  const before: JsonObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db', namespace: 'shop' },
    type: 'Opaque',
    data: { username: b64(UNCHANGED_PLAIN), password: b64(OLD_PASSWORD), legacy: b64(LIVE_ONLY) },
  };
  const lastApplied = `${JSON.stringify(before)}\n`;
  const withAnnotation = structuredClone(before);
  (withAnnotation.metadata as JsonObject).annotations = { [LAST_APPLIED]: lastApplied };
  const schema = new SchemaResolver().resolve('v1', 'Secret').root;
  const r = apply(null, withAnnotation, { manager: 'kubectl', schema, now: NOW });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

const configMap: JsonObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'shop' },
  data: { mode: 'plain-config-value' },
};

let repo: TestRepo;
let gh: FakeGitHub;
let api: RecordingApi;

beforeEach(async () => {
  repo = makeRepo(null, null);
  mkdirSync(join(repo.workspace, 'k8s'));
  writeFileSync(join(repo.workspace, 'k8s', 'secret.yaml'), stringify(secretIntent(), { version: '1.1' }));
  writeFileSync(join(repo.workspace, 'k8s', 'settings.yaml'), stringify(configMap, { version: '1.1' }));
  mkdirSync(join(repo.workspace, 'snapshot'));
  writeFileSync(
    join(repo.workspace, 'snapshot', 'live.yaml'),
    stringify({ apiVersion: 'v1', kind: 'List', items: [liveSecret()] }, { version: '1.1', lineWidth: 0 }),
  );
  gh = await new FakeGitHub('acme', 'shop', 'ghs_secrets').start();
  api = await new RecordingApi().start();
});

afterEach(async () => {
  await gh.stop();
  await api.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    inputs: { manifests: 'k8s/', live: 'snapshot/', 'changed-only': 'false', 'fail-on': 'never', ...inputs },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

describe('api-url and Secrets', () => {
  it('sends digests in place of every Secret value, and the report still tells changed from unchanged', async () => {
    const viaApi = await run({ 'api-url': api.url });
    expect(viaApi.code).toBe(0);
    const sent = api.requests.filter((r) => r.path === '/v1/preview');
    expect(sent).toHaveLength(1);
    const bytes = sent[0].body;
    for (const v of [UNCHANGED_PLAIN, OLD_PASSWORD, NEW_PASSWORD, STRING_DATA, LIVE_ONLY]) {
      expect(bytes).not.toContain(v);
      expect(bytes).not.toContain(b64(v));
    }
    // Other objects go as they are.
    expect(bytes).toContain('plain-config-value');

    const body = JSON.parse(bytes) as { items: { live: JsonObject | null; intent: JsonObject }[] };
    const item = body.items.find((i) => i.intent.kind === 'Secret')!;
    const intentData = item.intent.data as JsonObject;
    const liveData = item.live!.data as JsonObject;
    for (const v of [
      ...Object.values(intentData),
      ...Object.values(liveData),
      (item.intent.stringData as JsonObject).token,
    ]) {
      expect(v).toMatch(new RegExp(`^${DIGEST_PREFIX}[A-Za-z0-9+/]{43}=$`));
    }
    // The same key on both sides: an unchanged value has one digest, a changed one two.
    expect(intentData.username).toBe(liveData.username);
    expect(intentData.password).not.toBe(liveData.password);
    // The last-applied copy is still JSON, its values digested as the fields are.
    const annotations = (item.live!.metadata as JsonObject).annotations as JsonObject;
    const copy = JSON.parse(annotations[LAST_APPLIED] as string) as JsonObject;
    expect(copy.data).toEqual(liveData);
    expect((annotations[LAST_APPLIED] as string).endsWith('\n')).toBe(true);

    // The API's report is the embedded engine's (the values it compares are digests, not values).
    const embedded = await run({});
    expect(withoutRunValues(report(viaApi.outputs.report))).toEqual(
      withoutRunValues(report(embedded.outputs.report)),
    );
    const secret = report(viaApi.outputs.report).objects.find((o) => o.ref.kind === 'Secret')!;
    expect(secret.action).toBe('update');
    const changed = secret.changes.map((c) => c.path);
    expect(changed).toContain('.data.password');
    expect(changed).not.toContain('.data.username');
    // Nothing of the values in the Action's own output either.
    for (const v of [OLD_PASSWORD, NEW_PASSWORD, STRING_DATA]) {
      expect(viaApi.stdout).not.toContain(v);
      expect(viaApi.summary).not.toContain(v);
    }
  });

  it('makes a new key each run: the digests of one value differ between runs', async () => {
    await run({ 'api-url': api.url });
    await run({ 'api-url': api.url });
    const digests = api.requests
      .filter((r) => r.path === '/v1/preview')
      .map((r) => {
        const body = JSON.parse(r.body) as { items: { intent: JsonObject }[] };
        const s = body.items.find((i) => i.intent.kind === 'Secret')!;
        return (s.intent.data as JsonObject).username;
      });
    expect(digests).toHaveLength(2);
    expect(digests[0]).not.toBe(digests[1]);
  });
});

describe('SecretDigester', () => {
  const d = new SecretDigester(Buffer.alloc(32, 7));

  it('digests data, stringData and the last-applied copy of a v1 Secret only', () => {
    const secret: JsonObject = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        name: 's',
        annotations: {
          [LAST_APPLIED]: JSON.stringify({ kind: 'Secret', data: { a: 'eA==' }, stringData: { b: 'y' } }),
          other: 'kept',
        },
      },
      data: JSON.parse('{"a":"eA==","__proto__":"cA==","n":null}') as JsonObject,
      stringData: { b: 'y' },
    };
    const out = d.object(secret);
    const data = out.data as JsonObject;
    expect(data.a).toBe(d.digest('eA=='));
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toBe(d.digest('cA=='));
    expect(data.n).toBeNull();
    expect(out.stringData).toEqual({ b: d.digest('y') });
    const ann = (out.metadata as JsonObject).annotations as JsonObject;
    expect(ann.other).toBe('kept');
    expect(JSON.parse(ann[LAST_APPLIED] as string)).toEqual({
      kind: 'Secret',
      data: { a: d.digest('eA==') },
      stringData: { b: d.digest('y') },
    });
    // The input is left alone.
    expect((secret.data as JsonObject).a).toBe('eA==');
    // Not a v1 Secret: unchanged, the same object.
    const cm: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: 'x' } };
    expect(d.object(cm)).toBe(cm);
  });

  it('digests a last-applied annotation that is not JSON whole, and keys values by their JSON text', () => {
    const out = d.object({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { annotations: { [LAST_APPLIED]: 'not json' } },
      data: 'not-a-map',
    });
    expect(((out.metadata as JsonObject).annotations as JsonObject)[LAST_APPLIED]).toBe(d.digest('not json'));
    expect(out.data).toBe(d.digest('not-a-map'));
    expect(d.digest('1')).not.toBe(d.digest(1));
    expect(new SecretDigester(Buffer.alloc(32, 8)).digest('x')).not.toBe(d.digest('x'));
  });
});
