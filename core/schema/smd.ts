// The Go library's own schema format (sigs.k8s.io/structured-merge-diff `schema.Schema`,
// as typed.NewParser reads it and client-go embeds it for its Extract functions):
//
//   types:
//   - name: io.k8s.api.core.v1.PodSpec
//     map:
//       fields: [{name, type: <typeRef>, default}]
//       elementType: <typeRef>
//       elementRelationship: atomic | separable | associative
//   - name: ...
//     list: {elementType: <typeRef>, elementRelationship: atomic | associative, keys: [...]}
//   - name: ...
//     scalar: numeric | string | boolean | untyped
//
// A typeRef is `{namedType: <name>}` or an inline atom (`scalar` / `list` / `map`), and may
// carry an `elementRelationship` that overrides the one of the map or list it resolves to
// (schema.Schema.Resolve; in client-go's schema only PersistentVolumeSpec.claimRef, an
// atomic ObjectReference made `separable`). The two built-in names `__untyped_atomic_` and
// `__untyped_deduced_` always resolve to the engine's `untypedAtomic` and `deduced` nodes.
//
// The YAML is read as the Go library reads it (gopkg.in/yaml.v2, YAML 1.1): names are the
// scalars' text, `default` values are resolved with YAML 1.1 rules (`on` is true, `012` is 10).

import { type Document, isAlias, isMap, isScalar, isSeq, type Node, parseDocument, type YAMLMap } from 'yaml';
import type { JsonObject, JsonValue } from '../value.ts';
import { setOwn } from '../value.ts';
import {
  deduced,
  type Field,
  type ListType,
  type MapType,
  makeField,
  type ScalarKind,
  scalarNode,
  type TypeNode,
  untypedAtomic,
} from './model.ts';

const BUILTINS: ReadonlyMap<string, TypeNode> = new Map([
  [untypedAtomic.name, untypedAtomic],
  [deduced.name, deduced],
]);

const SCALARS: ReadonlyMap<string, TypeNode> = new Map(
  (['numeric', 'string', 'boolean', 'untyped'] as const).map((k) => [k, scalarNode(k)]),
);

/**
 * Parse a structured-merge-diff schema document into type nodes, one per named type
 * (the two built-in names included when the document defines or references them).
 * Named types are shared nodes, so recursive types form cycles. Throws an Error naming
 * the type for a reference to an undefined type, a duplicate type or field name, an
 * unknown scalar kind, or an `elementRelationship` override on a scalar type.
 */
export function parseSmdSchema(yamlText: string): Map<string, TypeNode> {
  const doc = parseDocument(yamlText, { version: '1.1', uniqueKeys: false });
  if (doc.errors.length > 0) throw new Error(`smd schema: invalid YAML: ${doc.errors[0].message}`);
  return new SchemaBuilder(doc).build();
}

interface PendingOverride {
  node: TypeNode;
  target: TypeNode;
  relationship: string;
  where: string;
}

class SchemaBuilder {
  private readonly types = new Map<string, TypeNode>();
  private readonly overrides = new Map<string, TypeNode>();
  private readonly pending: PendingOverride[] = [];
  /** Keys declared on atomic lists (the model keeps none there), for an override to associative. */
  private readonly declaredKeys = new WeakMap<ListType, string[]>();

  constructor(private readonly doc: Document) {}

  build(): Map<string, TypeNode> {
    const root = this.deref(this.doc.contents);
    if (root === null) return this.types;
    const rootMap = this.asMap(root, 'smd schema: the document');
    const typesNode = this.field(rootMap, 'types');
    if (typesNode === null) return this.types;
    if (!isSeq(typesNode)) throw new Error('smd schema: `types` must be a list');

    // Pass 1: a placeholder per named type, so that references (and cycles) resolve.
    const defs: [TypeNode, YAMLMap][] = [];
    typesNode.items.forEach((item, i) => {
      const def = this.asMap(this.deref(item as Node), `smd schema: types[${i}]`);
      const nameNode = this.field(def, 'name');
      const name = nameNode === null ? '' : this.text(nameNode, `smd schema: types[${i}].name`);
      if (this.types.has(name)) throw new Error(`smd schema: type "${name}" is defined twice`);
      const builtin = BUILTINS.get(name);
      const node = builtin ?? { name, scalar: null, list: null, map: null };
      this.types.set(name, node);
      if (!builtin) defs.push([node, def]);
    });

    // Pass 2: fill every named type in place.
    for (const [node, def] of defs) this.fillAtom(node, def, node.name);

    // Pass 3: `elementRelationship` overrides next to a `namedType`, now that targets are filled.
    for (const p of this.pending) this.applyOverride(p.node, p.target, p.relationship, p.where);
    return this.types;
  }

