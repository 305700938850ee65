// `live: <path>`: live objects from files, as `kubectl get ... -o yaml
// --show-managed-fields` writes them (one object, several documents, or a `kind:
// List`). The input is one or more paths, directories or globs, one a line. A
// snapshot that cannot be read fails the run: without it nothing can be previewed.

import { FatalError } from './errors.ts';
import type { FileReader } from './files.ts';
import { expandFiles } from './glob.ts';
import { describeSource, readManifestFiles } from './manifests.ts';
import { LiveIndex } from './refs.ts';

export async function loadSnapshot(patterns: readonly string[], reader: FileReader): Promise<LiveIndex> {
  const { files, refused } = expandFiles(patterns, reader);
  if (files.length === 0) {
    throw new FatalError(
      `live: no snapshot file matches ${patterns.map((p) => JSON.stringify(p)).join(', ')}`,
    );
  }
  const index = new LiveIndex();
  for (const e of await readManifestFiles(files, reader, undefined, refused)) {
    if (e.error !== undefined || !e.intent) {
      throw new FatalError(`live snapshot ${describeSource(e)}: ${e.error}`);
    }
    index.add(e.intent);
  }
  return index;
}
