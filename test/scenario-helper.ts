// Replays scenarios written as data (a live object, steps by named managers, and
// what each step must produce) through the engine, the way the seeds describe them.

import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { pathString } from '../core/fieldpath/element.ts';
import { decodeFieldsV1 } from '../core/fieldpath/fieldsv1.ts';
import { loadScenarioSchema, parseScenario, type StepResult, simulate } from '../core/simulate.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/value.ts';

export interface StepExpectation {
  ok: boolean;
  /** HTTP code of the Status when the step fails. */
  code?: number;
  message?: string;
  /** The whole object after the step, without metadata.managedFields. */
  object?: JsonObject;
  /** managedFields entries in order, as "manager/Operation" or "manager/Operation/subresource". */
  managers?: string[];
  /** For each listed path, exactly the managers owning it (sorted by name). */
  owners?: Record<string, string[]>;
  /** Raw managedFields fields to compare for the listed manager names (e.g. time, apiVersion). */
  entries?: Record<string, Record<string, JsonValue>>;
  /**
   * Values the server makes up (uid, a generated name): each dotted path's value
   * must match the regular expression; `object` is then compared without them.
   */
  patterns?: Record<string, string>;
  /**
   * Groups of paths (each a list of keys, for keys holding dots such as label names)
   * whose values must be one and the same string: a value the server makes up and
   * copies (a Job's uid in its selector and labels). `object` is then compared without them.
   */
  same?: string[][][];
  /** Exact values at dotted paths of the object (a number indexes a list; null: the path is absent). */
  values?: Record<string, JsonValue>;
  /**
   * What the client sent (client-side-apply and applier steps): `{ type, body }`,
   * type `create`, `none` or the patch's Content-Type, body the patch or the created object.
   */
  patch?: JsonValue;
  /** The codes of the server's notes on the step, in order. */
  notes?: string[];
  /** The API server's warnings on the step (fieldValidation Warn), in order; [] for none. */
  warnings?: string[];
  /** The Status's reason and details when the step fails. */
  reason?: string;
  /** The conflicts of a failed apply, as the result lists them. */
  conflicts?: JsonValue[];
  details?: JsonObject;
}

export interface ScenarioFile {
  description: string;
  seed?: string;
  scenario: JsonObject;
  /** The schema the scenario must be merged with (explicit, builtin:1.35, deduced, ...). */
  schemaSource?: string;
  /** The Kubernetes version the scenario must run on ("1.36.3": its `kubernetesVersion` resolved). */
  kubernetesVersion?: string;
  /** Patterns for every successful step (see StepExpectation.patterns), e.g. metadata.uid. */
  patterns?: Record<string, string>;
  expect: StepExpectation[];
}

/** The form of a UID the API server makes (a version-4 UUID). */
export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';

function getPath(obj: JsonObject, path: string[]): JsonValue | undefined {
  let cur: JsonValue | undefined = obj;
  for (const k of path) {
    if (Array.isArray(cur) && /^\d+$/.test(k)) cur = cur[Number(k)];
    else cur = isObject(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined;
  }
  return cur;
}

function withoutPath(obj: JsonObject, path: string[]): JsonObject {
  const [k, ...rest] = path;
  if (!Object.hasOwn(obj, k)) return obj;
  const out = { ...obj };
  if (rest.length === 0) delete out[k];
  else if (isObject(out[k])) out[k] = withoutPath(out[k] as JsonObject, rest);
  return out;
}

export function loadScenarios(dir: URL): { name: string; file: ScenarioFile }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({ name, file: JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as ScenarioFile }));
}

function entriesOf(obj: JsonObject): JsonObject[] {
  const meta = obj.metadata;
  if (!isObject(meta) || !Array.isArray(meta.managedFields)) return [];
  return meta.managedFields as JsonObject[];
}

function label(e: JsonObject): string {
  return [e.manager, e.operation, e.subresource].filter((x) => typeof x === 'string' && x).join('/');
}

export function stripManagedFields(obj: JsonObject): JsonObject {
  if (!isObject(obj.metadata)) return obj;
  const { managedFields: _, ...meta } = obj.metadata;
  return { ...obj, metadata: meta };
}

