// Service, create and update (kubernetes v1.35 pkg/apis/core/validation/validation.go
// ValidateService, ValidateServiceUpdate, ValidateServiceClusterIPsRelatedFields,
// validateUpgradeDowngradeClusterIPs/IPFamilies; pkg/registry/core/service/strategy.go
// dropTypeDependentFields; pkg/registry/core/service/storage/storage.go
// normalizeClusterIPs and patchAllocatedValues; the node-port allocator's range check
// in pkg/registry/core/service/portallocator, run before validation).

import { deepEqual, isObject, type JsonObject } from '../value.ts';
import { duplicate, type FieldError, forbidden, invalid, notSupported, required } from './errors.ts';
import { boolPtr, intOf, listOf, objOf, stringsOf, strOf, strPtr } from './fields.ts';
import {
  isIPv6Sloppy as isIPv6,
  legacyCIDRMessages,
  legacyIPMessages,
  strictOnCreate,
  strictScope,
} from './ip.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { validateLabels } from './objectmeta.ts';
import { child, index } from './path.ts';
import {
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
  isValidPortName,
  isValidPortNum,
} from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

/** The API server's default --service-node-port-range (a cluster setting). */
export const NODE_PORT_RANGE = { base: 30000, last: 32767 };
const TYPES = ['ClusterIP', 'ExternalName', 'LoadBalancer', 'NodePort'];
const AFFINITIES = ['ClientIP', 'None'];
const PROTOCOLS = ['SCTP', 'TCP', 'UDP'];
const FAMILIES = ['IPv4', 'IPv6'];
const FAMILY_POLICIES = ['PreferDualStack', 'RequireDualStack', 'SingleStack'];
const TRAFFIC_POLICIES = ['Cluster', 'Local'];
const MAX_AFFINITY_SECONDS = 86400;
const KUBELET_PORT = 10250;
const LB_ONLY = "may only be used when `type` is 'LoadBalancer'";

const spec = (o: JsonObject): JsonObject => objOf(o, 'spec') ?? {};
const type = (s: JsonObject): string => strOf(s, 'type');
const headless = (s: JsonObject): boolean => {
  const ips = stringsOf(s, 'clusterIPs');
  return ips.length === 1 && ips[0] === 'None';
};
const externallyAccessible = (s: JsonObject): boolean =>
  type(s) === 'LoadBalancer' ||
  type(s) === 'NodePort' ||
  (type(s) === 'ClusterIP' && listOf(s, 'externalIPs').length > 0);
const needsHealthCheck = (s: JsonObject): boolean =>
  type(s) === 'LoadBalancer' && strOf(s, 'externalTrafficPolicy') === 'Local';
const needsNodePorts = (s: JsonObject): boolean =>
  type(s) === 'NodePort' ||
  (type(s) === 'LoadBalancer' && boolPtr(s, 'allocateLoadBalancerNodePorts') !== false);

/**
 * The spec as validation sees it: clusterIP and clusterIPs kept in step, values the
 * allocators gave kept when the writer left them out, fields of a type the Service
 * left cleared (a copy: the object itself is not changed).
 */
