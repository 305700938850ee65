// Argo CD ApplicationSets (argoproj.io/v1alpha1) expanded into Applications as
// the applicationset-controller does (argo-cd applicationset/controllers/
// template/template.go GenerateApplications, generators/*.go): each generator
// gives parameter sets (git directories and files over this repository,
// appset-git.ts; list elements; matrix and merge over those, appset-combine.ts),
// the template (a generator's own merged over spec.template) is filled in with
// each set, and each Application is rendered as one written by hand, in the
// ApplicationSet's namespace. What the controller would fail on (it then
// changes nothing), what is not expanded (a clusters generator, a goTemplate
// pipeline, templatePatch) and what is not modelled are named at the
// ApplicationSet, never dropped.

import { parseAllDocuments } from 'yaml';
import { isObject, type JsonObject, type JsonValue, MAX_ALIASES } from '../../core/index.ts';
import { KUBECTL_YAML_OPTIONS, scanYaml } from '../../core/yaml/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import { interpolate, matrixParams, mergeParams, selectorTest } from './appset-combine.ts';
import { gitParams } from './appset-git.ts';
import {
  type GeneratorResult,
  MAX_EXPANSION_WORK,
  MAX_PARAM_SETS,
  NotEvaluated,
  type ParamSet,
  type Params,
  setOwn,
  TemplateFails,
  TOO_MANY_SETS,
  TOO_MUCH_WORK,
} from './appset-params.ts';
import { filler, fillStrings } from './appset-template.ts';
import { type DiscoverContext, objectName } from './context.ts';
import { argoSources } from './discover-argo.ts';
import { bool, list, obj, str } from './fields.ts';
import type { AppSetOrigin, RenderSource } from './types.ts';

/** The generator kinds of the ApplicationSet API that read the cluster or a service: never expanded offline. */
const REMOTE: Record<string, string> = {
  clusters:
    'a clusters generator: its clusters are the Argo CD cluster Secrets in the cluster (and in-cluster, unless a Secret replaces it or a selector is set), not in the repository',
  clusterDecisionResource: 'a clusterDecisionResource generator reads a resource in the cluster',
  scmProvider: 'an scmProvider generator reads an SCM service',
  pullRequest: 'a pullRequest generator reads an SCM service',
  plugin: 'a plugin generator calls a plugin service',
};

/** list.go: elements (flat: string values only, `values` a map of strings) and elementsYaml. */
function listParams(body: JsonObject, goTemplate: boolean): GeneratorResult {
  const sets: ParamSet[] = [];
  for (const el of list(body, 'elements')) {
    if (!isObject(el)) return { reason: 'error unmarshling list element: not a map', stops: true };
    if (goTemplate) {
      sets.push({ params: structuredClone(el), inputs: [], config: [] });
      continue;
    }
    const p: Params = {};
    for (const [k, v] of Object.entries(el)) {
      if (k === 'values') {
        if (!isObject(v)) return { reason: 'error parsing values map', stops: true };
        for (const [vk, vv] of Object.entries(v)) {
          if (typeof vv !== 'string')
            return { reason: `error parsing value as string (values.${vk})`, stops: true };
          setOwn(p, `values.${vk}`, vv);
        }
      } else if (typeof v !== 'string')
        return { reason: `error parsing value as string (${k})`, stops: true };
      else setOwn(p, k, v);
    }
    sets.push({ params: p, inputs: [], config: [] });
  }
  const yamlText = str(body, 'elementsYaml');
  if (yamlText) {
    let items: JsonValue;
    try {
      scanYaml(yamlText);
      const doc = parseAllDocuments(yamlText, KUBECTL_YAML_OPTIONS);
      const first = Array.isArray(doc) ? doc[0] : undefined;
      if (first && first.errors.length > 0) throw new Error(first.errors[0].message);
      items = (first?.toJS({ maxAliasCount: MAX_ALIASES }) as JsonValue) ?? null;
    } catch (err) {
      return {
        reason: `error unmarshling decoded ElementsYaml: ${(err as Error).message.split('\n')[0]}`,
        stops: true,
      };
    }
    if (items !== null && !(Array.isArray(items) && items.every((x) => x === null || isObject(x))))
      return { reason: 'error unmarshling decoded ElementsYaml: not a list of maps', stops: true };
    for (const x of items ?? []) sets.push({ params: isObject(x) ? x : {}, inputs: [], config: [] });
  }
  return { sets };
}

