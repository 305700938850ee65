// The rendering outcome in the report (`preview --render auto --base`): the JSON
// report's `rendering` lists the sources rendered (with their object counts),
// those the change does not touch (skipped) and those that did not render (the
// tool's error at its file and line); the text and Markdown reports name the
// skipped sources on one line.

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../../cli/io.ts';
import { run } from '../../../cli/main.ts';
import type { BatchReport } from '../../../core/preview/types.ts';
import { commitAll, writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const kustomization = (app: string) => `apiVersion: kustomize.toolkit.fluxcd.io/v1
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
const config = (app: string, level: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${app}
data:
  level: ${level}
`;

const FILES: Record<string, string> = {
  'clusters/prod/billing.yaml': kustomization('billing'),
  'apps/billing/kustomization.yaml': 'resources:\n  - config.yaml\n',
  'apps/billing/config.yaml': config('billing', 'info'),
  'clusters/prod/cart.yaml': kustomization('cart'),
  'apps/cart/kustomization.yaml': 'resources:\n  - config.yaml\n  - extra.yaml\n',
  'apps/cart/config.yaml': config('cart', 'info'),
  'apps/cart/extra.yaml': config('cart-extra', 'info'),
  'clusters/prod/search.yaml': kustomization('search'),
  'apps/search/kustomization.yaml': 'resources:\n  - config.yaml\n',
  'apps/search/config.yaml': config('search', 'info'),
};

let dir: string;
let base: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  dir = writeRepo(FILES);
  base = commitAll(dir, 'base');
  // The branch: cart's config changed; search's kustomization names a file that is not there.
  writeFileSync(join(dir, 'apps/cart/config.yaml'), config('cart', 'debug'));
  writeFileSync(join(dir, 'apps/search/kustomization.yaml'), 'resources:\n  - config.yaml\n  - gone.yaml\n');
  commitAll(dir, 'branch');
  const tools = renderTools();
  process.env.PATH = `${dirname(tools.kubectl)}:${dirname(tools.helm)}:${savedPath}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

async function preview(format: string) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  const live = ['--live', 'base', '--base', base];
  const code = await run(['preview', '-C', dir, ...live, '--render', 'auto', '--format', format, '.'], io);
  return { code, stdout, stderr };
}

const group = (app: string) => ({
  id: `flux-kustomization:flux-system/${app}@clusters/prod/${app}.yaml`,
  kind: 'flux-kustomization',
  name: `flux-system/${app}`,
  file: `clusters/prod/${app}.yaml`,
  line: 1,
  cluster: 'clusters/prod',
});

describe('the rendering outcome in the report', () => {
  it('lists the sources rendered, skipped as untouched and not rendered in the JSON report', async () => {
    const r = await preview('json');
    const report = JSON.parse(r.stdout) as BatchReport;
    const rendering = report.rendering!;
    expect(rendering.rendered).toEqual([{ group: group('cart'), objects: 2 }]);
    expect(rendering.skipped).toEqual([{ group: group('billing') }]);
    expect(rendering.notRendered).toHaveLength(1);
    const broken = rendering.notRendered[0];
    expect(broken.group).toEqual(group('search'));
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({
      kind: 'error',
      file: 'apps/search/kustomization.yaml',
      line: 3,
    });
    expect(broken.problems[0].message).toContain('gone.yaml');
    // The skipped source has no object in the report; the others are grouped as their sources.
    const groups = new Set(report.objects.map((o) => o.group?.name));
    expect(groups.has('flux-system/billing')).toBe(false);
    expect(groups.has('flux-system/cart')).toBe(true);
  });

  it('names the skipped sources on one line of the text and Markdown reports', async () => {
    const text = await preview('text');
    expect(text.stdout.split('\n')).toContain(
      '1 source the change does not touch, not previewed: flux-system/billing in clusters/prod',
    );
    const markdown = await preview('markdown');
    expect(markdown.stdout.split('\n')).toContain(
      '⏭️ **1 source the change does not touch, not previewed:** <code>flux-system/billing</code> in <code>clusters/prod</code>',
    );
  });
});
