// The workload kinds' validation through the real write path (serverWrite: defaulting,
// the strategy, then validation): upstream cases ported as data
// (test/validation/data/workloads.json, batch-cronjob.json), each a valid object with
// the case's change, checked against the 422's causes.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import { errorText, type FieldError } from '../../core/validation/errors.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';
import cronjobs from './data/batch-cronjob.json' with { type: 'json' };
import workloads from './data/workloads.json' with { type: 'json' };

const NOW = '2026-01-01T00:00:00Z';
const resolver = new SchemaResolver({});

const TEMPLATE = {
  metadata: { labels: { app: 'web' } },
  spec: { containers: [{ name: 'web', image: 'nginx:1.27', ports: [{ containerPort: 80, name: 'http' }] }] },
};

const VALID: Record<string, JsonObject> = {
  Deployment: {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: { replicas: 2, selector: { matchLabels: { app: 'web' } }, template: TEMPLATE },
  },
  ReplicaSet: {
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: { name: 'web', namespace: 'default' },
    spec: { replicas: 2, selector: { matchLabels: { app: 'web' } }, template: TEMPLATE },
  },
  DaemonSet: {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name: 'web', namespace: 'default' },
    spec: { selector: { matchLabels: { app: 'web' } }, template: TEMPLATE },
  },
  StatefulSet: {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'db', namespace: 'default' },
    spec: {
      serviceName: 'db',
      replicas: 1,
      selector: { matchLabels: { app: 'web' } },
      template: TEMPLATE,
      volumeClaimTemplates: [
        {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
        },
      ],
    },
  },
  Job: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'migrate', namespace: 'default' },
    spec: {
      template: { spec: { restartPolicy: 'Never', containers: [{ name: 'migrate', image: 'busybox:1' }] } },
    },
  },
  CronJob: {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'mycronjob', namespace: 'default' },
    spec: {
      schedule: '0 * * * *',
      jobTemplate: {
        spec: {
          template: { spec: { restartPolicy: 'OnFailure', containers: [{ name: 'abc', image: 'image' }] } },
        },
      },
    },
  },
};

/** `a.b[0].c` → ['a', 'b', 0, 'c']. */
function steps(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[]+)((?:\[\d+\])*)$/.exec(part);
    if (m === null) throw new Error(`bad path ${path}`);
    out.push(m[1] as string);
    for (const i of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) out.push(Number(i[1]));
  }
  return out;
}

function edited(base: JsonObject, set: Record<string, unknown>, unset: readonly string[] = []): JsonObject {
  const o = structuredClone(base) as JsonObject;
  for (const [path, value] of Object.entries(set)) {
    const s = steps(path);
    let cur: JsonValue = o;
    for (let i = 0; i < s.length - 1; i++) {
      const k = s[i] as string | number;
      const holder = cur as Record<string | number, JsonValue>;
      if (holder[k] === undefined) holder[k] = typeof s[i + 1] === 'number' ? [] : {};
      cur = holder[k] as JsonValue;
    }
    (cur as Record<string | number, JsonValue>)[s[s.length - 1] as string | number] = value as JsonValue;
  }
  for (const path of unset) {
    const s = steps(path);
    let cur: JsonValue = o;
    for (let i = 0; i < s.length - 1; i++)
      cur = (cur as Record<string | number, JsonValue>)[s[i] as string] as JsonValue;
    if (isObject(cur)) delete cur[s[s.length - 1] as string];
  }
  return o;
}

function apply(body: JsonObject, live: JsonObject | null, verb: 'apply' | 'create' = 'apply') {
  const apiVersion = body.apiVersion as string;
  const kind = body.kind as string;
  return serverWrite({
    verb,
    body,
    live,
    manager: 'kubectl',
    now: NOW,
    schema: resolver.resolve(apiVersion, kind),
  });
}

