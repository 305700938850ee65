// Benchmark inputs, generated at run time (nothing big is committed). Each input
// is one sequence of applies and updates on a live object, written twice:
//
//   - our scenario (`apply-preview simulate` format): an OpenAPI v3 schema of the
//     root in `schema`, the live object with Kubernetes' metadata.managedFields;
//   - the Go oracle's input (/work/shared/oracle/README.md): the same live object
//     and steps, the structured-merge-diff schema YAML plus `typeName`, and the
//     live object's managed fields as `managers`.
//
// The live objects (and the objects of update steps, which are whole objects)
// are made by running the earlier operations through our engine, so both engines
// start from the same state.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import type { OperationOptions } from '../../core/managed/types.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import type { Scenario, ScenarioStep } from '../../core/simulate.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The shared reference data (/work/shared/kubernetes), found beside the repository. */
export const KUBERNETES_DIR =
  process.env.KUBERNETES_DATA ?? join(here, '..', '..', '..', 'shared', 'kubernetes');

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

function openapiSchemas(file: string): Raw {
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
class Sequence {
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

function build(
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

// ---------------------------------------------------------------------------
// (a) Deployment: 3 containers, 4 managers

function container(name: string, image: string, port: number, envCount: number): JsonObject {
  return {
    name,
    image,
    imagePullPolicy: 'IfNotPresent',
    ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
    env: Array.from({ length: envCount }, (_, i) => ({
      name: `${name.toUpperCase().replace(/-/g, '_')}_VAR_${i}`,
      value: `value-${i}`,
    })),
    resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
    readinessProbe: { httpGet: { path: '/healthz', port }, periodSeconds: 10 },
    volumeMounts: [{ name: 'config', mountPath: `/etc/${name}` }],
  };
}

function deploymentConfig(appImage: string, opts: { replicas: boolean; changedEnv: boolean }): JsonObject {
  const app = container('app', appImage, 8080, 8);
  if (opts.changedEnv) (app.env as JsonObject[])[2].value = 'changed';
  const spec: JsonObject = {
    selector: { matchLabels: { app: 'web' } },
    strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: 0 } },
    template: {
      metadata: { labels: { app: 'web', tier: 'frontend' }, annotations: { 'example.com/team': 'web' } },
      spec: {
        containers: [
          app,
          container('metrics-exporter', 'registry.example.com/exporter:0.9.1', 9100, 3),
          container('log-shipper', 'registry.example.com/shipper:2.4.0', 9200, 4),
        ],
        volumes: [{ name: 'config', configMap: { name: 'web-config' } }],
        serviceAccountName: 'web',
        terminationGracePeriodSeconds: 30,
      },
    },
  };
  if (opts.replicas) spec.replicas = 3;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default', labels: { app: 'web' } },
    spec,
  };
}

export function deploymentInput(): BenchInput {
  const schema = inlineDefinition(openapiSchemas('apis/apps/v1.json'), 'io.k8s.api.apps.v1.Deployment');
  const v1 = 'registry.example.com/web:1.0.0';
  const seq = new Sequence(schema, (s) =>
    s.apply('kubectl', deploymentConfig(v1, { replicas: true, changedEnv: false })),
  );
  // 1. kubectl applies the manifest again (an env value changed).
  seq.apply('kubectl', deploymentConfig(v1, { replicas: true, changedEnv: true }));
  // 2. An HPA-like controller scales it: an Update of spec.replicas.
  const scaled = seq.current();
  (scaled.spec as JsonObject).replicas = 7;
  seq.update('horizontal-pod-autoscaler', scaled);
  // 3. A sidecar injector applies its container.
  seq.apply('sidecar-injector', {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      template: {
        metadata: { annotations: { 'sidecar.example.com/status': 'injected' } },
        spec: {
          containers: [
            {
              name: 'proxy',
              image: 'registry.example.com/proxy:1.20.0',
              ports: [{ name: 'proxy-admin', containerPort: 15000, protocol: 'TCP' }],
              resources: { requests: { cpu: '10m', memory: '40Mi' } },
            },
          ],
        },
      },
    },
  });
  // 4. kubectl re-applies with a new image, without replicas (the HPA owns them now).
  seq.apply(
    'kubectl',
    deploymentConfig('registry.example.com/web:1.1.0', { replicas: false, changedEnv: true }),
  );
  return build(
    'deployment',
    'Deployment, 3 containers: kubectl apply, HPA-like update of replicas, sidecar injector apply, kubectl re-apply with a new image',
    schema,
    'io.k8s.api.apps.v1.Deployment',
    seq,
  );
}

