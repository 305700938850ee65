// Which sources a change touches, decided before any tool runs: a changed file
// is the source's own manifest, lies under the source's path or under a
// directory its kustomizations read (kustomize-graph.ts: the kustomizations it
// includes and its components, transitively), is one of its values files, or
// holds a ConfigMap or Secret a Flux substituteFrom / valuesFrom reads.
// A source the change does not touch is not rendered at all.

import { treePath, under } from './fields.ts';
import { type KustomizationNode, reachable } from './kustomize-graph.ts';
import type { RenderSource } from './types.ts';

/** The tree directories whose files a render of `s` may read. */
export function sourceDirs(s: RenderSource, graph: ReadonlyMap<string, KustomizationNode>): string[] {
  if (s.plan === null || s.elsewhere) return [];
  if (s.plan.tool !== 'kustomize') return [s.path];
  const dirs = [s.plan.dir];
  for (const c of s.plan.edits.components ?? []) {
    const p = treePath(c, s.plan.dir);
    if (p !== null) dirs.push(p);
  }
  return [...reachable(graph, dirs)];
}

/** Whether the changed files touch source `s` (false only when no file its render reads changed). */
export function touchesSource(
  s: RenderSource,
  changed: ReadonlySet<string>,
  graph: ReadonlyMap<string, KustomizationNode>,
): boolean {
  if (changed.has(s.file) || s.inputs?.some((f) => changed.has(f))) return true;
  if (s.plan?.tool === 'helm' && s.plan.values.files.some((f) => changed.has(f.path))) return true;
  const dirs = sourceDirs(s, graph);
  for (const f of changed) if (dirs.some((d) => under(d, f))) return true;
  return false;
}
