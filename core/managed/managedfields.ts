// `metadata.managedFields` <-> manager sets, with the API server's rules: entry
// validation, identity, sorting, the Update-manager cap and the stripped fields.

import { fieldElement } from '../fieldpath/element.ts';
import {
  decodeFieldsV1,
  encodeFieldsV1,
  FieldsV1Error,
  type FieldsV1Options,
} from '../fieldpath/fieldsv1.ts';
import { FieldSet } from '../fieldpath/set.ts';
import type { ManagerSets } from '../merge/updater.ts';
import { compareUtf8, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { identity, parseIdentity } from './identity.ts';
import { formatTime, parseTime } from './time.ts';
import type { ManagedFieldsEntry, Operation } from './types.ts';

export interface Managed {
  sets: ManagerSets;
  /** Unix seconds per manager identity (absent: the entry has no time). */
  times: Map<string, number>;
}

export class ManagedFieldsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManagedFieldsError';
  }
}

export const DEFAULT_MAX_UPDATE_MANAGERS = 10;
export const ANCIENT_CHANGES = 'ancient-changes';
export const BEFORE_FIRST_APPLY = 'before-first-apply';

/** Fields the API server never records as owned. */
export const STRIPPED = (() => {
  const meta = fieldElement('metadata');
  const s = new FieldSet();
  s.addMember(fieldElement('apiVersion'));
  s.addMember(fieldElement('kind'));
  s.addMember(meta);
  for (const f of [
    'name',
    'namespace',
    'creationTimestamp',
    'selfLink',
    'uid',
    'clusterName',
    'generation',
    'managedFields',
    'resourceVersion',
  ]) {
    s.insert([meta, fieldElement(f)]);
  }
  return s;
})();

/** Decode a managedFields list. Throws ManagedFieldsError naming the entry and the reason. */
export function decodeManagedFields(raw: JsonValue | undefined, options: FieldsV1Options = {}): Managed {
  const sets: ManagerSets = new Map();
  const times = new Map<string, number>();
  if (raw === undefined || raw === null) return { sets, times };
  if (!Array.isArray(raw)) throw new ManagedFieldsError('metadata.managedFields must be a list');
  raw.forEach((e, i) => {
    const where = `metadata.managedFields[${i}]`;
    if (!isObject(e)) throw new ManagedFieldsError(`${where}: must be an object`);
    const op = e.operation;
    if (op !== 'Apply' && op !== 'Update')
      throw new ManagedFieldsError(`${where}: operation must be \`Apply\` or \`Update\``);
    const apiVersion = typeof e.apiVersion === 'string' ? e.apiVersion : '';
    if (apiVersion.length < 1) throw new ManagedFieldsError(`${where}: apiVersion must not be empty`);
    if (e.fieldsType === undefined || e.fieldsType === '') {
      throw new ManagedFieldsError(`${where}: missing fieldsType in managed fields entry ${i}`);
    }
    if (e.fieldsType !== 'FieldsV1') {
      throw new ManagedFieldsError(
        `${where}: invalid fieldsType ${JSON.stringify(e.fieldsType)} in managed fields entry ${i}`,
      );
    }
    for (const k of ['manager', 'subresource', 'time'] as const) {
      if (e[k] !== undefined && e[k] !== null && typeof e[k] !== 'string') {
        throw new ManagedFieldsError(`${where}.${k}: must be a string`);
      }
    }
    const id = identity({
      manager: (e.manager as string | undefined) ?? '',
      operation: op,
      apiVersion,
      subresource: (e.subresource as string | undefined) ?? '',
    });
    let set: FieldSet;
    try {
      set = decodeFieldsV1(e.fieldsV1, options);
    } catch (err) {
      if (err instanceof FieldsV1Error) {
        throw new ManagedFieldsError(
          `${where}.fieldsV1${err.path ? ` (at ${err.path})` : ''}: ${err.reason}`,
        );
      }
      throw err;
    }
    sets.set(id, { set, apiVersion, applied: op === 'Apply' });
    if (typeof e.time === 'string') {
      const t = parseTime(e.time);
      if (t === null)
        throw new ManagedFieldsError(`${where}.time: ${JSON.stringify(e.time)} is not an RFC 3339 time`);
      times.set(id, t);
    } else times.delete(id);
  });
  return { sets, times };
}

