// PersistentVolumeClaim, create and update (kubernetes v1.35 pkg/apis/core/validation/
// validation.go ValidatePersistentVolumeClaim, ValidatePersistentVolumeClaimSpec,
// ValidatePersistentVolumeClaimUpdate; options from ValidationOptionsForPersistentVolumeClaim
// with the 1.35 gates: RecoverVolumeExpansionFailure and VolumeAttributesClass on).

import {
  compareQuantityValues as compareQuantities,
  quantityOrNull as parseQuantity,
  type Quantity,
} from '../quantity.ts';
import { deepEqual, getOwn, isInteger, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { objOf, stringsOf, strOf, strPtr } from './fields.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { child } from './path.ts';

const ZERO: Quantity = { unscaled: 0n, exponent: 0, format: 'DecimalSI' };

import { isDNS1123Label, isDNS1123Subdomain } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const ACCESS_MODES = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'];
const VOLUME_MODES = ['Block', 'Filesystem'];
const BETA_CLASS = 'volume.beta.kubernetes.io/storage-class';
const SPEC_IMMUTABLE =
  'spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims';

/** The storage request's text, or null when absent. */
function storageText(spec: JsonObject | null): string | null {
  const req = objOf(objOf(spec, 'resources'), 'requests');
  if (req === null) return null;
  const v = getOwn(req, 'storage');
  if (typeof v === 'string') return v;
  if (isInteger(v ?? null) || typeof v === 'number') return String(v);
  return null;
}

function storageOf(spec: JsonObject | null): Quantity {
  const t = storageText(spec);
  return (t === null ? null : parseQuantity(t)) ?? ZERO;
}

function dataSourceRules(ds: JsonObject, p: string, allowInvalidGroup: boolean, ref: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const name = strOf(ds, 'name');
  const kind = strOf(ds, 'kind');
  const group = strOf(ds, 'apiGroup');
  if (name.length === 0) errs.push(required(child(p, 'name')));
  if (kind.length === 0) errs.push(required(child(p, 'kind')));
  if (group.length === 0 && kind !== 'PersistentVolumeClaim')
    errs.push(invalid(p, kind, "must be 'PersistentVolumeClaim' when referencing the default apiGroup"));
  if (group.length > 0 && !allowInvalidGroup)
    for (const msg of isDNS1123Subdomain(group)) errs.push(invalid(child(p, 'apiGroup'), group, msg));
  const ns = strOf(ds, 'namespace');
  if (ref && ns.length > 0)
    for (const msg of isDNS1123Label(ns)) errs.push(invalid(child(p, 'namespace'), ns, msg));
  return errs;
}

function specRules(spec: JsonObject | null, allowInvalidGroup: boolean): FieldError[] {
  const p = 'spec';
  const errs: FieldError[] = [];
  const modes = stringsOf(spec, 'accessModes');
  if (modes.length === 0) errs.push(required(child(p, 'accessModes'), 'at least 1 access mode is required'));
  let rwop = false;
  let other = false;
  for (const m of modes) {
    if (!ACCESS_MODES.includes(m)) errs.push(notSupported(child(p, 'accessModes'), m, ACCESS_MODES));
    if (m === 'ReadWriteOncePod') rwop = true;
    else if (ACCESS_MODES.includes(m)) other = true;
  }
  if (rwop && other)
    errs.push(forbidden(child(p, 'accessModes'), 'may not use ReadWriteOncePod with other access modes'));
  const storagePath = 'spec.resources[storage]';
  const text = storageText(spec);
  if (text === null) errs.push(required(storagePath));
  else {
    const q = parseQuantity(text);
    if (q !== null && compareQuantities(q, ZERO) <= 0)
      errs.push(invalid(storagePath, text, 'must be greater than zero'));
  }
  const sc = strPtr(spec, 'storageClassName');
  if (sc !== null && sc.length > 0)
    for (const msg of isDNS1123Subdomain(sc)) errs.push(invalid(child(p, 'storageClassName'), sc, msg));
  const vm = strPtr(spec, 'volumeMode');
  if (vm !== null && !VOLUME_MODES.includes(vm))
    errs.push(notSupported(child(p, 'volumeMode'), vm, VOLUME_MODES));
  const ds = objOf(spec, 'dataSource');
  if (ds !== null) errs.push(...dataSourceRules(ds, child(p, 'dataSource'), allowInvalidGroup, false));
  const dsRef = objOf(spec, 'dataSourceRef');
  if (dsRef !== null)
    errs.push(...dataSourceRules(dsRef, child(p, 'dataSourceRef'), allowInvalidGroup, true));
  const vac = strPtr(spec, 'volumeAttributesClassName');
  if (vac !== null && vac.length > 0)
    for (const msg of isDNS1123Subdomain(vac))
      errs.push(invalid(child(p, 'volumeAttributesClassName'), vac, msg));
  return errs;
}

function annotation(obj: JsonObject, k: string): string | null {
  return strPtr(objOf(objOf(obj, 'metadata'), 'annotations'), k);
}

/** allowInvalidAPIGroupInDataSourceOrRef: the stored claim already names an apiGroup. */
function hadGroup(old: JsonObject): boolean {
  const spec = objOf(old, 'spec');
  return (
    strPtr(objOf(spec, 'dataSource'), 'apiGroup') !== null ||
    strPtr(objOf(spec, 'dataSourceRef'), 'apiGroup') !== null
  );
}

function withField(spec: JsonObject, k: string, v: JsonValue | undefined): JsonObject {
  const out: JsonObject = { ...spec };
  if (v === undefined) delete out[k];
  else out[k] = v;
  return out;
}

function withStorage(spec: JsonObject, storage: JsonValue | undefined): JsonObject {
  const resources = objOf(spec, 'resources') ?? {};
  const requests = objOf(resources, 'requests') ?? {};
  return withField(
    spec,
    'resources',
    withField(resources, 'requests', withField(requests, 'storage', storage)),
  );
}

function updateRules(obj: JsonObject, old: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const spec = objOf(obj, 'spec') ?? {};
  const oldSpec = objOf(old, 'spec') ?? {};
  let a = spec;
  let b = oldSpec;
  // volumeName may be set once (the binder does it).
  if (strOf(oldSpec, 'volumeName').length === 0) b = withField(b, 'volumeName', getOwn(spec, 'volumeName'));
  const oldBeta = annotation(old, BETA_CLASS);
  const newBeta = annotation(obj, BETA_CLASS);
  const oldSc = strPtr(oldSpec, 'storageClassName');
  const newSc = strPtr(spec, 'storageClassName');
  const fromAnnotation =
    oldBeta !== null &&
    oldSc === null &&
    newSc !== null &&
    newSc === oldBeta &&
    (newBeta === null || newBeta === oldBeta);
  if (fromAnnotation) a = withField(a, 'storageClassName', undefined);
  else {
    if ((newBeta ?? '') !== (oldBeta ?? ''))
      errs.push(invalid(`metadata.annotations.${BETA_CLASS}`, newBeta ?? '', 'field is immutable'));
    if (newSc !== null && oldSc === null && (oldBeta === null || newSc === oldBeta))
      a = withField(a, 'storageClassName', undefined);
  }
  const bound = strOf(objOf(obj, 'status'), 'phase') === 'Bound';
  if (bound && objOf(objOf(spec, 'resources'), 'requests') !== null)
    a = withStorage(a, getOwn(objOf(objOf(oldSpec, 'resources'), 'requests') ?? {}, 'storage'));
  if (bound && getOwn(a, 'volumeAttributesClassName') !== undefined)
    a = withField(a, 'volumeAttributesClassName', getOwn(b, 'volumeAttributesClassName'));
  if (!deepEqual(a, b)) errs.push(forbidden('spec', SPEC_IMMUTABLE));
  const newSize = storageOf(spec);
  if (compareQuantities(newSize, storageOf(oldSpec)) < 0) {
    const capacity = getOwn(objOf(objOf(old, 'status'), 'capacity') ?? {}, 'storage');
    const status = (typeof capacity === 'string' ? parseQuantity(capacity) : null) ?? ZERO;
    if (compareQuantities(newSize, status) <= 0)
      errs.push(forbidden('spec.resources.requests.storage', 'field can not be less than status.capacity'));
  }
  const vm = getOwn(spec, 'volumeMode');
  if (!deepEqual(vm ?? null, getOwn(oldSpec, 'volumeMode') ?? null))
    errs.push(invalid('volumeMode', vm ?? null, 'field is immutable'));
  const oldVac = strPtr(oldSpec, 'volumeAttributesClassName');
  const newVac = strPtr(spec, 'volumeAttributesClassName');
  if (oldVac !== null && oldVac !== newVac) {
    if (newVac === null)
      errs.push(forbidden('spec.volumeAttributesClassName', 'update from non-nil value to nil is forbidden'));
    else if (newVac.length === 0)
      errs.push(
        forbidden(
          'spec.volumeAttributesClassName',
          'update from non-nil value to an empty string is forbidden',
        ),
      );
  }
  return errs;
}

export const persistentVolumeClaimValidator: KindValidator = {
  scope:
    'ObjectMeta and the rules of PersistentVolumeClaim (access modes, storage request, classes, volume mode, data sources; on update the immutable spec and shrinking); not checked: the label selector, dataSource and dataSourceRef agreeing',
  create(ctx: ValidationContext): FieldError[] {
    return [...metaCreate(ctx, 'dns-subdomain'), ...specRules(objOf(ctx.obj, 'spec'), false)];
  },
  update(ctx: ValidationContext): FieldError[] {
    const old = ctx.old ?? {};
    return [
      ...metaUpdate(ctx),
      ...metaCreate(ctx, 'dns-subdomain'),
      ...specRules(objOf(ctx.obj, 'spec'), hadGroup(old)),
      ...updateRules(ctx.obj, old),
    ];
  },
};
