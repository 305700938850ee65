// POST /v1/simulate: replays a scenario of applies and updates (the command
// line's format) and returns one result per step; ?kubernetesVersion= runs a
// scenario that names no version at that one, as `simulate --kubernetes-version`.

import {
  loadScenarioSchema,
  parseScenario,
  ScenarioError,
  scenarioAtVersion,
  simulate,
} from '../core/index.ts';
import { kubernetesVersionProblem } from '../core/request/index.ts';
import type { ResolvedSchema } from '../core/schema/index.ts';
import { SchemaError } from '../core/schema/index.ts';
import { readBody } from './body.ts';
import { envelope, type HandlerContext, json, type Reply } from './handlers.ts';
import { Scenario } from './schemas.ts';
import { badRequest, tooLarge } from './status.ts';

export async function handleSimulate(ctx: HandlerContext): Promise<Reply> {
  const body = await readBody(ctx.request, ctx.limits);
  const doc = envelope(body, Scenario);
  if (doc.steps.length > ctx.limits.maxItems) {
    throw tooLarge(`the scenario has ${doc.steps.length} steps; the limit is ${ctx.limits.maxItems}`);
  }
  const version = ctx.query.get('kubernetesVersion') ?? undefined;
  if (version !== undefined) {
    const problem = kubernetesVersionProblem(version);
    if (problem !== null) throw badRequest(`kubernetesVersion: ${problem}`);
  }
  let scenario: ReturnType<typeof parseScenario>;
  let schema: ResolvedSchema;
  try {
    scenario = parseScenario(body.documents[0]);
    if (version !== undefined) {
      const at = scenarioAtVersion(scenario, version);
      if (at === null) {
        throw badRequest(
          `kubernetesVersion: the query parameter (${JSON.stringify(version)}) is not the scenario's own version (${JSON.stringify(scenario.kubernetesVersion)}): a scenario runs at its own version; give that one or none`,
        );
      }
      scenario = at;
    }
    schema = await loadScenarioSchema(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) throw badRequest(`request body: ${e.message}`);
    if (e instanceof SchemaError) throw badRequest(`schema: ${e.message}`);
    throw e;
  }
  try {
    return json(simulate(scenario, schema));
  } catch (e) {
    // A step the replay cannot run as written is the request's fault: 400, never a 500.
    if (e instanceof ScenarioError) throw badRequest(`request body: ${e.message}`);
    throw e;
  }
}
