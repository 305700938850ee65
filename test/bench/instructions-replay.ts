// The child of `npm run bench:instructions`, run under valgrind: replays one
// scenario `warm` times, collects the garbage, replays it `count` more times and
// collects again. The parent runs it twice, with count 0 and count N, and divides
// the difference by N: one replay's instructions, the start-up and warm-up taken
// out, and each run's own garbage collected inside it.
//
//   node --expose-gc --single-threaded instructions-replay.mjs FILE WARM COUNT

import { readFileSync } from 'node:fs';
import { parseScenario, scenarioSchema, simulate } from '../../core/simulate.ts';

const [file, warmArg, countArg] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (file === undefined || gc === undefined) {
  console.error('usage: node --expose-gc instructions-replay.mjs FILE WARM COUNT');
  process.exit(2);
}
const s = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
const type = scenarioSchema(s);
for (let i = 0; i < Number(warmArg); i++) simulate(s, type);
gc();
for (let i = 0; i < Number(countArg); i++) simulate(s, type);
gc();
