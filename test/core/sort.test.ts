import { describe, expect, it } from 'vitest';
import { sortInPlace } from '../../core/sort.ts';

describe('sortInPlace', () => {
  const byKey = (a: { k: number }, b: { k: number }) => a.k - b.k;

  it('sorts short and long arrays stably, in place', () => {
    for (const n of [0, 1, 2, 5, 12, 13, 40]) {
      // Keys repeat, so stability shows in the order of `i` among equal keys.
      const items = Array.from({ length: n }, (_, i) => ({ k: (i * 7) % 5, i }));
      const expected = [...items].sort(byKey);
      const out = sortInPlace(items, byKey);
      expect(out).toBe(items);
      expect(out).toEqual(expected);
      for (let j = 1; j < out.length; j++)
        if (out[j - 1].k === out[j].k) expect(out[j - 1].i).toBeLessThan(out[j].i);
    }
  });
});
