// The Action's entry (bundled to action/dist/index.js): it only runs it.
import { run } from './main.ts';

await run();
