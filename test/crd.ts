// A CustomResourceDefinition around one served, stored version's schema: the
// wrapper every CRD test needs, so a test states only the schema it is about.

import type { JsonObject } from '../core/value.ts';

export function crdOf(group: string, kind: string, openAPIV3Schema: JsonObject, version = 'v1'): JsonObject {
  const plural = `${kind.toLowerCase()}s`;
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      names: { kind, plural },
      scope: 'Namespaced',
      versions: [{ name: version, served: true, storage: true, schema: { openAPIV3Schema } }],
    },
  };
}
