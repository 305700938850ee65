// The request and response shapes of the API, as zod schemas: the handlers
// validate requests with them, the tests check responses with them, and
// /openapi.json is generated from them (api/openapi.ts).
//
// Kubernetes objects are checked as "a JSON object" and passed through as they
// are (same reference): zod never copies them, so keys such as `__proto__` stay
// ordinary keys and large objects cost nothing to validate.

import * as z from 'zod';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import { BUILTIN_VERSIONS, NEWEST_BUILTIN_VERSION } from '../core/schema/builtin/index.ts';
import { SERVER_NOTE_CODES } from '../core/server/index.ts';

/** Components of the OpenAPI document, by name. */
export const registry = z.registry<{ id: string; description?: string }>();

const jsonObject = (description: string) =>
  z
    .custom<JsonObject>((v) => isObject(v), { error: 'must be a JSON object' })
    .meta({
      type: 'object',
      description,
    });

const jsonValue = (description: string) =>
  z.custom<JsonValue>((v) => v !== undefined).meta({ description: `${description} (any JSON value)` });

export const KubeObject = jsonObject(
  'A Kubernetes object (apiVersion, kind, metadata, ...); a live object carries metadata.managedFields.',
);
registry.add(KubeObject, { id: 'KubernetesObject' });

const intentOf = (what: string) =>
  z.union([KubeObject, z.string().meta({ description: `${what} as a YAML (or JSON) document` })], {
    error: 'must be a Kubernetes object or a YAML string',
  });

const Live = KubeObject.nullable().meta({
  description: 'The object as it is now, with metadata.managedFields; null or absent: it does not exist yet.',
});

const fieldManager = z
  .string()
  .meta({ description: 'The field manager (also accepted as the fieldManager query parameter).' });
const force = z.boolean().meta({
  description:
    'Take conflicting fields from their owners (kubectl --force-conflicts; also the force query parameter).',
});
const now = z
  .string()
  .meta({ description: 'RFC 3339 time stamped on new managedFields entries (default: the current time).' });
const defaults = z.boolean().meta({
  description:
    'Default the object as kube-apiserver does before it stores it (true, the default), or return the raw merge (false; also the defaults query parameter).',
});
const fieldValidation = z.enum(['Strict', 'Warn', 'Ignore']).meta({
  description:
    'What the API server does with fields the schema does not declare and keys given twice (the fieldValidation request option; also the fieldValidation query parameter): Strict (the default, as kubectl sends it: a create or update is refused with 400), Warn (dropped, with a warning: a field-warning note and a Warning header), Ignore (dropped silently). An apply refuses undeclared fields whatever the value.',
});
const kubernetesVersion = z.string().meta({
  description: `The cluster's Kubernetes version: ${BUILTIN_VERSIONS.join(', ')}, or a patch such as ${NEWEST_BUILTIN_VERSION}.0 (a minor means its latest patch). Its built-in schemas type the objects (schema source builtin:<minor>). Default ${NEWEST_BUILTIN_VERSION}, the newest modelled; also the kubernetesVersion query parameter. A version not modelled is a 400 naming those that are.`,
});
const applier = z.string().meta({
  description:
    "The tool whose write is previewed: kubectl (client-side), kubectl-server-side, flux, argocd, argocd-server-side, helm3, helm4 (docs/appliers.md). fieldManager and force override the preset's. Absent: the one apply request of fieldManager.",
});
const owner = z.string().meta({
  description:
    'flux, helm3, helm4, argocd, argocd-server-side: the Kustomization, Helm release or Argo CD Application whose owner metadata the tool writes, as "namespace/name" (Argo CD also a bare Application name in the controller\'s namespace; also the owner query parameter). Absent: the one the live object names, else default/default.',
});
const mode = z.enum(['server-side', 'client-side']).meta({
  description:
    'client-side: what `kubectl apply` sends (a three-way strategic merge patch, or a JSON merge patch for custom resources) instead of a server-side apply.',
});
const subresource = z.enum(['status', 'scale']).meta({
  description:
    'Write to the /status or /scale subresource (a /scale body is an autoscaling/v1 Scale and live is the parent). Absent: the resource itself.',
});

