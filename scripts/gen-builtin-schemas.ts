// Generates core/schema/builtin/k8s-<version>.ts, the built-in Kubernetes types
// the engine resolves without a cluster, from the API server's OpenAPI v3
// documents (one per group-version).
//
//   npx tsx scripts/gen-builtin-schemas.ts [DIR] [--version X.Y] [--out FILE]
//
// DIR (default ../shared/kubernetes/openapi-v3-1.35, relative to the repository
// root; a DIR given is relative to the current directory) is searched recursively for *.json documents, so it may be a copy of the
// Kubernetes repository's `api/openapi-spec/v3` directory of any release. The
// version defaults to the last `X.Y` in DIR's name (`--version` when there is none).
//
// Only what merging needs is kept (see compactSchema); identical definitions of
// several documents are stored once.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface InputDocument {
  /** Where it came from (for messages). */
  path: string;
  doc: unknown;
}

export interface GenerateOptions {
  /** Kubernetes minor version, e.g. `1.35`. */
  version: string;
  /** The input directory as written in the header (relative to the repository root). */
  input: string;
}

interface Raw {
  readonly [key: string]: unknown;
}

function isObj(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function own(o: Raw, k: string): unknown {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

const REF_PREFIXES = ['#/components/schemas/', '#/definitions/'];

/** Extensions that decide the merge topology of a schema, copied verbatim. */
const EXTENSIONS = [
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-patch-strategy',
  'x-kubernetes-patch-merge-key',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-int-or-string',
  'x-kubernetes-embedded-resource',
];

/** Definition name of a `$ref` pointer (null when it is not a local definition). */
function refName(ref: unknown): string | null {
  if (typeof ref !== 'string') return null;
  for (const p of REF_PREFIXES) {
    if (ref.startsWith(p) && ref.length > p.length)
      return ref.slice(p.length).replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return null;
}

/** The definition a schema refers to (`$ref` or `allOf: [{$ref}]`), or null. */
function schemaRef(raw: Raw): string | null {
  const ref = own(raw, '$ref');
  if (ref !== undefined && ref !== '') return refName(ref);
  const allOf = own(raw, 'allOf');
  if (Array.isArray(allOf) && allOf.length === 1 && isObj(allOf[0])) return refName(own(allOf[0], '$ref'));
  return null;
}

type Compact = { [key: string]: CompactValue };
type CompactValue = string | number | boolean | null | CompactValue[] | Compact;

/**
 * The parts of a schema the converter (core/schema/openapi.ts) reads: type,
 * format where it turns a string into an untyped scalar, properties (with their
 * defaults: the engine fills in missing list keys from them, e.g.
 * `ContainerPort.protocol: TCP`; keeping all of them costs ~10 KB), items,
 * additionalProperties, the reference (as `$ref: <definition name>`) and the
 * topology extensions. Descriptions, `required`, `oneOf`, enums and the rest go.
 */
export function compactSchema(raw: unknown, where: string): Compact {
  if (!isObj(raw)) throw new Error(`${where}: schema is not an object`);
  const out: Compact = {};
  const ref = schemaRef(raw);
  if (ref !== null) out.$ref = ref;
  else if (own(raw, '$ref') !== undefined && own(raw, '$ref') !== '')
    throw new Error(`${where}: unsupported $ref ${String(raw.$ref)}`);
  const type = own(raw, 'type');
  if (type !== undefined) out.type = type as CompactValue;
  // A format only matters on strings (any but `byte` makes them untyped scalars;
  // `byte` marks a Go []byte, whose base64 the server checks when it decodes it),
  // on integers (int32 or int64: the Go type a fraction fails to convert to), and
  // is kept on untyped schemas such as IntOrString's `int-or-string`.
  const format = own(raw, 'format');
  const first = Array.isArray(type) ? type[0] : type;
  if (
    typeof format === 'string' &&
    format !== '' &&
    (first === 'string' || first === undefined || first === null)
  )
    out.format = format;
  else if (first === 'integer' && (format === 'int32' || format === 'int64')) out.format = format;
  const props = own(raw, 'properties');
  if (isObj(props)) {
    const p: Compact = {};
    for (const name of Object.keys(props)) {
      const member = props[name];
      const c = compactSchema(member, `${where}.${name}`);
      const d = isObj(member) ? own(member, 'default') : undefined;
      if (d !== undefined) c.default = d as CompactValue;
      defineOwn(p, name, c);
    }
    out.properties = p;
  }
  const items = own(raw, 'items');
  if (items !== undefined && items !== null) out.items = compactSchema(items, `${where}[]`);
  const ap = own(raw, 'additionalProperties');
  if (typeof ap === 'boolean') out.additionalProperties = ap;
  else if (ap !== undefined && ap !== null) out.additionalProperties = compactSchema(ap, `${where}{}`);
  for (const ext of EXTENSIONS) {
    const v = own(raw, ext);
    if (v !== undefined) out[ext] = v as CompactValue;
  }
  return out;
}

function defineOwn(o: Compact, k: string, v: CompactValue): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Deterministic JSON: object keys sorted. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (isObj(v)) {
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** A single-quoted TypeScript string literal holding `s`. */
export function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** An object literal key as Biome prints it: bare when it is an identifier. */
export function propertyKey(k: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : quote(k);
}

const LINE_WIDTH = 110;

/**
 * `key: 'value',` laid out as Biome does: the value on its own line when the line
 * would be too wide, unless the key is shorter than the indent width plus 3.
 */
export function property(lines: string[], indent: string, key: string, value: string): void {
  const k = propertyKey(key);
  const v = `${quote(value)},`;
  if (indent.length + k.length + 2 + v.length <= LINE_WIDTH || k.length < 5)
    lines.push(`${indent}${k}: ${v}`);
  else lines.push(`${indent}${k}:`, `${indent}  ${v}`);
}

/** A table of built-in types: apiVersion → kind → definition name, and definition name → compact JSON. */
export interface BuiltinTable {
  kinds: Map<string, Map<string, string>>;
  definitions: Map<string, string>;
}

/** The table of OpenAPI documents (v3 `components.schemas` or v2 `definitions`), definitions sorted by name. */
export function buildTable(docs: readonly InputDocument[]): BuiltinTable {
  // Definitions of every document, by name; the same name must mean the same schema.
  const defs = new Map<string, unknown>();
  const origin = new Map<string, string>();
  for (const { path, doc } of docs) {
    if (!isObj(doc)) continue;
    const components = own(doc, 'components');
    const schemas = isObj(components) ? own(components, 'schemas') : own(doc, 'definitions');
    if (!isObj(schemas)) continue;
    for (const name of Object.keys(schemas)) {
      const schema = schemas[name];
      const prev = defs.get(name);
      if (prev === undefined) {
        defs.set(name, schema);
        origin.set(name, path);
      } else if (stableJson(withoutDocs(prev)) !== stableJson(withoutDocs(schema))) {
        throw new Error(`definition ${name} differs between ${origin.get(name)} and ${path}`);
      }
    }
  }

  const definitions = new Map<string, string>();
  // apiVersion → kind → definition.
  const kinds = new Map<string, Map<string, string>>();
  for (const name of [...defs.keys()].sort()) {
    const raw = defs.get(name);
    definitions.set(name, stableJson(compactSchema(raw, name)));
    const gvks = isObj(raw) ? own(raw, 'x-kubernetes-group-version-kind') : undefined;
    if (!Array.isArray(gvks)) continue;
    for (const g of gvks) {
      if (!isObj(g)) continue;
      const { group, version, kind } = g;
      if (typeof group !== 'string' || typeof version !== 'string' || typeof kind !== 'string' || kind === '')
        continue;
      const apiVersion = group === '' ? version : `${group}/${version}`;
      const m = kinds.get(apiVersion) ?? new Map<string, string>();
      kinds.set(apiVersion, m);
      const prev = m.get(kind);
      if (prev !== undefined && prev !== name)
        throw new Error(`${apiVersion} ${kind} is served by both ${prev} and ${name}`);
      m.set(kind, name);
    }
  }
  return { kinds, definitions };
}

/** The text of the generated module. */
export function generateBuiltinModule(docs: readonly InputDocument[], opts: GenerateOptions): string {
  const { kinds, definitions: compact } = buildTable(docs);
  const lines: string[] = [];
  lines.push(
    `// GENERATED by scripts/gen-builtin-schemas.ts from ${opts.input}`,
    `// (the Kubernetes ${opts.version} OpenAPI v3 documents). DO NOT EDIT.`,
    '//',
    '// Regenerate with',
    '//',
    `//   npx tsx scripts/gen-builtin-schemas.ts ${opts.input}`,
    '//',
    '// or generate another version from the `api/openapi-spec/v3` directory of a',
    '// Kubernetes release (`... DIR --version X.Y` writes k8s-X.Y.ts; then import it',
    '// in core/schema/builtin/index.ts).',
    '//',
    '// Each definition is the JSON of its schema reduced to what merging reads (type,',
    '// string formats, properties and their defaults, items, additionalProperties,',
    '// `$ref` as a bare definition name, the x-kubernetes-* topology extensions);',
    '// core/schema/builtin/index.ts parses and converts them on demand.',
    '',
    `export const KUBERNETES_VERSION = ${quote(opts.version)};`,
    '',
    'export interface BuiltinSchemaData {',
    '  /** apiVersion → kind → definition name. */',
    '  kinds: Record<string, Record<string, string>>;',
    '  /** Definition name → compact schema JSON. */',
    '  definitions: Record<string, string>;',
    '}',
    '',
    'export const BUILTIN_SCHEMAS: BuiltinSchemaData = {',
    '  kinds: {',
  );
  for (const apiVersion of [...kinds.keys()].sort()) {
    lines.push(`    ${propertyKey(apiVersion)}: {`);
    const m = kinds.get(apiVersion)!;
    for (const kind of [...m.keys()].sort()) property(lines, '      ', kind, m.get(kind)!);
    lines.push('    },');
  }
  lines.push('  },', '  definitions: {');
  for (const [name, json] of compact) property(lines, '    ', name, json);
  lines.push('  },', '};', '');
  return lines.join('\n');
}

/** A schema without its documentation, for comparing definitions of several documents. */
function withoutDocs(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutDocs);
  if (!isObj(v)) return v;
  const out: { [k: string]: unknown } = {};
  for (const k of Object.keys(v)) if (k !== 'description') out[k] = withoutDocs(v[k]);
  return out;
}

// ---------------------------------------------------------------------------
// Command line

/** Every *.json file under `dir`, parsed, in a stable order. */
export function readDocuments(dir: string): InputDocument[] {
  const out: InputDocument[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json'))
        out.push({ path: relative(dir, p), doc: JSON.parse(readFileSync(p, 'utf8')) });
    }
  };
  walk(dir);
  return out;
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_INPUT = '../shared/kubernetes/openapi-v3-1.35';

function main(argv: string[]): void {
  let input = DEFAULT_INPUT;
  let version: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--version') version = argv[++i];
    else if (a === '--out') out = argv[++i];
    else input = a;
  }
  // The default is relative to the repository root, a given DIR to the current directory.
  const dir = input === DEFAULT_INPUT ? resolve(REPO_ROOT, input) : resolve(input);
  if (version === undefined) {
    const m = [...dir.matchAll(/(\d+\.\d+)/g)].pop();
    if (!m) throw new Error(`cannot tell the Kubernetes version from ${dir}: pass --version X.Y`);
    version = m[1];
  }
  const docs = readDocuments(dir);
  if (docs.length === 0) throw new Error(`no *.json documents under ${dir}`);
  const text = generateBuiltinModule(docs, { version, input: relative(REPO_ROOT, dir) || '.' });
  const file = resolve(REPO_ROOT, out ?? `core/schema/builtin/k8s-${version}.ts`);
  writeFileSync(file, text);
  process.stdout.write(`${relative(process.cwd(), file)}: ${docs.length} documents, ${text.length} bytes\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`gen-builtin-schemas: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
}