  // ---- atoms and type references ----

  private fillAtom(node: TypeNode, atom: YAMLMap, where: string): void {
    const scalar = this.field(atom, 'scalar');
    if (scalar !== null) node.scalar = this.scalarKind(this.text(scalar, `${where}: scalar`), where);
    const list = this.field(atom, 'list');
    if (list !== null) node.list = this.listType(this.asMap(list, `${where}: list`), where);
    const map = this.field(atom, 'map');
    if (map !== null) node.map = this.mapType(this.asMap(map, `${where}: map`), where);
  }

  private scalarKind(s: string, where: string): ScalarKind {
    if (s === 'numeric' || s === 'string' || s === 'boolean' || s === 'untyped') return s;
    throw new Error(`smd schema: type "${where}": unknown scalar kind "${s}"`);
  }

  /** Resolve a typeRef; `where` names the type (and position) it appears in. */
  private typeRef(ref: Node | null, where: string): TypeNode {
    if (ref === null) return { name: where, scalar: null, list: null, map: null };
    const m = this.asMap(ref, `${where}: type reference`);
    const relNode = this.field(m, 'elementRelationship');
    const relationship = relNode === null ? null : this.text(relNode, `${where}: elementRelationship`);
    const namedNode = this.field(m, 'namedType');
    if (namedNode !== null) {
      const name = this.text(namedNode, `${where}: namedType`);
      const target = this.types.get(name) ?? BUILTINS.get(name);
      if (target === undefined) {
        throw new Error(`smd schema: type "${where}" references undefined type "${name}"`);
      }
      if (relationship === null) return target;
      const key = `${name}\u0000${relationship}`;
      let node = this.overrides.get(key);
      if (!node) {
        node = { name, scalar: null, list: null, map: null };
        this.overrides.set(key, node);
        // A named type may not be filled yet (or be half-way, when recursive): finish in pass 3.
        if (BUILTINS.has(name)) this.applyOverride(node, target, relationship, where);
        else this.pending.push({ node, target, relationship, where });
      }
      return node;
    }
    // Inline atom. A bare scalar needs no node of its own.
    if (relationship === null && m.items.length === 1) {
      const scalar = this.field(m, 'scalar');
      if (scalar !== null) return SCALARS.get(this.scalarKind(this.text(scalar, `${where}: scalar`), where))!;
    }
    const node: TypeNode = { name: where, scalar: null, list: null, map: null };
    this.fillAtom(node, m, where);
    if (relationship === null) return node;
    const out: TypeNode = { name: where, scalar: null, list: null, map: null };
    this.applyOverride(out, node, relationship, where);
    return out;
  }

  /** schema.Schema.Resolve with an override: the map form if any, else the list form; never a scalar. */
  private applyOverride(node: TypeNode, target: TypeNode, relationship: string, where: string): void {
    node.scalar = target.scalar;
    node.list = target.list;
    node.map = target.map;
    if (target.map) node.map = { ...target.map, atomic: relationship === 'atomic' };
    else if (target.list) node.list = this.relist(target.list, relationship);
    else {
      throw new Error(
        `smd schema: type "${where}": elementRelationship "${relationship}" on "${target.name}", which is neither a map nor a list`,
      );
    }
  }

  private relist(list: ListType, relationship: string): ListType {
    if (relationship === 'atomic') return { elem: list.elem, atomic: true, keys: [] };
    return { elem: list.elem, atomic: false, keys: this.declaredKeys.get(list) ?? list.keys };
  }

  private listType(m: YAMLMap, where: string): ListType {
    const elem = this.typeRef(this.field(m, 'elementType'), `${where}[]`);
    const relNode = this.field(m, 'elementRelationship');
    const relationship = relNode === null ? '' : this.text(relNode, `${where}: elementRelationship`);
    // `associative` (and `separable`, which the Go library only means for maps) make a set or,
    // with keys, a list-map. A list without a relationship is taken as atomic, as Kubernetes'
    // OpenAPI conversion does (the Go library cannot merge such a list when it has items).
    const keysNode = this.field(m, 'keys');
    const keys: string[] = [];
    if (keysNode !== null) {
      if (!isSeq(keysNode)) throw new Error(`smd schema: type "${where}": list keys must be a list`);
      for (const k of keysNode.items) keys.push(this.text(this.deref(k as Node), `${where}: list key`));
    }
    if (relationship === 'associative' || relationship === 'separable') return { elem, atomic: false, keys };
    const list: ListType = { elem, atomic: true, keys: [] };
    if (keys.length > 0) this.declaredKeys.set(list, keys);
    return list;
  }

