// The playground link of each object of the report (input `playground-url`): the
// object's state as the page reads it (the live object and the manifest as
// YAML, the CRD of a custom resource, the field manager, force, and the run's
// applier, mode and defaults) in the link's
// fragment, through core/preview/link.ts. A Secret gets no link (its values would
// be in it) and neither does a link over PLAYGROUND_LINK_LIMIT characters; the
// comment says which.

import { stringify } from 'yaml';
import { parseYamlOne } from '../api/yaml.ts';
import { isObject, type JsonObject } from '../core/index.ts';
import { isSecret, type PlaygroundLinkResult, playgroundLinkOf } from '../core/preview/index.ts';
import { hasDetails } from '../core/preview/render/index.ts';
import type { FieldValidation } from '../core/server/index.ts';
import type { Preview } from '../gather/gather.ts';

/**
 * An object as YAML the playground reads back to the same object (kubectl's YAML
 * 1.1: `on`, `0777` and timestamps-like strings quoted); JSON when it would not.
 */
export function objectText(obj: JsonObject): string {
  const json = JSON.stringify(obj);
  try {
    const yaml = stringify(obj, { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false });
    if (JSON.stringify(parseYamlOne(yaml, 'object')) === json) return yaml;
  } catch {
    // not representable as YAML the reader takes back: JSON below
  }
  return `${JSON.stringify(obj, null, 2)}\n`;
}

function crdName(o: JsonObject): string {
  return isObject(o.metadata) && typeof o.metadata.name === 'string' ? o.metadata.name : '';
}

export interface LinkCounts {
  linked: number;
  secret: number;
  tooLong: number;
}

/**
 * Each report object's link (or why none), by index: only for objects shown with
 * details (an error or an object left as it is has none, so nothing to link from).
 */
export function playgroundLinks(
  baseUrl: string,
  preview: Preview,
  opts: {
    fieldManager: string;
    force: boolean;
    applier?: string;
    mode?: 'server-side' | 'client-side';
    defaults?: boolean;
    owner?: string;
    fieldValidation?: FieldValidation;
  },
): { links: (PlaygroundLinkResult | null)[]; counts: LinkCounts } {
  const counts: LinkCounts = { linked: 0, secret: 0, tooLong: 0 };
  const crds = new Map(preview.crds.map((c) => [crdName(c), c]));
  const links = preview.report.objects.map((o, i): PlaygroundLinkResult | null => {
    const used = preview.inputs[i];
    if (!used || o.action === 'error' || !hasDetails(o)) return null;
    let r: PlaygroundLinkResult;
    if (isSecret(used.intent) || isSecret(used.live) || isSecret(o.ref)) r = { omitted: 'secret' };
    else {
      const crd = o.schemaSource.startsWith('crd:') ? crds.get(o.schemaSource.slice(4)) : undefined;
      r = playgroundLinkOf(baseUrl, {
        live: used.live === null ? '' : objectText(used.live),
        manifest: objectText(used.intent),
        crd: crd ? objectText(crd) : '',
        fieldManager: opts.fieldManager,
        force: opts.force,
        ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
        ...(opts.applier !== undefined ? { applier: opts.applier } : {}),
        ...(opts.defaults !== undefined ? { defaults: opts.defaults } : {}),
        ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
        ...(opts.fieldValidation !== undefined ? { fieldValidation: opts.fieldValidation } : {}),
        // The version the run used (given, or the cluster's): the page types the object alike.
        ...(preview.kubernetesVersion !== undefined ? { kubernetesVersion: preview.kubernetesVersion } : {}),
      });
    }
    if ('url' in r) counts.linked++;
    else if (r.omitted === 'secret') counts.secret++;
    else counts.tooLong++;
    return r;
  });
  return { links, counts };
}
