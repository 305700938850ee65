// Managers recorded at other API versions, around one write: the converter the
// field manager compares and prunes their sets with (core/conversion), the stored
// object read at the request's version as the API server reads it, and the notes
// for what the preview cannot convert (a CRD's Webhook conversion, other
// built-in versions). An update whose field manager fails is write.ts's
// updateNoErrors.

import { converterFor, otherVersions, unconvertedReason } from '../conversion/index.ts';
import { status } from '../managed/status.ts';
import { ConversionError, type VersionConverter } from '../merge/versions.ts';
import { deduced } from '../schema/model.ts';
import { withObjectMeta } from '../schema/objectmeta.ts';
import { isObject, type JsonObject } from '../value.ts';
import { failWith, type Target } from './failure.ts';
import { goTypesOf } from './go-types.ts';
import type { ServerNote } from './types.ts';

/**
 * The converter for the managers `live` records at other API versions (none when all
 * are at the request's), and a note for each version the preview cannot convert to.
 */
function versionConverter(
  live: JsonObject | null,
  apiVersion: string,
  kind: string,
  t: Target,
  crd: JsonObject | undefined,
  notes: ServerNote[],
) {
  const others = otherVersions(live, apiVersion);
  if (others.size === 0) return undefined;
  for (const [version, managers] of others) {
    const reason = unconvertedReason(version, apiVersion, kind, crd);
    if (reason === null) continue;
    const who = managers.length === 1 ? `manager ${managers[0]} is` : `managers ${managers.join(', ')} are`;
    notes.push({
      code: 'version-not-converted',
      path: '.metadata.managedFields',
      message: `${who} recorded at ${version}: ${reason}, so the preview compares ${managers.length === 1 ? 'its' : 'their'} fields in ${apiVersion}, where the API server compares them in ${version}`,
    });
  }
  return converterFor(apiVersion, kind, withObjectMeta(t.type ?? deduced), crd, () => goTypesOf(t.version));
}

/**
 * The live object at the request's version (converted when given at another one the
 * kind converts between) and the converter for its managers at other versions.
 */
export function atRequestVersion(
  live: JsonObject,
  apiVersion: string,
  kind: string,
  t: Target,
  crd: JsonObject | undefined,
  notes: ServerNote[],
): { live: JsonObject; converter: VersionConverter | undefined } {
  const liveVersion = typeof live.apiVersion === 'string' ? live.apiVersion : '';
  let current = live;
  if (liveVersion !== apiVersion && live.kind === kind) {
    const conv = converterFor(apiVersion, kind, withObjectMeta(t.type ?? deduced), crd, () =>
      goTypesOf(t.version),
    );
    if (conv !== undefined) {
      try {
        const converted = conv.convert(live, apiVersion);
        if (isObject(converted)) current = converted;
      } catch (e) {
        if (!(e instanceof ConversionError)) throw e;
        failWith(status(500, '', e.message));
      }
    } else if (crd !== undefined) {
      // A conversion webhook would give the stored object at the request's version.
      const reason = unconvertedReason(liveVersion, apiVersion, kind, crd);
      current = { ...live, apiVersion };
      notes.push({
        code: 'version-not-converted',
        message: `the live object is given at ${liveVersion}: ${reason}, so the preview reads it at ${apiVersion} as it is`,
      });
    }
  }
  return { live: current, converter: versionConverter(current, apiVersion, kind, t, crd, notes) };
}
