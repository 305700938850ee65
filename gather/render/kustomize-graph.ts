// The kustomization directories of a tree and what each one includes: the
// directories its resources, bases and components name (for discovery: a
// directory another kustomization includes is not rendered alone), and any
// local reference that leaves the tree. kustomize's root-only load restrictor
// keeps files inside a kustomization's directory, but a base directory may be
// anywhere on disk: a source whose build reaches such a reference is not
// rendered, so no tool reads a directory outside the repository's copy.

import { posix } from 'node:path';
import { KUSTOMIZATION_FILES } from './context.ts';
import { list, treePath, under } from './fields.ts';
import { type RepoTree, readTreeText } from './tree.ts';
import { parseValuesText } from './values.ts';

export interface KustomizationNode {
  file: string;
  /** Tree directories it includes that hold a kustomization. */
  includes: string[];
  /** The first local reference that leaves the tree. */
  escape?: { ref: string; line: number };
  component: boolean;
}

function isRemote(ref: string): boolean {
  return (
    ref.includes('://') ||
    /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(ref) ||
    /^[^/]+@[^/]+:/.test(ref)
  );
}

function lineOfText(text: string, needle: string): number {
  const i = text.indexOf(needle);
  return i < 0 ? 1 : text.slice(0, i).split('\n').length;
}

/** Every kustomization directory of the tree ('' the top), read once. */
export function kustomizationGraph(tree: RepoTree): Map<string, KustomizationNode> {
  const dirs = new Map<string, string>();
  for (const f of tree.files) {
    if (!KUSTOMIZATION_FILES.includes(posix.basename(f))) continue;
    const dir = posix.dirname(f) === '.' ? '' : posix.dirname(f);
    if (!dirs.has(dir)) dirs.set(dir, f);
  }
  const graph = new Map<string, KustomizationNode>();
  for (const [dir, file] of dirs) {
    const text = readTreeText(tree, file) ?? '';
    const k = parseValuesText(text);
    const node: KustomizationNode = { file, includes: [], component: k?.kind === 'Component' };
    for (const field of ['resources', 'bases', 'components']) {
      for (const r of list(k ?? {}, field)) {
        if (typeof r !== 'string' || isRemote(r)) continue;
        const p = treePath(r, dir);
        if (p === null) node.escape ??= { ref: r, line: lineOfText(text, r) };
        else if (dirs.has(p)) node.includes.push(p);
      }
    }
    graph.set(dir, node);
  }
  return graph;
}

/**
 * The first reference out of the tree a build of `dir` reaches (through the
 * kustomizations it includes; a directory without one: every kustomization
 * under it, as Flux's generated kustomization includes them), or null.
 */
export function escapeFrom(
  graph: ReadonlyMap<string, KustomizationNode>,
  dirs: readonly string[],
): { file: string; line: number; ref: string } | null {
  const seen = new Set<string>();
  const stack: string[] = [];
  for (const d of dirs) {
    if (graph.has(d)) stack.push(d);
    else for (const k of graph.keys()) if (under(d, k)) stack.push(k);
  }
  for (;;) {
    const d = stack.pop();
    if (d === undefined) return null;
    if (seen.has(d)) continue;
    seen.add(d);
    const node = graph.get(d)!;
    if (node.escape) return { file: node.file, line: node.escape.line, ref: node.escape.ref };
    stack.push(...node.includes);
  }
}

/** The directories a build of `dirs` reads: each, and the kustomizations reachable from it (a directory without one: those under it). */
export function reachable(
  graph: ReadonlyMap<string, KustomizationNode>,
  dirs: readonly string[],
): Set<string> {
  const seen = new Set<string>(dirs);
  const stack: string[] = [];
  for (const d of dirs) {
    if (graph.has(d)) stack.push(d);
    else for (const k of graph.keys()) if (under(d, k)) stack.push(k);
  }
  for (;;) {
    const d = stack.pop();
    if (d === undefined) return seen;
    if (seen.has(d) && !dirs.includes(d)) continue;
    seen.add(d);
    for (const i of graph.get(d)?.includes ?? []) if (!seen.has(i)) stack.push(i);
  }
}
