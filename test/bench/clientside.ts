// Client-side apply against server-side apply of the same object, for `npm run
// bench`: a Deployment (3 containers; the manifest's image and one env value
// changed), a ConfigMap with 2,000 keys (1% of the values changed), and one of
// 2,000 two-line files (every value escaped in JSON; 1% changed). The
// server-side apply is kubectl --server-side's one request onto the object as
// server-side apply left it; the client-side apply is kubectl apply's whole write
// onto the object as client-side apply left it (last-applied annotation): the
// three-way strategic merge patch, the patch applied by the server, and the
// Update recorded. Both go through the API server layer with defaulting, as a
// preview does, and each runs as one operation (inOperation), as a preview runs
// each object's writes. Issue 20's budget: client-side within 2x server-side.

import { rewriteAnnotation } from '../../core/appliers/annotation.ts';
import {
  kubectlClientSideApply,
  withApplyAnnotation,
  withoutLastApplied,
} from '../../core/appliers/clientside.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { applyStrategicPatch, createThreeWayStrategicPatch } from '../../core/patch/index.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/write.ts';
import { inOperation } from '../../core/typed/operation.ts';
import type { JsonObject } from '../../core/value.ts';
import { fastest, us } from './interleaved.ts';

const BUDGET = 2;
const NOW = '2026-01-01T00:00:00Z';

function container(name: string, image: string, port: number, envs: number, changed: boolean): JsonObject {
  return {
    name,
    image,
    ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
    env: Array.from({ length: envs }, (_, i) => ({
      name: `${name.toUpperCase().replaceAll('-', '_')}_${i}`,
      value: changed && i === 2 ? 'changed' : `value-${i}`,
    })),
    resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
    readinessProbe: { httpGet: { path: '/ready', port }, periodSeconds: 5 },
  };
}

export function deploymentManifest(image: string, changedEnv: boolean): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default', labels: { app: 'web' } },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: 'web' } },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: 0 } },
      template: {
        metadata: { labels: { app: 'web', tier: 'frontend' }, annotations: { 'example.com/team': 'web' } },
        spec: {
          containers: [
            container('app', image, 8080, 8, changedEnv),
            container('metrics-exporter', 'registry.example.com/exporter:0.9.1', 9100, 3, false),
            container('log-shipper', 'registry.example.com/shipper:2.4.0', 9200, 4, false),
          ],
          volumes: [{ name: 'config', configMap: { name: 'web-config' } }],
          serviceAccountName: 'web',
          terminationGracePeriodSeconds: 30,
        },
      },
    },
  };
}

/** A ConfigMap of `keys` small files (two lines each, quotes included): every value has escapes in JSON. */
export function filesConfigMap(keys: number, changed: boolean): JsonObject {
  const data: JsonObject = {};
  for (let i = 0; i < keys; i++)
    data[`file-${String(i).padStart(6, '0')}.conf`] =
      `key = ${i}\nmode = "${changed && i % 100 === 0 ? 'new' : 'old'}"\n`;
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'files', namespace: 'default' }, data };
}

export function configMapManifest(keys: number, changed: boolean): JsonObject {
  const data: JsonObject = {};
  for (let i = 0; i < keys; i++)
    data[`key-${String(i).padStart(6, '0')}`] =
      changed && i % 100 === 0 ? `updated value ${i}` : `initial value ${i}`;
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace: 'default' }, data };
}

interface Case {
  name: string;
  apiVersion: string;
  kind: string;
  before: JsonObject;
  after: JsonObject;
}

/** Times both writes of one case; throws when either fails or changes nothing. */
/**
 * The manifests as a preview gets them, read from JSON text: strings built here
 * with template literals are V8 ropes, which no parsed input is, and which every
 * comparison would flatten first.
 */
function asRead(c: Case): Case {
  return { ...c, before: JSON.parse(JSON.stringify(c.before)), after: JSON.parse(JSON.stringify(c.after)) };
}

