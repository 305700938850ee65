// `apply-preview preview -n NS` and the Action's `namespace` input: each manifest
// treated as `kubectl apply -n NS -f ...` treats it before sending anything
// (k8s.io/cli-runtime pkg/resource/visitor.go RequireNamespace, applied because
// kubectl's --namespace was given: an object of a namespaced kind without
// metadata.namespace gets NS; one in another namespace is refused with
// kubectl's words; an object of a cluster-scoped kind is left as it is).
// The scope comes from the schema: a CRD's spec.scope, else the built-in
// resource table (core/server/resources.ts).

import { isObject, type JsonObject } from '../core/index.ts';
import { builtinResource, groupOf } from '../core/server/index.ts';
import type { ManifestEntry } from './manifests.ts';
import { DNS1123_LABEL_RULE, namespaceNameProblem } from './names.ts';
import { refOf } from './refs.ts';

/** Whether a kind is namespaced: true, false (cluster-scoped), or undefined when no schema says. */
export type ScopeOf = (apiVersion: string, kind: string) => boolean | undefined;

/** kubectl's refusal of an object in another namespace than -n's (visitor.go RequireNamespace). */
export function namespaceMismatchMessage(objectNamespace: string, namespace: string): string {
  return `the namespace from the provided object ${JSON.stringify(objectNamespace)} does not match the namespace ${JSON.stringify(namespace)}. You must pass '--namespace=${objectNamespace}' to perform this operation.`;
}

/** Why `value` cannot be the namespace of -n / `namespace`, or null. */
export function namespaceOptionProblem(value: string): string | null {
  if (value === '') return `must not be empty: give a namespace name, ${DNS1123_LABEL_RULE}`;
  return namespaceNameProblem(value);
}

/** The scope of each kind by the CRDs given (their spec.scope), else the built-in table. */
export function schemaScope(crds: readonly JsonObject[]): ScopeOf {
  const byGroupKind = new Map<string, boolean>();
  for (const crd of crds) {
    const spec = crd.spec;
    if (!isObject(spec) || !isObject(spec.names)) continue;
    const group = typeof spec.group === 'string' ? spec.group : '';
    const kind = typeof spec.names.kind === 'string' ? spec.names.kind : '';
    byGroupKind.set(`${group}/${kind}`, spec.scope !== 'Cluster');
  }
  return (apiVersion, kind) => {
    const group = groupOf(apiVersion);
    return byGroupKind.get(`${group}/${kind}`) ?? builtinResource(group, kind)?.namespaced;
  };
}

/**
 * `intent` as kubectl -n `namespace` sends it: the same object when its kind is
 * cluster-scoped or already in `namespace`, a copy in `namespace` when it has
 * none, or kubectl's refusal. `namespaced` undefined (no schema knows the
 * kind): treated as namespaced, as most custom resources are.
 */
export function inNamespace(
  intent: JsonObject,
  namespace: string,
  namespaced: boolean | undefined,
): { intent: JsonObject } | { error: string } {
  if (namespaced === false) return { intent };
  const own = refOf(intent).namespace;
  if (own === undefined) {
    const meta = isObject(intent.metadata) ? intent.metadata : {};
    return { intent: { ...intent, metadata: { ...meta, namespace } } };
  }
  if (own !== namespace) return { error: namespaceMismatchMessage(own, namespace) };
  return { intent };
}

/**
 * The entries with -n applied to each object: filled in, or an error entry
 * (kubectl's refusal) naming the object. `unknownScope`: what a kind no schema
 * knows is taken to be (undefined: left alone, for the cluster's discovery to
 * decide).
 */
export function namespaceEntries(
  entries: readonly ManifestEntry[],
  namespace: string,
  scopeOf: ScopeOf,
  unknownScope: boolean | undefined = true,
): ManifestEntry[] {
  return entries.map((e) => {
    if (!e.intent) return e;
    const ref = refOf(e.intent);
    const namespaced = scopeOf(ref.apiVersion, ref.kind) ?? unknownScope;
    if (namespaced === undefined) return e;
    const r = inNamespace(e.intent, namespace, namespaced);
    if ('intent' in r) return r.intent === e.intent ? e : { ...e, intent: r.intent };
    const refused: ManifestEntry = { ...e, error: r.error, partial: { ...ref } };
    delete refused.intent;
    delete refused.node;
    delete refused.lineCounter;
    delete refused.positions;
    return refused;
  });
}
