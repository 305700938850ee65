// What every benchmark input family shares: the input's two forms (our scenario and
// the Go oracle's document), the schemas read from the shared OpenAPI documents and
// inlined, and build(), which runs the earlier operations through our engine so both
// engines start from the same live object.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, update } from '../../../core/managed/fieldmanager.ts';
import type { OperationOptions } from '../../../core/managed/types.ts';
import type { TypeNode } from '../../../core/schema/model.ts';
import { typeFromOpenAPIV3Schema } from '../../../core/schema/openapi.ts';
import type { Scenario, ScenarioStep } from '../../../core/simulate.ts';
import { isObject, type JsonObject, type JsonValue } from '../../../core/value.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The shared reference data (/work/shared/kubernetes), found beside the repository. */
export const KUBERNETES_DIR =
  process.env.KUBERNETES_DATA ?? join(here, '..', '..', '..', '..', 'shared', 'kubernetes');

export const NOW = '2024-05-01T12:00:00Z';
const EARLIER = '2024-05-01T11:00:00Z';

export interface OracleInput {
  comment?: string;
  schema: string;
  typeName: string;
  live: JsonObject | null;
  managers: { manager: string; operation: string; apiVersion: string; fieldsV1: JsonValue }[];
  steps: { op: string; manager: string; apiVersion: string; object: JsonObject; force: boolean }[];
}

export interface BenchInput {
  /** Short id, e.g. `configmap-2000`. */
  name: string;
  /** What the sequence does. */
  description: string;
  /** Our scenario (parseScenario's format). */
  scenario: Scenario;
  /** The oracle's input document. */
  oracle: OracleInput;
}

// ---------------------------------------------------------------------------
// Schemas

type Raw = { [key: string]: unknown };

function isRaw(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const openapiDocs = new Map<string, Raw>();

export function openapiSchemas(file: string): Raw {
  let doc = openapiDocs.get(file);
  if (!doc) {
    doc = JSON.parse(readFileSync(join(KUBERNETES_DIR, 'openapi-v3-1.35', file), 'utf8')) as Raw;
    openapiDocs.set(file, doc);
  }
  const components = doc.components;
  if (!isRaw(components) || !isRaw(components.schemas)) throw new Error(`${file}: no components.schemas`);
  return components.schemas;
}

const REF_PREFIX = '#/components/schemas/';

/**
 * One self-contained openAPIV3Schema for a definition: every `$ref` (and every
 * `allOf: [{$ref}]` wrapper, whose sibling keys override the referenced schema's)
 * replaced by the referenced schema. Descriptions are dropped; `x-kubernetes-*`
 * extensions and `default`s are kept.
 */
export function inlineDefinition(schemas: Raw, name: string): JsonObject {
  const done = new Map<string, JsonObject>();
  const active = new Set<string>();

  const resolve = (ref: unknown): JsonObject => {
    if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX))
      throw new Error(`unsupported $ref ${String(ref)}`);
    const def = ref.slice(REF_PREFIX.length);
    const cached = done.get(def);
    if (cached) return cached;
    if (active.has(def)) throw new Error(`recursive definition ${def} cannot be inlined`);
    if (!Object.hasOwn(schemas, def)) throw new Error(`missing definition ${def}`);
    active.add(def);
    const out = schema(schemas[def]);
    active.delete(def);
    done.set(def, out);
    return out;
  };

  const schema = (raw: unknown): JsonObject => {
    if (!isRaw(raw)) throw new Error(`schema must be an object, got ${JSON.stringify(raw)}`);
    let base: JsonObject = {};
    const rest: Raw = { ...raw };
    if (rest.$ref !== undefined) {
      base = resolve(rest.$ref);
      delete rest.$ref;
    } else if (
      Array.isArray(rest.allOf) &&
      rest.allOf.length === 1 &&
      isRaw(rest.allOf[0]) &&
      rest.allOf[0].$ref
    ) {
      base = resolve(rest.allOf[0].$ref);
      delete rest.allOf;
    }
    const out: JsonObject = { ...base };
    for (const [k, v] of Object.entries(rest)) {
      if (k === 'description') continue;
      if (k === 'properties' && isRaw(v)) {
        const props: JsonObject = {};
        for (const [p, s] of Object.entries(v)) props[p] = schema(s);
        out[k] = props;
      } else if ((k === 'items' || k === 'additionalProperties' || k === 'not') && isRaw(v))
        out[k] = schema(v);
      else if ((k === 'allOf' || k === 'anyOf' || k === 'oneOf') && Array.isArray(v)) out[k] = v.map(schema);
      else out[k] = v as JsonValue;
    }
    return out;
  };

  return schema({ $ref: `${REF_PREFIX}${name}` });
}

let smdText: string | undefined;

/**
 * client-go's structured-merge-diff schema of the built-in types, made loadable by
 * SMD v4.1.2: the one `elementRelationship` next to a `namedType`
 * (PersistentVolumeSpec.claimRef, a separable ObjectReference) gets the
 * referenced type inlined.
 */
