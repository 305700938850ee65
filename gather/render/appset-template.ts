// ApplicationSet templates filled in with a parameter set as the
// applicationset-controller fills them (argo-cd applicationset/utils/utils.go
// Render.Replace, generators/value_interpolation.go): fasttemplate's
// `{{key}}`, or Go templates (appset-gotemplate.ts); every string of a
// template, keys too; a generator's `values`.

import { isObject, type JsonObject, type JsonValue } from '../../core/index.ts';
import { fillGo } from './appset-gotemplate.ts';
import { type Params, setOwn, TemplateFails } from './appset-params.ts';

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
