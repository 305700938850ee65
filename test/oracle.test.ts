// Replays the oracle fixtures (test/fixtures/oracle, see its README) through the
// structured-merge layer and compares every step with the expected output: the
// `.current.json` (current Kubernetes, SMD v6.3.0/v6.4.2) when there is one, else the
// `.out.json` written by the SMD v4.1.2 oracle. Then once per structured-merge-diff
// release a modelled Kubernetes version ships (core/versions.ts), with that release's
// behaviour switched on: `.smd-<release>.json` is the oracle's output at that tag
// where it differs from the expected output above.
//
// The replay mirrors the oracle (shared/oracle/main.go): managers are keyed
// "<manager>|<Apply|Update>"; each step starts from the last successful step; a step
// object is validated before the updater runs; an apply that changes nothing keeps the
// live object. Where the oracle's v4.1.2 typing differs from current Kubernetes, the
// replay follows current Kubernetes (k8s.io/apimachinery managedfields/internal/
// structuredmerge.go): the live object and Update objects are typed with
// AllowDuplicates, applied objects are not. (v4.1.2 rejects duplicates everywhere: for a
// live object the oracle refuses the whole input, exit status 2.)

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathString } from '../core/fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1, type FieldsV1Options } from '../core/fieldpath/fieldsv1.ts';
import { ConflictError } from '../core/merge/conflict.ts';
import { applyObject, type ManagerSets, type MergeOptions, updateObject } from '../core/merge/updater.ts';
import { deduced, type TypeNode } from '../core/schema/model.ts';
import { parseSmdSchema } from '../core/schema/smd.ts';
import { formatIssues, ValidationError } from '../core/typed/errors.ts';
import { validate } from '../core/typed/validate.ts';
import { compareUtf8, type JsonObject, type JsonValue } from '../core/value.ts';
import { MODELLED_MINORS, parseKubernetesVersion, type SmdRelease } from '../core/versions.ts';

const DIR = new URL('./fixtures/oracle/', import.meta.url);

interface InputManager {
  manager: string;
  operation: string;
  apiVersion: string;
  fieldsV1?: JsonValue;
}

interface InputStep {
  comment?: string;
  op: string;
  manager: string;
  apiVersion: string;
  object: JsonValue;
  force?: boolean;
}

interface InputDoc {
  comment?: string;
  schema?: string | null;
  typeName?: string;
  live?: JsonValue;
  managers?: InputManager[] | null;
  steps: InputStep[];
}

interface OutputManager {
  manager: string;
  operation: string;
  apiVersion: string;
  fieldsV1: JsonObject;
}

interface OutputConflict {
  manager: string;
  operation: string;
  path: string;
}

interface OutputStep {
  ok: boolean;
  object?: JsonValue;
  managers?: OutputManager[];
  conflicts?: OutputConflict[];
  error?: string;
  /** Paths of the schema-validation issues that failed the step (replay only). */
  issuePaths?: string[];
}

/** An oracle output; without `steps` when the oracle refused the input (exit status 2). */
interface OutputDoc {
  why?: string;
  steps?: OutputStep[];
  exitCode?: number;
  stderr?: string;
}

interface Fixture {
  name: string;
  input: InputDoc;
  expected: OutputDoc;
  source: 'current' | 'out';
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as T;
}

function loadFixtures(): Fixture[] {
  const files = new Set(readdirSync(DIR));
  const names = [...files]
    .filter(
      (f) =>
        /^\d\d-.*\.json$/.test(f) &&
        !f.endsWith('.out.json') &&
        !f.endsWith('.current.json') &&
        !/\.smd-v[\d.]+\.json$/.test(f),
    )
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  return names.map((name) => {
    const current = files.has(`${name}.current.json`);
    return {
      name,
      input: readJson<InputDoc>(`${name}.json`),
      expected: readJson<OutputDoc>(current ? `${name}.current.json` : `${name}.out.json`),
      source: current ? 'current' : 'out',
    };
  });
}

const schemas = new Map<string, Map<string, TypeNode>>();

function rootType(doc: InputDoc): TypeNode {
  if (doc.schema === undefined || doc.schema === null || doc.schema.trim() === '') return deduced;
  let types = schemas.get(doc.schema);
  if (!types) {
    types = parseSmdSchema(doc.schema);
    schemas.set(doc.schema, types);
  }
  const t = types.get(doc.typeName ?? '');
  if (!t) throw new Error(`typeName ${JSON.stringify(doc.typeName)} is not defined in the schema`);
  return t;
}

function operation(op: string): 'Apply' | 'Update' {
  const o = op.toLowerCase();
  if (o === 'apply') return 'Apply';
  if (o === 'update') return 'Update';
  throw new Error(`unknown operation ${JSON.stringify(op)}`);
}

