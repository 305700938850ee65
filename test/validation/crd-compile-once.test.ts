// x-kubernetes-validations rules are compiled once per CRD object, not per object
// written: 500 writes of the bench CRD (5 rules) compile 5 rules; a new CRD object
// (an updated CRD) compiles them again.

import { afterAll, describe, expect, it } from 'vitest';
import { useCelEngine } from '../../core/validation/index.ts';
import { countingValidation, OBJECTS, ruleCRD, ruleObject, writeAll } from '../bench/crd-validation.ts';

afterAll(() => useCelEngine(null));

describe('CEL rules compiled once per CRD', () => {
  it(`${OBJECTS} writes compile the 5 rules once`, () => {
    const { validation, compiled } = countingValidation();
    useCelEngine(validation);
    const crd = ruleCRD();
    const objects = Array.from({ length: OBJECTS }, (_, i) => ruleObject(i));
    writeAll(crd, objects);
    expect(compiled()).toBe(5);
    writeAll(crd, objects.slice(0, 10));
    expect(compiled()).toBe(5);
    writeAll(ruleCRD(), objects.slice(0, 10));
    expect(compiled()).toBe(10);
  });

  it('the rules are evaluated: a bad object among them is refused', () => {
    const { validation } = countingValidation();
    useCelEngine(validation);
    const bad = ruleObject(0);
    (bad.spec as { minReplicas: number }).minReplicas = 50;
    expect(() => writeAll(ruleCRD(), [bad])).toThrow(
      'Pool.bench.example.com "pool-0" is invalid: spec: Invalid value: minReplicas must not exceed maxReplicas',
    );
  });
});
