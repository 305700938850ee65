// IP and CIDR legacy fields both ways of the StrictIPCIDRValidation gate (off in
// 1.35, so only unreadable text is refused): apimachinery's TestIsValidIP and
// TestIsValidCIDR cases (test/validation/data/ip-legacy.json), run on ip.ts.

import { describe, expect, it } from 'vitest';
import { legacyCIDRMessages, legacyIPMessages } from '../../core/validation/ip.ts';
import { kubernetesVersion } from '../../core/versions.ts';
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
  it('the gate is off to 1.35 and on from 1.36 (kubernetes#137053)', () => {
    for (const v of ['1.33', '1.34', '1.35.0', '1.35.7'])
      expect(kubernetesVersion(v).gates.StrictIPCIDRValidation, v).toBe(false);
    for (const v of ['1.36.0', '1.36.3', '1.37'])
      expect(kubernetesVersion(v).gates.StrictIPCIDRValidation, v).toBe(true);
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
