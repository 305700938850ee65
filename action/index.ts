// The Action's entry (bundled to action/dist/index.js): it runs it.
import { run } from './main.ts';

await run();
