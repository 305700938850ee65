// The one error the patch engine throws. `reason` is worded as the Go code that
// kubectl and kube-apiserver run words it (an API server answers a rejected
// patch with that text); `path` says where in the object it happened.

export type PatchErrorKind =
  /** The patch or a document is malformed for this schema (the API server's 422/400). */
  | 'invalid'
  /** Three-way creation without overwrite met a change made since the last apply. */
  | 'conflict'
  /** The patch would change a key kubectl requires unchanged (apiVersion, kind, metadata.name). */
  | 'precondition';

export class PatchError extends Error {
  /** Where: `.spec.template.spec.containers` (dots before fields, `[i]` for list items); '' at the root. */
  readonly path: string;
  /** The message as the Go code words it. */
  readonly reason: string;
  readonly kind: PatchErrorKind;

  constructor(path: string, reason: string, kind: PatchErrorKind = 'invalid') {
    super(path === '' ? reason : `${path}: ${reason}`);
    this.name = 'PatchError';
    this.path = path;
    this.reason = reason;
    this.kind = kind;
  }
}

/** `path` extended by a field name, as PatchError paths are written. */
export function fieldPath(path: string, key: string): string {
  return `${path}.${key}`;
}

/**
 * What the API server answers a strategic merge patch to a custom resource
 * (mergepatch.ErrUnsupportedStrategicMergePatchFormat): such kinds take JSON
 * merge patches only.
 */
export const STRATEGIC_MERGE_PATCH_UNSUPPORTED = 'strategic merge patch format is not supported';
