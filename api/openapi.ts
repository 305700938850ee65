// /openapi.json: this API in OpenAPI 3.1. Its paths are the routes of
// api/routes.ts, its schemas the zod schemas the handlers validate with
// (api/schemas.ts), so the description cannot drift.

import * as z from 'zod';
import {
  BUILTIN_VERSIONS,
  KUBERNETES_VERSION,
  NEWEST_BUILTIN_VERSION,
} from '../core/schema/builtin/index.ts';
import { registry } from './schemas.ts';

type JsonSchema = Record<string, unknown>;

let cached: { version: string; doc: JsonSchema } | null = null;

function components(): Record<string, JsonSchema> {
  const out = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, s] of Object.entries(out.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = s;
    schemas[name] = rest;
  }
  return schemas;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const REQUEST_TYPES = ['application/json', 'application/yaml', 'application/apply-patch+yaml'];

function body(name: string, description?: string) {
  const content: Record<string, unknown> = {};
  for (const t of REQUEST_TYPES) content[t] = { schema: ref(name) };
  return { required: true, ...(description ? { description } : {}), content };
}

function ok(name: string, description: string, extra: Record<string, unknown> = {}) {
  return { description, content: { 'application/json': { schema: ref(name) }, ...extra } };
}

const statusResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Status') } },
});

const ERRORS = {
  '400': statusResponse(
    'Bad request: invalid JSON/YAML, unknown fields, too deep, too many aliases, an invalid object',
  ),
  '401': statusResponse('Missing or wrong bearer token (when the server has an API token)'),
  '413': statusResponse('Body, batch or scenario over the limit'),
  '415': statusResponse('Unsupported Content-Type'),
  '422': statusResponse('Invalid request option (fieldManager missing)'),
  '500': statusResponse('Unexpected failure; the message names a request id (also in X-Request-Id)'),
};

const fieldManagerParam = {
  name: 'fieldManager',
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: 'The field manager, as Kubernetes clients pass it (the body may give it instead).',
};
const forceParam = {
  name: 'force',
  in: 'query',
  required: false,
  schema: { type: 'boolean' },
  description: 'Force the apply over conflicts (kubectl --force-conflicts).',
};

const defaultsParam = {
  name: 'defaults',
  in: 'query',
  required: false,
  schema: { type: 'boolean' },
  description:
    'false: skip the API server defaulting after the merge (the raw merge). Default true: the object as the server stores it.',
};

const kubernetesVersionParam = {
  name: 'kubernetesVersion',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: [...BUILTIN_VERSIONS] },
  description: `The cluster's Kubernetes version (a minor such as ${NEWEST_BUILTIN_VERSION}, or a patch such as ${NEWEST_BUILTIN_VERSION}.0): whose built-in schemas type the objects. Default ${NEWEST_BUILTIN_VERSION}, the newest modelled; a version not modelled is a 400 naming those that are (${BUILTIN_VERSIONS.join(', ')}).`,
};

const maxLengthParam = {
  name: 'maxLength',
  in: 'query',
  required: false,
  schema: { type: 'integer', minimum: 1000, maximum: 10000000 },
  description:
    'With Accept: text/markdown, the longest report to return, in UTF-16 code units as GitHub counts (65536 for a comment): the details of the least important objects go first, then long values; a value out of range is a 400.',
};

