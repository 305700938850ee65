// Request bodies: the content type picks JSON or YAML, the size is capped while
// the body streams in (a body over the limit is never held in memory), the text
// must be UTF-8, and the parsers' own bounds (api/yaml.ts) apply.

import type { JsonValue } from '../core/index.ts';
import {
  byteSizeText,
  jsonDuplicates,
  MAX_BODY_BYTES,
  MAX_ITEMS,
  MAX_YAML_BYTES,
  readBounded,
} from '../core/index.ts';
import type { DuplicateField } from '../core/server/index.ts';
import { badRequest, StatusError, tooLarge, unsupportedMediaType } from './status.ts';
import { InputError, parseJson, parseYamlDocuments } from './yaml.ts';

export interface Limits {
  /** Largest request body, in bytes (default 5 MiB). */
  maxBodyBytes: number;
  /**
   * Largest YAML body, in bytes (default 2 MiB): a YAML parser holds about 30
   * bytes of syntax tree per byte of input, and a Worker has 128 MB.
   */
  maxYamlBytes: number;
  /** Most objects in a batch, or steps in a scenario (default 500). */
  maxItems: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: MAX_BODY_BYTES,
  maxYamlBytes: MAX_YAML_BYTES,
  maxItems: MAX_ITEMS,
};

export type BodyFormat = 'json' | 'yaml';

const YAML_TYPES = new Set([
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
  // What kubectl sends for a server-side apply: accepted as a synonym.
  'application/apply-patch+yaml',
]);

export const ACCEPTED_TYPES = 'application/json, application/yaml, application/apply-patch+yaml';

/** JSON or YAML by the Content-Type header (absent: JSON). */
export function bodyFormat(contentType: string | undefined): BodyFormat {
  if (contentType === undefined || contentType.trim() === '') return 'json';
  const [type, ...params] = contentType.split(';');
  const media = type.trim().toLowerCase();
  for (const p of params) {
    const [k, v] = p.split('=');
    if (k.trim().toLowerCase() === 'charset') {
      const cs = (v ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
      if (cs !== 'utf-8' && cs !== 'utf8') {
        throw unsupportedMediaType(`the body must be UTF-8, got charset ${JSON.stringify(cs.slice(0, 40))}`);
      }
    }
  }
  if (media === 'application/json') return 'json';
  if (YAML_TYPES.has(media)) return 'yaml';
  throw unsupportedMediaType(
    `the body's media type ${JSON.stringify(media.slice(0, 100))} is not supported; supported media types: ${ACCEPTED_TYPES}`,
  );
}

/** The body as text, read until `limit` bytes at most. */
export async function readText(req: Request, limit: number, what: string): Promise<string> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) {
    throw tooLarge(
      `the ${what} is larger than the limit of ${byteSizeText(limit)} (Content-Length: ${declared})`,
    );
  }
  if (req.body === null) throw badRequest('the request body is empty');
  const bytes = await readBounded(req.body, limit);
  if (bytes === null) throw tooLarge(`the ${what} is larger than the limit of ${byteSizeText(limit)}`);
  if (bytes.byteLength === 0) throw badRequest('the request body is empty');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest('the request body is not valid UTF-8');
  }
}

/** Turns a parser's InputError into the Status to answer with. */
export function inputStatus(e: unknown): never {
  if (e instanceof InputError) {
    if (e.status === 413) throw tooLarge(e.message);
    if (e.status === 415) throw unsupportedMediaType(e.message);
    throw badRequest(e.message);
  }
  throw e;
}

export interface Body {
  format: BodyFormat;
  /** JSON: one document; YAML: every non-empty document. */
  documents: JsonValue[];
  /** JSON: the keys its text gives twice (JSON.parse kept the last), for the engine's fieldValidation. */
  duplicates?: DuplicateField[];
  /** YAML: each document's repeated keys (same index as documents; the value keeps the last). */
  documentDuplicates?: DuplicateField[][];
}

/** Reads and parses the request body within the limits. */
export async function readBody(req: Request, limits: Limits): Promise<Body> {
  const format = bodyFormat(req.headers.get('content-type') ?? undefined);
  const limit = format === 'yaml' ? Math.min(limits.maxYamlBytes, limits.maxBodyBytes) : limits.maxBodyBytes;
  const text = await readText(req, limit, format === 'yaml' ? 'YAML request body' : 'request body');
  try {
    if (format === 'json') {
      const doc = parseJson(text, 'request body');
      const duplicates = jsonDuplicates(text, doc);
      return duplicates.length > 0 ? { format, documents: [doc], duplicates } : { format, documents: [doc] };
    }
    const repeats: DuplicateField[][] = [];
    // Each object and its live object: twice the items, counted while lexing.
    const documents = parseYamlDocuments(text, 'request body', 2 * limits.maxItems, repeats);
    if (documents.length === 0) throw badRequest('request body: no YAML document');
    return repeats.some((r) => r.length > 0)
      ? { format, documents, documentDuplicates: repeats }
      : { format, documents };
  } catch (e) {
    if (e instanceof StatusError) throw e;
    return inputStatus(e);
  }
}
