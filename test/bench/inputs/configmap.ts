// Benchmark input (b): a ConfigMap of N keys, then 10% of them changed by a second
// manager with force.

import type { JsonObject } from '../../../core/value.ts';
import { type BenchInput, build, inlineDefinition, openapiSchemas, Sequence } from './build.ts';

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
