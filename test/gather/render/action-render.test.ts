// The bundled Action with `render: auto` in a pull request: the fleet rendered at
// the head and at the base commit, the removed ConfigMap deleted, the changed
// image and replicas updated, and a broken kustomization.yaml annotated at the
// file and line kustomize names while the other sources are still previewed.

import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../../core/preview/types.ts';
import { FakeGitHub } from '../../action/helpers/github.ts';
import { makeRepo, runAction, type TestRepo } from '../../action/helpers/runner.ts';
import { FLEET } from './repo.ts';
import { renderTools } from './tools.ts';

const TOKEN = 'ghs_render-token';
const PR = 28;

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'fleet', TOKEN).start();
});

afterEach(async () => {
  await gh.stop();
  repo?.cleanup();
});

describe('the Action with render: auto', () => {
  it('previews the rendered pull request against the rendered base commit', async () => {
    repo = makeRepo(null, null, {
      base: FLEET,
      head: {
        'clusters/prod/apps.yaml': FLEET['clusters/prod/apps.yaml'].replace(
          'newTag: "1.27"',
          'newTag: "1.28"',
        ),
        'apps/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
        'apps/base/config.yaml': null,
        'charts/api/values-prod.yaml': 'replicas: 5\n',
        // A plain overlay nothing points at, broken on line 3.
        'broken/kustomization.yaml': 'resources:\n  - cm.yaml\n namePrefix: x-\n',
      },
    });
    gh.files.set(PR, repo.prFiles);
    const tools = renderTools();
    const r = await runAction({
      workspace: repo.workspace,
      githubUrl: gh.url,
      repository: 'acme/fleet',
      pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
      env: { PATH: `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${process.env.PATH}` },
      inputs: {
        manifests: '.',
        live: 'base',
        render: 'auto',
        prune: 'true',
        'fail-on': 'never',
        'github-token': TOKEN,
      },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/render \(head\): 4 sources, 6 objects, 1 not rendered/);
    const rep = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
    const by = (kind: string, ns: string, name: string) =>
      rep.objects.find((o) => o.ref.kind === kind && o.ref.namespace === ns && o.ref.name === name);
    expect(by('Deployment', 'shop', 'prod-web')?.changes).toContainEqual({
      path: '.spec.template.spec.containers[name="web"].image',
      kind: 'modified',
      before: 'nginx:1.27',
      after: 'nginx:1.28',
    });
    expect(by('ConfigMap', 'shop', 'prod-web-config')?.action).toBe('delete');
    expect(by('Deployment', 'api', 'api')?.changes).toContainEqual({
      path: '.spec.replicas',
      kind: 'modified',
      before: 3,
      after: 5,
    });
    expect(r.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        file: 'broken/kustomization.yaml',
        line: 2,
        message: expect.stringContaining('invalid Kustomization: yaml: line 2: did not find expected key'),
      }),
    );
    // The comment is grouped as the repository is: the Flux Kustomization under its
    // cluster directory, the Argo CD Application, each with its own section.
    const comment = gh.commentsOn(PR)[0].body;
    const flux = comment.indexOf('<code>flux-system/apps</code>');
    const argo = comment.indexOf('<code>argocd/api</code>');
    expect(comment).toContain('📁 <code>clusters/prod</code>');
    expect(flux).toBeGreaterThan(0);
    expect(argo).toBeGreaterThan(0);
    expect(rep.groups?.map((g) => g.group.name)).toEqual(
      expect.arrayContaining(['flux-system/apps', 'argocd/api']),
    );
  });
  it('by default renders, and previews only the sources the pull request touches, naming the others', async () => {
    repo = makeRepo(null, null, { base: FLEET, head: { 'charts/api/values-prod.yaml': 'replicas: 5\n' } });
    gh.files.set(PR, repo.prFiles);
    const tools = renderTools();
    const r = await runAction({
      workspace: repo.workspace,
      githubUrl: gh.url,
      repository: 'acme/fleet',
      pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
      env: { PATH: `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${process.env.PATH}` },
      inputs: { manifests: '.', live: 'base', 'fail-on': 'never', 'github-token': TOKEN },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const notice = r.stdout.split('\n').find((l) => l.startsWith('::notice::render: '));
    expect(notice).toBe(
      '::notice::render: 2 sources the pull request does not touch, not previewed: Flux Kustomization flux-system/apps, Flux Kustomization flux-system/flux-system',
    );
  });
});
