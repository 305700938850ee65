// What one write request holds, as every surface (the API, the command line, the
// playground, scenario replay) hands it to core/request/pipeline.ts: the objects,
// who writes them, and the settings every write of the request shares.

import type { ApplyMode } from '../appliers/write.ts';
import type { ResolvedSchema } from '../schema/model.ts';
import type { SchemaResolver } from '../schema/resolve.ts';
import type { DuplicateField, FieldValidation } from '../server/fieldvalidation.ts';
import type { WriteKind } from '../server/refuse.ts';
import type { JsonObject } from '../value.ts';

/**
 * What every write of a request carries beside its objects and its writer: the
 * same for each object of a batch and each step of a scenario. The pipeline hands
 * it whole to schema resolution and to the write, so a setting added here reaches
 * both (and defaulting, which runs in the write) with only the surfaces' reading
 * of it to add. Its names are PreviewOptions' (core/preview/report.ts): a surface
 * spreads it there too.
 */
export interface WriteSettings {
  /** RFC 3339 time stamped on new managedFields entries; default: now. */
  now?: string;
  /** Default the object after the merge as kube-apiserver does (core/defaults); default true. */
  defaults?: boolean;
  /** Randomness for the uid and generateName of a created object (default Math.random). */
  random?: () => number;
  /** The fieldValidation request option (default Strict, as kubectl sends it). */
  fieldValidation?: FieldValidation;
  /**
   * The cluster's Kubernetes version (`1.36`, `1.36.2`): whose built-in schemas type
   * the objects when the request brings no resolver. Load it before the pipeline runs
   * (core/request/version.ts loadKubernetesVersion). Absent: the base table (1.35);
   * every surface names one, the newest modelled unless the user says otherwise.
   */
  kubernetesVersion?: string;
}

/**
 * Who writes: a field manager's own request, or a tool's whole write (an applier
 * preset of core/appliers, or kubectl's client-side apply by mode).
 */
export interface Writer {
  /** The field manager; empty or absent: the preset's (an update: the User-Agent's). */
  fieldManager?: string;
  /** A preset name (core/appliers/presets.ts); only an apply takes one. */
  applier?: string;
  /** "server-side" (the default) or "client-side" (kubectl's client-side apply). */
  mode?: ApplyMode;
  force?: boolean;
  /** Flux, Helm, Argo CD: the Kustomization, release or Application (core/appliers/owner.ts). */
  owner?: string;
  /** The client's User-Agent: names the manager of a create or update without one. */
  userAgent?: string;
}

/** Where an object's schema comes from: already resolved, or a resolver (default: the built-ins, else deduced). */
export type SchemaSource = { schema: ResolvedSchema; crd?: JsonObject } | { resolver: SchemaResolver };

/** One write of one object, as a client (a surface) asks for it; core/server's WriteRequest is what the server then runs. */
export interface ClientRequest {
  verb: WriteKind;
  subresource?: 'status' | 'scale';
  /** The stored object (with managedFields); null: absent. For /scale, the parent object. */
  live: JsonObject | null;
  /** The applied configuration or the written object; for /scale an autoscaling/v1 Scale. */
  body: JsonObject;
  writer: Writer;
  settings: WriteSettings;
  /** Absent: the built-in schemas, else deduced. */
  schema?: SchemaSource;
  /** Keys the body's text gives twice (the request as sent). */
  duplicates?: readonly DuplicateField[];
  /** Helm 3: the previous release's manifest of the object. */
  previous?: JsonObject | null;
}
