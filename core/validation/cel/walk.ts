// x-kubernetes-validations rules run over a custom resource as apiextensions-apiserver
// does (pkg/apiserver/schema/cel/validation.go): per schema node, its rules with
// `self` (and `oldSelf` for transition rules, only when a correlated old value
// exists), then allOf's rules, then items and fields; a false rule gives the
// error its reason names, worded with message / messageExpression / the rule.
// Ratcheting: a rule without oldSelf keeps no error when the value (or its nearest
// correlated ancestor) is unchanged.
//
// This module and the evaluator stay out of what core imports statically (the
// playground's bundle): the API, CLI and Action register `celValidation`
// (cel/index.ts) with useCelEngine.

import { deepEqual, isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import { type Correlated, correlateIndex, oldMapItem } from '../crd/correlate.ts';
import { formatCheck } from '../crd/formats.ts';
import type { CelValidation } from '../crd/rules.ts';
import type { RuleSpec, SchemaNode } from '../crd/schema.ts';
import { duplicate, type FieldError, forbidden, invalid, required } from '../errors.ts';
import { child, index, key } from '../path.ts';

/** The outcome of evaluating a rule: its boolean, or the evaluator's error text. */
export type RuleOutcome = { value: boolean } | { error: string };
/** The outcome of a messageExpression: its string, or why it has none. */
export type MessageOutcome = { text: string } | { error: string };

export interface CompiledRule {
  /** The rule refers to `oldSelf` (a transition rule). */
  usesOldSelf: boolean;
  /** Evaluates the rule on `self` (a value of the node's schema) and `oldSelf` (transition rules). */
  evaluate(self: JsonValue, oldSelf: JsonValue | undefined): RuleOutcome;
  /** The messageExpression's text (absent when the rule has none). */
  message?(self: JsonValue, oldSelf: JsonValue | undefined): MessageOutcome;
}

/** A CEL implementation: compiles a rule of a schema node once. */
export interface CelEngine {
  compile(rule: RuleSpec, schema: SchemaNode, root: boolean): CompiledRule | { compileError: string };
}

type Compiled = CompiledRule | { compileError: string };
const compiledRules = new WeakMap<SchemaNode, { engine: CelEngine; rules: Compiled[] }>();

/** The node's rules compiled by `engine`, once per schema node (so once per CRD). */
function rulesOf(engine: CelEngine, n: SchemaNode, root: boolean): Compiled[] {
  const c = compiledRules.get(n);
  if (c !== undefined && c.engine === engine) return c.rules;
  const rules = n.rules.map((r) => {
    try {
      return engine.compile(r, n, root);
    } catch (e) {
      return { compileError: e instanceof Error ? e.message : String(e) };
    }
  });
  compiledRules.set(n, { engine, rules });
  return rules;
}

function trimmed(s: string): string {
  return s.trim();
}

/** The rule's message, or "failed rule: <rule>". */
function ruleText(r: RuleSpec): string {
  return r.message !== undefined && r.message.length > 0 ? trimmed(r.message) : trimmed(r.rule);
}

/** A rule's fieldPath (`.spec.x`, `.a['b.c']`) as field.Path's child text. */
function normalizedFieldPath(fp: string): string {
  let out = '';
  const re = /\.([A-Za-z_][A-Za-z0-9_-]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]/gy;
  re.lastIndex = 0;
  let last = 0;
  for (let m = re.exec(fp); m !== null; m = re.exec(fp)) {
    last = re.lastIndex;
    if (m[1] !== undefined) out = out === '' ? m[1] : `${out}.${m[1]}`;
    else if (m[2] !== undefined) out = out === '' ? m[2] : `${out}.${m[2]}`;
    else out = `${out}[${m[3]}]`;
  }
  return last === fp.length ? out : fp.replace(/^\./, '');
}

function errorFor(
  path: string,
  value: JsonValue | { omit: true },
  detail: string,
  reason: string | undefined,
): FieldError {
  switch (reason) {
    case 'FieldValueForbidden':
      return forbidden(path, detail);
    case 'FieldValueRequired':
      return required(path, detail);
    case 'FieldValueDuplicate':
      return { ...duplicate(path, null), value };
    default:
      return { ...invalid(path, null, detail), value };
  }
}

/** Runs the rules of `n` and below over `v`; `old` the oldSelf correlation, `ratchetOld` schema ratcheting's. */
class CelValidator {
  readonly errors: FieldError[] = [];
  /** Rules that do not compile (such a CRD is refused at creation): left out, named in the note. */
  readonly uncompiled = new Set<string>();
  constructor(
    private readonly engine: CelEngine,
    private readonly update: boolean,
  ) {}

  validate(
    n: SchemaNode,
    v: JsonValue,
    path: string,
    old: Correlated,
    ratchet: { old: Correlated; parentEqual: boolean },
    root = false,
  ): void {
    if (v === null || !n.hasRules) return;
    const unchanged = ratchet.old !== undefined ? deepEqual(v, ratchet.old) : ratchet.parentEqual;
    if (n.rules.length > 0) this.rules(n, v, path, old, unchanged, root);
    for (const a of n.allOf)
      this.validate(a, v, path, old, { old: undefined, parentEqual: ratchet.parentEqual });
    if (Array.isArray(v)) {
      if (n.items === null || !n.items.hasRules) return;
      for (let i = 0; i < v.length; i++) {
        const item = v[i] as JsonValue;
        const oldItem = n.listType === 'map' ? oldMapItem(n, item, old) : undefined;
        const r = { old: correlateIndex(n, item, ratchet.old), parentEqual: unchanged };
        this.validate(n.items, item, index(path, i), oldItem, r);
      }
    } else if (isObject(v)) {
      for (const k of Object.keys(v)) {
        const val = ownValue(v, k) as JsonValue;
        const p = n.properties.get(k);
        const sub = p ?? (n.additional || null);
        if (sub === null || !sub.hasRules) continue;
        const oldV = isObject(old) ? ownValue(old, k) : undefined;
        const typeMeta = root && (k === 'apiVersion' || k === 'kind');
        const r = typeMeta
          ? { old: undefined, parentEqual: false }
          : { old: isObject(ratchet.old) ? ownValue(ratchet.old, k) : undefined, parentEqual: unchanged };
        this.validate(sub, val, p !== undefined ? child(path, k) : key(path, k), oldV, r);
      }
    }
  }

  private rules(
    n: SchemaNode,
    v: JsonValue,
    path: string,
    old: Correlated,
    unchanged: boolean,
    root: boolean,
  ): void {
    const field = path === '' ? '<nil>' : path;
    const typeName = n.type;
    const compiled = rulesOf(this.engine, n, root);
    compiled.forEach((c, i) => {
      const rule = n.rules[i] as RuleSpec;
      if (rule.rule.trim() === '') return;
      if ('compileError' in c) {
        this.uncompiled.add(
          `${JSON.stringify(rule.rule)} at ${field} does not compile (${c.compileError}); the API server refuses such a CRD at creation`,
        );
        return;
      }
      // Transition rules run only where an old value correlates, unless optionalOldSelf.
      if (c.usesOldSelf && old === undefined && rule.optionalOldSelf !== true) return;
      const out = c.evaluate(v, c.usesOldSelf ? old : undefined);
      if ('error' in out) {
        const detail = out.error.startsWith('no such overload')
          ? `'${out.error}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleText(rule)}`
          : `${out.error} evaluating rule: ${ruleText(rule)}`;
        this.errors.push(invalid(field, typeName, detail));
        return;
      }
      if (out.value) return;
      if (!c.usesOldSelf && this.update && unchanged) return;
      const at =
        rule.fieldPath !== undefined && rule.fieldPath !== ''
          ? child(path, normalizedFieldPath(rule.fieldPath))
          : field;
      let detail: string | null = null;
      if (c.message !== undefined) {
        const m = c.message(v, c.usesOldSelf ? old : undefined);
        if ('text' in m) detail = m.text;
      }
      if (detail === null)
        detail =
          rule.message !== undefined && rule.message.length > 0
            ? trimmed(rule.message)
            : `failed rule: ${ruleText(rule)}`;
      const value: JsonValue | { omit: true } =
        n.type === 'object' || n.type === 'array' ? { omit: true } : v;
      this.errors.push(errorFor(at, value, detail, rule.reason));
    });
  }
}

/** messageExpression's checks on its string (validation.go evalMessageExpression). */
export function messageOf(s: unknown): MessageOutcome {
  if (typeof s !== 'string') return { error: 'messageExpression failed to convert to string' };
  const t = s.trim();
  if (t.length > 5 * 1024) return { error: 'messageExpression beyond allowable length of 5120' };
  if (t.includes('\n')) return { error: 'messageExpression should not contain line breaks' };
  if (t.length === 0) return { error: 'messageExpression should evaluate to a non-empty string' };
  return { text: t };
}

/** The x-kubernetes-validations pass over a custom resource, on `engine`. */
export function celValidationWith(engine: CelEngine): CelValidation {
  return {
    formatCheck,
    validate(schema: SchemaNode, obj: JsonObject, old: JsonObject | undefined) {
      const v = new CelValidator(engine, old !== undefined);
      v.validate(schema, obj, '', old, { old, parentEqual: false }, true);
      return { errors: v.errors, skipped: [...v.uncompiled] };
    },
  };
}
