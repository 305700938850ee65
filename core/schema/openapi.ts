// Compiles OpenAPI schemas into the engine's type graph, the way the Kubernetes
// API server turns its OpenAPI models into a structured-merge-diff schema
// (kube-openapi pkg/schemaconv) and builds the apply schema of a
// CustomResourceDefinition (apiextensions-apiserver's OpenAPI builder).
//
// Input is plain parsed JSON/YAML. Property names are arbitrary strings
// (`__proto__` included): objects are only read through own-property checks and
// fields are kept in Maps.

import type { JsonValue } from '../value.ts';
import {
  deduced,
  type Field,
  type ListType,
  type MapType,
  makeField,
  type TypeNode,
  untypedAtomic,
} from './model.ts';
import { objectMeta } from './objectmeta.ts';
import {
  type Ctx,
  describe,
  escapePointer,
  has,
  isObj,
  keepDefault,
  keepPatchMeta,
  listRelationship,
  MAX_DEPTH,
  mapRelationship,
  own,
  QUANTITY,
  RAW_EXTENSION,
  type RawObject,
  refOf,
  SchemaError,
  STRING,
  scalarOf,
  schemaType,
} from './openapi-pieces.ts';

export { SchemaError } from './openapi-pieces.ts';

export interface OpenAPITypes {
  /** Every definition of the document, by its name. */
  types: Map<string, TypeNode>;
  /** `"<group>/<version>/<Kind>"` (group '' for the core group) to a definition name. */
  byGVK: Map<string, string>;
}

// ---------------------------------------------------------------------------
// The converter

interface Options {
  /** The document's definitions; null for a standalone schema (no `$ref`). */
  defs: ReadonlyMap<string, unknown> | null;
  /** Honour `x-kubernetes-embedded-resource` by adding apiVersion/kind/metadata (CRD schemas). */
  embedded: boolean;
  /** `preserveUnknownFields` for every definition (a CRD's spec.preserveUnknownFields). */
  preserve: boolean;
}

interface KeyCheck {
  list: ListType;
  ctx: Ctx;
  ext: string;
}

interface PendingCopy {
  copy: TypeNode;
  target: TypeNode;
  atomic: boolean;
  ctx: Ctx;
}

class Converter {
  private readonly defs: ReadonlyMap<string, unknown> | null;
  private readonly embedded: boolean;
  private readonly preserve: boolean;
  /** Nodes of real (non-alias) definitions, filled or still queued. */
  private readonly nodes = new Map<string, TypeNode>();
  /** Definitions with a placeholder node still to be filled. */
  private readonly queue: string[] = [];
  /** Nodes reached by name (definitions and their override copies). */
  private readonly named = new WeakSet<TypeNode>();
  /** Copies of named nodes with a map-type override: [granular, atomic]. */
  private readonly copies = new Map<TypeNode, [TypeNode | null, TypeNode | null]>();
  private readonly pendingCopies: PendingCopy[] = [];
  /** Resolved alias chains: name to the real definition and the override met on the way. */
  private readonly aliases = new Map<string, { real: string; override: boolean | null }>();
  private readonly keyChecks: KeyCheck[] = [];

  constructor(opts: Options) {
    this.defs = opts.defs;
    this.embedded = opts.embedded;
    this.preserve = opts.preserve;
  }

  rootCtx(def: string): Ctx {
    return { def, path: '', label: def, preserve: this.preserve, depth: 0 };
  }

  /** Fills every placeholder, then the override copies, then checks list keys. */
  finish(): void {
    for (let name = this.queue.pop(); name !== undefined; name = this.queue.pop()) {
      const node = this.nodes.get(name)!;
      this.fill(node, this.defs!.get(name), this.rootCtx(name), false);
    }
    // Copies are made in dependency order (a copy is only ever made of a definition node).
    for (const p of this.pendingCopies) this.fillCopy(p);
    this.pendingCopies.length = 0;
    for (const k of this.keyChecks) this.checkKeys(k);
    this.keyChecks.length = 0;
  }

  /** The node a definition name stands for (following alias definitions). */
  definition(name: string): TypeNode {
    const ctx = this.rootCtx(name);
    const { real, override } = this.resolveName(name, ctx);
    return this.namedNode(real, override, ctx);
  }