/**
 * Encode manager sets as the API server writes them, sorted by operation, time,
 * manager, apiVersion, subresource. `order`, when given, receives the identities
 * in the order of the entries.
 */
export function encodeManagedFields(m: Managed, order?: string[]): ManagedFieldsEntry[] | undefined {
  if (m.sets.size === 0) return undefined;
  const entries: { e: ManagedFieldsEntry; t: number; id: string }[] = [];
  for (const [id, vs] of m.sets) {
    const who = parseIdentity(id);
    const e: ManagedFieldsEntry = {};
    if (who.manager) e.manager = who.manager;
    e.operation = vs.applied ? 'Apply' : (who.operation as Operation);
    e.apiVersion = vs.apiVersion;
    const t = m.times.get(id);
    if (t !== undefined) e.time = formatTime(t);
    e.fieldsType = 'FieldsV1';
    e.fieldsV1 = encodeFieldsV1(vs.set) as JsonObject;
    if (who.subresource) e.subresource = who.subresource;
    entries.push({ e, t: t ?? 0, id });
  }
  entries.sort(
    (a, b) =>
      compareUtf8(a.e.operation!, b.e.operation!) ||
      a.t - b.t ||
      compareUtf8(a.e.manager ?? '', b.e.manager ?? '') ||
      compareUtf8(a.e.apiVersion ?? '', b.e.apiVersion ?? '') ||
      compareUtf8(a.e.subresource ?? '', b.e.subresource ?? ''),
  );
  if (order !== undefined) for (const x of entries) order.push(x.id);
  return entries.map((x) => x.e);
}

/** Remove the never-owned fields from one manager's set; drop the manager when nothing is left. */
export function stripManager(m: Managed, id: string): void {
  const vs = m.sets.get(id);
  if (!vs) return;
  const set = vs.set.difference(STRIPPED);
  if (set.isEmpty()) m.sets.delete(id);
  else if (set !== vs.set) m.sets.set(id, { set, apiVersion: vs.apiVersion, applied: vs.applied });
}

/**
 * Keep at most `max` Update managers: the oldest are folded, per API version, into
 * an `ancient-changes` manager (the API server's capManagersManager).
 */
export function capUpdateManagers(m: Managed, max = DEFAULT_MAX_UPDATE_MANAGERS): void {
  const updaters = [...m.sets].filter(([, vs]) => !vs.applied).map(([id]) => id);
  if (updaters.length <= max) return;
  updaters.sort((a, b) => (m.times.get(a) ?? 0) - (m.times.get(b) ?? 0) || compareUtf8(a, b));
  const firstOfVersion = new Map<string, string>();
  let count = updaters.length;
  for (let i = 0; i < updaters.length && count > max; i++) {
    const id = updaters[i];
    const vs = m.sets.get(id)!;
    const time = m.times.get(id);
    const bucket = identity({ manager: ANCIENT_CHANGES, operation: 'Update', apiVersion: vs.apiVersion });
    const first = firstOfVersion.get(vs.apiVersion);
    if (first === undefined) {
      firstOfVersion.set(vs.apiVersion, id);
      continue;
    }
    if (!m.sets.has(bucket)) {
      const s = m.sets.get(first)!;
      m.sets.delete(first);
      m.sets.set(bucket, s);
    }
    const merged = vs.set.union(m.sets.get(bucket)!.set);
    m.sets.set(bucket, { set: merged, apiVersion: vs.apiVersion, applied: vs.applied });
    m.sets.delete(id);
    count--;
    if (time === undefined) m.times.delete(bucket);
    else m.times.set(bucket, time);
  }
}
