// HorizontalPodAutoscaler (autoscaling/v1 and v2), create and update: the replica
// bounds, the scale target, metrics and behavior (hpametrics.ts) (kubernetes v1.35 pkg/apis/autoscaling/validation/
// validation.go ValidateHorizontalPodAutoscaler, validateHorizontalPodAutoscalerSpec,
// ValidateCrossVersionObjectReference; HPAScaleToZero is off by default, so
// minReplicas is at least 1 unless the stored object already had 0).

import type { JsonObject } from '../value.ts';
import { type FieldError, invalid, required } from './errors.ts';
import { intOf, intPtr, objOf, strOf } from './fields.ts';
import { validateMetricsAndBehavior, validateV1Target } from './hpametrics.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { pathSegmentName } from './objectmeta.ts';
import type { KindValidator, ValidationContext } from './types.ts';

function refErrors(ref: JsonObject | null): FieldError[] {
  const errs: FieldError[] = [];
  for (const k of ['kind', 'name']) {
    const v = strOf(ref, k);
    const p = `spec.scaleTargetRef.${k}`;
    if (v.length === 0) errs.push(required(p));
    else for (const msg of pathSegmentName(v, false)) errs.push(invalid(p, v, msg));
  }
  return errs;
}

function specErrors(obj: JsonObject, old: JsonObject | null, apiVersion: string): FieldError[] {
  const spec = objOf(obj, 'spec');
  const errs: FieldError[] = [];
  const min = intPtr(spec, 'minReplicas');
  const oldMin = old === null ? null : intPtr(objOf(old, 'spec'), 'minReplicas');
  const lower = oldMin === 0 ? 0 : 1;
  if (min !== null && min < lower)
    errs.push(invalid('spec.minReplicas', min, `must be greater than or equal to ${lower}`));
  const max = intOf(spec, 'maxReplicas');
  if (max < 1) errs.push(invalid('spec.maxReplicas', max, 'must be greater than 0'));
  if (min !== null && max < min)
    errs.push(invalid('spec.maxReplicas', max, 'must be greater than or equal to `minReplicas`'));
  errs.push(...refErrors(objOf(spec, 'scaleTargetRef')));
  if (apiVersion === 'autoscaling/v1') validateV1Target(spec, errs);
  else validateMetricsAndBehavior(spec, errs);
  return errs;
}

export const horizontalPodAutoscalerValidator: KindValidator = {
  scope:
    "ObjectMeta and the rules of HorizontalPodAutoscaler: replica bounds, scaleTargetRef, metrics and behavior; not a scaling rule's beta tolerance",
  create: (ctx: ValidationContext) => [
    ...metaCreate(ctx, 'dns-subdomain'),
    ...specErrors(ctx.obj, null, ctx.apiVersion),
  ],
  update: (ctx: ValidationContext) => [
    ...metaUpdate(ctx),
    ...metaCreate(ctx, 'dns-subdomain'),
    ...specErrors(ctx.obj, ctx.old, ctx.apiVersion),
  ],
};
