// An object's metadata as the API server validates it, on create and on update
// (k8s.io/apimachinery v0.35.0 pkg/api/validation/objectmeta.go ValidateObjectMetaAccessor,
// ValidateObjectMetaAccessorUpdate; generic.go for the name rules; path/name.go for
// path-segment names; pkg/apis/meta/v1/validation for labels and managedFields).
// The metadata is the v1 JSON: a missing string reads as Go's "".

import { deepEqual, getOwn, isInteger, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, required, tooLong } from './errors.ts';
import { child, index } from './path.ts';
import {
  byteLength,
  isDNS1035Label,
  isDNS1123Label,
  isDNS1123Subdomain,
  isLabelValue,
  isQualifiedName,
} from './strings.ts';

/** A kind's name rule: the messages for a name (prefix: a generateName, which gets a suffix). */
export type NameFn = (name: string, prefix: boolean) => string[];

export const FIELD_IMMUTABLE = 'field is immutable';
export const IS_NEGATIVE = 'must be greater than or equal to 0';
export const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/** generic.go's maskTrailingDash: a prefix's final '-' (and, as Go slices it, the character before) reads as "a". */
function maskTrailingDash(name: string): string {
  return name.length > 1 && name.endsWith('-') ? `${name.slice(0, -2)}a` : name;
}

export const nameIsDNSSubdomain: NameFn = (name, prefix) =>
  isDNS1123Subdomain(prefix ? maskTrailingDash(name) : name);
export const nameIsDNSLabel: NameFn = (name, prefix) =>
  isDNS1123Label(prefix ? maskTrailingDash(name) : name);
export const nameIsDNS1035Label: NameFn = (name, prefix) =>
  isDNS1035Label(prefix ? maskTrailingDash(name) : name);

/** path.ValidatePathSegmentName: a name that is safe as one URL path segment. */
export const pathSegmentName: NameFn = (name, prefix) => {
  if (!prefix) {
    if (name === '.') return ["may not be '.'"];
    if (name === '..') return ["may not be '..'"];
  }
  const errs: string[] = [];
  if (name.includes('/')) errs.push("may not contain '/'");
  if (name.includes('%')) errs.push("may not contain '%'");
  return errs;
};

export const validateNamespaceName: NameFn = nameIsDNSLabel;

export interface ObjectMetaOptions {
  namespaced: boolean;
  nameFn: NameFn;
  /** The metadata's path; `metadata` unless given (a template's is `spec.template.metadata`). */
  path?: string;
}

function str(meta: JsonObject, k: string): string {
  const v = getOwn(meta, k);
  return typeof v === 'string' ? v : '';
}

function intField(meta: JsonObject, k: string): number {
  const v = getOwn(meta, k);
  return isInteger(v ?? null) ? Number(v) : 0;
}

/** v1validation.ValidateLabels: each key a qualified name, each value a label value; errors on the map's path. */
export function validateLabels(labels: JsonValue | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!isObject(labels)) return errs;
  for (const k of Object.keys(labels)) {
    for (const m of isQualifiedName(k)) errs.push(invalid(path, k, m));
    const v = labels[k];
    if (typeof v === 'string') for (const m of isLabelValue(v)) errs.push(invalid(path, v, m));
  }
  return errs;
}

/** ValidateAnnotations: keys qualified names (case ignored); keys and values together at most 256 KiB. */
export function validateAnnotations(annotations: JsonValue | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!isObject(annotations)) return errs;
  let total = 0;
  for (const k of Object.keys(annotations)) {
    for (const m of isQualifiedName(k.toLowerCase())) errs.push(invalid(path, k, m));
    const v = annotations[k];
    total += byteLength(k) + (typeof v === 'string' ? byteLength(v) : 0);
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT) errs.push(tooLong(path, TOTAL_ANNOTATION_SIZE_LIMIT));
  return errs;
}

/** schema.FromAPIVersionAndKind's version: the part after the last '/' ... as Go splits it (one '/' at most). */
function versionOf(apiVersion: string): string {
  if (apiVersion.length === 0) return '';
  const i = apiVersion.indexOf('/');
  if (i < 0) return apiVersion;
  // Go's ParseGroupVersion fails on more than one '/', and FromAPIVersionAndKind then keeps an empty version.
  if (apiVersion.indexOf('/', i + 1) >= 0) return '';
  return apiVersion.slice(i + 1);
}

