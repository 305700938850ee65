// Scenarios: a live object and a sequence of applies, creates and updates by named
// managers, replayed as a series of API requests as kube-apiserver answers them
// with dryRun=All (core/server: reset fields, subresources, defaults, dry-run
// values, preconditions); each step starts from the last successful one. The
// command line's `simulate` and the API's /v1/simulate use it.

import { presetOf } from './appliers/presets.ts';
import { chooseApplier, PRESET_NAMES } from './appliers/write.ts';
import type { ConflictInfo, KubeStatus } from './managed/types.ts';
import type { ClientPatch } from './preview/types.ts';
import { runRequest } from './request/pipeline.ts';
import { type BuiltinTypes, builtinMinor, builtinTypesFor } from './schema/builtin/index.ts';
import type { ResolvedSchema } from './schema/model.ts';
import { typeFromOpenAPIV3Schema } from './schema/openapi.ts';
import { SchemaResolver } from './schema/resolve.ts';
import { type FieldValidation, fieldValidationProblem, isFieldValidation } from './server/fieldvalidation.ts';
import { seededRandom } from './server/names.ts';
import { crdResource } from './server/resources.ts';
import type { ServerNote } from './server/types.ts';
import { inOperation } from './typed/operation.ts';
import { isObject, type JsonObject, type JsonValue } from './value.ts';
import { parseKubernetesVersion, UNNAMED_KUBERNETES_VERSION } from './versions.ts';

export interface ScenarioStep {
  /**
   * apply: server-side apply (PATCH); create: POST; update: PUT (404 for a missing
   * object unless the kind creates on update); client-side-apply: what `kubectl apply`
   * sends (a create, or the three-way patch from the last-applied annotation).
   */
  op: 'apply' | 'create' | 'update' | 'client-side-apply';
  /** The field manager; for client-side-apply '' means kubectl's (kubectl-client-side-apply). */
  manager: string;
  /** apply and client-side-apply: the tool's whole write (core/appliers presets: kubectl-server-side, flux, ...). */
  applier?: string;
  /** With flux, helm or argocd appliers: the Kustomization, release or Application (`namespace/name`). */
  owner?: string;
  /** The applied or written object; for subresource "scale" an autoscaling/v1 Scale. */
  object: JsonObject;
  force?: boolean;
  subresource?: 'status' | 'scale';
  /** This step's fieldValidation (default: the scenario's, else Strict). */
  fieldValidation?: FieldValidation;
}

export interface Scenario {
  schema?: JsonObject;
  /** CustomResourceDefinitions for the scenario's kind (schema source `crd:<name>`). */
  crds?: JsonObject[];
  live: JsonObject | null;
  now?: string;
  /** false: no defaulting (the raw merge); default true. */
  defaults?: boolean;
  /** The fieldValidation of every step (Strict, Warn, Ignore; default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /** Seed of the randomness behind uid and generateName (default 1): replays are reproducible. */
  seed?: number;
  /**
   * The cluster's Kubernetes version, "1.36" or "1.36.2" (core/versions.ts; default
   * the newest modelled): its feature-gate defaults, merge library and field manager,
   * and its built-in schemas (loadScenarioSchema; without a version, the 1.35 tables).
   */
  kubernetesVersion?: string;
  steps: ScenarioStep[];
}

export type StepResult = (
  | { ok: true; object: JsonObject }
  | { ok: false; status: KubeStatus; conflicts: ConflictInfo[] }
) & {
  /** What the server did beside the merge (status ignored, a generated name...), when anything. */
  notes?: ServerNote[];
  /** client-side-apply: what kubectl sent (a patch and its type, a create, or nothing). */
  patch?: ClientPatch;
  /** The API server's warnings (fieldValidation Warn), when any. */
  warnings?: string[];
};

export interface SimulateResult {
  /** Where the schema came from: explicit, crd:<name>, openapi, builtin:1.35 or deduced. */
  schemaSource: string;
  /** The Kubernetes version the steps ran on ("1.36.3"). */
  kubernetesVersion: string;
  steps: StepResult[];
}

export class ScenarioError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = 'ScenarioError';
  }
}

