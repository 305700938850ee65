// The scale subresource's checks on a custom resource's main writes
// (apiextensions-apiserver pkg/registry/customresource/validator.go,
// ValidateScaleSpec / ValidateScaleStatus): the replicas at specReplicasPath and
// statusReplicasPath must be int64s in [0, 2^31-1], the labelSelectorPath value a
// string. Paths are printed as the CRD writes them (`.spec.replicas`).

import { isInteger, isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import { type FieldError, invalid } from '../errors.ts';

const MAX_INT32 = 2147483647;

/** Go's %T of a decoded JSON value. */
function goType(v: JsonValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v))) return 'int64';
  if (typeof v === 'number') return 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}

function goValue(v: JsonValue): string {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
    return String(v);
  return Array.isArray(v) ? '[...]' : 'map[...]';
}

function at(obj: JsonObject, path: string): { fields: string[]; value: JsonValue | undefined } {
  const fields = path.replace(/^\./, '').split('.');
  let cur: JsonValue | undefined = obj;
  for (const f of fields) cur = isObject(cur) ? ownValue(cur, f) : undefined;
  return { fields, value: cur };
}

function replicas(obj: JsonObject, path: string, out: FieldError[]): void {
  const { fields, value } = at(obj, path);
  if (value === undefined || value === null) return;
  if (!isInteger(value)) {
    out.push(
      invalid(
        path,
        0,
        `${fields.join('.')} accessor error: ${goValue(value)} is of the type ${goType(value)}, expected int64`,
      ),
    );
    return;
  }
  const n = Number(value);
  if (n < 0) out.push(invalid(path, value, 'should be a non-negative integer'));
  else if (n > MAX_INT32) out.push(invalid(path, value, `should be less than or equal to ${MAX_INT32}`));
}

/** The scale subresource of the served version, when it has one. */
function scaleOf(crd: JsonObject, version: string): JsonObject | null {
  const spec = ownValue(crd, 'spec');
  const versions = isObject(spec) ? ownValue(spec, 'versions') : undefined;
  const v = Array.isArray(versions) ? versions.find((x) => isObject(x) && x.name === version) : undefined;
  const subs = isObject(v) ? ownValue(v, 'subresources') : undefined;
  const scale = isObject(subs) ? ownValue(subs, 'scale') : undefined;
  return isObject(scale) ? scale : null;
}

export function scaleErrors(crd: JsonObject, version: string, obj: JsonObject): FieldError[] {
  const scale = scaleOf(crd, version);
  if (scale === null) return [];
  const out: FieldError[] = [];
  const spec = ownValue(scale, 'specReplicasPath');
  const status = ownValue(scale, 'statusReplicasPath');
  const selector = ownValue(scale, 'labelSelectorPath');
  if (typeof spec === 'string') replicas(obj, spec, out);
  if (typeof status === 'string') replicas(obj, status, out);
  if (typeof selector === 'string') {
    const { fields, value } = at(obj, selector);
    if (value !== undefined && value !== null && typeof value !== 'string')
      out.push(
        invalid(
          selector,
          '',
          `${fields.join('.')} accessor error: ${goValue(value)} is of the type ${goType(value)}, expected string`,
        ),
      );
  }
  return out;
}
