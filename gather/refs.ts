// Object identity (group, kind, namespace, name) and an index of live objects.
// The API version is not part of the identity: the same object is served at every
// version of its group.

import { isObject, type JsonObject } from '../core/index.ts';
import type { ObjectRef, ObjectReport } from '../core/preview/index.ts';

export function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash >= 0 ? apiVersion.slice(0, slash) : '';
}

export function refOf(obj: JsonObject): ObjectRef {
  const meta = Object.hasOwn(obj, 'metadata') && isObject(obj.metadata) ? obj.metadata : {};
  const ref: ObjectRef = {
    apiVersion: typeof obj.apiVersion === 'string' ? obj.apiVersion : '',
    kind: typeof obj.kind === 'string' ? obj.kind : '',
    name: typeof meta.name === 'string' ? meta.name : '',
  };
  if (typeof meta.namespace === 'string' && meta.namespace !== '') ref.namespace = meta.namespace;
  return ref;
}

export function keyOf(ref: ObjectRef, namespace = ref.namespace ?? ''): string {
  return `${groupOf(ref.apiVersion)}\u0000${ref.kind}\u0000${namespace}\u0000${ref.name}`;
}

/** `Deployment.apps web/api` — how logs and messages name an object. */
export function describeRef(ref: ObjectRef): string {
  const g = groupOf(ref.apiVersion);
  return `${ref.kind || '(no kind)'}${g ? `.${g}` : ''} ${ref.namespace ? `${ref.namespace}/` : ''}${ref.name || '(no name)'}`;
}

/**
 * Live objects by identity. An intent without a namespace matches a live object
 * without one (cluster-scoped) or in `default` (where kubectl would put it).
 */
export class LiveIndex {
  private readonly byKey = new Map<string, JsonObject>();
  /** Where an object's manifest was (base replays), by identity. */
  private readonly sources = new Map<string, ObjectReport['source']>();

  constructor(objects: Iterable<JsonObject> = []) {
    for (const o of objects) this.add(o);
  }

  /** The manifest that made an object (base replays): Helm 3's previous release manifest. */
  private readonly manifests = new Map<string, JsonObject>();

  add(obj: JsonObject, source?: ObjectReport['source'], manifest?: JsonObject): void {
    const key = keyOf(refOf(obj));
    this.byKey.set(key, obj);
    if (source !== undefined) this.sources.set(key, source);
    if (manifest !== undefined) this.manifests.set(key, manifest);
  }

  /** The manifest the object was last applied from, when the index was made from manifests. */
  manifestOf(obj: JsonObject): JsonObject | undefined {
    return this.manifests.get(keyOf(refOf(obj)));
  }

  /** Every object, in the order added. */
  all(): JsonObject[] {
    return [...this.byKey.values()];
  }

  /** Where the object's manifest was, when the index was made from manifests. */
  sourceOf(obj: JsonObject): ObjectReport['source'] | undefined {
    return this.sources.get(keyOf(refOf(obj)));
  }

  get size(): number {
    return this.byKey.size;
  }

  find(intent: JsonObject): JsonObject | null {
    const ref = refOf(intent);
    const exact = this.byKey.get(keyOf(ref));
    if (exact) return exact;
    if (ref.namespace === undefined) return this.byKey.get(keyOf(ref, 'default')) ?? null;
    return null;
  }
}
