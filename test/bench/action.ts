// `npm run bench:action`: the GitHub Action end to end on 1,000 manifests (mixed
// Deployments, Services and ConfigMaps, one file each) against a snapshot of the
// live objects, run as a runner runs it (node action/dist/index.js, a
// pull_request event, the GitHub REST stand-in for the comment), once with the
// embedded engine and once with the API served locally. Not a test: it prints
// the wall time, the Action's own preview time and the cost per object.
//
//   npm run bench:action [-- --objects 1000] [-- --runs 3] [-- --no-api]

import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';
import { FakeGitHub } from '../action/helpers/github.ts';
import { makeRepo, REPO_ROOT, runAction, type TestRepo } from '../action/helpers/runner.ts';

interface Options {
  objects: number;
  runs: number;
  api: boolean;
}

function options(argv: string[]): Options {
  const o: Options = { objects: 1000, runs: 3, api: true };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--objects') o.objects = Number(argv[++i]);
    else if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else if (argv[i] === '--no-api') o.api = false;
    else {
      console.error('usage: npm run bench:action [-- --objects N] [-- --runs N] [-- --no-api]');
      process.exit(2);
    }
  }
  return o;
}

const NOW = '2026-01-05T10:00:00Z';

function deployment(i: number, image: string, replicas?: number): JsonObject {
  const spec: JsonObject = {
    selector: { matchLabels: { app: `app-${i}` } },
    template: {
      metadata: { labels: { app: `app-${i}`, tier: 'web' } },
      spec: {
        containers: [
          {
            name: 'app',
            image,
            ports: [{ containerPort: 8080 }],
            env: [
              { name: 'MODE', value: 'production' },
              { name: 'INDEX', value: String(i) },
            ],
            resources: { requests: { cpu: '100m', memory: '128Mi' } },
          },
          { name: 'proxy', image: 'envoyproxy/envoy:v1.31', ports: [{ containerPort: 9901 }] },
        ],
      },
    },
  };
  if (replicas !== undefined) spec.replicas = replicas;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: `app-${i}`, namespace: 'bench' },
    spec,
  };
}

function service(i: number, target: number): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: `svc-${i}`, namespace: 'bench', labels: { app: `app-${i}` } },
    spec: {
      selector: { app: `app-${i}` },
      ports: [
        { name: 'http', port: 80, targetPort: target },
        { name: 'https', port: 443, targetPort: 8443 },
        { name: 'admin', port: 9901, targetPort: 9901 },
      ],
    },
  };
}

function configMap(i: number, version: number): JsonObject {
  const data: JsonObject = {};
  for (let k = 0; k < 20; k++) data[`key-${k}`] = `value-${k}-v${k % 5 === 0 ? version : 1}`;
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `config-${i}`, namespace: 'bench' }, data };
}

/** The manifests (new version) and the live objects (old version applied by kubectl, some scaled by an HPA). */
function generate(n: number): { manifests: JsonObject[]; live: JsonObject[] } {
  const resolver = new SchemaResolver();
  const manifests: JsonObject[] = [];
  const live: JsonObject[] = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 10 < 3 ? 'Deployment' : i % 10 < 6 ? 'Service' : 'ConfigMap';
    const changed = i % 3 === 0; // a third of the manifests change
    let before: JsonObject;
    let after: JsonObject;
    if (kind === 'Deployment') {
      before = deployment(i, 'registry.example.com/app:1.0', 2);
      after = deployment(i, changed ? 'registry.example.com/app:1.1' : 'registry.example.com/app:1.0', 2);
    } else if (kind === 'Service') {
      before = service(i, 8080);
      after = service(i, changed ? 8081 : 8080);
    } else {
      before = configMap(i, 1);
      after = configMap(i, changed ? 2 : 1);
    }
    manifests.push(after);
    if (i % 10 === 9) continue; // 10% are new
    const schema = resolver.resolve(before.apiVersion, before.kind).root;
    const r = apply(null, before, { manager: 'kubectl', schema, now: NOW });
    if (!r.ok) throw new Error(r.status.message);
    let obj = r.object;
    if (kind === 'Deployment' && i % 20 === 0) {
      // An autoscaler took replicas: the manifest's replicas conflicts.
      const scaled = structuredClone(obj);
      (scaled.spec as JsonObject).replicas = 4;
      const u = update(obj, scaled, {
        manager: 'kube-controller-manager',
        subresource: 'scale',
        schema,
        now: NOW,
      });
      if (!u.ok) throw new Error(u.status.message);
      obj = u.object;
    }
    live.push(obj);
  }
  return { manifests, live };
}

