// A schema-heavy custom resource for `npm run bench`: a generated CRD with about
// 300 declared fields (scalars, a granular map, a list keyed by two fields, a set,
// an atomic list and nested structs in each of 11 groups), applied with every
// field set and then re-applied with some values, items and labels changed.
//
// One description of the type is written out twice: as the CRD's openAPIV3Schema
// (our scenario gives it in `crds`, so the schema comes from `crd:<name>`) and as
// the Go library's schema YAML for the oracle, with the same topology.

import { typesFromCRD } from '../../core/schema/openapi.ts';
import type { JsonObject } from '../../core/value.ts';
import type { BenchInput } from './inputs.ts';
import { NOW, smdSchema } from './inputs.ts';

type Shape =
  | { t: 'string' | 'integer' | 'boolean' }
  | { t: 'object'; props: [string, Shape][] }
  | { t: 'map'; elem: Shape }
  | { t: 'listmap'; keys: string[]; item: Shape }
  | { t: 'set' | 'atomic'; elem: Shape };

const str: Shape = { t: 'string' };
const int: Shape = { t: 'integer' };
const bool: Shape = { t: 'boolean' };
const obj = (props: [string, Shape][]): Shape => ({ t: 'object', props });

export const GROUPS = 11;
const groupName = (g: number) => `group${String(g).padStart(2, '0')}`;

const GROUP: Shape = obj([
  ['s0', str],
  ['s1', str],
  ['s2', str],
  ['s3', str],
  ['i0', int],
  ['i1', int],
  ['i2', int],
  ['b0', bool],
  ['b1', bool],
  ['q', str],
  ['labels', { t: 'map', elem: str }],
  [
    'items',
    {
      t: 'listmap',
      keys: ['name', 'zone'],
      item: obj([
        ['name', str],
        ['zone', str],
        ['value', str],
        ['weight', int],
        ['enabled', bool],
      ]),
    },
  ],
  ['tags', { t: 'set', elem: str }],
  ['args', { t: 'atomic', elem: str }],
  [
    'nested',
    obj([
      ['a', str],
      ['b', int],
      ['c', bool],
      ['d', str],
      [
        'deep',
        obj([
          ['x', str],
          ['y', int],
          ['z', bool],
        ]),
      ],
    ]),
  ],
]);

const SPEC: Shape = obj(Array.from({ length: GROUPS }, (_, g) => [groupName(g), GROUP] as [string, Shape]));

/** Declared fields of the shape (list items' fields counted once). */
export function fieldCount(s: Shape = SPEC): number {
  switch (s.t) {
    case 'object':
      return s.props.reduce((n, [, p]) => n + 1 + fieldCount(p), 0);
    case 'listmap':
      return fieldCount(s.item);
    default:
      return 0;
  }
}

// ---------------------------------------------------------------------------
// The two schema forms

function openapi(s: Shape): JsonObject {
  switch (s.t) {
    case 'object':
      return { type: 'object', properties: Object.fromEntries(s.props.map(([k, p]) => [k, openapi(p)])) };
    case 'map':
      return { type: 'object', additionalProperties: openapi(s.elem) };
    case 'listmap':
      return {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': s.keys,
        items: { ...openapi(s.item), required: s.keys },
      };
    case 'set':
    case 'atomic':
      return { type: 'array', 'x-kubernetes-list-type': s.t, items: openapi(s.elem) };
    default:
      return { type: s.t };
  }
}

const GROUP_NAME = 'bench.example.com';
export const CRD_NAME = `heavies.${GROUP_NAME}`;
const TYPE_NAME = 'com.example.bench.v1.Heavy';

export function heavyCRD(): JsonObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: CRD_NAME },
    spec: {
      group: GROUP_NAME,
      names: { kind: 'Heavy', listKind: 'HeavyList', plural: 'heavies', singular: 'heavy' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', properties: { spec: openapi(SPEC) } } },
        },
      ],
    },
  };
}

/**
 * The type as an inline structured-merge-diff type reference, indented by `pad`.
 * Names are quoted: the Go library reads YAML 1.1, where a bare `y` is true.
 */
function smd(s: Shape, pad: string): string {
  const scalar = (t: string) => (t === 'string' ? 'string' : t === 'boolean' ? 'boolean' : 'numeric');
  switch (s.t) {
    case 'object': {
      const fields = s.props
        .map(
          ([k, p]) =>
            `${pad}    - name: ${JSON.stringify(k)}\n${pad}      type:\n${smd(p, `${pad}        `)}`,
        )
        .join('');
      return `${pad}map:\n${pad}  fields:\n${fields}`;
    }
    case 'map':
      return `${pad}map:\n${pad}  elementType:\n${smd(s.elem, `${pad}    `)}`;
    case 'listmap':
      return (
        `${pad}list:\n${pad}  elementType:\n${smd(s.item, `${pad}    `)}` +
        `${pad}  elementRelationship: associative\n${pad}  keys:\n${s.keys.map((k) => `${pad}  - ${JSON.stringify(k)}\n`).join('')}`
      );
    case 'set':
    case 'atomic':
      return `${pad}list:\n${pad}  elementType:\n${smd(s.elem, `${pad}    `)}${pad}  elementRelationship: ${s.t === 'set' ? 'associative' : 'atomic'}\n`;
    default:
      return `${pad}scalar: ${scalar(s.t)}\n`;
  }
}

