// The one write request pipeline (core/request/pipeline.ts): writer, check, schema, write.

import { describe, expect, it } from 'vitest';
import { chooseWriter, runRequest, schemaOf } from '../../core/request/pipeline.ts';
import type { ClientRequest } from '../../core/request/types.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-01-02T03:04:05Z';
const cm: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' }, data: { a: '1' } };

function request(over: Partial<ClientRequest>): ClientRequest {
  return {
    verb: 'apply',
    live: null,
    body: cm,
    writer: { fieldManager: 'me' },
    settings: { now: NOW },
    ...over,
  };
}

describe('runRequest', () => {
  it('writes a plain apply by its field manager with the built-in schema', () => {
    const r = runRequest(request({}));
    if (r.refused !== null) throw new Error(`refused: ${JSON.stringify(r)}`);
    expect(r.choice).toBeNull();
    expect(r.schema.source).toBe('builtin:1.35');
    if (!r.result.ok) throw new Error(r.result.status.message);
    expect(r.result.object.data).toEqual({ a: '1' });
    const mf = (r.result.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(mf.map((e) => [e.manager, e.operation, e.time])).toEqual([['me', 'Apply', NOW]]);
  });

  it('refuses an apply without a field manager with the API server 422', () => {
    const r = runRequest(request({ writer: {} }));
    expect(r.refused).toBe('request');
    if (r.refused !== 'request') return;
    expect(r.status.code).toBe(422);
    expect(r.status.message).toContain('fieldManager: Required value: is required for apply patch');
  });

  it('refuses a writer it cannot choose, saying why', () => {
    const r = runRequest(request({ writer: { applier: 'nope' } }));
    expect(r).toEqual({
      refused: 'writer',
      reason: expect.stringContaining('applier: unknown preset "nope"'),
    });
  });

  it("runs a tool's write with the tool's field manager", () => {
    const r = runRequest(request({ writer: { mode: 'client-side' } }));
    if (r.refused !== null) throw new Error(`refused: ${JSON.stringify(r)}`);
    expect(r.choice?.preset?.name).toBe('kubectl');
    expect(r.patch).toEqual({ type: 'create', body: expect.anything() });
    if (!r.result.ok) throw new Error(r.result.status.message);
    const mf = (r.result.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(mf.map((e) => e.manager)).toEqual(['kubectl-client-side-apply']);
  });

  it('hands the settings to the write (no defaults: the raw merge)', () => {
    const deploy: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd' },
      spec: {
        selector: { matchLabels: { a: 'b' } },
        template: { metadata: { labels: { a: 'b' } }, spec: { containers: [{ name: 'c', image: 'i' }] } },
      },
    };
    const spec = (defaults: boolean) => {
      const r = runRequest(request({ body: deploy, settings: { now: NOW, defaults } }));
      if (r.refused !== null) throw new Error(r.refused);
      if (!r.result.ok) throw new Error(r.result.status.message);
      return r.result.object.spec as JsonObject;
    };
    expect(spec(true).replicas).toBe(1);
    expect(spec(false).replicas).toBeUndefined();
  });
});

describe('the steps', () => {
  it('only an apply is a tool write', () => {
    expect(chooseWriter('update', { applier: 'flux' })).toBeNull();
    expect(chooseWriter('apply', { fieldManager: 'me', mode: 'server-side' })).toBeNull();
    expect(chooseWriter('apply', { applier: 'flux' })).toMatchObject({ preset: { name: 'flux' } });
  });

  it('types a /scale body by its parent', () => {
    const parent: JsonObject = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'd' } };
    const scale: JsonObject = { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: { name: 'd' } };
    const r = schemaOf(request({ verb: 'update', subresource: 'scale', live: parent, body: scale }));
    expect(r.schema.source).toBe('builtin:1.35');
    expect(r.schema.root).toBe(schemaOf(request({ body: parent })).schema.root);
  });
});
