// Field validation (the `fieldValidation` request option, KEP-2885): what the API
// server does with unknown and duplicate fields in a write's body.
//
// - `Strict` (what kubectl sends, client- and server-side): a create or update
//   whose body has them is refused with 400 BadRequest, as the handlers' decode
//   error words it (staging/src/k8s.io/apiserver/pkg/endpoints/handlers/rest.go
//   transformDecodeError around runtime's strictDecodingError):
//   `Deployment in version "v1" cannot be handled as a Deployment: strict decoding
//   error: unknown field "spec.replica"`. An apply's duplicate fields are refused
//   by the YAML decoder of the patch (handlers/patch.go applyPatcher):
//   `error strict decoding YAML: error converting YAML to JSON: yaml: unmarshal
//   errors:\n  line 10: key "paused" already set in map`.
// - `Warn`: the write goes on without them and each is a warning
//   (`unknown field "spec.replica"`, sent as a `Warning: 299 - "..."` header).
// - `Ignore`: the write goes on without them, silently.
//
// Unknown fields of an apply are refused whatever the option (structured-merge-diff's
// typed conversion, "field not declared in schema"): the field manager does that.
// Built-in kinds: every field its Go struct (the schema) does not declare, in
// document order, duplicates among them (a field both unknown and duplicated is
// reported unknown only). Custom resources: the duplicates first, then the fields
// the structural schema prunes (metadata's first, then sorted), as
// apiextensions-apiserver's pruning lists them. Areas that keep unknown fields
// (x-kubernetes-preserve-unknown-fields, RawExtension, maps of values, the deduced
// schema) report none. Messages and order come from
// test/integration/apiserver/field_validation_test.go (kubernetes v1.35).

import { goFloatV, goJson, goQuote } from '../fieldpath/gofmt.ts';
import { invalidOption, status } from '../managed/status.ts';
import type { KubeStatus } from '../managed/types.ts';
import type { TypeNode } from '../schema/model.ts';
import { compareUtf8, getOwn, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { type Pruned, pruneCustom } from './pruning.ts';

export type FieldValidation = 'Strict' | 'Warn' | 'Ignore';

/** The values the tool accepts, the default first. */
export const FIELD_VALIDATIONS: readonly FieldValidation[] = ['Strict', 'Warn', 'Ignore'];

export const DEFAULT_FIELD_VALIDATION: FieldValidation = 'Strict';

export function isFieldValidation(v: unknown): v is FieldValidation {
  return v === 'Strict' || v === 'Warn' || v === 'Ignore';
}

/** The surfaces' message for a value that is none of Strict, Warn, Ignore (null when it is one). */
export function fieldValidationProblem(v: unknown): string | null {
  if (isFieldValidation(v)) return null;
  const shown =
    typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : Array.isArray(v) ? 'a list' : String(v);
  return `fieldValidation: must be Strict, Warn or Ignore, got ${shown}`;
}

/**
 * The API server's 422 for a fieldValidation it does not support (apimachinery
 * pkg/apis/meta/v1/validation ValidateFieldValidation: NotSupported, the values
 * sorted, "" among them). Null when accepted.
 */
export function refuseFieldValidation(v: unknown, op: 'apply' | 'create' | 'update'): KubeStatus | null {
  if (v === undefined || isFieldValidation(v)) return null;
  const kind = op === 'apply' ? 'PatchOptions' : op === 'create' ? 'CreateOptions' : 'UpdateOptions';
  const shown = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(String(v));
  return invalidOption(
    kind,
    'fieldValidation',
    'FieldValueNotSupported',
    `Unsupported value: ${shown}: supported values: "", "Ignore", "Strict", "Warn"`,
  );
}

/** A key its reader found twice in one mapping of the body. */
export interface DuplicateField {
  /** The field as Go's decoder prints it: `spec.paused`, `spec.containers[0].image`. */
  path: string;
  /** The key itself. */
  key: string;
  /** 1-based line of the repeat in the text as sent. */
  line?: number;
  /** 1-based column of the repeat (YAML). */
  column?: number;
  /** The body was YAML: its decoder reports repeats by line (`line 5: key "name" already set in map`). */
  yaml?: boolean;
}

/** What a body holds that its kind does not declare, and the body without it. */
export interface FieldProblems {
  /** The strict decoding error's parts, in the server's order (`unknown field "spec.replica"`), joined by ", ". */
  messages: string[];
  /** The warnings the same problems give under Warn (a YAML decoder's block split into its lines). */
  warnings: string[];
  /** Paths of the unknown fields, as the messages print them. */
  unknown: string[];
  /** The body with the unknown fields dropped (the same object when none). */
  pruned: JsonObject;
}

const MAX_DEPTH = 1000;

interface Walk {
  custom: boolean;
  /** A YAML body: decoded through a Go map, so keys in sorted order, and repeats are the YAML decoder's. */
  sorted: boolean;
  dups: ReadonlySet<string>;
  messages: string[];
  unknown: string[];
}

function childPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** A new object with the entries of `v` listed in `keys` before `k`. */
function copyBefore(v: JsonObject, keys: readonly string[], k: string): JsonObject {
  const out: JsonObject = {};
  for (const kk of keys) {
    if (kk === k) break;
    setOwn(out, kk, getOwn(v, kk) as JsonValue);
  }
  return out;
}

/** The value with undeclared fields removed; records each. Returns the same value when nothing is dropped. */
function prune(v: JsonValue, t: TypeNode, path: string, w: Walk, depth: number): JsonValue {
  if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const elem = t.list?.elem;
    if (!elem) return v;
    let out: JsonValue[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const x = prune(v[i], elem, `${path}[${i}]`, w, depth + 1);
      if (x !== v[i]) {
        out ??= v.slice();
        out[i] = x;
      }
    }
    return out ?? v;
  }
  const m = t.map;
  if (m === null) return v;
  let out: JsonObject | null = null;
  const keys = w.sorted ? Object.keys(v).sort(compareUtf8) : Object.keys(v);
  for (const k of keys) {
    const p = childPath(path, k);
    const f = m.fields.get(k);
    const ft = f !== undefined ? f.type : m.elem;
    const x = getOwn(v, k) as JsonValue;
    if (ft === null) {
      // Unknown: a typed decoder reports it unknown only, even when it is repeated too.
      if (!w.custom) w.messages.push(`unknown field "${p}"`);
      w.unknown.push(p);
      out ??= copyBefore(v, keys, k);
      continue;
    }
    const y = prune(x, ft, p, w, depth + 1);
    if (!w.custom && !w.sorted && w.dups.has(p)) w.messages.push(`duplicate field "${p}"`);
    if (out !== null) setOwn(out, k, y);
    else if (y !== x) {
      out = copyBefore(v, keys, k);
      setOwn(out, k, y);
    }
  }
  return out ?? v;
}

