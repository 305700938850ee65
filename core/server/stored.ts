// What the API server's conversion to its internal form does to a written object
// before it is stored and answered: a v1 Secret's stringData is written into data,
// base64-encoded, and is never stored (pkg/apis/core/v1/conversion.go,
// Convert_v1_Secret_To_core_Secret: "StringData overwrites Data"). The field
// manager has already run on the versioned object, so an applier that set
// stringData still owns its f:stringData fields, as on a cluster.

import { utf8Base64 } from '../base64.ts';
import { getOwn, isObject, type JsonObject, setOwn } from '../value.ts';

/** The object as it is stored: for a v1 Secret, stringData merged into data. */
export function storedForm(obj: JsonObject): JsonObject {
  if (obj.kind !== 'Secret' || obj.apiVersion !== 'v1' || !Object.hasOwn(obj, 'stringData')) return obj;
  const sd = getOwn(obj, 'stringData');
  const out: JsonObject = {};
  for (const k of Object.keys(obj)) if (k !== 'stringData') setOwn(out, k, obj[k]);
  if (!isObject(sd) || Object.keys(sd).length === 0) return out;
  const current = getOwn(obj, 'data');
  const data: JsonObject = isObject(current) ? { ...current } : {};
  for (const k of Object.keys(sd)) {
    const v = sd[k];
    setOwn(data, k, utf8Base64(typeof v === 'string' ? v : ''));
  }
  setOwn(out, 'data', data);
  return out;
}
