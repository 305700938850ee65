// apiextensions-apiserver's own validation cases, ported as data
// (test/validation/data/crd-*.json name their origin): the schema walk, ratcheting,
// and CEL rules with the Kubernetes list and regex libraries.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { celValidation } from '../../core/validation/cel/index.ts';
import { OpenAPIValidator } from '../../core/validation/crd/openapi.ts';
import { useCelEngine } from '../../core/validation/crd/rules.ts';
import { compileSchema } from '../../core/validation/crd/schema.ts';
import { errorText } from '../../core/validation/errors.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

useCelEngine(celValidation);

function data<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`data/${name}`, import.meta.url), 'utf8')) as T;
}

/** ValidateCustomResource's errors, then the CEL validator's (as the upstream test collects them). */
function errorsOf(schema: JsonObject, obj: JsonObject, old?: JsonObject): string[] {
  const node = compileSchema(schema);
  const v = new OpenAPIValidator();
  v.validate(node, obj, '', undefined);
  const cel = celValidation.validate(node, obj, old);
  return [...v.errors, ...cel.errors].map(errorText);
}

interface SchemaCase {
  name: string;
  schema: JsonObject;
  objects: JsonObject[];
  oldObjects?: JsonObject[];
  failing: { object: JsonObject; oldObject?: JsonObject; errors: string[] }[];
}

describe('TestValidateCustomResource (validation_test.go)', () => {
  const { cases } = data<{ cases: SchemaCase[] }>('crd-schema-validation.json');
  for (const c of cases) {
    it(c.name, () => {
      c.objects.forEach((o, i) => {
        expect(errorsOf(c.schema, o, c.oldObjects?.[i])).toEqual([]);
      });
      for (const f of c.failing)
        expect(new Set(errorsOf(c.schema, f.object, f.oldObject))).toEqual(new Set(f.errors));
    });
  }
});

describe('ratcheting (ratcheting_test.go and the correlation rules)', () => {
  const d = data<{
    schemas: Record<string, JsonObject>;
    cases: { test?: string; schema: string; new: JsonValue; old: JsonValue; valid: boolean }[];
  }>('crd-ratcheting.json');
  d.cases.forEach((c, i) => {
    it(`${c.test ?? 'derived'} #${i}: ${JSON.stringify(c.new)} after ${JSON.stringify(c.old)}`, () => {
      const v = new OpenAPIValidator();
      v.validate(compileSchema(d.schemas[c.schema] as JsonObject), c.new, '', c.old);
      expect(v.errors.length === 0).toBe(c.valid);
      // Without the old object the same value is refused: the pass is the ratchet's.
      if (c.valid) {
        const fresh = new OpenAPIValidator();
        fresh.validate(compileSchema(d.schemas[c.schema] as JsonObject), c.new, '', undefined);
        expect(fresh.errors.length).toBeGreaterThan(0);
      }
    });
  });
});

describe('TestValidationExpressions (schema/cel/validation_test.go, a selection)', () => {
  const { cases } = data<{
    cases: {
      name: string;
      schema: JsonObject;
      obj: JsonObject;
      oldObj?: JsonObject;
      valid: string[];
      errors?: Record<string, string>;
    }[];
  }>('crd-cel-expressions.json');
  for (const c of cases) {
    it(c.name, () => {
      for (const rule of c.valid) {
        const schema = { ...c.schema, 'x-kubernetes-validations': [{ rule }] };
        expect({ rule, errors: errorsOf(schema, c.obj, c.oldObj) }).toEqual({ rule, errors: [] });
      }
      for (const [rule, text] of Object.entries(c.errors ?? {})) {
        const schema = { ...c.schema, 'x-kubernetes-validations': [{ rule }] };
        const errs = errorsOf(schema, c.obj, c.oldObj);
        expect(errs.length, rule).toBe(1);
        expect(errs[0]).toContain(text);
      }
    });
  }
});

describe('TestOptionalOldSelf (schema/cel/validation_test.go)', () => {
  const { cases } = data<{
    cases: {
      name: string;
      schema: JsonObject;
      rule: string;
      obj: JsonValue;
      oldObj?: JsonValue;
      valid: boolean;
    }[];
  }>('crd-optional-old-self.json');
  for (const c of cases) {
    it(c.name, () => {
      const node = compileSchema({
        ...c.schema,
        'x-kubernetes-validations': [{ rule: c.rule, optionalOldSelf: true }],
      });
      const wrap = (v: JsonValue | undefined): JsonObject | undefined =>
        v === undefined ? undefined : { v };
      // The validator walks from an object: the case's value sits under a field `v`.
      const root = compileSchema({ type: 'object', properties: {} });
      root.properties.set('v', node);
      root.hasRules = true;
      const errs = celValidation
        .validate(root, wrap(c.obj) as JsonObject, wrap(c.oldObj))
        .errors.map(errorText);
      if (c.valid) expect(errs).toEqual([]);
      else {
        expect(errs.length).toBe(1);
        expect(errs[0]).toContain('failed rule');
      }
    });
  }
});