function prepared(obj: JsonObject, old: JsonObject | null): JsonObject {
  const s: JsonObject = { ...spec(obj) };
  const ip = strOf(s, 'clusterIP');
  if (old === null) {
    if (ip.length > 0 && stringsOf(s, 'clusterIPs').length === 0) s.clusterIPs = [ip];
    return s;
  }
  // The stored object as it reads back: SetDefaults_Service gives it clusterIPs from clusterIP.
  const o = prepared(old, null);
  const oldIPs = stringsOf(o, 'clusterIPs');
  const sameIPs = () => deepEqual(s.clusterIPs ?? null, o.clusterIPs ?? null);
  if (type(o) !== 'ExternalName' && type(s) !== 'ExternalName') {
    if (ip.length === 0 && strOf(o, 'clusterIP').length > 0) s.clusterIP = strOf(o, 'clusterIP');
    if (stringsOf(s, 'clusterIPs').length === 0 && oldIPs.length > 0) s.clusterIPs = [...oldIPs];
  }
  const nowIP = strOf(s, 'clusterIP');
  if (oldIPs.length > 0 && stringsOf(s, 'clusterIPs').length === 0 && strOf(o, 'clusterIP') === nowIP)
    s.clusterIPs = [...oldIPs];
  if (strOf(o, 'clusterIP') !== nowIP) {
    if (strOf(o, 'clusterIP').length > 0 && nowIP.length === 0) {
      if (sameIPs()) delete s.clusterIPs;
    } else if (sameIPs()) s.clusterIPs = [nowIP];
  }
  // dropTypeDependentFields: what the old type needed and the new one does not, when unchanged.
  if (type(o) !== 'ExternalName' && type(s) === 'ExternalName') {
    if (sameIPs()) {
      delete s.clusterIP;
      delete s.clusterIPs;
    }
    if (deepEqual(s.ipFamilies ?? null, o.ipFamilies ?? null)) delete s.ipFamilies;
    if (deepEqual(s.ipFamilyPolicy ?? null, o.ipFamilyPolicy ?? null)) delete s.ipFamilyPolicy;
  }
  if (needsNodePorts(o) && !needsNodePorts(s) && deepEqual(s.ports ?? null, o.ports ?? null))
    s.ports = listOf(s, 'ports').map((p) => {
      if (!isObject(p)) return p;
      const q = { ...p };
      delete q.nodePort;
      return q;
    });
  if (
    needsHealthCheck(o) &&
    !needsHealthCheck(s) &&
    intOf(s, 'healthCheckNodePort') === intOf(o, 'healthCheckNodePort')
  )
    delete s.healthCheckNodePort;
  if (type(o) === 'LoadBalancer' && type(s) !== 'LoadBalancer') {
    if (boolPtr(s, 'allocateLoadBalancerNodePorts') === boolPtr(o, 'allocateLoadBalancerNodePorts'))
      delete s.allocateLoadBalancerNodePorts;
    if (strPtr(s, 'loadBalancerClass') === strPtr(o, 'loadBalancerClass')) delete s.loadBalancerClass;
  }
  if (
    externallyAccessible(o) &&
    !externallyAccessible(s) &&
    strOf(s, 'externalTrafficPolicy') === strOf(o, 'externalTrafficPolicy')
  )
    delete s.externalTrafficPolicy;
  return s;
}

/** The node-port allocator: the first nodePort outside the range fails the request alone. */
function allocationErrors(s: JsonObject): FieldError[] {
  if (type(s) !== 'NodePort' && type(s) !== 'LoadBalancer') return [];
  const ports = listOf(s, 'ports');
  for (let i = 0; i < ports.length; i++) {
    const p = ports[i];
    const np = isObject(p) ? intOf(p, 'nodePort') : 0;
    if (np !== 0 && (np < NODE_PORT_RANGE.base || np > NODE_PORT_RANGE.last))
      return [
        invalid(
          child(index('spec.ports', i), 'nodePort'),
          np,
          `provided port is not in the valid range. The range of valid ports is ${NODE_PORT_RANGE.base}-${NODE_PORT_RANGE.last}`,
        ),
      ];
  }
  return [];
}

function portErrors(p: JsonObject, i: number, requireName: boolean, names: Set<string>): FieldError[] {
  const at = index('spec.ports', i);
  const errs: FieldError[] = [];
  const name = strOf(p, 'name');
  if (requireName && name.length === 0) errs.push(required(child(at, 'name')));
  else if (name.length > 0) {
    for (const msg of isDNS1123Label(name)) errs.push(invalid(child(at, 'name'), name, msg));
    if (names.has(name)) errs.push(duplicate(child(at, 'name'), name));
    else names.add(name);
  }
  const port = intOf(p, 'port');
  for (const msg of isValidPortNum(port)) errs.push(invalid(child(at, 'port'), port, msg));
  const protocol = strOf(p, 'protocol');
  if (protocol.length === 0) errs.push(required(child(at, 'protocol')));
  else if (!PROTOCOLS.includes(protocol)) errs.push(notSupported(child(at, 'protocol'), protocol, PROTOCOLS));
  const target = p.targetPort;
  if (typeof target === 'string')
    for (const msg of isValidPortName(target)) errs.push(invalid(child(at, 'targetPort'), target, msg));
  else {
    const n = intOf(p, 'targetPort');
    for (const msg of isValidPortNum(n)) errs.push(invalid(child(at, 'targetPort'), n, msg));
  }
  const app = strPtr(p, 'appProtocol');
  if (app !== null)
    for (const msg of isQualifiedName(app)) errs.push(invalid(child(at, 'appProtocol'), app, msg));
  return errs;
}

