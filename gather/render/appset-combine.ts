// The ApplicationSet generators that combine others, and the selector every
// generator may carry, as the applicationset-controller runs them (argo-cd
// applicationset/generators/matrix.go, merge.go, generator_spec_processor.go,
// applicationset/utils/map.go, utils.go RenderGeneratorParams):
// - matrix: exactly two children; the second is templated with each parameter
//   set of the first (its `values` only where the key is known), and each pair
//   combined (goTemplate: merged, the first's values winning; otherwise flat
//   maps whose shared keys must agree);
// - merge: two or more children; the first's sets are the base, each keyed by
//   its `mergeKeys`, and every later child's set with the same key is merged
//   over it (goTemplate deeply); a key two sets of one child share is an error;
// - selector: a label selector over the flattened parameters.

import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';
import { fillGo } from './appset-gotemplate.ts';
import {
  flattenParams,
  type GeneratorResult,
  goString,
  joinFiles,
  MAX_PARAM_SETS,
  NotEvaluated,
  type ParamSet,
  type Params,
  setOwn,
  TOO_MANY_SETS,
} from './appset-params.ts';
import { filler, fillStrings } from './appset-template.ts';
import { list, obj, str } from './fields.ts';

/** Expands one (nested) generator, templated first with `inherited` (the matrix's first child's parameters) when given. */
export type Expand = (g: JsonObject, inherited: Params | null, depth: number) => GeneratorResult;

/** mergo.Merge(dst, src, WithOverride) over parameter maps: maps merged key by key, src winning; an empty src list keeps dst's. */
function mergeOver(dst: Params, src: Params): void {
  for (const [k, s] of Object.entries(src)) {
    const d = Object.hasOwn(dst, k) ? dst[k] : undefined;
    if (isObject(s) && isObject(d)) {
      const copy = structuredClone(d);
      mergeOver(copy, s);
      setOwn(dst, k, copy);
    } else if (Array.isArray(s) && s.length === 0 && d !== undefined) {
    } else setOwn(dst, k, structuredClone(s));
  }
}

/** The generator templated with a parameter set (RenderGeneratorParams): `values` keep what they cannot resolve. */
export function interpolate(g: JsonObject, p: Params, goTemplate: boolean): JsonObject {
  const fill = filler(goTemplate, p);
  const out: JsonObject = {};
  for (const [kind, body] of Object.entries(g)) {
    if (!isObject(body)) {
      setOwn(out, fill(kind), fillStrings(body, fill));
      continue;
    }
    const { values, template, ...rest } = body;
    const done = fillStrings(rest, fill) as JsonObject;
    const resolved: JsonObject = {};
    for (const [k, v] of Object.entries(isObject(values) ? values : {})) {
      if (typeof v !== 'string') continue;
      let r = v;
      try {
        r = goTemplate ? fillGo(v, p) : fill(v);
      } catch (err) {
        if (!(err instanceof NotEvaluated)) throw err;
      }
      setOwn(resolved, k, r);
    }
    if (values !== undefined) setOwn(done, 'values', isObject(values) ? resolved : values);
    if (template !== undefined) setOwn(done, 'template', template);
    setOwn(out, kind, done);
  }
  return out;
}

/** The children of a matrix or merge. */
function children(body: JsonObject): JsonObject[] {
  return list(body, 'generators').filter(isObject);
}

export function matrixParams(
  body: JsonObject,
  goTemplate: boolean,
  depth: number,
  expand: Expand,
): GeneratorResult {
  const gens = children(body);
  if (gens.length < 2)
    return { reason: 'found less than two generators, Matrix support only two', stops: true };
  if (gens.length > 2)
    return { reason: 'found more than two generators, Matrix support only two', stops: true };
  const first = expand(gens[0], null, depth + 1);
  if ('reason' in first) return first;
  const sets: ParamSet[] = [];
  for (const a of first.sets) {
    const second = expand(gens[1], a.params, depth + 1);
    if ('reason' in second) return second;
    if (sets.length + second.sets.length > MAX_PARAM_SETS) return { reason: TOO_MANY_SETS, stops: false };
    for (const b of second.sets) {
      const files = joinFiles(a, b);
      if (goTemplate) {
        const tmp: Params = {};
        mergeOver(tmp, b.params);
        mergeOver(tmp, a.params);
        sets.push({ params: tmp, ...files });
        continue;
      }
      const combined: Params = {};
      for (const [k, v] of Object.entries(a.params)) setOwn(combined, k, goString(v));
      for (const [k, v] of Object.entries(b.params)) {
        const value = goString(v);
        const current = Object.hasOwn(combined, k) ? combined[k] : undefined;
        if (current !== undefined && current !== value)
          return {
            reason: `found duplicate key ${k} with different value, a: ${current} ,b: ${value}`,
            stops: true,
          };
        setOwn(combined, k, value);
      }
      sets.push({ params: combined, ...files });
    }
  }
  return { sets };
}

