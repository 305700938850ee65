import { describe, expect, it } from 'vitest';
import {
  elementString,
  fieldElement,
  keyElement,
  pathString,
  valueElement,
} from '../../core/fieldpath/element.ts';
import { decodeFieldsV1, encodeFieldsV1, FieldsV1Error } from '../../core/fieldpath/fieldsv1.ts';
import { FieldSet } from '../../core/fieldpath/set.ts';
import { inOperation } from '../../core/typed/operation.ts';
import type { JsonObject } from '../../core/value.ts';

// fieldsV1 of a Deployment as kube-apiserver writes it (kubectl apply --server-side).
const kubectlDeployment = {
  'f:spec': {
    'f:replicas': {},
    'f:selector': {},
    'f:template': {
      'f:metadata': { 'f:labels': { 'f:app': {} } },
      'f:spec': {
        'f:containers': {
          'k:{"name":"nginx"}': {
            '.': {},
            'f:image': {},
            'f:name': {},
            'f:ports': { 'k:{"containerPort":80,"protocol":"TCP"}': { '.': {}, 'f:containerPort': {} } },
          },
        },
      },
    },
  },
};

// kube-controller-manager's status entry: maps with elements get ".", list items too.
const controllerStatus = {
  'f:metadata': { 'f:annotations': { '.': {}, 'f:deployment.kubernetes.io/revision': {} } },
  'f:status': {
    'f:availableReplicas': {},
    'f:conditions': {
      '.': {},
      'k:{"type":"Available"}': { '.': {}, 'f:lastTransitionTime': {}, 'f:status': {}, 'f:type': {} },
      'k:{"type":"Progressing"}': { '.': {}, 'f:lastTransitionTime': {}, 'f:status': {}, 'f:type': {} },
    },
    'f:observedGeneration': {},
  },
};