function clusterIPErrors(s: JsonObject, strict: boolean): FieldError[] {
  if (type(s) === 'ExternalName') return [];
  const errs: FieldError[] = [];
  const ip = strOf(s, 'clusterIP');
  const ips = stringsOf(s, 'clusterIPs');
  if (ip.length > 0) {
    if (ips.length === 0) errs.push(required('spec.clusterIPs'));
    else if (ips[0] !== ip) errs.push(invalid('spec.clusterIPs', ips, 'first value must match `clusterIP`'));
  } else if (ips.length > 0)
    errs.push(invalid('spec.clusterIPs', ips, 'must be empty when `clusterIP` is not specified'));
  const families = stringsOf(s, 'ipFamilies');
  const seen = new Set<string>();
  families.forEach((f, i) => {
    if (!FAMILIES.includes(f)) errs.push(notSupported(index('spec.ipFamilies', i), f, FAMILIES));
    if (seen.has(f)) errs.push(duplicate(index('spec.ipFamilies', i), f));
    seen.add(f);
  });
  const policy = strPtr(s, 'ipFamilyPolicy');
  if (policy !== null && !FAMILY_POLICIES.includes(policy))
    errs.push(notSupported('spec.ipFamilyPolicy', policy, FAMILY_POLICIES));
  let bad = false;
  ips.forEach((v, i) => {
    if (i === 0 && v === 'None') {
      if (ips.length > 1) {
        bad = true;
        errs.push(invalid('spec.clusterIPs', ips, "'None' must be the first and only value"));
      }
      return;
    }
    // IsValidIPForLegacyField: with StrictIPCIDRValidation off (to 1.35), only unreadable text.
    const msgs = legacyIPMessages(v, strict);
    if (msgs.length > 0) {
      bad = true;
      for (const m of msgs) errs.push(invalid(index('spec.clusterIPs', i), v, m));
    }
  });
  if (ips.length > 2) errs.push(invalid('spec.clusterIPs', ips, 'may only hold up to 2 values'));
  if (bad) return errs;
  if (ips.length > 1 && isIPv6(ips[0] ?? '') === isIPv6(ips[1] ?? ''))
    errs.push(invalid('spec.clusterIPs', ips, 'may specify no more than one IP for each IP family'));
  if (!headless(s) && families.length > 0)
    ips.forEach((v, i) => {
      if (i >= families.length) return;
      if (families[i] === 'IPv4' && isIPv6(v))
        errs.push(
          invalid(
            index('spec.clusterIPs', i),
            v,
            `expected an IPv4 value as indicated by \`ipFamilies[${i}]\``,
          ),
        );
      if (families[i] === 'IPv6' && !isIPv6(v))
        errs.push(
          invalid(
            index('spec.clusterIPs', i),
            v,
            `expected an IPv6 value as indicated by \`ipFamilies[${i}]\``,
          ),
        );
    });
  return errs;
}

