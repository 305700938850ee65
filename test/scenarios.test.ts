import { describe, it } from 'vitest';
import { celValidation } from '../core/validation/cel/index.ts';
import { useCelEngine } from '../core/validation/index.ts';
import { loadScenarios, replay } from './scenario-helper.ts';

// The CLI, the API and the Action run x-kubernetes-validations rules: so do the scenarios.
useCelEngine(celValidation);

describe('scenarios (Kubernetes layer)', () => {
  for (const { name, file } of loadScenarios(new URL('./scenarios/', import.meta.url))) {
    it(`${name}: ${file.description}`, () => replay(file, name));
  }
});
