// Checking a preview against the cluster (verify: server-dry-run): the request the
// previewed apply would send, with dryRun=All, and the comparison of the
// cluster's answer with the preview's own answer (PreviewOutcome: the object, or
// the 409 Status of a conflict). Pure: the caller sends the request.
//
// Values a server generates are handled as the dry-run KEP (seed 001) and the
// registry's DryRunnableStorage have them: a dry-run create gets a fresh uid and
// creationTimestamp and an empty resourceVersion, so those are not compared; a
// dry-run update keeps the stored resourceVersion, uid and creationTimestamp, so
// they are compared, and a moved resourceVersion means the object changed on the
// cluster after it was read. `generation` is compared (both sides bump it by the
// same rule). managedFields are compared as decoded field sets per manager, their
// `time` left out (each side stamps its own clock). Quantities compare by value
// (core/quantity.ts): a live object read elsewhere may hold another spelling.

import { base64Binary } from '../base64.ts';
import { FIELD, fieldElement, type Path, pathString } from '../fieldpath/element.ts';
import { EMPTY, type FieldSet } from '../fieldpath/set.ts';
import { stringifyJson } from '../json.ts';
import { parseIdentity } from '../managed/identity.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { decodeManagedFields } from '../managed/managedfields.ts';
import type { KubeStatus } from '../managed/types.ts';
import { equalQuantities } from '../quantity.ts';
import type { TypeNode } from '../schema/model.ts';
import { compare } from '../typed/compare.ts';
import { inOperation } from '../typed/operation.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import { valueAt, walkPaths } from './paths.ts';
import { guardAt, isSecret } from './secrets.ts';
import {
  type ClientPatch,
  SECRET_MASK,
  type Verification,
  type VerificationCause,
  type VerificationDifference,
} from './types.ts';

// ---------------------------------------------------------------------------
// The request

/**
 * How the previewed apply writes. Server-side apply is the one mode so far; a
 * client-side preview adds `{ mode: 'client-side'; patchType; patch }` (the
 * computed patch sent with its patch type) and a case below.
 */
export type DryRunApply = (
  | { mode: 'server-side'; fieldManager: string; force: boolean }
  /** What a client-side apply sends: a create (POST to the collection) or its patch. */
  | { mode: 'client-side'; fieldManager: string; patch: ClientPatch }
) & {
  /** The fieldValidation query parameter, as kubectl sends it (Strict); absent: none sent. */
  fieldValidation?: string;
};

export interface DryRunRequest {
  method: 'PATCH' | 'POST';
  /** The object's API path with the query (`dryRun=All`, `fieldManager`, `force`). */
  path: string;
  contentType: string;
  body: string;
}

/** A query string in a fixed order, encoded as URLSearchParams encodes it (form encoding). */
class Query {
  private readonly pairs: [string, string][] = [];

  constructor(first: Record<string, string>) {
    for (const k of Object.keys(first)) this.pairs.push([k, first[k]]);
  }

  set(key: string, value: string): void {
    this.pairs.push([key, value]);
  }

  toString(): string {
    const enc = (s: string) =>
      encodeURIComponent(s)
        .replace(/%20/g, '+')
        .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return this.pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  }
}

/** The dry-run request of an apply of `intent` to the object at `objectPath` (`/apis/apps/v1/namespaces/shop/deployments/web`). */
export function dryRunRequest(objectPath: string, intent: JsonObject, apply: DryRunApply): DryRunRequest {
  const q = new Query({ dryRun: 'All' });
  switch (apply.mode) {
    case 'server-side':
      q.set('fieldManager', apply.fieldManager);
      if (apply.fieldValidation !== undefined) q.set('fieldValidation', apply.fieldValidation);
      if (apply.force) q.set('force', 'true');
      return {
        method: 'PATCH',
        path: `${objectPath}?${q.toString()}`,
        // JSON is YAML: the apply body is the manifest as the preview read it.
        contentType: 'application/apply-patch+yaml',
        body: stringifyJson(intent),
      };
    case 'client-side': {
      q.set('fieldManager', apply.fieldManager);
      if (apply.fieldValidation !== undefined) q.set('fieldValidation', apply.fieldValidation);
      const p = apply.patch;
      if (p.type === 'create') {
        // kubectl creates a missing object: a POST to its collection.
        return {
          method: 'POST',
          path: `${objectPath.slice(0, objectPath.lastIndexOf('/'))}?${q.toString()}`,
          contentType: 'application/json',
          body: stringifyJson(p.body ?? intent),
        };
      }
      return {
        method: 'PATCH',
        path: `${objectPath}?${q.toString()}`,
        contentType: p.type === 'none' ? 'application/merge-patch+json' : p.type,
        body: stringifyJson(p.body ?? {}),
      };
    }
  }
}

