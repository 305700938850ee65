// Reading values along paths (core/preview/paths.ts): an item of a keyed list or
// a set is found through the list's id index, built once per list and operation,
// so reading every item of an N-item list reads O(N) items, not O(N²) (a
// Deployment of 32,000 containers took 18 s to report). Counted, not timed: the
// list is a Proxy that counts how often its items are read.

import { describe, expect, it } from 'vitest';
import { fieldElement, keyElement, type PathElement, valueElement } from '../../core/fieldpath/element.ts';
import { valueAt } from '../../core/preview/paths.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { inOperation } from '../../core/typed/operation.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

/** The list, and a counter of the reads of its items. */
function counted<T extends JsonValue>(items: T[]): { list: T[]; reads: () => number } {
  let n = 0;
  const list = new Proxy(items, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) n++;
      return Reflect.get(target, prop, receiver);
    },
  });
  return { list, reads: () => n };
}

const N = 2000;

describe('valueAt on big lists', () => {
  it('finds each item of a keyed list (containers by name) with O(1) reads a lookup', () => {
    const schema = new SchemaResolver().resolve('v1', 'Pod').root;
    const { list, reads } = counted(
      Array.from({ length: N }, (_, i): JsonObject => ({ name: `c${i}`, image: `img:${i}` })),
    );
    const pod: JsonObject = { apiVersion: 'v1', kind: 'Pod', spec: { containers: list } };
    inOperation(() => {
      for (let i = 0; i < N; i++) {
        const path: PathElement[] = [
          fieldElement('spec'),
          fieldElement('containers'),
          keyElement([{ name: 'name', value: `c${i}` }]),
          fieldElement('image'),
        ];
        expect(valueAt(pod, schema, path)).toBe(`img:${i}`);
      }
      expect(
        valueAt(pod, schema, [
          fieldElement('spec'),
          fieldElement('containers'),
          keyElement([{ name: 'name', value: 'none' }]),
        ]),
      ).toBeUndefined();
    });
    // Building the index reads each item a few times; each lookup reads one.
    expect(reads()).toBeLessThan(10 * N);
  });

  it('finds each member of a set (finalizers) the same way', () => {
    const schema = new SchemaResolver().resolve('v1', 'ConfigMap').root;
    const { list, reads } = counted(Array.from({ length: N }, (_, i) => `f${i}`));
    const cm: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { finalizers: list } };
    inOperation(() => {
      for (let i = 0; i < N; i++) {
        const path = [fieldElement('metadata'), fieldElement('finalizers'), valueElement(`f${i}`)];
        expect(valueAt(cm, schema, path)).toBe(`f${i}`);
      }
    });
    expect(reads()).toBeLessThan(10 * N);
  });
});
