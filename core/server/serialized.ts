// What serializing a built-in object as a Go struct does to it: kube-apiserver
// decodes every object into its Go type and answers (and stores) that struct
// encoded again, so a field the encoder always writes is there even when nobody
// wrote it, and one it leaves out when empty is gone even when somebody wrote it.
// encoding/json and runtime.DefaultUnstructuredConverter.ToUnstructured
// (k8s.io/apimachinery pkg/runtime/converter.go, structToUnstructured: `omitempty`
// skips only empty strings, numbers, bools, maps, slices and nil pointers, and
// `omitzero` zero values) agree on the rule, per field of the Go type
// (k8s.io/api at v0.35):
//
// - a non-pointer struct is always written, `{}` when empty (`resources: {}` in
//   every container, `status: {}`, a template's `metadata: {}`); null decodes to
//   the empty struct. The OpenAPI documents mark exactly these fields
//   `default: {}` (openapi-gen gives every non-pointer struct field the zero
//   default), so the schema's `Field.default` drives this;
// - a string, number or bool without `omitempty` is written as "", 0 or false:
//   openapi-gen gives those a zero `default` too, but also fields that carry a
//   declarative `+default` zero marker and `omitempty` (NOT_EMITTED below);
// - a slice without `omitempty`, a non-pointer metav1.Time or RawExtension is
//   written as null, a non-pointer resource.Quantity as "0", an IntOrString as 0:
//   the schema has no mark for these, so they are listed (ALSO_EMITTED);
// - everything else is a pointer or `omitempty`: null is never written, and
//   "", 0, false, [] and a map's {} are not written unless the field is a
//   pointer (POINTERS lists the pointer scalars; slices and maps never are).
//
// `metadata.creationTimestamp` is `omitempty,omitzero` since Kubernetes 1.34
// (apimachinery pkg/apis/meta/v1/types.go, "Omit null metadata.creationTimestamp"),
// so a pod template no longer shows `creationTimestamp: null`; nothing of
// ObjectMeta is always written. Groups outside k8s.io/api (apiextensions,
// apiregistration, meta) were not read field by field: their scalars lose only
// null. Custom resources are unstructured: none of this.
//
// The tables of Go struct tags are in serialized-tables.ts. Each type's plan is
// compiled once, on first use.

import type { Field, MapType, TypeNode } from '../schema/model.ts';
import { ownKeysOf } from '../typed/operation.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import {
  DecodeError,
  type DecodeMode,
  type DecodeNote,
  decodeValue,
  storedAsIs,
  type ValueKind,
  valueKindOf,
} from './decode.ts';
import { API, alsoEmitted, NOT_EMITTED, pointers } from './serialized-tables.ts';

const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';
const MANAGED_FIELDS_ENTRY = 'io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry';

/** Where a value the decoder refuses is: the Go struct holding the field, the JSON field names from the root. */
export class FieldDecodeError extends Error {
  constructor(
    readonly error: DecodeError,
    readonly struct: string,
    readonly fields: readonly string[],
  ) {
    super(error.message);
  }
}

// The walk's reading mode, the notes it adds to, and the field names above the
// value it is in (for errors and notes: kept only when decoding can fail or note,
// not when a stored object is read); set by serialized() for one walk.
let mode: DecodeMode = 'stored';
let notes: DecodeNote[] | null = null;
let tracking = false;
const fieldStack: string[] = [];

function decoded(kind: ValueKind, v: JsonValue, plan: Plan, k: string): JsonValue {
  if (storedAsIs(kind, v)) return v;
  const noted = notes === null ? 0 : notes.length;
  try {
    const r = decodeValue(kind, v, mode, notes);
    if (notes !== null && notes.length > noted) notes[noted].fields = [...fieldStack, k];
    return r;
  } catch (e) {
    if (e instanceof DecodeError) throw new FieldDecodeError(e, plan.name, [...fieldStack, k]);
    throw e;
  }
}

/** What a field's value is left out for: never, when null, when null or empty ("", 0, false, [], {} of a map). */
const KEEP = 0;
const NULL = 1;
const EMPTY = 2;
type Drop = typeof KEEP | typeof NULL | typeof EMPTY;

interface Step {
  /** The plan of the struct the field holds, or of its list items or map values. */
  plan: Plan | null;
  shape: 'struct' | 'list' | 'map' | 'value';
  drop: Drop;
  /** The conversion of the field's value (shape 'value'), or of its list items or map values. */
  conv: ValueKind | null;
}

interface Fill {
  name: string;
  /** The zero value written when the field is absent or null; `{}` is filled in turn by `plan`. */
  zero: JsonValue;
  plan: Plan | null;
}

interface Plan {
  /** The definition (its Go struct), for decode errors. */
  name: string;
  /** The fields a value may need changed in, by name. */
  fields: Map<string, Step>;
  /** The fields always written. */
  fills: Fill[];
}

