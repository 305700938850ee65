// A pod's scheduling constraints as kubernetes/kubernetes v1.35
// pkg/apis/core/validation/validation.go checks them: affinity (validateAffinity,
// ValidateNodeSelector, ValidateNodeSelectorRequirement, ValidatePreferredSchedulingTerms,
// validatePodAffinityTerm with validateMatchLabelKeysAndMismatchLabelKeys), tolerations
// (ValidateTolerations) and topology spread (validateTopologySpreadConstraints). For a
// new object the options that keep invalid stored values are off: label values in a
// required node selector term and in selectors are checked.

import type { JsonObject, JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { validateNamespaceName } from './objectmeta.ts';
import { child, index } from './path.ts';
import { intAt, listAt, objectAt, objects, stringAt, valueAt } from './read.ts';
import { validateLabelSelector } from './selector.ts';
import { isDNS1123Subdomain, isLabelValue, isQualifiedName } from './strings.ts';

/** unversionedvalidation.ValidateLabelName: a qualified name. */
function labelName(name: string, path: string, errs: FieldError[]): void {
  for (const m of isQualifiedName(name)) errs.push(invalid(path, name, m));
}

function strings(list: JsonValue[]): string[] {
  return list.map((v) => (typeof v === 'string' ? v : ''));
}

function nodeSelectorRequirement(
  rq: JsonObject,
  checkValues: boolean,
  path: string,
  errs: FieldError[],
): void {
  const op = stringAt(rq, 'operator');
  const values = strings(listAt(rq, 'values'));
  const vp = child(path, 'values');
  switch (op) {
    case 'In':
    case 'NotIn':
      if (values.length === 0)
        errs.push(required(vp, "must be specified when `operator` is 'In' or 'NotIn'"));
      break;
    case 'Exists':
    case 'DoesNotExist':
      if (values.length > 0)
        errs.push(forbidden(vp, "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"));
      break;
    case 'Gt':
    case 'Lt':
      if (values.length !== 1)
        errs.push(required(vp, "must be specified single value when `operator` is 'Lt' or 'Gt'"));
      break;
    default:
      errs.push(invalid(child(path, 'operator'), op, 'not a valid selector operator'));
  }
  labelName(stringAt(rq, 'key'), child(path, 'key'), errs);
  if (checkValues)
    values.forEach((v, i) => {
      for (const m of isLabelValue(v)) errs.push(invalid(index(vp, i), v, m));
    });
}

function nodeFieldRequirement(rq: JsonObject, path: string, errs: FieldError[]): void {
  const op = stringAt(rq, 'operator');
  const values = strings(listAt(rq, 'values'));
  if (op === 'In' || op === 'NotIn') {
    if (values.length !== 1)
      errs.push(
        required(
          child(path, 'values'),
          "must be only one value when `operator` is 'In' or 'NotIn' for node field selector",
        ),
      );
  } else errs.push(invalid(child(path, 'operator'), op, 'not a valid selector operator'));
  const key = stringAt(rq, 'key');
  if (key !== 'metadata.name') errs.push(invalid(child(path, 'key'), key, 'not a valid field selector key'));
  else
    values.forEach((v, i) => {
      for (const m of isDNS1123Subdomain(v)) errs.push(invalid(index(child(path, 'values'), i), v, m));
    });
}

function nodeSelectorTerm(term: JsonObject, checkValues: boolean, path: string, errs: FieldError[]): void {
  for (const [j, rq] of objects(listAt(term, 'matchExpressions')))
    nodeSelectorRequirement(rq, checkValues, index(child(path, 'matchExpressions'), j), errs);
  for (const [j, rq] of objects(listAt(term, 'matchFields')))
    nodeFieldRequirement(rq, index(child(path, 'matchFields'), j), errs);
}

function weight(o: JsonObject, path: string, errs: FieldError[]): void {
  const w = intAt(o, 'weight') ?? 0;
  if (w <= 0 || w > 100) errs.push(invalid(child(path, 'weight'), w, 'must be in the range 1-100'));
}

function nodeAffinity(na: JsonObject, path: string, errs: FieldError[]): void {
  const req = objectAt(na, 'requiredDuringSchedulingIgnoredDuringExecution');
  if (req !== undefined) {
    const tp = child(path, 'requiredDuringSchedulingIgnoredDuringExecution', 'nodeSelectorTerms');
    const terms = listAt(req, 'nodeSelectorTerms');
    if (terms.length === 0) errs.push(required(tp, 'must have at least one node selector term'));
    for (const [i, term] of objects(terms)) nodeSelectorTerm(term, true, index(tp, i), errs);
  }
  const pp = child(path, 'preferredDuringSchedulingIgnoredDuringExecution');
  for (const [i, pref] of objects(listAt(na, 'preferredDuringSchedulingIgnoredDuringExecution'))) {
    weight(pref, index(pp, i), errs);
    // Preferred terms always allow invalid label values upstream.
    nodeSelectorTerm(objectAt(pref, 'preference') ?? {}, false, child(index(pp, i), 'preference'), errs);
  }
}

function labelKeys(keys: string[], sel: JsonObject | undefined, path: string, errs: FieldError[]): void {
  if (keys.length === 0) return;
  if (sel === undefined) {
    errs.push(forbidden(path, 'must not be specified when labelSelector is not set'));
    return;
  }
  keys.forEach((k, i) => {
    labelName(k, index(path, i), errs);
  });
}

function podAffinityTerm(term: JsonObject, path: string, errs: FieldError[]): void {
  const sel = objectAt(term, 'labelSelector');
  errs.push(...validateLabelSelector(sel, child(path, 'labelSelector')));
  errs.push(...validateLabelSelector(objectAt(term, 'namespaceSelector'), child(path, 'namespaceSelector')));
  // Go names each namespace's error on `namespace`, singular.
  for (const ns of strings(listAt(term, 'namespaces')))
    for (const m of validateNamespaceName(ns, false)) errs.push(invalid(child(path, 'namespace'), ns, m));
  const match = strings(listAt(term, 'matchLabelKeys'));
  const mismatch = strings(listAt(term, 'mismatchLabelKeys'));
  labelKeys(match, sel, child(path, 'matchLabelKeys'), errs);
  labelKeys(mismatch, sel, child(path, 'mismatchLabelKeys'), errs);
  if (sel !== undefined) {
    const seen = new Set(Object.keys(objectAt(sel, 'matchLabels') ?? {}));
    for (const [, e] of objects(listAt(sel, 'matchExpressions'))) {
      const k = stringAt(e, 'key');
      const i = match.indexOf(k);
      // Go indexes the parent path here, not matchLabelKeys (validateMatchLabelKeysAndMismatchLabelKeys).
      if (i >= 0 && seen.has(k))
        errs.push(invalid(index(path, i), k, 'exists in both matchLabelKeys and labelSelector'));
      seen.add(k);
    }
  }
  match.forEach((k, i) => {
    if (mismatch.includes(k))
      errs.push(
        invalid(
          index(child(path, 'matchLabelKeys'), i),
          k,
          'exists in both matchLabelKeys and mismatchLabelKeys',
        ),
      );
  });
  const key = stringAt(term, 'topologyKey');
  if (key === '') errs.push(required(child(path, 'topologyKey'), 'can not be empty'));
  labelName(key, child(path, 'topologyKey'), errs);
}

function podAffinity(pa: JsonObject, path: string, errs: FieldError[]): void {
  const rp = child(path, 'requiredDuringSchedulingIgnoredDuringExecution');
  for (const [i, term] of objects(listAt(pa, 'requiredDuringSchedulingIgnoredDuringExecution')))
    podAffinityTerm(term, index(rp, i), errs);
  const pp = child(path, 'preferredDuringSchedulingIgnoredDuringExecution');
  for (const [i, w] of objects(listAt(pa, 'preferredDuringSchedulingIgnoredDuringExecution'))) {
    weight(w, index(pp, i), errs);
    podAffinityTerm(objectAt(w, 'podAffinityTerm') ?? {}, child(index(pp, i), 'podAffinityTerm'), errs);
  }
}

/** validateAffinity. */
export function validateAffinity(spec: JsonObject, path: string, errs: FieldError[]): void {
  const a = objectAt(spec, 'affinity');
  if (a === undefined) return;
  const na = objectAt(a, 'nodeAffinity');
  if (na !== undefined) nodeAffinity(na, child(path, 'nodeAffinity'), errs);
  const pa = objectAt(a, 'podAffinity');
  if (pa !== undefined) podAffinity(pa, child(path, 'podAffinity'), errs);
  const anti = objectAt(a, 'podAntiAffinity');
  if (anti !== undefined) podAffinity(anti, child(path, 'podAntiAffinity'), errs);
}

const TAINT_EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];
const TOLERATION_OPERATORS = ['Equal', 'Exists'];

