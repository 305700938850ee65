// Role, ClusterRole, RoleBinding and ClusterRoleBinding, create and update
// (kubernetes v1.35 pkg/apis/rbac/validation/validation.go; strategies under
// pkg/registry/rbac/<kind>/strategy.go). Names are path segments (minimalNameRequirements).

import { deepEqual, isObject, type JsonObject } from '../value.ts';
import { type FieldError, invalid, notSupported, required } from './errors.ts';
import { listOf, objOf, strOf } from './fields.ts';
import { goStruct } from './gostruct.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { pathSegmentName } from './objectmeta.ts';
import { child, index } from './path.ts';
import { isDNS1123Subdomain } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const RBAC_GROUP = 'rbac.authorization.k8s.io';

function policyRule(rule: JsonObject | null, namespaced: boolean, p: string): FieldError[] {
  const errs: FieldError[] = [];
  const verbs = listOf(rule, 'verbs');
  const urls = listOf(rule, 'nonResourceURLs');
  const groups = listOf(rule, 'apiGroups');
  const resources = listOf(rule, 'resources');
  const names = listOf(rule, 'resourceNames');
  if (verbs.length === 0) errs.push(required(child(p, 'verbs'), 'verbs must contain at least one value'));
  if (urls.length > 0) {
    if (namespaced)
      errs.push(
        invalid(child(p, 'nonResourceURLs'), urls, 'namespaced rules cannot apply to non-resource URLs'),
      );
    if (groups.length > 0 || resources.length > 0 || names.length > 0)
      errs.push(
        invalid(
          child(p, 'nonResourceURLs'),
          urls,
          'rules cannot apply to both regular resources and non-resource URLs',
        ),
      );
    return errs;
  }
  if (groups.length === 0)
    errs.push(required(child(p, 'apiGroups'), 'resource rules must supply at least one api group'));
  if (resources.length === 0)
    errs.push(required(child(p, 'resources'), 'resource rules must supply at least one resource'));
  if (names.length > 0 && resources.length > 1)
    errs.push(required(child(p, 'resourceNames'), 'resource names cannot apply to multiple resources'));
  return errs;
}

function roleRules(obj: JsonObject, namespaced: boolean): FieldError[] {
  const errs: FieldError[] = [];
  listOf(obj, 'rules').forEach((r, i) => {
    errs.push(...policyRule(isObject(r) ? r : null, namespaced, index('rules', i)));
  });
  return errs;
}

/** validation.ValidateServiceAccountName: a DNS subdomain. */
function subject(s: JsonObject | null, namespaced: boolean, p: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = strOf(s, 'name');
  const kind = strOf(s, 'kind');
  const group = strOf(s, 'apiGroup');
  if (name.length === 0) errs.push(required(child(p, 'name')));
  switch (kind) {
    case 'ServiceAccount':
      if (name.length > 0)
        for (const msg of isDNS1123Subdomain(name)) errs.push(invalid(child(p, 'name'), name, msg));
      if (group.length > 0) errs.push(notSupported(child(p, 'apiGroup'), group, ['']));
      if (!namespaced && strOf(s, 'namespace').length === 0) errs.push(required(child(p, 'namespace')));
      break;
    case 'User':
    case 'Group':
      if (name.length === 0)
        errs.push(
          invalid(child(p, 'name'), name, `${kind === 'User' ? 'user' : 'group'} name cannot be empty`),
        );
      if (group !== RBAC_GROUP) errs.push(notSupported(child(p, 'apiGroup'), group, [RBAC_GROUP]));
      break;
    default:
      errs.push(notSupported(child(p, 'kind'), kind, ['ServiceAccount', 'User', 'Group']));
  }
  return errs;
}

function bindingRules(obj: JsonObject, namespaced: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const ref = objOf(obj, 'roleRef');
  const group = strOf(ref, 'apiGroup');
  if (group !== RBAC_GROUP) errs.push(notSupported('roleRef.apiGroup', group, [RBAC_GROUP]));
  const kind = strOf(ref, 'kind');
  const kinds = namespaced ? ['Role', 'ClusterRole'] : ['ClusterRole'];
  if (!kinds.includes(kind)) errs.push(notSupported('roleRef.kind', kind, kinds));
  const name = strOf(ref, 'name');
  if (name.length === 0) errs.push(required('roleRef.name'));
  else for (const msg of pathSegmentName(name, false)) errs.push(invalid('roleRef.name', name, msg));
  listOf(obj, 'subjects').forEach((s, i) => {
    errs.push(...subject(isObject(s) ? s : null, namespaced, index('subjects', i)));
  });
  return errs;
}

/** The RoleRef struct compared as Go compares it (==): apiGroup, kind, name. */
function roleRefOf(obj: JsonObject): JsonObject {
  const ref = objOf(obj, 'roleRef');
  return { apiGroup: strOf(ref, 'apiGroup'), kind: strOf(ref, 'kind'), name: strOf(ref, 'name') };
}

function refChange(ctx: ValidationContext): FieldError[] {
  if (ctx.old === null) return [];
  const now = roleRefOf(ctx.obj);
  if (deepEqual(now, roleRefOf(ctx.old))) return [];
  // Go passes its internal rbac.RoleRef (no json tags): apimachinery v0.35's ErrorBody
  // prints it through json.Marshal, Go field names in struct order (field/errors.go,
  // since 1.34; %#v before).
  return [
    invalid(
      'roleRef',
      goStruct([
        ['APIGroup', strOf(now, 'apiGroup')],
        ['Kind', strOf(now, 'kind')],
        ['Name', strOf(now, 'name')],
      ]),
      'cannot change roleRef',
    ),
  ];
}

function roleValidator(namespaced: boolean, kind: string): KindValidator {
  return {
    scope: `ObjectMeta and every rule of ${kind} (verbs, api groups, resources, non-resource URLs)`,
    complete: true,
    create: (ctx) => [...metaCreate(ctx, 'path-segment'), ...roleRules(ctx.obj, namespaced)],
    update: (ctx) => [
      ...metaCreate(ctx, 'path-segment'),
      ...roleRules(ctx.obj, namespaced),
      ...metaUpdate(ctx),
    ],
  };
}

function bindingValidator(namespaced: boolean, kind: string): KindValidator {
  return {
    scope: `ObjectMeta and every rule of ${kind} (roleRef, its immutability, subjects)`,
    complete: true,
    create: (ctx) => [...metaCreate(ctx, 'path-segment'), ...bindingRules(ctx.obj, namespaced)],
    update: (ctx) => [
      ...metaCreate(ctx, 'path-segment'),
      ...bindingRules(ctx.obj, namespaced),
      ...metaUpdate(ctx),
      ...refChange(ctx),
    ],
  };
}

export const roleValidatorNs = roleValidator(true, 'Role');
export const clusterRoleValidator = roleValidator(false, 'ClusterRole');
export const roleBindingValidator = bindingValidator(true, 'RoleBinding');
export const clusterRoleBindingValidator = bindingValidator(false, 'ClusterRoleBinding');
