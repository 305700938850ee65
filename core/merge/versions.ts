// Managers recorded at other API versions: what the updater converts objects
// through (structured-merge-diff merge.Converter, implemented by the API server's
// versionConverter, k8s.io/apimachinery pkg/util/managedfields/internal/versionconverter.go),
// its two failures, and the objects of one operation at each version, converted once.

import type { TypeNode } from '../schema/model.ts';
import type { JsonValue } from '../value.ts';

/**
 * The version is not one the server can convert to (runtime.IsNotRegisteredError,
 * noCorrespondingTypeErr): the updater drops the manager's entry, as the API server does.
 */
export class MissingVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingVersionError';
  }
}

/** Any other conversion failure: the write fails with this message (the field manager's error). */
export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionError';
  }
}

export interface VersionConverter {
  /** The root type (with ObjectMeta) of the kind at `version`; throws MissingVersionError or ConversionError. */
  typeOf(version: string): TypeNode;
  /**
   * `value` (an object whose apiVersion names its version) at `version`; the value
   * itself when it is at that version already. Throws MissingVersionError or ConversionError.
   */
  convert(value: JsonValue, version: string): JsonValue;
}

/** A value at one version with that version's type. */
export interface AtVersion {
  value: JsonValue | null;
  type: TypeNode;
}

/** One object (null: absent) seen at the versions an operation needs, each converted once. */
export class ObjectVersions {
  private readonly at = new Map<string, AtVersion>();

  constructor(
    value: JsonValue | null,
    version: string,
    type: TypeNode,
    private readonly converter: VersionConverter,
  ) {
    this.at.set(version, { value, type });
  }

  /** The object at `version` (throws what the converter throws). */
  get(version: string): AtVersion {
    let hit = this.at.get(version);
    if (hit === undefined) {
      const [first] = this.at.values();
      const type = this.converter.typeOf(version);
      hit = { value: first.value === null ? null : this.converter.convert(first.value, version), type };
      this.at.set(version, hit);
    }
    return hit;
  }
}

/** Whether any manager's set is recorded at another version than `version`. */
export function anyOtherVersion(
  managers: ReadonlyMap<string, { apiVersion: string }>,
  version: string,
): boolean {
  for (const vs of managers.values()) if (vs.apiVersion !== version) return true;
  return false;
}
