// The core and rbac kinds' validation against cases ported from upstream's tests
// (test/validation/data/core-kinds.json names each case's file and test), run through
// serverWrite so that defaulting, the strategy and the 422 Status are part of each check.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import { validateObject } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/core-kinds.json' with { type: 'json' };
import { type Cause, expectCauses } from './expect-causes.ts';

interface Case {
  path: string;
  test: string;
  name: string;
  op: 'create' | 'update';
  obj: JsonObject;
  old?: JsonObject;
  expect: Cause[];
  /** A data value of this many bytes, made here rather than stored in the data file. */
  fill?: { key: string; bytes: number };
}

const schemas = new SchemaResolver();

function run(c: Case) {
  if (c.fill !== undefined) (c.obj.data as JsonObject)[c.fill.key] = 'x'.repeat(c.fill.bytes);
  const apiVersion = c.obj.apiVersion as string;
  const kind = c.obj.kind as string;
  const schema = schemas.resolve(apiVersion, kind);
  let live: JsonObject | null = null;
  if (c.old !== undefined) {
    const created = serverWrite({ verb: 'create', live: null, body: c.old, manager: 'seed', schema });
    if (!created.ok) throw new Error(`the old object is refused: ${created.status.message}`);
    live = {
      ...created.object,
      metadata: { ...(created.object.metadata as JsonObject), resourceVersion: '7' },
    };
    if (c.old.status !== undefined) live.status = c.old.status;
  }
  return serverWrite({
    verb: c.op === 'create' ? 'create' : 'update',
    live,
    body: c.obj,
    manager: 'm',
    schema,
  });
}

describe(`core and rbac kinds: ${data.origin.repo} ${data.origin.tag}`, () => {
  for (const c of data.cases as unknown as Case[]) {
    it(`${c.obj.kind} ${c.test}: ${c.name}`, () => {
      expectCauses(run(c), c.expect);
    });
  }
});

describe('odd shapes never crash a validator', () => {
  const kinds: [string, string, string, boolean][] = [
    ['v1', '', 'ConfigMap', true],
    ['v1', '', 'Secret', true],
    ['v1', '', 'Service', true],
    ['v1', '', 'PersistentVolumeClaim', true],
    ['v1', '', 'Namespace', false],
    ['v1', '', 'ServiceAccount', true],
    ['rbac.authorization.k8s.io/v1', 'rbac.authorization.k8s.io', 'Role', true],
    ['rbac.authorization.k8s.io/v1', 'rbac.authorization.k8s.io', 'RoleBinding', true],
  ];
  const odd: JsonObject[] = [
    {},
    { metadata: 'x', spec: [], data: 'y', rules: {}, roleRef: 3 },
    { spec: { ports: 'p', clusterIPs: {}, type: 5, resources: { requests: { storage: 'abc' } } } },
    { spec: { ports: [null, 'x', { port: '80', nodePort: 'a', targetPort: null }], accessModes: [1, null] } },
    { data: JSON.parse('{"__proto__":"x","a b":7}'), stringData: [], type: 'kubernetes.io/dockerconfigjson' },
    { subjects: [null, {}], rules: [null, { verbs: 'get' }] },
  ];
  for (const [apiVersion, group, kind, namespaced] of kinds) {
    it(kind, () => {
      for (const o of odd) {
        const obj = { apiVersion, kind, ...o };
        for (const op of ['create', 'update'] as const) {
          const out = validateObject({
            op,
            obj,
            old: op === 'update' ? obj : null,
            apiVersion,
            group,
            kind,
            namespaced,
          });
          expect(Array.isArray(out.errors)).toBe(true);
        }
      }
    });
  }
});
