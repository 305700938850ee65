// Benchmark input (a): a Deployment with 3 containers, applied and updated by 4
// managers.

import type { JsonObject } from '../../../core/value.ts';
import { type BenchInput, build, inlineDefinition, openapiSchemas, Sequence } from './build.ts';

// ---------------------------------------------------------------------------
// (a) Deployment: 3 containers, 4 managers

function container(name: string, image: string, port: number, envCount: number): JsonObject {
  return {
    name,
    image,
    imagePullPolicy: 'IfNotPresent',
    ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
    env: Array.from({ length: envCount }, (_, i) => ({
      name: `${name.toUpperCase().replace(/-/g, '_')}_VAR_${i}`,
      value: `value-${i}`,
    })),
    resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
    readinessProbe: { httpGet: { path: '/healthz', port }, periodSeconds: 10 },
    volumeMounts: [{ name: 'config', mountPath: `/etc/${name}` }],
  };
}

function deploymentConfig(appImage: string, opts: { replicas: boolean; changedEnv: boolean }): JsonObject {
  const app = container('app', appImage, 8080, 8);
  if (opts.changedEnv) (app.env as JsonObject[])[2].value = 'changed';
  const spec: JsonObject = {
    selector: { matchLabels: { app: 'web' } },
    strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: 0 } },
    template: {
      metadata: { labels: { app: 'web', tier: 'frontend' }, annotations: { 'example.com/team': 'web' } },
      spec: {
        containers: [
          app,
          container('metrics-exporter', 'registry.example.com/exporter:0.9.1', 9100, 3),
          container('log-shipper', 'registry.example.com/shipper:2.4.0', 9200, 4),
        ],
        volumes: [{ name: 'config', configMap: { name: 'web-config' } }],
        serviceAccountName: 'web',
        terminationGracePeriodSeconds: 30,
      },
    },
  };
  if (opts.replicas) spec.replicas = 3;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default', labels: { app: 'web' } },
    spec,
  };
}

export function deploymentInput(): BenchInput {
  const schema = inlineDefinition(openapiSchemas('apis/apps/v1.json'), 'io.k8s.api.apps.v1.Deployment');
  const v1 = 'registry.example.com/web:1.0.0';
  const seq = new Sequence(schema, (s) =>
    s.apply('kubectl', deploymentConfig(v1, { replicas: true, changedEnv: false })),
  );
  // 1. kubectl applies the manifest again (an env value changed).
  seq.apply('kubectl', deploymentConfig(v1, { replicas: true, changedEnv: true }));
  // 2. An HPA-like controller scales it: an Update of spec.replicas.
  const scaled = seq.current();
  (scaled.spec as JsonObject).replicas = 7;
  seq.update('horizontal-pod-autoscaler', scaled);
  // 3. A sidecar injector applies its container.
  seq.apply('sidecar-injector', {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      template: {
        metadata: { annotations: { 'sidecar.example.com/status': 'injected' } },
        spec: {
          containers: [
            {
              name: 'proxy',
              image: 'registry.example.com/proxy:1.20.0',
              ports: [{ name: 'proxy-admin', containerPort: 15000, protocol: 'TCP' }],
              resources: { requests: { cpu: '10m', memory: '40Mi' } },
            },
          ],
        },
      },
    },
  });
  // 4. kubectl re-applies with a new image, without replicas (the HPA owns them now).
  seq.apply(
    'kubectl',
    deploymentConfig('registry.example.com/web:1.1.0', { replicas: false, changedEnv: true }),
  );
  return build(
    'deployment',
    'Deployment, 3 containers: kubectl apply, HPA-like update of replicas, sidecar injector apply, kubectl re-apply with a new image',
    schema,
    'io.k8s.api.apps.v1.Deployment',
    seq,
  );
}
