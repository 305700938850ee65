// A HorizontalPodAutoscaler's metrics and behavior as kubernetes v1.35
// pkg/apis/autoscaling/validation/validation.go checks them (validateMetrics,
// validateMetricSpec and the five source validators, validateMetricTarget,
// validateMetricIdentifier, validateBehavior, validateScalingRules,
// validateScalingPolicy), on the v2 JSON; an autoscaling/v1 object's
// targetCPUUtilizationPercentage is its one Resource metric (v1 conversion).
// Not modelled: the beta `tolerance` of a scaling rule.

import { quantityOrNull } from '../quantity.ts';
import type { JsonObject, JsonValue } from '../value.ts';
import { resourceName as containerResourceName } from './containers.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { pathSegmentName } from './objectmeta.ts';
import { child, index } from './path.ts';
import { intAt, listAt, objectAt, objects, stringAt, valueAt } from './read.ts';
import { isDNS1123Label } from './strings.ts';

const SOURCE_TYPES = ['ContainerResource', 'External', 'Object', 'Pods', 'Resource'];
/** The source fields in the order validateMetricSpec visits them, with the type naming each. */
const SOURCES: readonly [string, string][] = [
  ['object', 'Object'],
  ['external', 'External'],
  ['pods', 'Pods'],
  ['resource', 'Resource'],
  ['containerResource', 'ContainerResource'],
];
const TARGET_TYPES = ['Utilization', 'Value', 'AverageValue'];
const SELECT_POLICIES = ['Disabled', 'Max', 'Min'];
const POLICY_TYPES = ['Percent', 'Pods'];
const MAX_PERIOD_SECONDS = 1800;
const MAX_STABILIZATION_WINDOW_SECONDS = 3600;

/** The quantity's sign (null when absent or unreadable: the decoder refused those already). */
function sign(v: JsonValue | undefined): number | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const q = quantityOrNull(String(v));
  return q === null ? null : q.unscaled > 0n ? 1 : q.unscaled < 0n ? -1 : 0;
}

function crossVersionRef(ref: JsonObject | undefined, path: string, errs: FieldError[]): void {
  for (const k of ['kind', 'name']) {
    const v = stringAt(ref, k);
    if (v === '') errs.push(required(child(path, k)));
    else for (const m of pathSegmentName(v, false)) errs.push(invalid(child(path, k), v, m));
  }
}

function identifier(src: JsonObject, path: string, errs: FieldError[]): void {
  const p = child(path, 'metric', 'name');
  const name = stringAt(objectAt(src, 'metric'), 'name');
  if (name === '') errs.push(required(p, 'must specify a metric name'));
  else for (const m of pathSegmentName(name, false)) errs.push(invalid(p, name, m));
}

function target(t: JsonObject | undefined, path: string, errs: FieldError[]): void {
  const type = stringAt(t, 'type');
  if (type === '') errs.push(required(child(path, 'type'), 'must specify a metric target type'));
  if (!TARGET_TYPES.includes(type))
    errs.push(invalid(child(path, 'type'), type, 'must be either Utilization, Value, or AverageValue'));
  for (const k of ['value', 'averageValue']) {
    const v = valueAt(t, k);
    const s = sign(v);
    if (s !== null && s !== 1) errs.push(invalid(child(path, k), String(v), 'must be positive'));
  }
  const util = intAt(t, 'averageUtilization');
  if (util !== null && util < 1)
    errs.push(invalid(child(path, 'averageUtilization'), util, 'must be greater than 0'));
}

function has(t: JsonObject | undefined, k: string): boolean {
  const v = valueAt(t, k);
  return v !== undefined && v !== null;
}

function source(field: string, src: JsonObject, path: string, errs: FieldError[]): void {
  const t = objectAt(src, 'target');
  const tp = child(path, 'target');
  switch (field) {
    case 'object':
      crossVersionRef(objectAt(src, 'describedObject'), child(path, 'describedObject'), errs);
      identifier(src, path, errs);
      target(t, tp, errs);
      if (!has(t, 'value') && !has(t, 'averageValue'))
        errs.push(required(child(tp, 'averageValue'), 'must set either a target value or averageValue'));
      break;
    case 'external':
      identifier(src, path, errs);
      target(t, tp, errs);
      if (!has(t, 'value') && !has(t, 'averageValue'))
        errs.push(
          required(
            child(tp, 'averageValue'),
            'must set either a target value for metric or a per-pod target',
          ),
        );
      if (has(t, 'value') && has(t, 'averageValue'))
        errs.push(
          forbidden(child(tp, 'value'), 'may not set both a target value for metric and a per-pod target'),
        );
      break;
    case 'pods':
      identifier(src, path, errs);
      target(t, tp, errs);
      if (!has(t, 'averageValue'))
        errs.push(required(child(tp, 'averageValue'), 'must specify a positive target averageValue'));
      break;
    default: {
      const name = stringAt(src, 'name');
      if (name === '') errs.push(required(child(path, 'name'), 'must specify a resource name'));
      else if (field === 'containerResource') containerResourceName(name, child(path, 'name'), errs);
      if (field === 'containerResource') {
        const c = stringAt(src, 'container');
        if (c === '') errs.push(required(child(path, 'container'), 'must specify a container'));
        else for (const m of isDNS1123Label(c)) errs.push(invalid(child(path, 'container'), c, m));
      }
      target(t, tp, errs);
      if (!has(t, 'averageUtilization') && !has(t, 'averageValue'))
        errs.push(
          required(
            child(tp, 'averageUtilization'),
            'must set either a target raw value or a target utilization',
          ),
        );
      if (has(t, 'averageUtilization') && has(t, 'averageValue'))
        errs.push(
          forbidden(
            child(tp, 'averageValue'),
            'may not set both a target raw value and a target utilization',
          ),
        );
    }
  }
}

