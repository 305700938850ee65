// The networking and policy kinds' validation against cases ported from upstream's tests
// (test/validatio./data/networking-policy.json names each case's file and test), run through
// serverWrite so that defaulting, the strategy and the 422 Status are part of each check.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import { validateObject } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/networking-policy.json' with { type: 'json' };
import { type Cause, expectCauses } from './expect-causes.ts';

interface Case {
  path: string;
  test: string;
  name: string;
  op: 'create' | 'update';
  obj: JsonObject;
  old?: JsonObject;
  expect: Cause[];
  /** The old object is taken as stored (it was valid under an older release), not created first. */
  storedAsIs?: boolean;
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
  if (c.old !== undefined && c.storedAsIs === true) {
    // An object stored before today's rules: it could not be created now, so it is not seeded through create.
    const meta = {
      ...(c.old.metadata as JsonObject),
      uid: 'e0c1e7a2-0000-4000-8000-000000000001',
      resourceVersion: '7',
    };
    live = { ...c.old, metadata: { ...meta, creationTimestamp: '2025-01-01T00:00:00Z', generation: 1 } };
  } else if (c.old !== undefined) {
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

describe(`networking and policy kinds: ${data.origin.repo} ${data.origin.tag}`, () => {
  for (const c of data.cases as unknown as Case[]) {
    it(`${c.obj.kind} ${c.test}: ${c.name}`, () => {
      expectCauses(run(c), c.expect);
    });
  }
});

describe('odd shapes never crash a networking or policy validator', () => {
  const kinds: [string, string, string][] = [
    ['networking.k8s.io/v1', 'networking.k8s.io', 'Ingress'],
    ['networking.k8s.io/v1', 'networking.k8s.io', 'NetworkPolicy'],
    ['policy/v1', 'policy', 'PodDisruptionBudget'],
  ];
  const odd: JsonObject[] = [
    {},
    { metadata: 'x', spec: [] },
    { spec: { rules: 'r', tls: {}, defaultBackend: 3, ingress: 'i', egress: [null, 7], policyTypes: {} } },
    {
      spec: {
        rules: [
          null,
          { host: 5, http: { paths: [null, { pathType: 3, backend: { service: { port: 'x' } } }] } },
        ],
        ingress: [
          { from: [null, { ipBlock: { cidr: 7, except: 'x' } }], ports: [{ port: null, endPort: 'a' }] },
        ],
        minAvailable: {},
        maxUnavailable: [],
        selector: 'x',
      },
    },
    { spec: JSON.parse('{"__proto__":{"minAvailable":1},"podSelector":{"matchLabels":{"__proto__":"x"}}}') },
  ];
  for (const [apiVersion, group, kind] of kinds) {
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
            namespaced: true,
          });
          expect(Array.isArray(out.errors)).toBe(true);
        }
      }
    });
  }
});
