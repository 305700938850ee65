// fieldValidation (Strict, Warn, Ignore): unknown and duplicate fields as the API
// server answers them, replayed from the upstream integration test's cases
// (test/fixtures/fieldvalidation/upstream-field-validation.json names its origin),
// then the tool's own rules: apply refuses unknown fields whatever the option, a
// deduced schema knows no unknown field, preserved areas keep theirs.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseYamlDocuments } from '../../api/yaml.ts';
import { jsonDuplicates } from '../../core/json-duplicates.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { type DuplicateField, fieldValidationProblem } from '../../core/server/fieldvalidation.ts';
import { serverWrite, type WriteRequest } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';

interface Case {
  name: string;
  from: string;
  verb: 'apply' | 'create' | 'update';
  live?: boolean;
  schema: 'builtin' | 'crd' | 'crd-schemaless';
  body: string;
  fieldValidation: 'Strict' | 'Warn' | 'Ignore';
  /** The body is YAML (Content-Type application/yaml). */
  yaml?: boolean;
  errorSuffix?: string;
  warnings?: string[];
}

const fixture = JSON.parse(
  readFileSync(
    new URL('../fixtures/fieldvalidation/upstream-field-validation.json', import.meta.url),
    'utf8',
  ),
) as { bodies: Record<string, string>; crdSchemas: Record<string, JsonObject>; cases: Case[] };

const NOW = '2026-01-01T00:00:00Z';

function resolverFor(schema: Case['schema']): SchemaResolver {
  if (schema === 'builtin') return new SchemaResolver({});
  return new SchemaResolver({ crds: [crdOf('schema.example.com', 'Example', fixture.crdSchemas[schema])] });
}

function run(c: Case) {
  // An update names the stored resourceVersion (custom resources require it), as the upstream test does.
  const text =
    c.verb === 'update'
      ? fixture.bodies[c.body].replace('"resourceVersion": ""', '"resourceVersion": "5"')
      : fixture.bodies[c.body];
  const repeats: DuplicateField[][] = [];
  const body = (
    c.yaml === true ? parseYamlDocuments(text, 'body', undefined, repeats)[0] : JSON.parse(text)
  ) as JsonObject;
  const resolver = resolverFor(c.schema);
  const apiVersion = body.apiVersion as string;
  const kind = body.kind as string;
  const schema = resolver.resolve(apiVersion, kind);
  const crd = resolver.crdFor(apiVersion, kind);
  const base: Omit<WriteRequest, 'verb' | 'live' | 'body'> = { manager: 'mgr', schema, now: NOW };
  if (crd !== undefined) base.crd = crd;
  let live: JsonObject | null = null;
  if (c.verb === 'update' || c.live === true) {
    // The object as stored: the body written without its problems (Ignore).
    const made = serverWrite({ ...base, verb: 'create', live: null, body, fieldValidation: 'Ignore' });
    if (!made.ok) throw new Error(made.status.message);
    live = { ...made.object, metadata: { ...(made.object.metadata as JsonObject), resourceVersion: '5' } };
  }
  return serverWrite({
    ...base,
    verb: c.verb,
    live,
    body,
    fieldValidation: c.fieldValidation,
    duplicates: c.yaml === true ? repeats[0] : jsonDuplicates(text, body),
  });
}

describe('upstream field validation cases', () => {
  for (const c of fixture.cases) {
    it(`${c.name} (${c.from})`, () => {
      const r = run(c);
      if (c.errorSuffix !== undefined) {
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.status.code).toBe(400);
        expect(r.status.reason).toBe('BadRequest');
        const prefix =
          c.verb === 'apply'
            ? ''
            : c.schema === 'builtin'
              ? 'Deployment in version "v1" cannot be handled as a Deployment: '
              : 'Example in version "v1" cannot be handled as a Example: ';
        expect(r.status.message).toBe(prefix + c.errorSuffix);
      } else {
        if (!r.ok) throw new Error(r.status.message);
        expect(r.warnings ?? []).toEqual(c.warnings);
      }
    });
  }
});

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
const builtin = new SchemaResolver({});
const deploymentSchema = builtin.resolve('apps/v1', 'Deployment');

