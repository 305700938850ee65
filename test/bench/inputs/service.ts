// Benchmark input (c): a Service of N ports keyed by (port, protocol), applied by two
// managers.

import type { JsonObject } from '../../../core/value.ts';
import { type BenchInput, build, inlineDefinition, openapiSchemas, Sequence } from './build.ts';

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
