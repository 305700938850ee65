// The request and result of one server write (core/server/write.ts).

import type { ConflictInfo, KubeStatus } from '../managed/types.ts';
import type { ManagerSetsView } from '../merge/updater.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { JsonObject } from '../value.ts';
import type { DuplicateField, FieldValidation } from './fieldvalidation.ts';

export interface WriteRequest {
  /** apply: PATCH with application/apply-patch+yaml; create: POST; update: PUT. */
  verb: 'apply' | 'create' | 'update';
  subresource?: 'status' | 'scale';
  /** The stored object (with managedFields); null: absent. For /scale, the parent object. */
  live: JsonObject | null;
  /** The applied configuration or the written object; for /scale an autoscaling/v1 Scale. */
  body: unknown;
  /**
   * fieldManager. Required for apply. A create or update without one is recorded
   * under the prefix of `userAgent` (before its first "/"), else "unknown".
   */
  manager: string;
  /** The client's User-Agent (e.g. "kubectl/v1.35.0 (linux/amd64) kubernetes/abc"). */
  userAgent?: string;
  force?: boolean;
  /** Root type and its source; absent or 'deduced': every list atomic, no defaults known. */
  schema?: ResolvedSchema;
  /** The CRD serving the object when it is a custom resource. */
  crd?: JsonObject;
  /** RFC 3339; default: the current time. */
  now?: string;
  /** Run core/defaults (default true). */
  defaults?: boolean;
  /**
   * The cluster's Kubernetes version ("1.36", "1.36.2"; default: the newest 1.35
   * patch, core/versions.ts UNNAMED_KUBERNETES_VERSION): its feature-gate defaults,
   * structured-merge-diff release, field manager and the Go types a built-in kind is
   * decoded into (its built-in table: load it first, core/request
   * loadKubernetesVersion, when the write brings no schema or the deduced one). A
   * version not modelled is refused (400).
   */
  kubernetesVersion?: string;
  /** Randomness for uid and generateName (default Math.random). */
  random?: () => number;
  /**
   * What the server does with unknown and duplicate fields (core/server/fieldvalidation.ts).
   * Default Strict, as kubectl sends it.
   */
  fieldValidation?: FieldValidation;
  /** Keys the body's reader found twice in one mapping (its value holds the last). */
  duplicates?: readonly DuplicateField[];
  /**
   * An update that is a PATCH's result (kubectl's client-side apply): the patch as
   * sent. Its strict decoding errors are then worded as the patch handler words them.
   */
  patch?: { type: 'strategic' | 'merge'; body: JsonObject };
}

/** The codes of the notes a write carries (the API's schema lists these). */
export const SERVER_NOTE_CODES = [
  'status-ignored',
  'reset-field',
  'generated-name',
  'create-on-update',
  'scale-ignored',
  // A value only the cluster can give (a Service's cluster IP, a node port): left out of the preview.
  'cluster-allocates',
  'value-wrapped',
  // Managers recorded at another API version the preview cannot convert to: compared in the request's version.
  'version-not-converted',
  // The field manager could not type or convert the objects: the write is stored without tracking it.
  'field-manager-failed',
  // A field the strategy drops because its feature gate is off in the version previewed.
  'gate-disabled',
] as const;

export type ServerNoteCode = (typeof SERVER_NOTE_CODES)[number];

export interface ServerNote {
  code: ServerNoteCode;
  /** The field the note is about (`.status`, `.spec`...). */
  path?: string;
  message: string;
}

export type WriteResult = (
  | {
      ok: true;
      /** The object as stored (dry run: as the server answers for the resource itself). */
      object: JsonObject;
      /** The write changes the stored object (always true for a create). */
      changed: boolean;
      /** Ownership before and after, by manager identity. */
      managers: { before: ManagerSetsView; after: ManagerSetsView };
      /** The object the same write gives without defaulting (present only when defaults changed it). */
      undefaulted?: JsonObject;
      /**
       * The fields the kind's strategy or REST storage set on this write (a Job's
       * generated selector, a Pod's status...), as report paths (`.spec.selector`);
       * absent when none.
       */
      serverSet?: string[];
      /** For /scale: the autoscaling/v1 Scale the server answers. */
      scale?: JsonObject;
      /** What validation checked when not the kind's whole rule set ("validated: ..." / "not validated: ..."). */
      validation?: string;
      /** The live object as the server read it, when given at another API version (converted to the request's). */
      read?: JsonObject;
    }
  | { ok: false; status: KubeStatus; conflicts: ConflictInfo[] }
) & {
  notes: ServerNote[];
  /** The API server's warnings (fieldValidation Warn: `unknown field "spec.replica"`), when any. */
  warnings?: string[];
};
