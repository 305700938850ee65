// Object keys such as __proto__ are ordinary field names, and Secret values never
// appear in an error message or a log line (inside workerd).

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp, type LogEntry } from '../../../api/app.ts';
import type { JsonObject } from '../../../core/value.ts';
import { post, SECRET_VALUE, secret } from '../fixtures.ts';

describe('object keys and Secret values', () => {
  it('keys such as __proto__ and constructor are ordinary fields', async () => {
    const body = `{"fieldManager": "k", "live": null, "intent": {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "p"}, "data": {"__proto__": "x", "constructor": "y"}}}`;
    const r = await SELF.fetch(...post('/v1/apply', body));
    expect(r.status).toBe(200);
    const out = JSON.parse(await r.text());
    const data = out.object.data;
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data).sort()).toEqual(['__proto__', 'constructor']);
    expect(out.object.metadata.managedFields[0].fieldsV1['f:data']).toHaveProperty(['f:__proto__']);
    // The same from YAML.
    const yaml =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: p}\ndata:\n  __proto__: a\n  toString: b\n';
    const y = await SELF.fetch(
      ...post('/v1/apply?fieldManager=k', yaml, { 'Content-Type': 'application/yaml' }),
    );
    const fromYaml = JSON.parse(await y.text());
    expect(Object.keys(fromYaml.object.data)).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(fromYaml.object.data)).toBe(Object.prototype);
  });

  it('Secret values are in no error message and no log line', async () => {
    const logs: LogEntry[] = [];
    const app = createApp({ log: (e) => logs.push(e), logRequests: true });
    const bad = { ...secret(), data: { password: SECRET_VALUE, n: 5 } };
    const owned = {
      manager: 'kubectl',
      operation: 'Apply',
      apiVersion: 'v1',
      time: '2010-10-10T00:00:00Z',
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:data': { 'f:password': {} } },
    };
    const live = { ...secret(), metadata: { ...(secret().metadata as JsonObject), managedFields: [owned] } };
    const requests: [string, string, string][] = [
      ['/v1/apply', JSON.stringify({ fieldManager: 'k', intent: bad }), 'application/json'],
      [
        '/v1/apply',
        `{"fieldManager": "k", "intent": {"kind": "Secret", "data": {"p": ${SECRET_VALUE}}}}`,
        'application/json',
      ],
      [
        '/v1/apply',
        `fieldManager: k\nintent:\n  kind: Secret\n  data: {p: "${SECRET_VALUE}}\n`,
        'application/yaml',
      ],
      [
        '/v1/apply',
        JSON.stringify({ fieldManager: 'other', live, intent: secret('b3RoZXI=') }),
        'application/json',
      ],
      [
        '/v1/preview',
        JSON.stringify({ fieldManager: 'k', items: [{ intent: bad }, { live, intent: secret('eA==') }] }),
        'application/json',
      ],
      ['/v1/update', JSON.stringify({ fieldManager: 'k', object: bad }), 'application/json'],
    ];
    for (const [path, body, type] of requests) {
      const r = await app.request(path, { method: 'POST', headers: { 'Content-Type': type }, body });
      const text = await r.text();
      if (r.status !== 200) {
        expect(r.status).toBeLessThan(500);
        expect(text, path).not.toContain(SECRET_VALUE);
      } else if (path === '/v1/preview') expect(text).not.toContain(SECRET_VALUE);
    }
    expect(logs.length).toBe(requests.length);
    expect(JSON.stringify(logs)).not.toContain(SECRET_VALUE);
  });
});
