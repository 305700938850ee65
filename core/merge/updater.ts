// The structured-merge layer (what sigs.k8s.io/structured-merge-diff's merge.Updater
// does): apply and update on typed objects with per-manager field sets.
// Manager names here are opaque strings; the Kubernetes layer (core/managed) encodes
// manager identity, times and managedFields on top.

import type { FieldSet } from '../fieldpath/set.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonValue } from '../value.ts';

export interface VersionedSet {
  set: FieldSet;
  apiVersion: string;
  applied: boolean;
}

export type ManagerSets = Map<string, VersionedSet>;

export interface UpdaterResult {
  /** The new object; null when an apply changed nothing (the live object stands). */
  object: JsonValue | null;
  managers: ManagerSets;
}
