// The preconditions of a write to a stored object, as the registry store checks
// them (k8s.io/apiserver pkg/registry/generic/registry/store.go): the body's
// resourceVersion and uid against the stored ones.

import type { JsonObject } from '../value.ts';
import { conflict, invalid, OPTIMISTIC_LOCK } from './errors.ts';
import { failWith, type Target } from './failure.ts';
import { metaString } from './prepare.ts';

/** A uid in the body that is not the stored one: a PUT's failed precondition, an apply's immutable field. */
export function checkUidOnUpdate(
  body: JsonObject,
  live: JsonObject,
  t: Target,
  name: string,
  verb: string,
): void {
  const uid = metaString(body, 'uid');
  const liveUid = metaString(live, 'uid');
  if (uid === '' || uid === liveUid) return;
  if (verb === 'update') {
    // A PUT's uid is a precondition of the storage update.
    failWith(
      conflict(
        t.info,
        name,
        `Precondition failed: UID in precondition: ${uid}, UID in object meta: ${liveUid}`,
      ),
    );
  }
  failWith(
    invalid(
      t.info.group,
      t.info.kind,
      name,
      'metadata.uid',
      'FieldValueInvalid',
      `Invalid value: "${uid}": field is immutable`,
    ),
  );
}

/** metadata.resourceVersion as the registry store's precondition (and required for a conditional PUT). */
export function checkResourceVersion(
  body: JsonObject,
  live: JsonObject,
  t: Target,
  name: string,
  verb: string,
): void {
  const rv = metaString(body, 'resourceVersion');
  if (rv === '') {
    if (verb === 'update' && !t.strategy.unconditionalUpdate) {
      failWith(
        invalid(
          t.info.group,
          t.info.resource,
          name,
          'metadata.resourceVersion',
          'FieldValueInvalid',
          'Invalid value: 0x0: must be specified for an update',
        ),
      );
    }
    return;
  }
  if (rv !== metaString(live, 'resourceVersion')) failWith(conflict(t.info, name, OPTIMISTIC_LOCK));
}
