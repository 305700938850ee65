// `npm run bench:action`: the GitHub Action end to end on 1,000 and 10,000
// manifests (mixed Deployments, Services and ConfigMaps, one file each) against
// one snapshot of the live objects, run as a runner runs it (node
// action/dist/index.js, a pull_request event, the GitHub REST stand-in for the
// comment), once with the embedded engine and once with the API served locally.
// Not a test: it prints the wall time, the Action's own preview time, the cost
// per object, the Action process's CPU time and peak RSS (through /usr/bin/time,
// where it exists), and what each object costs beyond the engine's own work
// (previewItems on the same objects in this process, warm, fastest pass). Then the added time of
// `verify: server-dry-run` on 100 objects against the HTTPS Kubernetes stand-in
// (test/action/helpers/kube.ts): `live: cluster` with and without the check.
// Then `render: auto` on a repository of 200 Kustomize apps (~2,200 objects,
// test/bench/render.ts): the time spent rendering beside the time spent previewing.
//
//   npm run bench:action [-- --objects 1000,10000] [-- --runs 3] [-- --no-api] [-- --bundle path.js] [-- --keep]
//                        [-- --verify 100] [-- --verify-latency MS] [-- --no-verify]
//                        [-- --render-apps 200] [-- --no-render]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { RENDER_CONCURRENCY } from '../../core/limits.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';
import { previewItems } from '../../gather/engine.ts';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';
import { FakeGitHub } from '../action/helpers/github.ts';
import { FakeKube, makePki } from '../action/helpers/kube.ts';
import { makeRepo, REPO_ROOT, runAction, type TestRepo } from '../action/helpers/runner.ts';
import { benchRender } from './render.ts';

interface Options {
  objects: number[];
  runs: number;
  api: boolean;
  bundle?: string;
  /** Leave the generated repositories in place (for profiling), printing where. */
  keep: boolean;
  /** Objects of the verify section (0: none). */
  verify: number;
  /** Milliseconds the stand-in waits before each dry-run answer (a real cluster's latency). */
  verifyLatency: number;
  /** Kustomize apps of the render section (0: none). */
  renderApps: number;
}

