// A stand-in Helm chart repository for the remote chart tests: a node http
// server on 127.0.0.1 speaking Helm's HTTP repository protocol (GET
// <url>/index.yaml, then the archive URL the index names), serving an
// index.yaml written by the real `helm repo index` and archives made by the
// real `helm package`. It counts the requests of each path.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

export interface ChartRepoServer {
  url: string;
  /** path -> number of GET requests. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/** Runs the test helm with homes of its own in `home`. */
function helm(home: string, ...args: string[]): string {
  return execFileSync(renderTools().helm, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: '/usr/bin:/bin',
      HOME: home,
      HELM_CACHE_HOME: join(home, 'cache'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_DATA_HOME: join(home, 'data'),
    },
  });
}

/** Packages each chart (directory name -> files) with `helm package` and serves them with an index. */
export async function startChartRepo(
  charts: Record<string, Record<string, string>>,
): Promise<ChartRepoServer> {
  const work = mkdtempSync(join(tmpdir(), 'chart-repo-'));
  const served = join(work, 'served');
  for (const [name, files] of Object.entries(charts)) {
    const dir = writeRepo(files, join(work, 'src', name));
    helm(work, 'package', dir, '--destination', served);
  }
  const requests = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const name = path.slice(1);
    if (req.method !== 'GET' || !/^[\w.-]+$/.test(name) || !readdirSync(served).includes(name)) {
      res.writeHead(404).end('not found');
      return;
    }
    const type = name.endsWith('.yaml') ? 'text/yaml' : 'application/gzip';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(join(served, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  helm(work, 'repo', 'index', served, '--url', url);
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(work, { recursive: true, force: true });
      }),
  };
}

/** A port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The stand-in chart `web`: a Deployment with .Values.replicas, a values-prod.yaml inside. */
export function webChart(version: string): Record<string, string> {
  return {
    'Chart.yaml': `apiVersion: v2\nname: web\nversion: ${version}\n`,
    'values.yaml': 'replicas: 1\nimage: nginx:1.25\n',
    'values-prod.yaml': 'replicas: 4\n',
    'templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
  labels:
    chart-version: {{ .Chart.Version | quote }}
spec:
  replicas: {{ .Values.replicas }}
  selector:
    matchLabels: {app: {{ .Release.Name }}}
  template:
    metadata:
      labels: {app: {{ .Release.Name }}}
    spec:
      containers:
        - name: web
          image: {{ .Values.image }}
`,
  };
}
