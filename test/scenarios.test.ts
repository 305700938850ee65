import { describe, it } from 'vitest';
import { loadScenarios, replay } from './scenario-helper.ts';

describe('scenarios (Kubernetes layer)', () => {
  for (const { name, file } of loadScenarios(new URL('./scenarios/', import.meta.url))) {
    it(`${name}: ${file.description}`, () => replay(file, name));
  }
});
