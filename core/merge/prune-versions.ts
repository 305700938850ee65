// Pruning when the applier's last set or other managers' sets are recorded at
// other API versions (structured-merge-diff merge/update.go Updater.prune,
// addBackOwnedItems, addBackDanglingItems): the merged object is pruned in the
// version of the applier's last set, what each version's managers own is added
// back in that version, and the result is converted back to the request's version.
// The one-version case is updater.ts's prune, which needs no conversion.

import { EMPTY, type FieldSet } from '../fieldpath/set.ts';
import type { TypeNode } from '../schema/model.ts';
import { ensureNamedFieldsAreMembers } from '../typed/reconcile.ts';
import { removeItems } from '../typed/remove.ts';
import { toFieldSet } from '../typed/tofieldset.ts';
import type { JsonValue } from '../value.ts';
import { ConversionError, MissingVersionError, type VersionConverter } from './versions.ts';

/** `value` at `version`; undefined when the version is missing; other failures worded as `what`. */
function convertOr(
  converter: VersionConverter,
  value: JsonValue,
  version: string,
  what: string,
): JsonValue | undefined {
  try {
    return converter.convert(value, version);
  } catch (e) {
    if (e instanceof MissingVersionError) return undefined;
    if (e instanceof ConversionError)
      throw new ConversionError(`failed to prune fields: ${what}: ${e.message}`);
    throw e;
  }
}

/** A manager's set and the version it is recorded at (updater.ts's VersionedSet). */
interface SetAtVersion {
  set: FieldSet;
  apiVersion: string;
}

function ensured(set: FieldSet, type: TypeNode): FieldSet {
  return ensureNamedFieldsAreMembers(set, type);
}

/**
 * Drop from `merged` (at `apiVersion`) what the applier owned last time (`last`,
 * at its own version), no longer applies and no other manager owns, each set
 * compared in its own version.
 */
export function pruneAcrossVersions(
  merged: JsonValue,
  apiVersion: string,
  type: TypeNode,
  managers: ReadonlyMap<string, SetAtVersion>,
  last: SetAtVersion,
  converter: VersionConverter,
): JsonValue {
  if (last.set.isEmpty()) return merged;
  const lastVersion = last.apiVersion;
  const typeAt = (version: string) => (version === apiVersion ? type : converter.typeOf(version));
  const atLast = convertOr(
    converter,
    merged,
    lastVersion,
    'failed to convert merged object to last applied version',
  );
  if (atLast === undefined) return merged;
  const lastType = typeAt(lastVersion);
  const lastEnsured = ensured(last.set, lastType);
  let pruned = removeItems(atLast, lastEnsured, lastType);

  // What each version's managers own comes back, the pruned version's first (it
  // may hold what converting to the others needs).
  const ownedAt = new Map<string, FieldSet>();
  for (const vs of managers.values()) if (vs.apiVersion === lastVersion) ownedAt.set(lastVersion, EMPTY);
  for (const vs of managers.values())
    ownedAt.set(vs.apiVersion, (ownedAt.get(vs.apiVersion) ?? EMPTY).union(vs.set));
  let current = atLast;
  for (const [version, owned] of ownedAt) {
    const m = convertOr(converter, current, version, `failed to convert merged object at version ${version}`);
    if (m === undefined) continue;
    const p = convertOr(converter, pruned, version, `failed to convert pruned object at version ${version}`);
    if (p === undefined) continue;
    const t = typeAt(version);
    const mergedSet = ensured(toFieldSet(m, t), t);
    const keep = ensured(toFieldSet(p, t), t).union(ensured(owned, t));
    pruned = removeItems(m, mergedSet.difference(keep), t);
    current = m;
  }

  // Put back what the applier did not own last time (unowned, or owned by updaters).
  const p = convertOr(
    converter,
    pruned,
    lastVersion,
    'failed to convert pruned object to last applied version',
  );
  if (p === undefined) return back(converter, atLast, apiVersion);
  const prunedSet = ensured(toFieldSet(p, lastType), lastType);
  const mergedSet = ensured(toFieldSet(atLast, lastType), lastType);
  return back(
    converter,
    removeItems(atLast, mergedSet.difference(prunedSet).intersection(lastEnsured), lastType),
    apiVersion,
  );
}

/** The pruned object converted back to the request's version (the applier's version now). */
function back(converter: VersionConverter, value: JsonValue, apiVersion: string): JsonValue {
  return (
    convertOr(converter, value, apiVersion, 'failed to convert pruned object to the applied version') ?? value
  );
}