  /** Converts a schema into `node` (a placeholder or fresh node). */
  fill(node: TypeNode, raw: unknown, ctx: Ctx, rootTypeMeta: boolean): void {
    if (!isObj(raw))
      throw new SchemaError(ctx.def, ctx.path, `schema must be an object, got ${describe(raw)}`);
    if (ctx.depth > MAX_DEPTH)
      throw new SchemaError(ctx.def, ctx.path, `schema nesting deeper than ${MAX_DEPTH}`);
    if (own(raw, 'x-kubernetes-preserve-unknown-fields') === true && !ctx.preserve)
      ctx = { ...ctx, preserve: true };
    const scalar = scalarOf(raw, ctx);
    if (scalar) {
      node.scalar = scalar.scalar;
      return;
    }
    const typ = schemaType(raw, ctx);
    switch (typ) {
      case '':
        // No type: any value; each form is described by whatever the schema declares.
        node.scalar = 'untyped';
        node.list = this.parseList(raw, ctx, false);
        node.map = this.parseObject(raw, ctx, rootTypeMeta);
        return;
      case 'object':
        node.map = this.parseObject(raw, ctx, rootTypeMeta);
        return;
      case 'array':
        node.list = this.parseList(raw, ctx, true);
        return;
      default:
        throw new SchemaError(ctx.def, ctx.path, `unrecognized type ${JSON.stringify(typ)}`);
    }
  }

  /** A property/items/additionalProperties schema: a reference or an inline type. */
  private member(raw: unknown, ctx: Ctx): TypeNode {
    if (!isObj(raw))
      throw new SchemaError(ctx.def, ctx.path, `schema must be an object, got ${describe(raw)}`);
    const ref = refOf(raw, ctx);
    if (ref !== null) {
      const site = mapRelationship(raw, ctx);
      const { real, override } = this.resolveName(ref, ctx);
      return this.namedNode(real, site ?? override, ctx);
    }
    const scalar = scalarOf(raw, ctx);
    if (scalar) return scalar;
    const node: TypeNode = { name: ctx.label, scalar: null, list: null, map: null };
    this.fill(node, raw, { ...ctx, depth: ctx.depth + 1 }, false);
    return node;
  }

