// Where a rendered object lives: the scope of its kind, from every
// CustomResourceDefinition the repository defines (the tree's plain CRD
// manifests, whichever source holds them, so a CRD in a source the change does
// not touch still counts, and the CRDs the render gave), else the built-in
// kinds; later, the crds input, and the cluster's discovery or a snapshot's
// CRDs (gather.ts, cluster.ts). A cluster-scoped object is stored without a namespace, whatever
// kustomize's namespace or a controller's default gave it: the API server
// clears it (k8s.io/apiserver pkg/registry/rest/create.go
// EnsureObjectNamespaceMatchesRequestNamespace) and kubectl drops it before
// sending (k8s.io/cli-runtime pkg/resource FilterNamespace). A kind no CRD
// describes is assumed namespaced, and its report says so (note scope-assumed).

import { isObject, type JsonObject } from '../../core/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import { type ScopeOf, schemaScope } from '../namespace.ts';

/** The scope of a kind by the tree's CRDs, then the rendered ones (which win), then the built-in kinds. */
export function renderScope(treeCRDs: readonly JsonObject[], rendered: readonly JsonObject[]): ScopeOf {
  return schemaScope([...treeCRDs, ...rendered]);
}

function metadataOf(o: JsonObject): JsonObject {
  if (!isObject(o.metadata)) o.metadata = {};
  return o.metadata as JsonObject;
}

/**
 * Puts a freshly rendered `o` where the cluster stores it: a cluster-scoped kind
 * without a namespace, a namespaced one without a namespace in `defaultNamespace`
 * (Argo CD's destination, a Helm release's). True when its kind's scope is not
 * known and it ends in a namespace (assumed namespaced).
 */
export function placeObject(o: JsonObject, defaultNamespace: string | undefined, scopeOf: ScopeOf): boolean {
  const namespaced = scopeOf(String(o.apiVersion ?? ''), String(o.kind ?? ''));
  const meta = metadataOf(o);
  if (namespaced === false) {
    delete meta.namespace;
    return false;
  }
  if (defaultNamespace !== undefined && (typeof meta.namespace !== 'string' || meta.namespace === ''))
    meta.namespace = defaultNamespace;
  return namespaced === undefined && typeof meta.namespace === 'string' && meta.namespace !== '';
}

/**
 * The entries whose scope was assumed, settled by more CRDs (the crds input's):
 * a cluster-scoped one loses its namespace, a namespaced one its mark; the
 * others stay marked.
 */
export function settleScopes(entries: readonly ManifestEntry[], scopeOf: ScopeOf): ManifestEntry[] {
  if (!entries.some((e) => e.scopeAssumed)) return entries as ManifestEntry[];
  return entries.map((e) => {
    if (!e.scopeAssumed || !e.intent) return e;
    const namespaced = scopeOf(String(e.intent.apiVersion ?? ''), String(e.intent.kind ?? ''));
    if (namespaced === undefined) return e;
    const { scopeAssumed: _, ...settled } = e;
    if (namespaced) return settled;
    const { namespace: __, ...meta } = metadataOf(e.intent);
    return { ...settled, intent: { ...e.intent, metadata: meta } };
  });
}

/** Where a scope was looked for, by the live source: the note's words. */
export function scopeSources(live: 'cluster' | 'base' | 'snapshot'): string {
  if (live === 'cluster') return 'the repository, the crds input or the cluster';
  if (live === 'snapshot') return 'the repository, the crds input or the snapshot';
  return 'the repository or the crds input';
}

/** The note of a report whose object's scope was assumed; `where`: scopeSources's words. */
export function scopeNote(intent: JsonObject, where: string): { code: 'scope-assumed'; message: string } {
  const meta = isObject(intent.metadata) ? intent.metadata : {};
  return {
    code: 'scope-assumed',
    message: `no CustomResourceDefinition in ${where} says whether ${String(intent.apiVersion)} ${String(intent.kind)} is namespaced: previewed as namespaced, in namespace ${String(meta.namespace)}; if it is cluster-scoped, the cluster stores it without a namespace.`,
  };
}
