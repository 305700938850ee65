// kubectl apply (client-side) as core/appliers/clientside.ts replays it: the
// last-applied annotation's text (kubectl pkg/util/apply.go
// GetModifiedConfiguration, encoded by unstructured.UnstructuredJSONScheme, that
// is Go's json.Encoder), the JSON merge patch kubectl sends for a custom resource
// (pkg/cmd/apply/patcher.go buildMergePatch: jsonmergepatch.CreateThreeWayJSONMergePatch
// with apiVersion, kind and metadata.name required unchanged), an empty patch
// (patchSimple: "{}" is not sent), the server's answer to a patch it refuses, and
// Secret values kept out of every error.

import { describe, expect, it } from 'vitest';
import {
  kubectlClientSideApply,
  MERGE_PATCH,
  STRATEGIC_MERGE_PATCH,
  withApplyAnnotation,
} from '../../core/appliers/clientside.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';

const NOW = '2026-01-01T00:00:00Z';

function annotationOf(obj: JsonObject): unknown {
  return ((obj.metadata as JsonObject).annotations as JsonObject | undefined)?.[LAST_APPLIED];
}

function managers(obj: JsonObject): string[] {
  const mf = ((obj.metadata as JsonObject).managedFields ?? []) as JsonObject[];
  return mf.map((e) => `${e.manager}/${e.operation}`);
}

describe('the last-applied annotation (GetModifiedConfiguration)', () => {
  it('is the manifest with "annotations":{} added, keys sorted at every level, and a newline', () => {
    const out = withApplyAnnotation({
      metadata: { namespace: 'prod', name: 'cm' },
      kind: 'ConfigMap',
      data: { z: '26', a: '1' },
      apiVersion: 'v1',
    });
    expect(annotationOf(out)).toBe(
      '{"apiVersion":"v1","data":{"a":"1","z":"26"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"cm","namespace":"prod"}}\n',
    );
    // The object kubectl sends carries the annotation beside the manifest's own fields.
    expect(out.data).toEqual({ z: '26', a: '1' });
  });

  it('escapes as encoding/json does (Go 1.22 on): \\n, \\b, \\f, \\u003c; a multi-line value read back when it is re-applied', () => {
    const manifest = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'cm' },
      data: { 'app.conf': 'a = "1"\n<b>\bc\fd\u2028' },
    };
    const out = withApplyAnnotation(manifest);
    expect(annotationOf(out)).toBe(
      '{"apiVersion":"v1","data":{"app.conf":"a = \\"1\\"\\n\\u003cb\\u003e\\bc\\fd\\u2028"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"cm"}}\n',
    );
    // kubectl apply of the same manifest onto the object it made sends nothing.
    const schema = new SchemaResolver().resolve('v1', 'ConfigMap');
    const created = kubectlClientSideApply(null, manifest, { schema, now: NOW });
    if (!created.ok) throw new Error(created.status.message);
    const again = kubectlClientSideApply(created.object, manifest, { schema, now: NOW });
    expect(again.request).toEqual({ verb: 'none' });
  });

  it("keeps the manifest's own annotations (sorted) and drops a last-applied one it carries", () => {
    const out = withApplyAnnotation({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'cm', annotations: { zeta: 'z', [LAST_APPLIED]: '{"stale":true}\n', alpha: 'a' } },
    });
    expect(annotationOf(out)).toBe(
      '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"annotations":{"alpha":"a","zeta":"z"},"name":"cm"}}\n',
    );
    expect((out.metadata as JsonObject).annotations).toEqual({
      zeta: 'z',
      alpha: 'a',
      [LAST_APPLIED]:
        '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"annotations":{"alpha":"a","zeta":"z"},"name":"cm"}}\n',
    });
  });

  it("escapes as Go's json.Encoder does: <, >, & and U+2028/U+2029; numbers as written", () => {
    const out = withApplyAnnotation({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'cm' },
      data: { html: '<b>&</b>', sep: 'a\u2028b\u2029c', quote: 'say "hi"\n' },
      binaryData: {},
    });
    expect(annotationOf(out)).toBe(
      '{"apiVersion":"v1","binaryData":{},"data":{"html":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e","quote":"say \\"hi\\"\\n","sep":"a\\u2028b\\u2029c"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"cm"}}\n',
    );
  });

  it('is what a create sends, and what the server stores', () => {
    const schema = new SchemaResolver().resolve('v1', 'ConfigMap');
    const manifest = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'cm', namespace: 'ns' },
      data: { a: '1' },
    };
    const r = kubectlClientSideApply(null, manifest, { schema, now: NOW });
    expect(r.request.verb).toBe('create');
    if (!r.ok || r.request.verb !== 'create') throw new Error('create failed');
    const text =
      '{"apiVersion":"v1","data":{"a":"1"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"cm","namespace":"ns"}}\n';
    expect(annotationOf(r.request.body)).toBe(text);
    expect(annotationOf(r.object)).toBe(text);
    expect(managers(r.object)).toEqual(['kubectl-client-side-apply/Update']);
  });
});