/** ValidateTolerations. */
export function validateTolerations(list: JsonValue[], path: string, errs: FieldError[]): void {
  for (const [i, t] of objects(list)) {
    const p = index(path, i);
    const key = stringAt(t, 'key');
    const op = stringAt(t, 'operator');
    const value = stringAt(t, 'value');
    const effect = stringAt(t, 'effect');
    if (key !== '') labelName(key, child(p, 'key'), errs);
    if (key === '' && op !== 'Exists')
      errs.push(
        invalid(
          child(p, 'operator'),
          op,
          'operator must be Exists when `key` is empty, which means "match all values and all keys"',
        ),
      );
    const seconds = valueAt(t, 'tolerationSeconds');
    if (seconds !== undefined && seconds !== null && effect !== 'NoExecute')
      errs.push(
        invalid(child(p, 'effect'), effect, "effect must be 'NoExecute' when `tolerationSeconds` is set"),
      );
    if (op === 'Equal' || op === '') {
      const msgs = isLabelValue(value);
      if (msgs.length > 0) errs.push(invalid(child(p, 'operator'), value, msgs.join(';')));
    } else if (op === 'Exists') {
      if (value !== '')
        errs.push(invalid(child(p, 'operator'), value, "value must be empty when `operator` is 'Exists'"));
    } else errs.push(notSupported(child(p, 'operator'), op, TOLERATION_OPERATORS));
    if (effect !== '' && !TAINT_EFFECTS.includes(effect))
      errs.push(notSupported(child(p, 'effect'), effect, TAINT_EFFECTS));
  }
}

