// Kustomize sources that read no directory in common are built in one kustomize
// run, each object still given to its own source and file; sources sharing a base
// are built apart; a batch that fails (two sources making the same object, an
// error in one) falls back to building each alone. A wrapper around kubectl
// counts the runs.

import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { renderTree } from '../../../gather/render/index.ts';
import { copyWorkspace } from '../../../gather/render/tree.ts';
import type { RenderResult } from '../../../gather/render/types.ts';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

const cm = (name: string, ns?: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${ns ? `  namespace: ${ns}\n` : ''}data:\n  k: v\n`;

const FILES: Record<string, string> = {
  'shared/base/kustomization.yaml': 'resources:\n  - cm.yaml\n',
  'shared/base/cm.yaml': cm('base'),
  'shared/dev/kustomization.yaml': 'namespace: dev\nresources:\n  - ../base\n',
  'shared/prod/kustomization.yaml': 'namespace: prod\nnamePrefix: p-\nresources:\n  - ../base\n',
  // Two directories that make the same object: a batch holding both fails.
  'twin/a/kustomization.yaml': 'resources:\n  - cm.yaml\n',
  'twin/a/cm.yaml': cm('twin', 'same'),
  'twin/b/kustomization.yaml': 'resources:\n  - cm.yaml\n',
  'twin/b/cm.yaml': cm('twin', 'same'),
};
for (let i = 0; i < 30; i++) {
  FILES[`apps/app${i}/kustomization.yaml`] =
    `namespace: app${i}\nresources:\n  - cm.yaml\nconfigMapGenerator:\n  - name: gen\n    literals: [n=${i}]\n`;
  FILES[`apps/app${i}/cm.yaml`] = cm(`app${i}`);
}

let dir: string;
let scratch: string;
let runs: string;
let result: RenderResult;

beforeAll(async () => {
  dir = writeRepo(FILES);
  scratch = mkdtempSync(join(tmpdir(), 'render-batch-'));
  runs = join(scratch, 'runs.log');
  const wrapper = join(scratch, 'kubectl');
  writeFileSync(wrapper, `#!/bin/sh\necho "$@" >> ${runs}\nexec ${renderTools().kubectl} "$@"\n`);
  chmodSync(wrapper, 0o755);
  writeFileSync(runs, '');
  const tree = copyWorkspace(new FileReader(dir));
  try {
    result = await renderTree(tree, { tools: { ...renderTools(), kubectl: wrapper } });
  } finally {
    tree.dispose();
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function objectsOf(name: string): string[] {
  const i = result.sources.findIndex((s) => s.name === name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return result.objects
    .filter((o) => o.source === i)
    .map((o) => {
      const m = o.object.metadata as { name: string; namespace?: string };
      return `${m.namespace}/${m.name} ${o.file}:${o.line}`;
    });
}

describe('kustomize sources built together', () => {
  it('renders every source as alone, each object at its own source and file', () => {
    expect(result.problems).toEqual([]);
    expect(result.sources).toHaveLength(34);
    for (let i = 0; i < 30; i++) {
      expect(objectsOf(`apps/app${i}`)).toEqual([
        `app${i}/app${i} apps/app${i}/cm.yaml:1`,
        expect.stringMatching(new RegExp(`^app${i}/gen-[a-z0-9]+ apps/app${i}/kustomization.yaml:1$`)),
      ]);
    }
    expect(objectsOf('shared/dev')).toEqual(['dev/base shared/base/cm.yaml:1']);
    expect(objectsOf('shared/prod')).toEqual(['prod/p-base shared/base/cm.yaml:1']);
    expect(objectsOf('twin/a')).toEqual(['same/twin twin/a/cm.yaml:1']);
    expect(objectsOf('twin/b')).toEqual(['same/twin twin/b/cm.yaml:1']);
    // No origin annotation is left behind.
    expect(JSON.stringify(result.objects)).not.toContain('config.kubernetes.io/origin');
  });

  it('starts kubectl a few times, not once a source', () => {
    const lines = readFileSync(runs, 'utf8').trim().split('\n');
    // 34 sources: batches of at most 25 with no shared directory, and the twins' failed
    // batch built again one by one.
    expect(lines.length).toBeLessThan(10);
    expect(lines.every((l) => l.startsWith('kustomize --load-restrictor LoadRestrictionsRootOnly '))).toBe(
      true,
    );
  });
});