function serviceErrors(obj: JsonObject, s: JsonObject, strict: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const ann = objOf(objOf(obj, 'metadata'), 'annotations');
  const hints = strPtr(ann, 'service.kubernetes.io/topology-aware-hints');
  const mode = strPtr(ann, 'service.kubernetes.io/topology-mode');
  if (hints !== null && mode !== null && hints !== mode)
    errs.push(
      invalid(
        'metadata.annotations[service.kubernetes.io/topology-mode]',
        mode,
        'must match annotations[service.kubernetes.io/topology-aware-hints] when both are specified',
      ),
    );
  const t = type(s);
  const ports = listOf(s, 'ports').map((p) => (isObject(p) ? p : {}));
  if (ports.length === 0 && !headless(s) && t !== 'ExternalName') errs.push(required('spec.ports'));
  if (t === 'LoadBalancer') {
    ports.forEach((p, i) => {
      if (intOf(p, 'port') === KUBELET_PORT)
        errs.push(
          invalid(
            index('spec.ports', i),
            KUBELET_PORT,
            `may not expose port ${KUBELET_PORT} externally since it is used by kubelet`,
          ),
        );
    });
  }
  if ((t === 'LoadBalancer' || t === 'NodePort') && headless(s))
    errs.push(invalid('spec.clusterIPs[0]', 'None', `may not be set to 'None' for ${t} services`));
  if (t === 'ExternalName') {
    if (stringsOf(s, 'clusterIPs').length > 0)
      errs.push(forbidden('spec.clusterIPs', 'may not be set for ExternalName services'));
    if (stringsOf(s, 'ipFamilies').length > 0)
      errs.push(forbidden('spec.ipFamilies', 'may not be set for ExternalName services'));
    if (strPtr(s, 'ipFamilyPolicy') !== null)
      errs.push(forbidden('spec.ipFamilyPolicy', 'may not be set for ExternalName services'));
    const cname = strOf(s, 'externalName').replace(/\.$/, '');
    if (cname.length > 0)
      for (const msg of isDNS1123Subdomain(cname)) errs.push(invalid('spec.externalName', cname, msg));
    else errs.push(required('spec.externalName'));
  }
  const names = new Set<string>();
  ports.forEach((p, i) => {
    errs.push(...portErrors(p, i, ports.length > 1, names));
  });
  if (objOf(s, 'selector') !== null) errs.push(...validateLabels(s.selector, 'spec.selector'));
  const affinity = strOf(s, 'sessionAffinity');
  if (affinity.length === 0) errs.push(required('spec.sessionAffinity'));
  else if (!AFFINITIES.includes(affinity))
    errs.push(notSupported('spec.sessionAffinity', affinity, AFFINITIES));
  const config = objOf(s, 'sessionAffinityConfig');
  if (affinity === 'ClientIP') {
    const clientIP = objOf(config, 'clientIP');
    if (config === null)
      errs.push(required('spec.sessionAffinityConfig', 'when session affinity type is ClientIP'));
    else if (clientIP === null)
      errs.push(required('spec.sessionAffinityConfig.clientIP', 'when session affinity type is ClientIP'));
    else {
      const secs = intOf(clientIP, 'timeoutSeconds');
      if (!(secs > 0 && secs <= MAX_AFFINITY_SECONDS))
        errs.push(
          invalid(
            'spec.sessionAffinityConfig.clientIP.timeoutSeconds',
            secs,
            `must be greater than 0 and less than ${MAX_AFFINITY_SECONDS}`,
          ),
        );
    }
  } else if (affinity === 'None' && config !== null)
    errs.push(forbidden('spec.sessionAffinityConfig', 'must not be set when session affinity is None'));
  errs.push(...clusterIPErrors(s, strict));
  listOf(s, 'externalIPs').forEach((v, i) => {
    const ip = typeof v === 'string' ? v : '';
    for (const m of legacyIPMessages(ip, strict)) errs.push(invalid(index('spec.externalIPs', i), ip, m));
  });
  if (t.length === 0) errs.push(required('spec.type'));
  else if (!TYPES.includes(t)) errs.push(notSupported('spec.type', t, TYPES));
  if (t === 'ClusterIP')
    ports.forEach((p, i) => {
      if (intOf(p, 'nodePort') !== 0)
        errs.push(
          forbidden(child(index('spec.ports', i), 'nodePort'), "may not be used when `type` is 'ClusterIP'"),
        );
    });
  const nodePorts = new Set<string>();
  ports.forEach((p, i) => {
    const np = intOf(p, 'nodePort');
    if (np === 0) return;
    const k = `${strOf(p, 'protocol')}/${np}`;
    if (nodePorts.has(k)) errs.push(duplicate(child(index('spec.ports', i), 'nodePort'), np));
    nodePorts.add(k);
  });
  const ranges = stringsOf(s, 'loadBalancerSourceRanges');
  if (ranges.length > 0) {
    if (t !== 'LoadBalancer') errs.push(forbidden('spec.LoadBalancerSourceRanges', LB_ONLY));
    ranges.forEach((r, i) => {
      const v = r.trim();
      for (const msg of legacyCIDRMessages(v, strict))
        errs.push(invalid(index('spec.LoadBalancerSourceRanges', i), v, msg));
    });
  }
  const alloc = boolPtr(s, 'allocateLoadBalancerNodePorts');
  if (alloc !== null && t !== 'LoadBalancer')
    errs.push(forbidden('spec.allocateLoadBalancerNodePorts', LB_ONLY));
  if (t === 'LoadBalancer' && alloc === null) errs.push(required('allocateLoadBalancerNodePorts'));
  const lbClass = strPtr(s, 'loadBalancerClass');
  if (lbClass !== null) {
    if (t === 'LoadBalancer')
      for (const msg of isQualifiedName(lbClass)) errs.push(invalid('spec.loadBalancerClass', lbClass, msg));
    else errs.push(forbidden('spec.loadBalancerClass', LB_ONLY));
  }
  const etp = strOf(s, 'externalTrafficPolicy');
  if (!externallyAccessible(s)) {
    if (etp.length > 0)
      errs.push(
        invalid('spec.externalTrafficPolicy', etp, 'may only be set for externally-accessible services'),
      );
  } else if (etp.length === 0) errs.push(required('spec.externalTrafficPolicy'));
  else if (!TRAFFIC_POLICIES.includes(etp))
    errs.push(notSupported('spec.externalTrafficPolicy', etp, TRAFFIC_POLICIES));
  const hc = intOf(s, 'healthCheckNodePort');
  if (!needsHealthCheck(s)) {
    if (hc !== 0)
      errs.push(
        invalid(
          'spec.healthCheckNodePort',
          hc,
          "may only be set when `type` is 'LoadBalancer' and `externalTrafficPolicy` is 'Local'",
        ),
      );
  } else if (hc !== 0)
    for (const msg of isValidPortNum(hc)) errs.push(invalid('spec.healthCheckNodePort', hc, msg));
  const itp = strPtr(s, 'internalTrafficPolicy');
  if (itp === null && (t === 'NodePort' || t === 'LoadBalancer' || t === 'ClusterIP'))
    errs.push(required('spec.internalTrafficPolicy'));
  if (itp !== null && !TRAFFIC_POLICIES.includes(itp))
    errs.push(notSupported('spec.internalTrafficPolicy', itp, TRAFFIC_POLICIES));
  return errs;
}

