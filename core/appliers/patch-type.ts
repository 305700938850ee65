// Which patch `kubectl apply` (client-side) sends for an existing object, as
// kubectl 1.35 decides it (k8s.io/kubectl v0.35.0 pkg/cmd/apply/patcher.go
// patchSimple, with --openapi-patch=true, its default):
//
//   1. the cluster's OpenAPI v3 document of the object's group-version: when the
//      PATCH operation of the kind lists application/strategic-merge-patch+json, a
//      strategic merge patch computed with that document's schema. kube-apiserver
//      lists it for every kind it serves from Go types (all built-in kinds,
//      apiextensions' and the aggregator's included) and never for a custom
//      resource (endpoints/installer.go; apiextensions-apiserver serves JSON patch,
//      merge patch and apply patch only);
//   2. the cluster's OpenAPI v2: the same answer from the same server;
//   3. kubectl's own scheme (k8s.io/kubectl pkg/scheme: client-go v0.35's
//      kubernetes/scheme, every k8s.io/api group-version, not apiextensions nor
//      apiregistration): a strategic merge patch from the Go struct's patch tags;
//   4. otherwise a JSON merge patch.
//
// So the cluster's release decides: a kind new in 1.36
// (admissionregistration.k8s.io/v1 MutatingAdmissionPolicy), unknown to kubectl
// 1.35's scheme, gets a strategic merge patch from a 1.36 cluster's OpenAPI. Step
// 3 only answers for a kind the cluster does not serve, whose patch the server
// refuses anyway; it is kept for exactness.

import { groupOf } from '../defaults/builtin.ts';
import { BASE_BUILTINS } from '../schema/builtin/index.ts';
import type { ResolvedSchema, TypeNode } from '../schema/model.ts';
import { goTypesOf } from '../server/go-types.ts';
import type { JsonObject } from '../value.ts';
import { parseKubernetesVersion, UNNAMED_KUBERNETES_VERSION } from '../versions.ts';

/** Groups of the built-in tables that kubectl's scheme does not register. */
const OUTSIDE_KUBECTL_SCHEME: ReadonlySet<string> = new Set([
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
]);

export interface PatchTypeInput {
  schema?: ResolvedSchema;
  crd?: JsonObject;
  /** The cluster's Kubernetes version (its built-in table must be loaded). */
  kubernetesVersion?: string;
  /**
   * Whose rule: kubectl's (default; Argo CD's client-side sync runs kubectl's apply
   * code), or Helm 3's, which asks no OpenAPI: its own scheme alone (helm/helm
   * release-3.21 pkg/kube/client.go createPatch, converter.go kubernetesNativeScheme).
   */
  rule?: 'kubectl' | 'helm3';
}

/**
 * The schema kubectl computes a strategic merge patch with (and the server applies
 * it with) for `manifest`, or null when kubectl sends a JSON merge patch.
 */
export function strategicPatchType(manifest: JsonObject, opts: PatchTypeInput): TypeNode | null {
  const source = opts.schema?.source ?? 'deduced';
  // A custom resource: the cluster's OpenAPI lists no strategic merge patch for it.
  if (opts.crd !== undefined || source.startsWith('crd:')) return null;
  const apiVersion = typeof manifest.apiVersion === 'string' ? manifest.apiVersion : '';
  const kind = typeof manifest.kind === 'string' ? manifest.kind : '';
  const typed = source !== 'deduced' && opts.schema !== undefined ? opts.schema.root : null;
  if (opts.rule === 'helm3') {
    // Helm's scheme: client-go's k8s.io/api kinds and apiextensions (v1beta1 CRDs get a
    // JSON merge patch), modelled by the 1.35 table (see docs/appliers.md#helm-3).
    const group = groupOf(apiVersion);
    if (
      group === 'apiregistration.k8s.io' ||
      (group === 'apiextensions.k8s.io' && apiVersion.endsWith('/v1beta1'))
    )
      return null;
    const known = BASE_BUILTINS.type(apiVersion, kind);
    return known === null ? null : (typed ?? known);
  }
  const parsed = parseKubernetesVersion(opts.kubernetesVersion ?? UNNAMED_KUBERNETES_VERSION.version);
  // A version not modelled: a JSON merge patch here; the write then refuses the version (core/server).
  if (!parsed.ok) return null;
  const served = goTypesOf(parsed.version).type(apiVersion, kind);
  if (served !== null) return typed ?? served;
  if (OUTSIDE_KUBECTL_SCHEME.has(groupOf(apiVersion))) return null;
  return BASE_BUILTINS.type(apiVersion, kind);
}
