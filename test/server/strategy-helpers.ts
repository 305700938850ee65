// What the strategy tests share: a dry-run write with a fixed time and seed, a
// value at a path, and a Job to write.

import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite, type WriteRequest } from '../../core/server/index.ts';
import { seededRandom } from '../../core/server/names.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

export const NOW = '2026-01-01T00:00:00Z';
export const resolver = new SchemaResolver({});

export function write(req: Partial<WriteRequest> & Pick<WriteRequest, 'verb' | 'body'>) {
  const body = req.body as JsonObject;
  const r = serverWrite({
    live: null,
    manager: 'm',
    now: NOW,
    random: seededRandom(3),
    schema: resolver.resolve(body.apiVersion, body.kind),
    ...req,
  });
  if (!r.ok) throw new Error(`expected success, got ${r.status.message}`);
  return r;
}

export function at(o: JsonValue | undefined, ...path: string[]): JsonValue | undefined {
  let cur = o;
  for (const k of path) cur = isObject(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined;
  return cur;
}

export function job(spec: JsonObject = {}, meta: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', namespace: 'default', ...meta },
    spec: {
      template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34' }] } },
      ...spec,
    },
  };
}
