// Job and CronJob (kubernetes/kubernetes v1.35 pkg/apis/batch/validation/validation.go,
// with the options pkg/registry/batch/{job,cronjob}/strategy.go passes): the job spec's
// counts and modes, the pod template with its restartPolicy, the update rules (the
// template, selector, completions and modes are immutable; a suspended Job that never
// started may change its scheduling directives), and the CronJob's schedule, time zone,
// policies and job template. The podFailurePolicy and successPolicy rules, managedBy's
// format and the generated selector (the preview does not generate it) are not modelled.

import { deepEqual, type JsonObject, type JsonValue } from '../value.ts';
import { cronScheduleError, isKnownTimeZone } from './cron.ts';
import { type FieldError, invalid, notSupported, required, tooLong } from './errors.ts';
import {
  IS_NEGATIVE,
  immutable,
  nameIsDNSSubdomain,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from './objectmeta.ts';
import { child } from './path.ts';
import { templateLabels, validatePodTemplate } from './podspec.ts';
import { has, intAt, objectAt, stringAt, valueAt } from './read.ts';
import { asSelector, selectorMatches, validateLabelSelector } from './selector.ts';
import { isDNS1123Label, maxLenError } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const MAX_PARALLELISM_INDEXED = 100000;
const MAX_FAILED_INDEXES = 100000;
const COUNTS = [
  'parallelism',
  'completions',
  'activeDeadlineSeconds',
  'backoffLimit',
  'ttlSecondsAfterFinished',
  'backoffLimitPerIndex',
  'maxFailedIndexes',
];

/** validateJobSpec: what a Job's spec and a CronJob's job template share. */
function jobSpec(spec: JsonObject, path: string, errs: FieldError[]): void {
  for (const k of COUNTS) {
    const v = intAt(spec, k);
    if (v !== null && v < 0) errs.push(invalid(child(path, k), v, IS_NEGATIVE));
  }
  const perIndex = intAt(spec, 'backoffLimitPerIndex');
  const maxFailed = intAt(spec, 'maxFailedIndexes');
  const completions = intAt(spec, 'completions');
  const parallelism = intAt(spec, 'parallelism');
  if (maxFailed !== null && perIndex === null)
    errs.push(required(child(path, 'backoffLimitPerIndex'), 'when maxFailedIndexes is specified'));
  const managedBy = stringAt(spec, 'managedBy');
  if (managedBy.length > 63) errs.push(tooLong(child(path, 'managedBy'), 63));
  const mode = stringAt(spec, 'completionMode');
  if (mode !== '' && mode !== 'NonIndexed' && mode !== 'Indexed')
    errs.push(notSupported(child(path, 'completionMode'), mode, ['NonIndexed', 'Indexed']));
  if (mode === 'Indexed') {
    if (completions === null)
      errs.push(required(child(path, 'completions'), 'when completion mode is Indexed'));
    if (parallelism !== null && parallelism > MAX_PARALLELISM_INDEXED)
      errs.push(
        invalid(
          child(path, 'parallelism'),
          parallelism,
          `must be less than or equal to ${MAX_PARALLELISM_INDEXED} when completion mode is Indexed`,
        ),
      );
    if (completions !== null && maxFailed !== null && maxFailed > completions)
      errs.push(
        invalid(child(path, 'maxFailedIndexes'), maxFailed, 'must be less than or equal to completions'),
      );
    if (maxFailed !== null && maxFailed > MAX_FAILED_INDEXES)
      errs.push(
        invalid(
          child(path, 'maxFailedIndexes'),
          maxFailed,
          `must be less than or equal to ${MAX_FAILED_INDEXES}`,
        ),
      );
  } else {
    if (perIndex !== null)
      errs.push(invalid(child(path, 'backoffLimitPerIndex'), perIndex, 'requires indexed completion mode'));
    if (maxFailed !== null)
      errs.push(invalid(child(path, 'maxFailedIndexes'), maxFailed, 'requires indexed completion mode'));
  }
  const success = objectAt(spec, 'successPolicy');
  if (success !== undefined && mode !== 'Indexed')
    errs.push(invalid(child(path, 'successPolicy'), success, 'requires indexed completion mode'));
  const failurePolicy = has(spec, 'podFailurePolicy');
  const replacement = stringAt(spec, 'podReplacementPolicy');
  if (replacement !== '') {
    if (failurePolicy) {
      if (replacement !== 'Failed')
        errs.push(notSupported(child(path, 'podReplacementPolicy'), replacement, ['Failed']));
    } else if (replacement !== 'Failed' && replacement !== 'TerminatingOrFailed')
      errs.push(
        notSupported(child(path, 'podReplacementPolicy'), replacement, ['Failed', 'TerminatingOrFailed']),
      );
  }
  const template = objectAt(spec, 'template');
  const tp = child(path, 'template');
  validatePodTemplate(template, tp, errs);
  const restart = stringAt(objectAt(template, 'spec'), 'restartPolicy');
  const rp = child(tp, 'spec', 'restartPolicy');
  if (restart === 'Always' || restart === '') errs.push(required(rp, 'valid values: "OnFailure", "Never"'));
  else if (restart !== 'OnFailure' && restart !== 'Never')
    errs.push(notSupported(rp, restart, ['OnFailure', 'Never']));
  else if (failurePolicy && restart !== 'Never')
    errs.push(invalid(rp, restart, 'only "Never" is supported when podFailurePolicy is specified'));
}

/** ValidateJobSpec: validateJobSpec, then the selector (when set: the preview does not generate Jobs' selectors). */
function fullJobSpec(spec: JsonObject, errs: FieldError[]): void {
  jobSpec(spec, 'spec', errs);
  const sel = objectAt(spec, 'selector');
  if (sel === undefined) {
    if (valueAt(spec, 'manualSelector') === true) errs.push(required('spec.selector'));
    return;
  }
  errs.push(...validateLabelSelector(sel, 'spec.selector'));
  const s = asSelector(sel);
  const template = objectAt(spec, 'template');
  if (s.kind !== 'error' && !selectorMatches(s, templateLabels(template)))
    errs.push(
      invalid(
        'spec.template.metadata.labels',
        valueAt(objectAt(template, 'metadata'), 'labels') ?? null,
        '`selector` does not match template `labels`',
      ),
    );
}

function specOf(o: JsonObject | null): JsonObject {
  return objectAt(o ?? undefined, 'spec') ?? {};
}

function jobCreate(ctx: ValidationContext): FieldError[] {
  const meta = valueAt(ctx.obj, 'metadata');
  const errs = validateObjectMeta(meta, { namespaced: true, nameFn: nameIsDNSSubdomain });
  const spec = specOf(ctx.obj);
  fullJobSpec(spec, errs);
  const completions = intAt(spec, 'completions');
  if (stringAt(spec, 'completionMode') === 'Indexed' && completions !== null && completions > 0) {
    const name = stringAt(objectAt(ctx.obj, 'metadata'), 'name');
    const host = `${name}-${completions - 1}`;
    if (isDNS1123Label(host).length > 0)
      errs.push(
        invalid('metadata.name', name, `will not able to create pod with invalid DNS label: ${host}`),
      );
  }
  return errs;
}

/** The template an update is compared with: a suspended Job that never started may change its scheduling directives. */
function comparableOldTemplate(
  template: JsonObject | undefined,
  old: JsonObject | null,
): JsonValue | undefined {
  const oldTemplate = objectAt(specOf(old), 'template');
  const suspended = valueAt(specOf(old), 'suspend') === true;
  const started = has(objectAt(old ?? undefined, 'status'), 'startTime');
  if (!suspended || started || oldTemplate === undefined) return oldTemplate;
  const meta = { ...(objectAt(oldTemplate, 'metadata') ?? {}) };
  const newMeta = objectAt(template, 'metadata');
  const newSpec = objectAt(template, 'spec');
  for (const k of ['labels', 'annotations']) {
    const v = valueAt(newMeta, k);
    if (v === undefined) delete meta[k];
    else meta[k] = v;
  }
  const podSpec = { ...(objectAt(oldTemplate, 'spec') ?? {}) };
  for (const k of ['nodeSelector', 'tolerations', 'schedulingGates']) {
    const v = valueAt(newSpec, k);
    if (v === undefined) delete podSpec[k];
    else podSpec[k] = v;
  }
  const oldAffinity = objectAt(podSpec, 'affinity');
  const newAffinity = objectAt(newSpec, 'affinity');
  if (newAffinity === undefined && oldAffinity !== undefined) {
    const rest = { ...oldAffinity };
    delete rest.nodeAffinity;
    if (Object.keys(rest).length === 0) delete podSpec.affinity;
    else podSpec.affinity = rest;
  } else if (newAffinity !== undefined) {
    const merged: JsonObject = { ...(oldAffinity ?? {}) };
    const na = valueAt(newAffinity, 'nodeAffinity');
    if (na === undefined) delete merged.nodeAffinity;
    else merged.nodeAffinity = na;
    podSpec.affinity = merged;
  }
  return { ...oldTemplate, metadata: meta, spec: podSpec };
}

function jobUpdate(ctx: ValidationContext): FieldError[] {
  const errs = validateObjectMetaUpdate(
    valueAt(ctx.obj, 'metadata'),
    valueAt(ctx.old ?? undefined, 'metadata'),
  );
  const spec = specOf(ctx.obj);
  const old = specOf(ctx.old);
  fullJobSpec(spec, errs);
  const completions = valueAt(spec, 'completions');
  if (stringAt(spec, 'completionMode') !== 'Indexed')
    errs.push(...immutable(completions, valueAt(old, 'completions'), 'spec.completions'));
  else if (
    !deepEqual(completions ?? null, valueAt(old, 'completions') ?? null) &&
    completions !== undefined &&
    completions !== null
  ) {
    if (!deepEqual(completions, valueAt(spec, 'parallelism') ?? null))
      errs.push(
        invalid('spec.completions', completions, 'can only be modified in tandem with spec.parallelism'),
      );
  }
  errs.push(...immutable(valueAt(spec, 'selector'), valueAt(old, 'selector'), 'spec.selector'));
  const template = objectAt(spec, 'template');
  errs.push(...immutable(template, comparableOldTemplate(template, ctx.old), 'spec.template'));
  for (const k of [
    'completionMode',
    'podFailurePolicy',
    'backoffLimitPerIndex',
    'managedBy',
    'successPolicy',
  ])
    errs.push(...immutable(valueAt(spec, k), valueAt(old, k), child('spec', k)));
  return errs;
}

const CONCURRENCY = ['Allow', 'Forbid', 'Replace'];
const CRONJOB_NAME_MAX = 52;

function cronJobSpec(spec: JsonObject, old: JsonObject | undefined, errs: FieldError[]): void {
  const schedule = stringAt(spec, 'schedule');
  const timeZone = valueAt(spec, 'timeZone');
  if (schedule === '') errs.push(required('spec.schedule'));
  else {
    const err = cronScheduleError(schedule);
    if (err !== null) errs.push(invalid('spec.schedule', schedule, err));
    const allowTZ = old !== undefined && stringAt(old, 'schedule').includes('TZ');
    if (allowTZ && schedule.includes('TZ') && typeof timeZone === 'string')
      errs.push(
        invalid('spec.schedule', schedule, 'cannot use both timeZone field and TZ or CRON_TZ in schedule'),
      );
    else if (!allowTZ && schedule.includes('TZ'))
      errs.push(
        invalid(
          'spec.schedule',
          schedule,
          'cannot use TZ or CRON_TZ in schedule, use timeZone field instead',
        ),
      );
  }
  const deadline = intAt(spec, 'startingDeadlineSeconds');
  if (deadline !== null && deadline < 0)
    errs.push(invalid('spec.startingDeadlineSeconds', deadline, IS_NEGATIVE));
  if (typeof timeZone === 'string' && (old === undefined || valueAt(old, 'timeZone') !== timeZone))
    timeZoneRule(timeZone, errs);
  const policy = stringAt(spec, 'concurrencyPolicy');
  if (policy !== '' && !CONCURRENCY.includes(policy))
    errs.push(notSupported('spec.concurrencyPolicy', policy, CONCURRENCY));
  const jobTemplateSpec = objectAt(objectAt(spec, 'jobTemplate'), 'spec') ?? {};
  jobSpec(jobTemplateSpec, 'spec.jobTemplate.spec', errs);
  const sel = valueAt(jobTemplateSpec, 'selector');
  if (sel !== undefined && sel !== null)
    errs.push(invalid('spec.jobTemplate.spec.selector', sel, '`selector` will be auto-generated'));
  if (valueAt(jobTemplateSpec, 'manualSelector') === true)
    errs.push(notSupported('spec.jobTemplate.spec.manualSelector', true, ['nil', 'false']));
  for (const k of ['successfulJobsHistoryLimit', 'failedJobsHistoryLimit']) {
    const v = intAt(spec, k);
    if (v !== null && v < 0) errs.push(invalid(child('spec', k), v, IS_NEGATIVE));
  }
}

const ZONE_PART = /^[A-Za-z.\-_0-9+]{1,14}$/;

/** validateTimeZone: IANA-shaped parts, not Local, a zone the tz database knows. */
function timeZoneRule(tz: string, errs: FieldError[]): void {
  const p = 'spec.timeZone';
  if (tz === '') {
    errs.push(invalid(p, tz, 'timeZone must be nil or non-empty string'));
    return;
  }
  for (const part of tz.split('/'))
    if (part === '.' || part === '..' || part.startsWith('-') || !ZONE_PART.test(part)) {
      errs.push(invalid(p, tz, `unknown time zone ${tz}`));
      return;
    }
  if (tz.toLowerCase() === 'local')
    errs.push(
      invalid(p, tz, 'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones'),
    );
  if (tz !== 'Local' && !isKnownTimeZone(tz)) errs.push(invalid(p, tz, `unknown time zone ${tz}`));
}

function cronJobCreate(ctx: ValidationContext): FieldError[] {
  const errs = validateObjectMeta(valueAt(ctx.obj, 'metadata'), {
    namespaced: true,
    nameFn: nameIsDNSSubdomain,
  });
  cronJobSpec(specOf(ctx.obj), undefined, errs);
  const name = stringAt(objectAt(ctx.obj, 'metadata'), 'name');
  if (name.length > CRONJOB_NAME_MAX)
    errs.push(invalid('metadata.name', name, maxLenError(CRONJOB_NAME_MAX)));
  return errs;
}

function cronJobUpdate(ctx: ValidationContext): FieldError[] {
  const errs = validateObjectMetaUpdate(
    valueAt(ctx.obj, 'metadata'),
    valueAt(ctx.old ?? undefined, 'metadata'),
  );
  cronJobSpec(specOf(ctx.obj), specOf(ctx.old), errs);
  return errs;
}

export const JOB_VALIDATOR: KindValidator = {
  scope:
    "ObjectMeta and the common rules of Job: counts, completionMode, podReplacementPolicy, the pod template (restartPolicy OnFailure or Never; docs/engine.md lists its rules), and on update the immutable template (scheduling directives mutable while suspended and never started), selector, completions and modes; not podFailurePolicy's and successPolicy's own rules",
  create: jobCreate,
  update: jobUpdate,
};

export const CRONJOB_VALIDATOR: KindValidator = {
  scope:
    "ObjectMeta and the common rules of CronJob: the name's 52 characters, schedule (cron syntax, no TZ), timeZone (the runtime's IANA data), startingDeadlineSeconds, concurrencyPolicy, history limits and the job template's rules",
  create: cronJobCreate,
  update: cronJobUpdate,
};
