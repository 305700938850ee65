// ApplicationSet parameters as the applicationset-controller makes them
// (argo-cd applicationset/generators/git.go, applicationset/utils/map.go):
// the `path` parameters of a directory or file, a file's object flattened
// into `a.b.c` keys, Go's `%v` of a value; the types the generators share.

import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';

/** The most parameter sets (Applications) one ApplicationSet is expanded into: a matrix multiplies, and a pull request's files are untrusted. */
export const MAX_PARAM_SETS = 5000;

/** The most work (generators expanded, strings templated, sets made) one ApplicationSet's expansion may take. */
export const MAX_EXPANSION_WORK = 1_000_000;

/** Why an ApplicationSet bigger than that is not expanded. */
export const TOO_MANY_SETS = `it generates more than ${MAX_PARAM_SETS} Applications: not expanded`;

/** Why an ApplicationSet whose expansion takes more than MAX_EXPANSION_WORK is not expanded. */
export const TOO_MUCH_WORK = `expanding its generators takes more than ${MAX_EXPANSION_WORK} steps: not expanded`;

/** A flat (fasttemplate) parameter set, or goTemplate's nested one. */
export type Params = JsonObject;

/** A parameter set, the repository files it was read from (a change to one touches its Application), and those of them that are configuration, not manifests. */
export interface ParamSet {
  params: Params;
  inputs: string[];
  config: string[];
}

/** The inputs and configuration files of two sets combined. */
export function joinFiles(a: ParamSet, b: ParamSet): { inputs: string[]; config: string[] } {
  return {
    inputs: [...new Set([...a.inputs, ...b.inputs])],
    config: [...new Set([...a.config, ...b.config])],
  };
}

/** What a generator gives: parameter sets; or why it is not expanded, `stops` when the controller itself fails on it (then the ApplicationSet changes nothing). */
export type GeneratorResult = { sets: ParamSet[] } | { reason: string; stops: boolean };

/** A Go template expression this reader does not evaluate (a function it does not know, a missing key printed). */
export class NotEvaluated extends Error {}

/** A template the controller fails on (fasttemplate: a `{{` with no `}}` after it). */
export class TemplateFails extends Error {}

/** An own property set on a plain object (`__proto__` is an ordinary key). */
export function setOwn(o: JsonObject, k: string, v: JsonValue): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Argo CD's utils.SanitizeName: lower case, other characters as `-`, at most 253, `-` and `.` trimmed at the ends. */
export function sanitizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^-a-z0-9.]/g, '-')
    .slice(0, 253)
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** Go's `%v` of a float64 (strconv 'g', shortest): `%e` form when the exponent is below -4 or 6 and above (`1e+06`). */
function goFloat(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mantissa, expText] = n.toExponential().split('e');
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const abs = Math.abs(exp);
    return `${mantissa}e${exp < 0 ? '-' : '+'}${abs < 10 ? '0' : ''}${abs}`;
  }
  return String(n);
}

/** Go's `fmt.Sprintf("%v", v)` of a value read from JSON or YAML (numbers are float64). */
export function goString(v: JsonValue): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v === null) return '<nil>';
  if (Array.isArray(v)) return `[${v.map(goString).join(' ')}]`;
  const keys = Object.keys(v).sort();
  return `map[${keys.map((k) => `${k}:${goString(v[k])}`).join(' ')}]`;
}

/** jeremywohl/flatten DotStyle: nested maps and lists as `a.b.0` keys (an empty map or list gives none), leaves as Go's `%v`. */
export function flattenParams(o: JsonValue, prefix = '', out: Params = {}): Params {
  if (isObject(o) || Array.isArray(o)) {
    const entries: [string, JsonValue][] = Array.isArray(o)
      ? o.map((x, i) => [String(i), x])
      : Object.entries(o);
    for (const [k, v] of entries) {
      const key = prefix === '' ? k : `${prefix}.${k}`;
      if (isObject(v) || Array.isArray(v)) flattenParams(v, key, out);
      else setOwn(out, key, goString(v));
    }
  }
  return out;
}

/**
 * The `path` parameters of a directory (git directories generator) or of a
 * file in it (git files generator: `filename`, `filenameNormalized` too), under
 * `pathParamPrefix` when set.
 */
export function pathParams(
  dir: string,
  file: string | null,
  prefix: string,
  goTemplate: boolean,
  into: Params,
): void {
  const segments = dir.split('/');
  const basename = segments[segments.length - 1];
  if (goTemplate) {
    const p: Params = { path: dir, basename };
    if (file !== null) p.filename = file;
    p.basenameNormalized = sanitizeName(basename);
    if (file !== null) p.filenameNormalized = sanitizeName(file);
    p.segments = segments;
    if (prefix === '') setOwn(into, 'path', p);
    else setOwn(into, prefix, { path: p });
    return;
  }
  const name = prefix === '' ? 'path' : `${prefix}.path`;
  setOwn(into, name, dir);
  setOwn(into, `${name}.basename`, basename);
  if (file !== null) setOwn(into, `${name}.filename`, file);
  setOwn(into, `${name}.basenameNormalized`, sanitizeName(basename));
  if (file !== null) setOwn(into, `${name}.filenameNormalized`, sanitizeName(file));
  segments.forEach((s, i) => {
    if (s !== '') setOwn(into, `${name}[${i}]`, s);
  });
}
