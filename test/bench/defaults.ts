// Defaulting's share of a Deployment apply, for `npm run bench`: the field
// manager's apply of the bench Deployment (kubectl's re-apply with a new image,
// onto the live object with managedFields) against applyDefaults on its result,
// as kube-apiserver defaults after the merge. The result is not defaulted yet
// (the bench's live object was built without server defaults), so defaulting
// fills every pod-template default: the costly case. Defaulting an object that
// already has its defaults (what a live object read from a cluster is) is timed
// too: that walk changes nothing and returns its input.

import { applyDefaults } from '../../core/defaults/index.ts';
import { apply } from '../../core/managed/fieldmanager.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { deploymentInput } from './inputs.ts';
import { fastest, us } from './interleaved.ts';

/** The brief's budget: defaulting adds under 10% to a Deployment apply. */
const BUDGET = 0.1;

export function defaultsReport(targetNs = 1.5e9): string[] {
  const { scenario } = deploymentInput();
  const step = scenario.steps[scenario.steps.length - 1];
  const live = scenario.live as JsonObject;
  const { root } = new SchemaResolver().resolve('apps/v1', 'Deployment');
  const opts = { manager: step.manager, schema: root, now: scenario.now };
  const first = apply(live, step.object, opts);
  if (!first.ok) throw new Error(`bench Deployment apply failed: ${first.status.message}`);
  const merged = first.object;
  const defaulted = applyDefaults(merged, root);
  if (defaulted === merged) throw new Error('bench Deployment: defaulting changed nothing');
  if (applyDefaults(defaulted, root) !== defaulted)
    throw new Error('bench Deployment: defaulting is not idempotent');

  const [applyNs, defaultNs, againNs] = fastest(
    [
      () => apply(live, step.object, opts),
      () => applyDefaults(merged, root),
      () => applyDefaults(defaulted, root),
    ],
    Math.max(targetNs / 20, 1e7),
  );
  const ratio = defaultNs / applyNs;
  const spec = merged.spec as JsonObject;
  const podSpec = (spec.template as JsonObject).spec as JsonObject;
  const containers = (podSpec.containers as JsonObject[]).length;
  return [
    `Defaulting after a Deployment apply (kubectl's re-apply of the bench Deployment, ${containers} containers; fastest of 7 interleaved batches):`,
    `  apply (merge, managedFields)        ${us(applyNs).padStart(10)}`,
    `  applyDefaults on its result         ${us(defaultNs).padStart(10)}  ${(ratio * 100).toFixed(1)}% of the apply (budget ${BUDGET * 100}%)${ratio < BUDGET ? '' : '  OVER BUDGET'}`,
    `  applyDefaults, already defaulted    ${us(againNs).padStart(10)}  ${((againNs / applyNs) * 100).toFixed(1)}% (returns its input)`,
  ];
}
