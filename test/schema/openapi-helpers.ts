// What the OpenAPI conversion tests share: the Kubernetes 1.35 documents of
// /work/shared/kubernetes, loaded once, a definition by name, and a SchemaError caught.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TypeNode } from '../../core/schema/model.ts';
import { type OpenAPITypes, SchemaError, typesFromOpenAPIDocument } from '../../core/schema/openapi.ts';

export function readJson(rel: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../shared/kubernetes/${rel}`, import.meta.url), 'utf8'));
}

const cache = new Map<string, OpenAPITypes>();
export function load(rel: string): OpenAPITypes {
  let t = cache.get(rel);
  if (!t) {
    t = typesFromOpenAPIDocument(readJson(rel));
    cache.set(rel, t);
  }
  return t;
}

export const V1 = 'openapi-v3-1.35/api/v1.json';
export const APPS = 'openapi-v3-1.35/apis/apps/v1.json';
export const BATCH = 'openapi-v3-1.35/apis/batch/v1.json';
export const APIEXT = 'openapi-v3-1.35/apis/apiextensions.k8s.io/v1.json';
export const SWAGGER = 'swagger-1.36.json';

export function def(t: OpenAPITypes, name: string): TypeNode {
  const n = t.types.get(name);
  if (!n) throw new Error(`no definition ${name}`);
  return n;
}

export function catchSchemaError(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return e as SchemaError;
  }
  throw new Error('expected a SchemaError');
}
