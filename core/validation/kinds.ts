// The validators of built-in kinds, keyed `<group>/<Kind>` (core group: `/<Kind>`).
// Each entry cites its upstream source in its own file (pkg/apis/<group>/validation).

import type { KindValidator } from './types.ts';

export const BUILTIN_VALIDATORS: ReadonlyMap<string, KindValidator> = new Map<string, KindValidator>([]);
