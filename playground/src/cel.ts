// The page's CRD rule checks, loaded on demand: the x-kubernetes-validations pass
// and the string format checks (core/validation/cel/, on @bufbuild/cel, about 70 KiB
// gzip) are a chunk of their own, imported and registered before the first local
// preview with a CRD. Until then core says on the object that the rules were not
// evaluated (core/validation/crd/index.ts).

import type { PlaygroundState } from '../../core/preview/index.ts';
import { useCelEngine } from '../../core/validation/index.ts';

let loading: Promise<void> | undefined;

/** Whether a local preview of `state` needs the CRD rule checks: it has a CRD. */
export function needsCel(state: Pick<PlaygroundState, 'crd'>): boolean {
  return state.crd.trim() !== '';
}

/** Imports the CEL chunk once and registers it; a failed import is tried again next time. */
export function loadCel(): Promise<void> {
  loading ??= import('../../core/validation/cel/index.ts').then((m) => {
    useCelEngine(m.celValidation);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