/** Expands one generator entry of kind `kind`. */
function expandKind(
  kind: string,
  body: JsonObject,
  ctx: DiscoverContext,
  goTemplate: boolean,
  depth: number,
  expand: (g: JsonObject, inherited: Params | null, depth: number) => GeneratorResult,
): GeneratorResult {
  try {
    return expandOne(kind, body, ctx, goTemplate, depth, expand);
  } catch (err) {
    if (err instanceof TemplateFails) return { reason: err.message, stops: true };
    throw err;
  }
}

function expandOne(
  kind: string,
  body: JsonObject,
  ctx: DiscoverContext,
  goTemplate: boolean,
  depth: number,
  expand: (g: JsonObject, inherited: Params | null, depth: number) => GeneratorResult,
): GeneratorResult {
  if (kind === 'git') return gitParams(body, ctx, goTemplate);
  if (kind === 'list') return listParams(body, goTemplate);
  if (kind === 'matrix' || kind === 'merge') {
    if (depth > 1) return { reason: `a ${kind} generator nested twice is not expanded`, stops: false };
    return kind === 'matrix'
      ? matrixParams(body, goTemplate, depth, expand)
      : mergeParams(body, goTemplate, depth, expand);
  }
  return { reason: REMOTE[kind] ?? `a ${kind} generator is not expanded`, stops: false };
}

/** The parameter sets of one generator entry (its single kind), as a top-level generator of the ApplicationSet. */
export function generatorSets(g: JsonObject, ctx: DiscoverContext, goTemplate: boolean): GeneratorResult {
  const kinds = kindsOf(g);
  if (kinds.length !== 1) return { reason: `${kinds.length} generator kinds in one entry`, stops: true };
  return select(
    g,
    expandKind(kinds[0], g[kinds[0]] as JsonObject, ctx, goTemplate, 0, expander(ctx, goTemplate)),
  );
}

/** The generator kinds an entry names (every field but `selector`). */
function kindsOf(g: JsonObject): string[] {
  return Object.keys(g).filter((k) => k !== 'selector' && isObject(g[k]));
}

/** Transform (generator_spec_processor.go) of one nested generator: interpolated with the inherited parameters, expanded, filtered by its selector. */
function expander(ctx: DiscoverContext, goTemplate: boolean) {
  let work = 0;
  const expand = (raw: JsonObject, inherited: Params | null, depth: number): GeneratorResult => {
    let g = raw;
    work += 1;
    if (inherited !== null && Object.keys(inherited).length > 0) {
      work += nodeCount(raw);
      if (work > MAX_EXPANSION_WORK) return { reason: TOO_MUCH_WORK, stops: false };
      try {
        g = interpolate(raw, inherited, goTemplate);
      } catch (err) {
        if (err instanceof TemplateFails) return { reason: err.message, stops: true };
        if (!(err instanceof NotEvaluated)) throw err;
        return { reason: `goTemplate: {{${err.message}}} is not evaluated`, stops: false };
      }
    }
    const kinds = kindsOf(g);
    if (kinds.length === 0) return { reason: 'child generator generated no parameters', stops: true };
    if (kinds.length > 1)
      return { reason: 'found more than one generator in matrix.Generators', stops: true };
    const got = select(g, expandKind(kinds[0], g[kinds[0]] as JsonObject, ctx, goTemplate, depth, expand));
    if ('sets' in got) work += got.sets.length;
    if (work > MAX_EXPANSION_WORK) return { reason: TOO_MUCH_WORK, stops: false };
    return got;
  };
  return expand;
}

const nodeCounts = new WeakMap<JsonObject, number>();

/** The values in a generator (what templating it costs), counted once per generator object. */
function nodeCount(g: JsonObject): number {
  const known = nodeCounts.get(g);
  if (known !== undefined) return known;
  let n = 0;
  const walk = (v: JsonValue): void => {
    n++;
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (isObject(v)) for (const x of Object.values(v)) walk(x);
  };
  walk(g);
  nodeCounts.set(g, n);
  return n;
}

/** The sets a generator's selector keeps. */
function select(g: JsonObject, got: GeneratorResult): GeneratorResult {
  if ('reason' in got) return got;
  const test = selectorTest(g);
  if (test === null) return got;
  if (typeof test === 'string') return { reason: `error parsing label selector: ${test}`, stops: true };
  return { sets: got.sets.filter((s) => test(s.params)) };
}

