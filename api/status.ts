// Every error of the API is a Kubernetes `Status` with the matching HTTP code, as
// kube-apiserver sends them, so a client that handles API server errors handles ours.

import type { KubeStatus } from '../core/managed/index.ts';
import { status } from '../core/managed/index.ts';

export type { KubeStatus };

/** A request that ends with a Status (thrown anywhere in a handler, answered by the app). */
export class StatusError extends Error {
  constructor(readonly status: KubeStatus) {
    super(status.message);
    this.name = 'StatusError';
  }
}

export function badRequest(message: string): StatusError {
  return new StatusError(status(400, 'BadRequest', message));
}

export function tooLarge(message: string): StatusError {
  return new StatusError(status(413, 'RequestEntityTooLarge', message));
}

export function unsupportedMediaType(message: string): StatusError {
  return new StatusError(status(415, 'UnsupportedMediaType', message));
}

export function unauthorized(): KubeStatus {
  return status(401, 'Unauthorized', 'Unauthorized');
}

export function notFound(method: string, path: string): KubeStatus {
  return status(404, 'NotFound', `the server could not find the requested resource (${method} ${path})`);
}

export function methodNotAllowed(method: string, path: string, allowed: string): KubeStatus {
  return status(
    405,
    'MethodNotAllowed',
    `the server does not allow this method on the requested resource (${method} ${path}; allowed: ${allowed})`,
  );
}

/** The 500 of an unexpected failure: the request id only, no stack and nothing of the request. */
export function internalError(requestId: string): KubeStatus {
  return status(500, 'InternalError', `Internal error occurred: request id ${requestId}`, {
    causes: [{ message: `request id ${requestId}` }],
  });
}

export { status };

/**
 * A warning as kube-apiserver sends it in a `Warning` header (apimachinery
 * util/net NewWarningHeader): code 299, agent `-`, the text quoted with `"` and
 * `\` escaped. A header carries ASCII only: other characters are written as
 * `\uXXXX`; the text is cut at 1,000 characters.
 */
export function warningHeader(text: string): string {
  const cut = text.length > 1000 ? `${text.slice(0, 1000)}...` : text;
  const quoted = cut.replace(/[\\"]|[^\x20-\x7e]/g, (ch) =>
    ch === '\\' || ch === '"' ? `\\${ch}` : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `299 - "${quoted}"`;
}
