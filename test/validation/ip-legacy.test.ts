// IP and CIDR legacy fields both ways of the StrictIPCIDRValidation gate (off in
// 1.35, so only unreadable text is refused): apimachinery's TestIsValidIP and
// TestIsValidCIDR cases (test/validation/data/ip-legacy.json), run on ip.ts.

import { describe, expect, it } from 'vitest';
import { legacyCIDRMessages, legacyIPMessages, STRICT_IP_CIDR_VALIDATION } from '../../core/validation/ip.ts';
import data from './data/ip-legacy.json' with { type: 'json' };

interface Case {
  name: string;
  in: string;
  legacyErr: string;
  legacyStrictErr: string;
}

function check(messages: string[], want: string): void {
  if (want === '') expect(messages).toEqual([]);
  else {
    expect(messages.length).toBe(1);
    expect(messages[0]).toContain(want);
  }
}

describe(`${data.origin.repo} ${data.origin.path} ${data.origin.tag}`, () => {
  it('the gate is off in 1.35', () => {
    expect(STRICT_IP_CIDR_VALIDATION).toBe(false);
  });
  for (const [kind, fn] of [
    ['ip', legacyIPMessages],
    ['cidr', legacyCIDRMessages],
  ] as const) {
    for (const c of data[kind] as Case[]) {
      it(`${kind} ${c.name} (${JSON.stringify(c.in)})`, () => {
        check(fn(c.in, false), c.legacyErr);
        check(fn(c.in, true), c.legacyStrictErr);
      });
    }
  }
});