function isEmpty(v: JsonValue | undefined): boolean {
  return (
    v === undefined ||
    v === null ||
    v === '' ||
    v === false ||
    v === 0 ||
    (Array.isArray(v) && v.length === 0) ||
    (isObject(v) && Object.keys(v).length === 0)
  );
}

/** mergo.Merge(generatorTemplate, spec.template): the generator's own template, its empty fields taken from the ApplicationSet's. */
function mergeTemplate(own: JsonObject, base: JsonObject): JsonObject {
  const out = structuredClone(own);
  for (const [k, b] of Object.entries(base)) {
    const o = Object.hasOwn(out, k) ? out[k] : undefined;
    if (isObject(o) && isObject(b)) setOwn(out, k, mergeTemplate(o, b));
    else if (isEmpty(o)) setOwn(out, k, structuredClone(b));
  }
  return out;
}

/** Argo CD's finalizers that make deleting an Application delete its objects (types.go isPropagationPolicyFinalizer). */
export const RESOURCES_FINALIZERS = [
  'resources-finalizer.argocd.argoproj.io',
  'resources-finalizer.argocd.argoproj.io/foreground',
  'resources-finalizer.argocd.argoproj.io/background',
];

/** What of an ApplicationSet decides the fate of an Application it no longer generates. */
function setPolicy(set: JsonObject, spec: JsonObject): Omit<AppSetOrigin, 'set' | 'role'> {
  return {
    applicationsSync: str(spec, 'syncPolicy', 'applicationsSync') ?? '',
    preserveResourcesOnDeletion: bool(spec, 'syncPolicy', 'preserveResourcesOnDeletion') === true,
    setFinalizer: list(set, 'metadata', 'finalizers').includes(RESOURCES_FINALIZERS[0]),
  };
}

/**
 * A generated Application's part: its finalizers as the controller sets them (applicationset/utils/utils.go
 * RenderTemplateParams: the template's own, else the resources finalizer unless preserveResourcesOnDeletion)
 * and its `Delete=` sync option.
 */
function generatedOrigin(
  set: string,
  app: JsonObject,
  policy: Omit<AppSetOrigin, 'set' | 'role'>,
): AppSetOrigin {
  const own = list(app, 'metadata', 'finalizers').filter((f): f is string => typeof f === 'string');
  const finalizers =
    own.length > 0 ? own : policy.preserveResourcesOnDeletion ? [] : [RESOURCES_FINALIZERS[0]];
  const option = list(app, 'spec', 'syncPolicy', 'syncOptions')
    .filter((o): o is string => typeof o === 'string')
    .map((o) => o.trim())
    .find((o) => o.startsWith('Delete='));
  return {
    set,
    role: 'generated',
    ...policy,
    finalizers,
    ...(option !== undefined ? { deleteOption: option.slice('Delete='.length) } : {}),
  };
}

/** Notes each generated source carries for what the ApplicationSet asks that the preview does not model. */
function setNotes(spec: JsonObject): string[] {
  const notes: string[] = [];
  const sync = str(spec, 'syncPolicy', 'applicationsSync');
  if (sync === 'create-only' || sync === 'create-delete')
    notes.push(
      `ApplicationSet syncPolicy.applicationsSync ${sync}: an Application that exists is not updated; previewed as the template gives it`,
    );
  if (str(spec, 'strategy', 'type') === 'RollingSync')
    notes.push(
      'ApplicationSet strategy RollingSync: the Applications are synced step by step (not previewed)',
    );
  if (list(spec, 'ignoreApplicationDifferences').length > 0)
    notes.push(
      'ApplicationSet ignoreApplicationDifferences: the fields it names keep their value in the cluster (not previewed)',
    );
  return notes;
}

