// The pull request that changes a Deployment's selector, as the bundled Action
// previews it: the API server refuses the update (apps/v1 selectors are immutable,
// kubernetes pkg/apis/apps/validation ValidateDeploymentUpdate), so the comment
// leads with the refusal and its reason, the error annotation sits on the
// selector's line, and the step fails by default.

import { afterEach, beforeEach, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { apply } from '../../core/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { FakeGitHub } from './helpers/github.ts';
import { lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_stand-in-token-456';
const PR = 12;

function deployment(app: string): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app } },
      template: {
        metadata: { labels: { app } },
        spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] },
      },
    },
  };
}

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  // The live Deployment as kubectl's earlier apply left it: kubectl owns the selector.
  const created = apply(null, deployment('web'), { manager: 'kubectl', now: '2026-01-01T00:00:00Z' });
  if (!created.ok) throw new Error(created.status.message);
  const live = { ...created.object, metadata: { ...(created.object.metadata as JsonObject), uid: 'u-1' } };
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null, {
    head: { 'snapshot/live.yaml': stringify(live), 'k8s/web.yaml': stringify(deployment('web-v2')) },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

it('a changed Deployment selector: refused, with the reason on the selector line', async () => {
  const r = await runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: { manifests: 'k8s/*.yaml', live: 'snapshot', 'github-token': TOKEN },
  });
  expect(r.code).toBe(1);
  expect(r.outputs.invalid).toBe('1');
  const selectorLine = lineOf(repo.workspace, 'k8s/web.yaml', 'selector:');
  const at = r.annotations.filter((a) => a.file === 'k8s/web.yaml' && a.level === 'error');
  expect(at.map((a) => a.line)).toContain(selectorLine);
  expect(at.find((a) => a.line === selectorLine)?.message).toContain('field is immutable');
  const comment = gh.commentsOn(PR).find((c) => c.body.includes('<!-- apply-preview -->'))?.body ?? '';
  expect(comment).toContain('**1 object refused as invalid**');
  expect(comment).toContain('Deployment.apps &quot;web&quot; is invalid');
  expect(comment).toContain('field is immutable');
  expect(comment).toContain(`<code>k8s/web.yaml</code>, line ${selectorLine}`);
});