/** Who owns each path, from an object's managedFields. */
export function ownersOf(obj: JsonObject): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const e of entriesOf(obj)) {
    decodeFieldsV1(e.fieldsV1).iterate((p) => {
      const key = pathString(p);
      const list = owners.get(key) ?? [];
      list.push(e.manager as string);
      owners.set(key, list);
    });
  }
  for (const list of owners.values()) list.sort();
  return owners;
}

export function checkStep(
  result: StepResult,
  want: StepExpectation,
  where: string,
  filePatterns: Record<string, string> = {},
): void {
  expect(result.ok, `${where}: ok`).toBe(want.ok);
  if (want.notes !== undefined)
    expect(
      (result.notes ?? []).map((n) => n.code),
      `${where}: notes`,
    ).toEqual(want.notes);
  if (want.patch !== undefined) expect(result.patch ?? null, `${where}: patch sent`).toEqual(want.patch);
  if (want.warnings !== undefined) expect(result.warnings ?? [], `${where}: warnings`).toEqual(want.warnings);
  if (!result.ok) {
    if (want.code !== undefined) expect(result.status.code, `${where}: code`).toBe(want.code);
    if (want.message !== undefined) expect(result.status.message, `${where}: message`).toBe(want.message);
    if (want.reason !== undefined) expect(result.status.reason, `${where}: reason`).toBe(want.reason);
    if (want.details !== undefined) expect(result.status.details, `${where}: details`).toEqual(want.details);
    if (want.conflicts !== undefined) expect(result.conflicts, `${where}: conflicts`).toEqual(want.conflicts);
    return;
  }
  const obj = result.object;
  const patterns = { ...filePatterns, ...want.patterns };
  let actual = stripManagedFields(obj);
  let wanted = want.object;
  for (const [path, re] of Object.entries(patterns)) {
    const parts = path.split('.');
    const v = getPath(obj, parts);
    expect(
      typeof v === 'string' && new RegExp(re).test(v),
      `${where}: ${path} = ${JSON.stringify(v)} matches ${re}`,
    ).toBe(true);
    actual = withoutPath(actual, parts);
    if (wanted !== undefined) wanted = withoutPath(wanted, parts);
  }
  for (const group of want.same ?? []) {
    const first = getPath(obj, group[0]);
    expect(typeof first, `${where}: ${group[0].join('/')} is a string`).toBe('string');
    for (const path of group) {
      expect(getPath(obj, path), `${where}: ${path.join('/')} = ${group[0].join('/')}`).toBe(first);
      actual = withoutPath(actual, path);
      if (wanted !== undefined) wanted = withoutPath(wanted, path);
    }
  }
  if (wanted !== undefined) expect(actual, `${where}: object`).toEqual(wanted);
  for (const [path, v] of Object.entries(want.values ?? {})) {
    expect(getPath(obj, path.split('.')) ?? null, `${where}: value of ${path}`).toEqual(v);
  }
  if (want.managers !== undefined)
    expect(entriesOf(obj).map(label), `${where}: managers`).toEqual(want.managers);
  if (want.owners !== undefined) {
    const owners = ownersOf(obj);
    for (const [path, who] of Object.entries(want.owners)) {
      expect(owners.get(path) ?? [], `${where}: owners of ${path}`).toEqual([...who].sort());
    }
  }
  if (want.entries !== undefined) {
    for (const [manager, fields] of Object.entries(want.entries)) {
      const e = entriesOf(obj).find((x) => x.manager === manager);
      expect(e, `${where}: entry of ${manager}`).toBeDefined();
      for (const [k, v] of Object.entries(fields)) expect(e![k], `${where}: ${manager}.${k}`).toEqual(v);
    }
  }
}

export async function replay(file: ScenarioFile, name: string): Promise<void> {
  const scenario = parseScenario(file.scenario);
  const result = simulate(scenario, await loadScenarioSchema(scenario));
  if (file.schemaSource !== undefined)
    expect(result.schemaSource, `${name}: schema source`).toBe(file.schemaSource);
  if (file.kubernetesVersion !== undefined)
    expect(result.kubernetesVersion, `${name}: Kubernetes version`).toBe(file.kubernetesVersion);
  expect(result.steps.length).toBe(file.expect.length);
  result.steps.forEach((r, i) => {
    checkStep(r, file.expect[i], `${name} step ${i}`, file.patterns);
  });
}
