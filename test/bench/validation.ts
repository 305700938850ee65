// Validation's share of a Deployment apply, for `npm run bench`: the whole write as
// the API server runs it (serverWrite: the field manager's apply of the bench
// Deployment onto the live object, defaulting, the strategy, validation) against
// validateObject on its result: as an update of the live object (ObjectMeta, the
// spec, the pod template, the immutable selector) and as a create.

import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import { validateObject } from '../../core/validation/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { deploymentInput } from './inputs.ts';
import { fastest, us } from './interleaved.ts';

/** The brief's budget: validation adds under 15% to a Deployment apply. */
const BUDGET = 0.15;

export function validationReport(targetNs = 1.5e9): string[] {
  const { scenario } = deploymentInput();
  const step = scenario.steps[scenario.steps.length - 1];
  const schema = new SchemaResolver().resolve('apps/v1', 'Deployment');
  const live = scenario.live as JsonObject;
  const write = () =>
    serverWrite({ verb: 'apply', body: step.object, live, manager: step.manager, now: scenario.now, schema });
  const first = write();
  if (!first.ok) throw new Error(`bench Deployment apply failed: ${first.status.message}`);
  const base = { apiVersion: 'apps/v1', group: 'apps', kind: 'Deployment', namespaced: true };
  const update = { ...base, op: 'update' as const, obj: first.object, old: live };
  const create = { ...base, op: 'create' as const, obj: first.object, old: null };
  if (validateObject(update).errors.length > 0) throw new Error('bench Deployment: the update is invalid');
  const [writeNs, updateNs, createNs] = fastest(
    [write, () => validateObject(update), () => validateObject(create)],
    Math.max(targetNs / 20, 1e7),
  );
  // The write already includes one validation: what it adds is measured against the write without it.
  const ratio = updateNs / (writeNs - updateNs);
  return [
    'Validation in a Deployment apply (serverWrite of the bench Deployment onto the stored one; fastest of 7 interleaved batches):',
    `  serverWrite (apply, defaults, validation)  ${us(writeNs).padStart(10)}`,
    `  validateObject, the update                 ${us(updateNs).padStart(10)}  adds ${(ratio * 100).toFixed(1)}% to the rest of the write (budget ${BUDGET * 100}%)${ratio < BUDGET ? '' : '  OVER BUDGET'}`,
    `  validateObject, a create                   ${us(createNs).padStart(10)}`,
  ];
}
