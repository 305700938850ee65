// Why core/yaml/yaml-fast.ts exists: the same manifest stream read by the fast line
// reader and by eemeli/yaml (parseAllDocuments + toJS with kubectl's YAML 1.1
// tags, what every reader falls back to), in MB/s, with the values checked equal.

import { isDeepStrictEqual } from 'node:util';
import { parseAllDocuments, stringify } from 'yaml';
import type { JsonObject } from '../../core/value.ts';
import { KUBECTL_YAML_OPTIONS } from '../../core/yaml/kubectl-yaml.ts';
import { fastParse } from '../../core/yaml/yaml-fast.ts';

function deployment(i: number): JsonObject {
  const name = `app-${i}`;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'shop', labels: { app: name, tier: 'web' } },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name }, annotations: { 'prometheus.io/scrape': 'true' } },
        spec: {
          containers: [
            {
              name: 'app',
              image: `registry.example.com/shop/${name}:1.2.${i}`,
              args: ['--port=8080', '--log-level=info'],
              ports: [{ name: 'http', containerPort: 8080, protocol: 'TCP' }],
              env: [
                { name: 'MODE', value: 'production' },
                { name: 'RATIO', value: '0.75' },
              ],
              resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
              readinessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 10 },
            },
          ],
        },
      },
    },
  };
}

/** A stream of `n` Deployments as kubectl users write them. */
export function manifestStream(n: number): string {
  const docs: string[] = [];
  for (let i = 0; i < n; i++) docs.push(stringify(deployment(i), { version: '1.1' }));
  return docs.join('---\n');
}

function eemeli(text: string): unknown[] {
  return parseAllDocuments(text, KUBECTL_YAML_OPTIONS).map((d) => d.toJS());
}

function fast(text: string): unknown[] {
  const docs = fastParse(text);
  if (docs === null) throw new Error('the bench text is outside the fast subset');
  return docs.map((d) => d.value);
}

function mbPerSecond(text: string, read: (t: string) => unknown): number {
  for (let i = 0; i < 3; i++) read(text);
  let reps = 0;
  const t0 = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 0.5e9 || reps < 5) {
    read(text);
    reps++;
    elapsed = Number(process.hrtime.bigint() - t0);
  }
  return (text.length * reps) / 1e6 / (elapsed / 1e9);
}

export function yamlReport(): string[] {
  const text = manifestStream(500);
  if (!isDeepStrictEqual(fast(text), eemeli(text)))
    throw new Error('the two readers disagree on the bench text');
  const f = mbPerSecond(text, fast);
  const e = mbPerSecond(text, eemeli);
  return [
    `YAML read (500 Deployments, ${(text.length / 1e6).toFixed(2)} MB, the same values both ways):`,
    `  core/yaml/yaml-fast.ts ${f.toFixed(1)} MB/s; eemeli/yaml ${e.toFixed(1)} MB/s; fast/eemeli ${(f / e).toFixed(1)}x`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(yamlReport().join('\n'));
