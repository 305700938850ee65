// Cases ported from Kubernetes' own defaulting tests (data files under
// test/fixtures/defaults/, each naming its origin): the input defaulted by
// applyDefaults must give the expected object, or the expected value at the
// path the upstream test asserts.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../core/defaults/index.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

const GATES_1_35_0 = { MaxUnavailableStatefulSet: true, StrictIPCIDRValidation: false };

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'defaults');

interface Case {
  test: string;
  name: string;
  input: JsonObject;
  expected: JsonObject;
  /** Dotted path(s) the upstream test asserts; the whole object when absent. */
  compare?: string | string[];
  /** A CRD's openAPIV3Schema (structural defaulting cases). */
  schema?: JsonValue;
}

interface Fixture {
  origin: { repo: string; path: string };
  compare?: string | string[];
  cases: Case[];
}

/** The value at a dotted path (list indexes as numbers). */
function at(v: JsonValue | undefined, path: string): JsonValue | undefined {
  let cur = v;
  for (const p of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[Number(p)];
    else if (isObject(cur)) cur = Object.hasOwn(cur, p) ? cur[p] : undefined;
    else return undefined;
  }
  return cur;
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'deployment-five-lines.json');

describe.each(files)('%s', (file) => {
  const fx = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture;
  it('names its origin', () => {
    expect(fx.origin.repo).toBe('kubernetes/kubernetes');
    expect(fx.origin.path).toMatch(/_test\.go$/);
    expect(fx.cases.length).toBeGreaterThan(0);
  });
  it.each(fx.cases.map((c) => [`${c.test}: ${c.name}`, c] as const))('%s', (_, c) => {
    const before = JSON.stringify(c.input);
    const root = c.schema === undefined ? null : typeFromOpenAPIV3Schema(c.schema);
    // The upstream tables were written at release-1.35.0, where MaxUnavailableStatefulSet is on.
    const got = applyDefaults(c.input, root, GATES_1_35_0);
    const compare = c.compare ?? fx.compare;
    const paths = compare === undefined ? [] : Array.isArray(compare) ? compare : [compare];
    if (paths.length === 0) expect(got).toEqual(c.expected);
    for (const p of paths) expect(at(got, p), p).toEqual(at(c.expected, p));
    expect(JSON.stringify(c.input)).toBe(before);
    // Defaulting is idempotent: a defaulted object comes back as itself.
    expect(applyDefaults(got, root, GATES_1_35_0)).toBe(got);
  });
});
