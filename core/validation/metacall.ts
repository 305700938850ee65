// The ObjectMeta step of the core, rbac and networking kinds' validators: which name
// rule each kind passes to ValidateObjectMeta (objectmeta.ts), namespaced or not as
// the kind's resource is.

import { getOwn, isObject, type JsonValue } from '../value.ts';
import type { FieldError } from './errors.ts';
import {
  type NameFn,
  nameIsDNS1035Label,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  pathSegmentName,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from './objectmeta.ts';
import type { ValidationContext } from './types.ts';

/** The name rules the kinds here use (apimachinery pkg/api/validation generic.go, path/name.go). */
export type NameRule = 'dns-subdomain' | 'dns-1035-label' | 'dns-label' | 'path-segment';

const RULES: Record<NameRule, NameFn> = {
  'dns-subdomain': nameIsDNSSubdomain,
  'dns-1035-label': nameIsDNS1035Label,
  'dns-label': nameIsDNSLabel,
  'path-segment': pathSegmentName,
};

/** ValidateObjectMeta(&obj.ObjectMeta, namespaced, <rule>, field.NewPath("metadata")). */
export function metaCreate(ctx: ValidationContext, rule: NameRule): FieldError[] {
  return validateObjectMeta(requestNamespaced(ctx), { namespaced: ctx.namespaced, nameFn: RULES[rule] });
}

/**
 * The metadata with the request's namespace: the server takes a namespaced object's
 * namespace from the URL when the body has none (rest.BeforeCreate), and every
 * client sends one, so a body without it is not refused here ("default" stands in).
 */
function requestNamespaced(ctx: ValidationContext): JsonValue | undefined {
  const meta = ctx.obj.metadata;
  if (!ctx.namespaced || !isObject(meta)) return meta;
  const ns = getOwn(meta, 'namespace');
  return typeof ns === 'string' && ns.length > 0 ? meta : { ...meta, namespace: 'default' };
}

/** ValidateObjectMetaUpdate(&new.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata")). */
export function metaUpdate(ctx: ValidationContext): FieldError[] {
  return validateObjectMetaUpdate(ctx.obj.metadata, ctx.old?.metadata);
}