/** The fields a scenario step takes. */
export const SCENARIO_STEP_KEYS: ReadonlySet<string> = new Set([
  'op',
  'manager',
  'object',
  'force',
  'subresource',
  'applier',
  'owner',
  'fieldValidation',
  'comment',
]);
/** The ops a scenario step takes (cli/help.ts and docs/cli.md list them). */
export const SCENARIO_OPS: readonly ScenarioStep['op'][] = ['apply', 'create', 'update', 'client-side-apply'];
const OPS: ReadonlySet<string> = new Set(SCENARIO_OPS);
const TOP_KEYS = new Set([
  'schema',
  'kubernetesVersion',
  'crds',
  'live',
  'now',
  'defaults',
  'fieldValidation',
  'seed',
  'steps',
  'comment',
]);

/** Check a parsed scenario document; throws ScenarioError naming the field and the reason. */
export function parseScenario(doc: unknown): Scenario {
  if (!isObject(doc)) throw new ScenarioError('scenario', 'must be a JSON object');
  for (const k of Object.keys(doc)) if (!TOP_KEYS.has(k)) throw new ScenarioError(k, 'unknown field');
  if (doc.schema !== undefined && doc.schema !== null && !isObject(doc.schema)) {
    throw new ScenarioError('schema', 'must be an OpenAPI v3 schema object');
  }
  let crds: JsonObject[] | undefined;
  if (doc.crds !== undefined && doc.crds !== null) {
    if (!Array.isArray(doc.crds))
      throw new ScenarioError('crds', 'must be a list of CustomResourceDefinitions');
    crds = doc.crds.map((c: JsonValue, i: number) => {
      if (!isObject(c)) throw new ScenarioError(`crds[${i}]`, 'must be a CustomResourceDefinition object');
      return c;
    });
  }
  if (doc.live !== undefined && doc.live !== null && !isObject(doc.live)) {
    throw new ScenarioError('live', 'must be an object or null');
  }
  if (doc.now !== undefined && typeof doc.now !== 'string')
    throw new ScenarioError('now', 'must be an RFC 3339 string');
  if (doc.defaults !== undefined && typeof doc.defaults !== 'boolean')
    throw new ScenarioError('defaults', 'must be a boolean');
  if (doc.fieldValidation !== undefined && fieldValidationProblem(doc.fieldValidation) !== null)
    throw new ScenarioError('fieldValidation', 'must be "Strict", "Warn" or "Ignore"');
  if (doc.seed !== undefined && !(typeof doc.seed === 'number' && Number.isSafeInteger(doc.seed)))
    throw new ScenarioError('seed', 'must be an integer');
  if (doc.kubernetesVersion !== undefined) {
    const v = parseKubernetesVersion(doc.kubernetesVersion);
    if (!v.ok) throw new ScenarioError('kubernetesVersion', v.message);
  }
  if (!Array.isArray(doc.steps)) throw new ScenarioError('steps', 'must be a list');
  const steps = doc.steps.map((s: JsonValue, i: number): ScenarioStep => {
    const at = `steps[${i}]`;
    if (!isObject(s)) throw new ScenarioError(at, 'must be an object');
    for (const k of Object.keys(s))
      if (!SCENARIO_STEP_KEYS.has(k)) throw new ScenarioError(`${at}.${k}`, 'unknown field');
    if (typeof s.op !== 'string' || !OPS.has(s.op))
      throw new ScenarioError(`${at}.op`, 'must be "apply", "create", "update" or "client-side-apply"');
    if (typeof s.manager !== 'string') throw new ScenarioError(`${at}.manager`, 'must be a string');
    if (!isObject(s.object)) throw new ScenarioError(`${at}.object`, 'must be an object');
    if (s.force !== undefined && typeof s.force !== 'boolean')
      throw new ScenarioError(`${at}.force`, 'must be a boolean');
    if (s.subresource !== undefined && s.subresource !== 'status' && s.subresource !== 'scale') {
      throw new ScenarioError(`${at}.subresource`, 'must be "status" or "scale"');
    }
    const step: ScenarioStep = { op: s.op as ScenarioStep['op'], manager: s.manager, object: s.object };
    if (s.applier !== undefined) {
      if (typeof s.applier !== 'string' || presetOf(s.applier) === undefined)
        throw new ScenarioError(`${at}.applier`, `must be one of ${PRESET_NAMES.join(', ')}`);
      if (s.op !== 'apply' && s.op !== 'client-side-apply')
        throw new ScenarioError(`${at}.applier`, 'goes with op "apply" or "client-side-apply"');
      if ((presetOf(s.applier)?.mode === 'client-side') !== (s.op === 'client-side-apply'))
        throw new ScenarioError(
          `${at}.applier`,
          `${s.applier} does not apply ${s.op === 'apply' ? 'server-side' : 'client-side'}`,
        );
      step.applier = s.applier;
    }
    if (s.owner !== undefined) {
      if (typeof s.owner !== 'string') throw new ScenarioError(`${at}.owner`, 'must be a string');
      if (s.applier === undefined) throw new ScenarioError(`${at}.owner`, 'goes with an applier');
      step.owner = s.owner;
      // What the replay would refuse (an owner the applier does not take, a bad name) is refused here.
      const choice = chooseApplier({
        applier: step.applier,
        mode: s.op === 'client-side-apply' ? 'client-side' : 'server-side',
        fieldManager: step.manager,
        owner: step.owner,
      });
      if (typeof choice === 'string') throw new ScenarioError(`${at}.owner`, choice.replace(/^owner: /, ''));
    }
    if (s.fieldValidation !== undefined) {
      if (!isFieldValidation(s.fieldValidation))
        throw new ScenarioError(`${at}.fieldValidation`, 'must be "Strict", "Warn" or "Ignore"');
      step.fieldValidation = s.fieldValidation;
    }
    if (s.force !== undefined) step.force = s.force as boolean;
    if (s.subresource !== undefined) step.subresource = s.subresource as 'status' | 'scale';
    return step;
  });
  const out: Scenario = { live: isObject(doc.live) ? doc.live : null, steps };
  if (isObject(doc.schema)) out.schema = doc.schema;
  if (crds !== undefined) out.crds = crds;
  if (typeof doc.now === 'string') out.now = doc.now;
  if (typeof doc.defaults === 'boolean') out.defaults = doc.defaults;
  if (isFieldValidation(doc.fieldValidation)) out.fieldValidation = doc.fieldValidation;
  if (typeof doc.seed === 'number') out.seed = doc.seed;
  if (typeof doc.kubernetesVersion === 'string') out.kubernetesVersion = doc.kubernetesVersion;
  return out;
}

