// Flux's postBuild variable substitution (fluxcd/pkg kustomize/kustomize_varsub.go,
// with drone/envsubst): each rendered object, as YAML, has `${var}`, `$var`,
// `${var:-default}`, `${var:=default}`, `${var-default}` and `${var=default}`
// replaced, `$$` is a literal `$`, an unset variable without a default becomes
// empty; objects labelled or annotated `kustomize.toolkit.fluxcd.io/substitute:
// disabled` are left alone. A variable whose value comes from a Secret is never
// written: it is replaced by SECRET_MASK, and the object says so.

import { parseDocument, stringify } from 'yaml';
import { isObject, type JsonObject, MAX_ALIASES } from '../../core/index.ts';
import { str } from './fields.ts';
import type { Substitution } from './types.ts';

/** What a variable from a Secret is replaced with: a plain word, so the YAML keeps its shape. */
export const SECRET_MASK = 'SECRET-VALUE-NOT-SHOWN';

const DISABLED = 'kustomize.toolkit.fluxcd.io/substitute';

/** Flux's rule for variable names (kustomize_varsub.go varsubRegex). */
export const VAR_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

const PATTERN = /\$\$|\$\{([_a-zA-Z][_a-zA-Z0-9]*)(?:(:?[-=])([^}]*))?\}|\$([_a-zA-Z][_a-zA-Z0-9]*)/g;

/** The text with the variables replaced; `usedSecret` is set when a Secret's variable was used. */
export function substituteText(text: string, sub: Substitution, used: { secret: boolean }): string {
  const value = (name: string): string | undefined => {
    if (sub.secret.has(name)) {
      used.secret = true;
      return SECRET_MASK;
    }
    return sub.vars.get(name);
  };
  return text.replace(
    PATTERN,
    (
      m,
      braced: string | undefined,
      op: string | undefined,
      dflt: string | undefined,
      bare: string | undefined,
    ) => {
      if (m === '$$') return '$';
      const name = braced ?? bare!;
      const v = value(name);
      if (op === undefined) return v ?? '';
      // `:-`/`:=`: the default when unset or empty; `-`/`=`: only when unset.
      const useDefault = op.startsWith(':') ? v === undefined || v === '' : v === undefined;
      return useDefault ? (dflt ?? '') : v!;
    },
  );
}

/** The object after Flux's substitution, or an error message; null when substitution is disabled for it. */
export function substituteObject(
  o: JsonObject,
  sub: Substitution,
): { object: JsonObject; maskedSecret: boolean } | { error: string } | null {
  if (
    str(o, 'metadata', 'labels', DISABLED) === 'disabled' ||
    str(o, 'metadata', 'annotations', DISABLED) === 'disabled'
  )
    return null;
  for (const name of sub.vars.keys())
    if (!VAR_NAME.test(name))
      return { error: `'${name}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'` };
  const used = { secret: false };
  const text = substituteText(stringify(o, { lineWidth: 0 }), sub, used);
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { error: `YAMLToJSON: ${doc.errors[0].message.split('\n')[0]}` };
  const back = doc.toJS({ maxAliasCount: MAX_ALIASES }) as unknown;
  if (!isObject(back as JsonObject)) return { error: 'variable substitution did not leave an object' };
  return { object: back as JsonObject, maskedSecret: used.secret };
}
