// What a kind's validator is given and what it answers (core/validation/index.ts runs them).

import type { JsonObject } from '../value.ts';
import type { FeatureGates } from '../versions.ts';
import type { FieldError } from './errors.ts';

export interface ValidationContext {
  /** A create (POST, an apply or PUT that creates) or an update of a stored object. */
  op: 'create' | 'update';
  /** The object as the server would store it: merged, defaulted, prepared by the strategy. */
  obj: JsonObject;
  /** The stored object (update only; null on create). */
  old: JsonObject | null;
  apiVersion: string;
  group: string;
  kind: string;
  namespaced: boolean;
  /** The CRD serving a custom resource. */
  crd?: JsonObject;
  /** The feature gates of the cluster's Kubernetes version (core/versions.ts); absent: 1.35's. */
  gates?: Readonly<FeatureGates>;
}

export interface KindValidator {
  /**
   * What the preview checks of the kind's upstream rules, for the note on the object
   * ("ObjectMeta and the common rules of Deployment"); `complete` when all of them.
   */
  scope: string;
  /** The scope of one write when it depends on the write (its version's gates, create or update). */
  scopeFor?(ctx: ValidationContext): string;
  complete?: boolean;
  /** strategy.Validate: the rules of a new object. */
  create(ctx: ValidationContext): FieldError[];
  /** strategy.ValidateUpdate: a changed object against the stored one (immutable fields included). */
  update(ctx: ValidationContext): FieldError[];
}