describe('a custom resource: a JSON merge patch', () => {
  const crd = crdOf('example.com', 'Pool', {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: {
          size: { type: 'integer' },
          zone: { type: 'string' },
          workers: {
            type: 'array',
            'x-kubernetes-list-type': 'map',
            'x-kubernetes-list-map-keys': ['name'],
            items: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' }, cpu: { type: 'integer' } },
            },
          },
        },
      },
    },
  });
  const schema = new SchemaResolver({ crds: [crd] }).resolve('example.com/v1', 'Pool');
  const pool = (spec: JsonObject, name = 'p'): JsonObject => ({
    apiVersion: 'example.com/v1',
    kind: 'Pool',
    metadata: { name, namespace: 'ns' },
    spec,
  });
  const first = pool({
    size: 2,
    zone: 'a',
    workers: [
      { name: 'w1', cpu: 1 },
      { name: 'w2', cpu: 2 },
    ],
  });
  const second = pool({ size: 3, workers: [{ name: 'w1', cpu: 1 }] });

  function created(): JsonObject {
    const r = kubectlClientSideApply(null, first, { schema, crd, now: NOW });
    if (!r.ok) throw new Error(r.status.message);
    return r.object;
  }

  it('uses the CRD schema, not a built-in one', () => {
    expect(schema.source).toBe('crd:pools.example.com');
  });

  it('deletes with null what the last-applied configuration had, and replaces lists whole (no merge keys)', () => {
    const r = kubectlClientSideApply(created(), second, { schema, crd, now: NOW });
    expect(r.request).toEqual({
      verb: 'patch',
      patchType: MERGE_PATCH,
      body: {
        metadata: { annotations: { [LAST_APPLIED]: annotationOf(withApplyAnnotation(second)) } },
        spec: { size: 3, zone: null, workers: [{ name: 'w1', cpu: 1 }] },
      },
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object.spec).toEqual({ size: 3, workers: [{ name: 'w1', cpu: 1 }] });
    expect(managers(r.object)).toEqual(['kubectl-client-side-apply/Update']);
  });

  it("meets kubectl's preconditions: the patch never names apiVersion, kind or metadata.name", () => {
    const r = kubectlClientSideApply(created(), second, { schema, crd, now: NOW });
    if (r.request.verb !== 'patch') throw new Error('no patch');
    const body = r.request.body;
    expect(Object.keys(body).sort()).toEqual(['metadata', 'spec']);
    expect(Object.keys(body.metadata as JsonObject)).toEqual(['annotations']);
  });

  it('refuses, as kubectl does, a patch that would change metadata.name (nothing is sent)', () => {
    // kubectl reads the object by the manifest's name, so only a caller handing
    // another object as the live one gets here; kubectl's words, not the patch.
    const r = kubectlClientSideApply(created(), pool({ size: 3 }, 'other'), { schema, crd, now: NOW });
    expect(r.ok).toBe(false);
    expect(r.request).toEqual({ verb: 'none' });
    if (r.ok) return;
    expect(r.status.code).toBe(400);
    expect(r.status.message).toBe(
      'creating the patch: At least one of apiVersion, kind and name was changed',
    );
  });
});

