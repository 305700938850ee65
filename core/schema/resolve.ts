// Which schema an object is merged with, in one documented order:
//   1. an explicit schema given with the request          -> "explicit"
//   2. a CustomResourceDefinition given for its group/kind -> "crd:<name>"
//   3. OpenAPI v3 documents a cluster serves               -> "openapi"
//   4. the embedded Kubernetes built-ins                   -> "builtin:<version>" (1.35 unless given)
//   5. the deduced schema (every list atomic)              -> "deduced"
// The result names its source so reports can say when a preview is approximate.

import { isObject, type JsonObject } from '../value.ts';
import { BASE_BUILTINS, type BuiltinTypes, builtinTypesFor } from './builtin/index.ts';
import { apiVersionOfPath, pathOfAPIVersion } from './cluster.ts';
import { deduced, type ResolvedSchema, type TypeNode } from './model.ts';
import { OpenAPIDocument, SchemaError, typesFromCRD } from './openapi.ts';

export interface SchemaSources {
  /** A schema for the object's root type, used whatever its kind. */
  explicit?: TypeNode;
  /** CustomResourceDefinition objects (apiextensions.k8s.io/v1). */
  crds?: unknown[];
  /**
   * OpenAPI v3 (or v2) documents a cluster serves, either
   * - keyed by their path in the cluster's `/openapi/v3` index
   *   (`{"api/v1": doc, "apis/apps/v1": doc, ...}`): a document is only read when
   *   an object of its group-version is resolved; or
   * - as a list, searched in order by each definition's x-kubernetes-group-version-kind.
   * Either way a definition is converted the first time an object needs it.
   */
  openapi?: unknown[] | Readonly<Record<string, unknown>>;
  /**
   * The built-in types of the cluster's Kubernetes version (`await builtinTypesFor('1.36')`,
   * or `SchemaResolver.forVersion`); without it, the 1.35 base table.
   */
  builtins?: BuiltinTypes;
}

function sourceOfCRD(crd: unknown, i: number): string {
  const meta = isObject(crd) ? crd.metadata : undefined;
  const name = isObject(meta) && typeof meta.name === 'string' ? ` (${meta.name})` : '';
  return `crds[${i}]${name}`;
}

function rethrowIn(source: string, f: () => void): void {
  try {
    f();
  } catch (e) {
    throw e instanceof SchemaError ? e.in(source) : e;
  }
}

export class SchemaResolver {
  private readonly crds = new Map<string, { name: string; type: TypeNode; crd: JsonObject }>();
  /** The list form of `openapi`, read at once. */
  private readonly documents: { source: string; doc: OpenAPIDocument }[] = [];
  /** The keyed form of `openapi`: index path to the raw document, read on first use. */
  private readonly byPath = new Map<string, unknown>();
  private readonly opened = new Map<string, OpenAPIDocument>();

  constructor(private readonly sources: SchemaSources = {}) {
    for (const [i, crd] of (sources.crds ?? []).entries()) {
      if (!isObject(crd) || !isObject(crd.spec) || !isObject(crd.spec.names)) {
        throw new SchemaError(
          '',
          '',
          'not a CustomResourceDefinition (spec.group, spec.names.kind needed)',
          `crds[${i}]`,
        );
      }
      const group = String(crd.spec.group ?? '');
      const kind = String(crd.spec.names.kind ?? '');
      const name =
        isObject(crd.metadata) && typeof crd.metadata.name === 'string'
          ? crd.metadata.name
          : `${kind}.${group}`;
      rethrowIn(sourceOfCRD(crd, i), () => {
        for (const [version, type] of typesFromCRD(crd)) {
          this.crds.set(`${group}/${version}/${kind}`, { name, type, crd });
        }
      });
    }
    const openapi = sources.openapi;
    if (Array.isArray(openapi)) {
      openapi.forEach((doc, i) => {
        const source = `openapi[${i}]`;
        rethrowIn(source, () => this.documents.push({ source, doc: new OpenAPIDocument(doc) }));
      });
    } else if (openapi !== undefined) {
      if (!isObject(openapi)) {
        throw new SchemaError(
          '',
          '',
          'must be a list of documents or an object keyed by index path',
          'openapi',
        );
      }
      for (const path of Object.keys(openapi)) {
        const source = `openapi[${JSON.stringify(path)}]`;
        if (apiVersionOfPath(path) === null) {
          throw new SchemaError(
            '',
            '',
            'not a group-version path of the /openapi/v3 index (expected "api/<version>" or "apis/<group>/<version>"; give documents without their paths as a list)',
            source,
          );
        }
        const doc = openapi[path];
        if (!isObject(doc)) throw new SchemaError('', '', 'the document must be an object', source);
        this.byPath.set(path, doc);
      }
    }
  }

  /**
   * A resolver whose built-ins are those of Kubernetes `version` (`1.36`, `1.36.2`;
   * default the newest modelled), loading them on first use. Rejects with
   * UnknownKubernetesVersionError for a version not modelled.
   */
  static async forVersion(version: string | undefined, sources: Omit<SchemaSources, 'builtins'> = {}) {
    return new SchemaResolver({ ...sources, builtins: await builtinTypesFor(version) });
  }

  /**
   * The schema for an object of `apiVersion` and `kind`. Throws SchemaError when a
   * cluster document or definition it needs is broken (the message names it).
   */
  resolve(apiVersion: unknown, kind: unknown): ResolvedSchema {
    if (this.sources.explicit) return { root: this.sources.explicit, source: 'explicit' };
    const av = typeof apiVersion === 'string' ? apiVersion : '';
    const k = typeof kind === 'string' ? kind : '';
    const gvk = av.includes('/') ? `${av}/${k}` : `/${av}/${k}`;
    const crd = this.crds.get(gvk);
    if (crd) return { root: crd.type, source: `crd:${crd.name}` };
    const cluster = this.clusterType(av, gvk);
    if (cluster) return { root: cluster, source: 'openapi' };
    const builtin = (this.sources.builtins ?? BASE_BUILTINS).schema(av, k);
    if (builtin) return builtin;
    return { root: deduced, source: 'deduced' };
  }

  /** The CustomResourceDefinition given for `apiVersion` and `kind`, if any (its subresources decide reset fields). */
  crdFor(apiVersion: unknown, kind: unknown): JsonObject | undefined {
    if (this.sources.explicit) return undefined;
    const av = typeof apiVersion === 'string' ? apiVersion : '';
    const k = typeof kind === 'string' ? kind : '';
    return this.crds.get(av.includes('/') ? `${av}/${k}` : `/${av}/${k}`)?.crd;
  }

  private clusterType(apiVersion: string, gvk: string): TypeNode | undefined {
    let found: TypeNode | undefined;
    for (const { source, doc } of this.documents) {
      rethrowIn(source, () => {
        found = doc.typeOfGVK(gvk);
      });
      if (found) return found;
    }
    const path = pathOfAPIVersion(apiVersion);
    if (path === null || !this.byPath.has(path)) return undefined;
    const source = `openapi[${JSON.stringify(path)}]`;
    rethrowIn(source, () => {
      let doc = this.opened.get(path);
      if (!doc) {
        doc = new OpenAPIDocument(this.byPath.get(path));
        this.opened.set(path, doc);
      }
      found = doc.typeOfGVK(gvk);
    });
    return found;
  }
}
