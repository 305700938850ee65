// What surfaces use of the request pipeline: running one write request and the
// Kubernetes version (and built-in schemas) it resolves against.

export { chooseWriter, fieldManagerRequired, managerOf, runRequest, schemaOf } from './pipeline.ts';
export type { Writer, WriteSettings } from './types.ts';
export {
  builtinResolver,
  DEFAULT_KUBERNETES_PATCH,
  DEFAULT_KUBERNETES_VERSION,
  kubernetesVersionProblem,
  loadKubernetesVersion,
  resolverForVersion,
} from './version.ts';
