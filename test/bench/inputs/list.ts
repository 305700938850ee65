// Benchmark input (d): a CRD-like associative list of N items keyed by name, with
// its OpenAPI schema and its structured-merge-diff schema YAML.

import type { JsonObject } from '../../../core/value.ts';
import { type BenchInput, build, Sequence, smdSchema } from './build.ts';

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
