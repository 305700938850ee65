// A write's failure (a Status the server answers) and what a write targets.

import type { ConflictInfo, KubeStatus } from '../managed/types.ts';
import type { VersionConverter } from '../merge/versions.ts';
import type { TypeNode } from '../schema/model.ts';
import type { JsonObject } from '../value.ts';
import type { KubernetesVersion } from '../versions.ts';
import type { ResourceInfo } from './resources.ts';
import type { Strategy } from './strategies.ts';

export class WriteFailure extends Error {
  constructor(
    readonly status: KubeStatus,
    readonly conflicts: ConflictInfo[] = [],
  ) {
    super(status.message);
  }
}

export function failWith(s: KubeStatus): never {
  throw new WriteFailure(s);
}

/** What the write targets: the resource, its strategy and the schema's root for the field manager. */
export interface Target {
  info: ResourceInfo;
  strategy: Strategy;
  /** Root type for the field manager (undefined: deduced). */
  type: TypeNode | undefined;
  /** Root for defaulting (null: none known). */
  root: TypeNode | null;
  now: string;
  random: () => number;
  defaults: boolean;
  /** The Kubernetes version the write is previewed on. */
  version: KubernetesVersion;
  /** The object as the API server serializes it (serialized.ts); identity for custom resources. */
  encode: (obj: JsonObject) => JsonObject;
  /**
   * The object decoded into its Go struct and serialized, values checked as the
   * decoder reads them: `json` a create or update body, `unstructured` an apply's
   * merged object (serialized.ts; throws FieldDecodeError). Identity for custom resources.
   */
  decode: (obj: JsonObject, mode: 'json' | 'unstructured') => JsonObject;
  /** The kind's empty object as serialized (built-in kinds), for the field manager's `empty`. */
  empty?: JsonObject;
  /** Converts to the versions other managers are recorded at (present only when some are). */
  converter?: VersionConverter;
}

/** handlers' prefixFromUserAgent: the user agent up to its first "/", printable characters, at most 128. */
export function userAgentManager(userAgent: string | undefined): string {
  const head = (userAgent ?? '').split('/')[0];
  let out = '';
  for (const ch of head) {
    if (out.length >= 128) break;
    if (/\p{C}/u.test(ch)) continue;
    out += ch;
  }
  return out;
}
