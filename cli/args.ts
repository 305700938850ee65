// A small, strict command-line parser: `--name value`, `--name=value`, boolean
// `--flag`, `-h`, `--` to end options, and `-` as a positional (stdin). Unknown
// options are errors, so a typo never silently changes what is previewed.

import { kubernetesVersionProblem } from '../core/request/index.ts';
import { DEFAULT_FIELD_VALIDATION, type FieldValidation, isFieldValidation } from '../core/server/index.ts';

export type OptionSpec = Readonly<Record<string, { type: 'string' | 'boolean'; short?: string }>>;

export interface Parsed {
  strings: Map<string, string>;
  booleans: Set<string>;
  positionals: string[];
}

/** A usage mistake: the message is shown with the command's usage hint, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseArgs(argv: readonly string[], spec: OptionSpec): Parsed {
  const out: Parsed = { strings: new Map(), booleans: new Set(), positionals: [] };
  const byShort = new Map<string, string>();
  for (const [name, o] of Object.entries(spec)) if (o.short) byShort.set(o.short, name);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      out.positionals.push(arg);
      continue;
    }
    let name: string;
    let inline: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
      inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
    } else {
      const long = arg.length === 2 ? byShort.get(arg.slice(1)) : undefined;
      if (long === undefined) throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
      name = long;
    }
    const o = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (o === undefined) throw new UsageError(`unknown option ${JSON.stringify(`--${name}`)}`);
    if (o.type === 'boolean') {
      if (inline !== undefined) {
        if (inline === 'true') out.booleans.add(name);
        else if (inline === 'false') out.booleans.delete(name);
        else
          throw new UsageError(
            `option --${name} takes no value (or =true / =false), got ${JSON.stringify(inline)}`,
          );
      } else out.booleans.add(name);
      continue;
    }
    let value = inline;
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) {
        throw new UsageError(
          `option --${name} needs a value (use --${name}=VALUE for a value starting with "-")`,
        );
      }
      value = next;
      i++;
    }
    if (out.strings.has(name)) throw new UsageError(`option --${name} given more than once`);
    out.strings.set(name, value);
  }
  return out;
}

/** --field-validation: Strict (the default, as kubectl sends it), Warn or Ignore. */
export function fieldValidationOption(p: Parsed): FieldValidation {
  const v = p.strings.get('field-validation');
  if (v === undefined) return DEFAULT_FIELD_VALIDATION;
  if (isFieldValidation(v)) return v;
  throw new UsageError(`--field-validation must be Strict, Warn or Ignore, got ${JSON.stringify(v)}`);
}

/**
 * --kubernetes-version: the cluster's version (`1.36`, `1.36.2`), checked; absent:
 * `fallback` (the newest modelled, or undefined where another source decides).
 */
export function kubernetesVersionOption<T extends string | undefined>(p: Parsed, fallback: T): string | T {
  const v = p.strings.get('kubernetes-version');
  if (v === undefined) return fallback;
  const problem = kubernetesVersionProblem(v);
  if (problem !== null) throw new UsageError(`--kubernetes-version: ${problem}`);
  return v;
}
