// Validation as the API server runs it after defaulting and the strategy's preparation
// (rest.BeforeCreate / BeforeUpdate: strategy.Validate, ValidateUpdate): the field errors
// of the object, answered as a 422 Invalid Status (status.ts), and what was checked, for
// the note on the object (a preview never passes a kind silently).

import { validateCustomResource } from './crd/index.ts';
import type { FieldError } from './errors.ts';
import { BUILTIN_VALIDATORS } from './kinds.ts';
import type { ValidationContext } from './types.ts';

export { type CelValidation, useCelEngine } from './crd/index.ts';
export type { BadValue, ErrorType, FieldError } from './errors.ts';
export { errorBody, errorText } from './errors.ts';
export { aggregateMessage, invalidStatus } from './status.ts';
export type { KindValidator, ValidationContext } from './types.ts';

export interface ValidationOutcome {
  errors: FieldError[];
  /** What the preview checked when it is not the kind's whole rule set (the note's text); null: all of it. */
  scope: string | null;
}

export function validateObject(ctx: ValidationContext): ValidationOutcome {
  if (ctx.crd !== undefined) return validateCustomResource(ctx, ctx.crd);
  const v = BUILTIN_VALIDATORS.get(`${ctx.group}/${ctx.kind}`);
  if (v === undefined) {
    const scope = `not validated: the API server's validation of ${ctx.kind} is not modelled, so a refusal (422) would not show here`;
    return { errors: [], scope };
  }
  const errors = ctx.op === 'create' ? v.create(ctx) : v.update(ctx);
  const scope =
    v.complete === true
      ? null
      : `validated: ${v.scopeFor?.(ctx) ?? v.scope} (the rest of ${ctx.kind}'s validation is not modelled)`;
  return { errors, scope };
}
