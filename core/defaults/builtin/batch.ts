// The batch group (batch/v1): kubernetes pkg/apis/batch/v1/defaults.go, with the
// pod templates defaulted as pkg/apis/batch/v1/zz_generated.defaults.go calls
// the core/v1 defaulters. A CronJob's jobTemplate gets the pod defaults and the
// pod failure policy's pattern status, not the Job's own spec defaults
// (SetDefaults_Job takes a Job).
//
// Feature gates at their 1.35 default: JobPodReplacementPolicy GA,
// JobBackoffLimitPerIndex GA.

import type { JsonObject } from '../../value.ts';
import { Edit, unsetPointer } from '../edit.ts';
import { labelsFromTemplate, podTemplateSpec, templateLabels } from './core.ts';

const MAX_INT32 = 2147483647;

function podFailurePolicy(o: JsonObject): JsonObject {
  // SetDefaults_PodFailurePolicyOnPodConditionsPattern: status True
  const e = new Edit(o);
  e.items('rules', (rule) => {
    const r = new Edit(rule);
    r.items('onPodConditions', (p) => {
      const pe = new Edit(p);
      pe.str('status', 'True');
      return pe.done();
    });
    return r.done();
  });
  return e.done();
}

function jobSpecNested(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('podFailurePolicy', podFailurePolicy);
  e.make('template', podTemplateSpec);
  return e.done();
}

export function job(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    if (unsetPointer(se.get('completions')) && unsetPointer(se.get('parallelism'))) {
      se.set('completions', 1);
      se.set('parallelism', 1);
    }
    se.ptr('parallelism', 1);
    if (unsetPointer(se.get('backoffLimit')))
      se.set('backoffLimit', unsetPointer(se.get('backoffLimitPerIndex')) ? 6 : MAX_INT32);
    se.ptr('completionMode', 'NonIndexed');
    se.ptr('suspend', false);
    if (unsetPointer(se.get('podReplacementPolicy')))
      se.set(
        'podReplacementPolicy',
        unsetPointer(se.get('podFailurePolicy')) ? 'TerminatingOrFailed' : 'Failed',
      );
    se.ptr('manualSelector', false);
    return jobSpecNested(se.done());
  });
  const spec = e.get('spec');
  return labelsFromTemplate(e.done(), templateLabels(spec));
}

export function cronJob(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.str('concurrencyPolicy', 'Allow');
    se.ptr('suspend', false);
    se.ptr('successfulJobsHistoryLimit', 3);
    se.ptr('failedJobsHistoryLimit', 1);
    se.make('jobTemplate', (jt) => {
      const j = new Edit(jt);
      j.make('spec', jobSpecNested);
      return j.done();
    });
    return se.done();
  });
  return e.done();
}
