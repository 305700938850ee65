// ConfigMap and Secret, create and update (kubernetes v1.35 pkg/apis/core/validation/
// validation.go ValidateConfigMap, ValidateConfigMapUpdate, ValidateSecret,
// ValidateSecretUpdate; strategies pkg/registry/core/{configmap,secret}/strategy.go).
// Secret values are never echoed: errors about them carry a redacted placeholder.

import { base64Binary, utf8Bytes } from '../base64.ts';
import { deepEqual, getOwn, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, required, tooLong } from './errors.ts';
import { strOf } from './fields.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { child, key } from './path.ts';
import { byteLength, isConfigMapKey } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

/** core.MaxSecretSize: 1 MiB, the bound of a ConfigMap's and a Secret's data. */
export const MAX_SECRET_SIZE = 1024 * 1024;
const IMMUTABLE_SET = 'field is immutable when `immutable` is set';
const REDACTED = '<secret contents redacted>';

function mapKeys(o: JsonObject, k: string): string[] {
  const m = getOwn(o, k);
  // In the object's order (Go ranges maps at random; any order is one it could print).
  return m !== null && typeof m === 'object' && !Array.isArray(m) ? Object.keys(m) : [];
}

function mapValue(o: JsonObject, k: string, entry: string): string {
  const m = getOwn(o, k);
  if (m === null || typeof m !== 'object' || Array.isArray(m)) return '';
  const v = getOwn(m, entry);
  return typeof v === 'string' ? v : '';
}

/** The byte length of a base64 value as the decoder reads it ([]byte in Go). */
function decodedLength(b64: string): number {
  const bin = base64Binary(b64);
  return bin === null ? 0 : bin.length;
}

function configMapRules(obj: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  let total = 0;
  const binary = new Set(mapKeys(obj, 'binaryData'));
  for (const k of mapKeys(obj, 'data')) {
    const p = key('data', k);
    for (const msg of isConfigMapKey(k)) errs.push(invalid(p, k, msg));
    if (binary.has(k)) errs.push(invalid(p, k, 'duplicate of key present in binaryData'));
    total += byteLength(mapValue(obj, 'data', k));
  }
  for (const k of binary) {
    for (const msg of isConfigMapKey(k)) errs.push(invalid(key('binaryData', k), k, msg));
    total += decodedLength(mapValue(obj, 'binaryData', k));
  }
  // The whole object: an empty path, printed as ": Too long: ..." in the message.
  if (total > MAX_SECRET_SIZE) errs.push(tooLong('', MAX_SECRET_SIZE));
  return errs;
}

function isImmutable(o: JsonObject | null): boolean {
  return o !== null && getOwn(o, 'immutable') === true;
}

function sameField(a: JsonObject, b: JsonObject, k: string): boolean {
  const x = getOwn(a, k);
  const y = getOwn(b, k);
  // Go's reflect.DeepEqual on maps: an empty map and a nil one differ, but JSON
  // decoding gives nil for both an absent field and null.
  return deepEqual((x ?? null) as JsonValue, (y ?? null) as JsonValue);
}

export const configMapValidator: KindValidator = {
  scope: 'ObjectMeta and every rule of ConfigMap (keys, binaryData duplicates, the 1 MiB bound, immutable)',
  complete: true,
  create(ctx: ValidationContext): FieldError[] {
    return [...metaCreate(ctx, 'dns-subdomain'), ...configMapRules(ctx.obj)];
  },
  update(ctx: ValidationContext): FieldError[] {
    const errs = metaUpdate(ctx);
    const old = ctx.old;
    if (old !== null && isImmutable(old)) {
      if (!isImmutable(ctx.obj)) errs.push(forbidden('immutable', IMMUTABLE_SET));
      if (!sameField(ctx.obj, old, 'data')) errs.push(forbidden('data', IMMUTABLE_SET));
      if (!sameField(ctx.obj, old, 'binaryData')) errs.push(forbidden('binaryData', IMMUTABLE_SET));
    }
    errs.push(...metaCreate(ctx, 'dns-subdomain'), ...configMapRules(ctx.obj));
    return errs;
  },
};

/**
 * The Secret's data as the server holds it after decoding: data's base64 values
 * decoded, stringData merged over them (Convert_v1_Secret_To_core_Secret), as byte
 * strings (one character a byte).
 */
