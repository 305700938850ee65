// JSON values as the CEL values Kubernetes gives rules (k8s.io/apiserver
// pkg/cel/common/values.go UnstructuredToVal with the schema's types, and
// apiextensions-apiserver pkg/apiserver/schema/cel/model): integers are CEL int,
// numbers double, strings with format byte are bytes, date-time a timestamp,
// duration a duration; objects are maps with field access and has(); fields an
// x-kubernetes-preserve-unknown-fields object does not declare are typed by their
// JSON value. At the root, metadata exposes only name and generateName.

import { type CelInput, type CelValue, celEnv, isCelError, parse, plan } from '@bufbuild/cel';
import { isObject, type JsonValue, ownValue } from '../../value.ts';
import type { SchemaNode } from '../crd/schema.ts';

const env = celEnv();
const toTimestamp = plan(env, parse('timestamp(s)'));
const toDuration = plan(env, parse('duration(s)'));

function converted(v: CelValue | Error): CelInput | null {
  return isCelError(v) ? null : (v as CelInput);
}

function base64Bytes(s: string): Uint8Array {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A value without a schema: integers int, other numbers double. */
export function dynamicValue(v: JsonValue): CelInput {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (Array.isArray(v)) return v.map(dynamicValue);
  const m = new Map<string, CelInput>();
  for (const k of Object.keys(v)) m.set(k, dynamicValue(ownValue(v, k) as JsonValue));
  return m;
}

function stringValue(n: SchemaNode, s: string): CelInput {
  switch (n.format) {
    case 'byte':
      try {
        return base64Bytes(s);
      } catch {
        return s;
      }
    case 'date-time':
    case 'datetime':
      return converted(toTimestamp({ s })) ?? s;
    case 'duration':
      return converted(toDuration({ s })) ?? s;
    default:
      return s;
  }
}

/** `v` typed by its schema node `n` (null: no schema). */
export function celValue(v: JsonValue, n: SchemaNode | null, root = false): CelInput {
  if (n === null) return dynamicValue(v);
  if (v === null) return null;
  if (typeof v === 'string') return stringValue(n, v);
  if (typeof v === 'number') {
    if (n.type === 'number') return v;
    return Number.isInteger(v) ? BigInt(v) : v;
  }
  if (typeof v === 'bigint') return n.type === 'number' ? Number(v) : v;
  if (typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x) => celValue(x, n.items));
  const m = new Map<string, CelInput>();
  const additional = n.additional || null;
  for (const k of Object.keys(v)) {
    const x = ownValue(v, k) as JsonValue;
    if (root && k === 'metadata' && isObject(x)) {
      const meta = new Map<string, CelInput>();
      for (const f of ['name', 'generateName']) {
        const s = ownValue(x, f);
        if (typeof s === 'string') meta.set(f, s);
      }
      m.set(k, meta);
      continue;
    }
    const p = n.properties.get(k);
    if (p !== undefined) m.set(k, celValue(x, p));
    else if (additional !== null) m.set(k, celValue(x, additional));
    else if (n.preserveUnknown || n.embedded || (root && (k === 'apiVersion' || k === 'kind')))
      m.set(k, dynamicValue(x));
  }
  return m;
}
