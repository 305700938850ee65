// The check every ported upstream validation case makes: no error, or the 422
// with these causes (reason and field, and the message where the case gives it).

import { expect } from 'vitest';
import type { WriteResult } from '../../core/server/index.ts';

export interface Cause {
  reason: string;
  field: string;
  message?: string;
}

export function expectCauses(r: WriteResult, want: readonly Cause[]): void {
  if (want.length === 0) {
    expect(r.ok ? null : r.status.message).toBeNull();
    return;
  }
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.status.code).toBe(422);
  const causes = (r.status.details?.causes ?? []) as Cause[];
  expect(causes.map((x) => ({ reason: x.reason, field: x.field }))).toEqual(
    want.map((x) => ({ reason: x.reason, field: x.field })),
  );
  want.forEach((x, i) => {
    if (x.message !== undefined) expect(causes[i]?.message).toBe(x.message);
  });
}
