// What the typed-walk tests share: a Pod-like schema (containers keyed by name,
// ports by containerPort and protocol), a set's paths as strings, a name key.

import { keyElement, pathString } from '../../core/fieldpath/element.ts';
import type { FieldSet } from '../../core/fieldpath/set.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';

export const pod = typeFromOpenAPIV3Schema({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        containers: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              image: { type: 'string' },
              args: { type: 'array', items: { type: 'string' } },
              ports: {
                type: 'array',
                'x-kubernetes-list-type': 'map',
                'x-kubernetes-list-map-keys': ['containerPort', 'protocol'],
                items: {
                  type: 'object',
                  properties: {
                    containerPort: { type: 'integer' },
                    protocol: { type: 'string', default: 'TCP' },
                  },
                },
              },
            },
          },
        },
        nodeSelector: {
          type: 'object',
          additionalProperties: { type: 'string' },
          'x-kubernetes-map-type': 'atomic',
        },
        tags: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' },
      },
    },
  },
});

export const paths = (s: FieldSet) => s.paths().map(pathString);
export const keyOf = (name: string) => keyElement([{ name: 'name', value: name }]);
