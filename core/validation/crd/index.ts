// A custom resource validated as apiextensions-apiserver's strategy does it
// (pkg/registry/customresource/strategy.go Validate / ValidateUpdate, validator.go):
// metadata, then the CRD schema (kube-openapi, ratcheted on update), embedded
// resources, list-type set/map uniqueness, and last the x-kubernetes-validations
// rules, skipped with one error when a blocking error came before.

import { isObject, type JsonObject, ownValue } from '../../value.ts';
import { type FieldError, invalid } from '../errors.ts';
import { nameIsDNSSubdomain, validateObjectMeta, validateObjectMetaUpdate } from '../objectmeta.ts';
import type { ValidationContext } from '../types.ts';
import { embeddedResourceErrors, hasEmbedded } from './embedded.ts';
import { listSetAndMapErrors } from './listtype.ts';
import { OpenAPIValidator } from './openapi.ts';
import { celValidation } from './rules.ts';
import { scaleErrors } from './scale.ts';
import { compiledCRD, type SchemaNode, unenforcedParts } from './schema.ts';

export { type CelValidation, useCelEngine } from './rules.ts';
export type { RuleSpec, SchemaNode } from './schema.ts';

export interface CustomResourceOutcome {
  errors: FieldError[];
  /** The note's text: what was validated and what was not. */
  scope: string;
}

const BLOCKING = new Set([
  'FieldValueNotSupported',
  'FieldValueRequired',
  'FieldValueTooLong',
  'FieldValueTooMany',
  'FieldValueTypeInvalid',
]);

interface SchemaFacts {
  gaps: string[];
  embedded: boolean;
  /** Some node has a `format`. */
  formats: boolean;
}

const facts = new WeakMap<SchemaNode, SchemaFacts>();

function factsOf(n: SchemaNode): SchemaFacts {
  let f = facts.get(n);
  if (f === undefined) {
    f = { gaps: [...unenforcedParts(n)], embedded: hasEmbedded(n), formats: hasFormat(n) };
    facts.set(n, f);
  }
  return f;
}

function hasFormat(n: SchemaNode | null | false): boolean {
  if (!n) return false;
  if (n.format !== '') return true;
  for (const p of n.properties.values()) if (hasFormat(p)) return true;
  return hasFormat(n.additional) || hasFormat(n.items);
}

/**
 * The metadata as validation sees it: the server takes the namespace from the
 * request's path (an object without one gets it; rest.BeforeCreate clears it on
 * cluster-scoped kinds), so a preview without the request's namespace neither
 * requires nor forbids one.
 */
function requestMeta(obj: JsonObject, namespaced: boolean, fallback: string): JsonObject {
  const meta = ownValue(obj, 'metadata');
  const m: JsonObject = isObject(meta) ? meta : {};
  const ns = ownValue(m, 'namespace');
  if (!namespaced) {
    if (ns === undefined) return m;
    const { namespace: _, ...rest } = m;
    return rest;
  }
  return typeof ns === 'string' && ns !== '' ? m : { ...m, namespace: fallback };
}

/** ValidateObjectMetaAccessor (create, names as DNS subdomains) / ValidateObjectMetaAccessorUpdate. */
function metadataErrors(ctx: ValidationContext): FieldError[] {
  if (ctx.op === 'update' && ctx.old !== null) {
    const old = requestMeta(ctx.old, ctx.namespaced, 'default');
    const oldNs = ownValue(old, 'namespace');
    return validateObjectMetaUpdate(
      requestMeta(ctx.obj, ctx.namespaced, typeof oldNs === 'string' ? oldNs : 'default'),
      old,
    );
  }
  return validateObjectMeta(requestMeta(ctx.obj, ctx.namespaced, 'default'), {
    namespaced: ctx.namespaced,
    nameFn: nameIsDNSSubdomain,
  });
}

/** The served version's compiled schema (null: none). */
function schemaFor(crd: JsonObject, apiVersion: string): SchemaNode | null {
  const version = apiVersion.slice(apiVersion.indexOf('/') + 1);
  return compiledCRD(crd).versions.get(version) ?? null;
}

export function validateCustomResource(ctx: ValidationContext, crd: JsonObject): CustomResourceOutcome {
  const errors = metadataErrors(ctx);
  const schema = schemaFor(crd, ctx.apiVersion);
  if (schema === null) return { errors, scope: 'validated: ObjectMeta only (the CRD version has no schema)' };
  const f = factsOf(schema);
  const old = ctx.op === 'update' && ctx.old !== null ? ctx.old : undefined;
  const openapi = new OpenAPIValidator();
  openapi.validate(schema, ctx.obj, '', old);
  errors.push(...dedupe(openapi.errors));
  errors.push(...scaleErrors(crd, ctx.apiVersion.slice(ctx.apiVersion.indexOf('/') + 1), ctx.obj));
  if (f.embedded) errors.push(...embeddedResourceErrors(schema, ctx.obj));
  if (old === undefined || listSetAndMapErrors(schema, old).length === 0)
    errors.push(...listSetAndMapErrors(schema, ctx.obj));
  const gaps = [...f.gaps];
  const cel = celValidation();
  if (cel === null && f.formats) gaps.push('string formats not checked (no CEL engine in this build)');
  if (schema.hasRules) {
    if (cel === null) gaps.push('x-kubernetes-validations rules not evaluated (no CEL engine in this build)');
    else if (errors.some((e) => BLOCKING.has(e.type))) {
      errors.push(
        invalid(
          '<nil>',
          null,
          'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
        ),
      );
    } else {
      const r = cel.validate(schema, ctx.obj, old);
      errors.push(...r.errors);
      for (const s of r.skipped) gaps.push(`rule ${s}`);
      gaps.push('CEL cost limits');
    }
  }
  const missing = gaps;
  const scope = "validated: ObjectMeta, the CRD's structural schema and x-kubernetes-validations rules";
  return { errors, scope: missing.length > 0 ? `${scope} (not modelled: ${missing.join('; ')})` : scope };
}

/** kube-openapi's Result keeps one error per message. */
function dedupe(errs: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errs.filter((e) => {
    const k = `${e.type}\u0000${e.field}\u0000${e.detail}\u0000${String(e.value)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
