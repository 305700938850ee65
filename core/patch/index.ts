// Strategic merge patch and JSON merge patch, computed as kubectl computes them
// and applied as kube-apiserver applies them. `type` is the root TypeNode of the
// kind (its fields carry `x-kubernetes-patch-strategy` / `-merge-key`). Inputs
// are never mutated. Failures throw PatchError (path, Go-worded reason, kind).

export {
  PatchError,
  type PatchErrorKind,
  type PatchFailureStatus,
  STRATEGIC_MERGE_PATCH_UNSUPPORTED,
  serverStatusOf,
} from './errors.ts';
export {
  applyJsonMergePatch,
  createJsonMergePatch,
  createThreeWayJsonMergePatch,
} from './json-merge.ts';
export {
  applyStrategicPatch,
  createThreeWayStrategicPatch,
  createTwoWayStrategicPatch,
  type ThreeWayOptions,
} from './smp.ts';
