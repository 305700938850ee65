// What kube-apiserver refuses before any merge, checked in one place for every
// surface (the command line, the API, the Action, the preview): a field manager
// name it does not accept, and an object its decoder cannot type (no kind, no
// apiVersion). The field manager calls these at the start of apply and update;
// the surfaces call them where they would otherwise reject the input in words of
// their own (before a schema is looked up by apiVersion and kind).
//
// The answers, as the API server gives them:
// - fieldManager longer than 128 bytes: 422 Invalid from the options' validation,
//   `PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more
//   than 128 bytes` (UpdateOptions for a write that is not an apply). Like the API
//   server, the too-long name is not repeated in the message.
// - a character that is not printable in it: 422 Invalid, `fieldManager: Invalid
//   value: "<name>": invalid character U+0007 (at position 3)`. The API server
//   repeats the whole name there; we repeat at most its first 64 characters.
// - an object without kind: 400 BadRequest from the decoder, `Object 'Kind' is
//   missing in '<the object>'`; without apiVersion: `Object 'apiVersion' is missing
//   in '<the object>'`. The API server repeats the whole request body; we repeat
//   at most 200 characters of it, with the values of `data` and `stringData`
//   masked (without a kind, a Secret cannot be told from another object).
//   A write that is not an apply takes a missing kind and apiVersion from the
//   resource it is sent to (here: the live object), as the API server takes them
//   from the request's URL.

import { utf8Length } from '../base64.ts';
import { goQuote } from '../fieldpath/gofmt.ts';
import { stringifyJson } from '../json.ts';
import { status } from '../managed/status.ts';
import type { KubeStatus, StatusCause } from '../managed/types.ts';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';

/** The longest field manager name the API server accepts, in bytes of UTF-8. */
export const FIELD_MANAGER_MAX_BYTES = 128;

/** How much of a refused object the message repeats. */
const ECHO_CHARS = 200;
/** How much of a refused field manager name the message repeats. */
const ECHO_MANAGER_CHARS = 64;

export type WriteKind = 'apply' | 'create' | 'update';

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/**
 * The 422 the API server answers for a field manager name it refuses (longer than
 * 128 bytes, or holding a character that is not printable); null when it is accepted.
 * An empty name is not checked here (apply requires one; an update names the User-Agent).
 */
export function refuseFieldManager(manager: string, op: WriteKind): KubeStatus | null {
  const causes: StatusCause[] = [];
  const long = utf8Length(manager) > FIELD_MANAGER_MAX_BYTES;
  if (long) {
    causes.push({
      reason: 'FieldValueTooLong',
      message: `Too long: may not be more than ${FIELD_MANAGER_MAX_BYTES} bytes`,
      field: 'fieldManager',
    });
  }
  let at = 0;
  for (const ch of manager) {
    if (!PRINTABLE.test(ch)) {
      const code = (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      const shown = [...manager];
      const value =
        shown.length > ECHO_MANAGER_CHARS
          ? `${goQuote(shown.slice(0, ECHO_MANAGER_CHARS).join(''))}...`
          : goQuote(manager);
      causes.push({
        reason: 'FieldValueInvalid',
        message: `Invalid value: ${value}: invalid character U+${code} (at position ${at})`,
        field: 'fieldManager',
      });
    }
    at += utf8Length(ch);
  }
  if (causes.length === 0) return null;
  const kind = op === 'apply' ? 'PatchOptions' : op === 'create' ? 'CreateOptions' : 'UpdateOptions';
  const listed = causes.map((c) => `${c.field}: ${c.message}`);
  const text = listed.length === 1 ? listed[0] : `[${listed.join(', ')}]`;
  return status(422, 'Invalid', `${kind}.meta.k8s.io "" is invalid: ${text}`, {
    group: 'meta.k8s.io',
    kind,
    causes,
  });
}

/** The object as the decoder's message repeats it: compact JSON, data values masked, cut at 200 characters. */
function echo(obj: JsonObject): string {
  let shown = obj;
  for (const key of ['data', 'stringData']) {
    const v = ownValue(shown, key);
    if (!isObject(v)) continue;
    const masked: JsonObject = {};
    for (const k of Object.keys(v)) setOwn(masked, k, '***');
    if (shown === obj) shown = { ...obj };
    setOwn(shown, key, masked);
  }
  let text: string;
  try {
    text = stringifyJson(shown);
  } catch {
    text = '{...}';
  }
  if (text.length <= ECHO_CHARS) return text;
  let end = ECHO_CHARS;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${text.slice(0, end)}...`;
}

function hasText(obj: JsonObject, key: string): boolean {
  const v = ownValue(obj, key);
  return typeof v === 'string' && v !== '';
}

/** The decoder's message for an object without kind or apiVersion; null when it has both (or is not an object). */
export function missingTypeMessage(obj: JsonValue | undefined): string | null {
  if (!isObject(obj)) return null;
  if (!hasText(obj, 'kind')) return `Object 'Kind' is missing in '${echo(obj)}'`;
  if (!hasText(obj, 'apiVersion')) return `Object 'apiVersion' is missing in '${echo(obj)}'`;
  return null;
}

/** The 400 for an object the API server's decoder cannot type (no kind, no apiVersion); null otherwise. */
export function refuseObject(obj: JsonValue | undefined): KubeStatus | null {
  const message = missingTypeMessage(obj);
  return message === null ? null : status(400, 'BadRequest', message);
}

/**
 * The object of a write that is not an apply, with the kind and apiVersion it lacks
 * taken from the live object (as the API server takes them from the request's URL).
 * The same object when it lacks nothing or there is nothing to take.
 */
export function withLiveType(obj: JsonObject, live: JsonObject | null): JsonObject {
  if (live === null || (hasText(obj, 'kind') && hasText(obj, 'apiVersion'))) return obj;
  let out = obj;
  for (const key of ['kind', 'apiVersion']) {
    if (hasText(out, key) || !hasText(live, key)) continue;
    if (out === obj) out = { ...obj };
    setOwn(out, key, ownValue(live, key) as JsonValue);
  }
  return out;
}

/**
 * Everything a write is refused for before any merge, in the API server's order:
 * the options (the field manager), then the body, then the stored object. `object`
 * is the applied configuration (apply) or the object written (update); an update's
 * missing kind and apiVersion are first taken from the live object.
 */
export function refuseWrite(
  op: WriteKind,
  manager: string,
  object: JsonValue | undefined,
  live: JsonValue | null | undefined,
): KubeStatus | null {
  const byManager = refuseFieldManager(manager, op);
  if (byManager !== null) return byManager;
  const liveObj = isObject(live) ? live : null;
  const written = op === 'update' && isObject(object) ? withLiveType(object, liveObj) : object;
  return refuseObject(written) ?? refuseObject(liveObj ?? undefined);
}
