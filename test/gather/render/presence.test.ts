// render: auto is the default: a tree with nothing to render starts no tool
// (gather/render/presence.ts), one with a source does.

import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileReader } from '../../../gather/files.ts';
import { mayRender } from '../../../gather/render/presence.ts';
import { writeRepo } from './repo.ts';

function check(files: Record<string, string>): boolean {
  const dir = writeRepo(files);
  try {
    const reader = new FileReader(dir);
    return mayRender(reader, reader.walk('', []));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('whether a tree has anything to render', () => {
  it('plain manifests, and a mention of a controller group in data: nothing', () => {
    expect(check({ 'k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\ndata: {a: "argoproj.io/x"}\n' })).toBe(
      false,
    );
    expect(check({ 'README.md': 'apiVersion: argoproj.io/v1alpha1\n' })).toBe(false);
  });

  it('a kustomization, a chart or a Flux or Argo CD object: something', () => {
    expect(check({ 'apps/kustomization.yaml': 'resources: []\n' })).toBe(true);
    expect(check({ 'charts/a/Chart.yaml': 'apiVersion: v2\nname: a\nversion: 0.1.0\n' })).toBe(true);
    expect(check({ 'argo/app.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: Application\n' })).toBe(true);
    expect(check({ 'c/ks.yml': '---\n"apiVersion": "kustomize.toolkit.fluxcd.io/v1"\n' })).toBe(true);
    expect(check({ 'l.yaml': 'items:\n  - apiVersion: helm.toolkit.fluxcd.io/v2\n' })).toBe(true);
  });
});
