#!/usr/bin/env node
// `node bin/apply-preview.mjs` in a clone: the bundled command line
// (cli/dist/apply-preview.mjs, `npm run build:cli`), which is also the package's
// `bin`. No TypeScript compiler at run time. From the sources instead:
// `npx tsx cli/main.ts`.
import { main } from '../cli/dist/apply-preview.mjs';

await main();
