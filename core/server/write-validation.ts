// The validation step of a main-resource write (rest.BeforeCreate / BeforeUpdate):
// a 422 for field errors, else the scope the preview checked.

import { invalidStatus, type ValidationContext, validateObject } from '../validation/index.ts';
import type { JsonObject } from '../value.ts';
import { failWith, type Target } from './failure.ts';
import { metaString } from './prepare.ts';

/** rest.BeforeCreate / BeforeUpdate's validation: a 422 for field errors, else what was checked (null: all). */
export function validated(
  object: JsonObject,
  live: JsonObject | null,
  apiVersion: string,
  t: Target,
  crd: JsonObject | undefined,
): string | null {
  const ctx: ValidationContext = {
    op: live === null ? 'create' : 'update',
    obj: object,
    old: live,
    apiVersion,
    group: t.info.group,
    kind: t.info.kind,
    namespaced: t.info.namespaced,
    gates: t.version.gates,
  };
  if (crd !== undefined) ctx.crd = crd;
  // Built-in kinds are validated as the server sees them: defaulted. With defaulting
  // off, required-by-default fields (a Service's type, a port's protocol) would be
  // refused where a cluster accepts them, so nothing is claimed either way.
  if (crd === undefined && !t.defaults)
    return `not validated: defaulting is off, and ${t.info.kind}'s validation runs on the defaulted object, so a refusal (422) would not show here`;
  const v = validateObject(ctx);
  if (v.errors.length > 0)
    failWith(invalidStatus(t.info.group, t.info.kind, metaString(object, 'name'), v.errors));
  return v.scope;
}