describe('unknown fields: spec.replica', () => {
  it('Strict create: 400 with the decoder message', () => {
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: deployment({ replica: 3 }),
      manager: 'm',
      schema: deploymentSchema,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message:
        'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"',
    });
  });

  it('Strict is the default', () => {
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: deployment({ replica: 3 }),
      manager: 'm',
      schema: deploymentSchema,
    });
    const s = serverWrite({
      verb: 'create',
      live: null,
      body: deployment({ replica: 3 }),
      manager: 'm',
      schema: deploymentSchema,
      fieldValidation: 'Strict',
    });
    expect(r.ok || s.ok).toBe(false);
    if (!r.ok && !s.ok) expect(r.status).toEqual(s.status);
  });

  it('Warn: the field is dropped and warned about', () => {
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: deployment({ replica: 3 }),
      manager: 'm',
      schema: deploymentSchema,
      fieldValidation: 'Warn',
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.warnings).toEqual(['unknown field "spec.replica"']);
    expect(Object.hasOwn(r.object.spec as JsonObject, 'replica')).toBe(false);
    expect((r.object.spec as JsonObject).replicas).toBe(1);
  });

  it('Ignore: dropped silently', () => {
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: deployment({ replica: 3 }),
      manager: 'm',
      schema: deploymentSchema,
      fieldValidation: 'Ignore',
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.warnings).toBeUndefined();
    expect(Object.hasOwn(r.object.spec as JsonObject, 'replica')).toBe(false);
  });

  it('apply refuses an unknown field whatever the option (typed conversion)', () => {
    for (const fv of ['Strict', 'Warn', 'Ignore'] as const) {
      const r = serverWrite({
        verb: 'apply',
        live: null,
        body: deployment({ replica: 3 }),
        manager: 'm',
        schema: deploymentSchema,
        fieldValidation: fv,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.status.message).toContain('.spec.replica: field not declared in schema');
    }
  });

  it('a deduced schema knows no unknown field', () => {
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: { apiVersion: 'example.com/v1', kind: 'Thing', metadata: { name: 't' }, spec: { anything: 1 } },
      manager: 'm',
    });
    expect(r.ok).toBe(true);
  });

  it('maps of values, status and metadata fields are not unknown', () => {
    const body = deployment({ replicas: 2 });
    body.metadata = {
      name: 'web',
      namespace: 'default',
      labels: { a: 'b' },
      annotations: { 'x/y': 'z' },
      finalizers: ['f'],
    };
    body.status = { replicas: 1, conditions: [{ type: 'Available', status: 'True' }] };
    const r = serverWrite({ verb: 'create', live: null, body, manager: 'm', schema: deploymentSchema });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.warnings).toBeUndefined();
  });

  it('a RawExtension keeps whatever it holds', () => {
    const schema = builtin.resolve('apps/v1', 'ControllerRevision');
    const r = serverWrite({
      verb: 'create',
      live: null,
      body: {
        apiVersion: 'apps/v1',
        kind: 'ControllerRevision',
        metadata: { name: 'r', namespace: 'default' },
        revision: 1,
        data: { spec: { anything: { goes: true } } },
      },
      manager: 'm',
      schema,
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.warnings).toBeUndefined();
  });

  it('an unsupported value is the API server 422 listing the values', () => {
    const r = serverWrite({
      verb: 'apply',
      live: null,
      body: deployment(),
      manager: 'm',
      schema: deploymentSchema,
      fieldValidation: 'strict' as 'Strict',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status.code).toBe(422);
      expect(r.status.message).toBe(
        'PatchOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "strict": supported values: "", "Ignore", "Strict", "Warn"',
      );
    }
    expect(fieldValidationProblem('strict')).toBe(
      'fieldValidation: must be Strict, Warn or Ignore, got "strict"',
    );
    expect(fieldValidationProblem('Warn')).toBeNull();
  });
});

describe('jsonDuplicates', () => {
  it('finds repeats with their paths and lines, and none in a plain text', () => {
    const text = '{\n "a": 1,\n "b": [{"c": 1,\n "c": 2}],\n "a": 3\n}';
    expect(jsonDuplicates(text, JSON.parse(text))).toEqual([
      { path: 'b[0].c', key: 'c', line: 4 },
      { path: 'a', key: 'a', line: 5 },
    ]);
    const plain = '{"a": {"b": "x\\":"}, "c": [1, {"d": null}]}';
    expect(jsonDuplicates(plain, JSON.parse(plain))).toEqual([]);
    expect(jsonDuplicates(plain)).toEqual([]);
  });
});

describe("kubectl's client-side patch under Strict", () => {
  it('is the patch handler 422 on `patch`, a Secret value never in it', async () => {
    const { previewBatch } = await import('../../core/preview/report.ts');
    const live: JsonObject = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's', namespace: 'default', resourceVersion: '3' },
      data: { password: 'b2xk' },
    };
    const intent: JsonObject = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's', namespace: 'default' },
      data: { password: 'aHVudGVyMg==' },
      extra: 1,
    };
    const b = previewBatch([{ live, intent }], { fieldManager: 'kubectl', mode: 'client-side', now: NOW });
    const o = b.objects[0];
    expect(o.action).toBe('invalid');
    expect(o.status?.code).toBe(422);
    expect(o.status?.message).toMatch(/^ "" is invalid: patch: Invalid value: "map\[/);
    expect(o.status?.message).toContain('strict decoding error: unknown field "extra"');
    expect(JSON.stringify(o)).not.toContain('aHVudGVyMg');
    expect(o.causes).toEqual([{ path: '.extra', message: 'unknown field' }]);
  });
});
