// validate (core/typed/validate.ts): an object against its schema.

import { describe, expect, it } from 'vitest';
import { validate } from '../../core/typed/validate.ts';
import { pod } from './helpers.ts';

describe('validate', () => {
  it('reports each problem with its path', () => {
    const issues = validate(
      {
        spec: {
          containers: [{ name: 'a', image: 1 }, { image: 'x' }],
          tags: ['x', 'x'],
          nodeSelector: { a: 'b' },
        },
      },
      pod,
    );
    expect(issues).toEqual([
      { path: '.spec.containers[name="a"].image', message: 'expected string, got int' },
      {
        path: '.spec.containers',
        message:
          'element 1: associative list with keys has an element that omits all key fields ["name"] (and doesn\'t have default values for any key fields)',
      },
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
    ]);
  });

  it('reports every repeat of an id where it stands, and allows repeats in live objects', () => {
    const obj = { spec: { tags: ['x', 'y', 'x', 'x', 'y'], containers: [{ name: 'a' }, { name: 'a' }] } };
    expect(validate(obj, pod)).toEqual([
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
      { path: '.spec.tags', message: 'duplicate entries for key [="x"]' },
      { path: '.spec.tags', message: 'duplicate entries for key [="y"]' },
      { path: '.spec.containers', message: 'duplicate entries for key [name="a"]' },
    ]);
    expect(validate(obj, pod, { allowDuplicates: true })).toEqual([]);
  });

  it('reports fields the schema does not declare', () => {
    expect(validate({ spec: { nope: 1 } }, pod)).toEqual([
      { path: '.spec.nope', message: 'field not declared in schema' },
    ]);
  });
});