function updateErrors(s: JsonObject, o: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  if (type(s) !== 'ExternalName' && type(o) !== 'ExternalName' && !(headless(s) && headless(o))) {
    const ips = stringsOf(s, 'clusterIPs');
    const was = stringsOf(o, 'clusterIPs');
    const change = (i: number) => invalid(index('spec.clusterIPs', i), ips, 'may not change once set');
    if (was.length === ips.length) {
      for (let i = 0; i < was.length; i++) if (was[i] !== ips[i]) errs.push(change(i));
    } else if (was.length > ips.length) {
      if (ips.length === 0)
        errs.push(invalid('spec.clusterIPs[0]', ips, 'primary clusterIP can not be unset'));
      if (was.length > 0 && ips.length > 0 && ips[0] !== was[0]) errs.push(change(0));
      if (ips.length === 1 && strPtr(s, 'ipFamilyPolicy') !== 'SingleStack')
        errs.push(
          invalid(
            'spec.ipFamilyPolicy',
            strPtr(s, 'ipFamilyPolicy'),
            "must be set to 'SingleStack' when releasing the secondary clusterIP",
          ),
        );
    } else if (was.length > 0 && ips[0] !== was[0]) errs.push(change(0));
  }
  if (
    type(s) === 'LoadBalancer' &&
    type(o) === 'LoadBalancer' &&
    strPtr(s, 'loadBalancerClass') !== strPtr(o, 'loadBalancerClass')
  )
    errs.push(invalid('spec.loadBalancerClass', strPtr(s, 'loadBalancerClass'), 'may not change once set'));
  if (
    needsHealthCheck(o) &&
    needsHealthCheck(s) &&
    intOf(s, 'healthCheckNodePort') !== intOf(o, 'healthCheckNodePort')
  )
    errs.push(forbidden('spec.healthCheckNodePort', 'field is immutable'));
  return errs;
}

export const serviceValidator: KindValidator = {
  scopeFor: (ctx) => `${serviceValidator.scope}${strictScope(ctx)}`,
  scope:
    "ObjectMeta and the rules of Service (type, ports, nodePorts in the default range 30000-32767, clusterIP(s) and IP families, externalName, selector, session affinity, traffic policies, load-balancer fields, what may not change on update); not checked: the cluster's service CIDRs and a non-default nodePort range, ports already allocated, duplicate port/protocol pairs, ipFamilies changes, trafficDistribution",
  create(ctx: ValidationContext): FieldError[] {
    const s = prepared(ctx.obj, null);
    const alloc = allocationErrors(s);
    if (alloc.length > 0) return alloc;
    return [...metaCreate(ctx, 'dns-1035-label'), ...serviceErrors(ctx.obj, s, strictOnCreate(ctx))];
  },
  update(ctx: ValidationContext): FieldError[] {
    const old = ctx.old ?? {};
    const s = prepared(ctx.obj, old);
    const alloc = allocationErrors(s);
    if (alloc.length > 0) return alloc;
    return [
      ...metaUpdate(ctx),
      ...updateErrors(s, prepared(old, null)),
      ...metaCreate(ctx, 'dns-1035-label'),
      ...serviceErrors(ctx.obj, s, false),
    ];
  },
};
