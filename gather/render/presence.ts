// Whether the files the manifests patterns match hold anything `render: auto`
// previews (a source is previewed when the patterns match the file that
// defines it): a kustomization or Chart.yaml, or a YAML file with an object of
// a Flux or Argo CD API group. When they hold none, rendering is skipped and the
// files are read as they are (no copy of the tree, no tool started): `auto` is
// the default, and plain manifests should not pay for it.

import { basename } from 'node:path';
import type { FileReader } from '../files.ts';

const SOURCE_FILES = new Set(['kustomization.yaml', 'kustomization.yml', 'Kustomization', 'Chart.yaml']);
/** An `apiVersion:` line of a Flux Kustomization or HelmRelease, or an Argo CD object. */
const CONTROLLER_API =
  /^[ \t-]*["']?apiVersion["']?[ \t]*:[ \t]*["']?(kustomize\.toolkit\.fluxcd\.io|helm\.toolkit\.fluxcd\.io|argoproj\.io)\//m;

/** Whether `files` (workspace-relative) may define a source to render (the files read count against the reader's total). */
export function mayRender(reader: FileReader, files: readonly string[]): boolean {
  if (files.some((f) => SOURCE_FILES.has(basename(f)))) return true;
  for (const f of files) {
    if (!/\.ya?ml$/.test(f)) continue;
    const got = reader.read(f);
    if ('text' in got && CONTROLLER_API.test(got.text)) return true;
  }
  return false;
}
