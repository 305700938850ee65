// Pairs applied manifests with live objects by apiVersion/kind/namespace/name, for
// batches given as a stream of intents plus a stream of live objects. A manifest
// without a namespace matches a live object in "default" (what kubectl does in the
// default context); group-version must match exactly, as an apply is sent to one.

import { isObject, type JsonObject } from '../value.ts';
import type { PreviewItem } from './report.ts';

function keyOf(obj: JsonObject, defaultNamespace: string): string {
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  const ns = typeof meta.namespace === 'string' && meta.namespace !== '' ? meta.namespace : defaultNamespace;
  return JSON.stringify([obj.apiVersion ?? '', obj.kind ?? '', ns, meta.name ?? '']);
}

/** One item per intent, with its live object or null (the apply would create it). */
export function matchLive(
  intents: JsonObject[],
  lives: JsonObject[],
  defaultNamespace = 'default',
): PreviewItem[] {
  const byKey = new Map<string, JsonObject>();
  for (const l of lives) byKey.set(keyOf(l, defaultNamespace), l);
  return intents.map((intent) => ({ intent, live: byKey.get(keyOf(intent, defaultNamespace)) ?? null }));
}