/** The stored object an update case starts from. */
function stored(kind: string, oldSet: Record<string, unknown>, asIs = false): JsonObject {
  if (asIs) {
    const o = edited(VALID[kind] as JsonObject, oldSet);
    return { ...o, metadata: { ...(o.metadata as JsonObject), uid: 'u1', resourceVersion: '5' } };
  }
  const r = apply(edited(VALID[kind] as JsonObject, oldSet), null);
  if (!r.ok) throw new Error(`the stored object is invalid: ${r.status.message}`);
  return { ...r.object, metadata: { ...(r.object.metadata as JsonObject), resourceVersion: '5' } };
}

interface Case {
  name: string;
  kind: string;
  op: 'create' | 'update';
  set: Record<string, unknown>;
  unset?: string[];
  oldSet?: Record<string, unknown>;
  verb?: 'create';
  storedAsIs?: boolean;
}

function run(c: Case) {
  const live = c.op === 'update' ? stored(c.kind, c.oldSet ?? {}, c.storedAsIs === true) : null;
  return apply(edited(VALID[c.kind] as JsonObject, c.set, c.unset), live, c.verb ?? 'apply');
}

function causes(r: ReturnType<typeof serverWrite>): FieldError[] {
  if (r.ok) return [];
  expect(r.status.code).toBe(422);
  return (r.status.details?.causes ?? []).map((cause) => ({
    type: cause.reason as FieldError['type'],
    field: cause.field ?? '',
    value: '',
    detail: cause.message ?? '',
  }));
}

describe('every valid object passes, with the note saying what was checked', () => {
  for (const kind of Object.keys(VALID)) {
    it(kind, () => {
      const r = apply(VALID[kind] as JsonObject, null);
      if (!r.ok) throw new Error(r.status.message);
      expect(r.validation).toMatch(new RegExp(`^validated: ObjectMeta and the .*rules of ${kind}`));
    });
  }
});

describe(`workload rules (${workloads.origin.repo} ${workloads.origin.tag})`, () => {
  for (const c of workloads.cases as (Case & { source: string; errors: string[] })[]) {
    it(`${c.kind}: ${c.name} (${c.source})`, () => {
      const r = run(c);
      const got = causes(r);
      expect(got.length, r.ok ? 'accepted' : r.status.message).toBe(c.errors.length);
      c.errors.forEach((want, i) => {
        const e = got[i] as FieldError;
        // A cause's message is the error body: `<field>: <message>` is errorText's form.
        if (want.startsWith('~'))
          expect(`${e.field}: ${e.detail.replace(/^.*: (?=[^:]*$)/, '')}`).toBe(want.slice(1));
        else expect(`${e.field}: ${e.detail}`).toBe(want);
      });
      if (!r.ok && got.length > 0)
        expect(r.status.message).toContain(c.errors[0]?.replace(/^~/, '').split(': ')[0] as string);
    });
  }
});

describe(`CronJob: ${cronjobs.origin.repo} ${cronjobs.origin.path} ${cronjobs.origin.tag}`, () => {
  for (const c of cronjobs.cases as (Case & {
    test: string;
    first: { field: string | null; contains: string | null };
  })[]) {
    it(`${c.test}: ${c.name}`, () => {
      const r = run(c);
      if (c.first.field === null) {
        expect(r.ok, r.ok ? '' : r.status.message).toBe(true);
        return;
      }
      const got = causes(r);
      expect(got[0]?.field).toBe(c.first.field);
      expect(`${got[0]?.field}: ${got[0]?.detail}`).toContain(c.first.contains as string);
    });
  }
});

describe('the 422 Status end to end', () => {
  it('a Deployment without spec.selector: both causes, bracketed, as kube-apiserver words it', () => {
    const r = apply(edited(VALID.Deployment as JsonObject, {}, ['spec.selector']), null);
    if (r.ok) throw new Error('accepted');
    expect(r.status.message).toBe(
      'Deployment.apps "web" is invalid: [spec.selector: Required value, spec.template.metadata.labels: Invalid value: {"app":"web"}: `selector` does not match template `labels`]',
    );
  });
  it('errorText gives the aggregate parts', () => {
    expect(errorText({ type: 'FieldValueRequired', field: 'spec.selector', value: '', detail: '' })).toBe(
      'spec.selector: Required value',
    );
  });
});
