// What the Service REST storage does around a write besides the strategy
// (kubernetes pkg/registry/core/service/storage/storage.go beginCreate,
// beginUpdate, normalizeClusterIPs, patchAllocatedValues; alloc.go), as far as a
// preview can compute it:
// - clusterIPs follows clusterIP: a create that sets clusterIP alone gets
//   clusterIPs = [clusterIP] (None for a headless Service too); an update keeps the
//   stored clusterIPs when clusterIP is unchanged and clusterIPs left out, and
//   re-derives or clears them when clusterIP changes while clusterIPs are the stored ones;
// - an update that changes the type drops what the new type does not use and the
//   write left as stored (the strategy's dropTypeDependentFields), and SingleStack
//   over a dual-stack policy keeps one cluster IP and family;
// - an update that leaves out what the cluster allocated gets it back from the
//   stored object (clusterIP and clusterIPs unless either side is ExternalName, a
//   port's nodePort by port name unless another port uses it, healthCheckNodePort
//   while both sides are LoadBalancer with externalTrafficPolicy Local).
// What only the cluster knows (a free cluster IP, the IP families it runs, a free
// node port) is not invented: allocationNotes says what the cluster fills.

import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';
import { getAt, withAt } from './paths.ts';
import type { ServerNote } from './types.ts';

function specOf(svc: JsonObject): JsonObject {
  const s = getOwn(svc, 'spec');
  return isObject(s) ? s : {};
}

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}

function list(v: JsonValue | undefined): JsonValue[] {
  return Array.isArray(v) ? v : [];
}

const needsClusterIP = (spec: JsonObject) => getOwn(spec, 'type') !== 'ExternalName';
const needsNodePort = (spec: JsonObject) => {
  const t = getOwn(spec, 'type');
  return t === 'NodePort' || t === 'LoadBalancer';
};
const needsHealthCheckNodePort = (spec: JsonObject) =>
  getOwn(spec, 'type') === 'LoadBalancer' && getOwn(spec, 'externalTrafficPolicy') === 'Local';

function withSpec(svc: JsonObject, key: string, value: JsonValue | undefined): JsonObject {
  return withAt(svc, ['spec', key], value);
}

/** normalizeClusterIPs on create: a clusterIP alone is copied into clusterIPs. */
export function serviceCreate(svc: JsonObject): JsonObject {
  const spec = specOf(svc);
  const ip = str(getOwn(spec, 'clusterIP'));
  if (ip !== '' && list(getOwn(spec, 'clusterIPs')).length === 0) return withSpec(svc, 'clusterIPs', [ip]);
  return svc;
}

function nodePortOf(p: JsonValue): number {
  const n = isObject(p) ? getOwn(p, 'nodePort') : undefined;
  return typeof n === 'number' ? n : 0;
}

function patchNodePorts(svc: JsonObject, oldSpec: JsonObject): JsonObject {
  const ports = list(getAt(svc, ['spec', 'ports']));
  const oldPorts = list(getOwn(oldSpec, 'ports'));
  const usedNew = new Set(ports.map(nodePortOf).filter((n) => n !== 0));
  const used = new Set(oldPorts.map(nodePortOf).filter((n) => n !== 0 && usedNew.has(n)));
  const byName = new Map<string, number>();
  for (const p of oldPorts) byName.set(str(isObject(p) ? getOwn(p, 'name') : undefined), nodePortOf(p));
  let changed = false;
  const out = ports.map((p) => {
    if (!isObject(p) || nodePortOf(p) !== 0) return p;
    const old = byName.get(str(getOwn(p, 'name'))) ?? 0;
    if (old === 0 || used.has(old)) return p;
    changed = true;
    return withAt(p, ['nodePort'], old);
  });
  return changed ? withSpec(svc, 'ports', out) : svc;
}

