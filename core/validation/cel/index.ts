// The x-kubernetes-validations pass on @bufbuild/cel, ready to register:
// `useCelEngine(celValidation)` (the API, the CLI and the Action do; core does not
// import this module, see core/validation/crd/rules.ts).

import { celRuleEngine } from './engine.ts';
import { celValidationWith } from './walk.ts';

export { celRuleEngine } from './engine.ts';
export { type CelEngine, type CompiledRule, celValidationWith } from './walk.ts';

export const celValidation = celValidationWith(celRuleEngine);