const WHEN_UNSATISFIABLE = ['DoNotSchedule', 'ScheduleAnyway'];
const NODE_INCLUSION_POLICIES = ['Honor', 'Ignore'];
const NOT_POSITIVE = 'must be greater than zero';

/** validateTopologySpreadConstraints. */
export function validateTopologySpread(list: JsonValue[], path: string, errs: FieldError[]): void {
  const entries = [...objects(list)];
  entries.forEach(([i, c], n) => {
    const p = index(path, i);
    const skew = intAt(c, 'maxSkew') ?? 0;
    if (skew <= 0) errs.push(invalid(child(p, 'maxSkew'), skew, NOT_POSITIVE));
    const key = stringAt(c, 'topologyKey');
    if (key === '') errs.push(required(child(p, 'topologyKey'), 'can not be empty'));
    const when = stringAt(c, 'whenUnsatisfiable');
    if (!WHEN_UNSATISFIABLE.includes(when))
      errs.push(notSupported(child(p, 'whenUnsatisfiable'), when, WHEN_UNSATISFIABLE));
    for (const [, rest] of entries.slice(n + 1))
      if (stringAt(rest, 'topologyKey') === key && stringAt(rest, 'whenUnsatisfiable') === when) {
        errs.push({
          type: 'FieldValueDuplicate',
          field: child(p, '{topologyKey, whenUnsatisfiable}'),
          value: `{${key}, ${when}}`,
          detail: '',
        });
        break;
      }
    const min = intAt(c, 'minDomains');
    if (min !== null) {
      if (min <= 0) errs.push(invalid(child(p, 'minDomains'), min, NOT_POSITIVE));
      if (when !== 'DoNotSchedule')
        errs.push(
          invalid(
            child(p, 'minDomains'),
            min,
            `can only use minDomains if whenUnsatisfiable=DoNotSchedule, not ${when}`,
          ),
        );
    }
    for (const k of ['nodeAffinityPolicy', 'nodeTaintsPolicy']) {
      const v = valueAt(c, k);
      if (typeof v === 'string' && !NODE_INCLUSION_POLICIES.includes(v))
        errs.push(notSupported(child(p, k), v, NODE_INCLUSION_POLICIES));
    }
    const sel = objectAt(c, 'labelSelector');
    const keys = strings(listAt(c, 'matchLabelKeys'));
    if (keys.length > 0) {
      const mp = child(p, 'matchLabelKeys');
      const selKeys = new Set<string>();
      if (sel !== undefined) {
        for (const k of Object.keys(objectAt(sel, 'matchLabels') ?? {})) selKeys.add(k);
        for (const [, e] of objects(listAt(sel, 'matchExpressions'))) selKeys.add(stringAt(e, 'key'));
      } else errs.push(forbidden(mp, 'must not be specified when labelSelector is not set'));
      keys.forEach((k, j) => {
        labelName(k, index(mp, j), errs);
        if (selKeys.has(k))
          errs.push(invalid(index(mp, j), k, 'exists in both matchLabelKeys and labelSelector'));
      });
    }
    errs.push(...validateLabelSelector(sel, child(p, 'labelSelector')));
  });
}
