// fieldValidation on the HTTP API: the query parameter, and the keys a request
// body gives twice, found by its reader (api/body.ts) and handed to the engine for
// the object written only (the object's path prefix, or its YAML document).

import type { JsonValue } from '../core/index.ts';
import type { DuplicateField, FieldValidation } from '../core/server/index.ts';
import { isFieldValidation } from '../core/server/index.ts';
import type { Body } from './body.ts';
import { badRequest } from './status.ts';

export function queryFieldValidation(q: URLSearchParams): FieldValidation | undefined {
  const v = q.get('fieldValidation');
  if (v === null) return undefined;
  if (isFieldValidation(v)) return v;
  throw badRequest(
    `fieldValidation: the query parameter must be Strict, Warn or Ignore, got ${JSON.stringify(v.slice(0, 40))}`,
  );
}

/** The keys a JSON body gives twice inside the member at `prefix` (`intent`, `items[0].intent`), paths from there. */
export function duplicatesAt(body: Body, prefix: string): DuplicateField[] | undefined {
  const all = body.duplicates ?? (body.documents.length === 1 ? body.documentDuplicates?.[0] : undefined);
  if (all === undefined) return undefined;
  const out: DuplicateField[] = [];
  for (const d of all) {
    if (d.path.startsWith(`${prefix}.`)) out.push({ ...d, path: d.path.slice(prefix.length + 1) });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * A YAML body's repeated keys outside the objects written (a live object, the
 * envelope's own fields) are refused as the reader refuses them elsewhere: only an
 * object sent to the server gets the server's answer to them.
 */
export function refuseOtherRepeats(
  body: Body,
  written: readonly unknown[],
  prefixes: readonly RegExp[],
): void {
  body.documentDuplicates?.forEach((list, i) => {
    if (written.includes(body.documents[i])) return;
    const other = list.find((d) => !prefixes.some((p) => p.test(d.path)));
    if (other !== undefined) {
      throw badRequest(
        `request body: duplicate key ${JSON.stringify(other.key)} in a mapping at line ${other.line ?? 1}, column ${other.column ?? 1}`,
      );
    }
  });
}

/** The repeated keys of a YAML body's document `doc` (kubectl's form: the manifest is a document). */
export function documentDuplicates(body: Body, doc: unknown): DuplicateField[] | undefined {
  const i = body.documents.indexOf(doc as JsonValue);
  const found = i < 0 ? undefined : body.documentDuplicates?.[i];
  return found !== undefined && found.length > 0 ? found : undefined;
}
