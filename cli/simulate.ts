// `apply-preview simulate SCENARIO`: a scenario's steps replayed by the engine
// (core/simulate.ts), the outcome printed as JSON; --bench N times N replays.

import {
  loadScenarioSchema,
  parseScenario,
  type Scenario,
  ScenarioError,
  scenarioAtVersion,
  simulate,
  stringifyJson,
} from '../core/index.ts';
import type { ResolvedSchema } from '../core/schema/index.ts';
import { SchemaError } from '../core/schema/index.ts';
import { kubernetesVersionOption, type OptionSpec, type Parsed, UsageError } from './args.ts';
import { SIMULATE_HELP } from './help.ts';
import { type CliIO, InputError, inputName, readOne } from './io.ts';

export const SIMULATE_SPEC: OptionSpec = {
  bench: { type: 'string' },
  'kubernetes-version': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

function positiveInt(s: string, what: string): number {
  if (!/^[1-9][0-9]*$/.test(s) || !Number.isSafeInteger(Number(s))) {
    throw new UsageError(`${what} must be a positive integer, got ${JSON.stringify(s)}`);
  }
  return Number(s);
}

/**
 * The scenario run at --kubernetes-version: its own kubernetesVersion must be the
 * same minor (a scenario records results of one version), else it is refused.
 */
function withVersion(scenario: Scenario, version: string, name: string): Scenario {
  const at = scenarioAtVersion(scenario, version);
  if (at === null) {
    throw new UsageError(
      `--kubernetes-version ${version}: ${name} is a scenario of Kubernetes ${scenario.kubernetesVersion}; give that version or none`,
    );
  }
  return at;
}

export async function runSimulate(p: Parsed, io: CliIO): Promise<number> {
  if (p.booleans.has('help')) {
    io.stdout.write(SIMULATE_HELP);
    return 0;
  }
  const benchArg = p.strings.get('bench');
  const iterations = benchArg === undefined ? 0 : positiveInt(benchArg, '--bench');
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0
        ? 'missing the SCENARIO file (- for stdin)'
        : `expected one file, got ${p.positionals.length}: ${p.positionals.join(' ')}`,
    );
  }
  const [file] = p.positionals;
  const name = inputName(file);
  const doc = await readOne(file, io.stdin);
  const kubernetesVersion = kubernetesVersionOption(p, undefined);
  let scenario: Scenario;
  let type: ResolvedSchema;
  try {
    scenario = parseScenario(doc);
    if (kubernetesVersion !== undefined) scenario = withVersion(scenario, kubernetesVersion, name);
    type = await loadScenarioSchema(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) throw new InputError(`${name}: ${e.message}`);
    if (e instanceof SchemaError) throw new InputError(`${name}: schema: ${e.message}`);
    throw e;
  }
  if (iterations === 0) {
    let result: ReturnType<typeof simulate>;
    try {
      result = simulate(scenario, type);
    } catch (e) {
      if (e instanceof ScenarioError) throw new InputError(`${name}: ${e.message}`);
      throw e;
    }
    io.stdout.write(`${stringifyJson(result, 2)}\n`);
    return 0;
  }
  const warmup = Math.min(iterations, 100);
  for (let i = 0; i < warmup; i++) simulate(scenario, type);
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) simulate(scenario, type);
  const elapsed = process.hrtime.bigint() - start;
  const nsPerSequence = Number(elapsed / BigInt(iterations));
  io.stdout.write(`${JSON.stringify({ nsPerSequence, iterations, steps: scenario.steps.length })}\n`);
  return 0;
}
