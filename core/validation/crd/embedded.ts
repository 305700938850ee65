// Objects marked x-kubernetes-embedded-resource (apiextensions-apiserver
// pkg/apiserver/schema/objectmeta/validation.go): apiVersion and kind are required
// strings, kind a (mixed-case) DNS-1035 label, apiVersion a group/version; the
// embedded metadata is an ObjectMeta whose name is a path segment.

import { isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import { type FieldError, invalid, required } from '../errors.ts';
import { pathSegmentName, validateObjectMeta } from '../objectmeta.ts';
import { child, index, key } from '../path.ts';
import { isDNS1035Label } from '../strings.ts';
import type { SchemaNode } from './schema.ts';

function embeddedErrors(path: string, o: JsonObject, out: FieldError[]): void {
  if (ownValue(o, 'apiVersion') === undefined) out.push(required(child(path, 'apiVersion')));
  if (ownValue(o, 'kind') === undefined) out.push(required(child(path, 'kind')));
  for (const k of Object.keys(o)) {
    const v = ownValue(o, k) as JsonValue;
    if (k === 'apiVersion') {
      const p = child(path, k);
      if (typeof v !== 'string') out.push(invalid(p, v, 'must be a string'));
      else if (v === '') out.push(invalid(p, v, 'must not be empty'));
      else if (v !== '/' && v.split('/').length > 2)
        out.push(invalid(p, v, `unexpected GroupVersion string: ${v}`));
    } else if (k === 'kind') {
      const p = child(path, k);
      if (typeof v !== 'string') out.push(invalid(p, v, 'must be a string'));
      else if (v === '') out.push(invalid(p, v, 'must not be empty'));
      else {
        const errs = isDNS1035Label(v.toLowerCase());
        if (errs.length > 0)
          out.push(invalid(p, v, `may have mixed case, but should otherwise match: ${errs.join(',')}`));
      }
    } else if (k === 'metadata' && isObject(v)) {
      // An embedded object may leave its name out: the server checks it as "fakename".
      const name = ownValue(v, 'name');
      const meta = typeof name === 'string' && name !== '' ? v : { ...v, name: 'fakename' };
      const ns = ownValue(v, 'namespace');
      const namespaced = typeof ns === 'string' && ns !== '';
      out.push(
        ...validateObjectMeta(meta, { namespaced, nameFn: pathSegmentName, path: child(path, 'metadata') }),
      );
    }
  }
}

function walk(path: string, n: SchemaNode | null | false, v: JsonValue, out: FieldError[]): void {
  if (!n) return;
  if (isObject(v)) {
    if (n.embedded) embeddedErrors(path, v, out);
    for (const k of Object.keys(v)) {
      const x = ownValue(v, k) as JsonValue;
      const p = n.properties.get(k);
      if (p !== undefined) walk(child(path, k), p, x, out);
      else if (n.additional) walk(key(path, k), n.additional, x, out);
    }
  } else if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) walk(index(path, i), n.items, v[i] as JsonValue, out);
  }
}

/** The errors of every embedded resource below the root. */
export function embeddedResourceErrors(n: SchemaNode, obj: JsonObject): FieldError[] {
  const out: FieldError[] = [];
  for (const k of Object.keys(obj)) {
    const p = n.properties.get(k);
    if (p !== undefined) walk(k, p, ownValue(obj, k) as JsonValue, out);
    else if (n.additional) walk(key('', k), n.additional, ownValue(obj, k) as JsonValue, out);
  }
  return out;
}

/** Whether the schema has an embedded resource anywhere (to skip the walk when not). */
export function hasEmbedded(n: SchemaNode | null | false): boolean {
  if (!n) return false;
  if (n.embedded) return true;
  for (const p of n.properties.values()) if (hasEmbedded(p)) return true;
  return hasEmbedded(n.additional) || hasEmbedded(n.items);
}