  /** Follows alias definitions (a definition that is only a `$ref`) to a real one. */
  private resolveName(name: string, ctx: Ctx): { real: string; override: boolean | null } {
    const defs = this.defs;
    if (defs === null) {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `$ref to ${JSON.stringify(name)} cannot be resolved in a standalone schema`,
      );
    }
    const cached = this.aliases.get(name);
    if (cached) return cached;
    let override: boolean | null = null;
    const seen: string[] = [];
    const seenSet = new Set<string>();
    let cur = name;
    for (;;) {
      if (!defs.has(cur)) {
        const via = seen.length > 0 ? ` (via ${seen.join(' → ')})` : '';
        throw new SchemaError(ctx.def, ctx.path, `$ref to missing definition ${JSON.stringify(cur)}${via}`);
      }
      const known = cur === name ? undefined : this.aliases.get(cur);
      if (known) {
        const out = { real: known.real, override: override ?? known.override };
        this.aliases.set(name, out);
        return out;
      }
      const raw = defs.get(cur);
      // A non-object definition is reported when it is filled.
      const next =
        cur === QUANTITY || cur === RAW_EXTENSION || !isObj(raw) ? null : refOf(raw, this.rootCtx(cur));
      if (next === null) {
        const out = { real: cur, override };
        this.aliases.set(name, out);
        return out;
      }
      if (seenSet.has(cur)) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `$ref cycle with no structure: ${[...seen.slice(seen.indexOf(cur)), cur].join(' → ')}`,
        );
      }
      seen.push(cur);
      seenSet.add(cur);
      if (override === null && isObj(raw)) override = mapRelationship(raw, this.rootCtx(cur));
      cur = next;
    }
  }

  /** The node of a real definition, or its copy with a map-type override. */
  private namedNode(real: string, override: boolean | null, ctx: Ctx): TypeNode {
    let node = this.nodes.get(real);
    if (!node) {
      if (real === QUANTITY) node = { name: real, scalar: 'untyped', list: null, map: null };
      else if (real === RAW_EXTENSION) {
        node = {
          name: real,
          scalar: 'untyped',
          list: { elem: untypedAtomic, atomic: true, keys: [] },
          map: { fields: new Map(), elem: untypedAtomic, atomic: true },
        };
      } else {
        node = { name: real, scalar: null, list: null, map: null };
        this.queue.push(real);
      }
      this.nodes.set(real, node);
      this.named.add(node);
    }
    if (override === null) return node;
    let pair = this.copies.get(node);
    if (!pair) {
      pair = [null, null];
      this.copies.set(node, pair);
    }
    const i = override ? 1 : 0;
    let copy = pair[i];
    if (!copy) {
      copy = { name: node.name, scalar: null, list: null, map: null };
      pair[i] = copy;
      this.named.add(copy);
      this.pendingCopies.push({ copy, target: node, atomic: override, ctx });
    }
    return copy;
  }

  private fillCopy({ copy, target, atomic, ctx }: PendingCopy): void {
    copy.scalar = target.scalar;
    if (target.map) {
      copy.list = target.list;
      copy.map = { ...target.map, atomic };
    } else if (target.list) {
      copy.list = { ...target.list, atomic };
    } else {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `x-kubernetes-map-type on a reference to ${JSON.stringify(target.name)}, which is neither a map nor a list`,
      );
    }
  }

  private parseObject(raw: RawObject, ctx: Ctx, rootTypeMeta: boolean): MapType {
    const fields = new Map<string, Field>();
    const props = own(raw, 'properties');
    if (props !== undefined && props !== null) {
      if (!isObj(props))
        throw new SchemaError(ctx.def, ctx.path, `properties must be an object, got ${describe(props)}`);
      for (const [name, member] of Object.entries(props)) {
        const key = escapePointer(name);
        const child: Ctx = {
          ...ctx,
          path: `${ctx.path}/properties/${key}`,
          label: `${ctx.label}.${name}`,
        };
        const type = this.member(member, child);
        const def = isObj(member) ? own(member, 'default') : undefined;
        const field = makeField(name, type, def === null ? undefined : (def as JsonValue | undefined));
        if (isObj(member) && own(member, 'nullable') === true) field.nullable = true;
        if (isObj(member)) keepPatchMeta(field, member);
        fields.set(name, field);
      }
    }
    if (rootTypeMeta || (this.embedded && own(raw, 'x-kubernetes-embedded-resource') === true)) {
      // The API server always (re)declares these on resource roots and embedded resources.
      fields.set('apiVersion', makeField('apiVersion', STRING));
      fields.set('kind', makeField('kind', STRING));
      fields.set('metadata', makeField('metadata', objectMeta));
    }

    let elem: TypeNode | null;
    let elemNamed = true;
    const ap = own(raw, 'additionalProperties');
    if (ap === undefined || ap === null) {
      // An object declaring no properties is free-form.
      elem = ctx.preserve || fields.size === 0 ? deduced : null;
    } else if (ap === true) {
      elem = deduced;
    } else if (ap === false) {
      elem = null;
    } else if (isObj(ap)) {
      elem = this.member(ap, { ...ctx, path: `${ctx.path}/additionalProperties`, label: `${ctx.label}{}` });
      elemNamed = this.named.has(elem);
    } else {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `additionalProperties must be a schema or a boolean, got ${describe(ap)}`,
      );
    }

    const map: MapType = { fields, elem, atomic: mapRelationship(raw, ctx) === true };
    if (isObj(ap)) keepDefault(map, ap);
    // The API server leaves maps of only undeclared, untyped values alone when
    // reconciling (structured-merge-diff's isUntypedDeducedMap).
    if (
      fields.size === 0 &&
      elem !== null &&
      (elem === deduced || (!elemNamed && elem.scalar === 'untyped'))
    ) {
      map.deduced = true;
    }
    return map;
  }

  private parseList(raw: RawObject, ctx: Ctx, typed: boolean): ListType {
    const rel = listRelationship(raw, ctx);
    const items = own(raw, 'items');
    let elem: TypeNode;
    if (items !== undefined && items !== null) {
      if (!isObj(items)) {
        throw new SchemaError(ctx.def, ctx.path, 'items must be exactly one schema (an object), not a tuple');
      }
      elem = this.member(items, { ...ctx, path: `${ctx.path}/items`, label: `${ctx.label}[]` });
    } else if (typed) {
      throw new SchemaError(ctx.def, ctx.path, '`items` must be specified on arrays');
    } else {
      elem = untypedAtomic;
    }
    const list: ListType = { elem, atomic: rel.atomic, keys: rel.keys };
    if (isObj(items)) keepDefault(list, items);
    if (rel.keys.length > 0) this.keyChecks.push({ list, ctx, ext: rel.ext });
    return list;
  }

  private checkKeys({ list, ctx, ext }: KeyCheck): void {
    const map = list.elem.map;
    for (const key of list.keys) {
      const field = map?.fields.get(key);
      if (!field) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `${ext} names ${JSON.stringify(key)}, which is not a field of the list's items (${list.elem.name})`,
        );
      }
      if (field.type.scalar === null) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `${ext} names ${JSON.stringify(key)}, which is not a scalar field (${field.type.name})`,
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Entry points

