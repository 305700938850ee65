// HorizontalPodAutoscaler between autoscaling/v1 and autoscaling/v2, as the API
// server converts it through its internal type (kubernetes pkg/apis/autoscaling/v1/conversion.go,
// Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler and back;
// pkg/apis/autoscaling/v2/conversion.go; pkg/apis/autoscaling/annotations.go).
// v1 keeps what it has no field for in annotations: the metrics other than a CPU
// utilization target, the behavior (the internal type's JSON, Go field names),
// the current metrics and the conditions. Converting to either version drops
// those annotations first (DropRoundTripHorizontalPodAutoscalerAnnotations).

import { goJson } from '../fieldpath/gofmt.ts';
import { isObject, type JsonObject, type JsonValue } from '../value.ts';
import { metricSpecFromV1, metricSpecToV1, metricStatusFromV1, metricStatusToV1 } from './hpa-metrics.ts';

export const HPA_V1 = 'autoscaling/v1';
export const HPA_V2 = 'autoscaling/v2';

/** autoscaling.MetricSpecsAnnotation and the others of pkg/apis/autoscaling/annotations.go. */
export const METRICS_ANNOTATION = 'autoscaling.alpha.kubernetes.io/metrics';
export const CURRENT_METRICS_ANNOTATION = 'autoscaling.alpha.kubernetes.io/current-metrics';
export const CONDITIONS_ANNOTATION = 'autoscaling.alpha.kubernetes.io/conditions';
export const BEHAVIOR_ANNOTATION = 'autoscaling.alpha.kubernetes.io/behavior';
const ROUND_TRIP = [
  METRICS_ANNOTATION,
  BEHAVIOR_ANNOTATION,
  CURRENT_METRICS_ANNOTATION,
  CONDITIONS_ANNOTATION,
];

/** autoscaling.DefaultCPUUtilization: the CPU target a v1 object without one stands for. */
const DEFAULT_CPU_UTILIZATION = 80;

function obj(v: JsonValue | undefined): JsonObject {
  return isObject(v) ? v : {};
}

function list(v: JsonValue | undefined): JsonObject[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}

function present(v: JsonValue | undefined): v is JsonValue {
  return v !== undefined && v !== null;
}

/** Struct order as encoding/json writes it: the order the fields were set in. */
function structJson(v: JsonValue): string {
  return goJson(v, (o) => Object.keys(o), true);
}

/** The same object with `fields` of `from` copied, in that order, when present. */
function pick(from: JsonObject, fields: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const f of fields) if (Object.hasOwn(from, f) && present(from[f])) out[f] = from[f];
  return out;
}

/** The metadata with the round-trip annotations dropped and `add` set. */
function withAnnotations(meta: JsonValue | undefined, add: [string, string][]): JsonValue | undefined {
  if (!isObject(meta)) return add.length === 0 ? meta : { annotations: Object.fromEntries(add) };
  const had = isObject(meta.annotations) ? meta.annotations : null;
  if (had === null && add.length === 0) return meta;
  const annotations: JsonObject = {};
  if (had !== null) for (const k of Object.keys(had)) if (!ROUND_TRIP.includes(k)) annotations[k] = had[k];
  for (const [k, v] of add) annotations[k] = v;
  const out: JsonObject = { ...meta };
  if (Object.keys(annotations).length === 0) delete out.annotations;
  else out.annotations = annotations;
  return out;
}

function isCpuUtilization(m: JsonObject): boolean {
  const r = obj(m.resource);
  return (
    m.type === 'Resource' &&
    isObject(m.resource) &&
    r.name === 'cpu' &&
    present(obj(r.target).averageUtilization)
  );
}

/** The v2 behavior as the internal type marshals (no json tags: Go field names, nil as null). */
function internalBehavior(b: JsonObject): JsonObject {
  const rules = (v: JsonValue | undefined): JsonValue => {
    if (!isObject(v)) return null;
    return {
      StabilizationWindowSeconds: v.stabilizationWindowSeconds ?? null,
      SelectPolicy: v.selectPolicy ?? null,
      Policies: Array.isArray(v.policies)
        ? list(v.policies).map((p) => ({
            Type: p.type ?? '',
            Value: p.value ?? 0,
            PeriodSeconds: p.periodSeconds ?? 0,
          }))
        : null,
      Tolerance: v.tolerance ?? null,
    };
  };
  return { ScaleUp: rules(b.scaleUp), ScaleDown: rules(b.scaleDown) };
}

/** encoding/json's case-insensitive field match. */
function field(o: JsonObject, name: string): JsonValue | undefined {
  if (Object.hasOwn(o, name)) return o[name];
  const lower = name.toLowerCase();
  for (const k of Object.keys(o)) if (k.toLowerCase() === lower) return o[k];
  return undefined;
}

/** The behavior annotation read back into v2's form; undefined when it does not parse or is empty. */
function behaviorFromAnnotation(text: string): JsonObject | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  const rules = (v: JsonValue | undefined): JsonObject | undefined => {
    if (!isObject(v)) return undefined;
    const policies = field(v, 'Policies');
    return pick(
      {
        stabilizationWindowSeconds: field(v, 'StabilizationWindowSeconds') ?? null,
        selectPolicy: field(v, 'SelectPolicy') ?? null,
        policies: Array.isArray(policies)
          ? list(policies).map((p) => ({
              type: field(p, 'Type') ?? '',
              value: field(p, 'Value') ?? 0,
              periodSeconds: field(p, 'PeriodSeconds') ?? 0,
            }))
          : null,
        tolerance: field(v, 'Tolerance') ?? null,
      },
      ['stabilizationWindowSeconds', 'selectPolicy', 'policies', 'tolerance'],
    );
  };
  const up = rules(field(parsed, 'ScaleUp'));
  const down = rules(field(parsed, 'ScaleDown'));
  if (up === undefined && down === undefined) return undefined;
  const out: JsonObject = {};
  if (up !== undefined) out.scaleUp = up;
  if (down !== undefined) out.scaleDown = down;
  return out;
}

