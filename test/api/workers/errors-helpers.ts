// What the bad-input tests inside workerd share: a request to the Worker whose answer
// must be a Kubernetes Status, the content types, and a deeply nested object.

import { SELF } from 'cloudflare:test';
import { Status } from '../../../api/schemas.ts';
import type { JsonObject } from '../../../core/value.ts';

export async function send(
  path: string,
  body: string | Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const r = await SELF.fetch(`http://api.test${path}`, { method, headers, body });
  const text = await r.text();
  const json = JSON.parse(text);
  Status.parse(json);
  return { status: r.status, json, text, headers: r.headers };
}

export const JSON_TYPE = { 'Content-Type': 'application/json' };
export const YAML_TYPE = { 'Content-Type': 'application/yaml' };

export function nested(depth: number): JsonObject {
  let v: JsonObject = { leaf: 'x' };
  for (let i = 1; i < depth; i++) v = { n: v };
  return v;
}