/**
 * The unknown and duplicate fields of a create's or update's body, as the API
 * server's strict decoder reports them. Built-in kinds: against `root` (the
 * kind's schema with ObjectMeta; null: deduced, nothing is unknown). Custom
 * resources (`crdSchema` given: the version's openAPIV3Schema, null when the CRD
 * prunes nothing): pruning semantics (core/server/pruning.ts), duplicates first.
 */
export function fieldProblems(
  body: JsonObject,
  root: TypeNode | null,
  duplicates: readonly DuplicateField[] = [],
  crdSchema?: JsonObject | null,
): FieldProblems {
  const custom = crdSchema !== undefined;
  const yaml = duplicates.some((d) => d.yaml === true);
  const w: Walk = {
    custom,
    sorted: yaml,
    dups: new Set(duplicates.map((d) => d.path)),
    messages: [],
    unknown: [],
  };
  // A YAML body's repeats come first, as one error of its decoder (one warning a line).
  const lead: string[] = [];
  const leadWarnings: string[] = [];
  if (yaml) {
    lead.push(`yaml: unmarshal errors:\n${duplicates.map((d) => `  ${yamlDuplicateLine(d)}`).join('\n')}`);
    leadWarnings.push(...duplicates.map(yamlDuplicateLine));
  } else if (custom || root === null) {
    lead.push(...duplicates.map((d) => `duplicate field "${d.path}"`));
    leadWarnings.push(...lead);
  }
  let unknown: string[];
  let pruned: JsonObject;
  let rest: string[];
  if (custom) {
    const groups: Pruned = { meta: [], pruned: w.unknown, embeddedMeta: [] };
    pruned = pruneCustom(body, crdSchema, groups, (v, t, p) => prune(v, t, p, w, 1));
    // apiextensions-apiserver: the object's metadata first, the pruned fields sorted, then embedded metadata.
    unknown = [...groups.meta, ...[...groups.pruned].sort(compareUtf8), ...groups.embeddedMeta];
    rest = unknown.map((p) => `unknown field "${p}"`);
  } else if (root === null) {
    // No schema known (deduced): nothing is unknown; repeats are still repeats.
    unknown = [];
    pruned = body;
    rest = [];
  } else {
    pruned = prune(body, root, '', w, 0) as JsonObject;
    unknown = w.unknown;
    rest = w.messages;
  }
  return { messages: [...lead, ...rest], warnings: [...leadWarnings, ...rest], unknown, pruned };
}