/** The operation of each route (api/routes.ts names one per route). */
export const operations = {
  apply: {
    summary: 'Server-side apply of one object',
    description:
      'The body is an ApplyRequest, or (YAML) the manifest itself plus optionally the live object. A conflict without force is the 409 Status kube-apiserver returns.',
    parameters: [
      fieldManagerParam,
      forceParam,
      defaultsParam,
      kubernetesVersionParam,
      {
        name: 'view',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['blame'] },
        description: 'blame: the merged object as YAML with the owners of each line (text/plain).',
      },
    ],
    requestBody: body('ApplyRequest'),
    responses: {
      '200': ok('ApplyResponse', 'The merged object and the report', {
        'text/plain': { schema: { type: 'string' } },
      }),
      '409': statusResponse('Conflict: reason Conflict, one FieldManagerConflict cause per field'),
      ...ERRORS,
    },
  },
  create: {
    summary: 'A create (POST semantics), as kube-apiserver runs it with dryRun=All',
    description:
      'The body is defaulted before the field manager (the writer owns the defaults); generateName gets five random characters; 409 AlreadyExists when live is given.',
    parameters: [fieldManagerParam, defaultsParam, kubernetesVersionParam],
    requestBody: body('UpdateRequest'),
    responses: {
      '200': ok('UpdateResponse', 'The object created with its managedFields'),
      '409': statusResponse('AlreadyExists'),
      ...ERRORS,
    },
  },
  update: {
    summary: 'A non-apply write (PUT semantics), as kube-apiserver runs it with dryRun=All',
    description:
      'Reset fields (status on the resource, everything but status on /status) keep their stored values; 404 NotFound when live is absent, unless the kind creates on update; a /scale body is an autoscaling/v1 Scale.',
    parameters: [fieldManagerParam, defaultsParam, kubernetesVersionParam],
    requestBody: body('UpdateRequest'),
    responses: { '200': ok('UpdateResponse', 'The object written with its managedFields'), ...ERRORS },
  },
  preview: {
    summary: 'Preview a batch of applies',
    description:
      'Always 200 when the request itself is valid: an object that cannot be previewed is an item with action "error". Accept: text/markdown gives the rendered report.',
    parameters: [fieldManagerParam, forceParam, defaultsParam, kubernetesVersionParam, maxLengthParam],
    requestBody: body('PreviewRequest'),
    responses: {
      '200': ok('BatchReport', 'The report: one entry per object and a summary', {
        'text/markdown': { schema: { type: 'string' } },
      }),
      ...ERRORS,
    },
  },
  simulate: {
    summary: 'Replay a scenario of applies and updates',
    parameters: [
      {
        ...kubernetesVersionParam,
        description: `The cluster's Kubernetes version for a scenario that names none in its own kubernetesVersion (one that names another minor is a 400: its results are of its version). Without either: ${KUBERNETES_VERSION}, the version the scenarios were recorded at. A version not modelled is a 400 naming those that are.`,
      },
    ],
    requestBody: body('Scenario'),
    responses: { '200': ok('SimulateResponse', 'One result per step'), ...ERRORS },
  },
  version: { summary: 'Versions', responses: { '200': ok('VersionResponse', 'Versions') } },
  healthz: { summary: 'Liveness', security: [], responses: { '200': ok('HealthResponse', 'Up') } },
  openapi: { summary: 'This document', security: [], responses: { '200': { description: 'OpenAPI 3.1' } } },
  index: {
    summary: 'The index of the endpoints (on the Worker, a browser gets the playground page)',
    security: [],
    responses: { '200': { description: 'The name, the docs and every endpoint with one line on it' } },
  },
} satisfies Record<string, JsonSchema>;

/** A route as the document describes it (api/routes.ts holds them all). */
export interface DescribedRoute {
  method: string;
  path: string;
  operation: JsonSchema;
}

/** The document of `routes`: its paths are the routes, nothing else. */
export function openAPIDocument(version: string, routes: readonly DescribedRoute[]): JsonSchema {
  if (cached?.version === version) return cached.doc;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    paths[r.path] ??= {};
    paths[r.path][r.method.toLowerCase()] = r.operation;
  }
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: 'apply-preview',
      version,
      description:
        'Kubernetes Server-Side Apply without a cluster. Stateless: requests carry the live objects; nothing is stored. Every error is a Kubernetes Status with the matching HTTP code.',
    },
    components: {
      schemas: components(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Required on /v1/* only when the server has an API_TOKEN.',
        },
      },
    },
    security: [{}, { bearer: [] }],
    paths,
  };
  cached = { version, doc };
  return doc;
}