function metricSpec(spec: JsonObject, path: string, errs: FieldError[]): void {
  const type = stringAt(spec, 'type');
  const tp = child(path, 'type');
  if (type === '') errs.push(required(tp, 'must specify a metric source type'));
  if (!SOURCE_TYPES.includes(type)) errs.push(notSupported(tp, type, SOURCE_TYPES));
  const present: string[] = [];
  for (const [field] of SOURCES) {
    const src = objectAt(spec, field);
    if (src === undefined) continue;
    present.push(field);
    if (present.length === 1) source(field, src, child(path, field), errs);
  }
  const expected = SOURCES.find(([, t]) => t === type)?.[0];
  if (expected === undefined) errs.push(notSupported(tp, type, SOURCE_TYPES));
  else if (!present.includes(expected))
    errs.push(required(child(path, expected), 'must populate information for the given metric source'));
  if (present.length !== 1)
    for (const f of present)
      if (f !== expected) errs.push(forbidden(child(path, f), 'must populate the given metric source only'));
}

function scalingRules(rules: JsonObject | undefined, path: string, errs: FieldError[]): void {
  if (rules === undefined) return;
  const win = intAt(rules, 'stabilizationWindowSeconds');
  const wp = child(path, 'stabilizationWindowSeconds');
  if (win !== null && win < 0) errs.push(invalid(wp, win, 'must be greater than or equal to zero'));
  if (win !== null && win > MAX_STABILIZATION_WINDOW_SECONDS)
    errs.push(invalid(wp, win, `must be less than or equal to ${MAX_STABILIZATION_WINDOW_SECONDS}`));
  const select = valueAt(rules, 'selectPolicy');
  if (typeof select === 'string' && !SELECT_POLICIES.includes(select))
    errs.push(notSupported(child(path, 'selectPolicy'), select, SELECT_POLICIES));
  const pp = child(path, 'policies');
  const policies = listAt(rules, 'policies');
  if (policies.length === 0) errs.push(required(pp, 'must specify at least one Policy'));
  for (const [i, p] of objects(policies)) {
    const ip = index(pp, i);
    const type = stringAt(p, 'type');
    if (!POLICY_TYPES.includes(type)) errs.push(notSupported(child(ip, 'type'), type, POLICY_TYPES));
    const value = intAt(p, 'value') ?? 0;
    if (value <= 0) errs.push(invalid(child(ip, 'value'), value, 'must be greater than zero'));
    const period = intAt(p, 'periodSeconds') ?? 0;
    if (period <= 0) errs.push(invalid(child(ip, 'periodSeconds'), period, 'must be greater than zero'));
    if (period > MAX_PERIOD_SECONDS)
      errs.push(
        invalid(child(ip, 'periodSeconds'), period, `must be less than or equal to ${MAX_PERIOD_SECONDS}`),
      );
  }
}

/** validateMetrics and validateBehavior of an autoscaling/v2 spec. */
export function validateMetricsAndBehavior(spec: JsonObject | null, errs: FieldError[]): void {
  const metrics = listAt(spec ?? undefined, 'metrics');
  let objectOrExternal = false;
  for (const [i, m] of objects(metrics)) {
    metricSpec(m, index('spec.metrics', i), errs);
    const t = stringAt(m, 'type');
    if (t === 'Object' || t === 'External') objectOrExternal = true;
  }
  if (intAt(spec ?? undefined, 'minReplicas') === 0 && !objectOrExternal)
    errs.push(
      forbidden(
        'spec.metrics',
        'must specify at least one Object or External metric to support scaling to zero replicas',
      ),
    );
  const behavior = objectAt(spec ?? undefined, 'behavior');
  if (behavior === undefined) return;
  scalingRules(objectAt(behavior, 'scaleUp'), 'spec.behavior.scaleUp', errs);
  scalingRules(objectAt(behavior, 'scaleDown'), 'spec.behavior.scaleDown', errs);
}

/** An autoscaling/v1 spec: its CPU target is the internal object's one Resource metric. */
export function validateV1Target(spec: JsonObject | null, errs: FieldError[]): void {
  const util = intAt(spec ?? undefined, 'targetCPUUtilizationPercentage');
  if (util !== null && util < 1)
    errs.push(invalid('spec.metrics[0].resource.target.averageUtilization', util, 'must be greater than 0'));
}
