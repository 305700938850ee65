// Realistic preview inputs, built by running the engine's own server writes
// (core/server: the field manager, defaulting, the values the server sets) so the
// live objects are what a real API server would have stored.

import { builtinType } from '../../core/schema/builtin/index.ts';
import type { ResolvedSchema } from '../../core/schema/model.ts';
import type { WriteResult } from '../../core/server/types.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';

export const NOW = '2026-03-01T10:00:00Z';

function ok(r: WriteResult): JsonObject {
  if (!r.ok) throw new Error(`fixture step failed: ${r.status.message}`);
  return r.object;
}

function typeOf(apiVersion: string, kind: string): ResolvedSchema {
  const t = builtinType(apiVersion, kind);
  if (t === null) throw new Error(`no built-in ${apiVersion} ${kind}`);
  return { root: t, source: 'builtin:1.35' };
}

/** A fixed sequence for the uid of created objects: fixtures are the same on every run. */
function seeded(): () => number {
  let x = 0x2545f491;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function apply(
  live: JsonObject | null,
  body: JsonObject,
  o: { manager: string; schema: ResolvedSchema; now: string },
) {
  return serverWrite({ verb: 'apply', live, body, ...o, random: seeded() });
}

/** The Server-Side Apply docs' ConfigMap: kubectl owns data.a and data.b. */
export function configMapOwnedByKubectl(): JsonObject {
  const schema = typeOf('v1', 'ConfigMap');
  return ok(
    apply(
      null,
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'test-cm', namespace: 'default' },
        data: { a: '1', b: '2' },
      },
      { manager: 'kubectl', schema, now: '2010-10-10T00:00:00Z' },
    ),
  );
}

export function deployment(image: string, replicas?: number): JsonObject {
  const spec: JsonObject = {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'app', image, ports: [{ containerPort: 8080 }] }] },
    },
  };
  if (replicas !== undefined) spec.replicas = replicas;
  return { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop' }, spec };
}

/** kubectl applied a Deployment with replicas: 3, then an HPA scaled it to 5 through /scale. */
export function deploymentScaledByHpa(): JsonObject {
  const schema = typeOf('apps/v1', 'Deployment');
  const applied = ok(apply(null, deployment('nginx:1.25', 3), { manager: 'kubectl', schema, now: NOW }));
  // The HPA controller writes an autoscaling/v1 Scale to /scale.
  const scale = {
    apiVersion: 'autoscaling/v1',
    kind: 'Scale',
    metadata: { name: 'web', namespace: 'shop' },
    spec: { replicas: 5 },
  };
  return ok(
    serverWrite({
      verb: 'update',
      subresource: 'scale',
      live: applied,
      body: scale,
      manager: 'horizontal-pod-autoscaler',
      schema,
      now: NOW,
    }),
  );
}

/** Two appliers share a label; only one of them sets an annotation. */
export function configMapSharedLabel(): JsonObject {
  const schema = typeOf('v1', 'ConfigMap');
  const base = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'shared', namespace: 'default', labels: { team: 'payments' } },
  };
  const first = ok(
    apply(
      null,
      { ...base, metadata: { ...base.metadata, annotations: { owner: 'ci' } }, data: { mode: 'a' } },
      { manager: 'ci', schema, now: NOW },
    ),
  );
  return ok(apply(first, base, { manager: 'platform', schema, now: NOW }));
}

export function secret(data: Record<string, string>, stringData?: Record<string, string>): JsonObject {
  const s: JsonObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db-credentials', namespace: 'shop' },
    type: 'Opaque',
    data,
  };
  if (stringData) s.stringData = stringData;
  return s;
}
