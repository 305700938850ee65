// PodDisruptionBudget (policy/v1), create and update: minAvailable and
// maxUnavailable, the selector, unhealthyPodEvictionPolicy (kubernetes v1.35
// pkg/apis/policy/validation/validation.go ValidatePodDisruptionBudget(Spec);
// the generic registry's ObjectMeta check with path-segment names, after the
// strategy's own; policy/v1 allows spec updates).

import type { JsonObject } from '../value.ts';
import { notOver100, positiveIntOrPercent } from './apps.ts';
import { type FieldError, invalid, notSupported } from './errors.ts';
import { objOf, strPtr } from './fields.ts';
import { goLabelSelector, goStruct } from './gostruct.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { validateLabelSelector } from './selector.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const EVICTION_POLICIES = ['AlwaysAllow', 'IfHealthyBudget'];

function specErrors(obj: JsonObject): FieldError[] {
  const spec = objOf(obj, 'spec') ?? {};
  const errs: FieldError[] = [];
  const min = spec.minAvailable;
  const max = spec.maxUnavailable;
  const hasMin = min !== undefined && min !== null;
  const hasMax = max !== undefined && max !== null;
  // Go passes its internal PodDisruptionBudgetSpec by value: json.Marshal writes
  // the Go field names in struct order (MinAvailable, Selector, MaxUnavailable,
  // UnhealthyPodEvictionPolicy), the IntOrStrings and the LabelSelector as JSON.
  if (hasMin && hasMax)
    errs.push(
      invalid(
        'spec',
        goStruct([
          ['MinAvailable', min],
          ['Selector', goLabelSelector(spec.selector)],
          ['MaxUnavailable', max],
          ['UnhealthyPodEvictionPolicy', strPtr(spec, 'unhealthyPodEvictionPolicy') ?? undefined],
        ]),
        'minAvailable and maxUnavailable cannot be both set',
      ),
    );
  if (hasMin) {
    positiveIntOrPercent(min, 'spec.minAvailable', errs);
    notOver100(min, 'spec.minAvailable', errs);
  }
  if (hasMax) {
    positiveIntOrPercent(max, 'spec.maxUnavailable', errs);
    notOver100(max, 'spec.maxUnavailable', errs);
  }
  errs.push(...validateLabelSelector(objOf(spec, 'selector') ?? undefined, 'spec.selector'));
  const policy = strPtr(spec, 'unhealthyPodEvictionPolicy');
  if (policy !== null && !EVICTION_POLICIES.includes(policy))
    errs.push(notSupported('spec.unhealthyPodEvictionPolicy', policy, EVICTION_POLICIES));
  return errs;
}

export const podDisruptionBudgetValidator: KindValidator = {
  scope:
    'ObjectMeta and the rules of PodDisruptionBudget (minAvailable and maxUnavailable, the selector, unhealthyPodEvictionPolicy)',
  // BeforeCreate answers the strategy's errors first, the ObjectMeta check only after them.
  create: (ctx: ValidationContext) => {
    const errs = specErrors(ctx.obj);
    return errs.length > 0 ? errs : metaCreate(ctx, 'path-segment');
  },
  update: (ctx: ValidationContext) => [
    ...metaCreate(ctx, 'path-segment'),
    ...metaUpdate(ctx),
    ...specErrors(ctx.obj),
  ],
};
