// The StrictIPCIDRValidation gate per Kubernetes version (core/versions.ts): off to
// 1.35, on from 1.36 (kubernetes#137053). A create is checked strictly where it is
// on; an update is not (the cluster allows values the stored object already has,
// apimachinery v0.36.3 pkg/util/validation/ip.go validOldCIDRs), and its note says so.

import { describe, expect, it } from 'vitest';
import { validateObject } from '../../core/validation/index.ts';
import type { ValidationContext } from '../../core/validation/types.ts';
import type { JsonObject } from '../../core/value.ts';
import { kubernetesVersion } from '../../core/versions.ts';

const policy = (cidr: string): JsonObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'office', namespace: 'shop' },
  spec: { podSelector: {}, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr } }] }] },
});

function check(version: string, op: 'create' | 'update', cidr: string) {
  const obj = policy(cidr);
  const ctx: ValidationContext = {
    op,
    obj,
    old: op === 'update' ? policy('10.0.0.0/8') : null,
    apiVersion: 'networking.k8s.io/v1',
    group: 'networking.k8s.io',
    kind: 'NetworkPolicy',
    namespaced: true,
    gates: kubernetesVersion(version).gates,
  };
  return validateObject(ctx);
}

describe('StrictIPCIDRValidation by version', () => {
  it('a create on 1.36 refuses a leading zero that 1.35 reads sloppily', () => {
    expect(check('1.35', 'create', '010.0.0.0/8').errors).toEqual([]);
    const strict = check('1.36', 'create', '010.0.0.0/8');
    expect(strict.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      'spec.egress[0].to[0].ipBlock.cidr: must not have leading 0s in IP or prefix length',
    ]);
    expect(strict.scope).toContain(
      'IPs and CIDRs checked strictly (the StrictIPCIDRValidation gate, on from 1.36',
    );
  });

  it('an update on 1.36 is not checked strictly, and the note says what the cluster may still refuse', () => {
    const r = check('1.36.2', 'update', '010.0.0.0/8');
    expect(r.errors).toEqual([]);
    expect(r.scope).toContain(
      'on an update IPs and CIDRs are only read as with the StrictIPCIDRValidation gate off: the cluster (gate on from 1.36) also refuses',
    );
    expect(r.scope).not.toContain('CIDRs parsed as with the StrictIPCIDRValidation gate off)');
    // Where the gate is off the note is as before.
    expect(check('1.35', 'update', '010.0.0.0/8').scope).toContain(
      'CIDRs parsed as with the StrictIPCIDRValidation gate off',
    );
  });
});
