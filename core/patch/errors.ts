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

/** The Status fields kube-apiserver answers a patch that failed to apply with. */
export interface PatchFailureStatus {
  code: 400 | 422 | 500;
  /** `BadRequest`, `Invalid`, or '' (StatusReasonUnknown). */
  reason: 'BadRequest' | 'Invalid' | '';
  message: string;
}

const BAD_REQUEST = new Set([
  'invalid JSON document',
  'invalid patch format of primitive list',
  'invalid patch format of retainKeys',
  'invalid patch format of setElementOrder list',
  STRATEGIC_MERGE_PATCH_UNSUPPORTED,
  // JSON merge patch
  'Invalid JSON Patch',
]);
const UNPROCESSABLE = new Set([
  'lists of lists are not supported',
  "patch content doesn't match retainKeys list",
]);

/**
 * How the API server reports an error of applyStrategicPatch or
 * applyJsonMergePatch (k8s.io/apiserver handlers/patch.go): its sentinel
 * errors as 400 BadRequest or 422 Invalid (with the generic 422 message), any
 * other error as a 500 carrying the error's text.
 */
export function serverStatusOf(err: PatchError): PatchFailureStatus {
  if (BAD_REQUEST.has(err.reason)) return { code: 400, reason: 'BadRequest', message: err.reason };
  if (UNPROCESSABLE.has(err.reason)) {
    return {
      code: 422,
      reason: 'Invalid',
      message: 'the server rejected our request due to an error in our request',
    };
  }
  return { code: 500, reason: '', message: err.reason };
}
