// `api-url`: the bundled Action computing the preview with the real API worker
// (api/worker.ts on workerd, started by wrangler's unstable_startWorker from
// wrangler.toml, with an API token), compared with the embedded engine's answer.

import { cpSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unstable_startWorker } from 'wrangler';
import type { BatchReport } from '../../core/preview/types.ts';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';
import { FakeGitHub } from './helpers/github.ts';
import { withoutRunValues } from './helpers/report.ts';
import { FIXTURES, lineOf, makeRepo, REPO_ROOT, runAction, type TestRepo } from './helpers/runner.ts';

const API_TOKEN = 'api-token-for-the-worker-4d2c';
const GH_TOKEN = 'ghs_api-test';
const PR = 3;

Object.assign(process.env, WRANGLER_QUIET_ENV);

let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let apiUrl: string;
let gh: FakeGitHub;
let repo: TestRepo;

beforeAll(async () => {
  worker = await unstable_startWorker({
    config: join(REPO_ROOT, 'wrangler.toml'),
    bindings: { API_TOKEN: { type: 'secret_text', value: API_TOKEN } },
    dev: { server: { port: 0 }, inspector: false, logLevel: 'none' },
  });
  apiUrl = (await worker.url).toString().replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await worker?.dispose();
});

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', GH_TOKEN).start();
  repo = makeRepo('base', 'head');
  cpSync(join(FIXTURES, 'live'), join(repo.workspace, 'snapshot'), { recursive: true });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/', live: 'snapshot', crds: 'crds/*.yaml', 'github-token': GH_TOKEN, ...inputs },
  });
}

/** A local port nothing listens on (fetch refuses "bad ports" such as 1). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

describe('api-url: the worker started locally', () => {
  it('gives the same report as the embedded engine, with the same comment, annotations and exit status', async () => {
    const viaApi = await run({ 'api-url': apiUrl, 'api-token': API_TOKEN });
    expect(viaApi.stdout).toContain('with the API.');
    expect(viaApi.code).toBe(1);
    expect(viaApi.failure).toBe('1 object conflicts (with "kube-controller-manager") (fail-on: conflict)');
    expect(viaApi.annotations.find((a) => a.level === 'error' && a.file)).toMatchObject({
      file: 'k8s/web.yaml',
      line: lineOf(repo.workspace, 'k8s/web.yaml', 'replicas: 3'),
    });
    const apiComment = gh.commentsOn(PR)[0].body;

    const embedded = await run({});
    expect(embedded.stdout).toContain('with the embedded engine.');
    expect(withoutRunValues(report(viaApi.outputs.report))).toEqual(
      withoutRunValues(report(embedded.outputs.report)),
    );
    expect(viaApi.outputs).toMatchObject({ conflicts: '1', changed: '2', created: '2', unchanged: '0' });
    // The second run edited the comment the first created, to the same text.
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.commentsOn(PR)[0].body).toBe(apiComment);
    // The CRD given to the API was used for the custom resource.
    expect(report(viaApi.outputs.report).objects.find((o) => o.ref.kind === 'Gadget')?.schemaSource).toBe(
      'crd:gadgets.example.com',
    );
    expect(
      viaApi.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain(API_TOKEN);
  });

  it('fails with one line on a wrong token or an unreachable API', async () => {
    const wrong = await run({ 'api-url': apiUrl, 'api-token': 'not-the-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.failure).toMatch(
      new RegExp(`^api-url ${apiUrl.replace(/\./g, '\\.')}/v1/preview: 401 Unauthorized`),
    );
    expect(gh.comments).toHaveLength(0);
    const port = await closedPort();
    const down = await run({ 'api-url': `http://127.0.0.1:${port}` });
    expect(down.code).toBe(1);
    expect(down.failure).toMatch(
      new RegExp(`^api-url http://127\\.0\\.0\\.1:${port}/v1/preview: unreachable \\(ECONNREFUSED\\)`),
    );
    const bad = await run({ 'api-url': 'ftp://example.com' });
    expect(bad.failure).toBe('input api-url: must be an http:// or https:// URL');
  });
});
