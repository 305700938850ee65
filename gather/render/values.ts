// Helm values given as YAML text (an Argo CD `values` string, a Flux valuesFrom
// ConfigMap): read as one YAML map within the readers' bounds
// (core/yaml/yaml-read.ts), or null when it is not one.

import { parseDocument } from 'yaml';
import { isObject, type JsonObject, MAX_ALIASES } from '../../core/index.ts';
import { scanYaml } from '../../core/yaml/index.ts';

export function parseValuesText(text: string): JsonObject | null {
  try {
    scanYaml(text);
    const doc = parseDocument(text);
    if (doc.errors.length > 0) return null;
    const v = doc.toJS({ maxAliasCount: MAX_ALIASES }) as JsonObject | null;
    return isObject(v) ? v : null;
  } catch {
    return null;
  }
}