function sameClusterIPs(a: JsonObject, b: JsonObject): boolean {
  const x = list(getOwn(a, 'clusterIPs'));
  const y = list(getOwn(b, 'clusterIPs'));
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function sameList(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const x = list(a);
  const y = list(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function nodePorts(spec: JsonObject): Set<number> {
  return new Set(
    list(getOwn(spec, 'ports'))
      .map(nodePortOf)
      .filter((n) => n !== 0),
  );
}

// The strategy's PrepareForUpdate (core/service/strategy.go dropTypeDependentFields,
// trimFieldsForDualStackDowngrade): a type change wipes what the new type does not
// use when the write left it as stored; SingleStack over a dual-stack policy keeps
// the first cluster IP and family.
function dropTypeDependent(svc: JsonObject, oldSpec: JsonObject): JsonObject {
  let out = svc;
  const spec = () => specOf(out);
  if (needsClusterIP(oldSpec) && !needsClusterIP(spec())) {
    if (
      str(getOwn(oldSpec, 'clusterIP')) === str(getOwn(spec(), 'clusterIP')) &&
      sameList(getOwn(oldSpec, 'clusterIPs'), getOwn(spec(), 'clusterIPs'))
    ) {
      out = withSpec(withSpec(out, 'clusterIP', undefined), 'clusterIPs', undefined);
    }
    if (sameList(getOwn(oldSpec, 'ipFamilies'), getOwn(spec(), 'ipFamilies')))
      out = withSpec(out, 'ipFamilies', undefined);
    if (str(getOwn(oldSpec, 'ipFamilyPolicy')) === str(getOwn(spec(), 'ipFamilyPolicy')))
      out = withSpec(out, 'ipFamilyPolicy', undefined);
  }
  if (needsNodePort(oldSpec) && !needsNodePort(spec())) {
    const old = nodePorts(oldSpec);
    if ([...nodePorts(spec())].every((n) => old.has(n))) {
      const ports = list(getOwn(spec(), 'ports'));
      if (ports.some((p) => nodePortOf(p) !== 0))
        out = withSpec(
          out,
          'ports',
          ports.map((p) => (isObject(p) && nodePortOf(p) !== 0 ? withAt(p, ['nodePort'], undefined) : p)),
        );
    }
  }
  if (
    needsHealthCheckNodePort(oldSpec) &&
    !needsHealthCheckNodePort(spec()) &&
    (getOwn(oldSpec, 'healthCheckNodePort') ?? 0) === (getOwn(spec(), 'healthCheckNodePort') ?? 0)
  )
    out = withSpec(out, 'healthCheckNodePort', undefined);
  const wasLB = getOwn(oldSpec, 'type') === 'LoadBalancer';
  if (wasLB && getOwn(spec(), 'type') !== 'LoadBalancer') {
    const a = getOwn(oldSpec, 'allocateLoadBalancerNodePorts');
    if (typeof a === 'boolean' && getOwn(spec(), 'allocateLoadBalancerNodePorts') === a)
      out = withSpec(out, 'allocateLoadBalancerNodePorts', undefined);
    const c = getOwn(oldSpec, 'loadBalancerClass');
    if ((c ?? null) === (getOwn(spec(), 'loadBalancerClass') ?? null))
      out = withSpec(out, 'loadBalancerClass', undefined);
  }
  if (getOwn(spec(), 'type') !== 'LoadBalancer') {
    const lb = getAt(out, ['status', 'loadBalancer']);
    if (isObject(lb) && Object.keys(lb).length > 0) out = withAt(out, ['status', 'loadBalancer'], {});
  }
  const oldPolicy = getOwn(oldSpec, 'ipFamilyPolicy');
  if (
    (oldPolicy === 'RequireDualStack' || oldPolicy === 'PreferDualStack') &&
    getOwn(spec(), 'ipFamilyPolicy') === 'SingleStack'
  ) {
    for (const key of ['clusterIPs', 'ipFamilies']) {
      const v = list(getOwn(spec(), key));
      if (v.length > 1) out = withSpec(out, key, v.slice(0, 1));
    }
  }
  return out;
}

/**
 * The strategy's type-dependent drops, then patchAllocatedValues and
 * normalizeClusterIPs, on an update of `old` to `svc`.
 */
export function serviceUpdate(svc: JsonObject, old: JsonObject): JsonObject {
  const oldSpec = specOf(old);
  let out = dropTypeDependent(svc, oldSpec);
  let spec = specOf(out);
  if (needsClusterIP(oldSpec) && needsClusterIP(spec)) {
    if (str(getOwn(spec, 'clusterIP')) === '' && getOwn(oldSpec, 'clusterIP') !== undefined)
      out = withSpec(out, 'clusterIP', getOwn(oldSpec, 'clusterIP'));
    const oldIPs = list(getOwn(oldSpec, 'clusterIPs'));
    if (list(getOwn(specOf(out), 'clusterIPs')).length === 0 && oldIPs.length > 0)
      out = withSpec(out, 'clusterIPs', oldIPs);
  }
  if (needsNodePort(oldSpec) && needsNodePort(specOf(out))) out = patchNodePorts(out, oldSpec);
  if (needsHealthCheckNodePort(oldSpec) && needsHealthCheckNodePort(specOf(out))) {
    const hc = getOwn(specOf(out), 'healthCheckNodePort');
    if ((hc === undefined || hc === 0) && getOwn(oldSpec, 'healthCheckNodePort') !== undefined)
      out = withSpec(out, 'healthCheckNodePort', getOwn(oldSpec, 'healthCheckNodePort'));
  }
  // normalizeClusterIPs for an update.
  spec = specOf(out);
  const oldIP = str(getOwn(oldSpec, 'clusterIP'));
  const ip = str(getOwn(spec, 'clusterIP'));
  const oldIPs = list(getOwn(oldSpec, 'clusterIPs'));
  if (oldIPs.length > 0 && list(getOwn(spec, 'clusterIPs')).length === 0 && oldIP === ip)
    out = withSpec(out, 'clusterIPs', oldIPs);
  if (oldIP !== ip && sameClusterIPs(oldSpec, specOf(out))) {
    if (oldIP !== '' && ip === '') out = withSpec(out, 'clusterIPs', undefined);
    else out = withSpec(out, 'clusterIPs', [ip]);
  }
  return out;
}

function portPath(p: JsonObject): string {
  const port = getOwn(p, 'port');
  const protocol = str(getOwn(p, 'protocol')) || 'TCP';
  return `.spec.ports[port=${JSON.stringify(port ?? null)},protocol=${JSON.stringify(protocol)}].nodePort`;
}

/**
 * Notes for the values the cluster fills in a Service after this write and the
 * preview cannot know (alloc.go allocateCreate / allocateUpdate, initIPFamilyFields).
 */
export function allocationNotes(svc: JsonObject): ServerNote[] {
  const spec = specOf(svc);
  const notes: ServerNote[] = [];
  const note = (path: string, message: string) => notes.push({ code: 'cluster-allocates', path, message });
  if (needsClusterIP(spec)) {
    if (str(getOwn(spec, 'clusterIP')) === '')
      note(
        '.spec.clusterIP',
        'the cluster allocates .spec.clusterIP and .spec.clusterIPs from its service IP range: the preview leaves them out',
      );
    if (list(getOwn(spec, 'ipFamilies')).length === 0 || getOwn(spec, 'ipFamilyPolicy') === undefined)
      note(
        '.spec.ipFamilies',
        'the cluster sets .spec.ipFamilies and .spec.ipFamilyPolicy from its IP families (single- or dual-stack): the preview leaves what the manifest does not set out',
      );
  }
  const lbWithoutNodePorts =
    getOwn(spec, 'type') === 'LoadBalancer' && getOwn(spec, 'allocateLoadBalancerNodePorts') === false;
  if (needsNodePort(spec) && !lbWithoutNodePorts) {
    for (const p of list(getOwn(spec, 'ports'))) {
      if (isObject(p) && nodePortOf(p) === 0) {
        const path = portPath(p);
        note(path, `the cluster allocates ${path} from its node port range: the preview leaves it out`);
      }
    }
  }
  if (needsHealthCheckNodePort(spec)) {
    const hc = getOwn(spec, 'healthCheckNodePort');
    if (hc === undefined || hc === 0)
      note(
        '.spec.healthCheckNodePort',
        'the cluster allocates .spec.healthCheckNodePort (a LoadBalancer with externalTrafficPolicy Local) from its node port range: the preview leaves it out',
      );
  }
  return notes;
}