// ---------------------------------------------------------------------------
// The answer

/** What came back for one dry-run request. */
export type ClusterAnswer =
  | { kind: 'answer'; code: number; body: JsonValue | undefined }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'unreachable'; message: string };

export interface VerifyInput {
  intent: JsonObject;
  live: JsonObject | null;
  /** The object's root type, as the preview used it. */
  schema: TypeNode;
  /** The preview's answer: the object written (unmasked, with managedFields), or the Status of its failure. */
  ours: { object: JsonObject | null; status: KubeStatus | null };
  /** Printed paths the preview's defaulting set (FieldChange.setBy "defaults"). */
  defaulted?: ReadonlySet<string>;
}

/** At most this many differences per object are listed (the rest are counted). */
export const MAX_DIFFERENCES = 40;

/**
 * Compares the cluster's answer with the preview's. One operation: each list's
 * id index is built once for all the paths read from it (core/preview/paths.ts).
 */
export function verifyAnswer(input: VerifyInput, answer: ClusterAnswer): Verification {
  return inOperation(() => compareAnswer(input, answer));
}

function compareAnswer(input: VerifyInput, answer: ClusterAnswer): Verification {
  const secrets = secretTexts(input);
  if (answer.kind === 'timeout') {
    return unchecked('timeout', {
      code: 0,
      reason: 'Timeout',
      message: `no answer within ${answer.seconds} s (verify-timeout)`,
    });
  }
  if (answer.kind === 'unreachable') {
    return unchecked('unreachable', {
      code: 0,
      reason: 'Unreachable',
      message: mask(answer.message, secrets),
    });
  }
  const { code, body } = answer;
  if (code >= 200 && code < 300) {
    if (!isObject(body)) {
      return unchecked('unreachable', {
        code,
        reason: 'BadAnswer',
        message: 'the answer is not a JSON object',
      });
    }
    return input.ours.object === null ? oursFailed(input, body) : compareObjects(input, body);
  }
  const st = statusOf(code, body, secrets);
  const clusterConflicts = conflictCauses(isObject(body) ? body : null);
  if (code === 409 && clusterConflicts !== null) return compareConflicts(input, clusterConflicts, st);
  return refusal(code, st);
}

function unchecked(cause: VerificationCause, status: Verification['status']): Verification {
  const v: Verification = { method: 'server-dry-run', result: 'unchecked', differences: [], cause };
  if (status) v.status = status;
  return v;
}

function statusOf(
  code: number,
  body: JsonValue | undefined,
  secrets: string[],
): NonNullable<Verification['status']> {
  const s = isObject(body) ? body : {};
  const reason = typeof s.reason === 'string' && s.reason !== '' ? s.reason : `HTTP${code}`;
  const message = typeof s.message === 'string' ? s.message : '(no Status message)';
  return { code, reason, message: mask(message, secrets) };
}

/** RBAC's refusal names the verb: `User "x" cannot patch resource "deployments" ...`. */
const AUTHORIZER = /\bcannot (?:patch|create|get|update) resource\b/;
/** Admission's refusals: a webhook (`admission webhook "x" denied the request`), a ValidatingAdmissionPolicy (`... denied request: ...`). */
const ADMISSION = /\bdenied (?:the )?request\b|\badmission webhook\b/i;

function refusal(code: number, status: NonNullable<Verification['status']>): Verification {
  const msg = status.message;
  let result: Verification['result'] = 'refused';
  let cause: VerificationCause;
  if (code === 401 || (code === 403 && AUTHORIZER.test(msg) && !ADMISSION.test(msg))) {
    result = 'unchecked';
    cause = 'forbidden';
  } else if (code === 429 || code >= 500 || code < 400) {
    result = 'unchecked';
    cause = 'unreachable';
  } else if (ADMISSION.test(msg)) cause = 'denied';
  else if (code === 409 && /has been modified|latest version/.test(msg)) cause = 'changed-since-read';
  else cause = 'refused';
  return { method: 'server-dry-run', result, differences: [], cause, status };
}

// ---------------------------------------------------------------------------
// Conflicts