/** ValidateOwnerReferences: apiVersion's version, kind, name and uid set; not an Event; one controller at most. */
export function validateOwnerReferences(refs: JsonValue | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!Array.isArray(refs)) return errs;
  let firstController = '';
  for (const ref of refs) {
    if (!isObject(ref)) continue;
    const apiVersion = str(ref, 'apiVersion');
    const kind = str(ref, 'kind');
    const name = str(ref, 'name');
    const version = versionOf(apiVersion);
    if (version.length === 0)
      errs.push(invalid(child(path, 'apiVersion'), apiVersion, 'version must not be empty'));
    if (kind.length === 0) errs.push(invalid(child(path, 'kind'), kind, 'must not be empty'));
    if (name.length === 0) errs.push(invalid(child(path, 'name'), name, 'must not be empty'));
    const uid = str(ref, 'uid');
    if (uid.length === 0) errs.push(invalid(child(path, 'uid'), uid, 'must not be empty'));
    if (apiVersion === 'v1' && kind === 'Event')
      errs.push(invalid(path, ref, '/v1, Kind=Event is disallowed from being an owner'));
    if (getOwn(ref, 'controller') === true) {
      const current = `${kind}/${name}`;
      if (firstController !== '')
        errs.push(
          invalid(
            path,
            refs,
            `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`,
          ),
        );
      else firstController = current;
    }
  }
  return errs;
}

const ORPHAN = 'orphan';
const FOREGROUND = 'foregroundDeletion';

/** ValidateFinalizers: each a qualified name; orphan and foregroundDeletion not both. */
export function validateFinalizers(finalizers: JsonValue | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!Array.isArray(finalizers)) return errs;
  let orphan = false;
  let foreground = false;
  for (const f of finalizers) {
    if (typeof f !== 'string') continue;
    for (const m of isQualifiedName(f)) errs.push(invalid(path, f, m));
    if (f === ORPHAN) orphan = true;
    if (f === FOREGROUND) foreground = true;
  }
  if (orphan && foreground)
    errs.push(invalid(path, finalizers, `finalizer ${ORPHAN} and ${FOREGROUND} cannot be both set`));
  return errs;
}

/** Not Go's unicode.IsPrint: other (control, format, unassigned...) and separators but the ASCII space. */
const NOT_PRINTABLE = /(?! )[\p{C}\p{Z}]/u;

/** ValidateManagedFields: operation Apply or Update, fieldsType FieldsV1, the manager's length and characters. */
export function validateManagedFields(entries: JsonValue | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!Array.isArray(entries)) return errs;
  entries.forEach((e, i) => {
    if (!isObject(e)) return;
    const p = index(path, i);
    const op = str(e, 'operation');
    if (op !== 'Apply' && op !== 'Update')
      errs.push(invalid(child(p, 'operation'), op, 'must be `Apply` or `Update`'));
    const fieldsType = str(e, 'fieldsType');
    if (fieldsType.length > 0 && fieldsType !== 'FieldsV1')
      errs.push(invalid(child(p, 'fieldsType'), fieldsType, 'must be `FieldsV1`'));
    const manager = str(e, 'manager');
    if (byteLength(manager) > 128) errs.push(tooLong(child(p, 'manager'), 128));
    if (NOT_PRINTABLE.test(manager)) {
      let at = 0;
      for (const ch of manager) {
        if (NOT_PRINTABLE.test(ch)) {
          const cp = ch.codePointAt(0) as number;
          const u = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
          errs.push(invalid(child(p, 'manager'), manager, `invalid character ${u} (at position ${at})`));
        }
        at += byteLength(ch);
      }
    }
    if (byteLength(str(e, 'subresource')) > 256) errs.push(tooLong(child(p, 'subresource'), 256));
  });
  return errs;
}

/**
 * ValidateObjectMetaAccessor: a name or a generateName, each by the kind's rule; the
 * namespace (required and a DNS label for namespaced kinds, forbidden otherwise);
 * generation, labels, annotations, ownerReferences, finalizers and managedFields.
 */
