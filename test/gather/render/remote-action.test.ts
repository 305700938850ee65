// The bundled Action with a Flux HelmRelease whose chart is in a Helm
// repository (the stand-in of remote-repo.ts): by default the chart is pulled
// once and its Deployment previewed; with `remote-charts: skip` the release is
// an error annotation at its manifest saying so, and the rest is previewed.

import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../../core/preview/types.ts';
import { FakeGitHub } from '../../action/helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from '../../action/helpers/runner.ts';
import { type ChartRepoServer, startChartRepo, webChart } from './remote-repo.ts';
import { renderTools } from './tools.ts';

const TOKEN = 'ghs_remote-token';
const PR = 29;

let gh: FakeGitHub;
let repo: TestRepo;
let server: ChartRepoServer;

beforeAll(async () => {
  server = await startChartRepo({ web: webChart('1.2.0') });
});
afterAll(() => server.close());
beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'fleet', TOKEN).start();
});
afterEach(async () => {
  await gh.stop();
  repo?.cleanup();
});

function release(replicas: number): string {
  return `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: charts
  namespace: flux-system
spec:
  url: ${server.url}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: web
  namespace: flux-system
spec:
  targetNamespace: web
  chart:
    spec:
      chart: web
      version: 1.x
      sourceRef:
        kind: HelmRepository
        name: charts
  values:
    replicas: ${replicas}
`;
}

async function run(inputs: Record<string, string>) {
  repo = makeRepo(null, null, {
    base: {
      'flux/web.yaml': release(2),
      'apps/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n',
    },
    head: { 'flux/web.yaml': release(3) },
  });
  gh.files.set(PR, repo.prFiles);
  const tools = renderTools();
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    repository: 'acme/fleet',
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    env: { PATH: `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${process.env.PATH}` },
    inputs: { manifests: '.', live: 'base', 'fail-on': 'never', 'github-token': TOKEN, ...inputs },
  });
}

describe('the Action with a remote chart', () => {
  it('pulls the chart once and previews the release', async () => {
    const before = server.requests.get('/web-1.2.0.tgz') ?? 0;
    const r = await run({});
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const rep = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
    const web = rep.objects.find((o) => o.ref.kind === 'Deployment' && o.ref.name === 'web-web')!;
    expect(web.action).toBe('update');
    expect(web.changes.map((c) => c.path)).toEqual(['.metadata.generation', '.spec.replicas']);
    expect(server.requests.get('/web-1.2.0.tgz')).toBe(before + 1);
    // The log says what was fetched, once.
    expect(r.stdout.split('\n').filter((l) => l.includes('render: helm pull '))).toEqual([
      `render: helm pull web 1.x from ${server.url}`,
    ]);
  });

  it('remote-charts: skip annotates the release as not rendered', async () => {
    const before = server.requests.get('/index.yaml') ?? 0;
    const r = await run({ 'remote-charts': 'skip' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        file: 'flux/web.yaml',
        message: expect.stringContaining(
          `not rendered: web 1.x from ${server.url}: remote charts are not fetched (remote-charts: skip)`,
        ),
      }),
    );
    expect(server.requests.get('/index.yaml') ?? 0).toBe(before);
  });
});
