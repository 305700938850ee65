// What may go into a cluster request's path: an object's apiVersion, kind,
// namespace and name are checked against the name rules of Kubernetes before
// any URL is built from them (and each segment is percent-encoded anyway), so
// a manifest cannot steer a request with the cluster's credentials elsewhere
// (`apiVersion: x/../../api/v1`). The rules, from upstream:
//   group      DNS-1123 subdomain   apimachinery/pkg/util/validation/validation.go IsDNS1123Subdomain
//   version    [a-z0-9]+            the form of served versions (v1, v1beta1)
//   kind       DNS-1035 label, lower-cased
//              apiextensions-apiserver/pkg/apis/apiextensions/validation/validation.go (names.kind)
//   namespace  DNS-1123 label       apimachinery/pkg/api/validation/generic.go ValidateNamespaceName
//   name       a path segment: not "." or "..", no "/" or "%"
//              apimachinery/pkg/api/validation/path/name.go IsValidPathSegmentName

import type { ObjectRef } from '../core/preview/index.ts';

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const VERSION = /^[a-z0-9]+$/;

/** Why `apiVersion` is not a group/version a request path may hold, or null. */
export function apiVersionProblem(apiVersion: string): string | null {
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? '' : apiVersion.slice(0, slash);
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  if (slash >= 0 && (group.length > 253 || !DNS1123_SUBDOMAIN.test(group)))
    return `apiVersion ${JSON.stringify(apiVersion)}: the group must be a DNS-1123 subdomain (lower-case letters, digits, '-' and '.')`;
  if (!VERSION.test(version))
    return `apiVersion ${JSON.stringify(apiVersion)}: the version must be lower-case letters and digits`;
  return null;
}

/** How a namespace name is written (apimachinery ValidateNamespaceName: a DNS-1123 label). */
export const DNS1123_LABEL_RULE = "a DNS-1123 label (lower-case letters, digits and '-', at most 63)";

/** Why `namespace` is not a namespace name (`"Shop": must be a DNS-1123 label ...`), or null. */
export function namespaceNameProblem(namespace: string): string | null {
  if (namespace.length <= 63 && DNS1123_LABEL.test(namespace)) return null;
  return `${JSON.stringify(namespace)}: must be ${DNS1123_LABEL_RULE}`;
}

/** Why an object's identity cannot go into a request path, or null. */
export function objectPathProblem(ref: ObjectRef): string | null {
  const gv = apiVersionProblem(ref.apiVersion);
  if (gv !== null) return gv;
  if (ref.kind.length > 63 || !DNS1035_LABEL.test(ref.kind.toLowerCase()))
    return `kind ${JSON.stringify(ref.kind)}: must be letters, digits and '-', starting with a letter`;
  if (ref.namespace !== undefined) {
    const problem = namespaceNameProblem(ref.namespace);
    if (problem !== null) return `metadata.namespace ${problem}`;
  }
  if (ref.name === '.' || ref.name === '..' || /[/%]/.test(ref.name))
    return `metadata.name ${JSON.stringify(ref.name)}: may not be '.' or '..' and may not contain '/' or '%'`;
  return null;
}
