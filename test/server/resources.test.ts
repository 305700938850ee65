// The built-in resource table (core/server/resources.ts) derived again from the
// Kubernetes 1.35 OpenAPI v3 documents, and the strategy table checked against it.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtinResource,
  builtinResourceKeys,
  crdResource,
  qualifiedResource,
} from '../../core/server/resources.ts';
import { builtinStrategy, builtinStrategyKeys } from '../../core/server/strategies.ts';
import type { JsonObject } from '../../core/value.ts';

const DOCS = '/work/shared/kubernetes/openapi-v3-1.35';

interface Row {
  resource: string;
  namespaced: boolean;
  status: boolean;
  scale: boolean;
}

function fromDocs(): Map<string, Row> {
  const out = new Map<string, Row>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.json')) read(p);
    }
  };
  const read = (p: string) => {
    const doc = JSON.parse(readFileSync(p, 'utf8')) as { paths?: Record<string, Record<string, unknown>> };
    const paths = doc.paths ?? {};
    const subs = new Map<string, Set<string>>();
    for (const route of Object.keys(paths)) {
      const m = /\/([a-z0-9]+)\/\{name\}\/(status|scale)$/.exec(route);
      if (m) subs.set(m[1], (subs.get(m[1]) ?? new Set()).add(m[2]));
    }
    for (const [route, item] of Object.entries(paths)) {
      const m = /^\/apis?\/(?:[^/]+\/)?[^/]+\/(namespaces\/\{namespace\}\/)?([a-z0-9]+)\/\{name\}$/.exec(
        route,
      );
      if (!m) continue;
      const op = (item.put ?? item.patch) as Record<string, unknown> | undefined;
      const gvk = op?.['x-kubernetes-group-version-kind'] as { group: string; kind: string } | undefined;
      if (!gvk) continue;
      const s = subs.get(m[2]) ?? new Set();
      out.set(gvk.group ? `${gvk.group}/${gvk.kind}` : gvk.kind, {
        resource: m[2],
        namespaced: m[1] !== undefined,
        status: s.has('status'),
        scale: s.has('scale'),
      });
    }
  };
  walk(DOCS);
  return out;
}

describe('built-in resources', () => {
  const docs = fromDocs();

  it('the table is what the OpenAPI documents serve, kind by kind', () => {
    expect(docs.size).toBeGreaterThan(60);
    expect(builtinResourceKeys().sort()).toEqual([...docs.keys()].sort());
    for (const [key, row] of docs) {
      const slash = key.lastIndexOf('/');
      const r = builtinResource(slash < 0 ? '' : key.slice(0, slash), key.slice(slash + 1));
      expect(
        r && { resource: r.resource, namespaced: r.namespaced, status: r.status, scale: r.scale },
        key,
      ).toEqual(row);
    }
  });

  it('names resources as Status messages do', () => {
    expect(qualifiedResource(builtinResource('apps', 'Deployment')!)).toBe('deployments.apps');
    expect(qualifiedResource(builtinResource('', 'ConfigMap')!)).toBe('configmaps');
    expect(builtinResource('', 'Deployment')).toBeUndefined();
  });

  it('every strategy entry names a served kind, and status resets only where /status exists', () => {
    for (const key of builtinStrategyKeys()) {
      const slash = key.lastIndexOf('/');
      const group = slash < 0 ? '' : key.slice(0, slash);
      const kind = key.slice(slash + 1);
      const r = builtinResource(group, kind);
      expect(r, key).toBeDefined();
      const s = builtinStrategy(group, kind);
      expect(s.file, key).toMatch(/strategy\.go$/);
      if (s.statusReset.length > 0) expect(r!.status, `${key} has /status`).toBe(true);
      if (s.reset.length > 0) expect(s.reset, key).toEqual([['status']]);
    }
    // Kinds with a scale subresource all have a status strategy in the table.
    for (const key of builtinResourceKeys()) {
      const slash = key.lastIndexOf('/');
      const r = builtinResource(slash < 0 ? '' : key.slice(0, slash), key.slice(slash + 1))!;
      if (r.scale)
        expect(builtinStrategy(r.group, r.kind).statusReset, key).toEqual(
          [['spec']].concat(r.kind === 'Deployment' ? [['metadata', 'labels']] : []),
        );
    }
  });

  it('reads a CRD: plural, scope, subresources of the served version, scale paths', () => {
    const crd: JsonObject = {
      spec: {
        group: 'example.com',
        names: { kind: 'Widget', plural: 'widgets' },
        scope: 'Cluster',
        versions: [
          {
            name: 'v1',
            subresources: {
              status: {},
              scale: { specReplicasPath: '.spec.size', statusReplicasPath: '.status.size' },
            },
          },
          { name: 'v2' },
        ],
      },
    };
    expect(crdResource(crd, 'example.com/v1', 'Widget')).toEqual({
      group: 'example.com',
      kind: 'Widget',
      resource: 'widgets',
      namespaced: false,
      status: true,
      scale: true,
      specReplicasPath: ['spec', 'size'],
      statusReplicasPath: ['status', 'size'],
      labelSelectorPath: undefined,
    });
    expect(crdResource(crd, 'example.com/v2', 'Widget')).toMatchObject({ status: false, scale: false });
    expect(crdResource(crd, 'other.com/v1', 'Widget')).toBeUndefined();
    expect(crdResource(crd, 'example.com/v1', 'Gadget')).toBeUndefined();
  });
});
