// The scenario format's `crds`: parsed, checked, and used for the schema.
import { describe, expect, it } from 'vitest';
import { SchemaError } from '../../core/schema/openapi.ts';
import { parseScenario, ScenarioError, scenarioSchema, simulate } from '../../core/simulate.ts';
import { at } from './typepath.ts';

const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'queues.jobs.example.com' },
  spec: {
    group: 'jobs.example.com',
    names: { kind: 'Queue', plural: 'queues' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: {
                type: 'object',
                properties: {
                  workers: {
                    type: 'array',
                    'x-kubernetes-list-type': 'map',
                    'x-kubernetes-list-map-keys': ['pool', 'zone'],
                    items: {
                      type: 'object',
                      properties: {
                        pool: { type: 'string' },
                        zone: { type: 'string' },
                        size: { type: 'integer' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    ],
  },
};

const queue = (workers: unknown[]) => ({
  apiVersion: 'jobs.example.com/v1',
  kind: 'Queue',
  metadata: { name: 'q' },
  spec: { workers },
});

function scenarioError(f: () => unknown): ScenarioError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return e as ScenarioError;
  }
  throw new Error('expected a ScenarioError');
}

describe('scenario crds', () => {
  it('uses a given CRD for the scenario’s kind and says so', () => {
    const s = parseScenario({
      crds: [crd],
      live: null,
      steps: [
        { op: 'apply', manager: 'a', object: queue([{ pool: 'p', zone: 'z1', size: 1 }]) },
        { op: 'apply', manager: 'b', object: queue([{ pool: 'p', zone: 'z2', size: 2 }]) },
      ],
    });
    const schema = scenarioSchema(s);
    expect(schema.source).toBe('crd:queues.jobs.example.com');
    expect(at(schema.root, 'spec', 'workers').list?.keys).toEqual(['pool', 'zone']);
    // Keyed items: the second applier adds its own item instead of conflicting on an atomic list.
    const r = simulate(s, schema);
    expect(r.steps.map((x) => x.ok)).toEqual([true, true]);
    const last = r.steps[1];
    expect(last.ok && (last.object.spec as { workers: unknown[] }).workers).toHaveLength(2);
  });

  it('falls back when no CRD serves the kind, and an explicit schema wins over CRDs', () => {
    const other = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    const steps = [{ op: 'apply', manager: 'a', object: other }];
    expect(scenarioSchema(parseScenario({ crds: [crd], live: null, steps })).source).toBe('builtin:1.35');
    const explicit = parseScenario({ schema: { type: 'object' }, crds: [crd], live: null, steps });
    expect(scenarioSchema(explicit).source).toBe('explicit');
  });

  it('refuses crds that are not a list of objects, naming the entry', () => {
    const steps: unknown[] = [];
    expect(scenarioError(() => parseScenario({ crds: crd, live: null, steps })).path).toBe('crds');
    const e = scenarioError(() => parseScenario({ crds: [crd, 'queues.yaml'], live: null, steps }));
    expect(e.message).toBe('crds[1]: must be a CustomResourceDefinition object');
  });

  it('reports a CRD whose schema cannot be compiled, naming it', () => {
    const bad = structuredClone(crd);
    bad.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.workers[
      'x-kubernetes-list-map-keys'
    ] = ['pool', 'region'];
    const s = parseScenario({
      crds: [bad],
      live: null,
      steps: [{ op: 'apply', manager: 'a', object: queue([]) }],
    });
    let err: unknown;
    try {
      scenarioSchema(s);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as SchemaError).message).toContain('crds[0] (queues.jobs.example.com)');
    expect((err as SchemaError).message).toContain('"region"');
  });
});
