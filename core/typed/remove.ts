// Remove the fields in a set from an object, or extract only those fields.
// A member of the set removes its whole subtree; a map or list emptied by removal
// becomes null (current Kubernetes: an emptied list is then dropped by the API
// server's typed conversion, an emptied map stays null). structured-merge-diff
// v6.3.1-v6.3.2 (Kubernetes 1.36.0-1.36.2; #306, reverted in v6.3.3) instead kept a
// map or list emptied below it as `{}`/`[]` (`keepEmptied`).

import { fieldElement, type PathElement } from '../fieldpath/element.ts';
import type { FieldSet } from '../fieldpath/set.ts';
import type { TypeNode } from '../schema/model.ts';
import { isEmptyObject, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { formMask, LIST, MAP, pickForm } from './forms.ts';
import { inOperation, itemElements, rememberItemElements } from './operation.ts';

/**
 * The object without the paths in `set` (null when nothing is left of the root).
 * `keepEmptied`: a map or list that removal below it emptied stays `{}`/`[]`
 * (structured-merge-diff v6.3.2 typed/remove.go).
 */
export function removeItems(value: JsonValue, set: FieldSet, type: TypeNode, keepEmptied = false): JsonValue {
  if (set.isEmpty()) return value;
  return inOperation(() => walk(value, set, type, false, keepEmptied));
}

/** v6.3.2: a container reached below (not removed itself) and emptied stays an empty one. */
function emptiedAs(before: JsonValue, after: JsonValue): JsonValue {
  if (after !== null) return after;
  if (Array.isArray(before)) return [];
  if (isObject(before)) return {};
  return after;
}

/** Only the paths in `set`, as client-go's Extract functions produce them. */
export function extractItems(value: JsonValue, set: FieldSet, type: TypeNode): JsonValue {
  return inOperation(() => walk(value, set, type, true));
}

function walk(v: JsonValue, set: FieldSet, t: TypeNode, extract: boolean, keep = false): JsonValue {
  const form = pickForm(formMask(t, v));
  if (form === LIST) {
    if (!Array.isArray(v)) return null;
    const list = t.list!;
    if (v.length === 0 || list.atomic) return extract ? v : null;
    const out: JsonValue[] = [];
    const outPEs: PathElement[] = [];
    const pes = itemElements(list, v);
    for (let i = 0; i < v.length; i++) {
      let item = v[i];
      const pe = pes[i];
      if (typeof pe === 'string') continue;
      const exact = set.hasMember(pe);
      const sub = set.withPrefix(pe);
      const prefixed = !sub.isEmpty();
      if (extract) {
        if (prefixed) item = walk(item, sub, list.elem, true);
        if (exact || prefixed) {
          out.push(item);
          outPEs.push(pe);
        }
      } else {
        if (exact) continue;
        if (prefixed) {
          const before = item;
          item = walk(item, sub, list.elem, false, keep);
          if (keep) item = emptiedAs(before, item);
        }
        out.push(item);
        outPEs.push(pe);
      }
    }
    if (out.length === 0) return null;
    rememberItemElements(list, out, outPEs);
    return out;
  }
  if (form === MAP) {
    if (!isObject(v)) return null;
    const m = t.map!;
    if (isEmptyObject(v) || m.atomic) return extract ? v : null;
    const out: JsonObject = {};
    let any = false;
    for (const k of Object.keys(v)) {
      const f = m.fields.size > 0 ? m.fields.get(k) : undefined;
      const ft = f !== undefined ? f.type : m.elem;
      const pe = f !== undefined ? f.pe : fieldElement(k);
      let val = v[k];
      if (set.hasMember(pe)) {
        // Upstream hands the whole set (not the subset) down here when extracting.
        if (extract) {
          setOwn(out, k, ft === null ? val : walk(val, set, ft, true));
          any = true;
        }
        continue;
      }
      const sub = set.withPrefix(pe);
      if (!sub.isEmpty()) {
        if (ft !== null) {
          const before = val;
          val = walk(val, sub, ft, extract, keep);
          if (keep && !extract) val = emptiedAs(before, val);
        }
      } else if (extract) continue;
      setOwn(out, k, val);
      any = true;
    }
    return any ? out : null;
  }
  return v;
}
