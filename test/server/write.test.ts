// serverWrite: requests refused as the API server refuses them, subresources,
// dry-run values and defaulting, checked one behaviour at a time.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteRequest } from '../../core/server/index.ts';
import { generateName, NAME_ALPHABET, newUid, seededRandom } from '../../core/server/names.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';
import { ownersOf, UUID_PATTERN } from '../scenario-helper.ts';

const NOW = '2026-01-01T00:00:00Z';
const resolver = new SchemaResolver({});
const deploymentSchema = resolver.resolve('apps/v1', 'Deployment');

function deployment(extra: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'c', image: 'nginx:1' }] },
      },
    },
    ...extra,
  };
}

function write(req: Partial<WriteRequest> & Pick<WriteRequest, 'verb' | 'body'>) {
  return serverWrite({ live: null, manager: 'm', now: NOW, random: seededRandom(3), ...req });
}

function ok(r: ReturnType<typeof serverWrite>) {
  if (!r.ok) throw new Error(`expected success, got ${r.status.message}`);
  return r;
}

function created(): JsonObject {
  const r = ok(write({ verb: 'apply', body: deployment(), schema: deploymentSchema, manager: 'kubectl' }));
  return { ...r.object, metadata: { ...(r.object.metadata as JsonObject), resourceVersion: '7' } };
}

describe('names and uids', () => {
  it('generateName: prefix cut to 58 characters, then 5 of the alphabet', () => {
    const name = generateName('x'.repeat(70), seededRandom(1));
    expect(name.length).toBe(63);
    expect(name.slice(0, 58)).toBe('x'.repeat(58));
    for (const ch of name.slice(58)) expect(NAME_ALPHABET).toContain(ch);
    expect(generateName('a-', () => 0)).toBe('a-bbbbb');
    expect(generateName('a-', () => 0.999999)).toBe('a-99999');
  });
  it('uids are version-4 UUIDs, reproducible with a seed', () => {
    const u = newUid(seededRandom(5));
    expect(u).toMatch(new RegExp(UUID_PATTERN));
    expect(newUid(seededRandom(5))).toBe(u);
    expect(newUid(seededRandom(6))).not.toBe(u);
  });
});

describe('bad requests', () => {
  it('names the problem', () => {
    const cases: [Partial<WriteRequest> & Pick<WriteRequest, 'verb' | 'body'>, number, string][] = [
      [{ verb: 'apply', body: [] }, 400, 'the applied object must be a JSON object, got a list'],
      [{ verb: 'create', body: 'x' }, 400, 'the written object must be a JSON object, got string'],
      [{ verb: 'patch' as 'apply', body: {} }, 400, 'verb: must be apply, create or update, got "patch"'],
      [
        { verb: 'apply', body: deployment(), subresource: 'exec' as 'status' },
        400,
        'subresource: must be status or scale, got "exec"',
      ],
      [
        { verb: 'apply', body: deployment(), now: 'yesterday' },
        400,
        'now: "yesterday" is not an RFC 3339 time',
      ],
      [{ verb: 'apply', body: { ...deployment(), metadata: 5 } }, 400, 'metadata must be a JSON object'],
      [
        { verb: 'update', body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: {} } },
        400,
        'name must be provided',
      ],
      [
        { verb: 'create', body: deployment(), subresource: 'status' },
        405,
        'the server does not allow this method on the requested resource',
      ],
      [
        {
          verb: 'apply',
          body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } },
          subresource: 'status',
        },
        404,
        'the server could not find the requested resource',
      ],
      [
        {
          verb: 'update',
          body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } },
          subresource: 'scale',
        },
        404,
        'the server could not find the requested resource',
      ],
      [{ verb: 'apply', body: deployment(), subresource: 'status' }, 404, 'deployments.apps "web" not found'],
      [
        { verb: 'apply', body: deployment(), manager: '' },
        422,
        'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
      ],
      [
        { verb: 'create', body: { apiVersion: 'apps/v1', kind: 'Deployment', metadata: {} } },
        422,
        'Deployment.apps "" is invalid: metadata.name: Required value: name or generateName is required',
      ],
    ];
    for (const [req, code, message] of cases) {
      const r = write(req);
      expect(r.ok, message).toBe(false);
      if (!r.ok) {
        expect(r.status.code, message).toBe(code);
        expect(r.status.message).toBe(message);
      }
    }
  });

  it('uid: immutable on apply (422), a precondition on PUT (409)', () => {
    const live = created();
    const a = write({
      verb: 'apply',
      live,
      body: deployment({ metadata: { name: 'web', namespace: 'default', uid: 'other' } }),
      schema: deploymentSchema,
    });
    expect(a.ok || a.status).toMatchObject({
      code: 422,
      message: 'Deployment.apps "web" is invalid: metadata.uid: Invalid value: "other": field is immutable',
    });
    const u = write({
      verb: 'update',
      live,
      body: deployment({ metadata: { name: 'web', namespace: 'default', uid: 'other' } }),
      schema: deploymentSchema,
    });
    const liveUid = (live.metadata as JsonObject).uid;
    expect(u.ok || u.status).toMatchObject({
      code: 409,
      reason: 'Conflict',
      message: `Operation cannot be fulfilled on deployments.apps "web": Precondition failed: UID in precondition: other, UID in object meta: ${liveUid}`,
    });
  });
});

