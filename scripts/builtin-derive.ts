// Derives the built-in table of a Kubernetes release that has no OpenAPI v3
// documents here from what it does have (see docs/schemas.md, "Other versions"):
//
// - tableFromSwagger: the release's OpenAPI v2 document (types, formats, topology
//   extensions, served kinds) with each property's `default` taken from client-go's
//   structured-merge-diff schema of the same release (applyconfigurations/internal/
//   internal.go), whose defaults are the OpenAPI ones: checked equal on every 1.35
//   property by test/schema/builtin-versions.test.ts. Quantity and IntOrString, which
//   v2 writes as plain strings, keep their v3 form.
// - tableFromSmdChanges: the previous release's table, changed where client-go's SMD
//   schema changed between the two tags, with the kinds its typed clients add or drop.
//   A field only SMD describes takes its number width, `byte` format and patch
//   strategy from k8s.io/api's generated.proto at the new tag (builtin-proto.ts),
//   listed in `fromProto`; one the proto does not have either keeps SMD's form
//   (numbers as `type: number`, no patch strategy), listed in `smdOnly`.

import { parse } from 'yaml';
import { type ProtoField, refineFromProto } from './builtin-proto.ts';
import { type BuiltinTable, buildTable, type InputDocument, stableJson } from './gen-builtin-schemas.ts';

type Json = string | number | boolean | null | Json[] | JsonMap;
interface JsonMap {
  [key: string]: Json;
}