/** The sources of the Applications an ApplicationSet entry generates (and the generators not expanded). */
export function applicationSetSources(e: ManifestEntry, ctx: DiscoverContext): RenderSource[] {
  const set = e.intent!;
  const spec = obj(set, 'spec') ?? {};
  const setName = objectName(set);
  const goTemplate = bool(spec, 'goTemplate') === true;
  const template = obj(spec, 'template') ?? {};
  const policy = setPolicy(set, spec);
  // role null: a placeholder that says nothing of what the set generates.
  const notRendered = (reason: string, role: 'skipped' | null = 'skipped'): RenderSource => ({
    kind: 'argocd-application',
    name: `${setName} (ApplicationSet)`,
    file: e.file,
    line: e.line,
    path: '',
    applier: 'argocd',
    plan: null,
    notRendered: reason,
    notes: [],
    ...(role !== null ? { applicationSet: { set: setName, role, reason, ...policy } } : {}),
  });
  // What the controller fails on: it then creates, updates and deletes nothing.
  const fails = (reason: string): RenderSource => ({
    ...notRendered(`the ApplicationSet controller generates no Application: ${reason}`, null),
    applicationSet: { set: setName, role: 'fails', reason, ...policy },
  });
  if (str(spec, 'templatePatch') !== undefined) return [notRendered('templatePatch is not applied')];
  const expand = expander(ctx, goTemplate);
  const skipped: RenderSource[] = [];
  const apps: { app: JsonObject; set: ParamSet }[] = [];
  for (const g of list(spec, 'generators')) {
    if (!isObject(g)) continue;
    // CheckInvalidGenerators: the controller only logs an entry of no kind it knows, and it generates nothing.
    if (kindsOf(g).length === 0)
      skipped.push(
        notRendered(
          `a generator of no kind (${Object.keys(g).join(', ') || 'empty'}) generates nothing`,
          null,
        ),
      );
    for (const kind of kindsOf(g)) {
      const body = g[kind] as JsonObject;
      const got = select(g, expandKind(kind, body, ctx, goTemplate, 0, expand));
      if ('reason' in got) {
        if (got.stops) return [fails(got.reason)];
        skipped.push(notRendered(got.reason));
        continue;
      }
      if (apps.length + got.sets.length > MAX_PARAM_SETS) return [notRendered(TOO_MANY_SETS)];
      const own = obj(body, 'template');
      const tpl = own ? mergeTemplate(own, template) : template;
      try {
        for (const s of got.sets) {
          const filled =
            Object.keys(s.params).length === 0
              ? structuredClone(tpl)
              : fillStrings(tpl, filler(goTemplate, s.params));
          if (isObject(filled)) apps.push({ app: filled, set: s });
        }
      } catch (err) {
        if (err instanceof TemplateFails) return [fails(err.message)];
        if (!(err instanceof NotEvaluated)) throw err;
        skipped.push(notRendered(`goTemplate: {{${err.message}}} is not evaluated`));
      }
    }
  }
  // validateGeneratedApplications: an Application with no name, or a name two share, is not made.
  const count = new Map<string, number>();
  for (const { app } of apps) {
    const n = str(app, 'metadata', 'name') ?? '';
    count.set(n, (count.get(n) ?? 0) + 1);
  }
  const out: RenderSource[] = [];
  const notes = setNotes(spec);
  for (const [n, c] of count) {
    if (n === '')
      skipped.push(
        notRendered(
          `ApplicationSet ${str(set, 'metadata', 'name') ?? ''} contains an application with no name`,
        ),
      );
    else if (c > 1)
      skipped.push(
        notRendered(
          `ApplicationSet ${str(set, 'metadata', 'name') ?? ''} contains applications with duplicate name: ${n}`,
        ),
      );
  }
  for (const {
    app,
    set: { inputs, config },
  } of apps) {
    const n = str(app, 'metadata', 'name') ?? '';
    if (n === '' || (count.get(n) ?? 0) > 1) continue;
    const meta = obj(app, 'metadata') ?? {};
    app.metadata = { ...meta, namespace: str(set, 'metadata', 'namespace') ?? 'default' };
    app.apiVersion = 'argoproj.io/v1alpha1';
    app.kind = 'Application';
    const generated: ManifestEntry = { file: e.file, document: e.document, line: e.line, intent: app };
    const origin = generatedOrigin(setName, app, policy);
    for (const s of argoSources(generated, ctx)) {
      s.notes.push(`generated by ApplicationSet ${setName}`, ...notes);
      s.applicationSet = origin;
      if (inputs.length > 0) s.inputs = [...(s.inputs ?? []), ...inputs];
      if (config.length > 0) s.configFiles = config;
      out.push(s);
    }
  }
  return [...out, ...skipped];
}
