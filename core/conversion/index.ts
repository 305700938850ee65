// The version converter of a write (what the API server's versionConverter does for
// the kind, k8s.io/apimachinery pkg/util/managedfields/internal/versionconverter.go):
// HorizontalPodAutoscaler between autoscaling/v1 and autoscaling/v2 (hpa.ts), a
// custom resource whose CRD converts with `None` (only apiVersion changes; each
// version typed by its own schema), and the notes for managers recorded at a
// version the preview cannot convert to (a CRD's Webhook, other built-in versions).

import { ConversionError, type VersionConverter } from '../merge/versions.ts';
import { BASE_BUILTINS, type BuiltinTypes } from '../schema/builtin/index.ts';
import type { TypeNode } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import { typesFromCRD } from '../schema/openapi.ts';
import { formatIssues } from '../typed/errors.ts';
import { validate } from '../typed/validate.ts';
import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { HPA_V1, HPA_V2, hpaToV1, hpaToV2 } from './hpa.ts';

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}

function apiVersionOf(v: JsonValue): string {
  return isObject(v) ? str(v.apiVersion) : '';
}

const HPA_VERSIONS: ReadonlySet<string> = new Set([HPA_V1, HPA_V2]);

/**
 * HorizontalPodAutoscaler, autoscaling/v1 <-> autoscaling/v2, each version typed by
 * `builtins` (the cluster's release); other versions are compared as they are.
 */
function hpaConverter(requestType: TypeNode, builtins: () => BuiltinTypes): VersionConverter {
  const types = new Map<string, TypeNode>();
  return {
    typeOf(version) {
      if (!HPA_VERSIONS.has(version)) return requestType;
      let t = types.get(version);
      if (t === undefined) {
        const root = builtins().type(version, 'HorizontalPodAutoscaler');
        t = root === null ? requestType : withObjectMeta(root);
        types.set(version, t);
      }
      return t;
    },
    convert(value, version) {
      const from = apiVersionOf(value);
      if (from === version || !isObject(value) || !HPA_VERSIONS.has(version) || !HPA_VERSIONS.has(from))
        return value;
      return version === HPA_V1 ? hpaToV1(value) : hpaToV2(value);
    },
  };
}

/** The CRD's conversion strategy (`None` when unset, as its defaulting sets it). */
function conversionStrategy(crd: JsonObject): string {
  const spec = getOwn(crd, 'spec');
  const conversion = isObject(spec) ? getOwn(spec, 'conversion') : undefined;
  return (isObject(conversion) ? str(conversion.strategy) : '') || 'None';
}

const crdTypes = new WeakMap<JsonObject, Map<string, TypeNode>>();

/** A custom resource with conversion None: apiVersion changes, each version has its own schema. */
function noneConverter(crd: JsonObject): VersionConverter {
  const spec = getOwn(crd, 'spec');
  const group = isObject(spec) ? str(spec.group) : '';
  let types = crdTypes.get(crd);
  if (types === undefined) {
    types = new Map();
    for (const [version, t] of typesFromCRD(crd)) types.set(`${group}/${version}`, withObjectMeta(t));
    crdTypes.set(crd, types);
  }
  const known = types;
  // apiextensions-apiserver's crConverter: a version the CRD does not list is an error, not a
  // missing version, so the write fails (kubernetes/kubernetes#111937).
  const typeOf = (version: string): TypeNode => {
    const t = known.get(version);
    if (t === undefined)
      throw new ConversionError(`request to convert CR to an invalid group/version: ${version}`);
    return t;
  };
  return {
    typeOf,
    convert(value, version) {
      const from = apiVersionOf(value);
      if (from === version || !isObject(value)) return value;
      if (!known.has(from))
        throw new ConversionError(`request to convert CR from an invalid group/version: ${from}`);
      const type = typeOf(version);
      const out = { ...value, apiVersion: version };
      // The converted object is typed with the version's schema (ObjectToTyped).
      const issues = validate(out, type);
      if (issues.length > 0) throw new ConversionError(formatIssues(issues));
      return out;
    },
  };
}

/**
 * The converter for writes of `apiVersion` `kind` (`crd`: the CRD serving it), typed
 * with `requestType` (with ObjectMeta) and, at other versions of a built-in kind,
 * the types `builtins` gives when first needed (the cluster's release; default the
 * 1.35 base table); undefined when the kind has none here.
 */
export function converterFor(
  apiVersion: string,
  kind: string,
  requestType: TypeNode,
  crd?: JsonObject,
  builtins: () => BuiltinTypes = () => BASE_BUILTINS,
): VersionConverter | undefined {
  if (crd !== undefined) return conversionStrategy(crd) === 'None' ? noneConverter(crd) : undefined;
  if (kind === 'HorizontalPodAutoscaler' && HPA_VERSIONS.has(apiVersion))
    return hpaConverter(requestType, builtins);
  return undefined;
}

/** The versions other than `apiVersion` that managedFields entries are recorded at, with their managers. */
export function otherVersions(live: JsonObject | null, apiVersion: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const meta = live === null ? undefined : getOwn(live, 'metadata');
  const entries = isObject(meta) ? getOwn(meta, 'managedFields') : undefined;
  if (!Array.isArray(entries)) return out;
  for (const e of entries) {
    if (!isObject(e)) continue;
    const v = str(e.apiVersion);
    if (v === '' || v === apiVersion) continue;
    const list = out.get(v);
    const m = JSON.stringify(str(e.manager));
    if (list === undefined) out.set(v, [m]);
    else if (!list.includes(m)) list.push(m);
  }
  return out;
}

/**
 * Why the managers at `version` cannot be compared in their own version here
 * (null: they are), for a write of `apiVersion` `kind`.
 */
export function unconvertedReason(
  version: string,
  apiVersion: string,
  kind: string,
  crd?: JsonObject,
): string | null {
  if (crd !== undefined) {
    const strategy = conversionStrategy(crd);
    return strategy === 'None'
      ? null
      : `the CRD converts with a ${strategy} conversion, which cannot run offline`;
  }
  if (kind === 'HorizontalPodAutoscaler' && HPA_VERSIONS.has(apiVersion) && HPA_VERSIONS.has(version))
    return null;
  return `the preview has no conversion of ${kind} between ${version} and ${apiVersion}`;
}