describe('FieldsV1 codec', () => {
  it('re-encodes what kube-apiserver wrote byte for byte', () => {
    for (const fields of [kubectlDeployment, controllerStatus]) {
      expect(JSON.stringify(encodeFieldsV1(decodeFieldsV1(fields)))).toBe(JSON.stringify(fields));
    }
  });

  it('writes elements in the Go library order, not string order', () => {
    const decoded = decodeFieldsV1({
      'i:10': {},
      'i:9': {},
      'v:"b"': {},
      'v:true': {},
      'v:10': {},
      'v:9': {},
      'k:{"port":80}': {},
      'k:{"port":443}': {},
      'f:z': {},
      'f:a': {},
    });
    expect(Object.keys(encodeFieldsV1(decoded))).toEqual([
      'f:a',
      'f:z',
      'k:{"port":80}',
      'k:{"port":443}',
      'v:9',
      'v:10',
      'v:"b"',
      'v:true',
      'i:9',
      'i:10',
    ]);
  });

  it('canonicalizes key objects: sorted names, Go escaping', () => {
    const decoded = decodeFieldsV1({
      'k:{"protocol":"TCP","containerPort":80}': {},
      'k:{"name":"a<b&c"}': {},
    });
    expect(Object.keys(encodeFieldsV1(decoded))).toEqual([
      'k:{"containerPort":80,"protocol":"TCP"}',
      'k:{"name":"a\\u003cb\\u0026c"}',
    ]);
  });

  it('marks an element that has children and is itself owned with "."', () => {
    const s = decodeFieldsV1({ 'f:a': { '.': {}, 'f:b': {} }, 'f:c': { 'f:d': {} } });
    expect(s.has([fieldElement('a')])).toBe(true);
    expect(s.has([fieldElement('c')])).toBe(false);
    expect(s.has([fieldElement('c'), fieldElement('d')])).toBe(true);
  });

  it('skips unknown element kinds as the API server does', () => {
    const s = decodeFieldsV1({ 'q:x': {}, 'f:a': { 'q:y': {} } });
    expect(encodeFieldsV1(s)).toEqual({ 'f:a': {} });
  });

  it('decodes reverse-ordered children into the same set as ordered ones', () => {
    const n = 20000;
    const forward: Record<string, JsonObject> = {};
    const backward: Record<string, JsonObject> = {};
    for (let i = 0; i < n; i++) forward[`f:k${String(i).padStart(6, '0')}`] = {};
    for (let i = n - 1; i >= 0; i--) backward[`f:k${String(i).padStart(6, '0')}`] = {};
    const a = decodeFieldsV1({ 'f:data': forward });
    const b = decodeFieldsV1({ 'f:data': backward });
    expect(a.equals(b)).toBe(true);
    expect(JSON.stringify(encodeFieldsV1(b))).toBe(JSON.stringify({ 'f:data': forward }));
  });

  it('writes frozen objects and reuses the encoding of a subtree shared with an earlier set', () => {
    const before = decodeFieldsV1(kubectlDeployment);
    const first = encodeFieldsV1(before);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first['f:spec'])).toBe(true);
    // The same set with one more field: the untouched template subtree is shared, so is its encoding.
    const tier = [fieldElement('metadata'), fieldElement('labels'), fieldElement('tier')];
    const after = before.union(FieldSet.of(tier));
    const second = encodeFieldsV1(after);
    expect(second).toEqual({ 'f:metadata': { 'f:labels': { 'f:tier': {} } }, ...kubectlDeployment });
    expect(second['f:spec']).toBe(first['f:spec']);
    // An equal subtree that is not the same set object is encoded anew, with equal content.
    const third = encodeFieldsV1(decodeFieldsV1(kubectlDeployment));
    expect(third['f:spec']).not.toBe(first['f:spec']);
    expect(third).toEqual(first);
  });

  it('within an operation, encodes a big subtree read exactly as it would write it as the object read', () => {
    const items = (n: number, order: (i: number) => number = (i) => i) => {
      const o: JsonObject = {};
      for (let i = 0; i < n; i++) o[`f:k${String(order(i)).padStart(4, '0')}`] = {};
      return o;
    };
    const written = (data: JsonObject, extra: JsonObject = {}) =>
      JSON.parse(JSON.stringify({ 'f:data': data, 'f:metadata': { 'f:labels': { 'f:a': {} } }, ...extra }));
    const roundTrip = (fields: JsonObject) =>
      inOperation(() => {
        const out = encodeFieldsV1(decodeFieldsV1(fields));
        // Read again in the same operation, the encoding gives back the same set.
        expect(encodeFieldsV1(decodeFieldsV1(out))).toBe(out);
        return out;
      });
    const exact = written(items(100));
    const out = roundTrip(exact);
    expect(out['f:data']).toBe(exact['f:data']);
    expect(JSON.stringify(out)).toBe(JSON.stringify(exact));
    // Not frozen (the object read is the caller's), and not remembered after the
    // operation: a change to it afterwards is read as it is then.
    expect(Object.isFrozen(out)).toBe(false);
    (exact['f:data'] as JsonObject)['f:k0000'] = { 'f:x': {} };
    expect(decodeFieldsV1(out).has([fieldElement('data'), fieldElement('k0000'), fieldElement('x')])).toBe(
      true,
    );
    // Outside an operation nothing is borrowed.
    const alone = encodeFieldsV1(decodeFieldsV1(written(items(100))));
    expect(Object.isFrozen(alone['f:data'])).toBe(true);
    // Anything else than exactly what the encoder writes is written anew, as it writes it.
    const variants: JsonObject[] = [
      written(items(100, (i) => (i === 50 ? 51 : i === 51 ? 50 : i))), // two keys swapped
      written({ ...items(99), 'f:k0099': { '.': {} } }), // a leaf written with "."
      written({ ...items(99), 'f:k0099': { 'f:x': {}, '.': {} } }), // "." after a child
      written({ '.': { x: 1 }, ...items(99), 'f:k0099': {} }), // "." holding something
      written({ ...items(99), 'x:unknown': {} }), // a kind the API server skips
    ];
    for (const v of variants) {
      const set = decodeFieldsV1(v);
      const fresh = encodeFieldsV1(set);
      const again = roundTrip(v);
      expect(again['f:data']).not.toBe(v['f:data']);
      expect(JSON.stringify(again)).toBe(JSON.stringify(fresh));
    }
    // Keys of a list read as written: the same id spelled otherwise is written anew.
    const keyed: JsonObject = { '.': {} };
    for (let i = 0; i < 70; i++) keyed[`k:{"a":${i},"b":"x"}`] = { '.': {}, 'f:v': {} };
    const respelled = { ...keyed, 'k:{"b":"x","a":70}': { '.': {}, 'f:v': {} } };
    const list = roundTrip({ 'f:list': keyed });
    expect(list['f:list']).toBe(keyed);
    const fixed = roundTrip({ 'f:list': respelled });
    expect(fixed['f:list']).not.toBe(respelled);
    expect(Object.keys(fixed['f:list'] as JsonObject).at(-1)).toBe('k:{"a":70,"b":"x"}');
  });

  it('treats __proto__ and constructor as ordinary field names', () => {
    const fields = JSON.parse('{"f:__proto__":{"f:constructor":{}},"f:toString":{}}');
    const s = decodeFieldsV1(fields);
    expect(s.has([fieldElement('__proto__'), fieldElement('constructor')])).toBe(true);
    expect(JSON.stringify(encodeFieldsV1(s))).toBe('{"f:__proto__":{"f:constructor":{}},"f:toString":{}}');
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it.each([
    [[], 'fieldsV1 must be a JSON object'],
    [{ 'f:a': 1 }, 'f:a: value must be a JSON object'],
    [{ x: {} }, 'x: key "x" must be at least 2 characters long'],
    [{ fa: {} }, 'fa: missing colon in key "fa"'],
    [{ 'k:{oops': {} }, 'does not hold valid JSON'],
    [{ 'k:[1]': {} }, 'must hold a JSON object'],
    [{ 'f:a': { 'i:x': {} } }, 'f:a/i:x: invalid index in key "i:x"'],
  ])('rejects malformed fieldsV1 %j with a message naming the key', (input, message) => {
    expect(() => decodeFieldsV1(input as never)).toThrow(FieldsV1Error);
    expect(() => decodeFieldsV1(input as never)).toThrow(message);
  });

  it('rejects nesting beyond the limit instead of overflowing the stack', () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 5000; i++) {
      const next = {};
      deep['f:a'] = next;
      deep = next;
    }
    expect(() => decodeFieldsV1(root as never)).toThrow('nested deeper than');
  });
});