describe('create', () => {
  it('fills uid, creationTimestamp, generation (for kinds that keep one) and no resourceVersion; the writer owns the defaults', () => {
    const r = ok(
      write({
        verb: 'create',
        body: deployment({ metadata: { name: 'web', resourceVersion: '5', uid: 'mine' } }),
        schema: deploymentSchema,
        manager: 'ci',
      }),
    );
    const meta = r.object.metadata as JsonObject;
    expect(meta.uid).toMatch(new RegExp(UUID_PATTERN));
    expect(meta.creationTimestamp).toBe(NOW);
    expect(meta.generation).toBe(1);
    expect(meta.resourceVersion).toBeUndefined();
    expect(ownersOf(r.object).get('.spec.revisionHistoryLimit')).toEqual(['ci']);
    expect(r.undefaulted?.spec).not.toHaveProperty('revisionHistoryLimit');
    expect((r.undefaulted!.metadata as JsonObject).uid).toBe(meta.uid);
  });

  it('an apply that creates: the defaults are owned by nobody', () => {
    const r = ok(write({ verb: 'apply', body: deployment(), schema: deploymentSchema, manager: 'kubectl' }));
    expect((r.object.spec as JsonObject).revisionHistoryLimit).toBe(10);
    expect(ownersOf(r.object).get('.spec.revisionHistoryLimit')).toBeUndefined();
    expect(r.managers.after.size).toBe(1);
  });

  it('defaults: false merges raw, without undefaulted', () => {
    const r = ok(write({ verb: 'apply', body: deployment(), schema: deploymentSchema, defaults: false }));
    expect(r.object.spec).not.toHaveProperty('revisionHistoryLimit');
    expect(r.undefaulted).toBeUndefined();
  });

  it('ConfigMaps get no generation; Pods start Pending with their QoS class; Namespaces get the kubernetes finalizer', () => {
    const cm = ok(
      write({ verb: 'create', body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } } }),
    );
    expect(cm.object.metadata).not.toHaveProperty('generation');
    const pod = (resources: JsonObject) =>
      ok(
        write({
          verb: 'create',
          body: {
            apiVersion: 'v1',
            kind: 'Pod',
            metadata: { name: 'p' },
            spec: { containers: [{ name: 'c', image: 'x', resources }] },
            status: { phase: 'Running' },
          },
        }),
      ).object.status;
    expect(pod({})).toEqual({ phase: 'Pending', qosClass: 'BestEffort' });
    expect(pod({ limits: { cpu: '1', memory: '1Gi' } })).toEqual({
      phase: 'Pending',
      qosClass: 'Guaranteed',
    });
    expect(pod({ requests: { cpu: '1' } })).toEqual({ phase: 'Pending', qosClass: 'Burstable' });
    const ns = ok(
      write({ verb: 'create', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'n' } } }),
    );
    expect(ns.object.spec).toEqual({ finalizers: ['kubernetes'] });
    expect(ns.object.status).toEqual({ phase: 'Active' });
  });

  it('a create or update without a manager is recorded under the user agent, else unknown', () => {
    const body = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '1' } };
    const ua = ok(
      write({ verb: 'create', body, manager: '', userAgent: 'kubectl/v1.35.0 (linux/amd64) kubernetes/abc' }),
    );
    expect(((ua.object.metadata as JsonObject).managedFields as JsonObject[])[0].manager).toBe('kubectl');
    const none = ok(write({ verb: 'create', body, manager: '' }));
    expect(((none.object.metadata as JsonObject).managedFields as JsonObject[])[0].manager).toBe('unknown');
  });
});

