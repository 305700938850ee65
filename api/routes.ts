// The one route table of the HTTP API: method, path, what it does, its OpenAPI
// operation and its handler. api/app.ts registers the routes from it, builds the
// index at `/`, the OpenAPI document and the 405 answers (with `Allow`) from it.

import { handlePreview } from './handle-preview.ts';
import { handleSimulate } from './handle-simulate.ts';
import { handleApply, handleCreate, handleUpdate } from './handle-write.ts';
import type { HandlerContext, Reply } from './handlers.ts';
import { operations } from './openapi.ts';

/** The answers the app gives itself (they need the app: its version, its assets, this table). */
export type AppPage = 'index' | 'healthz' | 'openapi' | 'version';

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** One line for the index at `/`. */
  description: string;
  /** Its entry in /openapi.json. */
  operation: Record<string, unknown>;
  /** A /v1 handler, or the name of a page the app answers itself. */
  handler: ((ctx: HandlerContext) => Promise<Reply>) | AppPage;
}

export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/',
    description: 'this index (a browser gets the playground page where the Worker serves it)',
    operation: operations.index,
    handler: 'index',
  },
  {
    method: 'GET',
    path: '/healthz',
    description: 'liveness',
    operation: operations.healthz,
    handler: 'healthz',
  },
  {
    method: 'GET',
    path: '/openapi.json',
    description: 'this API in OpenAPI 3.1',
    operation: operations.openapi,
    handler: 'openapi',
  },
  {
    method: 'GET',
    path: '/v1/version',
    description: 'engine and Kubernetes schema versions',
    operation: operations.version,
    handler: 'version',
  },
  {
    method: 'POST',
    path: '/v1/apply',
    description: 'server-side apply of one object: {"live", "intent", "fieldManager", "force"?, "schema"?}',
    operation: operations.apply,
    handler: handleApply,
  },
  {
    method: 'POST',
    path: '/v1/create',
    description: 'a create (POST): {"live"?, "object", "fieldManager"}',
    operation: operations.create,
    handler: handleCreate,
  },
  {
    method: 'POST',
    path: '/v1/update',
    description: 'a non-apply write (PUT): {"live", "object", "fieldManager"}',
    operation: operations.update,
    handler: handleUpdate,
  },
  {
    method: 'POST',
    path: '/v1/preview',
    description: 'a batch: {"items": [{"live", "intent"}], "fieldManager"} or multi-document YAML',
    operation: operations.preview,
    handler: handlePreview,
  },
  {
    method: 'POST',
    path: '/v1/simulate',
    description: 'a scenario of applies and updates (the command line format)',
    operation: operations.simulate,
    handler: handleSimulate,
  },
];

/** The methods each path answers, for the `Allow` header of a 405 (e.g. "GET" or "GET, POST"). */
export const ALLOWED: ReadonlyMap<string, string> = (() => {
  const methods = new Map<string, string[]>();
  for (const r of ROUTES) methods.set(r.path, [...(methods.get(r.path) ?? []), r.method]);
  return new Map([...methods].map(([path, m]) => [path, m.join(', ')]));
})();

/** The index at `/`: the name, where the docs are, and every route with its line. */
export const INDEX = {
  name: 'apply-preview',
  description:
    'Kubernetes Server-Side Apply without a cluster: send live objects (with metadata.managedFields) and apply intents; get the merged objects, ownership and conflicts. Stateless: nothing is stored.',
  docs: 'the README of apply-preview, section "HTTP API"; this API in OpenAPI 3.1 at /openapi.json',
  openapi: '/openapi.json',
  endpoints: Object.fromEntries(ROUTES.map((r) => [`${r.method} ${r.path}`, r.description])),
};
