// An Argo CD directory source (argo-cd reposerver/repository findManifests): the
// YAML and JSON files of the path (below it too with `recurse`), those matching
// `include` and not `exclude` (globs against the path-relative file name; `{a,b}`
// alternatives), each document an object. A document that is not an object is
// an error at its file and line; the others still render.

import { globToRegExp } from '../glob.ts';
import { parseManifestText } from '../manifests.ts';
import { under } from './fields.ts';
import type { RenderContext, SourceOutput } from './run-context.ts';
import { readTreeText } from './tree.ts';
import type { RenderSource } from './types.ts';

function matcher(pattern: string): ((rel: string) => boolean) | null {
  if (pattern === '') return null;
  const re = globToRegExp(pattern);
  // Argo CD matches the pattern against the path relative to the source path, and a bare name anywhere.
  return (rel) => re.test(rel) || re.test(rel.slice(rel.lastIndexOf('/') + 1));
}

export function renderDirectory(src: RenderSource, ctx: RenderContext): SourceOutput {
  const plan = src.plan;
  if (plan?.tool !== 'directory') throw new Error('renderDirectory: not a directory plan');
  const include = matcher(plan.include);
  const exclude = matcher(plan.exclude);
  const out: SourceOutput = { objects: [], problems: [] };
  for (const f of ctx.tree.files) {
    if (!under(plan.dir, f) || !/\.(ya?ml|json)$/.test(f)) continue;
    const rel = plan.dir === '' ? f : f.slice(plan.dir.length + 1);
    if (!plan.recurse && rel.includes('/')) continue;
    if (include && !include(rel)) continue;
    if (exclude?.(rel)) continue;
    const text = readTreeText(ctx.tree, f);
    if (text === null) continue;
    for (const e of parseManifestText(text, f, false)) {
      if (e.intent) out.objects.push({ object: e.intent, file: f, line: e.line, document: e.document });
      else if (e.error) out.problems.push({ kind: 'error', file: f, line: e.line, message: e.error });
    }
  }
  return out;
}
