// HorizontalPodAutoscaler metrics between autoscaling/v2 (the shape of the internal
// type) and the autoscaling/v1 form its annotations carry, as the API server's
// conversion functions map them (kubernetes pkg/apis/autoscaling/v1/conversion.go:
// Convert_{v1,autoscaling}_{Resource,ContainerResource,Object,Pods,External}Metric{Source,Status}_To_...).
// Objects are built in the Go structs' field order: encoding/json writes them so.

import { isObject, type JsonObject, type JsonValue } from '../value.ts';

function obj(v: JsonValue | undefined): JsonObject {
  return isObject(v) ? v : {};
}

/** An object of the present (not undefined, not null) entries, in the order given. */
function struct(entries: [string, JsonValue | undefined][]): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of entries) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/** A resource.Quantity field without omitempty: "0" when unset. */
function quantity(v: JsonValue | undefined): JsonValue {
  return v === undefined || v === null ? '0' : v;
}

function reference(v: JsonValue | undefined): JsonObject {
  const r = obj(v);
  return struct([
    ['kind', r.kind ?? ''],
    ['name', r.name ?? ''],
    ['apiVersion', r.apiVersion],
  ]);
}

/** One autoscaling/v2 MetricSpec as autoscaling/v1's MetricSpec (the metrics annotation). */
export function metricSpecToV1(m: JsonObject): JsonObject {
  const r = obj(m.resource);
  const c = obj(m.containerResource);
  const o = obj(m.object);
  const p = obj(m.pods);
  const e = obj(m.external);
  return struct([
    ['type', m.type ?? ''],
    [
      'object',
      isObject(m.object)
        ? struct([
            ['target', reference(o.describedObject)],
            ['metricName', obj(o.metric).name ?? ''],
            ['targetValue', quantity(obj(o.target).value)],
            ['selector', obj(o.metric).selector],
            ['averageValue', obj(o.target).averageValue],
          ])
        : undefined,
    ],
    [
      'pods',
      isObject(m.pods)
        ? struct([
            ['metricName', obj(p.metric).name ?? ''],
            ['targetAverageValue', quantity(obj(p.target).averageValue)],
            ['selector', obj(p.metric).selector],
          ])
        : undefined,
    ],
    [
      'resource',
      isObject(m.resource)
        ? struct([
            ['name', r.name ?? ''],
            ['targetAverageUtilization', obj(r.target).averageUtilization],
            ['targetAverageValue', obj(r.target).averageValue],
          ])
        : undefined,
    ],
    [
      'containerResource',
      isObject(m.containerResource)
        ? struct([
            ['name', c.name ?? ''],
            ['targetAverageUtilization', obj(c.target).averageUtilization],
            ['targetAverageValue', obj(c.target).averageValue],
            ['container', c.container ?? ''],
          ])
        : undefined,
    ],
    [
      'external',
      isObject(m.external)
        ? struct([
            ['metricName', obj(e.metric).name ?? ''],
            ['metricSelector', obj(e.metric).selector],
            ['targetValue', obj(e.target).value],
            ['targetAverageValue', obj(e.target).averageValue],
          ])
        : undefined,
    ],
  ]);
}

function target(type: string, value?: JsonValue, averageValue?: JsonValue, averageUtilization?: JsonValue) {
  return struct([
    ['type', type],
    ['value', value],
    ['averageValue', averageValue],
    ['averageUtilization', averageUtilization],
  ]);
}

function identifier(name: JsonValue | undefined, selector: JsonValue | undefined): JsonObject {
  return struct([
    ['name', name ?? ''],
    ['selector', selector],
  ]);
}

function resourceTarget(s: JsonObject): JsonObject {
  const util = s.targetAverageUtilization;
  const type = util === undefined || util === null ? 'AverageValue' : 'Utilization';
  return target(type, undefined, s.targetAverageValue, util);
}

/** One autoscaling/v1 MetricSpec (from the metrics annotation) as autoscaling/v2's. */
export function metricSpecFromV1(m: JsonObject): JsonObject {
  const o = obj(m.object);
  const p = obj(m.pods);
  const r = obj(m.resource);
  const c = obj(m.containerResource);
  const e = obj(m.external);
  const hasAverage = o.averageValue !== undefined && o.averageValue !== null;
  const hasValue = e.targetValue !== undefined && e.targetValue !== null;
  return struct([
    ['type', m.type ?? ''],
    [
      'object',
      isObject(m.object)
        ? struct([
            ['describedObject', reference(o.target)],
            [
              'target',
              target(hasAverage ? 'AverageValue' : 'Value', quantity(o.targetValue), o.averageValue),
            ],
            ['metric', identifier(o.metricName, o.selector)],
          ])
        : undefined,
    ],
    [
      'pods',
      isObject(m.pods)
        ? struct([
            ['metric', identifier(p.metricName, p.selector)],
            ['target', target('AverageValue', undefined, quantity(p.targetAverageValue))],
          ])
        : undefined,
    ],
    [
      'resource',
      isObject(m.resource)
        ? struct([
            ['name', r.name ?? ''],
            ['target', resourceTarget(r)],
          ])
        : undefined,
    ],
    [
      'containerResource',
      isObject(m.containerResource)
        ? struct([
            ['name', c.name ?? ''],
            ['target', resourceTarget(c)],
            ['container', c.container ?? ''],
          ])
        : undefined,
    ],
    [
      'external',
      isObject(m.external)
        ? struct([
            ['metric', identifier(e.metricName, e.metricSelector)],
            ['target', target(hasValue ? 'Value' : 'AverageValue', e.targetValue, e.targetAverageValue)],
          ])
        : undefined,
    ],
  ]);
}

