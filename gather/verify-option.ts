// The verify option (`verify: server-dry-run` and `verify-timeout` of the Action,
// `--verify` and `--verify-timeout` of `apply-preview preview`), read and checked
// the same way for both; `names` gives each surface's words for its options.

import { FatalError } from './errors.ts';
import type { LiveSource } from './gather.ts';

/** Default of verify-timeout, in seconds. */
export const VERIFY_TIMEOUT_DEFAULT = 60;

/** verify and verify-timeout: null when verify is off. */
export function readVerify(
  mode: string,
  timeout: string,
  live: LiveSource['mode'],
  names = { verify: 'input verify', timeout: 'input verify-timeout' },
): { timeoutSeconds: number } | null {
  if (mode !== '' && mode !== 'off' && mode !== 'server-dry-run') {
    throw new FatalError(`${names.verify}: ${JSON.stringify(mode)} is not one of off, server-dry-run`);
  }
  const on = mode === 'server-dry-run';
  if (!on) {
    if (timeout !== '') throw new FatalError(`${names.timeout}: only used with verify: server-dry-run`);
    return null;
  }
  if (live !== 'cluster') {
    throw new FatalError(
      `${names.verify}: server-dry-run needs live: cluster (the dry runs go to the cluster the live objects are read from)`,
    );
  }
  let timeoutSeconds = VERIFY_TIMEOUT_DEFAULT;
  if (timeout !== '') {
    timeoutSeconds = Number(timeout);
    if (!/^\d+(\.\d+)?$/.test(timeout) || !(timeoutSeconds > 0) || timeoutSeconds > 3600) {
      throw new FatalError(
        `${names.timeout}: ${JSON.stringify(timeout)} is not a number of seconds (more than 0, at most 3600)`,
      );
    }
  }
  return { timeoutSeconds };
}