export const SchemaSpec = z
  .union(
    [
      z.strictObject({
        openAPIV3Schema: jsonObject(
          "An OpenAPI v3 schema of the object's root, as in a CRD's spec.versions[].schema.openAPIV3Schema.",
        ),
      }),
      z.strictObject({
        crd: jsonObject(
          'A CustomResourceDefinition (apiextensions.k8s.io/v1); its version is picked by apiVersion.',
        ),
      }),
      z.strictObject({
        openapi: jsonObject(
          'An OpenAPI v3 (or v2) document as a cluster serves it at /openapi/v3/apis/<group>/<version>; the definition is picked by x-kubernetes-group-version-kind.',
        ),
      }),
    ],
    { error: 'must be {"openAPIV3Schema": {...}}, {"crd": {...}} or {"openapi": {...}}' },
  )
  .meta({
    description:
      "The schema to merge with. Absent: the built-in type of apiVersion/kind in the request's kubernetesVersion, else the deduced schema (every list atomic); results say which (schemaSource).",
  });
registry.add(SchemaSpec, { id: 'SchemaSpec' });

export const ApplyRequest = z.strictObject({
  live: Live.optional(),
  intent: intentOf('The applied configuration'),
  fieldManager: fieldManager.optional(),
  force: force.optional(),
  schema: SchemaSpec.optional(),
  now: now.optional(),
  defaults: defaults.optional(),
  fieldValidation: fieldValidation.optional(),
  kubernetesVersion: kubernetesVersion.optional(),
  subresource: subresource.optional(),
  applier: applier.optional(),
  owner: owner.optional(),
  mode: mode.optional(),
  previous: KubeObject.nullable().optional().meta({
    description:
      "Helm 3: the previous release's manifest of the object, which its three-way patch deletes from.",
  }),
});
registry.add(ApplyRequest, { id: 'ApplyRequest', description: 'A server-side apply of intent onto live.' });

export const UpdateRequest = z.strictObject({
  live: Live.optional(),
  object: intentOf('The whole object written'),
  fieldManager: fieldManager.optional(),
  schema: SchemaSpec.optional(),
  now: now.optional(),
  defaults: defaults.optional(),
  fieldValidation: fieldValidation.optional(),
  kubernetesVersion: kubernetesVersion.optional(),
  subresource: subresource.optional(),
});
registry.add(UpdateRequest, {
  id: 'UpdateRequest',
  description:
    'A non-apply write: PUT on /v1/update (404 when live is absent, unless the kind creates on update), POST on /v1/create (409 AlreadyExists when live is given). The writer takes the fields it changes; never a field conflict. Without fieldManager, the User-Agent up to its first "/" names the manager, as kube-apiserver does.',
});

export const PreviewItem = z.strictObject({
  live: Live.optional(),
  intent: intentOf('The applied configuration'),
  previous: KubeObject.nullable().optional().meta({
    description:
      "Helm 3: the previous release's manifest of the object, which its three-way patch deletes from.",
  }),
  schema: SchemaSpec.optional(),
  source: z
    .strictObject({
      file: z.string().optional(),
      document: z.int().optional(),
      line: z.int().optional(),
    })
    .optional()
    .meta({ description: 'Where the intent came from; copied into its report.' }),
});
registry.add(PreviewItem, { id: 'PreviewItem' });

const previewEnvelope = {
  fieldManager: fieldManager.optional(),
  force: force.optional(),
  schemas: z.array(SchemaSpec).optional().meta({
    description:
      'CRDs and OpenAPI documents for every item (an item\'s own "schema" comes first); {"openAPIV3Schema"} belongs to one item.',
  }),
  now: now.optional(),
  defaults: defaults.optional(),
  fieldValidation: fieldValidation.optional(),
  kubernetesVersion: kubernetesVersion.optional(),
  applier: applier.optional(),
  owner: owner.optional(),
  mode: mode.optional(),
  sides: z.boolean().optional().meta({
    description:
      'true: the answer also has "sides", per object the object before and after the apply (Secret values masked) and the paths the server defaulted, for a YAML diff with owners per line.',
  }),
};

/** The batch as documented: items are checked one by one (a bad item becomes an error report). */
export const PreviewRequest = z.strictObject({ items: z.array(PreviewItem), ...previewEnvelope });
registry.add(PreviewRequest, {
  id: 'PreviewRequest',
  description:
    'A batch of applies. Also accepted: a multi-document YAML of manifests, where documents with metadata.managedFields (or resourceVersion or uid) are live objects matched to the others by apiVersion group, kind, namespace and name; fieldManager and force are then query parameters.',
});

/** The envelope the preview handler checks; each item is then checked with PreviewItem. */
export const PreviewEnvelope = z.strictObject({ items: z.array(z.unknown()), ...previewEnvelope });

