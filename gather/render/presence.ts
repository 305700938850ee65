// Whether a working tree holds anything `render: auto` renders: a kustomization
// or Chart.yaml, or a YAML file with an object of a Flux or Argo CD API group. When it
// holds none, rendering is skipped and the files are read as they are (no copy
// of the tree, no tool started): `auto` is the default, and most repositories
// of plain manifests should not pay for it.

import { basename } from 'node:path';
import type { FileReader } from '../files.ts';

const SOURCE_FILES = new Set(['kustomization.yaml', 'kustomization.yml', 'Kustomization', 'Chart.yaml']);
/** An `apiVersion:` line of a Flux Kustomization or HelmRelease, or an Argo CD object. */
const CONTROLLER_API =
  /^[ \t-]*["']?apiVersion["']?[ \t]*:[ \t]*["']?(kustomize\.toolkit\.fluxcd\.io|helm\.toolkit\.fluxcd\.io|argoproj\.io)\//m;

/** Whether the reader's workspace may hold a source to render (the files it reads count against its own total). */
export function mayRender(reader: FileReader): boolean {
  const files = reader.walk('', []);
  if (files.some((f) => SOURCE_FILES.has(basename(f)))) return true;
  for (const f of files) {
    if (!/\.ya?ml$/.test(f)) continue;
    const got = reader.read(f);
    if ('text' in got && CONTROLLER_API.test(got.text)) return true;
  }
  return false;
}