/** A JSON list annotation; undefined when it does not parse (the conversion ignores it then). */
function listAnnotation(annotations: JsonObject, key: string): JsonObject[] | undefined {
  const text = annotations[key];
  if (typeof text !== 'string') return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v === null ? [] : Array.isArray(v) ? v.filter(isObject) : undefined;
  } catch {
    return undefined;
  }
}

const CONDITION_FIELDS = ['type', 'status', 'lastTransitionTime', 'reason', 'message'] as const;

/** An autoscaling/v2 HorizontalPodAutoscaler as autoscaling/v1 serves it. */
export function hpaToV1(o: JsonObject): JsonObject {
  const spec = obj(o.spec);
  const status = obj(o.status);
  const metrics = list(spec.metrics);
  const other = metrics.filter((m) => !isCpuUtilization(m)).map(metricSpecToV1);
  const currentMetrics = list(status.currentMetrics);
  const conditions = list(status.conditions);
  const add: [string, string][] = [];
  if (other.length > 0) add.push([METRICS_ANNOTATION, structJson(other)]);
  if (currentMetrics.length > 0)
    add.push([CURRENT_METRICS_ANNOTATION, structJson(currentMetrics.map(metricStatusToV1))]);
  if (isObject(spec.behavior)) add.push([BEHAVIOR_ANNOTATION, structJson(internalBehavior(spec.behavior))]);
  if (conditions.length > 0) {
    const v1 = conditions.map((c) => ({
      ...pick(c, CONDITION_FIELDS),
      lastTransitionTime: c.lastTransitionTime ?? null,
    }));
    add.push([CONDITIONS_ANNOTATION, structJson(v1)]);
  }
  const out: JsonObject = { ...o, apiVersion: HPA_V1 };
  const meta = withAnnotations(o.metadata, add);
  if (meta !== undefined) out.metadata = meta;
  if (isObject(o.spec)) {
    const s = pick(spec, ['scaleTargetRef', 'minReplicas', 'maxReplicas']);
    const cpu = metrics.find(isCpuUtilization);
    if (cpu !== undefined)
      s.targetCPUUtilizationPercentage = obj(obj(cpu.resource).target).averageUtilization ?? null;
    out.spec = s;
  }
  if (isObject(o.status)) {
    const s = pick(status, ['observedGeneration', 'lastScaleTime', 'currentReplicas', 'desiredReplicas']);
    // The last CPU resource metric with a utilization wins (the loop does not stop at the first).
    for (const m of currentMetrics) {
      const r = obj(m.resource);
      if (m.type === 'Resource' && r.name === 'cpu' && present(obj(r.current).averageUtilization))
        s.currentCPUUtilizationPercentage = obj(r.current).averageUtilization ?? null;
    }
    out.status = s;
  }
  return out;
}

function cpuMetric(utilization: JsonValue): JsonObject {
  return {
    type: 'Resource',
    resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: utilization } },
  };
}

/** An autoscaling/v1 HorizontalPodAutoscaler as autoscaling/v2 serves it. */
export function hpaToV2(o: JsonObject): JsonObject {
  const annotations = obj(obj(o.metadata).annotations);
  const spec = obj(o.spec);
  const status = obj(o.status);
  const out: JsonObject = { ...o, apiVersion: HPA_V2 };
  const meta = withAnnotations(o.metadata, []);
  if (meta !== undefined) out.metadata = meta;
  if (isObject(o.spec) || isObject(o.status)) {
    const s = pick(spec, ['scaleTargetRef', 'minReplicas', 'maxReplicas']);
    const cpu = present(spec.targetCPUUtilizationPercentage)
      ? [cpuMetric(spec.targetCPUUtilizationPercentage)]
      : [];
    const other = listAnnotation(annotations, METRICS_ANNOTATION);
    const metrics = other === undefined ? cpu : [...other.map(metricSpecFromV1), ...cpu];
    // v1's implicit default, made explicit: a CPU target of 80%.
    s.metrics = metrics.length > 0 ? metrics : [cpuMetric(DEFAULT_CPU_UTILIZATION)];
    const behaviorText = annotations[BEHAVIOR_ANNOTATION];
    const behavior = typeof behaviorText === 'string' ? behaviorFromAnnotation(behaviorText) : undefined;
    if (behavior !== undefined) s.behavior = behavior;
    out.spec = s;
  }
  if (isObject(o.status)) {
    const s = pick(status, ['observedGeneration', 'lastScaleTime', 'currentReplicas', 'desiredReplicas']);
    const fromAnnotation = listAnnotation(annotations, CURRENT_METRICS_ANNOTATION);
    if (fromAnnotation !== undefined) s.currentMetrics = fromAnnotation.map(metricStatusFromV1);
    else if (present(status.currentCPUUtilizationPercentage)) {
      const utilization = status.currentCPUUtilizationPercentage;
      s.currentMetrics = [
        { type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: utilization } } },
      ];
    }
    const conditions = listAnnotation(annotations, CONDITIONS_ANNOTATION);
    if (conditions !== undefined) s.conditions = conditions.map((c) => pick(c, CONDITION_FIELDS));
    out.status = s;
  }
  return out;
}
