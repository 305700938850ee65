// POST /v1/update, inside workerd (SELF: the Worker of wrangler.toml).

import { describe, expect, it } from 'vitest';
import { UpdateResponse } from '../../../api/schemas.ts';
import type { JsonObject } from '../../../core/value.ts';
import { configMap, deployment, liveConfigMap, NOW } from '../fixtures.ts';

import { call, managers } from './routes-helpers.ts';

describe('POST /v1/update', () => {
  it('moves ownership to the writer and never conflicts', async () => {
    const r = await call('/v1/update', {
      live: liveConfigMap,
      object: configMap({ a: '1', b: '9' }),
      fieldManager: 'my-controller',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const body = UpdateResponse.parse(r.json());
    expect(body.changed).toBe(true);
    expect(managers(body.object)).toEqual(['kubectl/Apply', 'my-controller/Update']);
    const mf = (body.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(mf[0].fieldsV1).toEqual({ 'f:data': { 'f:a': {} } });
    expect(mf[1].fieldsV1).toEqual({ 'f:data': { 'f:b': {} } });
  });

  it('without fieldManager the User-Agent names the manager, as kube-apiserver does', async () => {
    const r = await call(
      '/v1/update',
      { live: liveConfigMap, object: configMap({ a: '1', b: '9' }) },
      { 'User-Agent': 'kube-controller-manager/v1.35.0 (linux/amd64)' },
    );
    expect(r.status).toBe(200);
    expect(managers(r.json().object)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
  });

  it('a write through a subresource is recorded with it', async () => {
    const live = (
      await call('/v1/apply', { intent: deployment('web:1', 3), fieldManager: 'kubectl', now: NOW })
    ).json().object;
    // A /scale write's body is an autoscaling/v1 Scale, as kubectl scale and the HPA controller send it.
    const r = await call('/v1/update', {
      live,
      object: {
        apiVersion: 'autoscaling/v1',
        kind: 'Scale',
        metadata: { name: live.metadata.name },
        spec: { replicas: 5 },
      },
      fieldManager: 'kube-controller-manager',
      subresource: 'scale',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const mf = r.json().object.metadata.managedFields as JsonObject[];
    expect(mf[1]).toMatchObject({
      manager: 'kube-controller-manager',
      subresource: 'scale',
      apiVersion: 'apps/v1',
    });
    expect(r.json().object.spec.replicas).toBe(5);
    // status.replicas is the parent's status (none here: 0).
    expect(r.json().scale).toMatchObject({ kind: 'Scale', spec: { replicas: 5 }, status: { replicas: 0 } });
  });

  it('a create (POST) defaults the body before the field manager, so its writer owns the defaults', async () => {
    const r = await call('/v1/create', {
      object: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'db' },
        spec: { ports: [{ port: 5432 }] },
      },
      fieldManager: 'my-controller',
      now: NOW,
    });
    expect(r.status).toBe(200);
    const obj = r.json().object;
    expect(obj.spec).toMatchObject({ type: 'ClusterIP', sessionAffinity: 'None' });
    expect(obj.spec.ports[0]).toMatchObject({ port: 5432, protocol: 'TCP', targetPort: 5432 });
    expect(obj.metadata.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const fields = JSON.stringify(obj.metadata.managedFields[0].fieldsV1);
    expect(fields).toContain('"f:sessionAffinity"');
    const again = await call('/v1/create', { live: obj, object: obj, fieldManager: 'my-controller' });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'AlreadyExists', message: 'services "db" already exists' });
  });

  it('an update of a missing object is 404, and defaults: false gives the raw write', async () => {
    const missing = await call('/v1/update', { object: configMap({ a: '1' }), fieldManager: 'ctl' });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ reason: 'NotFound' });
    const raw = await call('/v1/create?defaults=false', {
      object: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'db' },
        spec: { ports: [{ port: 5432 }] },
      },
      fieldManager: 'my-controller',
    });
    expect(raw.json().object.spec).toEqual({ ports: [{ port: 5432 }] });
  });

  it('force is refused for a non-apply write', async () => {
    const r = await call('/v1/update?force=true', { object: configMap({ a: '1' }), fieldManager: 'x' });
    expect(r.status).toBe(422);
    expect(r.json().message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
  });
});
