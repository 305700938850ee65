// The HTTP API's GET endpoints, inside workerd: SELF is the Worker of wrangler.toml
// (api/worker.ts) as the Workers runtime serves it.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { VersionResponse } from '../../../api/schemas.ts';
import pkg from '../../../package.json' with { type: 'json' };

describe('GET endpoints', () => {
  it('/ points to the docs and the endpoints', async () => {
    const r = await SELF.fetch('http://api.test/');
    expect(r.status).toBe(200);
    const body = (await r.json()) as { openapi: string; endpoints: Record<string, string> };
    expect(body.openapi).toBe('/openapi.json');
    expect(Object.keys(body.endpoints)).toContain('POST /v1/preview');
  });

  it('/healthz', async () => {
    const r = await SELF.fetch('http://api.test/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/v1/version: the package version, the default and the modelled Kubernetes versions', async () => {
    const r = await SELF.fetch('http://api.test/v1/version');
    const body = VersionResponse.parse(await r.json());
    expect(body).toEqual({
      engine: pkg.version,
      kubernetes: '1.37.0',
      kubernetesVersions: ['1.33', '1.34', '1.35', '1.36', '1.37'],
      api: 'v1',
    });
  });

  it('/openapi.json describes every endpoint in OpenAPI 3.1 from the validators', async () => {
    const r = await SELF.fetch('http://api.test/openapi.json');
    expect(r.status).toBe(200);
    const doc = (await r.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { name: string }[] }
        >
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/',
        '/healthz',
        '/openapi.json',
        '/v1/apply',
        '/v1/create',
        '/v1/preview',
        '/v1/simulate',
        '/v1/update',
        '/v1/version',
      ].sort(),
    );
    const apply = doc.components.schemas.ApplyRequest;
    expect(Object.keys(apply.properties ?? {}).sort()).toEqual(
      [
        'applier',
        'defaults',
        'fieldManager',
        'fieldValidation',
        'force',
        'intent',
        'kubernetesVersion',
        'live',
        'mode',
        'now',
        'owner',
        'previous',
        'schema',
        'subresource',
      ].sort(),
    );
    expect(apply.required).toEqual(['intent']);
    expect(doc.paths['/v1/apply'].post.parameters?.map((p) => p.name)).toContain('kubernetesVersion');
    expect(doc.paths['/v1/apply'].post.requestBody?.content['application/apply-patch+yaml'].schema).toEqual({
      $ref: '#/components/schemas/ApplyRequest',
    });
    // Every $ref resolves.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? [];
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  });
});
