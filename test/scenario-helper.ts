// Replays scenarios written as data (a live object, steps by named managers, and
// what each step must produce) through the engine, the way the seeds describe them.

import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { pathString } from '../core/fieldpath/element.ts';
import { decodeFieldsV1 } from '../core/fieldpath/fieldsv1.ts';
import { parseScenario, type StepResult, simulate } from '../core/simulate.ts';
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
}

export interface ScenarioFile {
  description: string;
  seed?: string;
  scenario: JsonObject;
  /** The schema the scenario must be merged with (explicit, builtin:1.35, deduced, ...). */
  schemaSource?: string;
  expect: StepExpectation[];
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

export function checkStep(result: StepResult, want: StepExpectation, where: string): void {
  expect(result.ok, `${where}: ok`).toBe(want.ok);
  if (!result.ok) {
    if (want.code !== undefined) expect(result.status.code, `${where}: code`).toBe(want.code);
    if (want.message !== undefined) expect(result.status.message, `${where}: message`).toBe(want.message);
    return;
  }
  const obj = result.object;
  if (want.object !== undefined) expect(stripManagedFields(obj), `${where}: object`).toEqual(want.object);
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

export function replay(file: ScenarioFile, name: string): void {
  const scenario = parseScenario(file.scenario);
  const result = simulate(scenario);
  if (file.schemaSource !== undefined)
    expect(result.schemaSource, `${name}: schema source`).toBe(file.schemaSource);
  expect(result.steps.length).toBe(file.expect.length);
  result.steps.forEach((r, i) => {
    checkStep(r, file.expect[i], `${name} step ${i}`);
  });
}