/** Field -> conflict message of a 409 apply conflict (FieldManagerConflict causes); null when it is none. */
function conflictCauses(status: JsonObject | null): Map<string, string> | null {
  if (status === null || status.reason !== 'Conflict') return null;
  const details = isObject(status.details) ? status.details : {};
  const causes = Array.isArray(details.causes) ? details.causes : [];
  const out = new Map<string, string>();
  for (const c of causes) {
    if (!isObject(c) || c.reason !== 'FieldManagerConflict') continue;
    out.set(typeof c.field === 'string' ? c.field : '', typeof c.message === 'string' ? c.message : '');
  }
  return out.size > 0 ? out : null;
}

function oursConflicts(ours: VerifyInput['ours']): Map<string, string> | null {
  if (ours.status === null || ours.status.code !== 409) return null;
  const out = new Map<string, string>();
  for (const c of ours.status.details?.causes ?? []) {
    if (c.reason === 'FieldManagerConflict') out.set(c.field ?? '', c.message ?? '');
  }
  return out.size > 0 ? out : null;
}

function compareConflicts(
  input: VerifyInput,
  cluster: Map<string, string>,
  status: NonNullable<Verification['status']>,
): Verification {
  const ours = oursConflicts(input.ours) ?? new Map<string, string>();
  const differences: VerificationDifference[] = [];
  for (const field of new Set([...ours.keys(), ...cluster.keys()])) {
    const a = ours.get(field);
    const b = cluster.get(field);
    if (a === b) continue;
    differences.push({
      path: field,
      ours: a ?? 'no conflict',
      cluster: b ?? 'no conflict',
      cause: 'conflict',
    });
  }
  if (differences.length === 0) return { method: 'server-dry-run', result: 'agrees', differences };
  return { method: 'server-dry-run', result: 'differs', differences, status };
}

/** The cluster accepted an apply the preview says fails (with conflicts). */
function oursFailed(input: VerifyInput, _body: JsonObject): Verification {
  const ours = oursConflicts(input.ours);
  const differences: VerificationDifference[] = [];
  if (ours !== null) {
    for (const [field, message] of ours) {
      differences.push({ path: field, ours: message, cluster: 'no conflict', cause: 'conflict' });
    }
  } else {
    differences.push({
      path: '',
      ours: input.ours.status?.message ?? 'refused',
      cluster: 'accepted',
    });
  }
  return { method: 'server-dry-run', result: 'differs', differences };
}

// ---------------------------------------------------------------------------
// Objects

const META_CREATED = ['uid', 'creationTimestamp', 'resourceVersion'];

// Where a created object's strategy copies its uid or generated name (a Job's selector
// and labels): each side's own value is compared as this stand-in.
const GENERATED = '<generated>';

function withoutGenerated(v: JsonValue, values: readonly string[]): JsonValue {
  if (typeof v === 'string') return values.includes(v) ? GENERATED : v;
  if (Array.isArray(v)) return v.map((x) => withoutGenerated(x, values));
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v)) setOwn(out, k, withoutGenerated(v[k], values));
  return out;
}

/**
 * The object without managedFields, and without the values a dry-run create
 * generates (uid, creationTimestamp, a generated name), wherever the strategy copied them.
 */
function comparable(obj: JsonObject, created: boolean, generatedName: boolean): JsonObject {
  const meta = ownValue(obj, 'metadata');
  if (!isObject(meta)) return obj;
  const generated: string[] = [];
  if (created && typeof meta.uid === 'string' && meta.uid !== '') generated.push(meta.uid);
  if (generatedName && typeof meta.name === 'string' && meta.name !== '') generated.push(meta.name);
  const m: JsonObject = {};
  for (const k of Object.keys(meta)) {
    if (k === 'managedFields') continue;
    if (created && META_CREATED.includes(k)) continue;
    if (generatedName && k === 'name') continue;
    setOwn(m, k, meta[k]);
  }
  const out: JsonObject = { ...obj };
  setOwn(out, 'metadata', m);
  if (generated.length === 0 || !created) return out;
  const cleaned = withoutGenerated(out, generated);
  return isObject(cleaned) ? cleaned : out;
}

function metaString(obj: JsonObject | null, key: string): string | undefined {
  const meta = obj === null ? undefined : ownValue(obj, 'metadata');
  if (!isObject(meta)) return undefined;
  const v = ownValue(meta, key);
  return typeof v === 'string' ? v : undefined;
}