/**
 * The scenario run at `version` (the command line's --kubernetes-version, the API's
 * ?kubernetesVersion=) when it names no version of its own, or as it is when it names
 * the same minor; null when it names another minor: a scenario's expected results
 * are those of its own version.
 */
export function scenarioAtVersion(s: Scenario, version: string): Scenario | null {
  const own = s.kubernetesVersion;
  if (own === undefined) return { ...s, kubernetesVersion: version };
  return builtinMinor(own) === builtinMinor(version) ? s : null;
}

/**
 * The schema a scenario uses: its own `schema`, else one of its `crds` serving the
 * object's group/version/kind, else the built-in type (of `builtins`, which must be
 * the scenario's `kubernetesVersion` when it names one: see loadScenarioSchema),
 * else deduced. Throws SchemaError for a schema or CRD that cannot be compiled.
 */
export function scenarioSchema(s: Scenario, builtins?: BuiltinTypes): ResolvedSchema {
  if (s.schema !== undefined) return { root: typeFromOpenAPIV3Schema(s.schema), source: 'explicit' };
  if (s.kubernetesVersion !== undefined && builtins?.version !== builtinMinor(s.kubernetesVersion)) {
    throw new Error(
      `scenario of Kubernetes ${s.kubernetesVersion}: its built-in schemas are not loaded (use loadScenarioSchema)`,
    );
  }
  const first = s.live ?? s.steps[0]?.object;
  return new SchemaResolver({ crds: s.crds, builtins }).resolve(first?.apiVersion, first?.kind);
}

/** scenarioSchema, with the built-in schemas of the scenario's `kubernetesVersion` loaded first. */
export async function loadScenarioSchema(s: Scenario): Promise<ResolvedSchema> {
  if (s.schema !== undefined || s.kubernetesVersion === undefined) return scenarioSchema(s);
  return scenarioSchema(s, await builtinTypesFor(s.kubernetesVersion));
}

