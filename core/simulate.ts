// Scenarios: a live object and a sequence of applies and updates by named
// managers, replayed as a series of API requests (each step starts from the last
// successful one). The command line's `simulate` and the API's /v1/simulate use it.

import { apply, update } from './managed/fieldmanager.ts';
import type { ConflictInfo, KubeStatus } from './managed/types.ts';
import type { ResolvedSchema, TypeNode } from './schema/model.ts';
import { typeFromOpenAPIV3Schema } from './schema/openapi.ts';
import { SchemaResolver } from './schema/resolve.ts';
import { inOperation } from './typed/operation.ts';
import { isObject, type JsonObject, type JsonValue } from './value.ts';

export interface ScenarioStep {
  op: 'apply' | 'update';
  manager: string;
  object: JsonObject;
  force?: boolean;
  subresource?: string;
}

export interface Scenario {
  schema?: JsonObject;
  /** CustomResourceDefinitions for the scenario's kind (schema source `crd:<name>`). */
  crds?: JsonObject[];
  live: JsonObject | null;
  now?: string;
  steps: ScenarioStep[];
}

export type StepResult =
  | { ok: true; object: JsonObject }
  | { ok: false; status: KubeStatus; conflicts: ConflictInfo[] };

export interface SimulateResult {
  /** Where the schema came from: explicit, crd:<name>, openapi, builtin:1.35 or deduced. */
  schemaSource: string;
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

const STEP_KEYS = new Set(['op', 'manager', 'object', 'force', 'subresource', 'comment']);
const TOP_KEYS = new Set(['schema', 'crds', 'live', 'now', 'steps', 'comment']);

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
  if (!Array.isArray(doc.steps)) throw new ScenarioError('steps', 'must be a list');
  const steps = doc.steps.map((s: JsonValue, i: number): ScenarioStep => {
    const at = `steps[${i}]`;
    if (!isObject(s)) throw new ScenarioError(at, 'must be an object');
    for (const k of Object.keys(s))
      if (!STEP_KEYS.has(k)) throw new ScenarioError(`${at}.${k}`, 'unknown field');
    if (s.op !== 'apply' && s.op !== 'update')
      throw new ScenarioError(`${at}.op`, 'must be "apply" or "update"');
    if (typeof s.manager !== 'string') throw new ScenarioError(`${at}.manager`, 'must be a string');
    if (!isObject(s.object)) throw new ScenarioError(`${at}.object`, 'must be an object');
    if (s.force !== undefined && typeof s.force !== 'boolean')
      throw new ScenarioError(`${at}.force`, 'must be a boolean');
    if (s.subresource !== undefined && typeof s.subresource !== 'string') {
      throw new ScenarioError(`${at}.subresource`, 'must be a string');
    }
    const step: ScenarioStep = { op: s.op, manager: s.manager, object: s.object };
    if (s.force !== undefined) step.force = s.force as boolean;
    if (s.subresource !== undefined) step.subresource = s.subresource as string;
    return step;
  });
  const out: Scenario = { live: isObject(doc.live) ? doc.live : null, steps };
  if (isObject(doc.schema)) out.schema = doc.schema;
  if (crds !== undefined) out.crds = crds;
  if (typeof doc.now === 'string') out.now = doc.now;
  return out;
}

/**
 * The schema a scenario uses: its own `schema`, else one of its `crds` serving the
 * object's group/version/kind, else the built-in type, else deduced. Throws
 * SchemaError for a schema or CRD that cannot be compiled.
 */
export function scenarioSchema(s: Scenario): ResolvedSchema {
  if (s.schema !== undefined) return { root: typeFromOpenAPIV3Schema(s.schema), source: 'explicit' };
  const first = s.live ?? s.steps[0]?.object;
  return new SchemaResolver({ crds: s.crds }).resolve(first?.apiVersion, first?.kind);
}

/**
 * Replay a scenario's steps. One operation (inOperation) for them all: each step's
 * live object is the result of the step before, which nothing outside changes in
 * between, so what a step learned about it (keys, values, list items) still holds.
 */
export function simulate(s: Scenario, schema: ResolvedSchema = scenarioSchema(s)): SimulateResult {
  return inOperation(() => replay(s, schema));
}

function replay(s: Scenario, schema: ResolvedSchema): SimulateResult {
  const type: TypeNode | undefined = schema.source === 'deduced' ? undefined : schema.root;
  let live = s.live;
  const steps: StepResult[] = [];
  for (const step of s.steps) {
    const opts = {
      manager: step.manager,
      force: step.force,
      schema: type,
      now: s.now,
      subresource: step.subresource,
    };
    const r = step.op === 'apply' ? apply(live, step.object, opts) : update(live, step.object, opts);
    if (r.ok) {
      live = r.object;
      steps.push({ ok: true, object: r.object });
    } else steps.push({ ok: false, status: r.status, conflicts: r.conflicts });
  }
  return { schemaSource: schema.source, steps };
}