function splitKey(key: string): { manager: string; operation: string } {
  const i = key.lastIndexOf('|');
  return i < 0 ? { manager: key, operation: '' } : { manager: key.slice(0, i), operation: key.slice(i + 1) };
}

function initialManagers(doc: InputDoc, fields: FieldsV1Options = {}): ManagerSets {
  const ms: ManagerSets = new Map();
  for (const m of doc.managers ?? []) {
    const op = operation(m.operation);
    ms.set(`${m.manager}|${op}`, {
      set: decodeFieldsV1(m.fieldsV1, fields),
      apiVersion: m.apiVersion,
      applied: op === 'Apply',
    });
  }
  return ms;
}

/** The managers as the oracle prints them: sorted by manager, operation, apiVersion. */
function outputManagers(ms: ManagerSets): OutputManager[] {
  const out: OutputManager[] = [];
  for (const [key, vs] of ms) {
    const { manager, operation } = splitKey(key);
    out.push({ manager, operation, apiVersion: vs.apiVersion, fieldsV1: encodeFieldsV1(vs.set) });
  }
  return out.sort(
    (a, b) =>
      compareUtf8(a.manager, b.manager) ||
      compareUtf8(a.operation, b.operation) ||
      compareUtf8(a.apiVersion, b.apiVersion),
  );
}

function outputConflicts(e: ConflictError): OutputConflict[] {
  return e.conflicts
    .map((c) => ({ ...splitKey(c.manager), path: pathString(c.path) }))
    .sort(
      (a, b) =>
        compareUtf8(a.manager, b.manager) ||
        compareUtf8(a.operation, b.operation) ||
        compareUtf8(a.path, b.path),
    );
}

interface State {
  live: JsonValue | null;
  managers: ManagerSets;
}

function runStep(state: State, step: InputStep, type: TypeNode, merging: MergeOptions = {}): OutputStep {
  const op = operation(step.op);
  const key = `${step.manager}|${op}`;
  const issues = validate(step.object, type, { allowDuplicates: op === 'Update' });
  if (issues.length > 0) {
    return {
      ok: false,
      error: `${SCHEMA_ERROR}${formatIssues(issues)}`,
      issuePaths: issues.map((i) => i.path),
    };
  }
  // The Go library may modify the managers it is given: the oracle hands it a copy.
  const managers: ManagerSets = new Map(state.managers);
  const before = JSON.stringify([state.live, step.object]);
  try {
    const result =
      op === 'Apply'
        ? applyObject(
            state.live,
            step.object,
            type,
            managers,
            key,
            step.apiVersion,
            step.force === true,
            merging,
          )
        : updateObject(state.live, step.object, type, managers, key, step.apiVersion);
    expect(JSON.stringify([state.live, step.object]), 'the updater must not modify its inputs').toBe(before);
    state.live = result.object ?? state.live;
    state.managers = result.managers;
    return { ok: true, object: state.live, managers: outputManagers(state.managers) };
  } catch (e) {
    if (e instanceof ConflictError) return { ok: false, conflicts: outputConflicts(e), error: e.message };
    if (e instanceof ValidationError) return { ok: false, error: e.message };
    throw e;
  }
}

function checkStep(got: OutputStep, want: OutputStep, where: string): void {
  expect(got.ok, `${where}: ok (${got.error ?? 'no error'})`).toBe(want.ok);
  if (want.ok) {
    expect(got.object, `${where}: object`).toEqual(want.object);
    const gotManagers = got.managers ?? [];
    const wantManagers = want.managers ?? [];
    expect(
      gotManagers.map((m) => `${m.manager}|${m.operation}`),
      `${where}: managers`,
    ).toEqual(wantManagers.map((m) => `${m.manager}|${m.operation}`));
    for (let i = 0; i < wantManagers.length; i++) {
      const w = wantManagers[i];
      const g = gotManagers[i];
      const who = `${where}: ${w.manager}|${w.operation}`;
      expect(g.apiVersion, `${who} apiVersion`).toBe(w.apiVersion);
      expect(g.fieldsV1, `${who} fieldsV1`).toEqual(w.fieldsV1);
      // Key order matters too: the API server writes fieldsV1 in the library's element order.
      expect(JSON.stringify(g.fieldsV1), `${who} fieldsV1 key order`).toBe(JSON.stringify(w.fieldsV1));
    }
    return;
  }
  expect(got.conflicts ?? [], `${where}: conflicts`).toEqual(want.conflicts ?? []);
  if (want.error?.startsWith(SCHEMA_ERROR)) {
    // The wording of a validation message is Go's (`got &{map[port:8080]}`): compare where it is.
    expect(got.issuePaths, `${where}: schema validation issues (${got.error})`).toEqual(
      issuePaths(want.error),
    );
    return;
  }
  expect(got.error, `${where}: error`).toBe(want.error);
}

