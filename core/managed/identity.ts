// Manager identity as the API server builds it: the JSON of a managedFields entry
// reduced to manager, operation, apiVersion (Update only) and subresource. Two
// entries are the same manager exactly when these strings are equal.

import { goJsonString, goQuote } from '../fieldpath/gofmt.ts';
import type { Operation } from './types.ts';

export interface ManagerId {
  manager: string;
  operation: Operation;
  apiVersion?: string;
  subresource?: string;
}

export function identity(id: ManagerId): string {
  let s = `{"manager":${goJsonString(id.manager)},"operation":${goJsonString(id.operation)}`;
  if (id.operation === 'Update' && id.apiVersion) s += `,"apiVersion":${goJsonString(id.apiVersion)}`;
  if (id.subresource) s += `,"subresource":${goJsonString(id.subresource)}`;
  return `${s}}`;
}

export function parseIdentity(s: string): ManagerId {
  return JSON.parse(s) as ManagerId;
}

/** How conflict messages name a manager: `"m"`, `"m" with subresource "s"`, `... using apps/v1`. */
export function printManager(idString: string): string {
  let id: ManagerId;
  try {
    id = parseIdentity(idString);
  } catch {
    return goQuote(idString);
  }
  let s = goQuote(id.manager ?? '');
  if (id.subresource) s += ` with subresource ${goQuote(id.subresource)}`;
  if (id.operation === 'Update') s += ` using ${id.apiVersion ?? ''}`;
  return s;
}
