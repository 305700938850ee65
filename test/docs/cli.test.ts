// The documentation's `npx apply-preview` commands run, through the package's bin, in
// the repository or in a throwaway git repository holding snapshot/, k8s/ and
// rendered/ with a stand-in cluster for --live cluster: exit status and first line.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { JsonObject } from '../../core/value.ts';
import { FakeKube, makePki } from '../action/helpers/kube.ts';
import { FIXTURES, makeRepo, type TestRepo } from '../action/helpers/runner.ts';
import { BIN, BLOCKS, COMMANDS, REPO, sh, where } from './blocks.ts';
import { CLI, CONFLICT_STATUS } from './cli-examples.ts';

// More than the first line, where the docs say more.
const MORE: Record<string, (stdout: string, stderr: string) => void> = {
  'npx apply-preview apply --manager kubectl --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    (out) => {
      const obj = parse(out) as JsonObject;
      expect(obj.data).toEqual({
        key: 'new value',
        'controller-key': 'set by the controller',
        'other-key': 'added by kubectl',
      });
    },
  'npx apply-preview apply --manager other-manager --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    (out, err) => {
      expect(err.trim()).toBe(CONFLICT_STATUS);
      expect((parse(out) as JsonObject).code).toBe(409);
    },
  'npx apply-preview preview --live cluster --kubeconfig ~/.kube/config --format markdown rendered/': () => {
    // read from the stand-in cluster of ~/.kube/config, with its token
    expect(kube.requests.some((r) => r.path === '/apis/apps/v1/namespaces/shop/deployments/web')).toBe(true);
    expect(new Set(kube.requests.map((r) => r.authorization))).toEqual(
      new Set(['Bearer docs-example-token']),
    );
  },
  'npx apply-preview simulate examples/scenario-configmap-conflict.json': (out) => {
    const r = JSON.parse(out) as { steps: { ok: boolean }[] };
    expect(r.steps.map((s) => s.ok)).toEqual([false, true]);
  },
};

let sandbox: TestRepo;
let kube: FakeKube;

beforeAll(async () => {
  sandbox = makeRepo('base', 'head');
  const ws = sandbox.workspace;
  cpSync(join(FIXTURES, 'live'), join(ws, 'snapshot'), { recursive: true });
  cpSync(join(ws, 'k8s'), join(ws, 'rendered'), { recursive: true });
  execFileSync('git', ['update-ref', 'refs/remotes/origin/main', sandbox.baseSha], { cwd: ws });
  const pki = makePki();
  const token = 'docs-example-token';
  kube = new FakeKube(pki, token);
  const snapshot = parse(readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8')) as {
    items: JsonObject[];
  };
  kube.add(...snapshot.items);
  await kube.start();
  mkdirSync(join(sandbox.root, '.kube'));
  writeFileSync(
    join(sandbox.root, '.kube', 'config'),
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'ci',
      contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
      clusters: [
        {
          name: 'test',
          cluster: { server: kube.url, 'certificate-authority-data': Buffer.from(pki.ca).toString('base64') },
        },
      ],
      users: [{ name: 'ci-bot', user: { token } }],
    }),
  );
});

afterAll(async () => {
  await kube?.stop();
  sandbox?.cleanup();
});

function runCli(command: string, cwd: string) {
  const shell = command.replace(/^npx apply-preview /, `"${process.execPath}" "${BIN}" `);
  return sh(shell, cwd, { ...process.env, HOME: sandbox.root, NO_COLOR: '1', KUBECONFIG: '' });
}

describe('command line examples', () => {
  const documented = COMMANDS.filter((c) => c.text.startsWith('npx apply-preview '));

  it('each has its entry here, and each entry is documented', () => {
    for (const c of documented) expect(Object.keys(CLI), where(c.block)).toContain(c.text);
    const texts = new Set(documented.map((c) => c.text));
    for (const text of Object.keys(CLI)) expect(texts.has(text), text).toBe(true);
  });

  for (const [text, ex] of Object.entries(CLI)) {
    it(text.slice('npx apply-preview '.length), async () => {
      const r = await runCli(text, ex.cwd === 'repo' ? REPO : sandbox.workspace);
      expect(r.status, r.stderr).toBe(ex.status);
      const first = r.stdout.split('\n')[0];
      if (typeof ex.first === 'string') expect(first).toBe(ex.first);
      else expect(first).toMatch(ex.first);
      MORE[text]?.(r.stdout, r.stderr);
      if (ex.shows) {
        for (const c of documented.filter((d) => d.text === text)) {
          const next = BLOCKS[c.index + 1];
          expect(next?.file, `${where(c.block)}: the output block after it`).toBe(c.block.file);
          expect(next.text).toBe(r.stdout.trimEnd());
        }
      }
    });
  }

  it('npx apply-preview is this package in a clone (no registry)', async () => {
    const r = await sh('npx --offline apply-preview --version', REPO);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(
      `apply-preview ${(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version}`,
    );
  });
});
