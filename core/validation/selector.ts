// Label selectors (metav1.LabelSelector) as the validators check and apply them:
// k8s.io/apimachinery v0.35.0 pkg/apis/meta/v1/validation ValidateLabelSelector, and
// LabelSelectorAsSelector's conversion (pkg/apis/meta/v1/helpers.go) to match labels.

import { isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { type FieldError, forbidden, invalid, required } from './errors.ts';
import { validateLabels } from './objectmeta.ts';
import { child, index } from './path.ts';
import { listAt, objectAt, objects, stringAt } from './read.ts';
import { isLabelValue, isQualifiedName } from './strings.ts';

/** ValidateLabelSelector: matchLabels as labels, each expression's operator, key and values. */
export function validateLabelSelector(sel: JsonObject | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (sel === undefined) return errs;
  errs.push(...validateLabels(ownValue(sel, 'matchLabels'), child(path, 'matchLabels')));
  for (const [i, expr] of objects(listAt(sel, 'matchExpressions'))) {
    const p = index(child(path, 'matchExpressions'), i);
    const op = stringAt(expr, 'operator');
    const values = listAt(expr, 'values');
    if (op === 'In' || op === 'NotIn') {
      if (values.length === 0)
        errs.push(required(child(p, 'values'), "must be specified when `operator` is 'In' or 'NotIn'"));
    } else if (op === 'Exists' || op === 'DoesNotExist') {
      if (values.length > 0)
        errs.push(
          forbidden(child(p, 'values'), "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"),
        );
    } else errs.push(invalid(child(p, 'operator'), op, 'not a valid selector operator'));
    const k = stringAt(expr, 'key');
    for (const m of isQualifiedName(k)) errs.push(invalid(child(p, 'key'), k, m));
    values.forEach((v, j) => {
      if (typeof v === 'string')
        for (const m of isLabelValue(v)) errs.push(invalid(index(child(p, 'values'), j), v, m));
    });
  }
  return errs;
}

/** What LabelSelectorAsSelector gives: nothing (nil), everything (no terms), a matcher, or an error. */
export type Selector =
  | { kind: 'nothing' }
  | { kind: 'everything' }
  | { kind: 'match'; test: (labels: JsonObject) => boolean }
  | { kind: 'error' };

function labelOf(labels: JsonObject, k: string): string | undefined {
  const v = ownValue(labels, k);
  return typeof v === 'string' ? v : undefined;
}

export function asSelector(sel: JsonObject | undefined): Selector {
  if (sel === undefined) return { kind: 'nothing' };
  const matchLabels = objectAt(sel, 'matchLabels') ?? {};
  const exprs = listAt(sel, 'matchExpressions');
  const terms: ((labels: JsonObject) => boolean)[] = [];
  for (const k of Object.keys(matchLabels)) {
    const want = matchLabels[k];
    if (typeof want !== 'string' || isQualifiedName(k).length > 0 || isLabelValue(want).length > 0)
      return { kind: 'error' };
    terms.push((l) => labelOf(l, k) === want);
  }
  for (const e of exprs) {
    if (!isObject(e)) return { kind: 'error' };
    const k = stringAt(e, 'key');
    const op = stringAt(e, 'operator');
    const values = listAt(e, 'values').filter((v): v is string => typeof v === 'string');
    if (isQualifiedName(k).length > 0) return { kind: 'error' };
    if (values.some((v) => isLabelValue(v).length > 0)) return { kind: 'error' };
    switch (op) {
      case 'In':
        if (values.length === 0) return { kind: 'error' };
        terms.push((l) => {
          const v = labelOf(l, k);
          return v !== undefined && values.includes(v);
        });
        break;
      case 'NotIn':
        if (values.length === 0) return { kind: 'error' };
        terms.push((l) => {
          const v = labelOf(l, k);
          return v === undefined || !values.includes(v);
        });
        break;
      case 'Exists':
        if (values.length > 0) return { kind: 'error' };
        terms.push((l) => labelOf(l, k) !== undefined);
        break;
      case 'DoesNotExist':
        if (values.length > 0) return { kind: 'error' };
        terms.push((l) => labelOf(l, k) === undefined);
        break;
      default:
        return { kind: 'error' };
    }
  }
  if (terms.length === 0) return { kind: 'everything' };
  return { kind: 'match', test: (l) => terms.every((t) => t(l)) };
}

/** selector.Matches(labels): nothing matches no labels, everything matches all. */
export function selectorMatches(s: Selector, labels: JsonValue | undefined): boolean {
  if (s.kind === 'nothing' || s.kind === 'error') return false;
  if (s.kind === 'everything') return true;
  return s.test(isObject(labels) ? labels : {});
}

/** The number of terms (matchLabels + matchExpressions): 0 is an empty selector. */
export function selectorTerms(sel: JsonObject): number {
  return Object.keys(objectAt(sel, 'matchLabels') ?? {}).length + listAt(sel, 'matchExpressions').length;
}
