// Writes to /scale. The body is an autoscaling/v1 Scale; the server copies its
// spec.replicas into the parent (pkg/registry/apps/deployment/storage/storage.go
// scaleUpdatedObjectInfo; customresource's scale storage for CRDs with
// specReplicasPath) and records ownership on the parent the way
// staging/src/k8s.io/apimachinery/pkg/util/managedfields/scalehandler.go (ScaleHandler)
// maps it: the writer owns the parent's replicas field, at the parent's API version,
// with subresource "scale". Running the field manager on the parent with the
// replicas field alone gives the same sets: the Scale's other fields map to nothing.

import { apply, update } from '../managed/fieldmanager.ts';
import { badRequest, status } from '../managed/status.ts';
import { getOwn, isInteger, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { conflict, invalid, notFound, OPTIMISTIC_LOCK } from './errors.ts';
import { failWith, type Target, userAgentManager, WriteFailure } from './failure.ts';
import { getAt, withAt } from './paths.ts';
import { metaString, prepareForUpdate } from './prepare.ts';
import type { ServerNote, WriteRequest } from './types.ts';

function selectorString(sel: JsonValue | undefined): string | undefined {
  if (typeof sel === 'string') return sel;
  if (!isObject(sel)) return undefined;
  const parts: string[] = [];
  const labels = isObject(sel.matchLabels) ? sel.matchLabels : {};
  for (const k of Object.keys(labels).sort()) parts.push(`${k}=${String(labels[k])}`);
  const exprs = Array.isArray(sel.matchExpressions) ? sel.matchExpressions : [];
  for (const e of exprs) {
    if (!isObject(e)) continue;
    const values = Array.isArray(e.values) ? e.values.map(String).sort() : [];
    const key = String(e.key ?? '');
    if (e.operator === 'In') parts.push(`${key} in (${values.join(',')})`);
    else if (e.operator === 'NotIn') parts.push(`${key} notin (${values.join(',')})`);
    else if (e.operator === 'Exists') parts.push(key);
    else if (e.operator === 'DoesNotExist') parts.push(`!${key}`);
  }
  return parts.join(',');
}

/** The Scale the server answers for a parent object. */
export function scaleOf(parent: JsonObject, t: Target): JsonObject {
  const specPath = t.info.specReplicasPath ?? ['spec', 'replicas'];
  const statusPath = t.info.statusReplicasPath ?? ['status', 'replicas'];
  const meta: JsonObject = { name: metaString(parent, 'name') };
  for (const k of ['namespace', 'uid', 'resourceVersion', 'creationTimestamp']) {
    const v = metaString(parent, k);
    if (v) meta[k] = v;
  }
  const replicas = getAt(parent, specPath);
  const st: JsonObject = {};
  const sr = getAt(parent, statusPath);
  st.replicas = isInteger(sr) ? sr! : 0;
  const selector = t.info.labelSelectorPath
    ? getAt(parent, t.info.labelSelectorPath)
    : selectorString(getAt(parent, ['spec', 'selector']));
  if (typeof selector === 'string' && selector !== '') st.selector = selector;
  const spec: JsonObject = {};
  if (isInteger(replicas) && replicas !== 0) spec.replicas = replicas!;
  return { kind: 'Scale', apiVersion: 'autoscaling/v1', metadata: meta, spec, status: st };
}

export function scaleWrite(
  req: WriteRequest,
  body: JsonObject,
  t: Target,
  notes: ServerNote[],
): { object: JsonObject; undefaulted: JsonObject; scale: JsonObject } {
  const live = req.live;
  const bodyName = metaString(body, 'name');
  if (req.verb === 'create')
    failWith(
      status(405, 'MethodNotAllowed', 'the server does not allow this method on the requested resource', {}),
    );
  if (live === null) failWith(notFound(t.info, bodyName));
  const name = metaString(live, 'name');
  if (body.apiVersion !== 'autoscaling/v1' || body.kind !== 'Scale') {
    failWith(
      badRequest(
        `the body of a write to /scale must be an autoscaling/v1 Scale, got ${JSON.stringify(body.apiVersion ?? '')} ${JSON.stringify(body.kind ?? '')}`,
      ),
    );
  }
  if (bodyName !== '' && bodyName !== name)
    failWith(badRequest(`the name of the object (${bodyName}) does not match the name on the URL (${name})`));
  const spec = getOwn(body, 'spec');
  const given = isObject(spec) ? getOwn(spec, 'replicas') : undefined;
  if (given !== undefined && (!isInteger(given) || (given as number) < 0)) {
    failWith(
      invalid(
        'autoscaling',
        'Scale',
        name,
        'spec.replicas',
        'FieldValueInvalid',
        `Invalid value: ${JSON.stringify(given)}: must be greater than or equal to 0`,
      ),
    );
  }
  const rv = metaString(body, 'resourceVersion');
  if (rv !== '' && rv !== metaString(live, 'resourceVersion'))
    failWith(conflict(t.info, name, OPTIMISTIC_LOCK));
  if (isObject(getOwn(body, 'status')))
    notes.push({ code: 'scale-ignored', path: '.status', message: "the server ignores a Scale's status" });
  const path = t.info.specReplicasPath ?? ['spec', 'replicas'];
  const manager = req.verb === 'apply' ? req.manager : req.manager || userAgentManager(req.userAgent);
  const opts = { manager, now: t.now, schema: t.type, subresource: 'scale', force: req.force };
  let object: JsonObject;
  if (req.verb === 'apply') {
    const meta: JsonObject = { name };
    const ns = metaString(live, 'namespace');
    if (ns) meta.namespace = ns;
    let config: JsonObject = { apiVersion: live.apiVersion ?? null, kind: live.kind ?? null, metadata: meta };
    if (given !== undefined) config = withAt(config, path, given);
    const r = apply(live, config, opts);
    if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
    object = r.object;
  } else {
    // A Scale's spec.replicas left out is 0 (the field is an int32 with omitempty).
    const next = withAt(live, path, given ?? 0);
    const r = update(live, next, opts);
    if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
    object = r.object;
  }
  object = prepareForUpdate(
    object,
    live,
    t.strategy,
    'scale',
    t.encode,
    t.now,
    undefined,
    !t.info.namespaced,
    t.root,
  );
  return { object, undefaulted: object, scale: scaleOf(object, t) };
}
