// The field manager as a write calls it: its options (manager, reset fields, schema,
// version behaviours), the manager sets of a stored object, and the path where it
// cannot track a create or update (UpdateNoErrors) and the write goes on.

import { isBuiltinGroup } from '../defaults/builtin.ts';
import { fieldElement } from '../fieldpath/element.ts';
import { FieldSet } from '../fieldpath/set.ts';
import { update, withoutManagedFields } from '../managed/fieldmanager.ts';
import { decodeManagedFields } from '../managed/managedfields.ts';
import type { OperationOptions } from '../managed/types.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import { getOwn, isObject, type JsonObject } from '../value.ts';
import { type Target, userAgentManager, WriteFailure } from './failure.ts';
import { withAt } from './paths.ts';
import type { ServerNote, WriteRequest } from './types.ts';

/**
 * The manager sets of an object's managedFields (none when absent or unreadable);
 * `ignoreTrailingKeyData` as the version's structured-merge-diff reads them.
 */
export function managerSetsOf(obj: JsonObject | null, ignoreTrailingKeyData = false): ManagerSetsView {
  if (obj === null) return new Map();
  const meta = getOwn(obj, 'metadata');
  try {
    return decodeManagedFields(isObject(meta) ? getOwn(meta, 'managedFields') : undefined, {
      ignoreTrailingKeyData,
    }).sets;
  } catch {
    return new Map();
  }
}

const resetSets = new WeakMap<readonly (readonly string[])[], FieldSet>();

/** The reset paths as a field set (made once per strategy table). */
function resetSet(paths: readonly (readonly string[])[]): FieldSet {
  let set = resetSets.get(paths);
  if (set === undefined) {
    set = FieldSet.of(...paths.map((p) => p.map((name) => fieldElement(name))));
    resetSets.set(paths, set);
  }
  return set;
}

export function fmOptions(req: WriteRequest, t: Target, subresource?: string): OperationOptions {
  const manager = req.verb === 'apply' ? req.manager : req.manager || userAgentManager(req.userAgent);
  const o: OperationOptions = { manager, now: t.now };
  const reset = subresource === 'status' ? t.strategy.statusReset : t.strategy.reset;
  if (reset.length > 0) o.ignored = resetSet(reset);
  if (req.force !== undefined) o.force = req.force;
  if (t.type !== undefined) o.schema = t.type;
  if (subresource !== undefined) o.subresource = subresource;
  if (t.empty !== undefined) o.empty = t.empty;
  if (t.converter !== undefined) o.converter = t.converter;
  if (t.version.keepsEmptiedContainers) o.keepEmptiedContainers = true;
  if (!t.version.refusesTrailingKeyData) o.ignoreTrailingKeyData = true;
  return o;
}
/**
 * The field manager on a create or update, as the handlers call it (UpdateNoErrors,
 * k8s.io/apimachinery pkg/util/managedfields/internal/fieldmanager.go): when it
 * cannot type the live object (or a custom resource's new one, which validation
 * then judges), the write goes on, its managedFields cleared (1.35, 1.36)
 * or those of the live object kept (1.37, v0.37.0-beta.0: "Do not remove
 * managedFields if conversion webhook fails"), and a note says so.
 */
export function updateNoErrors(
  live: JsonObject | null,
  object: JsonObject,
  opts: OperationOptions,
  t: Target,
  notes: ServerNote[],
): { object: JsonObject } {
  const r = update(live, object, opts);
  if (r.ok && r.fieldManagerError === undefined) return r;
  let failure: string;
  if (r.ok)
    failure = r.fieldManagerError ?? ''; // a manager's version the converter could not reach
  else {
    // A built-in kind's body was decoded into its Go struct before: a value of the wrong
    // shape in it is that decoding's 400, which the typing failure stands for here.
    const m = r.status.message;
    const untyped =
      m.startsWith('failed to create typed live object') ||
      (!isBuiltinGroup(t.info.group) && m.startsWith('failed to create typed new object'));
    if (!untyped) throw new WriteFailure(r.status, r.conflicts);
    failure = m;
  }
  const kept =
    t.version.keepsLiveManagedFieldsOnFailure && live !== null ? metaOf(live).managedFields : undefined;
  notes.push({
    code: 'field-manager-failed',
    path: '.metadata.managedFields',
    message: `the field manager cannot track this write (${failure}): Kubernetes ${t.version.version} stores it with ${kept !== undefined ? "the live object's managedFields unchanged" : 'no managedFields'}`,
  });
  return { object: withAt(withoutManagedFields(object), ['metadata', 'managedFields'], kept) };
}

function metaOf(obj: JsonObject): JsonObject {
  const m = getOwn(obj, 'metadata');
  return isObject(m) ? m : {};
}