export function smdSchema(): string {
  if (smdText !== undefined) return smdText;
  const text = readFileSync(join(KUBERNETES_DIR, 'smd-schema-v0.36.3.yaml'), 'utf8');
  const start = text.indexOf('\n- name: io.k8s.api.core.v1.ObjectReference\n');
  if (start < 0) throw new Error('smd schema: no ObjectReference type');
  const end = text.indexOf('\n- name: ', start + 1);
  const body = text.slice(text.indexOf('\n', start + 1) + 1, end + 1); // "  map:\n    fields: ...\n    elementRelationship: atomic\n"
  if (!body.endsWith('    elementRelationship: atomic\n'))
    throw new Error('smd schema: ObjectReference is not an atomic map');
  const separable = body.replace(
    / {4}elementRelationship: atomic\n$/,
    '    elementRelationship: separable\n',
  );
  const inlined = separable
    .split('\n')
    .map((l) => (l === '' ? l : `      ${l}`))
    .join('\n');
  const site =
    '    - name: claimRef\n      type:\n        namedType: io.k8s.api.core.v1.ObjectReference\n        elementRelationship: separable\n';
  if (!text.includes(site)) throw new Error('smd schema: PersistentVolumeSpec.claimRef not found');
  smdText = text.replace(site, `    - name: claimRef\n      type:\n${inlined}`);
  return smdText;
}

// ---------------------------------------------------------------------------
// Building a sequence

const compiled = new WeakMap<JsonObject, TypeNode>();

function typeOf(schema: JsonObject): TypeNode {
  let t = compiled.get(schema);
  if (!t) {
    t = typeFromOpenAPIV3Schema(schema);
    compiled.set(schema, t);
  }
  return t;
}

function withoutManagedFields(obj: JsonObject): JsonObject {
  const meta = isObject(obj.metadata) ? { ...obj.metadata } : {};
  delete meta.managedFields;
  return { ...obj, metadata: meta };
}

function clone<T extends JsonValue>(v: T): T {
  return structuredClone(v);
}

/** Records a sequence and runs it through our engine as it is written, to know each state. */
export class Sequence {
  readonly steps: ScenarioStep[] = [];
  readonly live: JsonObject;
  private state: JsonObject;

  constructor(
    private readonly schema: JsonObject,
    setup: (s: { apply(manager: string, obj: JsonObject): void }) => void,
  ) {
    let state: JsonObject | null = null;
    const opts = (manager: string): OperationOptions => ({ manager, schema: typeOf(schema), now: EARLIER });
    setup({
      apply(manager, obj) {
        const r = apply(state, obj, opts(manager));
        if (!r.ok) throw new Error(`setup apply by ${manager} failed: ${r.status.message}`);
        state = r.object;
      },
    });
    if (state === null) throw new Error('setup made no object');
    this.live = state;
    this.state = state;
  }

  /** The current object without managedFields (what a client reads and writes back). */
  current(): JsonObject {
    return clone(withoutManagedFields(this.state));
  }

  apply(manager: string, object: JsonObject, force = false): void {
    this.record({ op: 'apply', manager, object, ...(force ? { force } : {}) });
  }

  update(manager: string, object: JsonObject): void {
    this.record({ op: 'update', manager, object });
  }

  private record(step: ScenarioStep): void {
    const opts: OperationOptions = {
      manager: step.manager,
      schema: typeOf(this.schema),
      now: NOW,
      force: step.force,
    };
    const r =
      step.op === 'apply' ? apply(this.state, step.object, opts) : update(this.state, step.object, opts);
    if (!r.ok)
      throw new Error(
        `step ${this.steps.length} (${step.op} by ${step.manager}) failed: ${r.status.message}`,
      );
    this.state = r.object;
    this.steps.push(step);
  }
}

export function build(
  name: string,
  description: string,
  schema: JsonObject,
  typeName: string,
  seq: Sequence,
  smd: string = smdSchema(),
): BenchInput {
  const liveMeta = isObject(seq.live.metadata) ? seq.live.metadata : {};
  const entries = Array.isArray(liveMeta.managedFields) ? liveMeta.managedFields : [];
  const managers = entries.filter(isObject).map((e) => ({
    manager: String(e.manager),
    operation: String(e.operation),
    apiVersion: String(e.apiVersion ?? ''),
    fieldsV1: e.fieldsV1 ?? {},
  }));
  return {
    name,
    description,
    scenario: { schema, live: seq.live, now: NOW, steps: seq.steps },
    oracle: {
      comment: `apply-preview benchmark input ${name}: ${description}`,
      schema: smd,
      typeName,
      live: withoutManagedFields(seq.live),
      managers,
      steps: seq.steps.map((s) => ({
        op: s.op,
        manager: s.manager,
        apiVersion: typeof s.object.apiVersion === 'string' ? s.object.apiVersion : '',
        object: s.object,
        force: s.force === true,
      })),
    },
  };
}
