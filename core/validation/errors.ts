// Field errors as the API server's validation reports them (k8s.io/apimachinery
// pkg/util/validation/field/errors.go): a type, the field's path, the bad value and
// a detail; ErrorBody is the cause's message, `<field>: <body>` the aggregate's part.

import { goJson, goQuote } from '../fieldpath/gofmt.ts';
import { isInteger, type JsonValue } from '../value.ts';

export type ErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'FieldValueTooFew'
  | 'FieldValueTooShort'
  | 'FieldValueTypeInvalid'
  | 'InternalError';

/**
 * A bad value Go prints from its internal struct (json.Marshal of a type without
 * json tags, so Go field names in struct order): the text as Go writes it.
 */
export class GoRendered {
  constructor(readonly text: string) {}
}

/** The value printed after the type; `omit` prints none (Go's omitValue). */
export type BadValue = JsonValue | { omit: true } | GoRendered;

export interface FieldError {
  type: ErrorType;
  /** The path as field.Path.String() writes it: `spec.template.spec.containers[0].ports[1].name`, `metadata.labels[app]`. */
  field: string;
  value: BadValue;
  detail: string;
}

const OMIT: BadValue = { omit: true };

const TYPE_TEXT: Record<ErrorType, string> = {
  FieldValueNotFound: 'Not found',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
  FieldValueInvalid: 'Invalid value',
  FieldValueNotSupported: 'Unsupported value',
  FieldValueForbidden: 'Forbidden',
  FieldValueTooLong: 'Too long',
  FieldValueTooMany: 'Too many',
  FieldValueTooFew: 'Too few',
  FieldValueTooShort: 'Too short',
  FieldValueTypeInvalid: 'Invalid value',
  InternalError: 'Internal error',
};

function isOmit(v: BadValue): v is { omit: true } {
  if (v instanceof GoRendered) return false;
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    (v as { omit?: unknown }).omit === true &&
    Object.keys(v).length === 1
  );
}

/** Go's fmt of the bad value: %v for numbers and bools, %q for strings, JSON otherwise. */
function valueText(v: JsonValue): string {
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'number') return isInteger(v) ? String(v) : goJson(v);
  return goJson(v, (o) => Object.keys(o).sort());
}

/** The cause's message: the type's text, the value where the type prints one, then the detail. */
export function errorBody(e: FieldError): string {
  let s: string;
  switch (e.type) {
    case 'FieldValueRequired':
    case 'FieldValueForbidden':
    case 'FieldValueTooLong':
    case 'FieldValueTooShort':
    case 'InternalError':
      s = TYPE_TEXT[e.type];
      break;
    default:
      s = isOmit(e.value)
        ? TYPE_TEXT[e.type]
        : e.value instanceof GoRendered
          ? `${TYPE_TEXT[e.type]}: ${e.value.text}`
          : `${TYPE_TEXT[e.type]}: ${valueText(e.value as JsonValue)}`;
  }
  return e.detail.length > 0 ? `${s}: ${e.detail}` : s;
}

/** `<field>: <body>`, one part of the Invalid Status's message. */
export function errorText(e: FieldError): string {
  return `${e.field}: ${errorBody(e)}`;
}

export function required(field: string, detail = ''): FieldError {
  return { type: 'FieldValueRequired', field, value: '', detail };
}

export function invalid(field: string, value: JsonValue | GoRendered, detail: string): FieldError {
  return { type: 'FieldValueInvalid', field, value, detail };
}

export function typeInvalid(field: string, value: JsonValue, detail: string): FieldError {
  return { type: 'FieldValueTypeInvalid', field, value, detail };
}

export function notFound(field: string, value: JsonValue): FieldError {
  return { type: 'FieldValueNotFound', field, value, detail: '' };
}

export function duplicate(field: string, value: JsonValue): FieldError {
  return { type: 'FieldValueDuplicate', field, value, detail: '' };
}

export function forbidden(field: string, detail: string): FieldError {
  return { type: 'FieldValueForbidden', field, value: '', detail };
}

/** NotSupported: `supported values: "a", "b"` (Go's strconv.Quote of each). */
export function notSupported(field: string, value: JsonValue, valid: readonly string[]): FieldError {
  const detail = valid.length > 0 ? `supported values: ${valid.map((v) => goQuote(v)).join(', ')}` : '';
  return { type: 'FieldValueNotSupported', field, value, detail };
}

/** TooLong in bytes (the value is never printed). A negative max: "value is too long". */
export function tooLong(field: string, max: number): FieldError {
  const detail =
    max >= 0 ? `may not be more than ${max} ${max === 1 ? 'byte' : 'bytes'}` : 'value is too long';
  return { type: 'FieldValueTooLong', field, value: '<value omitted>', detail };
}

/** TooLongCharacters: the same in characters. */
export function tooLongCharacters(field: string, max: number): FieldError {
  const detail =
    max >= 0 ? `may not be more than ${max} ${max === 1 ? 'character' : 'characters'}` : 'value is too long';
  return { type: 'FieldValueTooLong', field, value: '<value omitted>', detail };
}

export function tooMany(field: string, actual: number, max: number): FieldError {
  const detail = max >= 0 ? `must have at most ${max} ${max === 1 ? 'item' : 'items'}` : 'has too many items';
  return { type: 'FieldValueTooMany', field, value: actual >= 0 ? actual : OMIT, detail };
}

export function internalError(field: string, detail: string): FieldError {
  return { type: 'InternalError', field, value: detail, detail };
}

/** One Invalid error per message, as validators turn `[]string` results into field errors. */
export function invalidEach(field: string, value: JsonValue, messages: readonly string[]): FieldError[] {
  return messages.map((m) => invalid(field, value, m));
}