describe('path strings', () => {
  it('prints paths as the Go library does', () => {
    const k = (fields: [string, string | number | boolean][], floats = false) =>
      keyElement(
        fields.map(([name, value]) => ({ name, value })),
        floats,
      );
    expect(pathString([fieldElement('spec'), fieldElement('replicas')])).toBe('.spec.replicas');
    expect(
      pathString([
        fieldElement('spec'),
        fieldElement('containers'),
        k([['name', 'nginx']]),
        fieldElement('image'),
      ]),
    ).toBe('.spec.containers[name="nginx"].image');
    expect(
      pathString([
        fieldElement('spec'),
        fieldElement('ports'),
        k([
          ['port', 5679],
          ['protocol', 'TCP'],
        ]),
        fieldElement('targetPort'),
      ]),
    ).toBe('.spec.ports[port=5679,protocol="TCP"].targetPort');
    expect(
      pathString([fieldElement('metadata'), fieldElement('finalizers'), valueElement('example.com/x')]),
    ).toBe('.metadata.finalizers[="example.com/x"]');
    const decoded = decodeFieldsV1({ 'f:spec': { 'f:args': { 'i:0': {} } } });
    expect(decoded.paths().map(pathString)).toEqual(['.spec.args[0]']);
  });

  it('prints numbers read from fieldsV1 as Go prints float64', () => {
    const s = decodeFieldsV1({ 'k:{"port":1000000}': {}, 'k:{"port":80}': {} });
    expect(s.paths().map(pathString)).toEqual(['[port=80]', '[port=1e+06]']);
    expect(elementString(valueElement('tab\there "q" é\u00a0'))).toBe('[="tab\\there \\"q\\" é\\u00a0"]');
  });
});

describe('FieldSet algebra', () => {
  const p = (...names: string[]) => names.map(fieldElement);
  const set = (...paths: string[][]) => FieldSet.of(...paths.map((x) => p(...x)));

  it('unions, intersects and subtracts', () => {
    const a = set(['a'], ['b', 'c'], ['b', 'd']);
    const b = set(['b', 'c'], ['e']);
    expect(a.union(b).paths().map(pathString)).toEqual(['.a', '.e', '.b.c', '.b.d']);
    expect(a.intersection(b).paths().map(pathString)).toEqual(['.b.c']);
    expect(a.difference(b).paths().map(pathString)).toEqual(['.a', '.b.d']);
  });

  it('difference keeps subtrees of a removed member; recursiveDifference drops them', () => {
    const a = set(['a'], ['a', 'x'], ['b']);
    const b = set(['a']);
    expect(a.difference(b).paths().map(pathString)).toEqual(['.b', '.a.x']);
    expect(a.recursiveDifference(b).paths().map(pathString)).toEqual(['.b']);
  });

  it('leaves drops members that have children', () => {
    const a = set(['a'], ['a', 'x'], ['b']);
    expect(a.leaves().paths().map(pathString)).toEqual(['.b', '.a.x']);
    expect(a.size()).toBe(3);
  });

  it('intersection keeps the elements of the set it is called on, whichever side is smaller', () => {
    const decoded = decodeFieldsV1({ 'k:{"port":1000000}': {}, 'k:{"port":80}': {}, 'k:{"port":81}': {} });
    const typed = FieldSet.of([keyElement([{ name: 'port', value: 1000000 }])]);
    expect(decoded.intersection(typed).paths().map(pathString)).toEqual(['[port=1e+06]']);
    expect(typed.intersection(decoded).paths().map(pathString)).toEqual(['[port=1000000]']);
  });

  it('iterates members of a node before the paths of its children', () => {
    const a = set(['z'], ['a', 'b'], ['m']);
    expect(a.paths().map(pathString)).toEqual(['.m', '.z', '.a.b']);
  });
});