/**
 * One structural schema with inline properties/items/additionalProperties, as in
 * a CRD's `openAPIV3Schema` (no `$ref`). `x-kubernetes-embedded-resource` objects
 * get apiVersion/kind/metadata.
 */
export function typeFromOpenAPIV3Schema(schema: unknown, name = 'root'): TypeNode {
  const c = new Converter({ defs: null, embedded: true, preserve: false });
  return convertRoot(c, schema, name, false);
}

function convertRoot(c: Converter, schema: unknown, name: string, rootTypeMeta: boolean): TypeNode {
  const ctx = c.rootCtx(name);
  if (!isObj(schema)) throw new SchemaError(name, '', `schema must be an object, got ${describe(schema)}`);
  if (refOf(schema, ctx) !== null) {
    throw new SchemaError(name, '', '$ref cannot be resolved in a standalone schema');
  }
  const node: TypeNode = { name, scalar: null, list: null, map: null };
  c.fill(node, schema, ctx, rootTypeMeta);
  c.finish();
  return node;
}

/** The definitions of an OpenAPI v3 (`components.schemas`) or v2 (`definitions`) document. */
function documentDefinitions(doc: unknown): Map<string, unknown> {
  if (!isObj(doc))
    throw new SchemaError('root', '', `OpenAPI document must be an object, got ${describe(doc)}`);
  let raw: unknown;
  let where: string;
  const components = own(doc, 'components');
  if (isObj(components) && has(components, 'schemas')) {
    raw = own(components, 'schemas');
    where = '/components/schemas';
  } else if (has(doc, 'definitions')) {
    raw = own(doc, 'definitions');
    where = '/definitions';
  } else {
    throw new SchemaError(
      'root',
      '',
      'OpenAPI document has neither components.schemas (v3) nor definitions (v2)',
    );
  }
  if (!isObj(raw))
    throw new SchemaError('root', where, `definitions must be an object, got ${describe(raw)}`);
  return new Map<string, unknown>(Object.entries(raw));
}

/**
 * One OpenAPI v3 or v2 document whose definitions are converted on demand: a
 * definition and what it reaches, the first time it is asked for. A cluster
 * serves hundreds of definitions per group-version and a preview needs a few.
 * Reading the document's group-version-kinds costs one pass over the
 * definitions, with no conversion.
 */
export class OpenAPIDocument {
  /** `"<group>/<version>/<Kind>"` (group '' for the core group) to a definition name. */
  readonly byGVK = new Map<string, string>();
  private readonly defs: Map<string, unknown>;
  private readonly types = new Map<string, TypeNode>();
  private converter: Converter | null = null;

  constructor(doc: unknown) {
    this.defs = documentDefinitions(doc);
    for (const [name, schema] of this.defs) {
      if (!isObj(schema)) continue;
      for (const gvk of gvksOf(schema)) if (!this.byGVK.has(gvk)) this.byGVK.set(gvk, name);
    }
  }

  /** Names of every definition of the document. */
  definitions(): IterableIterator<string> {
    return this.defs.keys();
  }

  /** The type of a definition; throws SchemaError for an unknown or broken one. */
  type(name: string): TypeNode {
    const done = this.types.get(name);
    if (done) return done;
    return this.convert([name])[0];
  }

  /** The type serving `"<group>/<version>/<Kind>"`, or undefined when the document has none. */
  typeOfGVK(gvk: string): TypeNode | undefined {
    const name = this.byGVK.get(gvk);
    return name === undefined ? undefined : this.type(name);
  }