function secretData(obj: JsonObject): Map<string, string> {
  const out = new Map<string, string>();
  for (const k of mapKeys(obj, 'data')) out.set(k, base64Binary(mapValue(obj, 'data', k)) ?? '');
  for (const k of mapKeys(obj, 'stringData'))
    out.set(k, String.fromCharCode(...utf8Bytes(mapValue(obj, 'stringData', k))));
  return out;
}

/** encoding/json's complaint about a value that is not a JSON object (map[string]interface{}). */
function jsonObjectError(bytes: string): string | null {
  let v: unknown;
  try {
    v = JSON.parse(bytes);
  } catch {
    const t = bytes.trim();
    if (t.length === 0) return 'unexpected end of JSON input';
    // encoding/json names the offending character; a Secret's bytes are never shown here.
    return "invalid character '<redacted>' looking for beginning of value";
  }
  if (v === null || (typeof v === 'object' && !Array.isArray(v))) return null;
  const kind = Array.isArray(v) ? 'array' : typeof v === 'boolean' ? 'bool' : typeof v;
  return `json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`;
}

const SA_NAME_KEY = 'kubernetes.io/service-account.name';

function secretRules(obj: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const data = secretData(obj);
  let total = 0;
  for (const [k, v] of [...data].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    for (const msg of isConfigMapKey(k)) errs.push(invalid(key('data', k), k, msg));
    total += v.length;
  }
  if (total > MAX_SECRET_SIZE) errs.push(tooLong('data', MAX_SECRET_SIZE));
  const type = strOf(obj, 'type');
  switch (type) {
    case 'kubernetes.io/service-account-token': {
      const meta = getOwn(obj, 'metadata');
      const ann =
        meta !== null && typeof meta === 'object' && !Array.isArray(meta)
          ? getOwn(meta, 'annotations')
          : undefined;
      const name =
        ann !== null && typeof ann === 'object' && !Array.isArray(ann) ? getOwn(ann, SA_NAME_KEY) : undefined;
      if (typeof name !== 'string' || name.length === 0)
        errs.push(required(key(child('metadata', 'annotations'), SA_NAME_KEY)));
      break;
    }
    case 'kubernetes.io/dockercfg':
    case 'kubernetes.io/dockerconfigjson': {
      const k = type === 'kubernetes.io/dockercfg' ? '.dockercfg' : '.dockerconfigjson';
      const v = data.get(k);
      if (v === undefined) errs.push(required(key('data', k)));
      else {
        const e = jsonObjectError(v);
        if (e !== null) errs.push(invalid(key('data', k), REDACTED, e));
      }
      break;
    }
    case 'kubernetes.io/basic-auth':
      if (!data.has('username') && !data.has('password'))
        errs.push(required(key('data', 'username')), required(key('data', 'password')));
      break;
    case 'kubernetes.io/ssh-auth':
      if ((data.get('ssh-privatekey') ?? '').length === 0) errs.push(required(key('data', 'ssh-privatekey')));
      break;
    case 'kubernetes.io/tls':
      if (!data.has('tls.crt')) errs.push(required(key('data', 'tls.crt')));
      if (!data.has('tls.key')) errs.push(required(key('data', 'tls.key')));
      break;
    default:
  }
  return errs;
}

function sameData(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

export const secretValidator: KindValidator = {
  scope:
    'ObjectMeta and the rules of Secret (keys, the 1 MiB bound, the keys each type requires, type and immutable on update); a malformed docker config is worded as encoding/json words it only when empty or not an object',
  create(ctx: ValidationContext): FieldError[] {
    return [...metaCreate(ctx, 'dns-subdomain'), ...secretRules(ctx.obj)];
  },
  update(ctx: ValidationContext): FieldError[] {
    const errs = metaUpdate(ctx);
    const old = ctx.old;
    if (old !== null) {
      // The type defaults to Opaque on decode, so both sides carry one.
      const t = strOf(ctx.obj, 'type');
      const o = strOf(old, 'type');
      if (t !== o) errs.push(invalid('type', t, 'field is immutable'));
      if (isImmutable(old)) {
        if (!isImmutable(ctx.obj)) errs.push(forbidden('immutable', IMMUTABLE_SET));
        if (!sameData(secretData(ctx.obj), secretData(old))) errs.push(forbidden('data', IMMUTABLE_SET));
      }
    }
    errs.push(...metaCreate(ctx, 'dns-subdomain'), ...secretRules(ctx.obj));
    return errs;
  },
};
