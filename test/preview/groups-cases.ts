// Inputs for the grouped report's tests: live objects as the API server stores them
// (each written once by the engine with a fixed clock and uid sequence), the
// manifests that change them, and sources to group them by.

import { sourceGroup } from '../../core/preview/groups.ts';
import { type PreviewItem, previewOutcome } from '../../core/preview/report.ts';
import type { ReportGroup } from '../../core/preview/types.ts';
import type { JsonObject } from '../../core/value.ts';
import { NOW } from './cases.ts';

/** A fixed sequence for the uid of created objects. */
function seeded(): () => number {
  let x = 0x2545f491;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** The object as the API server stores it after `manager` applied it (created). */
export function stored(manifest: JsonObject, manager = 'kustomize-controller'): JsonObject {
  const out = previewOutcome(
    { live: null, intent: manifest },
    { fieldManager: manager, now: NOW, random: seeded() },
  );
  if (out.object === null) throw new Error(`fixture: ${out.report.error?.message ?? 'not written'}`);
  return out.object;
}

/** The item that applies `after` over what `before` left in the cluster. */
export function change(before: JsonObject, after: JsonObject, group?: ReportGroup): PreviewItem {
  const item: PreviewItem = { live: stored(before), intent: after };
  if (group !== undefined) item.group = group;
  return item;
}

const podSpec = (image: string, extra: JsonObject = {}): JsonObject => ({
  containers: [{ name: 'app', image }],
  ...extra,
});

export function deploy(
  name: string,
  image: string,
  spec: JsonObject = {},
  template: JsonObject = {},
): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'shop' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: name } },
      template: { metadata: { labels: { app: name } }, spec: podSpec(image, template) },
      ...spec,
    },
  };
}

export function statefulSet(image: string, spec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'db', namespace: 'shop' },
    spec: {
      replicas: 3,
      serviceName: 'db',
      selector: { matchLabels: { app: 'db' } },
      template: { metadata: { labels: { app: 'db' } }, spec: podSpec(image) },
      ...spec,
    },
  };
}

export function daemonSet(image: string, spec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name: 'agent', namespace: 'ops' },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      template: { metadata: { labels: { app: 'agent' } }, spec: podSpec(image) },
      ...spec,
    },
  };
}

export function replicaSet(image: string): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: { name: 'legacy', namespace: 'shop' },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: 'legacy' } },
      template: { metadata: { labels: { app: 'legacy' } }, spec: podSpec(image) },
    },
  };
}

export function cronJob(image: string): JsonObject {
  return {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'backup', namespace: 'ops' },
    spec: {
      schedule: '0 3 * * *',
      jobTemplate: {
        spec: { template: { spec: podSpec(image, { restartPolicy: 'OnFailure' }) } },
      },
    },
  };
}

export function configMap(name: string, data: Record<string, string>, namespace = 'shop'): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace }, data };
}

export const APPS = sourceGroup({
  kind: 'flux-kustomization',
  name: 'flux-system/apps',
  file: 'clusters/prod/apps.yaml',
  line: 1,
});
export const MONITORING = sourceGroup({
  kind: 'argocd-application',
  name: 'argocd/monitoring',
  file: 'clusters/prod/monitoring.yaml',
  line: 3,
});
export const STAGING = sourceGroup({
  kind: 'flux-kustomization',
  name: 'flux-system/apps',
  file: 'clusters/staging/apps.yaml',
  line: 1,
});
