// CRD validation's cost, for `npm run bench`: 500 custom resources of a CRD with
// 5 x-kubernetes-validations rules (and enum, maximum, pattern, a list-type map)
// written through serverWrite, with and without validation's share: the schema
// and the rules are compiled once per CRD object, so the per-object cost is the
// walk and five evaluations. Also times the first write (compiling included).

import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { type CelEngine, celRuleEngine, celValidationWith } from '../../core/validation/cel/index.ts';
import { type CelValidation, useCelEngine } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';
import { fastest, us } from './interleaved.ts';

export const OBJECTS = 500;

/** A CRD with 5 rules at three levels, as CRDs in the wild write them. */
export function ruleCRD(): JsonObject {
  return crdOf('bench.example.com', 'Pool', {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        'x-kubernetes-validations': [
          {
            rule: 'self.minReplicas <= self.maxReplicas',
            message: 'minReplicas must not exceed maxReplicas',
          },
          { rule: '!has(self.paused) || !self.paused || self.maxReplicas == 0' },
          {
            rule: "self.tier != 'gold' || has(self.owner)",
            reason: 'FieldValueRequired',
            fieldPath: '.owner',
          },
        ],
        properties: {
          minReplicas: { type: 'integer', minimum: 0 },
          maxReplicas: { type: 'integer', maximum: 100 },
          paused: { type: 'boolean' },
          tier: { type: 'string', enum: ['basic', 'gold'] },
          owner: { type: 'string', pattern: '^[a-z-]+$' },
          zones: {
            type: 'array',
            'x-kubernetes-validations': [{ rule: "self.all(z, z.name.startsWith('eu-'))" }],
            'x-kubernetes-list-type': 'map',
            'x-kubernetes-list-map-keys': ['name'],
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, weight: { type: 'integer' } },
              'x-kubernetes-validations': [{ rule: 'self.weight >= 0' }],
            },
          },
        },
      },
    },
  });
}

export function ruleObject(i: number): JsonObject {
  return {
    apiVersion: 'bench.example.com/v1',
    kind: 'Pool',
    metadata: { name: `pool-${i}`, namespace: 'default' },
    spec: {
      minReplicas: 1,
      maxReplicas: 3 + (i % 5),
      tier: i % 2 === 0 ? 'gold' : 'basic',
      owner: 'team-a',
      zones: [
        { name: 'eu-west-1', weight: 1 },
        { name: 'eu-central-1', weight: i % 3 },
      ],
    },
  };
}

/** A CEL pass on the real engine that counts the rules it compiles. */
export function countingValidation(): { validation: CelValidation; compiled: () => number } {
  let compiled = 0;
  const counting: CelEngine = {
    compile(rule, schema, root) {
      compiled++;
      return celRuleEngine.compile(rule, schema, root);
    },
  };
  return { validation: celValidationWith(counting), compiled: () => compiled };
}

/** Creates every object with `crd` through serverWrite (refusals throw). */
export function writeAll(crd: JsonObject, objects: readonly JsonObject[]): void {
  const schema = new SchemaResolver({ crds: [crd] }).resolve('bench.example.com/v1', 'Pool');
  const random = seededRandom(1);
  for (const body of objects) {
    const r = serverWrite({
      verb: 'apply',
      live: null,
      body,
      manager: 'm',
      crd,
      schema,
      now: '2026-01-01T00:00:00Z',
      random,
    });
    if (!r.ok) throw new Error(`bench CRD write refused: ${r.status.message}`);
  }
}

export function crdValidationReport(targetNs = 1.5e9): string[] {
  const objects = Array.from({ length: OBJECTS }, (_, i) => ruleObject(i));
  const crd = ruleCRD();
  const { validation, compiled } = countingValidation();
  useCelEngine(validation);
  writeAll(crd, objects);
  const compilations = compiled();
  const [withRules, withoutRules] = fastest(
    [
      () => {
        useCelEngine(validation);
        writeAll(crd, objects);
      },
      () => {
        useCelEngine(null);
        writeAll(crd, objects);
      },
    ],
    Math.max(targetNs / 20, 1e7),
  );
  useCelEngine(null);
  return [
    `CRD validation: ${OBJECTS} creates of a custom resource whose CRD has 5 x-kubernetes-validations rules (fastest of 7 interleaved batches):`,
    `  rules compiled for the ${OBJECTS} objects   ${String(compilations).padStart(6)}  (once per CRD, not per object)`,
    `  writes, rules evaluated               ${us(withRules).padStart(10)}  ${us(withRules / OBJECTS)} per object`,
    `  writes, no CEL engine (schema only)   ${us(withoutRules).padStart(10)}  the rules' share: ${(((withRules - withoutRules) / withRules) * 100).toFixed(1)}%`,
  ];
}