  /** Converts several definitions in one pass (the converter fills what they reach once). */
  convert(names: readonly string[]): TypeNode[] {
    if (!this.converter)
      this.converter = new Converter({ defs: this.defs, embedded: false, preserve: false });
    const c = this.converter;
    try {
      for (const name of names) {
        if (!this.defs.has(name)) throw new SchemaError(name, '', 'no such definition in the document');
      }
      const out = names.map((name) => c.definition(name));
      c.finish();
      names.forEach((name, i) => {
        this.types.set(name, out[i]);
      });
      return out;
    } catch (e) {
      // A failed pass leaves placeholders behind: start the next one afresh.
      this.converter = null;
      throw e;
    }
  }
}

/**
 * All definitions of an OpenAPI v3 (`components.schemas`) or v2 (`definitions`)
 * document, plus the group-version-kinds they serve.
 */
export function typesFromOpenAPIDocument(doc: unknown): OpenAPITypes {
  const d = new OpenAPIDocument(doc);
  const names = [...d.definitions()];
  const converted = d.convert(names);
  const types = new Map<string, TypeNode>();
  names.forEach((name, i) => {
    types.set(name, converted[i]);
  });
  return { types, byGVK: d.byGVK };
}

function gvksOf(schema: RawObject): string[] {
  const ext = own(schema, 'x-kubernetes-group-version-kind');
  if (!Array.isArray(ext)) return [];
  const out: string[] = [];
  for (const e of ext) {
    if (!isObj(e)) continue;
    const group = own(e, 'group');
    const version = own(e, 'version');
    const kind = own(e, 'kind');
    if (typeof group !== 'string' || typeof version !== 'string' || typeof kind !== 'string' || kind === '')
      continue;
    out.push(`${group}/${version}/${kind}`);
  }
  return out;
}

/**
 * The apply schema of each served version of an apiextensions.k8s.io/v1
 * CustomResourceDefinition, keyed by version name. Roots always get
 * apiVersion/kind strings and metadata typed as ObjectMeta.
 */
export function typesFromCRD(crd: unknown): Map<string, TypeNode> {
  if (!isObj(crd))
    throw new SchemaError('root', '', `CustomResourceDefinition must be an object, got ${describe(crd)}`);
  const kindField = own(crd, 'kind');
  if (kindField !== undefined && kindField !== 'CustomResourceDefinition') {
    throw new SchemaError(
      'root',
      '/kind',
      `expected a CustomResourceDefinition, got kind ${describe(kindField)}`,
    );
  }
  const spec = own(crd, 'spec');
  if (!isObj(spec)) throw new SchemaError('root', '/spec', 'CustomResourceDefinition has no spec');
  const group = own(spec, 'group');
  if (typeof group !== 'string') throw new SchemaError('root', '/spec/group', 'spec.group must be a string');
  const names = own(spec, 'names');
  const kind = isObj(names) ? own(names, 'kind') : undefined;
  if (typeof kind !== 'string' || kind === '') {
    throw new SchemaError('root', '/spec/names/kind', 'spec.names.kind must be a non-empty string');
  }
  const versions = own(spec, 'versions');
  if (!Array.isArray(versions))
    throw new SchemaError('root', '/spec/versions', 'spec.versions must be a list');
  const preserve = own(spec, 'preserveUnknownFields') === true;

  const out = new Map<string, TypeNode>();
  versions.forEach((v: unknown, i: number) => {
    if (!isObj(v)) throw new SchemaError('root', `/spec/versions/${i}`, 'version must be an object');
    const version = own(v, 'name');
    if (typeof version !== 'string' || version === '') {
      throw new SchemaError('root', `/spec/versions/${i}/name`, 'version name must be a non-empty string');
    }
    if (own(v, 'served') === false) return;
    const modelName = `${group.split('.').reverse().join('.')}.${version}.${kind}`;
    const s = own(v, 'schema');
    const openAPIV3Schema = isObj(s) ? own(s, 'openAPIV3Schema') : undefined;
    const c = new Converter({ defs: null, embedded: true, preserve });
    if (openAPIV3Schema === undefined || openAPIV3Schema === null) {
      // No schema: the API server publishes a bare object, whose keys are all deduced.
      out.set(version, convertRoot(c, { type: 'object' }, modelName, false));
    } else {
      out.set(version, convertRoot(c, openAPIV3Schema, modelName, true));
    }
  });
  return out;
}
