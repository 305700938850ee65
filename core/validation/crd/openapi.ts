// A custom resource checked against its CRD's schema as kube-openapi's validate
// package does it for apiextensions-apiserver (k8s.io/kube-openapi pkg/validation/
// validate: schema.go runs, per node, the type, allOf/anyOf/oneOf/not, string,
// format, number, slice, enum and object validators in that order; messages from
// pkg/validation/errors/schema.go), the results turned into field errors as
// apiextensions-apiserver pkg/apiserver/validation/validation.go
// (kubeOpenAPIResultToFieldErrors) does, with update ratcheting
// (pkg/apiserver/validation/ratcheting.go): a node whose value equals its
// correlated old value keeps none of its errors.

import { goFloatV, goJson } from '../../fieldpath/gofmt.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import type { FieldError } from '../errors.ts';
import { invalid, notSupported, required, tooLong, tooMany, typeInvalid } from '../errors.ts';
import { type Correlated, correlateIndex, correlateKey } from './correlate.ts';
import { celValidation } from './rules.ts';
import type { SchemaNode } from './schema.ts';

/** kube-openapi's name of a node (`spec.items[0].name`) → the field path (leading dot dropped). */
function fieldOf(name: string): string {
  if (name === '' || name === '.') return '<nil>';
  return name.startsWith('.') ? name.slice(1) : name;
}

function inBody(name: string): string {
  return `${name} in body `;
}

function childName(path: string, k: string): string {
  return path === '' ? k : `${path}.${k}`;
}

/** The schema type kube-openapi reads off a decoded JSON value. */
function typeOf(v: JsonValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'bigint') return 'integer';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

/** %v of a float64 bound: integral bounds print as integers (ExceedsMaximumInt's %d). */
function boundText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? String(n) : goFloatV(n);
}

function enumAllowed(values: readonly JsonValue[]): string[] {
  return values.map((v) => (typeof v === 'string' ? v : goJson(v)));
}

/** Go's %q of a plain string (what "must be of type X: %q" prints). */
function q(s: string): string {
  return JSON.stringify(s);
}

function numeric(v: JsonValue): number {
  return typeof v === 'bigint' ? Number(v) : (v as number);
}

function isMultiple(v: JsonValue, factor: number): boolean {
  if (typeof v === 'bigint' && Number.isInteger(factor)) return v % BigInt(factor) === 0n;
  const x = numeric(v) / factor;
  return Number.isInteger(x) || Math.abs(x - Math.round(x)) < 1e-9;
}

/** Walks the schema over a value; `old` is the correlated old value (ratcheting) or undefined. */
export class OpenAPIValidator {
  readonly errors: FieldError[] = [];

  validate(n: SchemaNode, v: JsonValue, name: string, old: Correlated): void {
    // Ratcheting: an unchanged node keeps no error (its subtree cannot have a kept one either).
    if (old !== undefined && deepEqual(v, old)) return;
    this.node(n, v, name, old);
  }

  private push(e: FieldError): void {
    this.errors.push(e);
  }

  private node(n: SchemaNode, v: JsonValue, name: string, old: Correlated): void {
    const field = fieldOf(name);
    const types = n.types;
    if (v === null) {
      if (types.length > 0 && !n.nullable)
        this.push(typeInvalid(field, 'null', `${inBody(name)}must be of type ${types.join(',')}: "null"`));
      if (n.enum !== null && n.enum.length > 0) this.enumFail(n, v, name);
      return;
    }
    const t = typeOf(v);
    if (types.length > 0) {
      const floatInt = t === 'number' && Number.isInteger(v) && types.includes('integer');
      const intFloat = t === 'integer' && types.includes('number');
      if (!(types.includes(t) || floatInt || intFloat))
        this.push(typeInvalid(field, t, `${inBody(name)}must be of type ${types.join(',')}: ${q(t)}`));
    }
    if (n.allOf.length + n.anyOf.length + n.oneOf.length > 0 || n.not !== null) this.props(n, v, name);
    if (typeof v === 'string') {
      this.string(n, v, name, field);
      const check = n.format === '' ? undefined : celValidation()?.formatCheck(n.format);
      if (check !== undefined && !check(v))
        this.push(typeInvalid(field, v, `${inBody(name)}must be of type ${n.format}: ${q(v)}`));
    }
    if (typeof v === 'number' || typeof v === 'bigint') this.number(n, v, name, field);
    if (Array.isArray(v)) this.slice(n, v, name, field, old);
    if (n.enum !== null && n.enum.length > 0 && !n.enum.some((e) => deepEqual(e, v)))
      this.enumFail(n, v, name);
    if (isObject(v)) this.object(n, v, name, field, old);
  }

  private enumFail(n: SchemaNode, v: JsonValue, name: string): void {
    const values = n.enum as JsonValue[];
    const e = notSupported(fieldOf(name), v, enumAllowed(values));
    this.push(e);
  }

  private string(n: SchemaNode, s: string, name: string, field: string): void {
    // Lengths in characters (utf8.RuneCountInString); the first failure only.
    const needsCount = n.maxLength !== null || n.minLength !== null;
    const chars = needsCount ? [...s].length : 0;
    if (n.maxLength !== null && chars > n.maxLength) {
      this.push(tooLong(field, n.maxLength));
      return;
    }
    if (n.minLength !== null && chars < n.minLength) {
      this.push(invalid(field, s, `${inBody(name)}should be at least ${n.minLength} chars long`));
      return;
    }
    if (n.pattern?.re != null && !n.pattern.re.test(s))
      this.push(invalid(field, s, `${inBody(name)}should match '${n.pattern.source}'`));
  }

