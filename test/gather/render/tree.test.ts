// The trees the tools read: the working tree and a base commit copied through
// the rules of action/files.ts (no link out, caps), and the tool runner's
// scrubbed environment, timeout and output cap.

import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { copyCommit } from '../../../gather/render/commit-tree.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { runTool, scrubbedEnv } from '../../../gather/render/tools.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import { commitAll, FLEET, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const cleanup: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanup) c();
});

function track(tree: RepoTree): RepoTree {
  cleanup.push(() => tree.dispose());
  return tree;
}

function newDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'render-tree-'));
  cleanup.push(() => rmSync(d, { recursive: true, force: true }));
  return d;
}

describe('the working tree copy', () => {
  it('copies regular files, a link within the repository as a file, never a link out', () => {
    const outside = newDir();
    writeFileSync(join(outside, 'secret.yaml'), 'token: abc\n');
    const dir = writeRepo({ 'app/cm.yaml': 'a: 1\n', 'app/big.yaml': 'x'.repeat(2000) });
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'app', 'stolen.yaml'));
    symlinkSync('cm.yaml', join(dir, 'app', 'alias.yaml'));
    const tree = track(copyWorkspace(new FileReader(dir, { fileBytes: 1000 })));
    expect(tree.files).toEqual(['app/alias.yaml', 'app/cm.yaml']);
    expect(tree.refused).toEqual([
      { file: 'app/big.yaml', reason: 'larger than 1000 bytes (2000 bytes)' },
      { file: 'app/stolen.yaml', reason: 'a symbolic link that leaves the repository' },
    ]);
    expect(readFileSync(join(tree.root, 'app/alias.yaml'), 'utf8')).toBe('a: 1\n');
  });
});

describe('the base commit copy', () => {
  it('holds the commit’s files, bytes exact, links refused, and renders as the base', async () => {
    const dir = writeRepo(FLEET);
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'charts/api/logo.bin'), Buffer.from([0, 255, 128, 10, 13]));
    symlinkSync('/etc/passwd', join(dir, 'apps/base/passwd.yaml'));
    const base = commitAll(dir, 'base');
    // The head changes the image and drops the ConfigMap; the base commit still has them.
    writeFileSync(join(dir, 'apps/base/kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
    rmSync(join(dir, 'apps/base/config.yaml'));
    commitAll(dir, 'head');
    const { tree, commit } = await copyCommit(base, new FileReader(dir));
    track(tree);
    expect(commit).toBe(base);
    expect(tree.label).toBe(`base ${base.slice(0, 12)}`);
    expect(tree.files).toContain('apps/base/config.yaml');
    expect(tree.files).not.toContain('apps/base/passwd.yaml');
    expect(tree.refused).toEqual([
      { file: 'apps/base/passwd.yaml', reason: 'a symbolic link in the base commit' },
    ]);
    expect([...readFileSync(join(tree.root, 'charts/api/logo.bin'))]).toEqual([0, 255, 128, 10, 13]);
    const result = await renderTree(tree, { tools: renderTools() });
    const apps = result.sources.findIndex((s) => s.name === 'flux-system/apps');
    const names = result.objects
      .filter((o) => o.source === apps)
      .map((o) => `${o.object.kind}/${(o.object.metadata as { name: string }).name}`);
    expect(names.sort()).toEqual(['ConfigMap/prod-web-config', 'Deployment/prod-web']);
  });
});

describe('the tool runner', () => {
  it('passes none of the job’s environment', async () => {
    const home = newDir();
    process.env.GITHUB_TOKEN = 'ghp_should_not_leak';
    try {
      const run = await runTool('/usr/bin/env', [], home, scrubbedEnv(home));
      expect(run.ok).toBe(true);
      expect(run.stdout).not.toContain('ghp_should_not_leak');
      expect(run.stdout).toContain(`HOME=${home}\n`);
      expect(run.stdout).toContain('HTTPS_PROXY=http://127.0.0.1:9\n');
      expect(run.stdout).toContain('GIT_ALLOW_PROTOCOL=none\n');
    } finally {
      delete process.env.GITHUB_TOKEN;
    }
  });

  it('stops a run at its timeout and at its output cap', async () => {
    const home = newDir();
    const env = scrubbedEnv(home);
    const slow = await runTool('/bin/sleep', ['10'], home, env, { timeoutMs: 200, outputBytes: 1000 });
    expect(slow).toMatchObject({ ok: false, failure: 'stopped after 0.2 s' });
    const loud = await runTool('/usr/bin/yes', [], home, env, { timeoutMs: 5000, outputBytes: 1000 });
    expect(loud).toMatchObject({ ok: false, failure: 'wrote more than 1000 bytes' });
  });
});