/**
 * Replay a scenario's steps. One operation (inOperation) for them all: each step's
 * live object is the result of the step before, which nothing outside changes in
 * between, so what a step learned about it (keys, values, list items) still holds.
 */
export function simulate(s: Scenario, schema: ResolvedSchema = scenarioSchema(s)): SimulateResult {
  return inOperation(() => replay(s, schema));
}

/** The scenario's CRD serving this object, if any. */
function crdFor(s: Scenario, obj: JsonObject | null): JsonObject | undefined {
  if (obj === null || s.crds === undefined) return undefined;
  const av = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  return s.crds.find((c) => crdResource(c, av, kind) !== undefined);
}

/**
 * A step's schema: the scenario's, unless the step writes another API version of
 * the kind than the scenario's first object (a manager at another version), whose
 * schema is then resolved from the scenario's CRDs or the built-ins.
 */
function stepSchemaOf(s: Scenario, schema: ResolvedSchema): (obj: JsonObject) => ResolvedSchema {
  const first = s.live ?? s.steps[0]?.object;
  if (s.schema !== undefined || first === undefined) return () => schema;
  let resolver: SchemaResolver | undefined;
  const byVersion = new Map<string, ResolvedSchema>();
  return (obj) => {
    if (obj.apiVersion === first.apiVersion || typeof obj.apiVersion !== 'string') return schema;
    let hit = byVersion.get(obj.apiVersion);
    if (hit === undefined) {
      resolver ??= new SchemaResolver({ crds: s.crds });
      hit = resolver.resolve(obj.apiVersion, obj.kind);
      byVersion.set(obj.apiVersion, hit);
    }
    return hit;
  };
}

function replay(s: Scenario, firstSchema: ResolvedSchema): SimulateResult {
  const schemaOf = stepSchemaOf(s, firstSchema);
  const version = parseKubernetesVersion(s.kubernetesVersion ?? UNNAMED_KUBERNETES_VERSION.version);
  if (!version.ok) throw new ScenarioError('kubernetesVersion', version.message);
  let live = s.live;
  const random = seededRandom(s.seed ?? 1);
  const steps: StepResult[] = [];
  // What every step's write shares (a step may name its own fieldValidation).
  const settings = {
    now: s.now,
    defaults: s.defaults !== false,
    random,
    kubernetesVersion: version.version.version,
  };
  // Helm 3's three-way patch starts from the previous release's manifest: here the
  // manifest of the scenario's last successful helm3 step (none before the first).
  let release: JsonObject | null = null;
  for (const step of s.steps) {
    const target = step.subresource === 'scale' && live !== null ? live : step.object;
    const schema = schemaOf(target);
    const crd = crdFor(s, target);
    const r = runRequest({
      verb: step.op === 'client-side-apply' ? 'apply' : step.op,
      ...(step.subresource !== undefined ? { subresource: step.subresource } : {}),
      live,
      body: step.object,
      writer: {
        fieldManager: step.manager,
        ...(step.applier !== undefined ? { applier: step.applier } : {}),
        ...(step.op === 'client-side-apply' ? { mode: 'client-side' } : {}),
        ...(step.owner !== undefined ? { owner: step.owner } : {}),
        ...(step.force !== undefined ? { force: step.force } : {}),
      },
      settings: { ...settings, fieldValidation: step.fieldValidation ?? s.fieldValidation },
      schema: crd !== undefined ? { schema, crd } : { schema },
      previous: release,
    });
    if (r.refused === 'writer') throw new ScenarioError('steps', r.reason);
    let out: StepResult;
    if (r.refused === 'request') out = { ok: false, status: r.status, conflicts: [] };
    else {
      const w = r.result;
      if (w.ok && r.choice?.preset?.previousConfiguration === 'previous-release-manifest')
        release = step.object;
      if (w.ok) {
        live = w.object;
        out = { ok: true, object: w.object };
      } else out = { ok: false, status: w.status, conflicts: w.conflicts };
      if (w.notes.length > 0) out.notes = w.notes;
      if (r.patch !== undefined) out.patch = r.patch;
      if (w.warnings !== undefined) out.warnings = w.warnings;
    }
    steps.push(out);
  }
  return { schemaSource: firstSchema.source, kubernetesVersion: version.version.version, steps };
}
