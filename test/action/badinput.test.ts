// The bundled Action (node action/dist/index.js) on input kube-apiserver refuses
// (core/server/refuse.ts: no kind, a field manager over 128 bytes; a number beyond
// float64) and on integers beyond a double (int64), which it keeps exactly in the
// annotations, the report, the comment, and in what it sends to api-url.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordingApi } from './helpers/api.ts';
import { FakeGitHub } from './helpers/github.ts';
import { makeRepo, REPO_ROOT, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_stand-in-token-123';
const PR = 9;
const SECRET = 'hunter2-do-not-print';
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'test/fixtures/int64', name), 'utf8');

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo(null, null, {
    head: {
      'crds/counter.yaml': fixture('crd.yaml'),
      'snapshot/counter.yaml': fixture('live.yaml'),
      'k8s/counter.yaml': fixture('intent.yaml'),
      'k8s/nokind.yaml': `apiVersion: v1\nmetadata:\n  name: s\n  namespace: default\nstringData:\n  password: ${SECRET}\n`,
      'k8s/huge.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: huge\n  namespace: default\n  generation: 1e400\n',
      'k8s/half.yaml':
        'apiVersion: v1\nkind: ReplicationController\nmetadata:\n  name: half\n  namespace: default\nspec:\n  replicas: 1.5\n',
    },
  });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string> = {}) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
    inputs: {
      manifests: 'k8s/*.yaml',
      live: 'snapshot',
      crds: 'crds/*.yaml',
      'field-manager': 'me',
      'fail-on': 'never',
      'github-token': TOKEN,
      ...inputs,
    },
  });
}

describe('refused as kube-apiserver refuses it', () => {
  it("a manifest without kind: its own error, the decoder's message, no data value anywhere", async () => {
    const r = await run();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const nokind = r.annotations.find((a) => a.file === 'k8s/nokind.yaml');
    expect(nokind?.level).toBe('error');
    expect(nokind?.message).toContain(
      `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"s","namespace":"default"},"stringData":{"password":"***"}}'`,
    );
    const huge = r.annotations.find((a) => a.file === 'k8s/huge.yaml');
    expect(huge?.level).toBe('error');
    expect(huge?.line).toBe(6);
    expect(huge?.message).toContain('strconv.ParseFloat: parsing "1e400": value out of range');
    // A fraction where the schema says int32: the conversion to the Go type fails, as on the API server.
    const half = r.annotations.find((a) => a.file === 'k8s/half.yaml');
    expect(half?.level).toBe('error');
    expect(half?.message).toContain('cannot convert float64 to int32');
    expect(r.outputs.errors).toBe('3');
    const comment = gh
      .commentsOn(PR)
      .map((c) => c.body)
      .join('\n');
    const everything = [r.stdout, r.stderr, r.summary, comment, readFileSync(r.outputs.report, 'utf8')].join(
      '\n',
    );
    expect(everything).not.toContain(SECRET);
  });

  it('a field manager over 128 bytes fails the step in one line, the name not repeated', async () => {
    const r = await run({ 'field-manager': 'é'.repeat(65) });
    expect(r.code).toBe(1);
    expect(r.failure).toBe(
      'input field-manager: PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    );
    expect(r.stdout).not.toContain('éééé');
  });
});

describe('integers beyond a double (int64)', () => {
  const exact = (text: string) => {
    for (const n of ['9007199254740993', '9007199254740992', '9223372036854775807'])
      expect(text).toContain(n);
    expect(text).not.toContain('9223372036854776000');
  };

  it('the embedded engine: the conflict annotation, the report, the summary and the comment keep every digit', async () => {
    const r = await run();
    const conflict = r.annotations.find((a) => a.file === 'k8s/counter.yaml' && a.message.includes('.note'));
    expect(conflict?.message).toContain('.spec.slots[id=9223372036854775807].note');
    const big = r.annotations.find((a) => a.file === 'k8s/counter.yaml' && a.message.includes('.spec.big'));
    expect(big?.message).toContain('9007199254740993');
    const report = readFileSync(r.outputs.report, 'utf8');
    expect(report).toMatch(/"before": 9007199254740993,\s+"after": 9007199254740992/);
    expect(report).toContain('"path": ".spec.ids[=9223372036854775807]"');
    exact(report);
    exact(r.summary);
    exact(
      gh
        .commentsOn(PR)
        .map((c) => c.body)
        .join('\n'),
    );
  });

  it('api-url: the Action sends the digits and reads them back', async () => {
    const api = await new RecordingApi().start();
    try {
      const r = await run({ 'api-url': api.url });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const sent = api.requests.filter((q) => q.path === '/v1/preview').map((q) => q.body);
      expect(sent.join('\n')).toContain('"big":9007199254740992');
      expect(sent.join('\n')).toContain('"v:9007199254740993":{}');
      const report = readFileSync(r.outputs.report, 'utf8');
      expect(report).toMatch(/"before": 9007199254740993,\s+"after": 9007199254740992/);
      exact(report);
    } finally {
      await api.stop();
    }
  });
});
