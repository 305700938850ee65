// The shape of a generated per-version difference module (k8s-<version>.diff.ts):
// what a Kubernetes release serves and types differently from the base table.

export interface BuiltinSchemaDiff {
  /** Kubernetes minor version, e.g. `1.36`. */
  version: string;
  /** apiVersion → kind → definition name, or null for a kind the release does not have. */
  kinds: Record<string, Record<string, string | null>>;
  /** Definition name → compact schema JSON, or null for a definition the release does not have. */
  definitions: Record<string, string | null>;
}
