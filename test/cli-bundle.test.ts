// The bundle the package runs (cli/dist/apply-preview.mjs, its `bin`) in a child
// process: the same results as the sources.

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  at,
  CONFLICTING,
  cli,
  file,
  INTENT,
  LIVE,
  managers,
  NOW,
  oneDoc,
  repo,
  SCENARIO,
} from './cli-helpers.ts';

describe('the bundled command (cli/dist/apply-preview.mjs)', () => {
  const exec = promisify(execFile);
  const bin = join(repo, 'cli/dist/apply-preview.mjs');

  it('prints what the sources print, and runs without a TypeScript loader', async () => {
    for (const argv of [
      ['simulate', SCENARIO],
      ['apply', '--manager', 'kubectl', '--live', LIVE, '--now', NOW, INTENT],
      ['blame', LIVE],
      ['--version'],
    ]) {
      const child = await exec(process.execPath, [bin, ...argv], {
        cwd: repo,
        env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: '' },
      });
      const source = await cli(argv);
      expect(source.code).toBe(0);
      expect(child.stdout).toBe(source.stdout);
    }
    expect((await exec(process.execPath, [bin, '--version'])).stdout).toMatch(/^apply-preview \d+\.\d+\.\d+/);
  });

  it('is the package bin, and the repository launcher runs it', async () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(pkg.bin['apply-preview']).toBe('cli/dist/apply-preview.mjs');
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const launcher = await exec(process.execPath, [
      join(repo, 'bin/apply-preview.mjs'),
      'simulate',
      SCENARIO,
    ]);
    expect(launcher.stdout).toBe((await cli(['simulate', SCENARIO])).stdout);
  });

  it('runs the apply example in a child process', async () => {
    const r = await exec(
      process.execPath,
      [bin, 'apply', '--manager', 'kubectl', '--live', LIVE, '--now', NOW, INTENT],
      {
        cwd: repo,
      },
    );
    const obj = oneDoc(r.stdout);
    expect(at(obj, 'data', 'key')).toBe('new value');
    expect(managers(obj)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
  });

  it('sets the exit status of a conflict', async () => {
    const intent = file('conflict-child.yaml', CONFLICTING);
    const err = await exec(process.execPath, [bin, 'apply', '--manager', 'kubectl', '--live', LIVE, intent], {
      cwd: repo,
    }).then(
      () => null,
      (e: { code?: number; stdout?: string; stderr?: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(oneDoc(err?.stdout ?? '').code).toBe(409);
    expect(err?.stderr).toContain('Apply failed with 1 conflict');
  });
});
