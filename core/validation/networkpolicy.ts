// NetworkPolicy (networking.k8s.io/v1), create and update: the pod selector, the
// ports and peers of ingress and egress rules, policyTypes (kubernetes v1.35
// pkg/apis/networking/validation/validation.go ValidateNetworkPolicy,
// ValidateNetworkPolicyUpdate, ValidateNetworkPolicyPort/Peer, ValidateIPBlock).

import { isInteger, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { intPtr, listOf, objOf, stringsOf, strOf, strPtr } from './fields.ts';
import { CIDR_MESSAGE, legacyCIDRMessages, sloppyCIDR, strictOnCreate, strictScope } from './ip.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { child, index } from './path.ts';
import { objects } from './read.ts';
import { validateLabelSelector } from './selector.ts';
import { isValidPortName, isValidPortNum } from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const PROTOCOLS = ['TCP', 'UDP', 'SCTP'];
const POLICY_TYPES = ['Ingress', 'Egress'];

function portErrors(port: JsonObject, p: string, errs: FieldError[]): void {
  const protocol = strPtr(port, 'protocol');
  if (protocol !== null && !PROTOCOLS.includes(protocol))
    errs.push(notSupported(child(p, 'protocol'), protocol, PROTOCOLS));
  const value: JsonValue | undefined = port.port;
  const end = intPtr(port, 'endPort');
  const ep = child(p, 'endPort');
  if (isInteger(value ?? null)) {
    const n = Number(value);
    for (const m of isValidPortNum(n)) errs.push(invalid(child(p, 'port'), n, m));
    if (end !== null) {
      if (end < n) errs.push(invalid(ep, end, 'must be greater than or equal to `port`'));
      for (const m of isValidPortNum(end)) errs.push(invalid(ep, end, m));
    }
  } else if (typeof value === 'string') {
    if (end !== null) errs.push(invalid(ep, end, 'may not be specified when `port` is non-numeric'));
    for (const m of isValidPortName(value)) errs.push(invalid(child(p, 'port'), value, m));
  } else if (end !== null) errs.push(invalid(ep, end, 'may not be specified when `port` is not specified'));
}

/**
 * ValidateIPBlock with IsValidCIDRForLegacyField: with the StrictIPCIDRValidation gate
 * off (to 1.35) only text that does not parse is refused; `strict` (the gate on, a
 * create: no stored CIDRs to allow) adds the strict messages, and the subset check
 * still reads the CIDRs as ParseCIDRSloppy does.
 */
function ipBlockErrors(block: JsonObject, p: string, errs: FieldError[], strict: boolean): void {
  const cidr = strOf(block, 'cidr');
  if (cidr === '') {
    errs.push(required(child(p, 'cidr')));
    return;
  }
  if (strict) for (const m of legacyCIDRMessages(cidr, true)) errs.push(invalid(child(p, 'cidr'), cidr, m));
  const outer = sloppyCIDR(cidr);
  if (outer === null) {
    if (!strict) errs.push(invalid(child(p, 'cidr'), cidr, CIDR_MESSAGE));
    return;
  }
  stringsOf(block, 'except').forEach((ex, i) => {
    const ep = index(child(p, 'except'), i);
    if (strict) for (const m of legacyCIDRMessages(ex, true)) errs.push(invalid(ep, ex, m));
    const inner = sloppyCIDR(ex);
    if (inner === null) {
      if (!strict) errs.push(invalid(ep, ex, CIDR_MESSAGE));
      return;
    }
    if (outer === 'v6' || inner === 'v6') {
      if (outer !== inner) errs.push(invalid(ep, ex, 'must be a strict subset of `cidr`'));
      return;
    }
    const size = 2 ** (32 - outer.bits);
    const inside = Math.floor(inner.n / size) === Math.floor(outer.n / size);
    if (!inside || outer.bits >= inner.bits) errs.push(invalid(ep, ex, 'must be a strict subset of `cidr`'));
  });
}

function peerErrors(peer: JsonObject, p: string, errs: FieldError[], strict: boolean): void {
  let count = 0;
  const pods = objOf(peer, 'podSelector');
  const namespaces = objOf(peer, 'namespaceSelector');
  const block = objOf(peer, 'ipBlock');
  if (pods !== null) {
    count++;
    errs.push(...validateLabelSelector(pods, child(p, 'podSelector')));
  }
  if (namespaces !== null) {
    count++;
    errs.push(...validateLabelSelector(namespaces, child(p, 'namespaceSelector')));
  }
  if (block !== null) {
    count++;
    ipBlockErrors(block, child(p, 'ipBlock'), errs, strict);
  }
  if (count === 0) errs.push(required(p, 'must specify a peer'));
  else if (count > 1 && block !== null)
    errs.push(forbidden(p, 'may not specify both ipBlock and another peer'));
}

function ruleErrors(spec: JsonObject | null, dir: 'ingress' | 'egress', strict: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const peers = dir === 'ingress' ? 'from' : 'to';
  for (const [i, rule] of objects(listOf(spec, dir))) {
    const rp = index(child('spec', dir), i);
    for (const [j, port] of objects(listOf(rule, 'ports')))
      portErrors(port, index(child(rp, 'ports'), j), errs);
    for (const [j, peer] of objects(listOf(rule, peers)))
      peerErrors(peer, index(child(rp, peers), j), errs, strict);
  }
  return errs;
}

function specErrors(spec: JsonObject | null, strict: boolean): FieldError[] {
  const errs: FieldError[] = [];
  errs.push(...validateLabelSelector(objOf(spec, 'podSelector') ?? {}, 'spec.podSelector'));
  errs.push(...ruleErrors(spec, 'ingress', strict), ...ruleErrors(spec, 'egress', strict));
  const types = listOf(spec, 'policyTypes');
  if (types.length > POLICY_TYPES.length) {
    errs.push(invalid('spec.policyTypes', types, 'may not specify more than two policyTypes'));
    return errs;
  }
  stringsOf(spec, 'policyTypes').forEach((t, i) => {
    if (!POLICY_TYPES.includes(t)) errs.push(notSupported(index('spec.policyTypes', i), t, POLICY_TYPES));
  });
  return errs;
}

export const networkPolicyValidator: KindValidator = {
  scopeFor: (ctx) =>
    ctx.gates?.StrictIPCIDRValidation === true
      ? `${networkPolicyValidator.scope.replace('; CIDRs parsed as with the StrictIPCIDRValidation gate off', '')}${strictScope(ctx)}`
      : networkPolicyValidator.scope,
  scope:
    'ObjectMeta and the rules of NetworkPolicy (podSelector, ingress/egress ports and endPort, peers and ipBlock CIDRs with except, policyTypes; CIDRs parsed as with the StrictIPCIDRValidation gate off); not checked: whether an IPv6 except lies inside its cidr, label values an invalid stored podSelector would allow on update',
  create: (ctx: ValidationContext) => [
    ...metaCreate(ctx, 'dns-subdomain'),
    ...specErrors(objOf(ctx.obj, 'spec'), strictOnCreate(ctx)),
  ],
  update: (ctx: ValidationContext) => [...metaUpdate(ctx), ...specErrors(objOf(ctx.obj, 'spec'), false)],
};
