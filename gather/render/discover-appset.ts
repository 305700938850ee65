// Argo CD ApplicationSets (argoproj.io/v1alpha1) expanded into Applications as
// the ApplicationSet controller does (argo-cd applicationset/generators/git.go,
// list.go, applicationset/utils/utils.go): a git directory generator over this
// repository gives one parameter set per directory its `directories` globs
// match (`exclude: true` entries remove), a list generator one per element;
// the template is filled in with `{{path}}`, `{{path.basename}}`,
// `{{path[n]}}`, an element's keys (or, with goTemplate, `{{.path.path}}`,
// `{{.path.basename}}`, `{{index .path.segments n}}`, `{{.key}}`), and each
// Application is rendered as one written by hand, in the ApplicationSet's
// namespace. Other generators are sources not rendered, with the reason.

import { posix } from 'node:path';
import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import { type DiscoverContext, isThisRepo, objectName } from './context.ts';
import { argoSources } from './discover-argo.ts';
import { bool, list, obj, str } from './fields.ts';
import type { RenderSource } from './types.ts';

/** A flat (fasttemplate) parameter set, or goTemplate's nested one. */
type Params = JsonObject;

/** A Go `path.Match` pattern as a RegExp: `*` and `?` stay inside one segment, `[...]` classes. */
function globRegExp(pattern: string): RegExp | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) return null;
      const body = pattern.slice(i + 1, end);
      out += body.startsWith('^') ? `[^${body.slice(1)}]` : `[${body}]`;
      i = end;
    } else if (c === '\\' && i + 1 < pattern.length) {
      out += `\\${pattern[++i]}`;
    } else out += c.replace(/[.+^${}()|\]\\]/g, '\\$&');
  }
  try {
    return new RegExp(`^${out}$`);
  } catch {
    return null;
  }
}

/** Every directory of the tree (each ancestor of a file), top excluded, hidden ones left out. */
function treeDirectories(files: Iterable<string>): string[] {
  const dirs = new Set<string>();
  for (const f of files) {
    let d = posix.dirname(f);
    while (d !== '.' && !dirs.has(d)) {
      dirs.add(d);
      d = posix.dirname(d);
    }
  }
  return [...dirs].filter((d) => !d.split('/').some((s) => s.startsWith('.'))).sort();
}

/** Argo CD's utils.SanitizeName: lower case, runs of other characters as `-`, trimmed. */
function sanitizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^-a-z0-9.]/g, '-')
    .slice(0, 253)
    .replace(/^[-.]+|[-.]+$/g, '');
}

function directoryParams(dir: string, goTemplate: boolean): Params {
  const segments = dir.split('/');
  const basename = segments[segments.length - 1];
  if (goTemplate)
    return {
      path: { path: dir, basename, basenameNormalized: sanitizeName(basename), segments },
    };
  const p: Params = {
    path: dir,
    'path.basename': basename,
    'path.basenameNormalized': sanitizeName(basename),
  };
  segments.forEach((s, i) => {
    p[`path[${i}]`] = s;
  });
  return p;
}

/** A list element as parameters: flat, with a `values` map as `values.key` (list.go). */
function elementParams(el: JsonObject, goTemplate: boolean): Params {
  if (goTemplate) return el;
  const p: Params = {};
  for (const [k, v] of Object.entries(el)) {
    if (k === 'values' && isObject(v)) {
      for (const [vk, vv] of Object.entries(v)) if (typeof vv === 'string') p[`values.${vk}`] = vv;
    } else if (typeof v === 'string') p[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') p[k] = String(v);
  }
  return p;
}

/** `{{ key }}` replaced by the flat parameter (an unknown one left as it is, as fasttemplate does). */
function fillFlat(text: string, p: Params): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, key: string) => {
    const v = Object.hasOwn(p, key) ? p[key] : undefined;
    return typeof v === 'string' ? v : whole;
  });
}

class NotCheap extends Error {}

