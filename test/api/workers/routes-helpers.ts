// What the endpoint tests inside workerd share: a POST to the Worker, and the
// managers of an object's managedFields.

import { SELF } from 'cloudflare:test';
import type { JsonObject } from '../../../core/value.ts';
import { post } from '../fixtures.ts';

export async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await SELF.fetch(...post(path, body, headers));
  const text = await r.text();
  return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) };
}

export function managers(obj: JsonObject): string[] {
  const mf = (obj.metadata as JsonObject).managedFields as JsonObject[];
  return mf.map((e) => `${e.manager}/${e.operation}`);
}
