// The core and rbac kinds' validation against cases ported from upstream's tests
// (test/validation/data/core-kinds.json names each case's file and test), run through
// serverWrite so that defaulting, the strategy and the 422 Status are part of each check.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/core-kinds.json' with { type: 'json' };

interface Cause {
  reason: string;
  field: string;
  message?: string;
}
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
      const r = run(c);
      if (c.expect.length === 0) {
        expect(r.ok ? null : r.status.message).toBeNull();
        return;
      }
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.status.code).toBe(422);
      const causes = (r.status.details?.causes ?? []) as Cause[];
      expect(causes.map((x) => ({ reason: x.reason, field: x.field }))).toEqual(
        c.expect.map((x) => ({ reason: x.reason, field: x.field })),
      );
      c.expect.forEach((x, i) => {
        if (x.message !== undefined) expect(causes[i]?.message).toBe(x.message);
      });
    });
  }
});
