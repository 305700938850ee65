// A CRD version's `openAPIV3Schema` compiled once into the nodes the validators walk
// (apiextensions-apiserver pkg/apiserver/validation/validation.go converts it to a
// kube-openapi spec.Schema; pkg/apiserver/schema keeps the structural extensions).
// Regular expressions are built here, never per value.

import { isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';

/** One x-kubernetes-validations rule as written in the CRD. */
export interface RuleSpec {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

export interface SchemaNode {
  /** `type` ('' when absent); int-or-string nodes have 'integer' and `intOrString`. */
  type: string;
  /** The types a value may have (int-or-string: integer and string; none: any). */
  types: readonly string[];
  intOrString: boolean;
  nullable: boolean;
  preserveUnknown: boolean;
  embedded: boolean;
  format: string;
  enum: JsonValue[] | null;
  pattern: { source: string; re: RegExp | null } | null;
  maximum: number | null;
  exclusiveMaximum: boolean;
  minimum: number | null;
  exclusiveMinimum: boolean;
  multipleOf: number | null;
  maxLength: number | null;
  minLength: number | null;
  maxItems: number | null;
  minItems: number | null;
  uniqueItems: boolean;
  maxProperties: number | null;
  minProperties: number | null;
  required: string[];
  properties: Map<string, SchemaNode>;
  /** additionalProperties: a schema, or false (none allowed), or null (absent / true). */
  additional: SchemaNode | false | null;
  items: SchemaNode | null;
  allOf: SchemaNode[];
  anyOf: SchemaNode[];
  oneOf: SchemaNode[];
  not: SchemaNode | null;
  listType: string;
  listMapKeys: string[];
  mapType: string;
  rules: RuleSpec[];
  /** Something in this node or below has x-kubernetes-validations. */
  hasRules: boolean;
  /** Parts of the schema the preview does not enforce (for the note). */
  unenforced: string[];
}

/**
 * The formats kube-openapi checks that the preview does not model exactly (ISBNs,
 * credit cards, colours, SSNs, bsonobjectid): a schema using one gets a note.
 */
const UNMODELLED_FORMATS: ReadonlySet<string> = new Set([
  'bsonobjectid',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
]);

/** go-openapi's format name normalization (dashes dropped): `date-time` is `datetime`. */
export function normalFormat(format: string): string {
  return format.replaceAll('-', '');
}

function num(o: JsonObject, k: string): number | null {
  const v = ownValue(o, k);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return null;
}

function str(o: JsonObject, k: string): string {
  const v = ownValue(o, k);
  return typeof v === 'string' ? v : '';
}

/**
 * Go's regexp (RE2) pattern as a JS RegExp: the common syntax is shared; `(?i)`-style
 * leading flags are mapped and `\z` becomes `$`. A pattern JS cannot read is reported
 * as not enforced rather than guessed.
 */
function goPattern(source: string): RegExp | null {
  let p = source;
  let flags = 'u';
  const lead = /^\(\?([ims]+)\)/.exec(p);
  if (lead !== null) {
    p = p.slice(lead[0].length);
    for (const f of lead[1] as string) if (!flags.includes(f)) flags += f;
  }
  p = p.replace(/\\z/g, '$').replace(/\\A/g, '^');
  try {
    return new RegExp(p, flags);
  } catch {
    try {
      return new RegExp(p, flags.replace('u', ''));
    } catch {
      return null;
    }
  }
}

function rulesOf(o: JsonObject): RuleSpec[] {
  const raw = ownValue(o, 'x-kubernetes-validations');
  if (!Array.isArray(raw)) return [];
  const out: RuleSpec[] = [];
  for (const r of raw) {
    if (!isObject(r) || typeof r.rule !== 'string') continue;
    const spec: RuleSpec = { rule: r.rule };
    if (typeof r.message === 'string') spec.message = r.message;
    if (typeof r.messageExpression === 'string') spec.messageExpression = r.messageExpression;
    if (typeof r.reason === 'string') spec.reason = r.reason;
    if (typeof r.fieldPath === 'string') spec.fieldPath = r.fieldPath;
    if (r.optionalOldSelf === true) spec.optionalOldSelf = true;
    out.push(spec);
  }
  return out;
}

function nodes(o: JsonObject, k: string): SchemaNode[] {
  const v = ownValue(o, k);
  return Array.isArray(v) ? v.filter(isObject).map(compileSchema) : [];
}

/** The node of one schema object (its sub-schemas compiled with it). */
export function compileSchema(o: JsonObject): SchemaNode {
  const intOrString = ownValue(o, 'x-kubernetes-int-or-string') === true;
  const enumRaw = ownValue(o, 'enum');
  const patternSrc = str(o, 'pattern');
  const props = ownValue(o, 'properties');
  const properties = new Map<string, SchemaNode>();
  if (isObject(props)) {
    for (const k of Object.keys(props)) {
      const p = ownValue(props, k);
      if (isObject(p)) properties.set(k, compileSchema(p));
    }
  }
  const ap = ownValue(o, 'additionalProperties');
  const items = ownValue(o, 'items');
  const required = ownValue(o, 'required');
  const keys = ownValue(o, 'x-kubernetes-list-map-keys');
  const notRaw = ownValue(o, 'not');
  const unenforced: string[] = [];
  const pattern = patternSrc === '' ? null : { source: patternSrc, re: goPattern(patternSrc) };
  if (pattern !== null && pattern.re === null) unenforced.push(`pattern ${JSON.stringify(patternSrc)}`);
  const format = str(o, 'format');
  if (UNMODELLED_FORMATS.has(normalFormat(format))) unenforced.push(`format ${format}`);
  if (Array.isArray(ownValue(o, 'anyOf')) || Array.isArray(ownValue(o, 'oneOf')))
    unenforced.push('the detail errors listed after an anyOf/oneOf failure');
  const n: SchemaNode = {
    type: intOrString ? 'integer' : str(o, 'type'),
    types: intOrString ? ['integer', 'string'] : str(o, 'type') === '' ? [] : [str(o, 'type')],
    intOrString,
    nullable: ownValue(o, 'nullable') === true,
    preserveUnknown: ownValue(o, 'x-kubernetes-preserve-unknown-fields') === true,
    embedded: ownValue(o, 'x-kubernetes-embedded-resource') === true,
    format,
    enum: Array.isArray(enumRaw) ? enumRaw : null,
    pattern,
    maximum: num(o, 'maximum'),
    exclusiveMaximum: ownValue(o, 'exclusiveMaximum') === true,
    minimum: num(o, 'minimum'),
    exclusiveMinimum: ownValue(o, 'exclusiveMinimum') === true,
    multipleOf: num(o, 'multipleOf'),
    maxLength: num(o, 'maxLength'),
    minLength: num(o, 'minLength'),
    maxItems: num(o, 'maxItems'),
    minItems: num(o, 'minItems'),
    uniqueItems: ownValue(o, 'uniqueItems') === true,
    maxProperties: num(o, 'maxProperties'),
    minProperties: num(o, 'minProperties'),
    required: Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [],
    properties,
    additional: isObject(ap) ? compileSchema(ap) : ap === false ? false : null,
    items: isObject(items) ? compileSchema(items) : null,
    allOf: nodes(o, 'allOf'),
    anyOf: nodes(o, 'anyOf'),
    oneOf: nodes(o, 'oneOf'),
    not: isObject(notRaw) ? compileSchema(notRaw) : null,
    listType: str(o, 'x-kubernetes-list-type'),
    listMapKeys: Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [],
    mapType: str(o, 'x-kubernetes-map-type'),
    rules: rulesOf(o),
    hasRules: false,
    unenforced,
  };
  n.hasRules =
    n.rules.length > 0 ||
    (n.items?.hasRules ?? false) ||
    (n.additional !== false && (n.additional?.hasRules ?? false)) ||
    [...properties.values()].some((p) => p.hasRules) ||
    n.allOf.some((p) => p.hasRules);
  return n;
}

/** Every note of unenforced parts under `n`, once. */
export function unenforcedParts(n: SchemaNode, into: Set<string> = new Set()): Set<string> {
  for (const u of n.unenforced) into.add(u);
  for (const p of n.properties.values()) unenforcedParts(p, into);
  if (n.additional) unenforcedParts(n.additional, into);
  if (n.items !== null) unenforcedParts(n.items, into);
  for (const s of [...n.allOf, ...n.anyOf, ...n.oneOf]) unenforcedParts(s, into);
  if (n.not !== null) unenforcedParts(n.not, into);
  return into;
}

export interface CompiledCRD {
  /** By served version name; null: the version has no schema. */
  versions: Map<string, SchemaNode | null>;
}

const compiled = new WeakMap<JsonObject, CompiledCRD>();

/** The CRD's schemas, compiled the first time this CRD object is seen. */
export function compiledCRD(crd: JsonObject): CompiledCRD {
  let c = compiled.get(crd);
  if (c !== undefined) return c;
  const versions = new Map<string, SchemaNode | null>();
  const spec = ownValue(crd, 'spec');
  const list = isObject(spec) ? ownValue(spec, 'versions') : undefined;
  const top = isObject(spec) ? ownValue(spec, 'validation') : undefined;
  for (const v of Array.isArray(list) ? list : []) {
    if (!isObject(v) || typeof v.name !== 'string') continue;
    const s = isObject(v.schema) ? v.schema : top;
    const root = isObject(s) ? ownValue(s, 'openAPIV3Schema') : undefined;
    versions.set(v.name, isObject(root) ? compileSchema(root) : null);
  }
  c = { versions };
  compiled.set(crd, c);
  return c;
}
