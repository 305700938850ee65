// compare (core/typed/compare.ts): the fields added, removed and modified between two objects.

import { describe, expect, it } from 'vitest';
import { compare } from '../../core/typed/compare.ts';
import type { JsonObject } from '../../core/value.ts';
import { paths, pod } from './helpers.ts';

describe('compare', () => {
  it('sorts changes into added, removed and modified', () => {
    const c = compare(
      { spec: { containers: [{ name: 'a', image: 'x' }, { name: 'b' }], tags: ['t'] } },
      { spec: { containers: [{ name: 'a', image: 'y' }, { name: 'c' }], nodeSelector: { k: 'v' } } },
      pod,
    );
    expect(paths(c.modified)).toEqual(['.spec.containers[name="a"].image']);
    expect(paths(c.added)).toEqual([
      '.spec.nodeSelector',
      '.spec.containers[name="c"]',
      '.spec.containers[name="c"].name',
    ]);
    expect(paths(c.removed)).toEqual([
      '.spec.tags',
      '.spec.containers[name="b"]',
      '.spec.containers[name="b"].name',
      '.spec.tags[="t"]',
    ]);
  });

  it('pairs items by key whatever their positions, and compares repeated items as a whole', () => {
    const c = compare(
      {
        spec: {
          containers: [{ name: 'a' }, { name: 'b', image: '1' }, { name: 'c' }, { name: 'd', image: '1' }],
        },
      },
      {
        spec: {
          containers: [
            { name: 'a' },
            { name: 'new' },
            { name: 'b', image: '2' },
            { name: 'd', image: '2' },
            { name: 'c', image: '1' },
          ],
        },
      },
      pod,
    );
    expect(paths(c.modified)).toEqual([
      '.spec.containers[name="b"].image',
      '.spec.containers[name="d"].image',
    ]);
    expect(paths(c.added)).toEqual([
      '.spec.containers[name="new"]',
      '.spec.containers[name="c"].image',
      '.spec.containers[name="new"].name',
    ]);
    expect(paths(c.removed)).toEqual([]);
    const twice: JsonObject[] = [{ name: 'a', image: '1' }, { name: 'a' }];
    const dups = compare(
      { spec: { containers: twice } },
      { spec: { containers: [{ name: 'a', image: '1' }] } },
      pod,
    );
    expect(paths(dups.removed)).toEqual(['.spec.containers[name="a"]']);
    expect(paths(dups.added)).toEqual([
      '.spec.containers[name="a"]',
      '.spec.containers[name="a"].image',
      '.spec.containers[name="a"].name',
    ]);
    const same = compare({ spec: { containers: twice } }, { spec: { containers: [...twice] } }, pod);
    expect([same.added, same.removed, same.modified].every((s) => s.isEmpty())).toBe(true);
    const changed = compare(
      { spec: { containers: twice } },
      { spec: { containers: [twice[1], twice[0]] } },
      pod,
    );
    expect(paths(changed.modified)).toEqual(['.spec.containers[name="a"]']);
  });
});