function compareObjects(input: VerifyInput, cluster: JsonObject): Verification {
  const ours = input.ours.object!;
  const created = input.live === null;
  const generatedName = metaString(input.intent, 'name') === undefined;
  const secret = isSecret(input.intent);
  const secrets = secretTexts(input);
  const a = comparable(ours, created, generatedName);
  const b = comparable(cluster, created, generatedName);
  // The object moved on the cluster since it was read: every difference may come from that.
  const moved =
    !created && metaString(cluster, 'resourceVersion') !== metaString(input.live, 'resourceVersion');

  const differences: VerificationDifference[] = [];
  let more = 0;
  const push = (d: VerificationDifference) => {
    if (differences.length < MAX_DIFFERENCES) differences.push(d);
    else more++;
  };

  let cmp: { added: FieldSet; removed: FieldSet; modified: FieldSet };
  try {
    cmp = compare(a, b, input.schema);
  } catch {
    // Values the schema refuses on both sides: compared without it, field by field at the top.
    cmp = { added: EMPTY, removed: EMPTY, modified: EMPTY };
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!deepEqual(ownValue(a, k), ownValue(b, k))) {
        push(objectDifference([fieldElement(k)], a, b, input, secret, secrets, moved));
      }
    }
  }
  const all = cmp.added.union(cmp.removed).union(cmp.modified);
  const reported: Path[] = [];
  walkPaths(all, (p) => {
    if (reported.some((r) => isPrefix(r, p))) return; // inside a value already shown whole
    if (!cmp.added.has(p) && !cmp.removed.has(p) && !cmp.modified.has(p)) return;
    reported.push(p);
    // The server re-encodes quantities in its canonical form (0.1 -> 100m): the same value.
    if (cmp.modified.has(p) && sameQuantity(p, valueAt(a, input.schema, p), valueAt(b, input.schema, p)))
      return;
    push(objectDifference(p, a, b, input, secret, secrets, moved));
  });
  // generation follows the spec: when the spec differs for a reason, so does generation.
  const gen = differences.find((d) => d.path === '.metadata.generation');
  if (gen && gen.cause === undefined) {
    const spec = differences.find((d) => d.path.startsWith('.spec') && d.cause !== undefined);
    if (spec) gen.cause = spec.cause;
  }

  for (const d of managerDifferences(ours, cluster, moved)) push(d);

  // Values the server allocates alone are no disagreement (they are listed all the same).
  const differs = more > 0 || differences.some((d) => d.cause !== 'allocated');
  const v: Verification = { method: 'server-dry-run', result: differs ? 'differs' : 'agrees', differences };
  if (more > 0) v.more = more;
  return v;
}

/**
 * Fields the API server's registries and allocators set on create, which the
 * engine does not model (docs/engine.md says which): a Service's cluster IPs, IP
 * families and node ports.
 */
const ALLOCATED: Record<string, RegExp> = {
  'v1/Service':
    /^\.spec\.(?:clusterIPs?|ipFamilies|ipFamilyPolicy|healthCheckNodePort)$|^\.spec\.ports\[[^\]]*\]\.nodePort$/,
};

function isAllocated(intent: JsonObject, path: string): boolean {
  return ALLOCATED[`${String(intent.apiVersion)}/${String(intent.kind)}`]?.test(path) === true;
}

/** Maps of quantities (ResourceList) and single quantity fields. */
const QUANTITY_MAPS = new Set(['limits', 'requests', 'hard', 'used', 'capacity', 'allocatable', 'overhead']);
const QUANTITY_FIELDS = new Set(['sizeLimit']);

/** Two encodings of the same quantity at a quantity's path (a ResourceList value, sizeLimit). */
function sameQuantity(p: Path, a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const last = p[p.length - 1];
  const parent = p[p.length - 2];
  const name = (e: Path[number] | undefined) => (e !== undefined && e.kind === FIELD ? e.name : '');
  if (!QUANTITY_MAPS.has(name(parent)) && !QUANTITY_FIELDS.has(name(last))) return false;
  return equalQuantities(a, b);
}

function isPrefix(prefix: Path, p: Path): boolean {
  if (prefix.length >= p.length) return false;
  for (let i = 0; i < prefix.length; i++) if (pathString([prefix[i]]) !== pathString([p[i]])) return false;
  return true;
}