// Scenarios are checked here for their shape and then by the engine's own
// parseScenario (the authority on the format: unknown fields are refused there).
export const ScenarioStep = z.looseObject({
  op: z.enum(['apply', 'create', 'update', 'client-side-apply']),
  applier: z.string().optional(),
  manager: z.string(),
  object: KubeObject,
  force: z.boolean().optional(),
  subresource: subresource.optional(),
  fieldValidation: fieldValidation.optional(),
  comment: z.string().optional(),
});

export const Scenario = z.looseObject({
  schema: jsonObject("An OpenAPI v3 schema of the object's root (a CRD's openAPIV3Schema).")
    .nullable()
    .optional(),
  crds: z
    .array(jsonObject('A CustomResourceDefinition'))
    .nullable()
    .optional()
    .meta({ description: "CustomResourceDefinitions for the scenario's kind (schema source crd:<name>)." }),
  kubernetesVersion: z.string().optional().meta({
    description:
      "The scenario's Kubernetes version: 1.33 to 1.37, or a patch such as 1.36.2 (default: the kubernetesVersion query parameter, else 1.35, the version the scenarios were recorded at; schema source builtin:<minor>).",
  }),
  live: Live.optional(),
  now: now.optional(),
  defaults: defaults.optional(),
  fieldValidation: fieldValidation.optional(),
  seed: z
    .number()
    .optional()
    .meta({ description: 'Seed of the random uid and generated names (default 1).' }),
  steps: z.array(ScenarioStep),
  comment: z.string().optional(),
});
registry.add(Scenario, {
  id: 'Scenario',
  description:
    "The command line's scenario format: steps replayed as a series of API requests, each from the last successful one.",
});

// ---------------------------------------------------------------------------
// Responses

export const Status = z
  .object({
    kind: z.literal('Status'),
    apiVersion: z.literal('v1'),
    metadata: z.object({}),
    status: z.literal('Failure'),
    message: z.string(),
    reason: z.string(),
    details: z
      .object({
        name: z.string().optional(),
        group: z.string().optional(),
        kind: z.string().optional(),
        causes: z
          .array(
            z.object({
              reason: z.string().optional(),
              message: z.string().optional(),
              field: z.string().optional(),
            }),
          )
          .optional(),
      })
      .optional(),
    code: z.int(),
  })
  .meta({ description: 'A Kubernetes Status, as kube-apiserver returns errors.' });
registry.add(Status, { id: 'Status' });

const ManagerRef = z.object({
  manager: z.string(),
  operation: z.enum(['Apply', 'Update']),
  apiVersion: z.string().optional(),
  subresource: z.string().optional(),
});
registry.add(ManagerRef, { id: 'ManagerRef' });

const masked = z.literal(true).optional();

export const ObjectReport = z.object({
  ref: z.object({
    apiVersion: z.string(),
    kind: z.string(),
    namespace: z.string().optional(),
    name: z.string(),
  }),
  schemaSource: z.string(),
  kubernetesVersion: z
    .string()
    .optional()
    .meta({ description: 'The Kubernetes version the object was previewed on ("1.37.0").' }),
  action: z.enum(['create', 'update', 'unchanged', 'conflict', 'invalid', 'error', 'delete', 'orphan']),
  fieldManager: z.string(),
  force: z.boolean(),
  changes: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['added', 'modified', 'removed']),
      before: jsonValue('The value before').optional(),
      after: jsonValue('The value after').optional(),
      masked,
    }),
  ),
  ownership: z.array(z.object({ path: z.string(), before: z.array(ManagerRef), after: z.array(ManagerRef) })),
  managers: z.array(
    ManagerRef.extend({
      fieldsBefore: z.int(),
      fieldsAfter: z.int(),
      gained: z.int(),
      lost: z.int(),
    }),
  ),
  conflicts: z.array(
    z.object({
      path: z.string(),
      owners: z.array(ManagerRef),
      liveValue: jsonValue('The live value').optional(),
      appliedValue: jsonValue('The applied value').optional(),
      masked,
      resolutions: z.object({ force: z.string(), drop: z.string(), coOwn: z.string() }),
    }),
  ),
  retained: z.array(z.object({ path: z.string(), owners: z.array(ManagerRef) })),
  pruned: z.array(z.object({ path: z.string(), before: jsonValue('The removed value').optional(), masked })),
  notes: z.array(z.object({ code: z.string(), message: z.string(), path: z.string().optional() })),
  object: KubeObject.optional(),
  error: z.object({ message: z.string(), code: z.int(), reason: z.string() }).optional(),
  status: jsonObject(
    'On invalid: the Status the API server answers (422 Invalid or 400 BadRequest), word for word.',
  ).optional(),
  causes: z
    .array(
      z.object({
        path: z.string().optional(),
        reason: z.string().optional(),
        message: z.string(),
        line: z.int().optional(),
      }),
    )
    .optional()
    .meta({ description: 'On invalid: one entry per field the refusal names.' }),
  source: z
    .object({ file: z.string().optional(), document: z.int().optional(), line: z.int().optional() })
    .optional(),
  rollout: z
    .object({
      rolls: z.boolean(),
      how: z.enum([
        'rolling-update',
        'recreate',
        'partitioned',
        'paused',
        'on-delete',
        'scaled-to-zero',
        'new-pods-only',
        'next-jobs',
      ]),
      message: z.string(),
      images: z.array(
        z.object({
          container: z.string(),
          init: z.literal(true).optional(),
          before: z.string().optional(),
          after: z.string().optional(),
        }),
      ),
    })
    .optional()
    .meta({
      description:
        "On update of a workload whose pod template changes: whether its controller rolls the pods, and the containers' image changes.",
    }),
});
registry.add(ObjectReport, {
  id: 'ObjectReport',
  description:
    'What an apply does to one object: action, changed fields, ownership before and after, conflicts with their resolutions, pruned fields, notes. Secret values are masked.',
});