function options(argv: string[]): Options {
  const o: Options = {
    objects: [1000, 10_000],
    runs: 3,
    api: true,
    keep: false,
    verify: 100,
    verifyLatency: 0,
    renderApps: 200,
  };
  const usage = () => {
    console.error(
      'usage: npm run bench:action [-- --objects N[,N...]] [-- --runs N] [-- --no-api] [-- --bundle path.js] [-- --keep] [-- --render-apps N | --no-render]',
    );
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--objects') o.objects = (argv[++i] ?? '').split(',').map(Number);
    else if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else if (argv[i] === '--no-api') o.api = false;
    else if (argv[i] === '--bundle') o.bundle = argv[++i];
    else if (argv[i] === '--keep') o.keep = true;
    else if (argv[i] === '--verify') o.verify = Number(argv[++i]);
    else if (argv[i] === '--verify-latency') o.verifyLatency = Number(argv[++i]);
    else if (argv[i] === '--no-verify') o.verify = 0;
    else if (argv[i] === '--render-apps') o.renderApps = Number(argv[++i]);
    else if (argv[i] === '--no-render') o.renderApps = 0;
    else usage();
  }
  if (o.objects.some((n) => !Number.isInteger(n) || n < 1) || !(o.runs >= 1)) usage();
  if (!Number.isInteger(o.verify) || o.verify < 0 || !(o.verifyLatency >= 0)) usage();
  if (!Number.isInteger(o.renderApps) || o.renderApps < 0) usage();
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
    // Stored as the API server stores them (defaults, uid, creationTimestamp...),
    // as a cluster's snapshot has them.
    const schema = resolver.resolve(before.apiVersion, before.kind);
    const r = serverWrite({ verb: 'apply', live: null, body: before, manager: 'kubectl', schema, now: NOW });
    if (!r.ok) throw new Error(r.status.message);
    let obj = r.object;
    if (kind === 'Deployment' && i % 20 === 0) {
      // An autoscaler took replicas through /scale: the manifest's replicas conflicts.
      const meta = obj.metadata as JsonObject;
      const u = serverWrite({
        verb: 'update',
        subresource: 'scale',
        live: obj,
        body: {
          apiVersion: 'autoscaling/v1',
          kind: 'Scale',
          metadata: { name: meta.name, namespace: meta.namespace },
          spec: { replicas: 4 },
        },
        manager: 'kube-controller-manager',
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

/**
 * The engine's own time per object (ms) on the bench's objects: previewItems as
 * the Action calls it (embedded), in this process, after one pass to warm up;
 * the fastest of up to 5 passes (about 2 s at most), as this machine is shared.
 */
async function engineMsPerObject(manifests: JsonObject[], live: JsonObject[]): Promise<number> {
  const key = (o: JsonObject) => `${String(o.kind)}/${String((o.metadata as JsonObject).name)}`;
  const byKey = new Map(live.map((o) => [key(o), o]));
  const items = manifests.map((intent) => ({ live: byKey.get(key(intent)) ?? null, intent }));
  const opts = { fieldManager: 'kubectl', force: false, now: NOW, schemas: { crds: [], openapi: {} } };
  await previewItems(items, opts);
  let best = Number.POSITIVE_INFINITY;
  const started = performance.now();
  for (let pass = 0; pass < 5 && (pass === 0 || performance.now() - started < 2000); pass++) {
    const start = performance.now();
    await previewItems(items, opts);
    best = Math.min(best, performance.now() - start);
  }
  return best / items.length;
}

interface Measured {
  wallMs: number;
  previewMs: number;
  objects: number;
  /** Peak RSS of the Action's process, KiB (0: not measured). */
  rssKiB: number;
  /** CPU seconds (user + system) of the Action's process (0: not measured). */
  cpuS: number;
}

async function measure(
  repo: TestRepo,
  gh: FakeGitHub,
  inputs: Record<string, string>,
  bundle: string | undefined,
): Promise<Measured> {
  const start = performance.now();
  const r = await runAction({
    bundle,
    measureRss: true,
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
  return {
    wallMs,
    previewMs: Number(m[2]),
    objects: Number(m[1]),
    rssKiB: r.maxRssKiB ?? 0,
    cpuS: r.cpuSeconds ?? 0,
  };
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

const range = (xs: number[], f: (x: number) => string) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? f(lo) : `${f(lo)}-${f(hi)}`;
};

async function benchSize(o: Options, n: number): Promise<number> {
  console.log(
    `Generating ${n} manifests (30% Deployments, 30% Services, 40% ConfigMaps) and their snapshot...`,
  );
  const { manifests, live } = generate(n);
  const engine = await engineMsPerObject(manifests, live);
  const repo = makeRepo(null, null);
  const gh = await new FakeGitHub('acme', 'shop', 'ghs_bench').start();
  const width = String(n - 1).length;
  try {
    mkdirSync(join(repo.workspace, 'manifests'));
    manifests.forEach((m, i) => {
      writeFileSync(
        join(repo.workspace, 'manifests', `${String(i).padStart(width, '0')}.yaml`),
        stringify(m, { version: '1.1', aliasDuplicateObjects: false }),
      );
    });
    mkdirSync(join(repo.workspace, 'snapshot'));
    // As kubectl writes it: no anchors and aliases (the engine's objects share
    // subtrees, which eemeli/yaml would otherwise write as aliases).
    writeFileSync(
      join(repo.workspace, 'snapshot', 'live.yaml'),
      stringify(
        { apiVersion: 'v1', kind: 'List', items: live },
        { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false },
      ),
    );

    let worst = 0;
    const bench = async (label: string, inputs: Record<string, string>) => {
      const runs: Measured[] = [];
      for (let i = 0; i < o.runs; i++) runs.push(await measure(repo, gh, inputs, o.bundle));
      const m: Measured = {
        wallMs: median(runs.map((r) => r.wallMs)),
        previewMs: median(runs.map((r) => r.previewMs)),
        objects: runs[0].objects,
        rssKiB: Math.max(...runs.map((r) => r.rssKiB)),
        cpuS: median(runs.map((r) => r.cpuS)),
      };
      worst = Math.max(worst, m.wallMs);
      const cpu =
        m.cpuS > 0
          ? `; CPU ${range(
              runs.map((r) => r.cpuS),
              (x) => x.toFixed(2),
            )} s`
          : '';
      const rss =
        m.rssKiB > 0
          ? `; peak RSS ${range(
              runs.map((r) => r.rssKiB / 1024),
              (x) => x.toFixed(0),
            )} MiB`
          : '';
      const beyond = (total: number) => (total / m.objects - engine).toFixed(2);
      const overhead = `; beyond the engine (${engine.toFixed(2)} ms per object here) ${beyond(m.wallMs)} ms per object end to end${m.cpuS > 0 ? `, ${beyond(m.cpuS * 1000)} ms of CPU` : ''}`;
      console.log(
        `${`${n} ${label}`.padEnd(32)} ${range(
          runs.map((r) => r.wallMs / 1000),
          (x) => x.toFixed(2),
        )} s end to end (median ${(m.wallMs / m.objects).toFixed(2)} ms per object); preview ${range(
          runs.map((r) => r.previewMs / 1000),
          (x) => x.toFixed(2),
        )} s (median ${(m.previewMs / m.objects).toFixed(2)} ms per object)${cpu}${rss}${overhead}; ${o.runs} run(s)`,
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
    return worst;
  } finally {
    await gh.stop();
    if (o.keep) console.log(`Kept ${repo.workspace} (manifests/, snapshot/)`);
    else repo.cleanup();
  }
}

/**
 * The added time of verify: server-dry-run: the Action with live: cluster against
 * the Kubernetes stand-in, with and without the check, on `n` objects (the same
 * mix as above; the stand-in answers each dry run with the engine, after
 * `latency` ms).
 */
async function benchVerify(o: Options, n: number, latency: number): Promise<void> {
  const { manifests, live } = generate(n);
  const token = 'kube-bench-token-0a1b2c';
  const pki = makePki();
  const kube = await new FakeKube(pki, token).add(...live).start();
  kube.dryRunLatencyMs = latency;
  const repo = makeRepo(null, null);
  const gh = await new FakeGitHub('acme', 'shop', 'ghs_bench').start();
  try {
    mkdirSync(join(repo.workspace, 'manifests'));
    manifests.forEach((m, i) => {
      writeFileSync(join(repo.workspace, 'manifests', `${i}.yaml`), stringify(m, { version: '1.1' }));
    });
    const kubeconfig = join(repo.root, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        'current-context': 'bench',
        contexts: [{ name: 'bench', context: { cluster: 'bench', user: 'bench' } }],
        clusters: [
          {
            name: 'bench',
            cluster: {
              server: kube.url,
              'certificate-authority-data': Buffer.from(pki.ca).toString('base64'),
            },
          },
        ],
        users: [{ name: 'bench', user: { token } }],
      }),
    );
    const once = async (verify: boolean) => {
      const start = performance.now();
      const r = await runAction({
        bundle: o.bundle,
        workspace: repo.workspace,
        githubUrl: gh.url,
        pullRequest: { number: 1, baseSha: repo.baseSha, headSha: repo.headSha },
        inputs: {
          manifests: 'manifests/',
          live: 'cluster',
          kubeconfig,
          'changed-only': 'false',
          'fail-on': 'never',
          'github-token': 'ghs_bench',
          ...(verify ? { verify: 'server-dry-run' } : {}),
        },
      });
      const wall = performance.now() - start;
      if (r.code !== 0) throw new Error(`the action failed: ${r.failure ?? r.stderr}`);
      const m = /checked against the cluster: (.*) \((\d+) ms\)\./.exec(r.stdout);
      if (verify && !m) throw new Error(`no verification line in the output:\n${r.stdout}`);
      return { wall, checkMs: m ? Number(m[2]) : 0, what: m ? m[1] : '' };
    };
    const plain: number[] = [];
    const checked: number[] = [];
    const check: number[] = [];
    let what = '';
    for (let i = 0; i < o.runs; i++) {
      plain.push((await once(false)).wall);
      const v = await once(true);
      checked.push(v.wall);
      check.push(v.checkMs);
      what = v.what;
    }
    const added = median(checked) - median(plain);
    console.log(
      `verify: server-dry-run, ${n} objects, stand-in latency ${latency} ms: live: cluster ${range(plain, (x) => (x / 1000).toFixed(2))} s without the check, ${range(checked, (x) => (x / 1000).toFixed(2))} s with it: +${(added / 1000).toFixed(2)} s end to end (median), the check itself ${range(check, (x) => (x / 1000).toFixed(2))} s (${(median(check) / n).toFixed(2)} ms per object, 8 requests at a time); ${what}; ${o.runs} run(s)`,
    );
  } finally {
    await gh.stop();
    await kube.stop();
    repo.cleanup();
  }
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  if (o.verify > 0) await benchVerify(o, o.verify, o.verifyLatency);
  for (const n of o.objects) {
    const worst = await benchSize(o, n);
    if (n === 10_000) {
      console.log(
        `Target: under 10 s for ${n} objects: ${worst < 10_000 ? 'met' : 'NOT met'} (slowest median ${(worst / 1000).toFixed(2)} s).`,
      );
    }
  }
  if (o.renderApps > 0) await benchRender(o.renderApps, [RENDER_CONCURRENCY]);
}

await main();