function objectDifference(
  p: Path,
  ours: JsonObject,
  cluster: JsonObject,
  input: VerifyInput,
  secret: boolean,
  secrets: string[],
  moved: boolean,
): VerificationDifference {
  const path = pathString(p);
  const a = valueAt(ours, input.schema, p);
  const b = valueAt(cluster, input.schema, p);
  const d: VerificationDifference = { path };
  let masked = false;
  const show = (v: JsonValue): JsonValue => {
    if (!secret) return maskDeepText(v, secrets);
    const g = guardAt(p, v);
    masked ||= g.masked;
    return g.masked ? g.value : maskDeepText(v, secrets);
  };
  if (a !== undefined) d.ours = show(a);
  if (b !== undefined) d.cluster = show(b);
  if (masked) d.masked = true;
  const inManifest = valueAt(input.intent, input.schema, p) !== undefined;
  const defaulted = input.defaulted?.has(path) === true;
  let cause: VerificationCause | undefined;
  if (moved) cause = 'changed-since-read';
  else if (a === undefined && !inManifest && isAllocated(input.intent, path)) cause = 'allocated';
  else if (path === '.metadata.generation') cause = undefined;
  else if (a === undefined) cause = inManifest ? 'admission-changed' : 'mutation';
  else if (b === undefined)
    cause = defaulted ? 'default-differs' : inManifest ? 'admission-changed' : undefined;
  else cause = inManifest ? 'admission-changed' : defaulted ? 'default-differs' : 'mutation';
  if (cause !== undefined) d.cause = cause;
  return d;
}

// ---------------------------------------------------------------------------
// managedFields

function managerName(id: string): string {
  const m = parseIdentity(id);
  return `${m.manager} (${m.operation}${m.subresource ? `, ${m.subresource}` : ''})`;
}

function managerDifferences(ours: JsonObject, cluster: JsonObject, moved: boolean): VerificationDifference[] {
  const read = (o: JsonObject) => {
    const meta = ownValue(o, 'metadata');
    return decodeManagedFields(isObject(meta) ? ownValue(meta, 'managedFields') : undefined).sets;
  };
  let a: ReturnType<typeof read>;
  let b: ReturnType<typeof read>;
  try {
    a = read(ours);
    b = read(cluster);
  } catch (e) {
    return [
      {
        path: '.metadata.managedFields',
        cluster: `cannot be read: ${e instanceof Error ? e.message : String(e)}`,
        cause: 'unreachable',
      },
    ];
  }
  const out: VerificationDifference[] = [];
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const id of ids) {
    const sa = a.get(id)?.set ?? EMPTY;
    const sb = b.get(id)?.set ?? EMPTY;
    if (sa.equals(sb)) continue;
    const manager = managerName(id);
    const side = (owned: boolean) => (owned ? 'owned' : 'not owned');
    const each = (set: FieldSet, oursOwns: boolean) => {
      const shown: Path[] = [];
      walkPaths(set, (p) => {
        if (shown.some((r) => isPrefix(r, p))) return; // below a field listed already
        shown.push(p);
        const d: VerificationDifference = {
          path: pathString(p),
          manager,
          ours: side(oursOwns),
          cluster: side(!oursOwns),
        };
        if (moved) d.cause = 'changed-since-read';
        out.push(d);
      });
    };
    each(sa.difference(sb), true);
    each(sb.difference(sa), false);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Secret values: never in a difference or a message

/** The Secret's values as text (data, its decoding, stringData, the last-applied copy), to mask in messages. */
function secretTexts(input: VerifyInput): string[] {
  const out: string[] = [];
  for (const o of [input.intent, input.live, input.ours.object]) {
    if (o === null || !isSecret(o)) continue;
    for (const k of ['data', 'stringData']) {
      const m = ownValue(o, k);
      if (!isObject(m)) continue;
      for (const v of Object.values(m)) {
        if (typeof v !== 'string') continue;
        out.push(v);
        if (k === 'data') {
          // Not base64: the value itself is masked.
          const plain = base64Binary(v);
          if (plain !== null) out.push(plain);
        }
      }
    }
    const meta = ownValue(o, 'metadata');
    const ann = isObject(meta) ? ownValue(meta, 'annotations') : undefined;
    const last = isObject(ann) ? ownValue(ann, LAST_APPLIED) : undefined;
    if (typeof last === 'string') out.push(last);
  }
  // Longest first, so a value that holds another is masked whole; short values are too common to mask.
  return [...new Set(out.filter((s) => s.length >= 4))].sort((x, y) => y.length - x.length);
}

function mask(text: string, secrets: readonly string[]): string {
  let t = text;
  for (const s of secrets) t = t.split(s).join(SECRET_MASK);
  return t;
}

function maskDeepText(v: JsonValue, secrets: readonly string[]): JsonValue {
  if (secrets.length === 0) return v;
  if (typeof v === 'string') return mask(v, secrets);
  if (Array.isArray(v)) return v.map((x) => maskDeepText(x, secrets));
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const k of Object.keys(v)) setOwn(out, k, maskDeepText(v[k], secrets));
    return out;
  }
  return v;
}
