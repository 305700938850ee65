// Where core meets the x-kubernetes-validations pass without importing it: the
// pass and its CEL evaluator (core/validation/cel/) weigh ~77 KiB gzip, more than
// the playground's bundle can carry, so the API, CLI and Action register it with
// useCelEngine, the playground once it has fetched it as a chunk of its own
// (playground/src/cel.ts), and core asks celValidation() for it (null: rules not
// evaluated).
// The string format checks (crd/formats.ts) come with it, for the same reason.

import type { JsonObject } from '../../value.ts';
import type { FieldError } from '../errors.ts';
import type { SchemaNode } from './schema.ts';

export interface CelValidation {
  /** The check of a string `format` (undefined: free text); registered here, it stays out of the playground too. */
  formatCheck(format: string): ((s: string) => boolean) | undefined;
  /** The rules' errors over `obj` (`old` on update, for oldSelf and ratcheting) and the rules not run, with why. */
  validate(
    schema: SchemaNode,
    obj: JsonObject,
    old: JsonObject | undefined,
  ): { errors: FieldError[]; skipped: string[] };
}

let registered: CelValidation | null = null;

/** Registers the x-kubernetes-validations pass (null: none; rules are then not evaluated). */
export function useCelEngine(v: CelValidation | null): void {
  registered = v;
}

export function celValidation(): CelValidation | null {
  return registered;
}
