// Where a render failed, from the tool's own message: kustomize names files by
// absolute path (`evalsymlink failure on '/tmp/.../x.yaml'`), relative to the
// kustomization (`in File: cm.yaml`) or not at all (`invalid Kustomization:
// yaml: line 2: ...`, about the kustomization file being built); helm names
// templates as `<chart name>/templates/x.yaml:7:15` and values files as given
// (`open values-prod.yaml: no such file or directory`). The message is made
// tree-relative; the file is the first named path that is in the tree, else the
// fallback (the kustomization, or the line of the source that names a missing file).

import { posix } from 'node:path';

export interface ToolErrorContext {
  /** Absolute path of the tree's top, and of any edited copy mapped back to its directory. */
  roots: { abs: string; rel: string }[];
  /** The directory rendered (tree-relative): base of paths the tool gives relative to it. */
  dir: string;
  /** Helm: the chart's name, the first segment of the template paths helm prints. */
  chartName?: string;
  files: ReadonlySet<string>;
  /** Where the error goes when the message names no file of the tree. */
  fallback: { file: string; line: number };
  /** A path named but not in the tree -> where the source names it (a values file entry). */
  missing?: (path: string) => { file: string; line: number } | undefined;
}

const PATH_TOKEN = /[\w./@+-]*[\w-]+\.(?:ya?ml|json|tpl|txt)(?::(\d+))?(?::\d+)?/g;

/** The message in one or a few lines, paths tree-relative, without helm's debugging hint. */
export function cleanMessage(message: string, roots: ToolErrorContext['roots']): string {
  let m = message.replace(/\n*Use --debug flag to render out invalid YAML\s*$/, '').trim();
  m = m.replace(/^(Error|error): /, '');
  for (const r of [...roots].sort((a, b) => b.abs.length - a.abs.length)) {
    m = m
      .split(`${r.abs}/`)
      .join(r.rel === '' ? '' : `${r.rel}/`)
      .split(r.abs)
      .join(r.rel || '.');
  }
  return m.replace(/\n\s+/g, ' ').replace(/\n/g, '; ');
}

/** The file and line a tool's message names, and the message as shown. */
export function locateToolError(
  raw: string,
  ctx: ToolErrorContext,
): { file: string; line: number; message: string } {
  const message = cleanMessage(raw, ctx.roots);
  const yamlLine = /\byaml: line (\d+)/.exec(message);
  let missing: { file: string; line: number } | undefined;
  for (const m of message.matchAll(PATH_TOKEN)) {
    const token = m[0].replace(/(:\d+)+$/, '');
    const line = m[1] !== undefined ? Number(m[1]) : yamlLine ? Number(yamlLine[1]) : 1;
    for (const candidate of candidates(token, ctx)) {
      if (ctx.files.has(candidate)) return { file: candidate, line, message };
    }
    missing ??= ctx.missing?.(posix.normalize(token));
  }
  if (missing) return { ...missing, message };
  const line = yamlLine ? Number(yamlLine[1]) : ctx.fallback.line;
  return { file: ctx.fallback.file, line, message };
}

function candidates(token: string, ctx: ToolErrorContext): string[] {
  const out: string[] = [];
  const t = token.replace(/^\.\//, '');
  out.push(t);
  if (ctx.chartName && t.startsWith(`${ctx.chartName}/`)) {
    const rest = t.slice(ctx.chartName.length + 1);
    out.push(ctx.dir === '' ? rest : `${ctx.dir}/${rest}`);
  }
  if (ctx.dir !== '') out.push(posix.normalize(`${ctx.dir}/${t}`));
  return out;
}
