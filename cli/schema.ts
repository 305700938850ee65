// `--schema FILE` of apply, create, update and blame: a root OpenAPI v3 schema, a
// CustomResourceDefinition (the object's served version), or a whole OpenAPI
// document (by group, version and kind); a schema that does not convert is an
// input error naming the file.

import { isObject, type JsonObject } from '../core/index.ts';
import type { TypeNode } from '../core/schema/index.ts';
import {
  SchemaError,
  typeFromOpenAPIV3Schema,
  typesFromCRD,
  typesFromOpenAPIDocument,
} from '../core/schema/index.ts';
import { InputError, inputName, readOne, type Stdin } from './io.ts';

/** The type of an object from `--schema`; `crd` is the CustomResourceDefinition when the file is one. */
export type SchemaPicker = ((obj: JsonObject) => TypeNode | undefined) & {
  crd?: JsonObject;
  source?: string;
};

function schemaFailure(name: string, e: unknown): never {
  if (e instanceof SchemaError) throw new InputError(`${name}: ${e.message}`);
  throw e;
}

/** The schema of `--schema`: a root OpenAPI v3 schema, a CRD, or a whole OpenAPI document. */
export async function loadSchema(arg: string, stdin: Stdin): Promise<SchemaPicker> {
  const name = inputName(arg);
  const doc = await readOne(arg, stdin);
  if (!isObject(doc)) throw new InputError(`${name}: a schema must be an object`);
  try {
    if (doc.kind === 'CustomResourceDefinition') {
      const versions = typesFromCRD(doc);
      const pickVersion: SchemaPicker = (obj) => {
        const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
        const v = apiVersion.slice(apiVersion.indexOf('/') + 1);
        const t = versions.get(v);
        if (!t) {
          throw new InputError(
            `${name}: the CustomResourceDefinition serves no version ${JSON.stringify(v)} (serves: ${[...versions.keys()].join(', ') || 'none'})`,
          );
        }
        return t;
      };
      const meta = isObject(doc.metadata) ? doc.metadata : {};
      pickVersion.crd = doc;
      pickVersion.source = `crd:${typeof meta.name === 'string' ? meta.name : ''}`;
      return pickVersion;
    }
    const components = Object.hasOwn(doc, 'components') ? doc.components : undefined;
    if ((isObject(components) && Object.hasOwn(components, 'schemas')) || Object.hasOwn(doc, 'definitions')) {
      const { types, byGVK } = typesFromOpenAPIDocument(doc);
      return (obj) => {
        const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
        const slash = apiVersion.indexOf('/');
        const gvk = `${slash >= 0 ? apiVersion.slice(0, slash) : ''}/${apiVersion.slice(slash + 1)}/${typeof obj.kind === 'string' ? obj.kind : ''}`;
        const def = byGVK.get(gvk);
        const t = def === undefined ? undefined : types.get(def);
        if (!t) throw new InputError(`${name}: no definition for ${apiVersion} ${String(obj.kind)}`);
        return t;
      };
    }
    const root = typeFromOpenAPIV3Schema(doc);
    return () => root;
  } catch (e) {
    return schemaFailure(name, e);
  }
}
