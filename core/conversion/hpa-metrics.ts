// HorizontalPodAutoscaler metrics between autoscaling/v2 (the shape of the internal
// type) and the autoscaling/v1 form its annotations carry, as the API server's
// conversion functions map them (kubernetes pkg/apis/autoscaling/v1/conversion.go:
// Convert_{v1,autoscaling}_{Resource,ContainerResource,Object,Pods,External}Metric{Source,Status}_To_...).
// One table a direction-free correspondence: each v1 field (in its Go struct's
// order, which encoding/json writes) and the v2 path it comes from.

import { isObject, type JsonObject, type JsonValue } from '../value.ts';

/** What an unset value becomes: 1 the empty string, 2 a zero resource.Quantity (no omitempty), 3 a reference. */
type Zero = 0 | 1 | 2 | 3;
type Field = readonly [v1: string, v2: string, zero?: Zero];

const ID: readonly Field[] = [['metricName', 'metric.name', 1]];
const SELECTOR: Field = ['selector', 'metric.selector'];

function sourceTable(
  part: 'target' | 'current',
  prefix: 'target' | 'current',
): Record<string, readonly Field[]> {
  const status = part === 'current';
  const p = (f: string) => `${prefix}${f}`;
  return {
    object: [
      ['target', 'describedObject', 3],
      ...ID,
      [status ? 'currentValue' : 'targetValue', `${part}.value`, 2],
      SELECTOR,
      ['averageValue', `${part}.averageValue`],
    ],
    pods: [...ID, [p('AverageValue'), `${part}.averageValue`, 2], SELECTOR],
    resource: [
      ['name', 'name', 1],
      [p('AverageUtilization'), `${part}.averageUtilization`],
      [p('AverageValue'), `${part}.averageValue`, status ? 2 : 0],
    ],
    containerResource: [
      ['name', 'name', 1],
      [p('AverageUtilization'), `${part}.averageUtilization`],
      [p('AverageValue'), `${part}.averageValue`, status ? 2 : 0],
      ['container', 'container', 1],
    ],
    external: [
      ...ID,
      ['metricSelector', 'metric.selector'],
      [status ? 'currentValue' : 'targetValue', `${part}.value`, status ? 2 : 0],
      [p('AverageValue'), `${part}.averageValue`],
    ],
  };
}

const SPEC = sourceTable('target', 'target');
const STATUS = sourceTable('current', 'current');
const KINDS = ['object', 'pods', 'resource', 'containerResource', 'external'] as const;

function get(o: JsonValue | undefined, path: string): JsonValue | undefined {
  let v = o;
  for (const k of path.split('.')) v = isObject(v) && Object.hasOwn(v, k) ? v[k] : undefined;
  return v === null ? undefined : v;
}

function set(o: JsonObject, path: string, v: JsonValue): void {
  const keys = path.split('.');
  let cur = o;
  for (const k of keys.slice(0, -1)) {
    if (!isObject(cur[k])) cur[k] = {};
    cur = cur[k] as JsonObject;
  }
  cur[keys[keys.length - 1]] = v;
}

function reference(v: JsonValue | undefined): JsonObject {
  const r = isObject(v) ? v : {};
  const out: JsonObject = { kind: r.kind ?? '', name: r.name ?? '' };
  if (r.apiVersion !== undefined && r.apiVersion !== null) out.apiVersion = r.apiVersion;
  return out;
}

function withZero(v: JsonValue | undefined, zero: Zero | undefined): JsonValue | undefined {
  if (zero === 3) return reference(v);
  if (v !== undefined || zero === undefined || zero === 0) return v;
  return zero === 1 ? '' : '0';
}

function convert(
  m: JsonObject,
  table: Record<string, readonly Field[]>,
  toV1: boolean,
  spec: boolean,
): JsonObject {
  const out: JsonObject = { type: m.type ?? '' };
  for (const kind of KINDS) {
    const from = m[kind];
    if (!isObject(from)) continue;
    const to: JsonObject = {};
    if (!toV1 && spec) to.target = { type: targetType(kind, from) };
    for (const [v1, v2, zero] of table[kind]) {
      const v = withZero(get(from, toV1 ? v2 : v1), zero);
      if (v === undefined) continue;
      if (toV1) to[v1] = v;
      else set(to, v2, v);
    }
    out[kind] = to;
  }
  return out;
}

function present(v: JsonValue | undefined): boolean {
  return v !== undefined && v !== null;
}

/** The v2 target's type a v1 metric source stands for. */
function targetType(kind: string, s: JsonObject): string {
  if (kind === 'object') return present(s.averageValue) ? 'AverageValue' : 'Value';
  if (kind === 'external') return present(s.targetValue) ? 'Value' : 'AverageValue';
  if (kind === 'pods') return 'AverageValue';
  return present(s.targetAverageUtilization) ? 'Utilization' : 'AverageValue';
}

/** One autoscaling/v2 MetricSpec as autoscaling/v1's MetricSpec (the metrics annotation). */
export function metricSpecToV1(m: JsonObject): JsonObject {
  return convert(m, SPEC, true, true);
}

/** One autoscaling/v1 MetricSpec (from the metrics annotation) as autoscaling/v2's. */
export function metricSpecFromV1(m: JsonObject): JsonObject {
  return convert(m, SPEC, false, true);
}

/** One autoscaling/v2 MetricStatus as autoscaling/v1's (the current-metrics annotation). */
export function metricStatusToV1(m: JsonObject): JsonObject {
  return convert(m, STATUS, true, false);
}

/** One autoscaling/v1 MetricStatus (from the current-metrics annotation) as autoscaling/v2's. */
export function metricStatusFromV1(m: JsonObject): JsonObject {
  return convert(m, STATUS, false, false);
}
