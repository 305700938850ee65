// Strategic-merge-patch metadata in our schemas: the generated built-in data
// keeps `x-kubernetes-patch-strategy` / `-merge-key` wherever the Kubernetes 1.35
// OpenAPI v3 documents have them (lists and non-lists alike), and the compiled
// fields carry them.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinType } from '../../core/schema/builtin/index.ts';
import { BUILTIN_SCHEMAS } from '../../core/schema/builtin/k8s-1.35.ts';
import type { Field, TypeNode } from '../../core/schema/model.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';

const DIR = new URL('../../../shared/kubernetes/openapi-v3-1.35/', import.meta.url).pathname;
const EXT = ['x-kubernetes-patch-strategy', 'x-kubernetes-patch-merge-key'];

type Raw = { [k: string]: unknown };
const isObj = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function documents(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...documents(p));
    else if (e.name.endsWith('.json')) out.push(p);
  }
  return out;
}

/** Every place (JSON pointer) in a schema that has one of the extensions, with their values. */
function patchExtensions(schema: unknown, at: string, out: Map<string, string>): void {
  if (!isObj(schema)) return;
  for (const e of EXT) if (Object.hasOwn(schema, e)) out.set(`${at}/${e}`, JSON.stringify(schema[e]));
  const props = schema.properties;
  if (isObj(props))
    for (const k of Object.keys(props)) patchExtensions(props[k], `${at}/properties/${k}`, out);
  patchExtensions(schema.items, `${at}/items`, out);
  patchExtensions(schema.additionalProperties, `${at}/additionalProperties`, out);
}

function field(t: TypeNode | null | undefined, ...names: string[]): Field {
  let f: Field | undefined;
  for (const n of names) {
    f = t?.map?.fields.get(n);
    if (!f) throw new Error(`no field ${n} in ${t?.name}`);
    t = f.type.list ? f.type.list.elem : f.type;
  }
  return f!;
}

describe('built-in 1.35 schema data keeps the patch extensions', () => {
  it('every extension of every definition of the 1.35 documents is in k8s-1.35.ts', () => {
    let seen = 0;
    const missing: string[] = [];
    const defs = BUILTIN_SCHEMAS.definitions;
    for (const file of documents(DIR)) {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as Raw;
      const schemas = (doc.components as Raw).schemas as Raw;
      for (const name of Object.keys(schemas)) {
        const want = new Map<string, string>();
        patchExtensions(schemas[name], '', want);
        if (want.size === 0) continue;
        const got = new Map<string, string>();
        patchExtensions(JSON.parse(defs[name]), '', got);
        for (const [k, v] of want) {
          seen++;
          if (got.get(k) !== v) missing.push(`${name}${k}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  it('compiled fields carry them, including non-list fields', () => {
    const deploy = builtinType('apps/v1', 'Deployment');
    expect(field(deploy, 'spec', 'strategy').patchStrategy).toEqual(['retainKeys']);
    const pod = field(deploy, 'spec', 'template', 'spec').type;
    const volumes = field(pod, 'volumes');
    expect(volumes.patchStrategy).toEqual(['merge', 'retainKeys']);
    expect(volumes.patchMergeKey).toBe('name');
    expect(field(pod, 'containers').patchMergeKey).toBe('name');
    expect(field(pod, 'containers', 'ports').patchMergeKey).toBe('containerPort');
    expect(field(pod, 'containers', 'env').patchStrategy).toEqual(['merge']);
    expect(field(pod, 'containers', 'args').patchStrategy).toBeUndefined();
    expect(field(deploy, 'metadata', 'finalizers').patchStrategy).toEqual(['merge']);
    expect(field(deploy, 'metadata', 'ownerReferences').patchMergeKey).toBe('uid');
    const svc = builtinType('v1', 'Service');
    expect(field(svc, 'spec', 'ports').patchMergeKey).toBe('port');
    const ds = builtinType('apps/v1', 'DaemonSet');
    expect(field(ds, 'spec', 'updateStrategy').patchStrategy).toBeUndefined();
  });

  it('CRD schemas read them too', () => {
    const t = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string' } } },
          'x-kubernetes-patch-strategy': 'merge',
          'x-kubernetes-patch-merge-key': 'id',
        },
      },
    });
    expect(field(t, 'items').patchStrategy).toEqual(['merge']);
    expect(field(t, 'items').patchMergeKey).toBe('id');
  });
});