export function validateObjectMeta(meta: JsonValue | undefined, opts: ObjectMetaOptions): FieldError[] {
  const path = opts.path ?? 'metadata';
  const m: JsonObject = isObject(meta) ? meta : {};
  const errs: FieldError[] = [];
  const generateName = str(m, 'generateName');
  if (generateName.length > 0)
    for (const msg of opts.nameFn(generateName, true))
      errs.push(invalid(child(path, 'generateName'), generateName, msg));
  const name = str(m, 'name');
  if (name.length === 0) errs.push(required(child(path, 'name'), 'name or generateName is required'));
  else for (const msg of opts.nameFn(name, false)) errs.push(invalid(child(path, 'name'), name, msg));
  const namespace = str(m, 'namespace');
  if (opts.namespaced) {
    if (namespace.length === 0) errs.push(required(child(path, 'namespace')));
    else
      for (const msg of validateNamespaceName(namespace, false))
        errs.push(invalid(child(path, 'namespace'), namespace, msg));
  } else if (namespace.length > 0) errs.push(forbidden(child(path, 'namespace'), 'not allowed on this type'));
  common(m, path, errs, true);
  return errs;
}

/** The checks create and update share (update skips generation and finalizers, as Go does). */
function common(m: JsonObject, path: string, errs: FieldError[], create: boolean): void {
  if (create) {
    const generation = intField(m, 'generation');
    if (generation < 0) errs.push(invalid(child(path, 'generation'), generation, IS_NEGATIVE));
  }
  errs.push(...validateLabels(getOwn(m, 'labels'), child(path, 'labels')));
  errs.push(...validateAnnotations(getOwn(m, 'annotations'), child(path, 'annotations')));
  errs.push(...validateOwnerReferences(getOwn(m, 'ownerReferences'), child(path, 'ownerReferences')));
  if (create) errs.push(...validateFinalizers(getOwn(m, 'finalizers'), child(path, 'finalizers')));
  errs.push(...validateManagedFields(getOwn(m, 'managedFields'), child(path, 'managedFields')));
}

/** ValidateImmutableField: Invalid(new value, "field is immutable") when old and new differ. */
export function immutable(
  value: JsonValue | undefined,
  old: JsonValue | undefined,
  path: string,
): FieldError[] {
  return deepEqual(value ?? null, old ?? null) ? [] : [invalid(path, value ?? null, FIELD_IMMUTABLE)];
}

function immutableString(m: JsonObject, o: JsonObject, k: string, path: string, errs: FieldError[]): void {
  const a = str(m, k);
  const b = str(o, k);
  if (a !== b) errs.push(invalid(child(path, k), a, FIELD_IMMUTABLE));
}

/**
 * ValidateObjectMetaAccessorUpdate: no new finalizers while deleting, generation not
 * decremented, name, namespace, uid, creation and deletion stamps unchanged, then
 * labels, annotations, ownerReferences and managedFields as on create. The
 * resourceVersion rule ("must be specified for an update") is left out: the server
 * always fills it in from the stored object before validating.
 */
export function validateObjectMetaUpdate(
  meta: JsonValue | undefined,
  oldMeta: JsonValue | undefined,
  path = 'metadata',
): FieldError[] {
  const m: JsonObject = isObject(meta) ? meta : {};
  const o: JsonObject = isObject(oldMeta) ? oldMeta : {};
  const errs: FieldError[] = [];
  if (str(o, 'deletionTimestamp') !== '') {
    const old = new Set(stringsOf(getOwn(o, 'finalizers')));
    const extra = [...new Set(stringsOf(getOwn(m, 'finalizers')))].filter((f) => !old.has(f)).sort();
    if (extra.length > 0)
      errs.push(
        forbidden(
          child(path, 'finalizers'),
          `no new finalizers can be added if the object is being deleted, found new finalizers []string{${extra.map((f) => JSON.stringify(f)).join(', ')}}`,
        ),
      );
  }
  const generation = intField(m, 'generation');
  if (generation < intField(o, 'generation'))
    errs.push(invalid(child(path, 'generation'), generation, 'must not be decremented'));
  immutableString(m, o, 'name', path, errs);
  immutableString(m, o, 'namespace', path, errs);
  immutableString(m, o, 'uid', path, errs);
  errs.push(
    ...immutable(
      getOwn(m, 'creationTimestamp'),
      getOwn(o, 'creationTimestamp'),
      child(path, 'creationTimestamp'),
    ),
  );
  errs.push(
    ...immutable(
      getOwn(m, 'deletionTimestamp'),
      getOwn(o, 'deletionTimestamp'),
      child(path, 'deletionTimestamp'),
    ),
  );
  errs.push(
    ...immutable(
      getOwn(m, 'deletionGracePeriodSeconds'),
      getOwn(o, 'deletionGracePeriodSeconds'),
      child(path, 'deletionGracePeriodSeconds'),
    ),
  );
  common(m, path, errs, false);
  return errs;
}

function stringsOf(v: JsonValue | undefined): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
}
