// The updater with managers at several versions, checked against structured-merge-diff's
// own cases (test/fixtures/smd-versions): TestMultipleAppliersRealConversion with its
// repeatingConverter, which renames every key below the root by the version's number,
// TestMultipleAppliersFieldRenameConversions with its renamingConverter, and
// TestMultipleAppliersReliantFieldsConversions (a conversion that fails without a field:
// the add-back runs at the pruned version first).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathString } from '../../core/fieldpath/element.ts';
import { applyObject, type ManagerSets, updateObject } from '../../core/merge/updater.ts';
import { ConversionError, MissingVersionError, type VersionConverter } from '../../core/merge/versions.ts';
import { parseSmdSchema } from '../../core/schema/smd.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

interface Op {
  op: 'apply' | 'update';
  manager: string;
  apiVersion: string;
  object: JsonObject;
}

interface Case {
  name: string;
  ops: Op[];
  object: JsonObject;
  apiVersion: string;
  managed: Record<string, { apiVersion: string; paths: string[][] }>;
}

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/smd-versions/real-conversion.json', import.meta.url), 'utf8'),
) as { schema: string; cases: Case[] };
const root = parseSmdSchema(fixture.schema).get('type');
if (root === undefined) throw new Error('the fixture schema has no type "type"');
const type = root;

/** The number of a version "vN"; a MissingVersionError for anything else. */
function versionNumber(version: string): number {
  const n = /^v(\d+)$/.exec(version);
  if (n === null) throw new MissingVersionError('cannot convert to invalid version');
  return Number(n[1]);
}

/** Keys renamed; like the Go converter's YAML lines, every value without keys (`{}` included) becomes null. */
function repeatKeys(v: JsonValue, times: number): JsonValue {
  if (!isObject(v) || Object.keys(v).length === 0) return null;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort()) out[k.charAt(0).repeat(times)] = repeatKeys(v[k], times);
  return out;
}

const repeating: VersionConverter = {
  typeOf(version) {
    versionNumber(version);
    return type;
  },
  convert(value, version) {
    const n = versionNumber(version);
    if (!isObject(value)) return value;
    const out: JsonObject = {};
    // The root's own line is kept as it is (an empty map stays one), as the Go converter keeps its first line.
    for (const k of Object.keys(value)) {
      const v = value[k];
      out[k] = isObject(v) && Object.keys(v).length === 0 ? v : repeatKeys(v, n);
    }
    return out;
  },
};

function replay(c: Case, converter: VersionConverter): { live: JsonValue | null; managers: ManagerSets } {
  let live: JsonValue | null = null;
  let managers: ManagerSets = new Map();
  for (const op of c.ops) {
    // The fixture's state converts the live object to the operation's version first.
    if (live !== null) live = converter.convert(live, op.apiVersion);
    const t = converter.typeOf(op.apiVersion);
    if (op.op === 'apply') {
      const r = applyObject(live, op.object, t, managers, op.manager, op.apiVersion, false, { converter });
      managers = r.managers;
      if (r.object !== null) live = r.object;
    } else {
      const r = updateObject(live, op.object, t, managers, op.manager, op.apiVersion, converter);
      managers = r.managers;
      live = r.object;
    }
  }
  return { live, managers };
}

/** `apiVersion` is left out of objects and sets (the reliant-fields cases carry it; upstream's do not). */
function check(c: Case, converter: VersionConverter): void {
  const { live, managers } = replay(c, converter);
  const last = live === null ? null : converter.convert(live, c.apiVersion);
  if (isObject(last)) delete last.apiVersion;
  expect(last).toEqual(c.object);
  const got: Record<string, { apiVersion: string; paths: string[] }> = {};
  for (const [name, vs] of managers) {
    const paths: string[] = [];
    vs.set.iterate((p) => {
      if (pathString(p) !== '.apiVersion') paths.push(pathString(p));
    });
    got[name] = { apiVersion: vs.apiVersion, paths: paths.sort() };
  }
  const want: Record<string, { apiVersion: string; paths: string[] }> = {};
  for (const [name, m] of Object.entries(c.managed)) {
    want[name] = { apiVersion: m.apiVersion, paths: m.paths.map((p) => `.${p.join('.')}`).sort() };
  }
  expect(got).toEqual(want);
}