/** The strict decode error of a create or update, as the handlers word it (400). */
export function strictDecodingMessage(apiVersion: string, kind: string, messages: readonly string[]): string {
  const slash = apiVersion.lastIndexOf('/');
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  return `${kind} in version ${JSON.stringify(version)} cannot be handled as a ${kind}: strict decoding error: ${messages.join(', ')}`;
}

/** Go's %+v of a decoded JSON value (a map[string]interface{}): `map[spec:map[replica:3]]`, keys sorted. */
function goPrint(v: JsonValue): string {
  if (v === null) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : goFloatV(v);
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(goPrint).join(' ')}]`;
  const keys = Object.keys(v).sort(compareUtf8);
  return `map[${keys.map((k) => `${k}:${goPrint(getOwn(v, k) as JsonValue)}`).join(' ')}]`;
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

function isMap(v: JsonValue | undefined): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A copy with the values of data and stringData and the last-applied annotation replaced by `***`. */
function maskedSecret(o: JsonObject): JsonObject {
  const out: JsonObject = { ...o };
  for (const k of ['data', 'stringData']) {
    const v = getOwn(o, k);
    if (!isMap(v)) continue;
    const m: JsonObject = {};
    for (const kk of Object.keys(v)) setOwn(m, kk, '***');
    setOwn(out, k, m);
  }
  const meta = getOwn(o, 'metadata');
  const ann = isMap(meta) ? getOwn(meta, 'annotations') : undefined;
  if (isMap(meta) && isMap(ann) && getOwn(ann, LAST_APPLIED) !== undefined) {
    const a: JsonObject = { ...ann };
    setOwn(a, LAST_APPLIED, '***');
    setOwn(out, 'metadata', { ...meta, annotations: a });
  }
  return out;
}

/**
 * The 422 of a PATCH whose result has unknown fields under Strict (handlers/patch.go:
 * a strategic merge patch names the patch as Go prints the decoded map, a JSON merge
 * patch the patched object's JSON), field `patch`, no kind, no name.
 */
export function patchStrictInvalid(
  patch: { type: 'strategic' | 'merge'; body: JsonObject },
  patched: JsonObject,
  messages: readonly string[],
): KubeStatus {
  // A Secret's values never reach a message: its data and the last-applied copy are masked.
  const secret = patched.kind === 'Secret' && patched.apiVersion === 'v1';
  const body = secret ? maskedSecret(patch.body) : patch.body;
  const whole = secret ? maskedSecret(patched) : patched;
  const shown =
    patch.type === 'strategic' ? goPrint(body) : goJson(whole, (o) => Object.keys(o).sort(compareUtf8));
  const detail = `Invalid value: ${goQuote(shown)}: strict decoding error: ${messages.join(', ')}`;
  return status(422, 'Invalid', ` "" is invalid: patch: ${detail}`, {
    causes: [{ reason: 'FieldValueInvalid', message: detail, field: 'patch' }],
  });
}

/** The YAML decoder's line for a repeated key (gopkg.in/yaml.v2 strict). */
export function yamlDuplicateLine(d: DuplicateField): string {
  return `line ${d.line ?? 1}: key ${JSON.stringify(d.key)} already set in map`;
}

/** The 400 of an apply patch with repeated keys under Strict. */
export function applyDuplicatesMessage(duplicates: readonly DuplicateField[]): string {
  return `error strict decoding YAML: error converting YAML to JSON: yaml: unmarshal errors:\n${duplicates.map((d) => `  ${yamlDuplicateLine(d)}`).join('\n')}`;
}