/** JSON with sorted keys (Go's json.Marshal of a map). */
function keyJson(v: JsonValue | undefined): string {
  if (v === undefined || v === null) return 'null';
  if (Array.isArray(v)) return `[${v.map(keyJson).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${keyJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

function byMergeKey(keys: string[], sets: ParamSet[]): Map<string, ParamSet> | string {
  const out = new Map<string, ParamSet>();
  for (const s of sets) {
    const key: JsonObject = {};
    for (const k of keys) setOwn(key, k, Object.hasOwn(s.params, k) ? s.params[k] : null);
    const text = keyJson(key);
    if (out.has(text))
      return `the parameters from a generator were not unique by the given mergeKeys, Merge requires all param sets to be unique. Duplicate key was ${text}`;
    out.set(text, s);
  }
  return out;
}

export function mergeParams(
  body: JsonObject,
  goTemplate: boolean,
  depth: number,
  expand: Expand,
): GeneratorResult {
  const gens = children(body);
  if (gens.length < 2)
    return { reason: 'found less than two generators, Merge requires two or more', stops: true };
  const all: ParamSet[][] = [];
  for (const g of gens) {
    const got = expand(g, null, depth + 1);
    if ('reason' in got) return got;
    all.push(got.sets);
  }
  const keys = [...new Set(list(body, 'mergeKeys').filter((k): k is string => typeof k === 'string'))];
  if (keys.length === 0)
    return { reason: 'no merge keys were specified, Merge requires at least one', stops: true };
  const base = byMergeKey(keys, all[0]);
  if (typeof base === 'string') return { reason: base, stops: true };
  for (const sets of all.slice(1)) {
    const over = byMergeKey(keys, sets);
    if (typeof over === 'string') return { reason: over, stops: true };
    for (const [k, b] of base) {
      const o = over.get(k);
      if (o === undefined) continue;
      const params = structuredClone(b.params);
      if (goTemplate) mergeOver(params, o.params);
      else for (const [pk, pv] of Object.entries(o.params)) setOwn(params, pk, pv);
      base.set(k, { params, ...joinFiles(b, o) });
    }
  }
  return { sets: [...base.values()] };
}

/** A generator's `selector` (matchLabels, matchExpressions In/NotIn/Exists/DoesNotExist) as a test of a parameter set, or why it is not one. */
export function selectorTest(g: JsonObject): ((p: Params) => boolean) | string | null {
  const sel = obj(g, 'selector');
  if (sel === undefined) return null;
  const tests: ((flat: Params) => boolean)[] = [];
  for (const [k, v] of Object.entries(obj(sel, 'matchLabels') ?? {})) {
    if (typeof v !== 'string') return `selector matchLabels ${k} is not a string`;
    tests.push((f) => Object.hasOwn(f, k) && f[k] === v);
  }
  for (const e of list(sel, 'matchExpressions')) {
    const key = str(e, 'key') ?? '';
    const op = str(e, 'operator') ?? '';
    const values = list(e, 'values').filter((x): x is string => typeof x === 'string');
    const has = (f: Params) => Object.hasOwn(f, key);
    if (op === 'In') tests.push((f) => has(f) && values.includes(String(f[key])));
    else if (op === 'NotIn') tests.push((f) => !has(f) || !values.includes(String(f[key])));
    else if (op === 'Exists') tests.push(has);
    else if (op === 'DoesNotExist') tests.push((f) => !has(f));
    else return `selector operator ${op} is not a valid label selector operator`;
  }
  return (p) => {
    const flat = flattenParams(p);
    return tests.every((t) => t(flat));
  };
}
