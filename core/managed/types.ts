// Types of the Kubernetes layer: managedFields entries, Status errors, options.

import type { FieldSet } from '../fieldpath/set.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { VersionConverter } from '../merge/versions.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonObject } from '../value.ts';

export type Operation = 'Apply' | 'Update';

export interface ManagedFieldsEntry {
  manager?: string;
  operation?: Operation;
  apiVersion?: string;
  time?: string;
  fieldsType?: string;
  fieldsV1?: JsonObject;
  subresource?: string;
}

export interface StatusCause {
  reason?: string;
  message?: string;
  field?: string;
}

/** A Kubernetes `Status` failure, as kube-apiserver returns it. */
export interface KubeStatus {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  status: 'Failure';
  message: string;
  reason: string;
  details?: { name?: string; group?: string; kind?: string; causes?: StatusCause[] };
  code: number;
}

/** One conflicting field, with the owner that holds it. */
export interface ConflictInfo {
  manager: string;
  operation: Operation;
  apiVersion?: string;
  subresource?: string;
  path: string;
}

export interface OperationOptions {
  /** Field manager name (required for apply). */
  manager: string;
  force?: boolean;
  /** Root type of the object; absent: deduced (every key a field, every list atomic). */
  schema?: TypeNode;
  /** Time stamped on managed fields entries (RFC 3339); default: now. */
  now?: string;
  /** Subresource the write goes to (e.g. "status", "scale"). */
  subresource?: string;
  /**
   * The kind's empty object as the server serializes it (its Go type's New()): what
   * the field manager compares a create's object (an update with no live object) and,
   * for before-first-apply, an unmanaged live object with, so neither takes what the
   * empty object already has (structuredmerge.go Update; skipnonapplied.go Apply).
   * Default: `{apiVersion, kind}` for before-first-apply, nothing for a create.
   */
  empty?: JsonObject;
  /**
   * The reset fields of the write (the strategy's GetResetFields): owned by nobody
   * the write makes an owner of, before-first-apply included (the field manager's
   * IgnoreFilter, structured-merge-diff merge.Updater: a path and all below it).
   */
  ignored?: FieldSet;
  /**
   * Converts the object to the API versions other managers are recorded at, so each
   * manager's set is compared and pruned in its own version (the API server's
   * versionConverter). Absent: every set is compared in the request's version.
   */
  converter?: VersionConverter;
  /**
   * structured-merge-diff v6.3.2 (Kubernetes 1.36.0-1.36.2, core/versions.ts): a map
   * or list the apply's pruning emptied stays `{}`/`[]` instead of going.
   */
  keepEmptiedContainers?: boolean;
  /**
   * structured-merge-diff before v6.4 (Kubernetes 1.35, 1.36): data after the JSON of a
   * managedFields `k:`/`v:` key is ignored; v6.4 (1.37) refuses the entry.
   */
  ignoreTrailingKeyData?: boolean;
}

export type OperationFailure = { ok: false; status: KubeStatus; conflicts: ConflictInfo[] };

export type OperationResult =
  | {
      ok: true;
      object: JsonObject;
      changed: boolean;
      /**
       * The field manager failed (a manager's version could not be converted): the
       * write goes on without managedFields, as FieldManager.UpdateNoErrors does
       * (Kubernetes 1.35 and 1.36); this is its error.
       */
      fieldManagerError?: string;
    }
  | OperationFailure;

/**
 * An apply's result also carries the ownership it started from (the live
 * managedFields, decoded) and ended with (in the order of the written
 * managedFields), so reports need not decode them again.
 */
export type ApplyResult =
  | {
      ok: true;
      object: JsonObject;
      changed: boolean;
      managers: { before: ManagerSetsView; after: ManagerSetsView };
    }
  | OperationFailure;
