// Fields a kind's strategy drops while their feature gate is off, unless the stored
// object already uses them (the dropDisabledFields pattern of each registry's
// strategy.go), with the gate defaults of the version previewed (core/versions.ts).

import type { JsonObject } from '../value.ts';
import type { KubernetesVersion } from '../versions.ts';
import { getAt, pathString, withAt } from './paths.ts';
import type { ResourceInfo } from './resources.ts';
import type { ServerNote } from './types.ts';

const MAX_UNAVAILABLE = ['spec', 'updateStrategy', 'rollingUpdate', 'maxUnavailable'] as const;

/**
 * kubernetes pkg/registry/apps/statefulset/strategy.go dropStatefulSetDisabledFields,
 * called by PrepareForCreate (no old object) and PrepareForUpdate: without
 * MaxUnavailableStatefulSet, rollingUpdate.maxUnavailable goes unless the stored
 * StatefulSet has one (maxUnavailableInUse).
 */
export function dropDisabledFields(
  obj: JsonObject,
  live: JsonObject | null,
  info: ResourceInfo,
  version: KubernetesVersion,
  notes: ServerNote[],
): JsonObject {
  if (info.group !== 'apps' || info.kind !== 'StatefulSet' || version.gates.MaxUnavailableStatefulSet)
    return obj;
  if (getAt(obj, MAX_UNAVAILABLE) === undefined) return obj;
  if (live !== null && getAt(live, MAX_UNAVAILABLE) !== undefined) return obj;
  const path = pathString(MAX_UNAVAILABLE);
  notes.push({
    code: 'gate-disabled',
    path,
    message: `the MaxUnavailableStatefulSet feature gate is off by default in Kubernetes ${version.version}: the server drops ${path}, which the stored StatefulSet does not use`,
  });
  return withAt(obj, MAX_UNAVAILABLE, undefined);
}