interface Measured {
  wallMs: number;
  previewMs: number;
  objects: number;
}

async function measure(repo: TestRepo, gh: FakeGitHub, inputs: Record<string, string>): Promise<Measured> {
  const start = performance.now();
  const r = await runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: 1, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: {
      manifests: 'manifests/',
      live: 'snapshot/',
      'changed-only': 'false',
      'fail-on': 'never',
      'github-token': 'ghs_bench',
      ...inputs,
    },
  });
  const wallMs = performance.now() - start;
  if (r.code !== 0) throw new Error(`the action failed: ${r.failure ?? r.stderr}`);
  const m = /Previewed (\d+) object\(s\) .* in (\d+) ms/.exec(r.stdout);
  if (!m) throw new Error(`no timing line in the output:\n${r.stdout}`);
  return { wallMs, previewMs: Number(m[2]), objects: Number(m[1]) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function startApi(): Promise<{ url: string; stop: () => Promise<void>; what: string }> {
  const config = join(REPO_ROOT, 'wrangler.toml');
  if (existsSync(config)) {
    Object.assign(process.env, WRANGLER_QUIET_ENV);
    const { unstable_startWorker } = await import('wrangler');
    const worker = await unstable_startWorker({ config, dev: { server: { port: 0 }, inspector: false } });
    const url = (await worker.url).toString().replace(/\/$/, '');
    return { url, stop: () => worker.dispose(), what: 'the worker (wrangler, workerd)' };
  }
  const { startNodeServer } = await import('../../api/node.ts');
  const s = await startNodeServer({ port: 0, app: {} });
  return { url: s.url, stop: () => s.close(), what: 'the Node server (api/node.ts; no wrangler.toml yet)' };
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  console.log(
    `Generating ${o.objects} manifests (30% Deployments, 30% Services, 40% ConfigMaps) and their snapshot...`,
  );
  const { manifests, live } = generate(o.objects);
  const repo = makeRepo(null, null);
  const gh = await new FakeGitHub('acme', 'shop', 'ghs_bench').start();
  try {
    mkdirSync(join(repo.workspace, 'manifests'));
    manifests.forEach((m, i) => {
      writeFileSync(
        join(repo.workspace, 'manifests', `${String(i).padStart(4, '0')}.yaml`),
        stringify(m, { version: '1.1' }),
      );
    });
    mkdirSync(join(repo.workspace, 'snapshot'));
    writeFileSync(
      join(repo.workspace, 'snapshot', 'live.yaml'),
      stringify({ apiVersion: 'v1', kind: 'List', items: live }, { version: '1.1', lineWidth: 0 }),
    );
    cpSync(join(repo.workspace, 'snapshot'), join(repo.root, 'snapshot-copy'), { recursive: true });

    const rows: [string, Measured][] = [];
    const bench = async (label: string, inputs: Record<string, string>) => {
      const runs: Measured[] = [];
      for (let i = 0; i < o.runs; i++) runs.push(await measure(repo, gh, inputs));
      const m: Measured = {
        wallMs: median(runs.map((r) => r.wallMs)),
        previewMs: median(runs.map((r) => r.previewMs)),
        objects: runs[0].objects,
      };
      rows.push([label, m]);
      console.log(
        `${label.padEnd(26)} ${(m.wallMs / 1000).toFixed(2)} s end to end (${(m.wallMs / m.objects).toFixed(2)} ms per object); preview ${(m.previewMs / 1000).toFixed(2)} s (${(m.previewMs / m.objects).toFixed(2)} ms per object); median of ${o.runs}`,
      );
    };
    await bench('embedded engine', {});
    if (o.api) {
      const api = await startApi();
      try {
        console.log(`API: ${api.what} at ${api.url}`);
        await bench('api-url (local API)', { 'api-url': api.url });
      } finally {
        await api.stop();
      }
    }
    const worst = Math.max(...rows.map(([, m]) => m.wallMs));
    console.log(
      `Target: under 10 s for ${o.objects} objects: ${worst < 10_000 ? 'met' : 'NOT met'} (slowest ${(worst / 1000).toFixed(2)} s).`,
    );
  } finally {
    await gh.stop();
    repo.cleanup();
  }
}

await main();