const SCHEMA_ERROR = 'object does not match the schema: ';

/** The paths of a Go ValidationErrors message: `<path>: <msg>`, or `errors:` then one issue a line. */
function issuePaths(error: string): string[] {
  const text = error.slice(SCHEMA_ERROR.length);
  const lines = text.startsWith('errors:\n')
    ? text
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/^ {2}/, ''))
    : [text];
  return lines.map((l) => {
    const i = l.indexOf(': ');
    return i < 0 ? '' : l.slice(0, i);
  });
}

describe('oracle fixtures (structured-merge layer)', () => {
  for (const fx of loadFixtures()) {
    it(`${fx.name} (${fx.source === 'current' ? 'current Kubernetes' : 'oracle v4.1.2'})`, () => {
      const type = rootType(fx.input);
      const live = fx.input.live ?? null;
      const liveIssues = live === null ? [] : validate(live, type, { allowDuplicates: true });
      if (fx.expected.steps === undefined) {
        // The input itself is refused: the live object does not match the schema, or
        // the managers' fieldsV1 cannot be read.
        if (liveIssues.length === 0) expect(() => initialManagers(fx.input)).toThrow();
        return;
      }
      expect(liveIssues, `${fx.name}: live object issues`).toEqual([]);
      const state: State = { live, managers: initialManagers(fx.input) };
      expect(fx.input.steps.length, `${fx.name}: number of steps`).toBe(fx.expected.steps.length);
      fx.input.steps.forEach((step, i) => {
        const where = `${fx.name} step ${i + 1} (${step.op} by ${step.manager}${step.force ? ', forced' : ''})`;
        checkStep(runStep(state, step, type), fx.expected.steps![i], where);
      });
    });
  }
});

/** Each SMD release a modelled Kubernetes patch ships, with the first such patch. */
function smdReleases(): Map<SmdRelease, string> {
  const out = new Map<SmdRelease, string>();
  for (const minor of MODELLED_MINORS) {
    for (let patch = 0; ; patch++) {
      const r = parseKubernetesVersion(`${minor}.${patch}`);
      if (!r.ok || r.version.requested !== undefined) break;
      if (!out.has(r.version.smd)) out.set(r.version.smd, r.version.version);
    }
  }
  return out;
}

describe('oracle fixtures per structured-merge-diff release (oracle6 built at each tag)', () => {
  const files = new Set(readdirSync(DIR));
  const releases = smdReleases();
  it('covers v6.3.0, v6.3.2, v6.3.3 and v6.4.2 (and knows 1.33 ships v4.6.0)', () => {
    expect([...releases.keys()].sort()).toEqual(['v4.6.0', 'v6.3.0', 'v6.3.2', 'v6.3.3', 'v6.4.2']);
  });
  for (const [release, kube] of releases) {
    // No oracle is built at v4.6.0 (1.33) here: its one rule that changes a result, the
    // key fields a keyed item must have, is checked against its source by scenarios 113-114.
    if (release === 'v4.6.0') continue;
    const version = parseKubernetesVersion(kube);
    if (!version.ok) throw new Error(version.message);
    const merging: MergeOptions = { keepEmptiedContainers: version.version.keepsEmptiedContainers };
    const fields: FieldsV1Options = { ignoreTrailingKeyData: !version.version.refusesTrailingKeyData };
    for (const fx of loadFixtures()) {
      const own = `${fx.name}.smd-${release}.json`;
      const expected = files.has(own) ? readJson<OutputDoc>(own) : fx.expected;
      it(`${release} (Kubernetes ${kube}): ${fx.name}${files.has(own) ? ` (${own})` : ''}`, () => {
        const type = rootType(fx.input);
        if (expected.steps === undefined) {
          // A refused input: the live object does not match the schema, or this release
          // cannot read the managers' fieldsV1.
          const live = fx.input.live ?? null;
          const issues = live === null ? [] : validate(live, type, { allowDuplicates: true });
          if (issues.length === 0) expect(() => initialManagers(fx.input, fields)).toThrow();
          return;
        }
        const state: State = { live: fx.input.live ?? null, managers: initialManagers(fx.input, fields) };
        fx.input.steps.forEach((step, i) => {
          const where = `${release} ${fx.name} step ${i + 1} (${step.op} by ${step.manager})`;
          checkStep(runStep(state, step, type, merging), expected.steps![i], where);
        });
      });
    }
  }
});