function heavySmd(): string {
  return `
- name: ${TYPE_NAME}
  map:
    fields:
    - name: apiVersion
      type:
        scalar: string
    - name: kind
      type:
        scalar: string
    - name: metadata
      type:
        namedType: io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
    - name: spec
      type:
${smd(SPEC, '        ')}`;
}

// ---------------------------------------------------------------------------
// The objects

/** Every field of group `g` set; `rev` > 0 changes some values, items and labels in every third group. */
function group(g: number, rev: number): JsonObject {
  const changed = rev > 0 && g % 3 === 0;
  const v = (s: string) => (changed ? `${s}-r${rev}` : s);
  const itemIds = changed ? [1, 2, 3, 4, 5, 6, 7, 8] : [0, 1, 2, 3, 4, 5, 6, 7];
  return {
    s0: v(`alpha-${g}`),
    s1: `beta-${g}`,
    s2: `gamma-${g}`,
    s3: v(`delta-${g}`),
    i0: g,
    i1: changed ? g * 10 + rev : g * 10,
    i2: 42,
    b0: g % 2 === 0,
    b1: true,
    q: '250m',
    labels: Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [
        `example.com/label-${i}`,
        i === 0 ? v(`value-${g}`) : `value-${i}`,
      ]),
    ),
    items: itemIds.map((i) => ({
      name: `item-${i}`,
      zone: i % 2 === 0 ? 'zone-a' : 'zone-b',
      value: i === 2 ? v(`v-${g}-${i}`) : `v-${g}-${i}`,
      weight: i * 10,
      enabled: i % 3 !== 0,
    })),
    // New set members and list items go last: SMD v4.1.2 (the oracle) and v6 then agree on the order.
    tags: changed
      ? ['blue', 'green', 'red', 'yellow', 'cyan', 'purple']
      : ['blue', 'green', 'red', 'orange', 'yellow', 'cyan'],
    args: changed
      ? ['--verbose', `--group=${g}`, '--mode=fast', `--rev=${rev}`]
      : ['--verbose', `--group=${g}`, '--mode=safe', '--rev=0'],
    nested: {
      a: v(`nested-${g}`),
      b: g,
      c: false,
      d: 'fixed',
      deep: { x: v('deep'), y: g * 2, z: true },
    },
  };
}

function heavyObject(rev: number): JsonObject {
  const spec: JsonObject = {};
  for (let g = 0; g < GROUPS; g++) spec[groupName(g)] = group(g, rev);
  return {
    apiVersion: `${GROUP_NAME}/v1`,
    kind: 'Heavy',
    metadata: { name: 'heavy', namespace: 'default' },
    spec,
  };
}

/** kubectl creates the object with every field set, then re-applies it with every third group changed. */
export function heavyCrdInput(): BenchInput {
  const steps = [
    { op: 'apply' as const, manager: 'kubectl', object: heavyObject(0) },
    { op: 'apply' as const, manager: 'kubectl', object: heavyObject(1) },
  ];
  const description = `CRD with ${fieldCount()} declared fields (crd:${CRD_NAME}): kubectl apply (create), kubectl re-apply with every third group changed`;
  return {
    name: 'crd-300-fields',
    description,
    scenario: { crds: [heavyCRD()], live: null, now: NOW, steps },
    oracle: {
      comment: `apply-preview benchmark input crd-300-fields: ${description}`,
      schema: smdSchema() + heavySmd(),
      typeName: TYPE_NAME,
      live: null,
      managers: [],
      steps: steps.map((s) => ({
        op: s.op,
        manager: s.manager,
        apiVersion: `${GROUP_NAME}/v1`,
        object: s.object,
        force: false,
      })),
    },
  };
}

/** How long turning the CRD into the engine's schema takes (in this process, after one warm-up). */
export function heavySchemaReport(): string {
  const crd = heavyCRD();
  typesFromCRD(crd);
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t0 = process.hrtime.bigint();
    typesFromCRD(crd);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `Schema of crd-300-fields (${fieldCount()} declared fields): CRD to engine schema ${times[10].toFixed(2)} ms (median of 21; the timings above compile it once, outside the loop, as the Go side parses its schema once)`;
}
