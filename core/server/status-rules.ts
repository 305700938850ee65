// What some kinds' status strategies do to a write to /status besides keeping
// everything but status (kubernetes pkg/registry/<group>/<kind>/strategy.go,
// Kubernetes 1.35):
// - Pod (core/pod/strategy.go podStatusStrategy.PrepareForUpdate): an empty
//   qosClass takes the stored one back (it is set once, on create); an
//   observedGeneration left out or 0, of the status or of a condition, keeps the
//   stored one (preserveOldObservedGeneration: conditions matched by type, in order);
// - PersistentVolume (core/persistentvolume/strategy.go): lastPhaseTransitionTime
//   keeps the stored one while the phase stays, and becomes the write's time when
//   the phase changes and the write did not set a new one.

import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { getAt, withAt } from './paths.ts';

export type StatusRule = 'pod' | 'persistentvolume';

function unset(v: JsonValue | undefined): boolean {
  return v === undefined || v === null || v === 0 || v === '';
}

function podStatus(obj: JsonObject, live: JsonObject): JsonObject {
  let out = obj;
  const oldQos = getAt(live, ['status', 'qosClass']);
  if (unset(getAt(out, ['status', 'qosClass'])) && !unset(oldQos))
    out = withAt(out, ['status', 'qosClass'], oldQos);
  const oldGen = getAt(live, ['status', 'observedGeneration']);
  if (unset(getAt(out, ['status', 'observedGeneration'])) && !unset(oldGen))
    out = withAt(out, ['status', 'observedGeneration'], oldGen);
  const conditions = getAt(out, ['status', 'conditions']);
  const oldConditions = getAt(live, ['status', 'conditions']);
  if (!Array.isArray(conditions) || !Array.isArray(oldConditions)) return out;
  const byType = new Map<JsonValue, JsonValue[]>();
  for (const c of oldConditions) {
    if (!isObject(c)) continue;
    const type = getOwn(c, 'type') ?? null;
    const list = byType.get(type) ?? [];
    list.push(getOwn(c, 'observedGeneration') ?? 0);
    byType.set(type, list);
  }
  let changed = false;
  const next = conditions.map((c) => {
    if (!isObject(c)) return c;
    const old = byType.get(getOwn(c, 'type') ?? null)?.shift();
    if (!unset(getOwn(c, 'observedGeneration')) || old === undefined || unset(old)) return c;
    changed = true;
    return withAt(c, ['observedGeneration'], old);
  });
  return changed ? withAt(out, ['status', 'conditions'], next) : out;
}

function persistentVolumeStatus(obj: JsonObject, live: JsonObject, now: string): JsonObject {
  const phase = getAt(obj, ['status', 'phase']) ?? '';
  const oldPhase = getAt(live, ['status', 'phase']) ?? '';
  const time = getAt(obj, ['status', 'lastPhaseTransitionTime']);
  const oldTime = getAt(live, ['status', 'lastPhaseTransitionTime']);
  if (phase === oldPhase) {
    return unset(time) && oldTime !== undefined
      ? withAt(obj, ['status', 'lastPhaseTransitionTime'], oldTime)
      : obj;
  }
  return unset(time) || time === oldTime ? withAt(obj, ['status', 'lastPhaseTransitionTime'], now) : obj;
}

/** `obj`, a write to /status of `live`, as the kind's status strategy leaves it. */
export function applyStatusRule(
  rule: StatusRule,
  obj: JsonObject,
  live: JsonObject,
  now: string,
): JsonObject {
  return rule === 'pod' ? podStatus(obj, live) : persistentVolumeStatus(obj, live, now);
}
