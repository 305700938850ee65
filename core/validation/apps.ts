// The apps/v1 workloads (kubernetes/kubernetes v1.35 pkg/apis/apps/validation/validation.go,
// and pkg/registry/apps/<kind>/strategy.go, which adds the immutable spec.selector of
// apps/v1): Deployment, ReplicaSet, DaemonSet, StatefulSet on create and update.

import { deepEqual, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import {
  IS_NEGATIVE,
  immutable,
  type NameFn,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  validateAnnotations,
  validateLabels,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from './objectmeta.ts';
import { child } from './path.ts';
import { templateLabels, validatePodTemplate } from './podspec.ts';
import { has, intAt, objectAt, stringAt, valueAt } from './read.ts';
import {
  asSelector,
  type Selector,
  selectorMatches,
  selectorTerms,
  validateLabelSelector,
} from './selector.ts';
import { isValidPercent } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const SPEC = 'spec';
const TEMPLATE = child(SPEC, 'template');

function nonNegative(o: JsonObject | undefined, k: string, path: string, errs: FieldError[]): void {
  const v = intAt(o, k);
  if (v !== null && v < 0) errs.push(invalid(child(path, k), v, IS_NEGATIVE));
}

/** The selector rules Deployment, ReplicaSet and StatefulSet share: required, valid, not empty. */
function requiredSelector(spec: JsonObject, kindWord: string, errs: FieldError[]): Selector {
  const sel = objectAt(spec, 'selector');
  const path = child(SPEC, 'selector');
  if (sel === undefined) errs.push(required(path));
  else {
    errs.push(...validateLabelSelector(sel, path));
    if (selectorTerms(sel) === 0) errs.push(invalid(path, sel, `empty selector is invalid for ${kindWord}`));
  }
  return asSelector(sel);
}

function templateMatches(spec: JsonObject, s: Selector, errs: FieldError[]): void {
  const template = objectAt(spec, 'template');
  if (s.kind !== 'everything' && !selectorMatches(s, templateLabels(template)))
    errs.push(
      invalid(
        child(TEMPLATE, 'metadata', 'labels'),
        valueAt(objectAt(template, 'metadata'), 'labels') ?? null,
        '`selector` does not match template `labels`',
      ),
    );
}

/** The template rules of the controllers whose pods run forever: restartPolicy Always, no activeDeadlineSeconds. */
function foreverPods(spec: JsonObject, kind: string, errs: FieldError[]): void {
  const podSpec = objectAt(objectAt(spec, 'template'), 'spec');
  const restart = stringAt(podSpec, 'restartPolicy');
  if (restart !== 'Always' && restart !== '')
    errs.push(notSupported(child(TEMPLATE, 'spec', 'restartPolicy'), restart, ['Always']));
  if (has(podSpec, 'activeDeadlineSeconds'))
    errs.push(
      forbidden(
        child(TEMPLATE, 'spec', 'activeDeadlineSeconds'),
        `activeDeadlineSeconds in ${kind} is not Supported`,
      ),
    );
}

/** A controller's template: the selector match, the pod template rules, then the forever-pod rules. */
function replicaTemplate(spec: JsonObject, s: Selector, kind: string, errs: FieldError[]): void {
  if (s.kind === 'error') return;
  templateMatches(spec, s, errs);
  validatePodTemplate(objectAt(spec, 'template'), TEMPLATE, errs);
  foreverPods(spec, kind, errs);
}

/** An IntOrString's value as getIntOrPercentValue reads it (an invalid percent reads as 0). */
export function intOrPercent(v: JsonValue | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && isValidPercent(v).length === 0) return Number(v.slice(0, -1));
  return 0;
}

export function positiveIntOrPercent(v: JsonValue | undefined, path: string, errs: FieldError[]): void {
  if (typeof v === 'string') for (const m of isValidPercent(v)) errs.push(invalid(path, v, m));
  else if (typeof v === 'number' && v < 0) errs.push(invalid(path, v, IS_NEGATIVE));
}

export function notOver100(v: JsonValue | undefined, path: string, errs: FieldError[]): void {
  if (typeof v === 'string' && isValidPercent(v).length === 0 && Number(v.slice(0, -1)) > 100)
    errs.push(invalid(path, v, 'must not be greater than 100%'));
}

function deploymentStrategy(spec: JsonObject, errs: FieldError[]): void {
  const path = child(SPEC, 'strategy');
  const strategy = objectAt(spec, 'strategy') ?? {};
  const type = stringAt(strategy, 'type');
  const ru = objectAt(strategy, 'rollingUpdate');
  if (type === 'Recreate') {
    if (ru !== undefined)
      errs.push(
        forbidden(child(path, 'rollingUpdate'), "may not be specified when strategy `type` is 'Recreate'"),
      );
  } else if (type === 'RollingUpdate') {
    // A missing rollingUpdate (or value in it) is defaulted (25%) before validation.
    if (ru !== undefined) {
      const rp = child(path, 'rollingUpdate');
      const mu = valueAt(ru, 'maxUnavailable');
      const ms = valueAt(ru, 'maxSurge');
      positiveIntOrPercent(mu, child(rp, 'maxUnavailable'), errs);
      positiveIntOrPercent(ms, child(rp, 'maxSurge'), errs);
      if (mu !== undefined && ms !== undefined && intOrPercent(mu) === 0 && intOrPercent(ms) === 0)
        errs.push(invalid(child(rp, 'maxUnavailable'), mu ?? 0, 'may not be 0 when `maxSurge` is 0'));
      notOver100(mu, child(rp, 'maxUnavailable'), errs);
    }
  } else if (type !== '') errs.push(notSupported(path, strategy, ['Recreate', 'RollingUpdate']));
}

function deploymentSpec(spec: JsonObject, errs: FieldError[]): void {
  nonNegative(spec, 'replicas', SPEC, errs);
  const s = requiredSelector(spec, 'deployment', errs);
  if (s.kind === 'error')
    errs.push(invalid(child(SPEC, 'selector'), objectAt(spec, 'selector') ?? null, 'invalid label selector'));
  replicaTemplate(spec, s, 'ReplicaSet', errs);
  deploymentStrategy(spec, errs);
  nonNegative(spec, 'minReadySeconds', SPEC, errs);
  nonNegative(spec, 'revisionHistoryLimit', SPEC, errs);
  const pds = intAt(spec, 'progressDeadlineSeconds');
  if (pds !== null) {
    if (pds < 0) errs.push(invalid(child(SPEC, 'progressDeadlineSeconds'), pds, IS_NEGATIVE));
    if (pds <= (intAt(spec, 'minReadySeconds') ?? 0))
      errs.push(invalid(child(SPEC, 'progressDeadlineSeconds'), pds, 'must be greater than minReadySeconds'));
  }
}

function replicaSetSpec(spec: JsonObject, errs: FieldError[]): void {
  nonNegative(spec, 'replicas', SPEC, errs);
  nonNegative(spec, 'minReadySeconds', SPEC, errs);
  const s = requiredSelector(spec, 'deployment', errs);
  if (s.kind === 'error')
    errs.push(invalid(child(SPEC, 'selector'), objectAt(spec, 'selector') ?? null, 'invalid label selector'));
  replicaTemplate(spec, s, 'ReplicaSet', errs);
}

function daemonSetSpec(spec: JsonObject, errs: FieldError[]): void {
  const sel = objectAt(spec, 'selector');
  errs.push(...validateLabelSelector(sel, child(SPEC, 'selector')));
  const s = asSelector(sel);
  if (s.kind !== 'error') templateMatches(spec, s, errs);
  if (sel !== undefined && selectorTerms(sel) === 0)
    errs.push(invalid(child(SPEC, 'selector'), sel, 'empty selector is invalid for daemonset'));
  validatePodTemplate(objectAt(spec, 'template'), TEMPLATE, errs);
  foreverPods(spec, 'DaemonSet', errs);
  nonNegative(spec, 'minReadySeconds', SPEC, errs);
  const path = child(SPEC, 'updateStrategy');
  const strategy = objectAt(spec, 'updateStrategy') ?? {};
  const type = stringAt(strategy, 'type');
  if (type === 'RollingUpdate') {
    const ru = objectAt(strategy, 'rollingUpdate');
    const rp = child(path, 'rollingUpdate');
    // A missing rollingUpdate (or value in it) is defaulted (1 and 0) before validation.
    if (
      ru !== undefined &&
      valueAt(ru, 'maxUnavailable') !== undefined &&
      valueAt(ru, 'maxSurge') !== undefined
    ) {
      const mu = valueAt(ru, 'maxUnavailable');
      const ms = valueAt(ru, 'maxSurge');
      positiveIntOrPercent(mu, child(rp, 'maxUnavailable'), errs);
      positiveIntOrPercent(ms, child(rp, 'maxSurge'), errs);
      notOver100(mu, child(rp, 'maxUnavailable'), errs);
      notOver100(ms, child(rp, 'maxSurge'), errs);
      const hasUnavailable = intOrPercent(mu) !== 0;
      const hasSurge = intOrPercent(ms) !== 0;
      if (hasUnavailable && hasSurge)
        errs.push(invalid(child(rp, 'maxSurge'), ms ?? 0, 'may not be set when maxUnavailable is non-zero'));
      else if (!hasUnavailable && !hasSurge)
        errs.push(required(child(rp, 'maxUnavailable'), 'cannot be 0 when maxSurge is 0'));
    }
  } else if (type !== 'OnDelete' && type !== '')
    errs.push(notSupported(path, strategy, ['RollingUpdate', 'OnDelete']));
  nonNegative(spec, 'revisionHistoryLimit', SPEC, errs);
}

const RETENTION = ['Retain', 'Delete'];

function statefulSetSpec(spec: JsonObject, errs: FieldError[]): void {
  const pmp = stringAt(spec, 'podManagementPolicy');
  // Empty enums are defaulted before validation: only set values are checked.
  if (pmp !== '' && pmp !== 'OrderedReady' && pmp !== 'Parallel')
    errs.push(invalid(child(SPEC, 'podManagementPolicy'), pmp, "must be 'OrderedReady' or 'Parallel'"));
  const strategy = objectAt(spec, 'updateStrategy') ?? {};
  const sp = child(SPEC, 'updateStrategy');
  const type = stringAt(strategy, 'type');
  const ru = objectAt(strategy, 'rollingUpdate');
  if (type === 'OnDelete') {
    if (ru !== undefined)
      errs.push(invalid(child(sp, 'rollingUpdate'), ru, "only allowed for updateStrategy 'RollingUpdate'"));
  } else if (type === 'RollingUpdate') {
    if (ru !== undefined) {
      const rp = child(sp, 'rollingUpdate');
      nonNegative(ru, 'partition', rp, errs);
      const mu = valueAt(ru, 'maxUnavailable');
      if (mu !== undefined && mu !== null) {
        positiveIntOrPercent(mu, child(rp, 'maxUnavailable'), errs);
        if (intOrPercent(mu) === 0) errs.push(invalid(child(rp, 'maxUnavailable'), mu, 'cannot be 0'));
        notOver100(mu, child(rp, 'maxUnavailable'), errs);
      }
    }
  } else if (type !== '') errs.push(invalid(sp, strategy, "must be 'RollingUpdate' or 'OnDelete'"));
  const retention = objectAt(spec, 'persistentVolumeClaimRetentionPolicy');
  if (retention !== undefined)
    for (const k of ['whenDeleted', 'whenScaled']) {
      const v = stringAt(retention, k);
      if (v !== '' && !RETENTION.includes(v))
        errs.push(notSupported(child(SPEC, 'persistentVolumeClaimRetentionPolicy', k), v, RETENTION));
    }
  nonNegative(spec, 'replicas', SPEC, errs);
  nonNegative(spec, 'minReadySeconds', SPEC, errs);
  const start = intAt(objectAt(spec, 'ordinals'), 'start');
  if (start !== null && start < 0) errs.push(invalid(child(SPEC, 'ordinals.start'), start, IS_NEGATIVE));
  const s = requiredSelector(spec, 'statefulset', errs);
  if (s.kind === 'error') errs.push(invalid(child(SPEC, 'selector'), objectAt(spec, 'selector') ?? null, ''));
  else {
    // ValidatePodTemplateSpecForStatefulSet: the match, labels and annotations; the pod spec itself is not validated.
    templateMatches(spec, s, errs);
    const meta = objectAt(objectAt(spec, 'template'), 'metadata');
    errs.push(...validateLabels(valueAt(meta, 'labels'), child(TEMPLATE, 'labels')));
    errs.push(...validateAnnotations(valueAt(meta, 'annotations'), child(TEMPLATE, 'annotations')));
  }
  foreverPods(spec, 'StatefulSet', errs);
}

/** A kind of the apps group: its name rule, its spec rules, and what an update may not change beyond them. */
function appsValidator(
  scope: string,
  nameFn: NameFn,
  specRules: (spec: JsonObject, errs: FieldError[]) => void,
  updateRules: (spec: JsonObject, old: JsonObject, errs: FieldError[]) => void,
): KindValidator {
  const specOf = (o: JsonObject | null) => objectAt(o ?? undefined, 'spec') ?? {};
  return {
    scope,
    create(ctx: ValidationContext): FieldError[] {
      const errs = validateObjectMeta(valueAt(ctx.obj, 'metadata'), { namespaced: true, nameFn });
      specRules(specOf(ctx.obj), errs);
      return errs;
    },
    update(ctx: ValidationContext): FieldError[] {
      const errs = validateObjectMetaUpdate(
        valueAt(ctx.obj, 'metadata'),
        valueAt(ctx.old ?? undefined, 'metadata'),
      );
      const spec = specOf(ctx.obj);
      specRules(spec, errs);
      updateRules(spec, specOf(ctx.old), errs);
      return errs;
    },
  };
}

/** The apps/v1 strategies' ValidateUpdate: spec.selector may not change. */
function selectorImmutable(spec: JsonObject, old: JsonObject, errs: FieldError[]): void {
  errs.push(...immutable(valueAt(spec, 'selector'), valueAt(old, 'selector'), child(SPEC, 'selector')));
}

/** The spec fields a StatefulSet update may change (ValidateStatefulSetUpdate, 1.35). */
const STATEFULSET_MUTABLE = new Set([
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'revisionHistoryLimit',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
]);

export const STATEFULSET_FORBIDDEN_UPDATE =
  "updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden";

function statefulSetUpdate(spec: JsonObject, old: JsonObject, errs: FieldError[]): void {
  const keys = new Set([...Object.keys(spec), ...Object.keys(old)]);
  for (const k of keys) {
    if (STATEFULSET_MUTABLE.has(k)) continue;
    if (!deepEqual(valueAt(spec, k) ?? null, valueAt(old, k) ?? null)) {
      errs.push(forbidden(SPEC, STATEFULSET_FORBIDDEN_UPDATE));
      return;
    }
  }
}

const COMMON_POD = 'the pod template (docs/engine.md lists its rules)';

export const DEPLOYMENT_VALIDATOR = appsValidator(
  `ObjectMeta and the common rules of Deployment: replicas, selector, strategy, revisionHistoryLimit, progressDeadlineSeconds, the immutable selector; ${COMMON_POD}`,
  nameIsDNSSubdomain,
  deploymentSpec,
  selectorImmutable,
);

export const REPLICASET_VALIDATOR = appsValidator(
  `ObjectMeta and the common rules of ReplicaSet: replicas, selector, the immutable selector; ${COMMON_POD}`,
  nameIsDNSSubdomain,
  replicaSetSpec,
  selectorImmutable,
);

export const DAEMONSET_VALIDATOR = appsValidator(
  `ObjectMeta and the common rules of DaemonSet: selector, updateStrategy, revisionHistoryLimit, the immutable selector; ${COMMON_POD}`,
  nameIsDNSSubdomain,
  daemonSetSpec,
  selectorImmutable,
);

export const STATEFULSET_VALIDATOR = appsValidator(
  "ObjectMeta and the rules of StatefulSet: podManagementPolicy, updateStrategy, persistentVolumeClaimRetentionPolicy, replicas, ordinals, selector, the template's labels, restartPolicy, and the spec fields an update may not change",
  nameIsDNSLabel,
  statefulSetSpec,
  statefulSetUpdate,
);
