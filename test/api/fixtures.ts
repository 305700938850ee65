// Objects and helpers shared by the API tests (in workerd and in Node): no Node-only API here.

import type { JsonObject } from '../../core/value.ts';
import { crdOf } from '../crd.ts';

/** The ConfigMap of the Server-Side Apply documentation: kubectl owns .data.a and .data.b. */
export const liveConfigMap: JsonObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: {
    name: 'test-cm',
    namespace: 'default',
    managedFields: [
      {
        manager: 'kubectl',
        operation: 'Apply',
        apiVersion: 'v1',
        time: '2010-10-10T00:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { 'f:a': {}, 'f:b': {} } },
      },
    ],
  },
  data: { a: '1', b: '2' },
};

export const configMap = (data: Record<string, string>, name = 'test-cm'): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'default' },
  data,
});

/** kube-apiserver's 409 for another manager applying .data.b = "3" over liveConfigMap, byte for byte. */
export const CONFLICT_BODY =
  '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Apply failed with 1 conflict: conflict with \\"kubectl\\": .data.b","reason":"Conflict","details":{"causes":[{"reason":"FieldManagerConflict","message":"conflict with \\"kubectl\\"","field":".data.b"}]},"code":409}';

export const deployment = (image: string, replicas?: number): JsonObject => {
  const spec: JsonObject = {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: {
        containers: [
          { name: 'web', image, ports: [{ containerPort: 8080 }], env: [{ name: 'MODE', value: 'prod' }] },
          { name: 'sidecar', image: 'envoy:1.30' },
        ],
      },
    },
  };
  if (replicas !== undefined) spec.replicas = replicas;
  return { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop' }, spec };
};

/** A CRD whose spec.items is a list keyed by name (deduced, it would be atomic). */
export const widgetCRD: JsonObject = crdOf('example.com', 'Widget', {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, size: { type: 'integer' } },
          },
        },
      },
    },
  },
});

export const widget = (items: { name: string; size: number }[]): JsonObject => ({
  apiVersion: 'example.com/v1',
  kind: 'Widget',
  metadata: { name: 'w', namespace: 'default' },
  spec: { items },
});

export const SECRET_VALUE = 'c3VwZXItc2VjcmV0LXZhbHVlLTQyNDI=';

export const secret = (value = SECRET_VALUE): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'creds', namespace: 'default' },
  type: 'Opaque',
  data: { password: value },
});

export const NOW = '2026-01-01T00:00:00Z';

export function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): [string, RequestInit] {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return [
    `http://api.test${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: text },
  ];
}