describe('a fraction where the schema says integer', () => {
  const deployment = (replicas: number) => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop' },
    spec: {
      replicas,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'app', image: 'nginx', ports: [{ containerPort: 80.5 }] }] },
      },
    },
  });
  const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');

  it('apply: the conversion to the Go type fails (500, structuredmerge.go and the runtime converter)', () => {
    const r = serverWrite({ verb: 'apply', live: null, body: deployment(1.5), manager: 'kubectl', schema });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.code).toBe(500);
    expect(r.status.message).toBe(
      'failed to convert new object (shop/web; apps/v1, Kind=Deployment) to proper version: unable to convert unstructured object to apps/v1, Kind=Deployment: cannot convert float64 to int32',
    );
  });

  it('create: the body does not decode into the Go struct (400, with the innermost struct and the JSON path)', () => {
    const r = serverWrite({ verb: 'create', live: null, body: deployment(2), manager: 'ctl', schema });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toMatchObject({ code: 400, reason: 'BadRequest' });
    expect(r.status.message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal number 80.5 into Go struct field ContainerPort.spec.template.spec.containers.ports.containerPort of type int32',
    );
    // A whole number written as a float is an integer: accepted.
    const whole = deployment(2);
    (whole.spec.template.spec.containers[0].ports[0] as { containerPort: number }).containerPort = 80;
    expect(serverWrite({ verb: 'create', live: null, body: whole, manager: 'ctl', schema }).ok).toBe(true);
  });

  it('a custom resource: 422 from its structural schema; a number field takes a fraction', () => {
    const crd = crdOf('example.com', 'Widget', {
      type: 'object',
      properties: {
        spec: { type: 'object', properties: { count: { type: 'integer' }, ratio: { type: 'number' } } },
      },
    });
    const cr = new SchemaResolver({ crds: [crd] }).resolve('example.com/v1', 'Widget');
    const body = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w' },
      spec: { count: 2.5 },
    };
    const r = serverWrite({ verb: 'apply', live: null, body, manager: 'kubectl', schema: cr, crd });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toMatchObject({ code: 422, reason: 'Invalid' });
    expect(r.status.message).toBe(
      'Widget.example.com "w" is invalid: spec.count: Invalid value: "number": spec.count in body must be of type integer: "number"',
    );
    const ratio = { ...body, spec: { ratio: 0.5 } };
    expect(
      serverWrite({ verb: 'apply', live: null, body: ratio, manager: 'kubectl', schema: cr, crd }).ok,
    ).toBe(true);
  });
});

describe('stored form', () => {
  // pkg/apis/core/v1/conversion.go Convert_v1_Secret_To_core_Secret: "StringData overwrites Data".
  it("a Secret's stringData is written into data (base64 of its UTF-8) and not stored; its applier still owns f:stringData", () => {
    const schema = new SchemaResolver().resolve('v1', 'Secret');
    const body = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's' },
      data: { a: 'YQ==', keep: 'aw==' },
      stringData: { a: 'x', b: 'héllo' },
    };
    const r = serverWrite({
      verb: 'apply',
      live: null,
      body,
      manager: 'kubectl',
      schema,
      now: '2026-01-01T00:00:00Z',
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object.stringData).toBeUndefined();
    expect(r.object.data).toEqual({ a: 'eA==', keep: 'aw==', b: 'aMOpbGxv' });
    expect(r.object.type).toBe('Opaque');
    const owners = ownersOf(r.object);
    expect(owners.get('.stringData.b')).toEqual(['kubectl']);
    // An empty stringData is dropped; another kind keeps a field of that name.
    const empty = serverWrite({
      verb: 'create',
      live: null,
      body: { ...body, stringData: {} },
      manager: 'ctl',
      schema,
    });
    expect(empty.ok && empty.object.stringData).toBeUndefined();
    expect(empty.ok && empty.object.data).toEqual(body.data);
  });
});

