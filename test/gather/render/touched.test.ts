// Only the sources a change touches are rendered: untouched ones start no tool
// (kubectl and helm are wrapped to count their runs), and a change to a base
// directory renders every overlay whose kustomization includes it.

import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { silentLogger } from '../../../gather/log.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { renderEntries } from '../../../gather/render/preview.ts';
import type { RenderTools } from '../../../gather/render/tools.ts';
import { copyWorkspace, type RepoTree } from '../../../gather/render/tree.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const APPS = ['a', 'b', 'c', 'd', 'e'];

function files(): Record<string, string> {
  const out: Record<string, string> = {
    'base/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    'base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared\n',
    'overlays/x/kustomization.yaml': 'namePrefix: x-\nresources:\n  - ../../base\n',
    'overlays/y/kustomization.yaml': 'namePrefix: y-\nresources:\n  - ../../base\n',
    'flux/app/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Flux postBuild variable
    'flux/app/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flux-${region}\n',
    'clusters/app.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: app
  namespace: flux-system
spec:
  path: ./flux/app
  postBuild:
    substituteFrom:
      - kind: ConfigMap
        name: vars
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
    'clusters/vars.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: vars\n  namespace: flux-system\ndata:\n  region: eu\n',
    'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'charts/web/values.yaml': 'replicas: 1\n',
    'charts/web/templates/cm.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  r: "{{ .Values.replicas }}"\n',
  };
  for (const app of APPS) {
    out[`apps/${app}/kustomization.yaml`] = 'resources:\n  - cm.yaml\n';
    out[`apps/${app}/cm.yaml`] = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${app}\n`;
  }
  return out;
}

let dir: string;
let bin: string;
let tree: RepoTree;
let tools: RenderTools;

/** A script that counts its runs in `<name>.count`, then runs the real tool. */
function counting(name: string, real: string): string {
  const path = join(bin, name);
  writeFileSync(path, `#!/bin/sh\necho run >> '${path}.count'\nexec '${real}' "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

function runs(): number {
  let n = 0;
  for (const name of ['kubectl', 'helm']) {
    try {
      n += readFileSync(join(bin, `${name}.count`), 'utf8')
        .split('\n')
        .filter(Boolean).length;
      rmSync(join(bin, `${name}.count`));
    } catch {
      // never ran
    }
  }
  return n;
}

beforeAll(() => {
  dir = writeRepo(files());
  bin = mkdtempSync(join(tmpdir(), 'render-bin-'));
  const real = renderTools();
  tools = { kubectl: counting('kubectl', real.kubectl), helm: counting('helm', real.helm) };
  tree = copyWorkspace(new FileReader(dir));
});

afterAll(() => {
  tree.dispose();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bin, { recursive: true, force: true });
});

async function render(changed: string[] | null) {
  const result = await renderTree(tree, { tools, changed: changed === null ? null : new Set(changed) });
  const names = [...new Set(result.objects.map((o) => result.sources[o.source].name))].sort();
  return { result, names, runs: runs() };
}

describe('rendering only what the change touches', () => {
  it('renders every source without a change', async () => {
    const { names, runs: n } = await render(null);
    expect(names).toEqual([
      'apps/a',
      'apps/b',
      'apps/c',
      'apps/d',
      'apps/e',
      'charts/web',
      'flux-system/app',
      'overlays/x',
      'overlays/y',
    ]);
    expect(n).toBeGreaterThan(1);
  });

  it('starts one tool for one changed app of many', async () => {
    const { result, names, runs: n } = await render(['apps/c/cm.yaml']);
    expect(names).toEqual(['apps/c']);
    expect(n).toBe(1);
    const skipped: string[] = [];
    const entries = renderEntries(result, new Set(['apps/c/cm.yaml']), silentLogger, '', skipped);
    expect(entries.map((e) => e.intent?.metadata)).toEqual([{ name: 'c' }]);
    expect(skipped).toHaveLength(8);
    expect(skipped).toContain('chart charts/web');
  });

  it('starts no tool when the change touches no source', async () => {
    const { names, runs: n } = await render(['README.md']);
    expect(names).toEqual([]);
    expect(n).toBe(0);
  });

  it('renders the overlays that include a changed base, and a chart whose values changed', async () => {
    const { names, runs: n } = await render(['base/cm.yaml', 'charts/web/values.yaml']);
    expect(names).toEqual(['charts/web', 'overlays/x', 'overlays/y']);
    expect(n).toBe(3);
  });

  it('renders a Flux Kustomization whose substituteFrom ConfigMap changed', async () => {
    const { result, names, runs: n } = await render(['clusters/vars.yaml']);
    expect(names).toEqual(['flux-system/app']);
    expect(n).toBe(1);
    expect(result.objects.map((o) => o.object.metadata)).toEqual([{ name: 'flux-eu' }]);
  });
});