// ---------------------------------------------------------------------------
// (b) ConfigMap: N keys, then 10% of them changed by a second manager with force

function configMap(data: JsonObject): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace: 'default' }, data };
}

export function configMapInput(keys: number): BenchInput {
  const schema = inlineDefinition(openapiSchemas('api/v1.json'), 'io.k8s.api.core.v1.ConfigMap');
  const data = (f: (i: number) => string): JsonObject => {
    const d: JsonObject = {};
    for (let i = 0; i < keys; i++) d[`key-${String(i).padStart(6, '0')}`] = f(i);
    return d;
  };
  const seq = new Sequence(schema, (s) => s.apply('kubectl', configMap(data((i) => `initial value ${i}`))));
  // 1. kubectl applies all keys (1% of the values changed).
  seq.apply('kubectl', configMap(data((i) => (i % 100 === 0 ? `updated value ${i}` : `initial value ${i}`))));
  // 2. A second manager forces new values for 10% of the keys.
  const changed: JsonObject = {};
  for (let i = 0; i < keys; i += 10) changed[`key-${String(i).padStart(6, '0')}`] = `overridden ${i}`;
  seq.apply('config-operator', configMap(changed), true);
  return build(
    `configmap-${keys}`,
    `ConfigMap with ${keys} data keys: kubectl apply, then a second manager forces 10% of the keys`,
    schema,
    'io.k8s.api.core.v1.ConfigMap',
    seq,
  );
}

// ---------------------------------------------------------------------------
// (c) Service: N ports keyed by (port, protocol), applied by two managers

function service(ports: JsonObject[], type?: string): JsonObject {
  const spec: JsonObject = type === undefined ? { ports } : { type, selector: { app: 'gateway' }, ports };
  return { apiVersion: 'v1', kind: 'Service', metadata: { name: 'gateway', namespace: 'default' }, spec };
}

export function serviceInput(count: number): BenchInput {
  const schema = inlineDefinition(openapiSchemas('api/v1.json'), 'io.k8s.api.core.v1.Service');
  // Each port number twice, TCP and UDP: the key is the pair.
  const ports = (targetPort: (i: number) => number): JsonObject[] =>
    Array.from({ length: count }, (_, i) => {
      const port = 10000 + Math.floor(i / 2);
      const protocol = i % 2 === 0 ? 'TCP' : 'UDP';
      return { name: `p-${port}-${protocol.toLowerCase()}`, port, protocol, targetPort: targetPort(i) };
    });
  const seq = new Sequence(schema, (s) =>
    s.apply(
      'kubectl',
      service(
        ports(() => 20000),
        'ClusterIP',
      ),
    ),
  );
  // 1. kubectl applies the ports again, 5% of the target ports changed.
  seq.apply(
    'kubectl',
    service(
      ports((i) => (i % 20 === 0 ? 30000 : 20000)),
      'ClusterIP',
    ),
  );
  // 2. A mesh operator applies every port (same keys) with an appProtocol: shared keys, its own field.
  seq.apply(
    'mesh-operator',
    service(
      Array.from({ length: count }, (_, i) => ({
        port: 10000 + Math.floor(i / 2),
        protocol: i % 2 === 0 ? 'TCP' : 'UDP',
        appProtocol: i % 2 === 0 ? 'http' : 'dns',
      })),
    ),
  );
  return build(
    `service-${count}`,
    `Service with ${count} ports keyed by (port, protocol): kubectl re-apply, then a mesh operator applies every port`,
    schema,
    'io.k8s.api.core.v1.Service',
    seq,
  );
}

// ---------------------------------------------------------------------------
// (d) A CRD-like associative list: N items keyed by name

const INVENTORY_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { type: 'object' },
    spec: {
      type: 'object',
      properties: {
        owner: { type: 'string' },
        items: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string' },
              value: { type: 'string' },
              weight: { type: 'integer' },
              observed: { type: 'string' },
            },
          },
        },
      },
    },
  },
};