export function timeCase(
  built: Case,
  batchNs: number,
): { ssaNs: number; csaNs: number; ssaFreshNs: number; csaFreshNs: number } {
  const c = asRead(built);
  const schema = new SchemaResolver().resolve(c.apiVersion, c.kind);
  const created = serverWrite({
    verb: 'apply',
    live: null,
    body: c.before,
    manager: 'kubectl',
    schema,
    now: NOW,
  });
  if (!created.ok) throw new Error(`${c.name}: server-side create failed: ${created.status.message}`);
  const ssaLive = created.object;
  const csaCreated = kubectlClientSideApply(null, c.before, { schema, now: NOW });
  if (!csaCreated.ok) throw new Error(`${c.name}: client-side create failed: ${csaCreated.status.message}`);
  const csaLive = csaCreated.object;
  // kubectlClientSideApply is one operation itself; a preview runs the server-side apply in one too.
  const ssa = () =>
    inOperation(() =>
      serverWrite({ verb: 'apply', live: ssaLive, body: c.after, manager: 'kubectl', schema, now: NOW }),
    );
  const csa = () => kubectlClientSideApply(csaLive, c.after, { schema, now: NOW });
  const s = ssa();
  const k = csa();
  if (!s.ok || !s.changed) throw new Error(`${c.name}: the server-side apply did not go through`);
  if (!k.ok || !k.changed || k.request.verb !== 'patch')
    throw new Error(`${c.name}: the client-side apply did not send a patch`);
  // A preview reads each manifest once: the same writes of a fresh copy of the
  // manifest (no cache keyed by the object can help), the copy's cost taken off.
  const copy = () => structuredClone(c.after);
  const ssaFresh = () => {
    const body = copy();
    return inOperation(() =>
      serverWrite({ verb: 'apply', live: ssaLive, body, manager: 'kubectl', schema, now: NOW }),
    );
  };
  const csaFresh = () => kubectlClientSideApply(csaLive, copy(), { schema, now: NOW });
  const [ssaNs, csaNs, ssaCopyNs, csaCopyNs, copyNs] = fastest([ssa, csa, ssaFresh, csaFresh, copy], batchNs);
  return { ssaNs, csaNs, ssaFreshNs: ssaCopyNs - copyNs, csaFreshNs: csaCopyNs - copyNs };
}

/**
 * Where a client-side apply's time goes, stage by stage. The patch and the
 * update are timed together, as one operation (inOperation) on the object the
 * patch produced, as in the write: the update skips what the patched object
 * shares with the live one and reuses the listings the patch made; the update's
 * own share is that less the patch applied alone.
 */
export function breakdown(built: Case, batchNs: number): [string, number][] {
  const c = asRead(built);
  const schema = new SchemaResolver().resolve(c.apiVersion, c.kind);
  const created = kubectlClientSideApply(null, c.before, { schema, now: NOW });
  if (!created.ok) throw new Error(`${c.name}: client-side create failed`);
  const live = created.object;
  const { managedFields: _, ...meta } = live.metadata as JsonObject;
  const current: JsonObject = { ...live, metadata: meta };
  const text = (meta.annotations as JsonObject)[LAST_APPLIED] as string;
  const bare = withoutLastApplied(c.after);
  const rewritten = rewriteAnnotation(text, bare);
  if (rewritten === null) throw new Error(`${c.name}: the annotation walk did not take the old text`);
  const previous = rewritten.previous;
  const modified = withApplyAnnotation(c.after);
  const patch = createThreeWayStrategicPatch(previous, modified, current, schema.root);
  const update = (body: JsonObject) =>
    serverWrite({ verb: 'update', live, body, manager: 'kubectl-client-side-apply', schema, now: NOW });
  const stages: [string, () => unknown][] = [
    ['the annotation and the previous configuration', () => inOperation(() => rewriteAnnotation(text, bare))],
    [
      '  (instead: goJson, then JSON.parse of the old)',
      () => inOperation(() => [withApplyAnnotation(c.after), JSON.parse(text)]),
    ],
    [
      'the three-way patch',
      () => inOperation(() => createThreeWayStrategicPatch(previous, modified, current, schema.root)),
    ],
    ['the patch applied', () => inOperation(() => applyStrategicPatch(current, patch, schema.root))],
    [
      'the patch applied and the update',
      () => inOperation(() => update(applyStrategicPatch(current, patch, schema.root))),
    ],
  ];
  const ns = fastest(
    stages.map(([, f]) => f),
    batchNs,
  );
  const out: [string, number][] = stages.map(([name], i) => [name, ns[i]]);
  out.push(['  the update alone (the difference)', ns[4] - ns[3]]);
  return out;
}

