// ObjectMeta's validation against apimachinery's own cases (test/validation/data/objectmeta.json)
// and the rules the workload and core validators rely on (names, labels, annotations' size).

import { describe, expect, it } from 'vitest';
import { errorText, type FieldError } from '../../core/validation/errors.ts';
import {
  type NameFn,
  nameIsDNS1035Label,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  pathSegmentName,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../../core/validation/objectmeta.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/objectmeta.json' with { type: 'json' };

interface Case {
  test: string;
  name: string;
  op: 'create' | 'update';
  nameFn?: string;
  namespaced?: boolean;
  meta: JsonObject;
  old?: JsonObject;
  expect?: { type: string; field: string; detail?: string }[];
  text?: string[];
}

const NAME_FNS: Record<string, NameFn> = {
  dnsSubdomain: nameIsDNSSubdomain,
  dnsLabel: nameIsDNSLabel,
  dns1035Label: nameIsDNS1035Label,
  pathSegment: pathSegmentName,
};

function run(c: Case): FieldError[] {
  if (c.op === 'update') return validateObjectMetaUpdate(c.meta, c.old, 'field');
  const nameFn = NAME_FNS[c.nameFn ?? 'dnsSubdomain'] as NameFn;
  return validateObjectMeta(c.meta, { namespaced: c.namespaced ?? false, nameFn, path: 'field' });
}

describe(`ObjectMeta: ${data.origin.repo} ${data.origin.path} ${data.origin.tag}`, () => {
  for (const c of data.cases as unknown as Case[]) {
    it(`${c.test}: ${c.name}`, () => {
      const errs = run(c);
      if (c.text !== undefined) expect(errs.map(errorText)).toEqual(c.text);
      if (c.expect !== undefined) {
        expect(errs.map((e) => ({ type: e.type, field: e.field }))).toEqual(
          c.expect.map((e) => ({ type: e.type, field: e.field })),
        );
        c.expect.forEach((e, i) => {
          if (e.detail !== undefined) expect(errs[i]?.detail).toBe(e.detail);
        });
      }
    });
  }
});

describe('ObjectMeta rules', () => {
  const opts = { namespaced: true, nameFn: nameIsDNSSubdomain };

  it('a name or a generateName is required; the namespace of a namespaced kind too', () => {
    expect(validateObjectMeta({}, opts).map(errorText)).toEqual([
      'metadata.name: Required value: name or generateName is required',
      'metadata.namespace: Required value',
    ]);
  });

  it('a cluster-scoped kind refuses a namespace', () => {
    const errs = validateObjectMeta(
      { name: 'a', namespace: 'x' },
      { namespaced: false, nameFn: nameIsDNSLabel },
    );
    expect(errs.map(errorText)).toEqual(['metadata.namespace: Forbidden: not allowed on this type']);
  });

  it('a label value with a space, reported on the labels map', () => {
    const errs = validateObjectMeta({ name: 'a', namespace: 'd', labels: { app: 'my app' } }, opts);
    expect(errs).toHaveLength(1);
    expect(errs[0]?.field).toBe('metadata.labels');
    expect(errorText(errs[0] as FieldError)).toMatch(
      /^metadata\.labels: Invalid value: "my app": a valid label must be an empty string/,
    );
  });

  it('annotation keys ignore case; keys and values together at most 256 KiB', () => {
    const big = { 'Example.com/Key': 'x'.repeat(262144 - 15) };
    expect(validateObjectMeta({ name: 'a', namespace: 'd', annotations: big }, opts)).toEqual([]);
    const over = { 'example.com/key': 'x'.repeat(262144 - 14) };
    expect(validateObjectMeta({ name: 'a', namespace: 'd', annotations: over }, opts).map(errorText)).toEqual(
      ['metadata.annotations: Too long: may not be more than 262144 bytes'],
    );
  });

  it('name functions: DNS label, DNS-1035 label, path segment', () => {
    expect(nameIsDNSLabel('a.b', false)).toEqual(['must not contain dots']);
    expect(nameIsDNS1035Label('1abc', false)[0]).toMatch(/^a DNS-1035 label must consist/);
    expect(pathSegmentName('..', false)).toEqual(["may not be '..'"]);
    expect(pathSegmentName('a/b%', true)).toEqual(["may not contain '/'", "may not contain '%'"]);
  });

  it('an update keeps name, namespace and uid', () => {
    const errs = validateObjectMetaUpdate(
      { name: 'b', namespace: 'd', uid: 'u2' },
      { name: 'a', namespace: 'd', uid: 'u1' },
    );
    expect(errs.map(errorText)).toEqual([
      'metadata.name: Invalid value: "b": field is immutable',
      'metadata.uid: Invalid value: "u2": field is immutable',
    ]);
  });

  it('managedFields: operation Apply or Update', () => {
    const errs = validateObjectMeta(
      { name: 'a', namespace: 'd', managedFields: [{ manager: 'm', operation: 'Patch' }] },
      opts,
    );
    expect(errs.map(errorText)).toEqual([
      'metadata.managedFields[0].operation: Invalid value: "Patch": must be `Apply` or `Update`',
    ]);
  });
});
