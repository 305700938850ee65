// A monorepo previewed from the command line with --render auto: only the
// sources the branch touches (files that differ from --base, committed or not)
// are previewed, and stderr names the ones skipped as untouched.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../../core/preview/types.ts';
import { cli } from '../../cli-helpers.ts';
import { commitAll, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const APPS = ['billing', 'cart', 'search'];

function fleet(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const app of APPS) {
    files[`clusters/prod/${app}.yaml`] = `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: ${app}
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps/${app}
  prune: true
  targetNamespace: ${app}
  sourceRef:
    kind: GitRepository
    name: flux-system
`;
    files[`apps/${app}/kustomization.yaml`] = 'resources:\n  - config.yaml\n';
    files[`apps/${app}/config.yaml`] = `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${app}
data:
  level: info
`;
  }
  return files;
}

let dir: string;
let base: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  dir = writeRepo(fleet());
  base = commitAll(dir, 'base');
  // The branch: cart's config committed, search's Kustomization edited in the work tree only.
  writeFileSync(
    join(dir, 'apps/cart/config.yaml'),
    fleet()['apps/cart/config.yaml'].replace('info', 'debug'),
  );
  commitAll(dir, 'cart');
  writeFileSync(
    join(dir, 'clusters/prod/search.yaml'),
    fleet()['clusters/prod/search.yaml'].replace('interval: 10m', 'interval: 5m'),
  );
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

describe('preview --render auto in a monorepo', () => {
  it('previews only the sources the branch touches and names the others', async () => {
    const r = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      'base',
      '--base',
      base,
      '--render',
      'auto',
      '--format',
      'json',
      '.',
    ]);
    expect(r.stderr).toBe(
      'apply-preview: render: 1 source the change does not touch, not previewed: Flux Kustomization flux-system/billing\n',
    );
    const report = JSON.parse(r.stdout) as BatchReport;
    const rendered = report.objects
      .filter((o) => o.ref.kind === 'ConfigMap')
      .map((o) => `${o.ref.namespace}/${o.ref.name} ${o.action}`);
    expect(rendered.sort()).toEqual(['cart/cart update', 'search/search unchanged']);
    // The Kustomization objects are plain files: all read, as without rendering.
    expect(
      report.objects
        .filter((o) => o.ref.kind === 'Kustomization')
        .map((o) => o.ref.name)
        .sort(),
    ).toEqual(APPS);
  });
});
