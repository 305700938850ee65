// Whether an update rolls a workload's pods, and which images change: one walk
// over the pod template before and after (containers paired by name), then the
// controller's rules for a changed template, read from the object after the write.
//
// What each controller does with a changed template (kubernetes/kubernetes, pkg/controller):
// - Deployment (deployment/deployment_controller.go, sync.go): a new ReplicaSet and a
//   rollout by spec.strategy (RollingUpdate or Recreate); while spec.paused the
//   controller only scales, so the rollout waits until the Deployment is resumed.
// - StatefulSet (statefulset/stateful_set_control.go): OnDelete replaces no pod;
//   RollingUpdate replaces the pods from the last down to rollingUpdate.partition,
//   so a partition at or above spec.replicas replaces none.
// - DaemonSet (daemon/update.go): RollingUpdate replaces pods, OnDelete none.
// - ReplicaSet (replicaset/replica_set.go): never replaces running pods; only the
//   pods it creates from now on use the new template.
// - Job: running pods keep their template (and the API server allows a template
//   change only on a suspended Job); CronJob: the Jobs it starts from now on use it.

import { stringifyJson } from '../json.ts';
import { deepEqual, isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import type { ImageChange, Rollout } from './types.ts';

/** The path of the pod template by kind, for the groups whose workloads the controllers roll. */
const TEMPLATE_PATH: Readonly<Record<string, readonly string[]>> = {
  'apps/Deployment': ['spec', 'template'],
  'apps/StatefulSet': ['spec', 'template'],
  'apps/DaemonSet': ['spec', 'template'],
  'apps/ReplicaSet': ['spec', 'template'],
  'batch/Job': ['spec', 'template'],
  'batch/CronJob': ['spec', 'jobTemplate', 'spec', 'template'],
};

/** The container lists of a pod spec whose images the summary reports (ephemeral containers are not allowed in a template). */
const CONTAINER_LISTS = [
  ['initContainers', true],
  ['containers', false],
] as const;

function group(apiVersion: JsonValue | undefined): string {
  if (typeof apiVersion !== 'string') return '';
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

function at(obj: JsonObject, path: readonly string[]): JsonValue | undefined {
  let v: JsonValue | undefined = obj;
  for (const k of path) {
    if (!isObject(v)) return undefined;
    v = ownValue(v, k);
  }
  return v;
}

/** The template's path when the object is a workload whose pod template a controller uses, else null. */
function podTemplatePath(obj: JsonObject): readonly string[] | null {
  const kind = ownValue(obj, 'kind');
  if (typeof kind !== 'string') return null;
  return TEMPLATE_PATH[`${group(ownValue(obj, 'apiVersion'))}/${kind}`] ?? null;
}

function imageText(v: JsonValue | undefined): string | undefined {
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : stringifyJson(v);
}

function containerName(c: JsonValue): string | null {
  if (!isObject(c)) return null;
  const n = ownValue(c, 'name');
  return typeof n === 'string' ? n : null;
}

/**
 * Compares two container lists (paired by name, as the schema keys them) and
 * records their image changes; true when anything in them differs.
 */
function compareContainers(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  init: boolean,
  images: ImageChange[],
): boolean {
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  let differs =
    Array.isArray(before) && Array.isArray(after) ? b.length !== a.length : !deepEqual(before, after);
  const old = new Map<string, JsonValue>();
  for (const c of b) {
    const n = containerName(c);
    if (n !== null && !old.has(n)) old.set(n, c);
  }
  const seen = new Set<string>();
  for (const [i, c] of a.entries()) {
    const n = containerName(c);
    if (n === null || seen.has(n)) {
      // Unnamed or repeated (the API server refuses such a template): compared by position.
      if (!deepEqual(b[i], c)) differs = true;
      continue;
    }
    seen.add(n);
    const was = old.get(n);
    if (was === undefined) {
      differs = true;
      const img = imageText(isObject(c) ? ownValue(c, 'image') : undefined);
      images.push(imageChange(n, init, undefined, img));
      continue;
    }
    // The order of a keyed list is part of the object too.
    if (b[i] !== was) differs = true;
    const before = imageText(isObject(was) ? ownValue(was, 'image') : undefined);
    const after = imageText(isObject(c) ? ownValue(c, 'image') : undefined);
    if (before !== after) images.push(imageChange(n, init, before, after));
    if (!deepEqual(was, c)) differs = true;
  }
  for (const [n, was] of old) {
    if (seen.has(n)) continue;
    differs = true;
    images.push(
      imageChange(n, init, imageText(isObject(was) ? ownValue(was, 'image') : undefined), undefined),
    );
  }
  return differs;
}

function imageChange(container: string, init: boolean, before?: string, after?: string): ImageChange {
  const c: ImageChange = { container };
  if (init) c.init = true;
  if (before !== undefined) c.before = before;
  if (after !== undefined) c.after = after;
  return c;
}

/** Whether two pod templates differ, with the image changes of their containers, in one walk. */
export function templateChanges(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
): { changed: boolean; images: ImageChange[] } {
  const images: ImageChange[] = [];
  if (!isObject(before) || !isObject(after)) return { changed: !deepEqual(before, after), images };
  let changed = false;
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = ownValue(before, k);
    const a = ownValue(after, k);
    if (k !== 'spec' || !isObject(b) || !isObject(a)) {
      if (!deepEqual(b, a)) changed = true;
      continue;
    }
    // Init containers first, as a pod starts them.
    for (const [name, init] of CONTAINER_LISTS) {
      if (compareContainers(ownValue(b, name), ownValue(a, name), init, images)) changed = true;
    }
    for (const s of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (s === 'containers' || s === 'initContainers') continue;
      if (!deepEqual(ownValue(b, s), ownValue(a, s))) changed = true;
    }
  }
  return { changed, images };
}

function num(v: JsonValue | undefined, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}

/** What the controller of `kind` does with a changed template, read from the object after the write. */
function howItRolls(kind: string, after: JsonObject): Omit<Rollout, 'images'> {
  const spec = ownValue(after, 'spec');
  const s = isObject(spec) ? spec : {};
  const replicas = num(ownValue(s, 'replicas'), 1);
  switch (kind) {
    case 'Deployment': {
      if (ownValue(s, 'paused') === true) {
        return {
          rolls: false,
          how: 'paused',
          message: 'the Deployment is paused: its pods roll when it is resumed (spec.paused: false)',
        };
      }
      if (replicas === 0) return zero();
      const recreate = str(at(after, ['spec', 'strategy', 'type'])) === 'Recreate';
      return recreate
        ? {
            rolls: true,
            how: 'recreate',
            message: 'rolls its pods: all stopped, then started anew (strategy Recreate)',
          }
        : { rolls: true, how: 'rolling-update', message: 'rolls its pods (rolling update)' };
    }
    case 'StatefulSet':
    case 'DaemonSet': {
      const strategy = ownValue(s, 'updateStrategy');
      if (isObject(strategy) && str(ownValue(strategy, 'type')) === 'OnDelete') {
        return {
          rolls: false,
          how: 'on-delete',
          message: 'updateStrategy OnDelete: each pod takes the new template only when it is deleted',
        };
      }
      if (kind === 'DaemonSet')
        return { rolls: true, how: 'rolling-update', message: 'rolls its pods (rolling update)' };
      if (replicas === 0) return zero();
      const partition = num(at(after, ['spec', 'updateStrategy', 'rollingUpdate', 'partition']), 0);
      if (partition <= 0)
        return { rolls: true, how: 'rolling-update', message: 'rolls its pods (rolling update)' };
      const rolled = Math.max(0, replicas - partition);
      return rolled === 0
        ? {
            rolls: false,
            how: 'partitioned',
            message: `no pod rolls: the partition (${partition}) is not below the replicas (${replicas})`,
          }
        : {
            rolls: true,
            how: 'partitioned',
            message: `rolls ${rolled} of its ${replicas} pods, from the last down to ordinal ${partition} (partition ${partition})`,
          };
    }
    case 'CronJob':
      return {
        rolls: false,
        how: 'next-jobs',
        message:
          'no pod rolls: the Jobs it starts from now on use the new template, running Jobs keep theirs',
      };
    default:
      // ReplicaSet, Job.
      return {
        rolls: false,
        how: 'new-pods-only',
        message:
          'no pod rolls: running pods keep their template, only pods created from now on use the new one',
      };
  }
}

function zero(): Omit<Rollout, 'images'> {
  return { rolls: false, how: 'scaled-to-zero', message: 'no pod rolls: it runs no pods (replicas: 0)' };
}

/**
 * The rollout of an update: null unless the object is a workload whose pod
 * template differs between `before` (the live object) and `after` (the object written).
 */
export function rolloutOf(before: JsonObject | null, after: JsonObject): Rollout | null {
  if (before === null) return null;
  const path = podTemplatePath(after);
  if (path === null) return null;
  const t = templateChanges(at(before, path), at(after, path));
  if (!t.changed) return null;
  return { ...howItRolls(str(ownValue(after, 'kind')), after), images: t.images };
}