/** A Go template made only of field references (`{{.a.b}}`, `{{index .a.b n}}`); anything else throws NotCheap. */
function fillGo(text: string, p: Params): string {
  return text.replace(/\{\{-?\s*([^{}]*?)\s*-?\}\}/g, (_, expr: string) => {
    const index = /^index\s+(\.[\w.]+)\s+(\d+)$/.exec(expr);
    const field = index ? index[1] : /^\.[\w.]+$/.test(expr) ? expr : null;
    if (field === null) throw new NotCheap(expr);
    let v: JsonValue | undefined = p;
    for (const k of field.slice(1).split('.')) v = isObject(v) && Object.hasOwn(v, k) ? v[k] : undefined;
    if (index) v = Array.isArray(v) ? v[Number(index[2])] : undefined;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw new NotCheap(expr);
  });
}

/** The template with every string filled in. */
function fill(v: JsonValue, f: (s: string) => string): JsonValue {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => fill(x, f));
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, f(k), {
        value: fill(x, f),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return v;
}

/** What a generator gives: parameter sets, or why it is not rendered. */
function generatorParams(
  g: JsonObject,
  ctx: DiscoverContext,
  goTemplate: boolean,
): { params: Params[] } | { reason: string } {
  const git = obj(g, 'git');
  if (git) {
    if (list(git, 'files').length > 0) return { reason: 'a git files generator is not expanded' };
    if (!isThisRepo(ctx, str(git, 'repoURL')))
      return { reason: `its git generator reads ${str(git, 'repoURL')}, not this repository` };
    const include: RegExp[] = [];
    const exclude: RegExp[] = [];
    for (const d of list(git, 'directories')) {
      const pattern = str(d, 'path');
      if (pattern === undefined) continue;
      const re = globRegExp(pattern);
      if (re === null) return { reason: `git directories path ${pattern} is not a valid pattern` };
      (bool(d, 'exclude') === true ? exclude : include).push(re);
    }
    const dirs = treeDirectories(ctx.fileSet).filter(
      (d) => include.some((r) => r.test(d)) && !exclude.some((r) => r.test(d)),
    );
    if (str(git, 'pathParamPrefix')) return { reason: 'git pathParamPrefix is not expanded' };
    return { params: dirs.map((d) => directoryParams(d, goTemplate)) };
  }
  const listGen = obj(g, 'list');
  if (listGen) {
    if (str(listGen, 'elementsYaml')) return { reason: 'a list generator with elementsYaml is not expanded' };
    return {
      params: list(listGen, 'elements')
        .filter(isObject)
        .map((el) => elementParams(el, goTemplate)),
    };
  }
  const kind = Object.keys(g).find((k) => k !== 'selector' && k !== 'values') ?? 'empty';
  return { reason: `a ${kind} generator is not expanded` };
}

/** The sources of the Applications an ApplicationSet entry generates (and the generators not expanded). */
export function applicationSetSources(e: ManifestEntry, ctx: DiscoverContext): RenderSource[] {
  const set = e.intent!;
  const spec = obj(set, 'spec') ?? {};
  const setName = objectName(set);
  const goTemplate = bool(spec, 'goTemplate') === true;
  const template = obj(spec, 'template') ?? {};
  const notRendered = (reason: string): RenderSource => ({
    kind: 'argocd-application',
    name: `${setName} (ApplicationSet)`,
    file: e.file,
    line: e.line,
    path: '',
    applier: 'argocd',
    plan: null,
    notRendered: reason,
    notes: [],
  });
  const out: RenderSource[] = [];
  for (const g of list(spec, 'generators')) {
    if (!isObject(g)) continue;
    const got = generatorParams(g, ctx, goTemplate);
    if ('reason' in got) {
      out.push(notRendered(got.reason));
      continue;
    }
    for (const p of got.params) {
      let app: JsonValue;
      try {
        app = fill(template, goTemplate ? (s) => fillGo(s, p) : (s) => fillFlat(s, p));
      } catch (err) {
        if (!(err instanceof NotCheap)) throw err;
        out.push(notRendered(`goTemplate: {{${err.message}}} is not evaluated`));
        break;
      }
      if (!isObject(app)) continue;
      const meta = obj(app, 'metadata') ?? {};
      app.metadata = { ...meta, namespace: str(set, 'metadata', 'namespace') ?? 'default' };
      app.apiVersion = 'argoproj.io/v1alpha1';
      app.kind = 'Application';
      const generated: ManifestEntry = { file: e.file, document: e.document, line: e.line, intent: app };
      for (const s of argoSources(generated, ctx)) {
        s.notes.push(`generated by ApplicationSet ${setName}`);
        out.push(s);
      }
    }
  }
  return out;
}
