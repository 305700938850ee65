// ApplicationSet parameters as the applicationset-controller makes and uses
// them (argo-cd applicationset/generators/git.go, value_interpolation.go,
// applicationset/utils/utils.go and map.go): the `path` parameters of a
// directory or file, a file's object flattened into `a.b.c` keys, a
// generator's `values`, Go's `%v` of a value, and the template filled in with
// fasttemplate's `{{key}}` or Go template field references (`{{.a.b}}`,
// `{{index .a.b n}}`). A Go template doing more throws NotEvaluated.

import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';

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

/** A Go template expression this reader does not evaluate (a pipeline, a function, a missing key). */
export class NotEvaluated extends Error {}

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

/** A template the controller fails on (fasttemplate: a `{{` with no `}}` after it). */
export class TemplateFails extends Error {}

/**
 * fasttemplate as Argo CD runs it (utils.go Replace): a string with no
 * `{{...}}` on one line is left as it is; otherwise each `{{ key }}` is
 * replaced by a string parameter and any other tag left as written, and a
 * `{{` with no `}}` after it is an error.
 */
export function fillFlat(text: string, p: Params): string {
  if (!/\{\{[^\n]*\}\}/.test(text)) return text;
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf('{{', i);
    if (open < 0) return out + text.slice(i);
    const close = text.indexOf('}}', open + 2);
    if (close < 0)
      throw new TemplateFails(`invalid template: cannot find end tag "}}" in ${JSON.stringify(text)}`);
    out += text.slice(i, open);
    const tag = text.slice(open + 2, close);
    const key = tag.trim();
    const v = key !== '' && Object.hasOwn(p, key) ? p[key] : undefined;
    out += typeof v === 'string' ? v : `{{${tag}}}`;
    i = close + 2;
  }
}

/** The value at a Go template field chain (`.a.b`), or undefined when a key is missing. */
function field(p: Params, chain: string): JsonValue | undefined {
  let v: JsonValue | undefined = p;
  if (chain === '.') return v;
  for (const k of chain.slice(1).split('.')) v = isObject(v) && Object.hasOwn(v, k) ? v[k] : undefined;
  return v;
}

/** Go's text/template printing of a value (fmt.Sprint). */
function goPrint(v: JsonValue): string {
  return goString(v);
}

/** A Go template made only of field references (`{{.a.b}}`, `{{index .a.b n}}`, `{{- ... -}}` trimming); anything else throws NotEvaluated. */
export function fillGo(text: string, p: Params): string {
  if (!text.includes('{{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{{', i);
    if (open < 0) {
      out += text.slice(i);
      break;
    }
    let before = text.slice(i, open);
    const close = text.indexOf('}}', open + 2);
    if (close < 0) throw new NotEvaluated(text.slice(open));
    let expr = text.slice(open + 2, close);
    let trimRight = false;
    if (/^-\s/.test(expr)) {
      before = before.replace(/\s+$/, '');
      expr = expr.slice(1);
    }
    if (/\s-$/.test(expr)) {
      trimRight = true;
      expr = expr.slice(0, -1);
    }
    expr = expr.trim();
    out += before;
    const index = /^index\s+(\.[\w.]*)\s+(\d+)$/.exec(expr);
    const chain = index ? index[1] : /^\.(?:[\w]+(?:\.[\w]+)*)?$/.test(expr) ? expr : null;
    if (chain === null) throw new NotEvaluated(expr);
    let v = field(p, chain);
    if (index) v = Array.isArray(v) ? v[Number(index[2])] : undefined;
    if (v === undefined) throw new NotEvaluated(expr);
    out += goPrint(v);
    i = close + 2;
    if (trimRight) while (i < text.length && /\s/.test(text[i])) i++;
  }
  return out;
}

/** Every string of `v` (keys too) through `f`: Argo CD templates each string of the template and of a generator. */
export function fillStrings(v: JsonValue, f: (s: string) => string): JsonValue {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => fillStrings(x, f));
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) setOwn(out, f(k), fillStrings(x, f));
    return out;
  }
  return v;
}

/** The filler of a template string for a parameter set. */
export function filler(goTemplate: boolean, p: Params): (s: string) => string {
  return goTemplate ? (s) => fillGo(s, p) : (s) => fillFlat(s, p);
}

/** value_interpolation.go appendTemplatedValues: a generator's `values`, templated with its parameters, as `values.key` (goTemplate: a `values` map). */
export function addValues(values: JsonObject | undefined, p: Params, goTemplate: boolean): void {
  if (values === undefined) return;
  const fill = filler(goTemplate, p);
  const done: Params = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v !== 'string') continue;
    setOwn(done, k, fill(v));
  }
  if (Object.keys(done).length === 0) return;
  if (goTemplate) setOwn(p, 'values', done);
  else for (const [k, v] of Object.entries(done)) setOwn(p, `values.${k}`, v);
}

/** Deep copy of parameters. */
export function copyParams(p: Params): Params {
  return structuredClone(p);
}
