// A number with a fraction where the schema says integer, or an int32 (or an
// IntOrString's number) out of range. Server-side apply merges it as any number
// (structured-merge-diff has one numeric type), but the API server refuses the
// write when it turns the result into its Go types, or validates a custom resource:
//
//   - built-in kinds, apply: the merged object fails the conversion to its version
//     (k8s.io/apimachinery pkg/util/managedfields/internal/structuredmerge.go Apply,
//     runtime.Scheme unstructuredToTyped, runtime converter "cannot convert float64
//     to int32"), a 500 whose Status has no reason;
//   - built-in kinds, create and update: the body fails to decode into the Go struct
//     (encoding/json's UnmarshalTypeError, wrapped by the handlers' decode error), 400;
//   - custom resources: the structural schema's validation, 422 Invalid (fractions).
//
// An int32 out of range is a decode error in a create or update body, but an
// apply's conversion (converter.go fromUnstructured) converts the int64 to an
// int32 as Go does, wrapping it around: checkNumbers says so and serialized.ts
// wraps it (decode.ts). An IntOrString decodes its number through
// json.Unmarshal into an int32 (intstr.go UnmarshalJSON) in both paths. These are
// checked here, in the walk over the request that finds fractions, so the
// serialization walk over every stored object need not look at integers.

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
  /** The Go type: int32, int64, or integer (a CRD's); IntOrString for an intstr's number. */
  type: string;
  /** The definition holding the field (its Go struct). */
  struct: string;
  /** A fraction, an integer beyond int32 (int64 for an int64), or an IntOrString given a bool, list or object. */
  problem: 'fraction' | 'range' | 'type';
  /** encoding/json's name of the value's JSON kind for a 'type' problem: bool, array, object. */
  jsonKind?: string;
}

const INT_OR_STRING = 'io.k8s.apimachinery.pkg.util.intstr.IntOrString';

function isInt32(n: number): boolean {
  return n >= -2147483648 && n <= 2147483647;
}

/** What is wrong with the number `n` at a value of type `t`, for the Go types (`custom`: fractions only). */
function problemOf(n: number, t: TypeNode, custom: boolean): Fraction['problem'] | null {
  const name = t.name;
  const int32 = name === 'int32' || (name === INT_OR_STRING && !custom);
  if (!int32 && !(t.scalar === 'numeric' && (name === 'int64' || name === 'integer'))) return null;
  if (!Number.isInteger(n)) return Number.isFinite(n) ? 'fraction' : null;
  if (int32) return !custom && !isInt32(n) ? 'range' : null;
  // A double at or beyond 2^63 does not fit an int64 (strconv.ParseInt fails).
  return name === 'int64' && !custom && (n >= INT64_BOUND || n < -INT64_BOUND) ? 'range' : null;
}

const INT64_BOUND = 2 ** 63;

interface Search {
  custom: boolean;
  /** An apply: an int32 out of range is wrapped, not refused (IntOrString's still is). */
  wraps: boolean;
  /** Set when a wrapped int32 was found. */
  wrapped: boolean;
}

function find(
  v: JsonValue,
  t: TypeNode,
  fields: string[],
  struct: string,
  depth: number,
  s: Search,
): Fraction | null {
  if (depth > 100) return null;
  // intstr.UnmarshalJSON reads anything but a string as an int32 (json.Unmarshal).
  if (t.name === INT_OR_STRING && !s.custom && v !== null && typeof v !== 'number' && typeof v !== 'string') {
    if (typeof v === 'bigint') return null;
    const jsonKind = typeof v === 'boolean' ? 'bool' : Array.isArray(v) ? 'array' : 'object';
    return { value: 0, fields: [...fields], type: t.name, struct, problem: 'type', jsonKind };
  }
  if (typeof v === 'number') {
    const problem = problemOf(v, t, s.custom);
    if (problem === null) return null;
    // An apply's conversion wraps an int32 around; an int64 beyond its range is converted
    // from float64 by Go's implementation-defined rule: neither is refused there.
    if (problem === 'range' && s.wraps && (t.name === 'int32' || t.name === 'int64')) {
      s.wrapped = true;
      return null;
    }
    return { value: v, fields: [...fields], type: t.name, struct, problem };
  }
  if (Array.isArray(v)) {
    const elem = t.list?.elem;
    if (!elem) return null;
    for (const item of v) {
      const hit = find(item, elem, fields, struct, depth + 1, s);
      if (hit) return hit;
    }
    return null;
  }
  if (!isObject(v) || t.map === null) return null;
  const map = t.map;
  // Listed once an operation: validation lists the same map next.
  for (const k of ownKeysOf(v)) {
    const x = getOwn(v, k) as JsonValue;
    // Only numbers, maps and lists can hold a fraction (a 2,000-key ConfigMap is all
    // strings); a bool matters only as an IntOrString.
    if (x === null || (typeof x !== 'number' && typeof x !== 'object' && typeof x !== 'boolean')) continue;
    const ft = map.fields.get(k)?.type ?? map.elem;
    if (!ft) continue;
    fields.push(k);
    const hit = find(x, ft, fields, t.name, depth + 1, s);
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

/**
 * The Status the API server answers for a number of `body` its integer type refuses
 * (null when none), and whether an apply's conversion wraps an int32 around.
 */
export function checkNumbers(
  body: JsonValue,
  root: TypeNode,
  c: NumberContext,
): { status: KubeStatus | null; wrapsInt32: boolean } {
  const s: Search = { custom: c.custom, wraps: c.verb === 'apply', wrapped: false };
  const hit = find(body, root, [], root.name, 0, s);
  return { status: hit === null ? null : refusal(hit, c), wrapsInt32: s.wrapped };
}

function refusal(hit: Fraction, c: NumberContext): KubeStatus {
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
  const goType = hit.type === 'integer' ? 'int64' : hit.type === INT_OR_STRING ? 'int32' : hit.type;
  // The JSON value as encoding/json names it: `number <literal>` (Go prints the literal
  // as written; a double beyond int64 is printed as JavaScript read it), or its kind.
  const what = hit.problem === 'type' ? (hit.jsonKind as string) : `number ${goJsonNumber(hit.value)}`;
  if (c.verb === 'apply') {
    // An IntOrString decodes its number with json.Unmarshal; a plain integer is converted.
    return conversionFailure(
      c,
      hit.type === INT_OR_STRING
        ? `json: cannot unmarshal ${what} into Go value of type int32`
        : `cannot convert float64 to ${goType}`,
    );
  }
  return bodyFailure(
    c,
    `json: cannot unmarshal ${what} into Go struct field ${structName(hit.struct)}.${path} of type ${goType}`,
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