const INVENTORY_SMD = `
- name: com.example.v1.Inventory
  map:
    fields:
    - name: apiVersion
      type:
        scalar: string
    - name: kind
      type:
        scalar: string
    - name: metadata
      type:
        namedType: io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
    - name: spec
      type:
        namedType: com.example.v1.InventorySpec
- name: com.example.v1.InventorySpec
  map:
    fields:
    - name: owner
      type:
        scalar: string
    - name: items
      type:
        list:
          elementType:
            namedType: com.example.v1.InventoryItem
          elementRelationship: associative
          keys:
          - name
- name: com.example.v1.InventoryItem
  map:
    fields:
    - name: name
      type:
        scalar: string
    - name: value
      type:
        scalar: string
    - name: weight
      type:
        scalar: numeric
    - name: observed
      type:
        scalar: string
`;

function inventory(items: JsonObject[]): JsonObject {
  return {
    apiVersion: 'example.com/v1',
    kind: 'Inventory',
    metadata: { name: 'warehouse', namespace: 'default' },
    spec: { owner: 'team-a', items },
  };
}

export function listInput(count: number): BenchInput {
  const item = (i: number, value: string): JsonObject => ({
    name: `item-${String(i).padStart(6, '0')}`,
    value,
    weight: i % 7,
  });
  const items = (f: (i: number) => string): JsonObject[] =>
    Array.from({ length: count }, (_, i) => item(i, f(i)));
  const seq = new Sequence(INVENTORY_SCHEMA, (s) => s.apply('kubectl', inventory(items((i) => `v0-${i}`))));
  // 1. kubectl applies all items (1% changed).
  seq.apply('kubectl', inventory(items((i) => (i % 100 === 0 ? `v1-${i}` : `v0-${i}`))));
  // 2. A controller writes `observed` on every 20th item: an Update of the whole object.
  const observed = seq.current();
  const list = (observed.spec as JsonObject).items as JsonObject[];
  for (let i = 0; i < list.length; i += 20) list[i].observed = `seen-${i}`;
  seq.update('inventory-controller', observed);
  // 3. kubectl re-applies with 10% of the values changed.
  seq.apply(
    'kubectl',
    inventory(items((i) => (i % 10 === 5 ? `v2-${i}` : i % 100 === 0 ? `v1-${i}` : `v0-${i}`))),
  );
  return build(
    `list-${count}`,
    `CRD-like list-type=map of ${count} items keyed by name: kubectl apply, controller update, kubectl re-apply`,
    INVENTORY_SCHEMA,
    'com.example.v1.Inventory',
    seq,
    smdSchema() + INVENTORY_SMD,
  );
}

/**
 * A family of inputs at growing sizes, from a tenth of the base size to ten times
 * it in half-decade steps: what the growth table (`growth.ts`) reads.
 */
export interface Ladder {
  family: string;
  /** What one of the N counts: `key`, `port`, `item`. */
  unit: string;
  /** Sizes, ascending; the base size is the middle one, 10x the last. */
  sizes: number[];
  make: (n: number) => BenchInput;
}

export const LADDERS: Ladder[] = [
  { family: 'configmap', unit: 'key', sizes: [200, 600, 2000, 6000, 20000], make: configMapInput },
  { family: 'service', unit: 'port', sizes: [20, 60, 200, 600, 2000], make: serviceInput },
  { family: 'list', unit: 'item', sizes: [500, 1500, 5000, 15000, 50000], make: listInput },
];

/**
 * The benchmark's inputs: the base sizes, the 10x versions of (b), (c), (d), and
 * the other sizes of their ladders.
 */
export function allInputs(): {
  base: BenchInput[];
  scaled: [BenchInput, BenchInput][];
  ladders: { ladder: Ladder; inputs: BenchInput[] }[];
} {
  const ladders = LADDERS.map((ladder) => ({ ladder, inputs: ladder.sizes.map((n) => ladder.make(n)) }));
  const at = (i: number, n: number) => ladders[i].inputs[ladders[i].ladder.sizes.indexOf(n)];
  return {
    base: [deploymentInput(), at(0, 2000), at(1, 200), at(2, 5000)],
    scaled: [
      [at(0, 2000), at(0, 20000)],
      [at(1, 200), at(1, 2000)],
      [at(2, 5000), at(2, 50000)],
    ],
    ladders,
  };
}