  private number(n: SchemaNode, v: number | bigint, name: string, field: string): void {
    if (n.multipleOf !== null && n.multipleOf > 0 && !isMultiple(v, n.multipleOf))
      this.push(invalid(field, v, `${inBody(name)}should be a multiple of ${boundText(n.multipleOf)}`));
    const x = numeric(v);
    if (n.minimum !== null) {
      const bad = n.exclusiveMinimum ? x <= n.minimum : x < n.minimum;
      if (bad) {
        const rel = n.exclusiveMinimum ? 'greater than' : 'greater than or equal to';
        this.push(invalid(field, v, `${inBody(name)}should be ${rel} ${boundText(n.minimum)}`));
      }
    }
    if (n.maximum !== null) {
      const bad = n.exclusiveMaximum ? x >= n.maximum : x > n.maximum;
      if (bad) {
        const rel = n.exclusiveMaximum ? 'less than' : 'less than or equal to';
        this.push(invalid(field, v, `${inBody(name)}should be ${rel} ${boundText(n.maximum)}`));
      }
    }
  }

  private slice(n: SchemaNode, v: JsonValue[], name: string, field: string, old: Correlated): void {
    if (n.items !== null) {
      for (let i = 0; i < v.length; i++) {
        const item = v[i] as JsonValue;
        this.validate(n.items, item, `${name}[${i}]`, correlateIndex(n, item, old));
      }
    }
    if (n.minItems !== null && v.length < n.minItems)
      this.push(invalid(field, v.length, `${inBody(name)}should have at least ${n.minItems} items`));
    if (n.maxItems !== null && v.length > n.maxItems) this.push(tooMany(field, v.length, n.maxItems));
    if (n.uniqueItems) {
      const seen = new Set<string>();
      for (const it of v) {
        const k = goJson(it, (o) => Object.keys(o).sort());
        if (seen.has(k)) {
          this.push(invalid(field, '', `${inBody(name)}shouldn't contain duplicates`));
          break;
        }
        seen.add(k);
      }
    }
  }

  private object(n: SchemaNode, o: JsonObject, name: string, field: string, old: Correlated): void {
    const keys = Object.keys(o);
    if (n.minProperties !== null && keys.length < n.minProperties)
      this.push(
        invalid(field, keys.length, `${inBody(name)}should have at least ${n.minProperties} properties`),
      );
    if (n.maxProperties !== null && keys.length > n.maxProperties)
      this.push(tooMany(field, keys.length, n.maxProperties));
    if (n.additional === false) {
      for (const k of keys) {
        if (!n.properties.has(k))
          this.push(invalid(field, k, `${name}.${k} in body is a forbidden property`));
      }
    } else if (n.additional !== null) {
      for (const k of keys) {
        if (n.properties.has(k)) continue;
        const val = ownValue(o, k);
        if (val === undefined) continue;
        this.validate(n.additional, val, `${name}.${k}`, correlateKey(n, k, old));
      }
    }
    for (const [k, p] of n.properties) {
      const val = ownValue(o, k);
      if (val === undefined) continue;
      // The root's apiVersion and kind are never ratcheted.
      const oldChild =
        name === '' && (k === 'apiVersion' || k === 'kind') ? undefined : correlateKey(n, k, old);
      this.validate(p, val, childName(name, k), oldChild);
    }
    for (const k of n.required) {
      if (ownValue(o, k) === undefined) this.push(required(fieldOf(`${name}.${k}`)));
    }
  }

  /** allOf / anyOf / oneOf / not (validate/schema_props.go). */
  private props(n: SchemaNode, v: JsonValue, name: string): void {
    const run = (s: SchemaNode): FieldError[] => {
      const sub = new OpenAPIValidator();
      sub.node(s, v, name, undefined);
      return sub.errors;
    };
    if (n.anyOf.length > 0) {
      let best: FieldError[] | null = null;
      let ok = false;
      for (const s of n.anyOf) {
        const errs = run(s);
        if (errs.length === 0) {
          ok = true;
          break;
        }
        if (best === null || errs.length < best.length) best = errs;
      }
      if (!ok) {
        this.push(invalid('<nil>', '', `"${name}" must validate at least one schema (anyOf)`));
        for (const e of best ?? []) this.push(e);
      }
    }
    if (n.oneOf.length > 0) {
      let valid = 0;
      let best: FieldError[] | null = null;
      for (const s of n.oneOf) {
        const errs = run(s);
        if (errs.length === 0) valid++;
        else if (valid === 0 && (best === null || errs.length < best.length)) best = errs;
      }
      if (valid !== 1) {
        const more = valid === 0 ? 'Found none valid' : `Found ${valid} valid alternatives`;
        this.push(invalid('<nil>', '', `"${name}" must validate one and only one schema (oneOf). ${more}`));
        if (valid === 0) for (const e of best ?? []) this.push(e);
      }
    }
    if (n.allOf.length > 0) {
      let valid = 0;
      for (const s of n.allOf) {
        const errs = run(s);
        if (errs.length === 0) valid++;
        for (const e of errs) this.push(e);
      }
      if (valid !== n.allOf.length)
        this.push(
          invalid(
            '<nil>',
            '',
            `"${name}" must validate all the schemas (allOf)${valid === 0 ? '. None validated' : ''}`,
          ),
        );
    }
    if (n.not !== null && run(n.not).length === 0)
      this.push(invalid('<nil>', '', `"${name}" must not validate the schema (not)`));
  }
}