  private mapType(m: YAMLMap, where: string): MapType {
    const fieldsNode = this.field(m, 'fields');
    const fields = new Map<string, Field>();
    if (fieldsNode !== null) {
      if (!isSeq(fieldsNode)) throw new Error(`smd schema: type "${where}": map fields must be a list`);
      for (const item of fieldsNode.items) {
        const f = this.asMap(this.deref(item as Node), `${where}: field`);
        const nameNode = this.field(f, 'name');
        const name = nameNode === null ? '' : this.text(nameNode, `${where}: field name`);
        if (fields.has(name))
          throw new Error(`smd schema: type "${where}": field "${name}" is declared twice`);
        const type = this.typeRef(this.field(f, 'type'), `${where}.${name}`);
        const defNode = this.field(f, 'default');
        fields.set(name, makeField(name, type, defNode === null ? undefined : this.json(defNode)));
      }
    }
    const elemNode = this.field(m, 'elementType');
    const relNode = this.field(m, 'elementRelationship');
    const atomic = relNode !== null && this.text(relNode, `${where}: elementRelationship`) === 'atomic';
    // An empty elementType (`{}`) resolves to an atom with no form: no undeclared key is valid.
    const elem =
      elemNode === null || (isMap(elemNode) && elemNode.items.length === 0)
        ? null
        : this.typeRef(elemNode, `${where}{}`);
    const out: MapType = { fields, elem, atomic };
    if (fieldsNode === null && elemNode !== null && this.isUntypedDeducedRef(elemNode)) out.deduced = true;
    return out;
  }

  /** typed/reconcile_schema.go isUntypedDeducedRef: `__untyped_deduced_`, or an inline untyped scalar. */
  private isUntypedDeducedRef(ref: Node): boolean {
    if (!isMap(ref)) return false;
    const named = this.field(ref, 'namedType');
    if (named !== null) return this.text(named, 'namedType') === deduced.name;
    const scalar = this.field(ref, 'scalar');
    return scalar !== null && this.text(scalar, 'scalar') === 'untyped';
  }

  // ---- YAML access ----

  private deref(node: Node | null | undefined): Node | null {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return node;
  }

  private asMap(node: Node | null, what: string): YAMLMap {
    if (node === null || !isMap(node)) throw new Error(`${what} must be a map`);
    return node;
  }

  /** The value node of `key` in a YAML map; null when absent or null. */
  private field(m: YAMLMap, key: string): Node | null {
    for (const pair of m.items) {
      const k = this.deref(pair.key as Node);
      if (k !== null && isScalar(k) && this.scalarText(k) === key) {
        const v = this.deref(pair.value as Node);
        if (v === null || (isScalar(v) && v.value === null)) return null;
        return v;
      }
    }
    return null;
  }

  /** A scalar's text as yaml.v2 gives it to a Go string: the source of a plain scalar. */
  private scalarText(s: Node): string {
    if (!isScalar(s)) return '';
    if (typeof s.value === 'string') return s.value;
    return s.source ?? String(s.value);
  }

  private text(node: Node | null, what: string): string {
    if (node === null || !isScalar(node)) throw new Error(`smd schema: ${what} must be a string`);
    return this.scalarText(node);
  }

  /** A `default` value, resolved as yaml.v2 resolves into interface{} (timestamps stay strings). */
  private json(node: Node | null): JsonValue {
    if (node === null) return null;
    if (isScalar(node)) {
      const v = node.value;
      if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
      if (typeof v === 'number') return v;
      if (typeof v === 'bigint') return Number(v);
      return node.source ?? String(v);
    }
    if (isSeq(node)) return node.items.map((i) => this.json(this.deref(i as Node)));
    if (isMap(node)) {
      const out: JsonObject = {};
      for (const pair of node.items) {
        const k = this.deref(pair.key as Node);
        setOwn(out, k === null ? '' : this.scalarText(k), this.json(this.deref(pair.value as Node)));
      }
      return out;
    }
    return null;
  }
}