export const BatchReport = z.object({
  summary: z.object({
    objects: z.int(),
    create: z.int(),
    update: z.int(),
    unchanged: z.int(),
    conflict: z.int(),
    invalid: z.int(),
    error: z.int(),
    delete: z.int(),
    orphan: z.int(),
    conflicts: z.int(),
    managersAffected: z.array(z.string()),
    conflictsWith: z.array(z.string()),
  }),
  objects: z.array(ObjectReport),
});
registry.add(BatchReport, { id: 'BatchReport' });

export const ApplyResponse = z.object({ object: KubeObject, result: ObjectReport });
registry.add(ApplyResponse, {
  id: 'ApplyResponse',
  description: 'The merged object with its managedFields, and the preview report of the apply.',
});

export const ServerNote = z.object({
  code: z.enum(SERVER_NOTE_CODES),
  path: z.string().optional(),
  message: z.string(),
});

export const UpdateResponse = z.object({
  object: KubeObject,
  changed: z.boolean().meta({ description: 'Whether the object or its managedFields changed.' }),
  scale: KubeObject.optional().meta({
    description: 'For /scale: the autoscaling/v1 Scale the server answers.',
  }),
  notes: z.array(ServerNote).optional().meta({
    description: 'What the server did beside the write: fields it ignored or reset, a generated name.',
  }),
});
registry.add(UpdateResponse, { id: 'UpdateResponse' });

const ConflictInfo = z.object({
  manager: z.string(),
  operation: z.enum(['Apply', 'Update']),
  apiVersion: z.string().optional(),
  subresource: z.string().optional(),
  path: z.string(),
});

export const SimulateResponse = z.object({
  schemaSource: z.string(),
  kubernetesVersion: z.string().meta({ description: 'The Kubernetes version the steps ran on ("1.36.3").' }),
  steps: z.array(
    z.union([
      z.object({ ok: z.literal(true), object: KubeObject }),
      z.object({ ok: z.literal(false), status: Status, conflicts: z.array(ConflictInfo) }),
    ]),
  ),
});
registry.add(SimulateResponse, { id: 'SimulateResponse' });

export const VersionResponse = z.object({
  engine: z.string().meta({ description: 'The version of apply-preview.' }),
  kubernetes: z.string().meta({
    description: 'The Kubernetes version a request that names none is previewed at: the newest modelled.',
  }),
  kubernetesVersions: z
    .array(z.string())
    .meta({ description: 'The Kubernetes minors modelled (each up to its newest modelled patch).' }),
  api: z.literal('v1'),
});
registry.add(VersionResponse, { id: 'VersionResponse' });

export const HealthResponse = z.object({ status: z.literal('ok') });
registry.add(HealthResponse, { id: 'HealthResponse' });

// ---------------------------------------------------------------------------

/** A zod error as one line naming each problem's path (`items[2].intent: ...`) under `prefix`. */
export function issuesText(error: z.ZodError, prefix = ''): string {
  const parts: string[] = [];
  for (const issue of error.issues.slice(0, 5)) {
    let path = prefix;
    for (const p of issue.path) path += typeof p === 'number' ? `[${p}]` : `${path ? '.' : ''}${String(p)}`;
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) parts.push(`${path ? `${path}.` : ''}${k}: unknown field`);
    } else parts.push(path ? `${path}: ${issue.message}` : issue.message);
  }
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more`);
  return parts.join('; ');
}