// Two sets of plans: the usual one, and one that also converts int32 values, for the
// rare apply whose configuration holds an int32 out of range (numbers.ts finds it).
const plans = new WeakMap<TypeNode, Plan | null>();
const int32Plans = new WeakMap<TypeNode, Plan | null>();

/** The conversion of a type's values in a plan (int32s only in the int32 plans). */
function convOf(t: TypeNode, ints: boolean): ValueKind | null {
  const kind = valueKindOf(t);
  return kind === 'int32' && !ints ? null : kind;
}

function isZeroScalar(v: JsonValue | undefined): boolean {
  return v === '' || v === 0 || v === false;
}

function isEmptyStructDefault(v: JsonValue | undefined): boolean {
  return isObject(v) && Object.keys(v).length === 0;
}

function isEmpty(v: JsonValue): boolean {
  if (v === null || v === '' || v === 0 || v === false) return true;
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.length === 0;
  // Not for-in: on a big map (a ConfigMap's data) V8 lists and orders every key
  // before the first; the operation's listing is made once and shared.
  return ownKeysOf(v).length === 0;
}

/** The plan of a struct type, null when serializing it never changes anything. */
function planOf(t: TypeNode, ints: boolean): Plan | null {
  const m = t.map;
  if (m === null || m.fields.size === 0) return null;
  const cache = ints ? int32Plans : plans;
  const hit = cache.get(t);
  if (hit !== undefined) return hit;
  // Registered before it is compiled: a recursive schema reaches this same plan.
  const plan: Plan = { name: t.name, fields: new Map(), fills: [] };
  cache.set(t, plan);
  compile(t, m, plan, ints);
  if (plan.fields.size > 0 || plan.fills.length > 0) return plan;
  cache.set(t, null);
  return null;
}

/** How a field of a definition is written: its zero value when always written, else when it is left out. */
function rule(t: TypeNode, f: Field, listed: JsonValue | undefined): { zero?: JsonValue; drop: Drop } {
  const d = f.default;
  const ft = f.type;
  if (t.name === OBJECT_META) {
    // Every field omitempty (creationTimestamp omitzero), deletionGracePeriodSeconds a
    // pointer; managedFields are the field manager's.
    if (f.name === 'managedFields') return { drop: KEEP };
    return { drop: f.name === 'deletionGracePeriodSeconds' || f.name === 'creationTimestamp' ? NULL : EMPTY };
  }
  const known = t.name.startsWith(API);
  const def = known ? t.name.slice(API.length) : '';
  if (isEmptyStructDefault(d)) return { zero: {}, drop: KEEP };
  if (isZeroScalar(d) && !NOT_EMITTED.has(`${def}.${f.name}`)) return { zero: d as JsonValue, drop: KEEP };
  if (listed !== undefined) return { zero: listed, drop: KEEP };
  // IntOrString, Quantity, free-form values: held by pointers where optional.
  if (ft.scalar === 'untyped') return { drop: NULL };
  // Slices and maps are omitempty but for the listed ones (and those of other
  // groups we did not read, whose tags we assume the same way).
  if (ft.list !== null && ft.map === null) return { drop: EMPTY };
  if (ft.map !== null) return { drop: ft.map.fields.size === 0 && ft.map.elem !== null ? EMPTY : NULL };
  // A scalar: a pointer, or a non-pointer omitempty one (for the groups read).
  if (!known || pointers.has(`${t.name}.${f.name}`)) return { drop: NULL };
  return { drop: EMPTY };
}

function compile(t: TypeNode, m: MapType, plan: Plan, ints: boolean): void {
  const listed = alsoEmitted.get(t.name);
  for (const f of m.fields.values()) {
    const { zero, drop } = rule(t, f, listed?.find(([n]) => n === f.name)?.[1]);
    const ft = f.type;
    let inner: Plan | null = null;
    let shape: Step['shape'] = 'struct';
    // managedFields are the field manager's, its times written by it.
    let conv = t.name === MANAGED_FIELDS_ENTRY ? null : convOf(ft, ints);
    if (conv !== null) shape = 'value';
    else if (ft.map !== null) {
      inner = planOf(ft, ints);
      if (inner === null && ft.map.elem !== null && ft.map.fields.size === 0) {
        inner = planOf(ft.map.elem, ints);
        conv = convOf(ft.map.elem, ints);
        shape = 'map';
      }
    } else if (ft.list !== null) {
      inner = planOf(ft.list.elem, ints);
      conv = convOf(ft.list.elem, ints);
      shape = 'list';
    }
    if (zero !== undefined) plan.fills.push({ name: f.name, zero, plan: shape === 'struct' ? inner : null });
    if (drop !== KEEP || inner !== null || conv !== null)
      plan.fields.set(f.name, { plan: inner, shape, drop, conv });
  }
}