describe('structured-merge-diff TestMultipleAppliersRealConversion', () => {
  for (const c of fixture.cases) it(c.name, () => check(c, repeating));
});

const renames = JSON.parse(
  readFileSync(new URL('../fixtures/smd-versions/field-rename.json', import.meta.url), 'utf8'),
) as { schema: string; cases: Case[] };
const renameTypes = parseSmdSchema(renames.schema);

/** The version suffix of the first field named with one (`scalarField_v2` -> v2). */
function suffixOf(v: JsonValue): string | undefined {
  if (!isObject(v)) return undefined;
  for (const k of Object.keys(v)) {
    const m = /_(v\d+)$/.exec(k);
    if (m !== null) return m[1];
    const inner = suffixOf(v[k]);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function renameFields(v: JsonValue, from: string, to: string): JsonValue {
  if (Array.isArray(v)) return v.map((x) => renameFields(x, from, to));
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v)) {
    out[k.endsWith(`_${from}`) ? `${k.slice(0, -from.length)}${to}` : k] = renameFields(v[k], from, to);
  }
  return out;
}

const renaming: VersionConverter = {
  typeOf(version) {
    const t = renameTypes.get(version);
    if (t === undefined) throw new MissingVersionError('cannot convert to invalid version');
    return t;
  },
  convert(value, version) {
    const from = suffixOf(value);
    return from === undefined ? value : renameFields(value, from, version);
  },
};

/** The case with {V1}, {V2} and {V3} replaced. */
function instantiate(c: Case, v: Record<string, string>): Case {
  const text = JSON.stringify(c).replace(/\{(V[123])\}/g, (_, k: string) => v[k]);
  return JSON.parse(text) as Case;
}

describe('structured-merge-diff TestMultipleAppliersFieldRenameConversions', () => {
  const versions = ['v1', 'v2', 'v3'];
  for (const V1 of versions)
    for (const V2 of versions)
      for (const V3 of versions)
        for (const c of renames.cases) {
          it(`${V1}-${V2}-${V3} ${c.name}`, () => check(instantiate(c, { V1, V2, V3 }), renaming));
        }
});

const reliant = JSON.parse(
  readFileSync(new URL('../fixtures/smd-versions/reliant-fields.json', import.meta.url), 'utf8'),
) as { schema: string; cases: Case[] };
const reliantTypes = parseSmdSchema(reliant.schema);

/** v2 -> v1 needs required_field_bar (else a ConversionError); v1 -> v2 renames it back. */
const reliantFields: VersionConverter = {
  typeOf(version) {
    const t = reliantTypes.get(version);
    if (t === undefined) throw new MissingVersionError('cannot convert to invalid version');
    return t;
  },
  convert(value, version) {
    if (!isObject(value) || value.apiVersion === version) return value;
    if (version === 'v1') {
      if (!Object.hasOwn(value, 'required_field_bar'))
        throw new ConversionError('missing requried field bar');
      return renameKey({ ...value, apiVersion: 'v1' }, 'required_field_bar', 'field_foo_rely_on_bar');
    }
    if (version === 'v2')
      return renameKey({ ...value, apiVersion: 'v2' }, 'field_foo_rely_on_bar', 'required_field_bar');
    throw new MissingVersionError('cannot convert to invalid version');
  },
};

function renameKey(o: JsonObject, from: string, to: string): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(o)) out[k === from ? to : k] = o[k];
  return out;
}

describe('structured-merge-diff TestMultipleAppliersReliantFieldsConversions', () => {
  for (const c of reliant.cases) it(c.name, () => check(c, reliantFields));
});

describe('an applier whose last set is at another version and that alone moves', () => {
  it('prunes what it left out in the version of its last set', () => {
    const first = applyObject(
      null,
      { struct: { name: 'a', scalarField_v1: 'a' } },
      renaming.typeOf('v1'),
      new Map(),
      'applier',
      'v1',
      false,
      { converter: renaming },
    );
    const live = renaming.convert(first.object ?? null, 'v2');
    const r = applyObject(
      live,
      { struct: { name: 'a' } },
      renaming.typeOf('v2'),
      first.managers,
      'applier',
      'v2',
      false,
      { converter: renaming },
    );
    expect(r.object).toEqual({ struct: { name: 'a' } });
  });
});
