// The HTTP API's input limits, inside workerd: bodies, YAML, depth and counts over
// their bounds are a 413 or 400 Status naming the limit, never a 500 or a hang.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { configMap, liveConfigMap, post } from '../fixtures.ts';
import { JSON_TYPE, nested, send, YAML_TYPE } from './errors-helpers.ts';

describe('limits', () => {
  it('a body over 5 MiB: 413 from Content-Length', async () => {
    const body = `{"intent": "${'x'.repeat(5 * 1024 * 1024)}"}`;
    const r = await send('/v1/apply', body, JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.reason).toBe('RequestEntityTooLarge');
    expect(r.json.message).toMatch(/^the request body is larger than the limit of 5 MiB/);
  });

  it('a streamed body over 5 MiB (no Content-Length): 413 while it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const r = await send('/v1/preview', stream, JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('the request body is larger than the limit of 5 MiB');
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('a YAML body over 2 MiB: 413 naming the YAML limit', async () => {
    const r = await send('/v1/preview', `items: []\n# ${'x'.repeat(2 * 1024 * 1024)}`, YAML_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toMatch(/^the YAML request body is larger than the limit of 2 MiB/);
  });

  it('more than 500 objects in a batch, or steps in a scenario: 413', async () => {
    const items = Array.from({ length: 501 }, (_, i) => ({ intent: configMap({ a: '1' }, `cm-${i}`) }));
    const r = await send('/v1/preview', JSON.stringify({ fieldManager: 'k', items }), JSON_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('the batch has 501 objects; the limit is 500');
    const steps = Array.from({ length: 501 }, () => ({ op: 'apply', manager: 'k', object: configMap({}) }));
    const s = await send('/v1/simulate', JSON.stringify({ live: null, steps }), JSON_TYPE);
    expect(s.status).toBe(413);
    expect(s.json.message).toBe('the scenario has 501 steps; the limit is 500');
  });

  it('more YAML documents than twice the item limit: 413 while lexing, naming the limit', async () => {
    const r = await send('/v1/preview?fieldManager=k', 'a: 1\n---\n'.repeat(100_000), YAML_TYPE);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(
      'request body: more than 1000 YAML documents (the limit) at line 2000, column 1',
    );
  });

  it('a fieldsV1 key holding JSON nested 5,000 deep, an invalid scenario owner: 400, not 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const live = structuredClone(liveConfigMap);
    ((live.metadata as JsonObject).managedFields as JsonObject[])[0].fieldsV1 = {
      'f:data': { [`v:${deep}`]: {} },
    };
    const r = await send(
      '/v1/apply',
      JSON.stringify({ fieldManager: 'k', live, intent: configMap({ a: '1' }) }),
      JSON_TYPE,
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/holds JSON nested deeper than 100 levels$/);
    const steps = [{ op: 'apply', manager: 'k', applier: 'flux', owner: 'a/b/c', object: configMap({}) }];
    const s = await send('/v1/simulate', JSON.stringify({ live: null, steps }), JSON_TYPE);
    expect(s.status).toBe(400);
    expect(s.json.message).toBe(
      'request body: steps[0].owner: expected "namespace/name" (Kubernetes names), got "a/b/c"',
    );
  });

  it('JSON nested deeper than 100 levels: 400 before parsing', async () => {
    const r = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', intent: nested(120) }), JSON_TYPE);
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^request body: nesting deeper than 100 levels at line 1, column \d+$/);
    const huge = await send('/v1/apply', '['.repeat(4 * 1024 * 1024), JSON_TYPE);
    expect(huge.status).toBe(400);
    expect(huge.json.message).toBe('request body: nesting deeper than 100 levels at line 1, column 101');
  });

  it('deep objects within the limit are fine', async () => {
    const intent = { ...configMap({}), spec: nested(60) };
    const r = await SELF.fetch(
      ...post('/v1/apply', { fieldManager: 'k', intent: { ...intent, kind: 'Thing' } }),
    );
    expect(r.status).toBe(200);
  });

  it('YAML nested deeper than 100 levels (flow, block, compact): 400 in bounded time and memory', async () => {
    const bodies = [
      '['.repeat(2 * 1024 * 1024 - 1),
      '- '.repeat(1024 * 1024 - 1),
      Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'),
      `a: ${'{b: '.repeat(150)}c${'}'.repeat(150)}`,
    ];
    for (const body of bodies) {
      const started = Date.now();
      const r = await send('/v1/apply', body, YAML_TYPE);
      expect(r.status, body.slice(0, 20)).toBe(400);
      expect(r.json.message).toMatch(/^request body: nesting deeper than 100 levels/);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('a "billion laughs" YAML document: 400', async () => {
    const lol = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
      'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
    ].join('\n');
    const r = await send('/v1/apply', lol, { 'Content-Type': 'application/apply-patch+yaml' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(
      'request body: YAML aliases expand to more than 100000 nodes (the limit; a "billion laughs" document?) at line 6, column 8',
    );
    // The same inside an intent given as a YAML string.
    const inner = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', intent: lol }), JSON_TYPE);
    expect(inner.status).toBe(400);
    expect(inner.json.message).toMatch(/^intent: YAML aliases expand to more than 100000 nodes/);
  });
});
