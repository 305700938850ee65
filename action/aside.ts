// Reading YAML is most of a big run's cost (eemeli/yaml parses a few MB a
// second), and a snapshot is one big file. The bundle reads it in a worker thread
// (the same bundle, started with a task) while the main thread reads the
// manifests, so the two use both of a runner's cores. Without the bundle (the
// command line, tests of the sources) or when a worker cannot start, the files
// are read here as before: the result is the same either way.

import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type ManifestEntry, readManifestFiles } from './manifests.ts';

let entry: URL | null = null;

/** Called by the bundle's entry with its own URL: workers may run it. */
export function allowWorkers(url: string): void {
  entry = new URL(url);
}

interface ReadTask {
  applyPreviewRead: true;
  files: string[];
  workspace: string;
}

function isReadTask(d: unknown): d is ReadTask {
  return typeof d === 'object' && d !== null && 'applyPreviewRead' in d && d.applyPreviewRead === true;
}

/** True in a worker started by readFilesAside (the bundle's entry then serves it instead of running the Action). */
export function isWorkerTask(): boolean {
  return !isMainThread && isReadTask(workerData);
}

/** In the worker: reads the files and sends the entries back. */
export async function serveWorkerTask(): Promise<void> {
  const task = workerData as ReadTask;
  parentPort?.postMessage(await readManifestFiles(task.files, task.workspace));
}

/** readManifestFiles, in a worker thread when the bundle allows it. */
export function readFilesAside(files: readonly string[], workspace: string): Promise<ManifestEntry[]> {
  if (entry === null || files.length === 0) return readManifestFiles(files, workspace);
  const url = entry;
  return new Promise((resolve) => {
    let settled = false;
    const fallback = () => {
      if (settled) return;
      settled = true;
      resolve(readManifestFiles(files, workspace));
    };
    let worker: Worker;
    try {
      const task: ReadTask = { applyPreviewRead: true, files: [...files], workspace };
      worker = new Worker(url, { workerData: task });
    } catch {
      fallback();
      return;
    }
    worker.once('message', (entries: ManifestEntry[]) => {
      if (settled) return;
      settled = true;
      resolve(entries);
    });
    worker.once('error', fallback);
    worker.once('exit', fallback);
  });
}
