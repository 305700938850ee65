// Namespace and ServiceAccount, create and update (kubernetes v1.35
// pkg/apis/core/validation/validation.go ValidateNamespace, ValidateNamespaceUpdate,
// ValidateServiceAccount, ValidateServiceAccountUpdate). A Namespace's spec.finalizers
// on update are reset to the stored ones by its strategy, so only create checks them.

import { type FieldError, invalid } from './errors.ts';
import { objOf, stringsOf } from './fields.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { isQualifiedName } from './strings.ts';
import type { KindValidator } from './types.ts';

/** helper.IsStandardFinalizerName: kubernetes, orphan, foregroundDeletion. */
const STANDARD_FINALIZERS = new Set(['kubernetes', 'orphan', 'foregroundDeletion']);

/** validateFinalizerName: a qualified name, and an unqualified one must be standard. Errors on `spec.finalizers`. */
function finalizerErrors(name: string): FieldError[] {
  const p = 'spec.finalizers';
  const errs = isQualifiedName(name).map((msg) => invalid(p, name, msg));
  if (!name.includes('/') && !STANDARD_FINALIZERS.has(name))
    errs.push(invalid(p, name, 'name is neither a standard finalizer name nor is it fully qualified'));
  return errs;
}

export const namespaceValidator: KindValidator = {
  scope: 'ObjectMeta and every rule of Namespace (the name, spec.finalizers)',
  complete: true,
  create(ctx) {
    const errs = metaCreate(ctx, 'dns-label');
    for (const f of stringsOf(objOf(ctx.obj, 'spec'), 'finalizers')) errs.push(...finalizerErrors(f));
    return errs;
  },
  update: (ctx) => metaUpdate(ctx),
};

export const serviceAccountValidator: KindValidator = {
  scope: 'ObjectMeta, which is every rule of ServiceAccount',
  complete: true,
  create: (ctx) => metaCreate(ctx, 'dns-subdomain'),
  update: (ctx) => [...metaUpdate(ctx), ...metaCreate(ctx, 'dns-subdomain')],
};
