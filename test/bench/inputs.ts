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
//
// One file a family under inputs/ (build.ts: what they share); this module lists
// the families' growth ladders and the benchmark's whole set.

import type { BenchInput } from './inputs/build.ts';
import { configMapInput } from './inputs/configmap.ts';
import { deploymentInput } from './inputs/deployment.ts';
import { listInput } from './inputs/list.ts';
import { serviceInput } from './inputs/service.ts';

export {
  type BenchInput,
  inlineDefinition,
  KUBERNETES_DIR,
  NOW,
  type OracleInput,
  smdSchema,
} from './inputs/build.ts';
export { configMapInput } from './inputs/configmap.ts';
export { deploymentInput } from './inputs/deployment.ts';
export { listInput } from './inputs/list.ts';
export { serviceInput } from './inputs/service.ts';

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
