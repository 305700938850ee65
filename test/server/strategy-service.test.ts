// Service: the REST storage around the strategy (core/service/storage/storage.go).

import { describe, expect, it } from 'vitest';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { at, NOW, resolver, write } from './strategy-helpers.ts';

describe('Service: the REST storage around the strategy (core/service/storage/storage.go)', () => {
  const svc = (spec: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 's', namespace: 'default' },
    spec,
  });
  const notes = (r: ReturnType<typeof write>) =>
    r.notes.filter((n) => n.code === 'cluster-allocates').map((n) => n.path);
  it('create: what only the cluster can allocate is left out and noted', () => {
    const r = write({ verb: 'create', body: svc({ selector: { app: 'a' }, ports: [{ port: 80 }] }) });
    expect(at(r.object, 'spec', 'clusterIP')).toBeUndefined();
    expect(at(r.object, 'spec', 'clusterIPs')).toBeUndefined();
    expect(notes(r)).toEqual(['.spec.clusterIP', '.spec.ipFamilies']);
    expect(r.notes[0].message).toBe(
      'the cluster allocates .spec.clusterIP and .spec.clusterIPs from its service IP range: the preview leaves them out',
    );
    const lb = write({
      verb: 'apply',
      manager: 'k',
      body: svc({
        type: 'LoadBalancer',
        externalTrafficPolicy: 'Local',
        ipFamilyPolicy: 'SingleStack',
        ipFamilies: ['IPv4'],
        ports: [{ port: 443, protocol: 'TCP' }],
      }),
    });
    expect(notes(lb)).toEqual([
      '.spec.clusterIP',
      '.spec.ports[port=443,protocol="TCP"].nodePort',
      '.spec.healthCheckNodePort',
    ]);
    const noNodePorts = write({
      verb: 'create',
      body: svc({ type: 'LoadBalancer', allocateLoadBalancerNodePorts: false, ports: [{ port: 443 }] }),
    });
    expect(notes(noNodePorts)).toEqual(['.spec.clusterIP', '.spec.ipFamilies']);
    const external = write({
      verb: 'create',
      body: svc({ type: 'ExternalName', externalName: 'db.example.com' }),
    });
    expect(notes(external)).toEqual([]);
  });
  it('create: clusterIP alone is copied into clusterIPs, None too', () => {
    const headless = write({ verb: 'create', body: svc({ clusterIP: 'None', selector: { app: 'a' } }) });
    expect(at(headless.object, 'spec', 'clusterIPs')).toEqual(['None']);
    expect(notes(headless)).toEqual(['.spec.ipFamilies']);
    const both = write({
      verb: 'create',
      body: svc({ clusterIP: '10.0.0.1', clusterIPs: ['10.0.0.1', 'fd00::1'], ports: [{ port: 80 }] }),
    });
    expect(at(both.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.1', 'fd00::1']);
  });
  it('update: a type change drops what the new type does not use (dropTypeDependentFields)', () => {
    const live = svc({
      type: 'LoadBalancer',
      selector: { app: 'a' },
      clusterIP: '10.0.0.7',
      clusterIPs: ['10.0.0.7', 'fd00::7'],
      ipFamilies: ['IPv4', 'IPv6'],
      ipFamilyPolicy: 'PreferDualStack',
      externalTrafficPolicy: 'Local',
      healthCheckNodePort: 31000,
      allocateLoadBalancerNodePorts: true,
      ports: [{ name: 'a', port: 80, protocol: 'TCP', targetPort: 80, nodePort: 30001 }],
    });
    (live as JsonObject).status = { loadBalancer: { ingress: [{ ip: '1.2.3.4', ipMode: 'VIP' }] } };
    // An apply that switches to ClusterIP and names none of the allocated values: the merge
    // keeps them (nobody owns them), the strategy drops them.
    const r = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ type: 'ClusterIP', selector: { app: 'a' }, ports: [{ name: 'a', port: 80 }] }),
    });
    const spec = r.object.spec as JsonObject;
    expect((spec.ports as JsonObject[])[0].nodePort).toBeUndefined();
    expect(spec.healthCheckNodePort).toBeUndefined();
    expect(spec.allocateLoadBalancerNodePorts).toBeUndefined();
    expect(spec.clusterIP).toBe('10.0.0.7');
    expect(r.object.status).toEqual({ loadBalancer: {} });
    // ExternalName: the cluster IPs and families go too.
    const ext = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ type: 'ExternalName', externalName: 'db.example.com' }),
    });
    for (const k of ['clusterIP', 'clusterIPs', 'ipFamilies', 'ipFamilyPolicy'])
      expect(ext.object.spec).not.toHaveProperty(k);
    // SingleStack over PreferDualStack keeps the first IP and family.
    const single = write({
      verb: 'apply',
      live,
      manager: 'k',
      force: true,
      body: svc({ ...(live.spec as JsonObject), ipFamilyPolicy: 'SingleStack' }),
    });
    expect(at(single.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.7']);
    expect(at(single.object, 'spec', 'ipFamilies')).toEqual(['IPv4']);
  });
  it('update: allocated values the body leaves out come back from the stored object', () => {
    const live = svc({
      type: 'NodePort',
      clusterIP: '10.0.0.7',
      clusterIPs: ['10.0.0.7'],
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      ports: [
        { name: 'a', port: 80, protocol: 'TCP', targetPort: 80, nodePort: 30001 },
        { name: 'b', port: 81, protocol: 'TCP', targetPort: 81, nodePort: 30002 },
      ],
    });
    const body = svc({
      type: 'NodePort',
      ports: [
        { name: 'a', port: 80 },
        // b takes a's old node port: a's cannot come back.
        { name: 'b', port: 81, nodePort: 30001 },
        { name: 'c', port: 82 },
      ],
    });
    const r = write({ verb: 'update', live, body });
    expect(at(r.object, 'spec', 'clusterIP')).toBe('10.0.0.7');
    expect(at(r.object, 'spec', 'clusterIPs')).toEqual(['10.0.0.7']);
    const ports = at(r.object, 'spec', 'ports') as JsonObject[];
    expect(ports.map((p) => p.nodePort)).toEqual([undefined, 30001, undefined]);
    expect(notes(r)).toEqual([
      '.spec.ipFamilies',
      '.spec.ports[port=80,protocol="TCP"].nodePort',
      '.spec.ports[port=82,protocol="TCP"].nodePort',
    ]);
    // A new clusterIP with the stored clusterIPs: clusterIPs follow it (normalizeClusterIPs), and
    // validation then refuses the change (validateUpgradeDowngradeClusterIPs).
    const moved = serverWrite({
      verb: 'update',
      live,
      body: svc({ ...(live.spec as JsonObject), clusterIP: '10.0.0.9' }),
      manager: 'm',
      now: NOW,
      schema: resolver.resolve('v1', 'Service'),
    });
    expect(moved.ok ? '' : moved.status.message).toBe(
      'Service "s" is invalid: spec.clusterIPs[0]: Invalid value: ["10.0.0.9"]: may not change once set',
    );
    // Turned into ExternalName: nothing is kept.
    const ext = write({
      verb: 'update',
      live,
      body: svc({ type: 'ExternalName', externalName: 'x.example.com' }),
    });
    expect(at(ext.object, 'spec', 'clusterIP')).toBeUndefined();
  });
});
