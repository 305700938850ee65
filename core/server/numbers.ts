// A number with a fraction where the schema says integer. Server-side apply merges
// it as any number (structured-merge-diff has one numeric type), but the API server
// refuses the write when it turns the result into its Go types, or validates a
// custom resource:
//
//   - built-in kinds, apply: the merged object fails the conversion to its version
//     (k8s.io/apimachinery pkg/util/managedfields/internal/structuredmerge.go Apply,
//     runtime.Scheme unstructuredToTyped, runtime converter "cannot convert float64
//     to int32"), a 500 whose Status has no reason;
//   - built-in kinds, create and update: the body fails to decode into the Go struct
//     (encoding/json's UnmarshalTypeError, wrapped by the handlers' decode error), 400;
//   - custom resources: the structural schema's validation, 422 Invalid.

import { status } from '../managed/status.ts';
import type { KubeStatus } from '../managed/types.ts';
import { goJsonNumber } from '../quantity.ts';
import type { TypeNode } from '../schema/model.ts';
import { ownKeysOf } from '../typed/operation.ts';
import { getOwn, isObject, type JsonValue } from '../value.ts';
import { invalid } from './errors.ts';
import type { FieldDecodeError } from './serialized.ts';

interface Fraction {
  value: number;
  /** JSON field names from the root (list items add none, as Go's error path). */
  fields: string[];
  /** The Go type: int32, int64, or integer (a CRD's). */
  type: string;
  /** The definition holding the field (its Go struct). */
  struct: string;
}

function isInteger(t: TypeNode): boolean {
  return t.scalar === 'numeric' && (t.name === 'int32' || t.name === 'int64' || t.name === 'integer');
}

function find(v: JsonValue, t: TypeNode, fields: string[], struct: string, depth: number): Fraction | null {
  if (depth > 100) return null;
  if (typeof v === 'number') {
    return !Number.isInteger(v) && Number.isFinite(v) && isInteger(t)
      ? { value: v, fields: [...fields], type: t.name, struct }
      : null;
  }
  if (Array.isArray(v)) {
    const elem = t.list?.elem;
    if (!elem) return null;
    for (const item of v) {
      const hit = find(item, elem, fields, struct, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (!isObject(v) || t.map === null) return null;
  const map = t.map;
  // Listed once an operation: validation lists the same map next.
  for (const k of ownKeysOf(v)) {
    const x = getOwn(v, k) as JsonValue;
    // Only numbers, maps and lists can hold a fraction (a 2,000-key ConfigMap is all strings).
    if (x === null || (typeof x !== 'number' && typeof x !== 'object')) continue;
    const ft = map.fields.get(k)?.type ?? map.elem;
    if (!ft) continue;
    fields.push(k);
    const hit = find(x, ft, fields, t.name, depth + 1);
    fields.pop();
    if (hit) return hit;
  }
  return null;
}

/** The definition's short name, as Go names the struct (`io.k8s.api.apps.v1.DeploymentSpec` → `DeploymentSpec`). */
function structName(definition: string): string {
  const dot = definition.lastIndexOf('.');
  return dot >= 0 ? definition.slice(dot + 1) : definition;
}

export interface NumberContext {
  verb: 'apply' | 'create' | 'update';
  apiVersion: string;
  kind: string;
  group: string;
  name: string;
  namespace: string;
  /** A custom resource: its CRD's structural schema validates it. */
  custom: boolean;
}

/** The Status the API server answers for a fraction in an integer field of `body`, or null. */
export function refuseFractions(body: JsonValue, root: TypeNode, c: NumberContext): KubeStatus | null {
  const hit = find(body, root, [], root.name, 0);
  if (hit === null) return null;
  const path = hit.fields.join('.');
  if (c.custom) {
    return invalid(
      c.group,
      c.kind,
      c.name,
      path,
      'FieldValueTypeInvalid',
      `Invalid value: "number": ${path} in body must be of type integer: "number"`,
    );
  }
  const goType = hit.type === 'integer' ? 'int64' : hit.type;
  if (c.verb === 'apply') return conversionFailure(c, `cannot convert float64 to ${goType}`);
  return bodyFailure(
    c,
    `json: cannot unmarshal number ${goJsonNumber(hit.value)} into Go struct field ${structName(hit.struct)}.${path} of type ${goType}`,
  );
}

/** schema.GroupVersionKind's String(): group/version, Kind=kind (the core group empty: `/v1, Kind=Pod`). */
function gvkString(c: NumberContext): string {
  const gv = c.apiVersion.includes('/') ? c.apiVersion : `/${c.apiVersion}`;
  return `${gv}, Kind=${c.kind}`;
}

/**
 * The field manager's failure to convert an apply's merged object to its Go type
 * (structuredmerge.go Apply, runtime.Scheme unstructuredToTyped): a 500 with no reason.
 */
function conversionFailure(c: NumberContext, err: string): KubeStatus {
  const gvk = gvkString(c);
  return status(
    500,
    '',
    `failed to convert new object (${c.namespace}/${c.name}; ${gvk}) to proper version: unable to convert unstructured object to ${gvk}: ${err}`,
  );
}

/** A create or update body the JSON decoder refuses (the handlers' decode error): 400. */
function bodyFailure(c: NumberContext, err: string): KubeStatus {
  const slash = c.apiVersion.indexOf('/');
  const version = slash >= 0 ? c.apiVersion.slice(slash + 1) : c.apiVersion;
  return status(
    400,
    'BadRequest',
    `${c.kind} in version "${version}" cannot be handled as a ${c.kind}: ${err}`,
  );
}

/**
 * The Status for a value the Go types refuse (serialized.ts, decode.ts): an apply's
 * conversion error, or a body's decode error, where an encoding/json type error
 * names the struct and the field path.
 */
export function decodeFailure(e: FieldDecodeError, c: NumberContext): KubeStatus {
  if (c.verb === 'apply') return conversionFailure(c, e.error.message);
  const t = e.error.typeError;
  if (t === undefined) return bodyFailure(c, e.error.message);
  return bodyFailure(
    c,
    `json: cannot unmarshal ${t.value} into Go struct field ${structName(e.struct)}.${e.fields.join('.')} of type ${t.goType}`,
  );
}
