// Which schema an object is merged with, in one documented order:
//   1. an explicit schema given with the request          -> "explicit"
//   2. a CustomResourceDefinition given for its group/kind -> "crd:<name>"
//   3. OpenAPI v3 documents a cluster serves               -> "openapi"
//   4. the embedded Kubernetes built-ins                   -> "builtin:1.35"
//   5. the deduced schema (every list atomic)              -> "deduced"
// The result names its source so reports can say when a preview is approximate.

import { isObject } from '../value.ts';
import { BUILTIN_SOURCE, builtinType } from './builtin/index.ts';
import { deduced, type ResolvedSchema, type TypeNode } from './model.ts';
import { type OpenAPITypes, SchemaError, typesFromCRD, typesFromOpenAPIDocument } from './openapi.ts';

export interface SchemaSources {
  /** A schema for the object's root type, used whatever its kind. */
  explicit?: TypeNode;
  /** CustomResourceDefinition objects (apiextensions.k8s.io/v1). */
  crds?: unknown[];
  /** OpenAPI v3 documents as a cluster serves them at /openapi/v3/apis/<group>/<version>. */
  openapi?: unknown[];
}

export class SchemaResolver {
  private readonly crds = new Map<string, { name: string; type: TypeNode }>();
  private readonly documents: OpenAPITypes[] = [];

  constructor(private readonly sources: SchemaSources = {}) {
    for (const [i, crd] of (sources.crds ?? []).entries()) {
      if (!isObject(crd) || !isObject(crd.spec) || !isObject(crd.spec.names)) {
        throw new SchemaError(
          `crds[${i}]`,
          '',
          'not a CustomResourceDefinition (spec.group, spec.names.kind needed)',
        );
      }
      const group = String(crd.spec.group ?? '');
      const kind = String(crd.spec.names.kind ?? '');
      const name =
        isObject(crd.metadata) && typeof crd.metadata.name === 'string'
          ? crd.metadata.name
          : `${kind}.${group}`;
      for (const [version, type] of typesFromCRD(crd)) {
        this.crds.set(`${group}/${version}/${kind}`, { name, type });
      }
    }
    for (const doc of sources.openapi ?? []) this.documents.push(typesFromOpenAPIDocument(doc));
  }

  resolve(apiVersion: unknown, kind: unknown): ResolvedSchema {
    if (this.sources.explicit) return { root: this.sources.explicit, source: 'explicit' };
    const av = typeof apiVersion === 'string' ? apiVersion : '';
    const k = typeof kind === 'string' ? kind : '';
    const slash = av.indexOf('/');
    const gvk = slash >= 0 ? `${av}/${k}` : `/${av}/${k}`;
    const crd = this.crds.get(gvk);
    if (crd) return { root: crd.type, source: `crd:${crd.name}` };
    for (const doc of this.documents) {
      const def = doc.byGVK.get(gvk);
      const type = def === undefined ? undefined : doc.types.get(def);
      if (type) return { root: type, source: 'openapi' };
    }
    const builtin = builtinType(av, k);
    if (builtin) return { root: builtin, source: BUILTIN_SOURCE };
    return { root: deduced, source: 'deduced' };
  }
}
