// The serialization step's share of a Deployment apply, for `npm run bench`:
// kubectl's re-apply of the bench Deployment (the field manager's apply, onto the
// live object with managedFields) against serialized() on its defaulted result
// (core/server/serialized.ts: what the Go struct always writes: resources: {} in
// each container, status: {}), and on an object that has them already (what a
// live object read from a cluster is: the walk adds nothing and returns its input).
// `npx tsx test/bench/serialized.ts` runs it alone.

import { applyDefaults } from '../../core/defaults/index.ts';
import { apply } from '../../core/managed/fieldmanager.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serialized } from '../../core/server/serialized.ts';
import type { JsonObject } from '../../core/value.ts';
import { deploymentInput } from './inputs.ts';
import { fastest, us } from './interleaved.ts';

/** The brief's budget: a small fraction (here 5%) of a Deployment apply. */
const BUDGET = 0.05;

export function serializedReport(targetNs = 1.5e9): string[] {
  const { scenario } = deploymentInput();
  const step = scenario.steps[scenario.steps.length - 1];
  const live = scenario.live as JsonObject;
  const { root } = new SchemaResolver().resolve('apps/v1', 'Deployment');
  const opts = { manager: step.manager, schema: root, now: scenario.now };
  const first = apply(live, step.object, opts);
  if (!first.ok) throw new Error(`bench Deployment apply failed: ${first.status.message}`);
  const merged = applyDefaults(first.object, root);
  const stored = serialized(merged, root);
  if (stored === merged) throw new Error('bench Deployment: serialization added nothing');
  if (serialized(stored, root) !== stored)
    throw new Error('bench Deployment: serialization is not idempotent');
  const [applyNs, fillNs, againNs] = fastest(
    [() => apply(live, step.object, opts), () => serialized(merged, root), () => serialized(stored, root)],
    Math.max(targetNs / 20, 1e7),
  );
  const ratio = fillNs / applyNs;
  return [
    'Serialization after a Deployment apply (the fields its Go struct always writes; fastest of 7 interleaved batches):',
    `  apply (merge, managedFields)        ${us(applyNs).padStart(10)}`,
    `  serialized on its result            ${us(fillNs).padStart(10)}  ${(ratio * 100).toFixed(1)}% of the apply (budget ${BUDGET * 100}%)${ratio < BUDGET ? '' : '  OVER BUDGET'}`,
    `  serialized, already serialized      ${us(againNs).padStart(10)}  ${((againNs / applyNs) * 100).toFixed(1)}% (returns its input)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(serializedReport().join('\n'));
