// Reading inputs (files or `-` for stdin; JSON or YAML, several documents per
// file) and printing YAML. YAML is read by core's one reader (core/yaml/yaml-documents.ts:
// kubectl's YAML 1.1, `yes`/`on` booleans, `0777` octal, timestamps strings) and
// printed so that any reader, YAML 1.1 or 1.2, gets the same values back. Keys
// such as `__proto__` are ordinary keys.

import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { stringify } from 'yaml';
import { isObject, type JsonValue, MAX_FILE_BYTES, parseJsonExact } from '../core/index.ts';
import {
  COMPLEX_KEY_MESSAGE,
  checkJson,
  readYamlDocuments,
  toDataMessage,
  YamlProblem,
} from '../core/yaml/index.ts';

/** A file that cannot be read or parsed: the message names the file (and the line). */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

export type Stdin = AsyncIterable<string | Uint8Array>;

export interface Writer {
  write(chunk: string): unknown;
}

/** What a command reads and writes: the process's streams, or a test's. */
export interface CliIO {
  stdout: Writer;
  stderr: Writer;
  stdin: Stdin;
}

export const STDIN_NAME = '<stdin>';

/** The display name of an input argument. */
export function inputName(arg: string): string {
  return arg === '-' ? STDIN_NAME : arg;
}

function errnoText(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

/**
 * At most MAX_FILE_BYTES of a stream (a pipe, /dev/zero or a growing file stops at the
 * limit), decoded as UTF-8 and refused when it is not (as the API and kubectl refuse it).
 */
async function boundedRead(name: string, source: AsyncIterable<string | Uint8Array>): Promise<string> {
  // Fatal: invalid bytes are an error, never silently replaced by U+FFFD.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let text = '';
  let bytes = 0;
  try {
    for await (const chunk of source) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
      if (bytes > MAX_FILE_BYTES) {
        throw new InputError(`${name}: cannot read: larger than ${MAX_FILE_BYTES / 1048576} MiB`);
      }
      text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    return text + decoder.decode();
  } catch (e) {
    if (e instanceof InputError) throw e;
    if (e instanceof TypeError) throw new InputError(`${name}: invalid UTF-8`);
    throw new InputError(`${name}: cannot read: ${errnoText(e)}`);
  }
}

/** The text of a file, or of stdin for `-`; at most MAX_FILE_BYTES (core/limits.ts), UTF-8. */
export async function readText(arg: string, stdin: Stdin): Promise<string> {
  let text: string;
  if (arg === '-') text = await boundedRead(STDIN_NAME, stdin);
  else {
    let stream: ReadStream;
    try {
      // Opened first so that a missing file or a directory is its own error.
      const handle = await open(arg, 'r');
      stream = handle.createReadStream();
    } catch (e) {
      throw new InputError(`${arg}: cannot read: ${errnoText(e)}`);
    }
    try {
      text = await boundedRead(arg, stream);
    } finally {
      stream.destroy();
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function lineColOf(text: string, offset: number): string {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return `${line}:${offset - last}`;
}

function firstLine(message: string): string {
  const line = message.split('\n', 1)[0].trim();
  return line.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
}

/**
 * The documents of a JSON or YAML text (empty documents skipped; a `kind: List`
 * is not expanded here). `name` is used in error messages.
 */
export function parseDocuments(text: string, name: string): JsonValue[] {
  const head = text.trimStart();
  if (head.startsWith('{') || head.startsWith('[')) {
    try {
      return [parseJsonExact(text)];
    } catch {
      // Not plain JSON: parse it as YAML, whose errors carry a line and column.
    }
  }
  try {
    return readYamlDocuments(text, { dataProblem: (v) => checkJson(v, '') });
  } catch (e) {
    if (e instanceof YamlProblem) throw problemError(name, text, e);
    throw e;
  }
}

/** A problem of the reader (core/yaml/yaml-documents.ts) in the command line's words: `file:line[:column]: reason`. */
function problemError(name: string, text: string, p: YamlProblem): InputError {
  const line = p.offset === undefined ? '' : `:${lineOf(text, p.offset)}`;
  switch (p.kind) {
    case 'bound':
      return new InputError(`${name}:${lineColOf(text, p.offset ?? 0)}: ${p.reason}`);
    case 'syntax':
      return new InputError(
        `${name}${p.offset === undefined ? '' : `:${lineColOf(text, p.offset)}`}: ${firstLine(p.reason)}`,
      );
    case 'complex-key':
      return new InputError(`${name}${line}: ${COMPLEX_KEY_MESSAGE}`);
    case 'duplicate':
      return new InputError(
        `${name}${line}: duplicate key ${JSON.stringify(p.extra.key)}: map keys must be unique`,
      );
    case 'aliases':
    case 'value':
      return new InputError(`${name}${line}: ${toDataMessage(firstLine(p.reason))}`);
    case 'data':
      return new InputError(`${name}${line}: ${p.reason}`);
  }
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Reads and parses an input argument (a path or `-`). */
export async function readDocuments(arg: string, stdin: Stdin): Promise<JsonValue[]> {
  return parseDocuments(await readText(arg, stdin), inputName(arg));
}

/** Exactly one document of an input. */
export async function readOne(arg: string, stdin: Stdin): Promise<JsonValue> {
  const docs = await readDocuments(arg, stdin);
  if (docs.length !== 1) {
    throw new InputError(`${inputName(arg)}: expected one document, found ${docs.length}`);
  }
  return docs[0];
}

/** Kubernetes objects of the documents: a `kind: List` gives its items. */
export function expandLists(docs: JsonValue[], name: string): JsonValue[] {
  const out: JsonValue[] = [];
  for (const d of docs) {
    if (isObject(d) && d.kind === 'List' && Array.isArray(d.items)) {
      out.push(...d.items);
    } else out.push(d);
  }
  for (const [i, d] of out.entries()) {
    if (!isObject(d)) throw new InputError(`${name}: document ${i + 1} is not an object`);
  }
  return out;
}

const STRINGIFY_OPTIONS = {
  // YAML 1.1 quoting: strings such as "yes", "on" or "0777" are quoted, so that
  // kubectl (YAML 1.1) and YAML 1.2 readers both read them back as strings.
  version: '1.1',
  lineWidth: 0,
  aliasDuplicateObjects: false,
} as const;

/** One YAML document (ends with a newline). */
export function toYaml(value: unknown): string {
  return stringify(value, STRINGIFY_OPTIONS);
}

/** Several values as a YAML stream. */
export function toYamlStream(values: readonly unknown[]): string {
  return values.map((v) => toYaml(v)).join('---\n');
}
