// The part of Go's text/template (with the sprig functions Argo CD loads,
// argo-cd applicationset/utils/utils.go) an ApplicationSet template is
// evaluated with here: actions made of field chains (`.a.b`), string and
// number literals, pipelines (`x | f`), and the functions `index`, `lower`,
// `upper`, `trim`, `trimPrefix`, `trimSuffix`, `replace`, `normalize` and
// `default`. Anything else (other functions, parentheses, variables, control
// structures, a missing key printed) throws NotEvaluated, so the generator is
// named as not rendered rather than guessed.

import { isObject, type JsonValue } from '../../core/index.ts';
import { goString, NotEvaluated, type Params, sanitizeName, TemplateFails } from './appset-params.ts';

/** A field a map does not have: text/template passes it to a function as nil, and prints `<no value>` (not done here). */
const MISSING = Symbol('missing');
type Value = JsonValue | typeof MISSING;

/** The value at a field chain (`.a.b`; `.` is the whole set). */
function field(p: Params, chain: string): Value {
  if (chain === '.') return p;
  let v: JsonValue = p;
  for (const k of chain.slice(1).split('.')) {
    if (!isObject(v)) throw new NotEvaluated(chain);
    if (!Object.hasOwn(v, k)) return MISSING;
    v = v[k];
  }
  return v;
}

/** The words of a command: field chains, quoted strings, numbers, names; null when it holds anything else. */
function words(command: string): string[] | null {
  const re = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|\.[\w.]*|[A-Za-z_]\w*|-?\d+(?:\.\d+)?)(?=\s|$)/y;
  const out: string[] = [];
  let pos = 0;
  while (command.slice(pos).trim() !== '') {
    re.lastIndex = pos;
    const m = re.exec(command);
    if (m === null) return null;
    out.push(m[1]);
    pos = re.lastIndex;
  }
  return out;
}

/** The commands of a pipeline (split at `|` outside quotes). */
function commands(expr: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = '';
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (quote) {
      cur += c;
      if (c === '\\' && quote === '"') cur += expr[++i] ?? '';
      else if (c === quote) quote = '';
    } else if (c === '"' || c === '`') {
      quote = c;
      cur += c;
    } else if (c === '|') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function operand(word: string, p: Params): Value {
  if (word.startsWith('.')) return field(p, word);
  if (word.startsWith('"')) return JSON.parse(word) as string;
  if (word.startsWith('`')) return word.slice(1, -1);
  if (/^-?\d/.test(word)) return Number(word);
  throw new NotEvaluated(word);
}

/** sprig's `empty`: nil, false, 0, "", an empty list or map. */
function empty(v: Value): boolean {
  if (v === MISSING || v === null || v === false || v === 0 || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}

function text(v: Value, expr: string): string {
  if (typeof v !== 'string') throw new NotEvaluated(expr);
  return v;
}

/** A function of the supported set applied to its arguments (the piped value last). */
function call(name: string, args: Value[], expr: string): Value {
  const want = (n: number) => {
    if (args.length !== n) throw new NotEvaluated(expr);
  };
  switch (name) {
    case 'lower':
      want(1);
      return text(args[0], expr).toLowerCase();
    case 'upper':
      want(1);
      return text(args[0], expr).toUpperCase();
    case 'trim':
      want(1);
      return text(args[0], expr).replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/gu, '');
    case 'trimPrefix': {
      want(2);
      const [prefix, s] = [text(args[0], expr), text(args[1], expr)];
      return s.startsWith(prefix) ? s.slice(prefix.length) : s;
    }
    case 'trimSuffix': {
      want(2);
      const [suffix, s] = [text(args[0], expr), text(args[1], expr)];
      return suffix !== '' && s.endsWith(suffix) ? s.slice(0, -suffix.length) : s;
    }
    case 'replace': {
      want(3);
      const old = text(args[0], expr);
      if (old === '') throw new NotEvaluated(expr);
      return text(args[2], expr).split(old).join(text(args[1], expr));
    }
    case 'normalize':
      want(1);
      return sanitizeName(text(args[0], expr));
    case 'default':
      want(2);
      return empty(args[1]) ? args[0] : args[1];
    case 'index': {
      if (args.length < 2) throw new NotEvaluated(expr);
      let v = args[0];
      for (const k of args.slice(1)) {
        if (Array.isArray(v) && typeof k === 'number' && Number.isInteger(k) && k >= 0 && k < v.length)
          v = v[k];
        else if (isObject(v) && typeof k === 'string') v = Object.hasOwn(v, k) ? v[k] : MISSING;
        else throw new NotEvaluated(expr);
      }
      return v;
    }
    default:
      throw new NotEvaluated(expr);
  }
}

/** The value of one action's pipeline. */
function evaluate(expr: string, p: Params): Value {
  let piped: Value | undefined;
  for (const command of commands(expr)) {
    const w = words(command.trim());
    if (w === null || w.length === 0) throw new NotEvaluated(expr);
    if (/^[A-Za-z_]/.test(w[0])) {
      const args = w.slice(1).map((x) => operand(x, p));
      if (piped !== undefined) args.push(piped);
      piped = call(w[0], args, expr);
    } else {
      if (piped !== undefined || w.length !== 1) throw new NotEvaluated(expr);
      piped = operand(w[0], p);
    }
  }
  if (piped === undefined) throw new NotEvaluated(expr);
  return piped;
}

/** A Go template of actions the reader evaluates (`{{- ... -}}` trimming too); anything else throws NotEvaluated. */
export function fillGo(source: string, p: Params): string {
  if (!source.includes('{{')) return source;
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    if (open < 0) {
      out += source.slice(i);
      break;
    }
    let before = source.slice(i, open);
    const close = source.indexOf('}}', open + 2);
    // text/template cannot parse an action that never closes: the controller fails on the field.
    if (close < 0) throw new TemplateFails(`unclosed action in ${JSON.stringify(source)} (text/template)`);
    let expr = source.slice(open + 2, close);
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
    const v = evaluate(expr, p);
    // text/template prints a missing key or a nil as `<no value>`: not guessed here.
    if (v === MISSING || v === null) throw new NotEvaluated(expr);
    out += goString(v);
    i = close + 2;
    if (trimRight) while (i < source.length && /\s/.test(source[i])) i++;
  }
  return out;
}
