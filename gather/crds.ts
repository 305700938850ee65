// The CustomResourceDefinitions a preview's schemas come from: the `crds`
// input's files (a broken one fails the run, naming it), those among the
// manifests (a broken one is reported on its own object) and, with rendering,
// the repository's others (a source the change does not touch may hold them).

import type { JsonObject } from '../core/index.ts';
import { SchemaResolver } from '../core/schema/index.ts';
import { FatalError, oneLine } from './errors.ts';
import type { FileReader } from './files.ts';
import { expandFiles } from './glob.ts';
import type { Logger } from './log.ts';
import { describeSource, type ManifestEntry, readManifestFiles } from './manifests.ts';

/** Whether `o` is a CustomResourceDefinition. */
export function isCRD(o: JsonObject): boolean {
  return o.kind === 'CustomResourceDefinition' && String(o.apiVersion).startsWith('apiextensions.k8s.io/');
}

/** The CRDs of the files `patterns` match (the crds input). */
export async function loadCRDs(
  patterns: readonly string[],
  reader: FileReader,
  log: Logger,
): Promise<JsonObject[]> {
  if (patterns.length === 0) return [];
  const { files, refused } = expandFiles(patterns, reader);
  if (files.length === 0 && refused.length === 0) {
    log.warning(`crds: no file matches ${patterns.map((p) => JSON.stringify(p)).join(', ')}`);
    return [];
  }
  const out: JsonObject[] = [];
  for (const e of await readManifestFiles(files, reader, undefined, refused)) {
    if (!e.intent) throw new FatalError(`crds: ${describeSource(e)}: ${e.error}`);
    if (!isCRD(e.intent)) continue;
    try {
      new SchemaResolver({ crds: [e.intent] });
    } catch (err) {
      throw new FatalError(`crds: ${describeSource(e)}: ${oneLine(err)}`);
    }
    out.push(e.intent);
  }
  return out;
}

/** CRDs among the manifests that convert cleanly (a broken one is reported on its own object). */
export function manifestCRDs(entries: readonly ManifestEntry[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const e of entries) {
    if (!e.intent || !isCRD(e.intent)) continue;
    try {
      new SchemaResolver({ crds: [e.intent] });
      out.push(e.intent);
    } catch {
      // previewing the CRD object itself will say what is wrong with it
    }
  }
  return out;
}

/** `crds` and those of `more` whose name none of `crds` has and that convert cleanly (the repository's CRDs). */
export function withMoreCRDs(crds: readonly JsonObject[], more: readonly JsonObject[]): JsonObject[] {
  const nameOf = (o: JsonObject) => {
    const meta = o.metadata;
    return meta !== null && typeof meta === 'object' && !Array.isArray(meta) ? String(meta.name) : '';
  };
  const names = new Set(crds.map(nameOf));
  const out = [...crds];
  for (const crd of more) {
    if (names.has(nameOf(crd))) continue;
    try {
      new SchemaResolver({ crds: [crd] });
    } catch {
      continue;
    }
    names.add(nameOf(crd));
    out.push(crd);
  }
  return out;
}