describe('subresources', () => {
  it('/scale: a Scale body only; apply owns the replicas with subresource scale; the answer is a Scale', () => {
    const live = created();
    const bad = write({
      verb: 'update',
      live,
      subresource: 'scale',
      body: deployment(),
      schema: deploymentSchema,
    });
    expect(bad.ok || bad.status.code).toBe(400);
    const neg = write({
      verb: 'update',
      live,
      subresource: 'scale',
      body: {
        apiVersion: 'autoscaling/v1',
        kind: 'Scale',
        metadata: { name: 'web' },
        spec: { replicas: -1 },
      },
    });
    expect(neg.ok || neg.status.code).toBe(422);
    const r = ok(
      write({
        verb: 'apply',
        live,
        subresource: 'scale',
        manager: 'scaler',
        force: true,
        body: {
          apiVersion: 'autoscaling/v1',
          kind: 'Scale',
          metadata: { name: 'web' },
          spec: { replicas: 9 },
        },
        schema: deploymentSchema,
      }),
    );
    expect((r.object.spec as JsonObject).replicas).toBe(9);
    expect((r.object.metadata as JsonObject).generation).toBe(2);
    const entries = (r.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(entries.find((e) => e.manager === 'scaler')).toMatchObject({
      operation: 'Apply',
      apiVersion: 'apps/v1',
      subresource: 'scale',
      fieldsV1: { 'f:spec': { 'f:replicas': {} } },
    });
    expect(r.scale).toEqual({
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: {
        name: 'web',
        namespace: 'default',
        uid: (live.metadata as JsonObject).uid,
        resourceVersion: '7',
        creationTimestamp: NOW,
      },
      spec: { replicas: 9 },
      status: { replicas: 0, selector: 'app=web' },
    });
    const conflict = write({
      verb: 'apply',
      live,
      subresource: 'scale',
      manager: 'scaler',
      body: { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: { name: 'web' }, spec: { replicas: 9 } },
      schema: deploymentSchema,
    });
    expect(conflict.ok || conflict.status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl": .spec.replicas',
    );
  });

  it('/status: an apply owns status only; spec in it is reset', () => {
    const live = created();
    const r = ok(
      write({
        verb: 'apply',
        live,
        subresource: 'status',
        manager: 'ctrl',
        body: {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'web' },
          spec: { replicas: 50 },
          status: { replicas: 2 },
        },
        schema: deploymentSchema,
      }),
    );
    expect(r.notes.map((n) => n.code)).toEqual(['reset-field']);
    expect((r.object.spec as JsonObject).replicas).toBe(2);
    expect(r.object.status).toEqual({ replicas: 2 });
    expect(ownersOf(r.object).get('.status.replicas')).toEqual(['ctrl']);
    expect(ownersOf(r.object).get('.spec.replicas')).toEqual(['kubectl']);
    expect((r.object.metadata as JsonObject).generation).toBe(1);
    expect(r.changed).toBe(true);
  });

  it('an applied status is noted even when it equals the stored one; a PUT body that repeats it is not', () => {
    const live = ok(
      write({
        verb: 'update',
        live: created(),
        subresource: 'status',
        manager: 'ctrl',
        body: { ...created(), status: { replicas: 2 } },
        schema: deploymentSchema,
      }),
    ).object;
    expect(live.status).toEqual({ replicas: 2 });
    const applied = ok(
      write({
        verb: 'apply',
        live,
        body: deployment({ status: { replicas: 2 } }),
        manager: 'kubectl',
        schema: deploymentSchema,
      }),
    );
    expect(applied.notes).toEqual([
      {
        code: 'status-ignored',
        path: '.status',
        message:
          'the server ignores .status in a write to the resource (not /status): status is written through the /status subresource',
      },
    ]);
    expect(ownersOf(applied.object).get('.status.replicas')).toEqual(['ctrl']);
    const { managedFields: _, ...meta } = live.metadata as JsonObject;
    const put = ok(
      write({ verb: 'update', live, body: { ...live, metadata: meta }, schema: deploymentSchema }),
    );
    expect(put.notes).toEqual([]);
  });

  it('an apply that changes nothing reports no change', () => {
    const live = created();
    const r = ok(
      write({ verb: 'apply', live, body: deployment(), manager: 'kubectl', schema: deploymentSchema }),
    );
    expect(r.changed).toBe(false);
    expect(r.object).toEqual(live);
  });
});