describe('an empty patch', () => {
  it('sends nothing and leaves the object as it is, managed fields and all', () => {
    const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');
    const manifest: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'ns' },
      spec: {
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'web', image: 'nginx:1.25' }] },
        },
      },
    };
    const c = kubectlClientSideApply(null, manifest, { schema, now: NOW });
    if (!c.ok) throw new Error(c.status.message);
    // Defaults the server filled in (strategy, imagePullPolicy...) are not in the
    // manifest: deletions from the live object are ignored, so the patch is {}.
    const r = kubectlClientSideApply(c.object, manifest, { schema, now: '2026-02-01T00:00:00Z' });
    expect(r.request).toEqual({ verb: 'none' });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object).toEqual(c.object);
  });

  it('an unchanged manifest (its annotation the live one) gives the patch the annotation read back gives', () => {
    const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');
    const manifest: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'ns', finalizers: ['b', 'a'] },
      spec: {
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'web', image: 'nginx:1.25', args: ['--x'] }] },
        },
      },
    };
    const c = kubectlClientSideApply(null, manifest, { schema, now: NOW });
    if (!c.ok) throw new Error(c.status.message);
    // Someone changed the live object since: the re-apply of the same manifest patches it back.
    const live = structuredClone(c.object);
    (
      (((live.spec as JsonObject).template as JsonObject).spec as JsonObject).containers as JsonObject[]
    )[0].image = 'nginx:9';
    const fast = kubectlClientSideApply(live, manifest, { schema, now: NOW });
    const read = kubectlClientSideApply(live, manifest, {
      schema,
      now: NOW,
      previous: JSON.parse(annotationOf(live) as string) as JsonObject,
    });
    expect(fast.request).toEqual(read.request);
    expect(fast.request.verb).toBe('patch');
    expect(fast.ok && read.ok && fast.object).toEqual(read.ok && read.object);
  });
});

describe('a patch the server refuses', () => {
  const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');
  const manifest = (extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'ns', ...extra },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'web', image: 'nginx:1.25' }] },
      },
    },
  });

  it("answers the server's 409 when the manifest carries a stale resourceVersion (the patch sends it)", () => {
    const c = kubectlClientSideApply(null, manifest(), { schema, now: NOW });
    if (!c.ok) throw new Error(c.status.message);
    const live = { ...c.object, metadata: { ...(c.object.metadata as JsonObject), resourceVersion: '42' } };
    const r = kubectlClientSideApply(live, manifest({ resourceVersion: '41' }), { schema, now: NOW });
    expect(r.request.verb).toBe('patch');
    if (r.request.verb !== 'patch') return;
    expect(r.request.patchType).toBe(STRATEGIC_MERGE_PATCH);
    expect((r.request.body.metadata as JsonObject).resourceVersion).toBe('41');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // registry/generic/registry/store.go Update: the optimistic lock's conflict.
    expect(r.status).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      code: 409,
      reason: 'Conflict',
      message:
        'Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again',
      details: { name: 'web', group: 'apps', kind: 'deployments' },
    });
  });
});

describe('Secret values never in errors', () => {
  const schema = new SchemaResolver().resolve('v1', 'Secret');
  const OLD = 'aHVudGVyMg=='; // hunter2
  const NEW = 'c2VjcmV0LTI='; // secret-2
  const secret = (data: JsonObject | string, extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 's', namespace: 'ns', ...extra },
    data,
  });

  function live(): JsonObject {
    const c = kubectlClientSideApply(null, secret({ password: OLD }), { schema, now: NOW });
    if (!c.ok) throw new Error(c.status.message);
    return { ...c.object, metadata: { ...(c.object.metadata as JsonObject), resourceVersion: '7' } };
  }

  function refused(liveObj: JsonObject, manifest: JsonObject): string {
    const r = kubectlClientSideApply(liveObj, manifest, { schema, now: NOW });
    expect(r.ok).toBe(false);
    if (r.ok) return '';
    return JSON.stringify(r.status);
  }

  it('a stale resourceVersion: the 409 names the Secret, not its data', () => {
    const text = refused(live(), secret({ password: NEW }, { resourceVersion: '3' }));
    expect(text).toContain('Operation cannot be fulfilled on secrets \\"s\\"');
    for (const v of [OLD, NEW, 'hunter2', 'secret-2']) expect(text).not.toContain(v);
  });

  it('data of the wrong type: the refusal says where, not what', () => {
    const text = refused(live(), secret(NEW));
    expect(text).toContain('.data');
    for (const v of [OLD, NEW, 'hunter2', 'secret-2']) expect(text).not.toContain(v);
  });

  it('an unreadable last-applied annotation: kubectl fails without quoting it', () => {
    const l = live();
    const broken = {
      ...l,
      metadata: {
        ...(l.metadata as JsonObject),
        annotations: { [LAST_APPLIED]: `{"data":{"password":"${OLD}"` },
      },
    };
    const text = refused(broken, secret({ password: NEW }));
    expect(text).toContain('last-applied-configuration');
    for (const v of [OLD, NEW, 'hunter2', 'secret-2']) expect(text).not.toContain(v);
  });
});