/** One autoscaling/v2 MetricStatus as autoscaling/v1's (the current-metrics annotation). */
export function metricStatusToV1(m: JsonObject): JsonObject {
  const o = obj(m.object);
  const p = obj(m.pods);
  const r = obj(m.resource);
  const c = obj(m.containerResource);
  const e = obj(m.external);
  return struct([
    ['type', m.type ?? ''],
    [
      'object',
      isObject(m.object)
        ? struct([
            ['target', reference(o.describedObject)],
            ['metricName', obj(o.metric).name ?? ''],
            ['currentValue', quantity(obj(o.current).value)],
            ['selector', obj(o.metric).selector],
            ['averageValue', obj(o.current).averageValue],
          ])
        : undefined,
    ],
    [
      'pods',
      isObject(m.pods)
        ? struct([
            ['metricName', obj(p.metric).name ?? ''],
            ['currentAverageValue', quantity(obj(p.current).averageValue)],
            ['selector', obj(p.metric).selector],
          ])
        : undefined,
    ],
    [
      'resource',
      isObject(m.resource)
        ? struct([
            ['name', r.name ?? ''],
            ['currentAverageUtilization', obj(r.current).averageUtilization],
            ['currentAverageValue', quantity(obj(r.current).averageValue)],
          ])
        : undefined,
    ],
    [
      'containerResource',
      isObject(m.containerResource)
        ? struct([
            ['name', c.name ?? ''],
            ['currentAverageUtilization', obj(c.current).averageUtilization],
            ['currentAverageValue', quantity(obj(c.current).averageValue)],
            ['container', c.container ?? ''],
          ])
        : undefined,
    ],
    [
      'external',
      isObject(m.external)
        ? struct([
            ['metricName', obj(e.metric).name ?? ''],
            ['metricSelector', obj(e.metric).selector],
            ['currentValue', quantity(obj(e.current).value)],
            ['currentAverageValue', obj(e.current).averageValue],
          ])
        : undefined,
    ],
  ]);
}

function current(value?: JsonValue, averageValue?: JsonValue, averageUtilization?: JsonValue): JsonObject {
  return struct([
    ['value', value],
    ['averageValue', averageValue],
    ['averageUtilization', averageUtilization],
  ]);
}

/** One autoscaling/v1 MetricStatus (from the current-metrics annotation) as autoscaling/v2's. */
export function metricStatusFromV1(m: JsonObject): JsonObject {
  const o = obj(m.object);
  const p = obj(m.pods);
  const r = obj(m.resource);
  const c = obj(m.containerResource);
  const e = obj(m.external);
  return struct([
    ['type', m.type ?? ''],
    [
      'object',
      isObject(m.object)
        ? struct([
            ['metric', identifier(o.metricName, o.selector)],
            ['current', current(quantity(o.currentValue), o.averageValue)],
            ['describedObject', reference(o.target)],
          ])
        : undefined,
    ],
    [
      'pods',
      isObject(m.pods)
        ? struct([
            ['metric', identifier(p.metricName, p.selector)],
            ['current', current(undefined, quantity(p.currentAverageValue))],
          ])
        : undefined,
    ],
    [
      'resource',
      isObject(m.resource)
        ? struct([
            ['name', r.name ?? ''],
            ['current', current(undefined, quantity(r.currentAverageValue), r.currentAverageUtilization)],
          ])
        : undefined,
    ],
    [
      'containerResource',
      isObject(m.containerResource)
        ? struct([
            ['name', c.name ?? ''],
            ['current', current(undefined, quantity(c.currentAverageValue), c.currentAverageUtilization)],
            ['container', c.container ?? ''],
          ])
        : undefined,
    ],
    [
      'external',
      isObject(m.external)
        ? struct([
            ['metric', identifier(e.metricName, e.metricSelector)],
            ['current', current(quantity(e.currentValue), e.currentAverageValue)],
          ])
        : undefined,
    ],
  ]);
}
