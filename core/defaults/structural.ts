// Structural defaulting of custom resources, as apiextensions-apiserver does it
// (staging/src/k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting/
// prunenulls.go, then algorithm.go), over the engine's type graph:
//
// - first, a null that its schema does not allow (not `nullable`) and that has no
//   default is removed from its object (list items are never removed);
// - then a property's default is set where the property is absent, or null and
//   not nullable, but only inside an object that exists; the default is copied
//   and defaulted in turn;
// - a null list item or additionalProperties value whose schema is not nullable
//   and has a default becomes that default (not defaulted further);
// - list items and additionalProperties values get their own properties'
//   defaults; a list item is never invented.
//
// `metadata` (ObjectMeta) is left alone: the API server handles it apart.

import { deduced, type MapType, type TypeNode, untypedAtomic } from '../schema/model.ts';
import { objectMeta } from '../schema/objectmeta.ts';
import { isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { cloneJson, Edit } from './edit.ts';

/** A schema node that is no schema at all (unknown fields kept, or free-form). */
function opaque(t: TypeNode): boolean {
  return t === deduced || t === untypedAtomic || t === objectMeta;
}

interface Defaulted {
  name: string;
  value: JsonValue;
  type: TypeNode;
}

/** The fields of a map type that have a default, found once per type. */
const withDefaults = new WeakMap<MapType, readonly Defaulted[]>();

function defaultedFields(m: MapType): readonly Defaulted[] {
  let out = withDefaults.get(m);
  if (out === undefined) {
    const found: Defaulted[] = [];
    for (const f of m.fields.values()) {
      if (f.default !== undefined && f.default !== null)
        found.push({ name: f.name, value: f.default, type: f.type });
    }
    out = found;
    withDefaults.set(m, out);
  }
  return out;
}

/** `v` defaulted by `t`; `v` itself when nothing changes. `prune`: also drop disallowed nulls. */
export function defaultStructural(v: JsonValue, t: TypeNode, prune = true): JsonValue {
  if (opaque(t)) return v;
  if (Array.isArray(v)) {
    const l = t.list;
    if (l === null || opaque(l.elem)) return v;
    let out: JsonValue[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const it = v[i];
      let r: JsonValue;
      if (it === null) {
        if (l.elemNullable === true || l.elemDefault === undefined) continue;
        r = cloneJson(l.elemDefault);
      } else r = defaultStructural(it, l.elem, prune);
      if (r === it) continue;
      if (out === null) out = v.slice();
      out[i] = r;
    }
    return out ?? v;
  }
  if (isObject(v)) {
    const m = t.map;
    return m === null ? v : defaultMap(v, m, prune);
  }
  return v;
}

function defaultMap(o: JsonObject, m: MapType, prune: boolean): JsonObject {
  const e = new Edit(o);
  const elem = m.elem !== null && !opaque(m.elem) ? m.elem : null;
  for (const k of Object.keys(o)) {
    const v = ownValue(o, k);
    if (v === undefined) continue;
    const f = m.fields.get(k);
    if (f !== undefined) {
      if (v === null) {
        if (f.nullable === true) continue;
        if (f.default !== undefined && f.default !== null)
          e.set(k, defaultStructural(cloneJson(f.default), f.type, false));
        else if (prune) e.delete(k);
        continue;
      }
      const r = defaultStructural(v, f.type, prune);
      if (r !== v) e.set(k, r);
    } else if (elem !== null) {
      if (v === null) {
        if (m.elemNullable === true) continue;
        if (m.elemDefault !== undefined) e.set(k, cloneJson(m.elemDefault));
        else if (prune) e.delete(k);
        continue;
      }
      const r = defaultStructural(v, elem, prune);
      if (r !== v) e.set(k, r);
    }
  }
  for (const d of defaultedFields(m)) {
    if (ownValue(o, d.name) === undefined)
      e.set(d.name, defaultStructural(cloneJson(d.value), d.type, false));
  }
  return e.done();
}