function isMap(v: unknown): v is JsonMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function get(o: JsonMap, k: string): Json | undefined {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

function setOwn(o: JsonMap, k: string, v: Json): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** SMD types by name, as written in client-go's internal.go. */
export type SmdTypes = Map<string, JsonMap>;

/** The SMD schema client-go embeds in applyconfigurations/internal/internal.go, by type name. */
export function smdTypesOfInternalGo(source: string, where: string): SmdTypes {
  const open = 'typed.YAMLObject(`';
  const start = source.indexOf(open);
  const end = source.indexOf('`)', start);
  if (start < 0 || end < 0) throw new Error(`${where}: no typed.YAMLObject schema`);
  const doc: unknown = parse(source.slice(start + open.length, end), { version: '1.1' });
  const types = isMap(doc) ? get(doc, 'types') : undefined;
  if (!Array.isArray(types)) throw new Error(`${where}: schema has no types list`);
  const out: SmdTypes = new Map();
  for (const t of types) {
    if (!isMap(t) || typeof t.name !== 'string') throw new Error(`${where}: a type without a name`);
    out.set(t.name, t);
  }
  return out;
}

/** The fields of an SMD map type, by name (empty for other types). */
function smdFields(t: JsonMap | undefined): Map<string, JsonMap> {
  const out = new Map<string, JsonMap>();
  const m = t === undefined ? undefined : get(t, 'map');
  const fields = isMap(m) ? get(m, 'fields') : undefined;
  if (Array.isArray(fields))
    for (const f of fields) if (isMap(f) && typeof f.name === 'string') out.set(f.name, f);
  return out;
}

/** Definitions v2 writes differently from v3 whatever the release: their v2 and v3 compact forms. */
const V2_FORMS: ReadonlyMap<string, { v2: string; v3: string }> = new Map([
  ['io.k8s.apimachinery.pkg.api.resource.Quantity', { v2: '{"type":"string"}', v3: '{}' }],
  [
    'io.k8s.apimachinery.pkg.util.intstr.IntOrString',
    { v2: '{"format":"int-or-string","type":"string"}', v3: '{"format":"int-or-string"}' },
  ],
]);

/**
 * `compact` (a definition's JSON) with each property's default set from the SMD type's
 * field of that name; where SMD has no such type (apiextensions, apiregistration and
 * some meta types are not in client-go's schema), from `fallback`'s property.
 */
function withDefaults(compact: string, smd: JsonMap | undefined, fallback: string | undefined): string {
  const c: unknown = JSON.parse(compact);
  if (!isMap(c)) return compact;
  const props = get(c, 'properties');
  if (!isMap(props)) return compact;
  const fields = smdFields(smd);
  const old = fallback === undefined ? undefined : JSON.parse(fallback);
  const oldProps = isMap(old) ? get(old, 'properties') : undefined;
  for (const name of Object.keys(props)) {
    const p = props[name];
    if (!isMap(p)) continue;
    delete p.default;
    let d: Json | undefined;
    if (smd !== undefined) d = fields.get(name) === undefined ? undefined : get(fields.get(name)!, 'default');
    else if (isMap(oldProps) && isMap(oldProps[name])) d = get(oldProps[name] as JsonMap, 'default');
    if (d !== undefined) setOwn(p, 'default', d);
  }
  return stableJson(c);
}

/** The table of a release's OpenAPI v2 document, defaults from its SMD schema (see the file comment). */
export function tableFromSwagger(swagger: InputDocument, smd: SmdTypes, base: BuiltinTable): BuiltinTable {
  const table = buildTable([swagger]);
  for (const [name, compact] of table.definitions) {
    const baseJson = base.definitions.get(name);
    const forms = V2_FORMS.get(name);
    if (forms !== undefined) {
      if (compact !== forms.v2 || baseJson !== forms.v3)
        throw new Error(`${name}: not the v2/v3 forms this generator knows (${compact}, ${baseJson})`);
      table.definitions.set(name, baseJson);
      continue;
    }
    table.definitions.set(name, withDefaults(compact, smd.get(name), baseJson));
  }
  return table;
}

// ---------------------------------------------------------------------------
// From SMD changes

const API_TYPE = /^io\.k8s\.api\.([a-z0-9]+)\.(v[0-9]+(?:(?:alpha|beta)[0-9]+)?)\.([A-Za-z0-9]+)$/;

/** `json` with the types of package `pkg` at version `from` renamed to version `to`. */
function renameVersion(json: string, pkg: string, from: string, to: string): string {
  return json.split(`"io.k8s.api.${pkg}.${from}.`).join(`"io.k8s.api.${pkg}.${to}.`);
}

/** The element type SMD gives a field-less struct (`type: object` in OpenAPI): any value, deduced. */
const DEDUCED_ELEMENT = stableJson({
  scalar: 'untyped',
  list: { elementType: { namedType: '__untyped_atomic_' }, elementRelationship: 'atomic' },
  map: { elementType: { namedType: '__untyped_deduced_' }, elementRelationship: 'separable' },
});

const LIST_TYPES: Readonly<Record<string, string>> = { atomic: 'atomic', associative: 'map' };

/** The compact schema of an SMD type reference (a named type, or an inline scalar, list or map). */
function compactOfSmdRef(ref: JsonMap, where: string): JsonMap {
  const named = get(ref, 'namedType');
  const relation = get(ref, 'elementRelationship');
  if (named === '__untyped_atomic_' || named === '__untyped_deduced_')
    throw new Error(`${where}: SMD's ${named} has no one OpenAPI form`);
  if (typeof named === 'string') {
    const out: JsonMap = { $ref: named };
    if (relation === 'atomic') out['x-kubernetes-map-type'] = 'atomic';
    else if (relation === 'separable') out['x-kubernetes-map-type'] = 'granular';
    return out;
  }
  const scalar = get(ref, 'scalar');
  if (scalar === 'string' || scalar === 'boolean') return { type: scalar };
  if (scalar === 'numeric') return { type: 'number' };
  const list = get(ref, 'list');
  if (isMap(list)) {
    const elem = get(list, 'elementType');
    if (!isMap(elem)) throw new Error(`${where}: list without elementType`);
    const out: JsonMap = { type: 'array', items: compactOfSmdRef(elem, `${where}[]`) };
    const keys = get(list, 'keys');
    const rel = get(list, 'elementRelationship');
    if (rel === 'associative' && !Array.isArray(keys)) out['x-kubernetes-list-type'] = 'set';
    else if (typeof rel === 'string' && LIST_TYPES[rel] !== undefined) {
      out['x-kubernetes-list-type'] = LIST_TYPES[rel];
      if (Array.isArray(keys)) out['x-kubernetes-list-map-keys'] = keys;
    }
    return out;
  }
  const map = get(ref, 'map');
  if (isMap(map)) return compactOfSmdMap(map, where, () => undefined).compact;
  throw new Error(`${where}: SMD type ${stableJson(ref)} has no OpenAPI form here`);
}

/** How a derived definition's fields were typed: those from SMD and the proto, those from SMD alone. */
interface Typed {
  fromProto: string[];
  smdOnly: string[];
}

/**
 * The compact schema of an SMD map (a struct's fields, a map's elements), each field's
 * schema from `borrow` when it gives one, else converted from SMD and completed from
 * the type's proto message `proto` when it has the field.
 */
function compactOfSmdMap(
  map: JsonMap,
  where: string,
  borrow: (field: string, type: JsonMap) => Json | undefined,
  proto?: Map<string, ProtoField>,
): { compact: JsonMap } & Typed {
  const out: JsonMap = { type: 'object' };
  const smdOnly: string[] = [];
  const fromProto: string[] = [];
  const fields = get(map, 'fields');
  if (Array.isArray(fields)) {
    const props: JsonMap = {};
    for (const f of fields) {
      if (!isMap(f) || typeof f.name !== 'string' || !isMap(f.type)) throw new Error(`${where}: bad field`);
      let p = borrow(f.name, f.type);
      if (!isMap(p)) {
        p = compactOfSmdRef(f.type, `${where}.${f.name}`);
        const pf = proto?.get(f.name);
        if (pf !== undefined && refineFromProto(p, pf)) fromProto.push(`${where}.${f.name}`);
        else smdOnly.push(`${where}.${f.name}`);
      }
      const d = get(f, 'default');
      if (d !== undefined) setOwn(p as JsonMap, 'default', d);
      setOwn(props, f.name, p);
    }
    out.properties = props;
  }
  const elem = get(map, 'elementType');
  // A struct with no fields is a map of deduced values in SMD, `type: object` in OpenAPI.
  if (isMap(elem) && !(Array.isArray(fields) && fields.length > 0) && stableJson(elem) === DEDUCED_ELEMENT) {
    // nothing more: the converter reads a bare object the same way
  } else if (isMap(elem)) out.additionalProperties = compactOfSmdRef(elem, `${where}{}`);
  if (get(map, 'elementRelationship') === 'atomic') out['x-kubernetes-map-type'] = 'atomic';
  return { compact: out, smdOnly, fromProto };
}

export interface SmdChanges {
  /** The previous release's table. */
  prev: BuiltinTable;
  prevSmd: SmdTypes;
  nextSmd: SmdTypes;
  /** `<client package>/<version> <Kind>` of every typed client, at each tag. */
  prevClients: readonly string[];
  nextClients: readonly string[];
  /** The proto message of a definition (by name) at the next tag, when there is one. */
  proto: (definition: string) => Map<string, ProtoField> | undefined;
}

/** The next release's table (see the file comment), and the fields typed from SMD alone. */
export function tableFromSmdChanges(c: SmdChanges): { table: BuiltinTable } & Typed {
  const definitions = new Map(c.prev.definitions);
  const smdOnly: string[] = [];
  const fromProto: string[] = [];
  const same = (a: Json | undefined, b: Json | undefined) =>
    a !== undefined && b !== undefined && stableJson(a) === stableJson(b);

  // Group-version prefixes SMD drops altogether: every definition under them goes.
  const prefixes = (smd: SmdTypes) => new Set([...smd.keys()].map((n) => n.slice(0, n.lastIndexOf('.') + 1)));
  const nextPrefixes = prefixes(c.nextSmd);
  const gone = [...prefixes(c.prevSmd)].filter((p) => !nextPrefixes.has(p));
  for (const name of c.prev.definitions.keys()) {
    if (gone.some((p) => name.startsWith(p)) || (c.prevSmd.has(name) && !c.nextSmd.has(name)))
      definitions.delete(name);
  }

  for (const [name, next] of c.nextSmd) {
    const prevSmd = c.prevSmd.get(name);
    if (prevSmd !== undefined && same(prevSmd, next)) continue;
    const map = get(next, 'map');
    if (!isMap(map)) throw new Error(`${name}: only struct types can be derived from SMD changes`);
    const prevJson = c.prev.definitions.get(name);
    if (prevSmd !== undefined && prevJson !== undefined) {
      // Changed: keep each property whose SMD type is unchanged.
      const prevProps = get(JSON.parse(prevJson) as JsonMap, 'properties');
      const prevFields = smdFields(prevSmd);
      const r = compactOfSmdMap(
        map,
        name,
        (field, type) => {
          const pf = prevFields.get(field);
          const p = isMap(prevProps) ? get(prevProps, field) : undefined;
          if (pf === undefined || !same(pf.type, type) || !isMap(p)) return undefined;
          delete p.default;
          return p;
        },
        c.proto(name),
      );
      definitions.set(name, stableJson(r.compact));
      smdOnly.push(...r.smdOnly);
      fromProto.push(...r.fromProto);
      continue;
    }
    // New: borrow from the same kind of the same package at another version.
    const m = API_TYPE.exec(name);
    const candidates =
      m === null
        ? []
        : [...c.prev.definitions.keys()]
            .filter((n) => {
              const o = API_TYPE.exec(n);
              return o !== null && o[1] === m[1] && o[3] === m[3] && o[2] !== m[2] && c.prevSmd.has(n);
            })
            .sort()
            .reverse();
    const renamed = (n: string, json: string) => renameVersion(json, m![1], API_TYPE.exec(n)![2], m![2]);
    const whole = candidates.find((n) => renamed(n, stableJson(c.prevSmd.get(n)!)) === stableJson(next));
    if (whole !== undefined) {
      definitions.set(name, renamed(whole, c.prev.definitions.get(whole)!));
      continue;
    }
    const r = compactOfSmdMap(
      map,
      name,
      (field, type) => {
        for (const n of candidates) {
          const pf = smdFields(c.prevSmd.get(n)).get(field);
          const props = get(JSON.parse(c.prev.definitions.get(n)!) as JsonMap, 'properties');
          const p = isMap(props) ? get(props, field) : undefined;
          if (pf === undefined || !isMap(p) || renamed(n, stableJson(pf.type)) !== stableJson(type)) continue;
          delete p.default;
          return JSON.parse(renamed(n, stableJson(p))) as JsonMap;
        }
        return undefined;
      },
      c.proto(name),
    );
    definitions.set(name, stableJson(r.compact));
    smdOnly.push(...r.smdOnly);
    fromProto.push(...r.fromProto);
  }

  const kinds = kindsAfterClientChanges(c, definitions);
  const sorted = new Map([...definitions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { table: { kinds, definitions: sorted }, smdOnly, fromProto };
}

/** The previous table's kinds with the kinds of typed clients added or dropped between the tags. */
function kindsAfterClientChanges(c: SmdChanges, definitions: Map<string, string>): BuiltinTable['kinds'] {
  const kinds = new Map([...c.prev.kinds].map(([av, m]) => [av, new Map(m)]));
  // Client package → API group, from the definitions the previous kinds are served by.
  const groups = new Map<string, string>();
  for (const [av, m] of c.prev.kinds) {
    for (const def of m.values()) {
      const x = API_TYPE.exec(def);
      if (x === null) continue;
      const group = av.includes('/') ? av.slice(0, av.indexOf('/')) : '';
      const known = groups.get(x[1]);
      if (known !== undefined && known !== group)
        throw new Error(
          `client package ${x[1]} serves both group ${JSON.stringify(known)} and ${JSON.stringify(group)}`,
        );
      groups.set(x[1], group);
    }
  }
  const prevSet = new Set(c.prevClients);
  const nextSet = new Set(c.nextClients);
  const meta = c.prev.kinds.get('v1');
  for (const entry of c.prevClients) {
    if (nextSet.has(entry)) continue;
    const { av, kind } = clientKind(entry, groups);
    const m = kinds.get(av);
    m?.delete(kind);
    m?.delete(`${kind}List`);
    if (m !== undefined && [...m.keys()].every((k) => k === 'DeleteOptions' || k === 'WatchEvent'))
      kinds.delete(av);
  }
  for (const entry of c.nextClients) {
    if (prevSet.has(entry)) continue;
    const { av, kind, def } = clientKind(entry, groups);
    if (!definitions.has(def)) throw new Error(`typed client ${entry}: no definition ${def}`);
    let m = kinds.get(av);
    if (m === undefined) {
      // Every served group-version also names DeleteOptions and WatchEvent, as v1 does.
      m = new Map();
      for (const k of ['DeleteOptions', 'WatchEvent']) {
        const d = meta?.get(k);
        if (d !== undefined) m.set(k, d);
      }
      kinds.set(av, m);
    }
    m.set(kind, def);
  }
  for (const [av, m] of kinds) kinds.set(av, new Map([...m].sort(([a], [b]) => (a < b ? -1 : 1))));
  return new Map([...kinds].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function clientKind(entry: string, groups: Map<string, string>): { av: string; kind: string; def: string } {
  const m = /^([a-z0-9]+)\/(v[0-9a-z]+) ([A-Za-z0-9]+)$/.exec(entry);
  if (m === null)
    throw new Error(`typed client entry ${JSON.stringify(entry)} is not "<package>/<version> <Kind>"`);
  const group = groups.get(m[1]);
  if (group === undefined) throw new Error(`typed client ${entry}: package ${m[1]} has no known API group`);
  return {
    av: group === '' ? m[2] : `${group}/${m[2]}`,
    kind: m[3],
    def: `io.k8s.api.${m[1]}.${m[2]}.${m[3]}`,
  };
}
