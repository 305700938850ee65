// Secret values never leave the engine: a Secret's `data` and `stringData` values
// (and the last-applied annotation that copies them) are replaced by one mask.

import { FIELD, type Path } from '../fieldpath/element.ts';
import { LAST_APPLIED } from '../managed/lastapplied.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import { SECRET_MASK } from './types.ts';

export function isSecret(obj: JsonObject | null | undefined): boolean {
  return obj != null && obj.kind === 'Secret' && obj.apiVersion === 'v1';
}

/** True when a path of a Secret leads to (or into) a hidden value. */
export function isSecretPath(path: Path): boolean {
  const first = path[0];
  if (first === undefined || first.kind !== FIELD) return false;
  if (first.name === 'data' || first.name === 'stringData') return true;
  return (
    first.name === 'metadata' &&
    path.length >= 3 &&
    path[1].kind === FIELD &&
    path[1].name === 'annotations' &&
    path[2].kind === FIELD &&
    path[2].name === LAST_APPLIED
  );
}

/** A value shown in place of a hidden one: maps keep their keys, everything else is the mask. */
export function maskValue(v: JsonValue): JsonValue {
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const k of Object.keys(v)) setOwn(out, k, SECRET_MASK);
    return out;
  }
  return SECRET_MASK;
}

/** A copy of a Secret with its values masked (other objects are returned as they are). */
export function maskObject(obj: JsonObject): JsonObject {
  if (!isSecret(obj)) return obj;
  const out: JsonObject = {};
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    if ((k === 'data' || k === 'stringData') && v !== null) setOwn(out, k, maskValue(v));
    else if (k === 'metadata' && isObject(v)) setOwn(out, k, maskMetadata(v));
    else setOwn(out, k, v);
  }
  return out;
}

function maskMetadata(meta: JsonObject): JsonObject {
  const ann = ownValue(meta, 'annotations');
  if (!isObject(ann) || ownValue(ann, LAST_APPLIED) === undefined) return meta;
  const annotations: JsonObject = { ...ann };
  setOwn(annotations, LAST_APPLIED, SECRET_MASK);
  const out: JsonObject = { ...meta };
  setOwn(out, 'annotations', annotations);
  return out;
}
