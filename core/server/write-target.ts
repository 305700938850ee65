// What a write targets before its schema is known: the resource of an apiVersion and
// kind (a CRD's, a built-in's, or a conventional one), and the request's time in
// its normal form.

import { badRequest } from '../managed/status.ts';
import { formatTime, nowSeconds, parseTime } from '../managed/time.ts';
import type { JsonObject } from '../value.ts';
import { failWith } from './failure.ts';
import { builtinResource, crdResource, groupOf, type ResourceInfo } from './resources.ts';

export function resourceOf(apiVersion: string, kind: string, crd: JsonObject | undefined): ResourceInfo {
  if (crd !== undefined) {
    const r = crdResource(crd, apiVersion, kind);
    if (r !== undefined) return r;
  }
  const group = groupOf(apiVersion);
  return (
    builtinResource(group, kind) ?? {
      group,
      kind,
      // An unknown kind: the conventional plural (Status messages only).
      resource: `${kind.toLowerCase()}s`,
      namespaced: true,
      status: false,
      scale: false,
    }
  );
}

// A batch passes the same `now` to every write: its normal form is kept.
let lastNow: { given: string; formatted: string } | null = null;

export function nowString(now: string | undefined): string {
  if (now === undefined) return formatTime(nowSeconds());
  if (lastNow !== null && lastNow.given === now) return lastNow.formatted;
  const t = parseTime(now);
  if (t === null) failWith(badRequest(`now: ${JSON.stringify(now)} is not an RFC 3339 time`));
  lastNow = { given: now, formatted: formatTime(t) };
  return lastNow.formatted;
}