export function clientSideReport(targetNs = 1.5e9): string[] {
  const cases: Case[] = [
    {
      name: 'Deployment (3 containers)',
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      before: deploymentManifest('registry.example.com/web:1.0.0', false),
      after: deploymentManifest('registry.example.com/web:1.1.0', true),
    },
    {
      name: 'ConfigMap, 2,000 keys',
      apiVersion: 'v1',
      kind: 'ConfigMap',
      before: configMapManifest(2000, false),
      after: configMapManifest(2000, true),
    },
    {
      name: 'ConfigMap, 2,000 two-line files',
      apiVersion: 'v1',
      kind: 'ConfigMap',
      before: filesConfigMap(2000, false),
      after: filesConfigMap(2000, true),
    },
  ];
  const lines = [
    'Client-side apply (kubectl apply: three-way strategic merge patch, applied, Update) against server-side apply of the same object (fastest of 7 interleaved batches):',
  ];
  // Issue 20's budget is for the Deployment and the 2,000-key ConfigMap; the files
  // (every value escaped in JSON) are measured beside them.
  const row = (what: string, ssaNs: number, csaNs: number, budgeted: boolean) => {
    const ratio = csaNs / ssaNs;
    const verdict = budgeted
      ? ` (budget ${BUDGET}x)${ratio <= BUDGET ? '' : '  OVER BUDGET'}`
      : ' (no budget)';
    return `  ${what.padEnd(40)} server-side ${us(ssaNs).padStart(10)}  client-side ${us(csaNs).padStart(10)}  ${ratio.toFixed(2)}x${verdict}`;
  };
  for (const [i, c] of cases.entries()) {
    const t = timeCase(c, Math.max(targetNs / 25, 1e7));
    lines.push(row(`${c.name}, a fresh manifest`, t.ssaFreshNs, t.csaFreshNs, i < 2));
    lines.push(row(`${c.name}, the same objects`, t.ssaNs, t.csaNs, i < 2));
  }
  lines.push(
    '  (a fresh manifest: each call gets a structuredClone of it, whose own time is taken off; the same objects: every call gets the same manifest object, so caches keyed by it help, server-side apply most)',
  );
  return lines;
}

if (process.argv[1]?.endsWith('clientside.ts')) {
  const quick = process.argv.includes('--quick');
  console.log(clientSideReport(quick ? 0.3e9 : 1.5e9).join('\n'));
  if (process.argv.includes('--stages')) {
    for (const c of [
      {
        name: 'Deployment',
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        before: deploymentManifest('r/web:1.0.0', false),
        after: deploymentManifest('r/web:1.1.0', true),
      },
      {
        name: 'ConfigMap-2000',
        apiVersion: 'v1',
        kind: 'ConfigMap',
        before: configMapManifest(2000, false),
        after: configMapManifest(2000, true),
      },
    ]) {
      console.log(`${c.name}:`);
      for (const [n, t] of breakdown(c, 2e7)) console.log(`  ${n.padEnd(40)} ${us(t).padStart(10)}`);
    }
  }
}
