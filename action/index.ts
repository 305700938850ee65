// The Action's entry (bundled to action/dist/index.js): it runs it, or, in a
// worker thread it started itself, serves that worker's task.
import { allowWorkers, isWorkerTask, serveWorkerTask } from './aside.ts';
import { run } from './main.ts';

if (isWorkerTask()) await serveWorkerTask();
else {
  allowWorkers(import.meta.url);
  await run();
}
