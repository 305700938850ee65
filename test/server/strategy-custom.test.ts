// Custom resources: generation as customresource/strategy.go counts it.

import { describe, expect, it } from 'vitest';
import type { WriteRequest } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { at, write } from './strategy-helpers.ts';

describe('custom resources: generation as customresource/strategy.go counts it', () => {
  const widget = (spec: JsonObject, extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'w', namespace: 'default', ...extra },
    spec,
  });
  const crd = (withSchema: boolean, status: boolean): JsonObject => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Widget', plural: 'widgets' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          ...(status ? { subresources: { status: {} } } : {}),
          ...(withSchema
            ? {
                schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
              }
            : {}),
        },
      ],
    },
  });
  const runs: [string, Partial<WriteRequest>][] = [
    ['no CRD, no schema', {}],
    ['a CRD without a schema', { crd: crd(false, false) }],
    ['a CRD with a schema and /status', { crd: crd(true, true) }],
  ];
  for (const [label, extra] of runs) {
    it(`${label}: 1 on create, +1 on a spec change, unchanged on a metadata change`, () => {
      const r0 = write({ verb: 'apply', body: widget({ size: 1 }), manager: 'kubectl', ...extra });
      expect(at(r0.object, 'metadata', 'generation')).toBe(1);
      const r1 = write({
        verb: 'apply',
        live: r0.object,
        body: widget({ size: 2 }),
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r1.object, 'metadata', 'generation')).toBe(2);
      const r2 = write({
        verb: 'apply',
        live: r1.object,
        body: widget({ size: 2 }, { labels: { a: 'b' } }),
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r2.object, 'metadata', 'generation')).toBe(2);
      // A change of a top-level field other than spec counts too.
      const r3 = write({
        verb: 'apply',
        live: r2.object,
        body: { ...widget({ size: 2 }), data: { x: '1' } },
        manager: 'kubectl',
        ...extra,
      });
      expect(at(r3.object, 'metadata', 'generation')).toBe(3);
    });
  }
  it('EndpointSlice: any change outside metadata, or of its labels (discovery/endpointslice/strategy.go)', () => {
    const eps = (extra: JsonObject, labels: JsonObject = {}): JsonObject => ({
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: 'e', namespace: 'd', labels },
      addressType: 'IPv4',
      endpoints: [{ addresses: ['10.0.0.1'] }],
      ...extra,
    });
    const r0 = write({ verb: 'apply', body: eps({}), manager: 'k' });
    expect(at(r0.object, 'metadata', 'generation')).toBe(1);
    const r1 = write({ verb: 'apply', live: r0.object, body: eps({ ports: [{ port: 80 }] }), manager: 'k' });
    expect(at(r1.object, 'metadata', 'generation')).toBe(2);
    const r2 = write({
      verb: 'apply',
      live: r1.object,
      body: eps({ ports: [{ port: 80 }] }, { a: 'b' }),
      manager: 'k',
    });
    expect(at(r2.object, 'metadata', 'generation')).toBe(3);
    const annotated = { ...eps({ ports: [{ port: 80 }] }, { a: 'b' }) };
    annotated.metadata = { ...(annotated.metadata as JsonObject), annotations: { x: 'y' } };
    const r3 = write({ verb: 'apply', live: r2.object, body: annotated, manager: 'k' });
    expect(at(r3.object, 'metadata', 'generation')).toBe(3);
  });
  it('a built-in group without a table entry keeps generation as written', () => {
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'd' },
      data: { a: '1' },
    };
    const r0 = write({ verb: 'apply', body: cm, manager: 'k' });
    expect(at(r0.object, 'metadata', 'generation')).toBeUndefined();
    const r1 = write({ verb: 'apply', live: r0.object, body: { ...cm, data: { a: '2' } }, manager: 'k' });
    expect(at(r1.object, 'metadata', 'generation')).toBeUndefined();
  });
});