function fillStruct(o: JsonObject, plan: Plan): JsonObject {
  let out: JsonObject | null = null;
  // A JSON object's keys are its own (for-in avoids Object.keys' array).
  for (const k in o) {
    const s = plan.fields.get(k);
    if (s === undefined) continue;
    const v = o[k];
    if (v === null ? s.drop !== KEEP : s.drop === EMPTY && isEmpty(v)) {
      if (out === null) out = { ...o };
      delete out[k];
      continue;
    }
    if (v === null) continue;
    let r: JsonValue = v;
    if (s.shape === 'value') r = decoded(s.conv as ValueKind, v, plan, k);
    else if (s.conv !== null) {
      if (s.shape === 'map' && isObject(v)) r = decodeValues(v, s.conv, plan, k);
      else if (s.shape === 'list' && Array.isArray(v)) r = decodeItems(v, s.conv, plan, k);
    } else if (s.plan !== null) {
      if (tracking) fieldStack.push(k);
      if (s.shape === 'struct') {
        if (isObject(v)) r = fillStruct(v, s.plan);
      } else if (s.shape === 'list') {
        if (Array.isArray(v)) r = fillList(v, s.plan);
      } else if (isObject(v)) r = fillValues(v, s.plan);
      if (tracking) fieldStack.pop();
    }
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, k, r);
  }
  for (const f of plan.fills) {
    const v = ownValue(o, f.name);
    if (v !== undefined && (v !== null || f.zero === null)) continue;
    let r: JsonValue = isObject(f.zero) ? {} : f.zero;
    if (f.plan !== null && isObject(r)) r = fillStruct(r, f.plan);
    if (out === null) out = { ...o };
    setOwn(out, f.name, r);
  }
  return out ?? o;
}

function fillList(l: JsonValue[], plan: Plan): JsonValue[] {
  let out: JsonValue[] | null = null;
  for (let i = 0; i < l.length; i++) {
    const it = l[i];
    if (!isObject(it)) continue;
    const r = fillStruct(it, plan);
    if (r === it) continue;
    if (out === null) out = l.slice();
    out[i] = r;
  }
  return out ?? l;
}

/** A map's values converted (a ResourceList's quantities, a Secret's bytes); null as the decoder reads it. */
function decodeValues(o: JsonObject, kind: ValueKind, plan: Plan, k: string): JsonObject {
  let out: JsonObject | null = null;
  for (const key of ownKeysOf(o)) {
    const v = ownValue(o, key) as JsonValue;
    const r = v === null && kind !== 'quantity' ? v : decoded(kind, v, plan, k);
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, key, r);
  }
  return out ?? o;
}

function decodeItems(l: JsonValue[], kind: ValueKind, plan: Plan, k: string): JsonValue[] {
  let out: JsonValue[] | null = null;
  for (let i = 0; i < l.length; i++) {
    const v = l[i];
    if (v === null) continue;
    const r = decoded(kind, v, plan, k);
    if (r === v) continue;
    if (out === null) out = l.slice();
    out[i] = r;
  }
  return out ?? l;
}

function fillValues(o: JsonObject, plan: Plan): JsonObject {
  let out: JsonObject | null = null;
  for (const k of ownKeysOf(o)) {
    const v = ownValue(o, k);
    if (!isObject(v)) continue;
    const r = fillStruct(v, plan);
    if (r === v) continue;
    if (out === null) out = { ...o };
    setOwn(out, k, r);
  }
  return out ?? o;
}

/**
 * `obj` as the API server decodes it into its Go struct and serializes it: every
 * field the encoder always writes and `obj` lacks (or has as null) added with its
 * zero value, the fields it leaves out dropped, and the values of decoded types
 * (decode.ts) in their encoded form, by `root`, the schema of a built-in kind.
 * `how` says how values are read (default: a stored object, whose values that do
 * not decode are kept); a refused value throws FieldDecodeError, and wrapped
 * integers are added to `how.notes` with their path. Returns `obj` itself when
 * nothing changes, else a copy sharing every subtree it did not change.
 */
export function serialized(
  obj: JsonObject,
  root: TypeNode,
  how?: { mode: DecodeMode; notes?: DecodeNote[]; int32?: boolean },
): JsonObject {
  const plan = planOf(root, how?.int32 === true);
  if (plan === null) return obj;
  mode = how?.mode ?? 'stored';
  notes = how?.notes ?? null;
  tracking = mode !== 'stored';
  fieldStack.length = 0;
  try {
    return fillStruct(obj, plan);
  } finally {
    mode = 'stored';
    notes = null;
    tracking = false;
    fieldStack.length = 0;
  }
}

const empties = new WeakMap<TypeNode, Map<string, JsonObject>>();

/**
 * The empty object of a built-in kind as the API server serializes it (its Go
 * type's New(): `metadata: {}`, the empty structs of spec and status), made once
 * per type and shared: callers must not change it.
 */
export function emptyObject(apiVersion: string, kind: string, root: TypeNode): JsonObject {
  let byKind = empties.get(root);
  if (byKind === undefined) {
    byKind = new Map();
    empties.set(root, byKind);
  }
  const key = `${apiVersion} ${kind}`;
  let out = byKind.get(key);
  if (out === undefined) {
    out = serialized({ apiVersion, kind, metadata: {} }, root);
    byKind.set(key, out);
  }
  return out;
}
