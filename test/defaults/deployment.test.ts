// applyDefaults on the five-line Deployment: every default of 1.35 field by field,
// defaulted once, unchanged subtrees shared.

import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../core/defaults/index.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';
import { deepFreeze, leaves, load } from './helpers.ts';

describe('a Deployment from a five-line manifest', () => {
  const fx = load('deployment-five-lines.json') as {
    input: JsonObject;
    expected: JsonObject;
    sources: Record<string, string>;
  };
  const got = applyDefaults(deepFreeze(fx.input), null);

  it('gets every default of 1.35, field by field', () => {
    const inputLeaves = new Set(leaves(fx.input));
    const added = leaves(fx.expected).filter((p) => !inputLeaves.has(p));
    expect(added.sort()).toEqual(Object.keys(fx.sources).sort());
    for (const p of added) {
      const want = p
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, k) => (isObject(v) || Array.isArray(v) ? (v as JsonObject)[k] : undefined),
          fx.expected,
        );
      const have = p
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, k) => (isObject(v) || Array.isArray(v) ? (v as JsonObject)[k] : undefined),
          got,
        );
      expect(have, `${p} (${fx.sources[p]})`).toEqual(want);
    }
    expect(got).toEqual(fx.expected);
  });

  it('is defaulted once: defaulting the result changes nothing and returns it', () => {
    expect(applyDefaults(got, null)).toBe(got);
  });

  it('shares the subtrees defaulting did not touch', () => {
    const spec = got.spec as JsonObject;
    const inSpec = fx.input.spec as JsonObject;
    expect(spec.selector).toBe(inSpec.selector);
    const tmpl = spec.template as JsonObject;
    expect(tmpl.metadata).toBe((inSpec.template as JsonObject).metadata);
    expect(got.metadata).toBe(fx.input.metadata);
  });
});
